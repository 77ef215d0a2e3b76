//===- Lowering.cpp - OpiDiff tests to stablehlo test functions -----------===//

#include "opidiff/lowering/Lowering.h"
#include "opidiff/lowering/LowerCommon.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/IR/Verifier.h"

using namespace mlir::shlo::opidiff;
using namespace mlir::shlo::opidiff::lower;
namespace hlo = mlir::stablehlo;

namespace {

mlir::Location locationOf(mlir::MLIRContext *ctx, const TestCase &test) {
  if (!test.loc.file.empty())
    return mlir::FileLineColLoc::get(ctx, test.loc.file, test.loc.line,
                                     test.loc.column);
  return mlir::NameLoc::get(mlir::StringAttr::get(ctx, test.id));
}

/// A function under construction; erased again unless committed.
class FunctionBuilder {
public:
  FunctionBuilder(mlir::ModuleOp module, llvm::StringRef name,
                  mlir::Location loc)
      : builder(module.getContext()), loc(loc) {
    builder.setInsertionPointToEnd(module.getBody());
    func = mlir::func::FuncOp::create(builder, loc, name,
                                      builder.getFunctionType({}, {}));
    builder.setInsertionPointToStart(func.addEntryBlock());
  }
  ~FunctionBuilder() {
    if (func && !committed)
      func.erase();
  }

  /// Ends the body, returning `results`, and verifies the function.
  llvm::Error finish(mlir::ValueRange results = {}) {
    mlir::func::ReturnOp::create(builder, loc, results);
    func.setType(builder.getFunctionType({}, results.getTypes()));
    std::string messages;
    {
      mlir::ScopedDiagnosticHandler handler(
          builder.getContext(), [&](mlir::Diagnostic &d) {
            messages += d.str() + "\n";
            return mlir::success();
          });
      if (mlir::failed(mlir::verify(func)))
        return llvm::createStringError(
            "lowered function does not verify: " + messages);
    }
    committed = true;
    return llvm::Error::success();
  }

  mlir::OpBuilder builder;
  mlir::Location loc;
  mlir::func::FuncOp func;
  bool committed = false;
};

llvm::Error checkNameFree(mlir::ModuleOp module, llvm::StringRef name) {
  if (name.empty())
    return llvm::createStringError("test has no id");
  if (mlir::SymbolTable::lookupSymbolIn(module, name))
    return llvm::createStringError("function @" + name.str() +
                                   " already exists in the module");
  return llvm::Error::success();
}

/// Input0 under `cast_input0_to_complex`, as opdiff's backends rebuild it:
/// a complex tensor passes unchanged; a real [..., 2] tensor becomes
/// [..., 0] + i [..., 1]; any other real tensor becomes complex(x, 0).
/// Integer and bool tensors are converted to float32 first.
llvm::Expected<mlir::Value> castInput0ToComplex(Emitter &e, mlir::Value x) {
  DType t = e.dtypeOf(x);
  if (isComplex(t))
    return x;
  if (!isFloating(t)) {
    t = DType::Float32;
    x = e.convert(x, t);
  }
  if (t != DType::Float32 && t != DType::Float64)
    return unsupported("cast_input0_to_complex of a " +
                       std::string(dtypeName(t)) + " tensor");
  llvm::SmallVector<int64_t> shape(e.shapeOf(x));
  mlir::Value re = x, im;
  if (!shape.empty() && shape.back() == 2) {
    int64_t last = shape.size() - 1;
    shape.pop_back();
    re = e.reshape(e.sliceDim(x, last, 0, 1), shape);
    im = e.reshape(e.sliceDim(x, last, 1, 2), shape);
  } else {
    im = e.splat(e.elementType(t), 0.0, shape);
  }
  return hlo::ComplexOp::create(
             e.b, e.loc, e.tensorType(shape, e.elementType(toComplex(t))), re,
             im)
      .getResult();
}

/// The tensor leaves of an expected output, in order.
void flattenExpected(const Value &v, std::vector<const Value *> &out) {
  if (v.kind == Value::Kind::Tuple || v.kind == Value::Kind::List) {
    for (const Value &e : v.elems)
      flattenExpected(e, out);
    return;
  }
  out.push_back(&v);
}

bool isInexact(mlir::Type element) {
  return mlir::isa<mlir::FloatType, mlir::ComplexType>(element);
}

llvm::Error emitChecks(Emitter &e, llvm::StringRef what, const Results &results,
                       const Value &expected, const LoweringOptions &options) {
  std::vector<const Value *> leaves;
  flattenExpected(expected, leaves);
  if (leaves.size() != results.size())
    return llvm::createStringError(
        what.str() + ": the lowering gives " + std::to_string(results.size()) +
        " result(s), the baseline " + std::to_string(leaves.size()));
  for (size_t i = 0; i < results.size(); ++i) {
    mlir::Value r = results[i];
    const Value &ex = *leaves[i];
    mlir::DenseElementsAttr attr;
    if (ex.kind == Value::Kind::Tensor) {
      OPIDIFF_TRY(a, e.denseAttr(ex.tensor));
      attr = *a;
    } else if (ex.kind == Value::Kind::Bool || ex.kind == Value::Kind::Int ||
               ex.kind == Value::Kind::Float) {
      if (e.rankOf(r) != 0)
        return llvm::createStringError(what.str() +
                                       ": a scalar expected for a tensor result");
      mlir::Value c = e.scalarTensor(ex, e.elementOf(r));
      auto op = mlir::cast<hlo::ConstantOp>(c.getDefiningOp());
      attr = mlir::cast<mlir::DenseElementsAttr>(op.getValue());
      op.erase();
    } else {
      return unsupported(what + ": an expected output of this kind");
    }
    if (attr.getType() != r.getType())
      return llvm::createStringError(
          what.str() + ": result " + std::to_string(i) + " is " +
          typeString(r.getType()) + " but the baseline's is " +
          typeString(attr.getType()));
    if (isInexact(e.elementOf(r)))
      mlir::check::ExpectAlmostEqConstOp::create(
          e.b, e.loc, r, attr, e.b.getF64FloatAttr(options.tolerance),
          /*atol=*/nullptr, /*rtol=*/nullptr);
    else
      mlir::check::ExpectEqConstOp::create(e.b, e.loc, r, attr);
  }
  return llvm::Error::success();
}

llvm::Expected<llvm::SmallVector<mlir::Value>>
materializeInputs(Emitter &e, const TestCase &test) {
  llvm::SmallVector<mlir::Value> inputs;
  for (size_t i = 0; i < test.inputs.size(); ++i) {
    const Value &v = test.inputs[i];
    if (v.kind != Value::Kind::Tensor)
      return unsupported("module input " + std::to_string(i) +
                         " is not a tensor");
    OPIDIFF_TRY(c, e.constant(v.tensor));
    mlir::Value x = *c;
    if (i == 0 && test.castInput0ToComplex) {
      OPIDIFF_TRY(z, castInput0ToComplex(e, x));
      x = *z;
    }
    inputs.push_back(x);
  }
  if (!test.kwargs.empty())
    return unsupported("module forward keyword arguments");
  return inputs;
}

} // namespace

llvm::Error mlir::shlo::opidiff::lowerAtenTest(mlir::ModuleOp module, const TestCase &test,
                                   const BoundCall &call, const Value *expected,
                                   const LoweringOptions &options) {
  if (llvm::Error err = checkNameFree(module, test.id))
    return err;
  std::string opName = call.name.empty() ? test.atenName : call.name;
  const Registry &registry = atenRegistry();
  if (!registry.count(opName))
    return unsupported(opName + " has no lowering");
  FunctionBuilder fb(module, test.id,
                     locationOf(module.getContext(), test));
  Emitter e(fb.builder, fb.loc);
  Args args(opName, call.overload);
  for (size_t i = 0; i < call.args.size(); ++i) {
    const auto &[name, v] = call.args[i];
    if (v.kind == Value::Kind::Tensor) {
      OPIDIFF_TRY(c, e.constant(v.tensor));
      mlir::Value x = *c;
      if (i == 0 && test.castInput0ToComplex) {
        OPIDIFF_TRY(z, castInput0ToComplex(e, x));
        x = *z;
      }
      args.addTensor(name, x);
      continue;
    }
    bool tensorList = (v.kind == Value::Kind::List ||
                       v.kind == Value::Kind::Tuple) &&
                      !v.elems.empty() &&
                      llvm::all_of(v.elems, [](const Value &x) {
                        return x.kind == Value::Kind::Tensor;
                      });
    if (tensorList) {
      llvm::SmallVector<mlir::Value> xs;
      for (const Value &x : v.elems) {
        OPIDIFF_TRY(c, e.constant(x.tensor));
        xs.push_back(*c);
      }
      args.addTensors(name, std::move(xs));
      continue;
    }
    args.addValue(name, v);
  }
  OPIDIFF_TRY(results, e.call(args));
  if (expected && options.emitChecks)
    if (llvm::Error err =
            emitChecks(e, args.qualifiedName(), *results, *expected, options))
      return err;
  return fb.finish();
}

llvm::Error mlir::shlo::opidiff::lowerModuleTest(mlir::ModuleOp module,
                                     const TestCase &test,
                                     const BaselineResult::Module &spec,
                                     const Value *expected,
                                     const LoweringOptions &options) {
  if (llvm::Error err = checkNameFree(module, test.id))
    return err;
  FunctionBuilder fb(module, test.id, locationOf(module.getContext(), test));
  Emitter e(fb.builder, fb.loc);
  OPIDIFF_TRY(inputs, materializeInputs(e, test));
  OPIDIFF_TRY(results, lowerModuleResults(e, spec, *inputs));
  std::string what = spec.graph ? spec.graph->source : spec.kind;
  if (expected && options.emitChecks)
    if (llvm::Error err = emitChecks(e, what, *results, *expected, options))
      return err;
  return fb.finish();
}

llvm::Error mlir::shlo::opidiff::lowerComparePair(mlir::ModuleOp module, const TestCase &a,
                                      const BaselineResult::Module &ma,
                                      const TestCase &b,
                                      const BaselineResult::Module &mb,
                                      const LoweringOptions &options) {
  std::string name = a.pairId.empty() ? a.id : a.pairId;
  if (llvm::Error err = checkNameFree(module, name))
    return err;
  if (a.inputs.size() != b.inputs.size())
    return llvm::createStringError("compare pair " + name +
                                   ": the sides have different inputs");
  FunctionBuilder fb(module, name, locationOf(module.getContext(), a));
  Emitter e(fb.builder, fb.loc);
  OPIDIFF_TRY(inputs, materializeInputs(e, a));
  if (a.castInput0ToComplex != b.castInput0ToComplex)
    return llvm::createStringError("compare pair " + name +
                                   ": the sides differ in cast_input0_to_complex");
  OPIDIFF_TRY(ra, lowerModuleResults(e, ma, *inputs));
  OPIDIFF_TRY(rb, lowerModuleResults(e, mb, *inputs));
  llvm::SmallVector<mlir::Value> returned;
  if (ra->size() != rb->size())
    return llvm::createStringError(
        "compare pair " + name + ": side a gives " +
        std::to_string(ra->size()) + " result(s), side b " +
        std::to_string(rb->size()));
  for (size_t i = 0; i < ra->size(); ++i) {
    mlir::Value x = (*ra)[i], y = (*rb)[i];
    if (x.getType() != y.getType())
      return llvm::createStringError(
          "compare pair " + name + ": side a gives " +
          typeString(x.getType()) + ", side b " + typeString(y.getType()));
    if (!options.emitChecks) {
      returned.push_back(x);
      returned.push_back(y);
      continue;
    }
    if (isInexact(e.elementOf(x)))
      mlir::check::ExpectAlmostEqOp::create(
          e.b, e.loc, x, y, e.b.getF64FloatAttr(options.tolerance),
          /*atol=*/nullptr, /*rtol=*/nullptr);
    else
      mlir::check::ExpectEqOp::create(e.b, e.loc, x, y);
  }
  return fb.finish(returned);
}

std::vector<std::string> mlir::shlo::opidiff::supportedAtenOps() {
  std::vector<std::string> names;
  for (const auto &entry : atenRegistry())
    names.push_back(entry.first);
  return names;
}

std::vector<std::string> mlir::shlo::opidiff::supportedModules() {
  std::vector<std::string> kinds;
  for (const auto &entry : moduleRegistry())
    kinds.push_back(entry.first);
  return kinds;
}
