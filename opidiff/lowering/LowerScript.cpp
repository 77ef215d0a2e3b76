//===- LowerScript.cpp - TorchScript graphs through the aten lowerings ----===//
//
// A ScriptGraph (a module's frozen, inlined forward; Model.h) is lowered node
// by node: aten nodes go through the aten registry by schema argument name,
// parameters (tensor constants) become stablehlo.constant, and the few prim
// nodes a traced graph holds (constants, list and tuple construction and
// unpacking) and shape queries (aten::size, aten::dim, aten::Int) are
// evaluated here, since every shape is static. Any other node makes the
// test unsupported, naming the node.
//
//===----------------------------------------------------------------------===//

#include "opidiff/lowering/LowerCommon.h"

using namespace mlir::shlo::opidiff;
using namespace mlir::shlo::opidiff::lower;

namespace {

/// A value of the graph while lowering: an Arg without a name.
using Slot = std::optional<Arg>;

Arg tensorArg(mlir::Value v) {
  Arg a;
  a.kind = Arg::Kind::Tensor;
  a.tensor = v;
  a.value.kind = Value::Kind::Tensor;
  return a;
}

Arg plainArg(Value v) {
  Arg a;
  a.kind = Arg::Kind::Plain;
  a.value = std::move(v);
  return a;
}

class GraphLowering {
public:
  GraphLowering(Emitter &e, const ScriptGraph &g)
      : e(e), g(g), slots(g.numValues) {}

  llvm::Expected<Results> lower(llvm::ArrayRef<mlir::Value> inputs) {
    if (inputs.size() != g.inputs.size())
      return llvm::createStringError(
          g.source + ": forward takes " + std::to_string(g.inputs.size()) +
          " input(s), the test gives " + std::to_string(inputs.size()));
    for (size_t i = 0; i < inputs.size(); ++i)
      slots[g.inputs[i]] = tensorArg(inputs[i]);
    for (const ScriptGraph::Node &node : g.nodes)
      if (llvm::Error err = lowerNode(node))
        return std::move(err);
    Results results;
    for (int id : g.outputs) {
      OPIDIFF_TRY(arg, get(id));
      if (!flatten(**arg, results))
        return unsupported(g.source + ": forward returns a non-tensor value");
    }
    return results;
  }

private:
  /// Appends the tensors of a Tensor or TensorList; false for plain values.
  static bool flatten(const Arg &arg, Results &out) {
    if (arg.kind == Arg::Kind::Tensor) {
      out.push_back(arg.tensor);
      return true;
    }
    if (arg.kind == Arg::Kind::TensorList) {
      out.append(arg.tensors.begin(), arg.tensors.end());
      return true;
    }
    return false;
  }

  llvm::Expected<const Arg *> get(int id) {
    if (id < 0 || id >= int(slots.size()) || !slots[id])
      return llvm::createStringError(g.source +
                                     ": a graph value used before its node");
    return &*slots[id];
  }

  llvm::Expected<Arg> operand(const ScriptGraph::Operand &op) {
    if (op.value < 0)
      return plainArg(op.constant);
    OPIDIFF_TRY(arg, get(op.value));
    return **arg;
  }

  llvm::Error noLowering(const ScriptGraph::Node &node) {
    return unsupported(g.source + ": TorchScript node " + node.kind +
                       (node.overload.empty() ? "" : "." + node.overload) +
                       " has no lowering");
  }

  llvm::Error setOutputs(const ScriptGraph::Node &node,
                         llvm::ArrayRef<Arg> values) {
    if (values.size() != node.outputs.size())
      return llvm::createStringError(
          g.source + ": " + node.kind + " gives " +
          std::to_string(values.size()) + " value(s) for " +
          std::to_string(node.outputs.size()) + " output(s)");
    for (size_t i = 0; i < values.size(); ++i)
      slots[node.outputs[i]] = values[i];
    return llvm::Error::success();
  }

  llvm::Error lowerNode(const ScriptGraph::Node &node) {
    llvm::StringRef kind = node.kind;
    std::vector<Arg> ins;
    for (const ScriptGraph::Operand &op : node.inputs) {
      OPIDIFF_TRY(arg, operand(op));
      ins.push_back(std::move(*arg));
    }
    if (kind == "prim::Constant") {
      if (node.constant.kind == Value::Kind::Tensor) {
        OPIDIFF_TRY(c, e.constant(node.constant.tensor));
        return setOutputs(node, {tensorArg(*c)});
      }
      return setOutputs(node, {plainArg(node.constant)});
    }
    if (kind == "prim::ListConstruct" || kind == "prim::TupleConstruct")
      return construct(node, ins, kind == "prim::TupleConstruct");
    if (kind == "prim::ListUnpack" || kind == "prim::TupleUnpack")
      return unpack(node, ins);
    if (kind == "prim::NumToTensor" || kind == "aten::Int" ||
        kind == "aten::Float" || kind == "aten::ScalarImplicit") {
      // Shape arithmetic of a trace: the number stays a number.
      if (ins.size() != 1 || ins[0].kind != Arg::Kind::Plain)
        return unsupported(g.source + ": TorchScript node " + node.kind +
                           " on a computed tensor (a value read back into "
                           "Python)");
      Value v = ins[0].value;
      if (kind == "aten::Int" && v.kind == Value::Kind::Float)
        v = Value::ofInt(int64_t(v.f));
      if (kind == "aten::Float" && v.kind == Value::Kind::Int)
        v = Value::ofFloat(double(v.i));
      return setOutputs(node, {plainArg(v)});
    }
    if (kind == "aten::size" || kind == "aten::dim")
      return shapeQuery(node, ins);
    if (kind.starts_with("aten::"))
      return atenCall(node, ins);
    return noLowering(node);
  }

  llvm::Error construct(const ScriptGraph::Node &node,
                        llvm::ArrayRef<Arg> ins, bool tuple) {
    bool allTensors = !ins.empty() && llvm::all_of(ins, [](const Arg &a) {
      return a.kind == Arg::Kind::Tensor;
    });
    bool allPlain = llvm::all_of(
        ins, [](const Arg &a) { return a.kind == Arg::Kind::Plain; });
    Arg out;
    if (allTensors) {
      out.kind = Arg::Kind::TensorList;
      out.value.kind = Value::Kind::List;
      for (const Arg &a : ins)
        out.tensors.push_back(a.tensor);
    } else if (allPlain) {
      std::vector<Value> elems;
      for (const Arg &a : ins)
        elems.push_back(a.value);
      out = plainArg(tuple ? Value::ofTuple(std::move(elems))
                           : Value::ofList(std::move(elems)));
    } else {
      return unsupported(g.source + ": " + node.kind +
                         " mixing tensors and other values");
    }
    return setOutputs(node, {out});
  }

  llvm::Error unpack(const ScriptGraph::Node &node, llvm::ArrayRef<Arg> ins) {
    if (ins.size() != 1)
      return noLowering(node);
    std::vector<Arg> outs;
    if (ins[0].kind == Arg::Kind::TensorList) {
      for (mlir::Value v : ins[0].tensors)
        outs.push_back(tensorArg(v));
    } else if (ins[0].kind == Arg::Kind::Plain) {
      for (const Value &v : ins[0].value.elems)
        outs.push_back(plainArg(v));
    } else {
      return noLowering(node);
    }
    return setOutputs(node, outs);
  }

  llvm::Error shapeQuery(const ScriptGraph::Node &node,
                         llvm::ArrayRef<Arg> ins) {
    if (ins.empty() || ins[0].kind != Arg::Kind::Tensor)
      return noLowering(node);
    llvm::ArrayRef<int64_t> shape = e.shapeOf(ins[0].tensor);
    if (node.kind == "aten::dim")
      return setOutputs(node, {plainArg(Value::ofInt(shape.size()))});
    if (ins.size() == 1) {
      std::vector<Value> dims;
      for (int64_t d : shape)
        dims.push_back(Value::ofInt(d));
      return setOutputs(node, {plainArg(Value::ofList(std::move(dims)))});
    }
    if (ins[1].kind != Arg::Kind::Plain || ins[1].value.kind != Value::Kind::Int)
      return noLowering(node);
    Args args(node.kind, node.overload);
    OPIDIFF_TRY(dim, normalizeDim(args, ins[1].value.i, shape.size()));
    return setOutputs(node, {plainArg(Value::ofInt(shape[*dim]))});
  }

  llvm::Error atenCall(const ScriptGraph::Node &node, llvm::ArrayRef<Arg> ins) {
    const Registry &registry = atenRegistry();
    std::string op = node.kind;
    bool inPlace = false;
    if (!registry.count(op) && llvm::StringRef(op).ends_with("_") &&
        registry.count(op.substr(0, op.size() - 1))) {
      // x.relu_(), x += y: the trace's later uses read the node's output.
      op.pop_back();
      inPlace = true;
    }
    if (!registry.count(op) || node.argNames.size() != ins.size())
      return noLowering(node);
    Args args(op, node.overload);
    for (size_t i = 0; i < ins.size(); ++i)
      args.list.emplace_back(node.argNames[i], ins[i]);
    OPIDIFF_TRY(results, e.call(args));
    std::vector<Arg> outs;
    if (node.outputs.size() == 1 && node.outputIsList[0]) {
      Arg list;
      list.kind = Arg::Kind::TensorList;
      list.value.kind = Value::Kind::List;
      list.tensors.assign(results->begin(), results->end());
      outs.push_back(std::move(list));
    } else {
      for (mlir::Value v : *results)
        outs.push_back(tensorArg(v));
    }
    if (inPlace && !node.inputs.empty() && node.inputs[0].value >= 0 &&
        outs.size() == 1)
      slots[node.inputs[0].value] = outs[0];
    return setOutputs(node, outs);
  }

  Emitter &e;
  const ScriptGraph &g;
  std::vector<Slot> slots;
};

} // namespace

llvm::Expected<Results> lower::lowerScriptGraph(Emitter &e,
                                                const ScriptGraph &graph,
                                                llvm::ArrayRef<mlir::Value> inputs) {
  return GraphLowering(e, graph).lower(inputs);
}

llvm::Expected<Results>
lower::lowerModuleResults(Emitter &e, const BaselineResult::Module &spec,
                          llvm::ArrayRef<mlir::Value> inputs) {
  if (spec.graph)
    return lowerScriptGraph(e, *spec.graph, inputs);
  OPIDIFF_TRY(result, lowerModule(e, spec, inputs));
  return Results{*result};
}
