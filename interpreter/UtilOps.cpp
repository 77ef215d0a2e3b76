//===- UtilOps.cpp - IREE's util dialect at run time ----------------------===//
//
// util.unfoldable_constant is its value; util.optimization_barrier passes
// its operands through. Module globals live in the
// evaluation (EvalEnv::loadGlobal, storeGlobal): a load returns the last
// value stored in this run, else the global's initial value (a
// #util.byte_pattern fills every byte); a store replaces it for every later
// load, in any function the run calls. util.global.address is the global's
// name at run time, which the indirect load and store resolve. util.call
// calls as func.call does; util.func bodies and util.initializer run in the
// eval loop (Eval.cpp: evalFunc, eval).
//
//===----------------------------------------------------------------------===//

#include "interpreter/CoreDialects.h"
#include "interpreter/Evaluator.h"
#include "interpreter/Ops.h"

#include "dialect/Dialects.h"

#include "mlir/IR/SymbolTable.h"

#include <cstring>

namespace mlir {
namespace shlo {
namespace {

llvm::Expected<EvalResults>
evalUnfoldableConstant(util::UnfoldableConstantOp op, const OperandValues &,
                       EvalEnv &) {
  return asResults(evalArithConstantOp(op.getValue(), op.getType()));
}

llvm::Expected<EvalResults>
evalOptimizationBarrier(util::OptimizationBarrierOp,
                        const OperandValues &operands, EvalEnv &) {
  return asResults(operands.all());
}

/// The tensor of static `type` whose every storage byte is `pattern` modulo
/// 256 (#util.byte_pattern).
llvm::Expected<Tensor> evalBytePattern(int64_t pattern, Type type) {
  auto shaped = dyn_cast<RankedTensorType>(type);
  if (!shaped || !shaped.hasStaticShape())
    return evalError("a #util.byte_pattern value needs a static tensor type");
  Tensor result = Tensor::uninitialized(shaped);
  Type element = shaped.getElementType();
  int64_t bits = 0;
  if (auto complex = dyn_cast<ComplexType>(element))
    bits = 2 * complex.getElementType().getIntOrFloatBitWidth();
  else if (element.isIntOrFloat())
    bits = element.getIntOrFloatBitWidth();
  if (bits % 8 != 0 ||
      result.getSizeInBytes() != result.getNumElements() * (bits / 8)) {
    std::string name;
    llvm::raw_string_ostream os(name);
    os << element;
    return evalError("a #util.byte_pattern value of element type " + name +
                     " has no byte-for-byte storage here");
  }
  std::memset(result.rawData(), int(uint8_t(pattern % 256)),
              size_t(result.getSizeInBytes()));
  return result;
}

/// The value a global of `type` named `name` starts with: its initial value
/// `initial`, or an error when it has none.
llvm::Expected<Tensor> evalGlobalInitialValue(std::optional<TypedAttr> initial,
                                              Type type, StringRef name) {
  if (!initial)
    return evalError("global @" + name +
                     " has no initial value and is loaded before any store");
  if (auto pattern = dyn_cast<util::BytePatternAttr>(*initial))
    return evalBytePattern(pattern.getPattern(), type);
  if (auto parameter = dyn_cast<stream::ParameterNamedAttr>(*initial)) {
    std::string where = "\"" + parameter.getKey().getValue().str() + "\"";
    if (parameter.getScope())
      where = "\"" + parameter.getScope().getValue().str() + "\"::" + where;
    return evalError("global @" + name + " is initialized from the parameter " +
                     where +
                     " of a parameter archive, which the interpreter does "
                     "not read");
  }
  return evalArithConstantOp(*initial, type);
}

/// The global `name` refers to from `user`, or an error.
llvm::Expected<util::GlobalOp> lookupGlobal(Operation *user, StringRef name) {
  auto global = SymbolTable::lookupNearestSymbolFrom<util::GlobalOp>(
      user, StringAttr::get(user->getContext(), name));
  if (!global)
    return evalError("no util.global named @" + name);
  return global;
}

/// The current value of the global `name` (seen from `user`): the last one
/// stored in this run, else its initial value.
llvm::Expected<EvalResults> loadGlobalValue(Operation *user, StringRef name,
                                            EvalEnv &env) {
  llvm::Expected<InterpreterValue> value = env.loadGlobal(
      name, [&]() -> llvm::Expected<InterpreterValue> {
        llvm::Expected<util::GlobalOp> global = lookupGlobal(user, name);
        if (!global)
          return global.takeError();
        llvm::Expected<Tensor> initial = evalGlobalInitialValue(
            global->getInitialValue(), global->getType(), name);
        if (!initial)
          return initial.takeError();
        return InterpreterValue(std::move(*initial));
      });
  if (!value)
    return value.takeError();
  EvalResults results;
  results.push_back(std::move(*value));
  return results;
}

llvm::Expected<EvalResults> evalGlobalLoad(util::GlobalLoadOp op,
                                           const OperandValues &,
                                           EvalEnv &env) {
  return loadGlobalValue(op, op.getGlobal(), env);
}

llvm::Expected<EvalResults> evalGlobalStore(util::GlobalStoreOp op,
                                            const OperandValues &operands,
                                            EvalEnv &env) {
  if (llvm::Error error = env.storeGlobal(op.getGlobal(), operands[0]))
    return std::move(error);
  return EvalResults();
}

llvm::Expected<EvalResults> evalGlobalAddress(util::GlobalAddressOp op,
                                              const OperandValues &,
                                              EvalEnv &) {
  EvalResults results;
  results.push_back(InterpreterValue::globalAddress(op.getGlobal().str()));
  return results;
}

/// The global a run-time pointer names, checked against what the indirect
/// op needs of it: `mutable` for a store, not mutable for an `immutable`
/// load.
llvm::Expected<util::GlobalOp> globalOfAddress(Operation *user,
                                               const InterpreterValue &address,
                                               bool store, bool immutable) {
  if (!address.isGlobalAddress())
    return evalError("the pointer operand is not the address of a global");
  llvm::Expected<util::GlobalOp> global =
      lookupGlobal(user, address.getGlobalName());
  if (!global)
    return global.takeError();
  if (store && !global->getIsMutable())
    return evalError("stores through a pointer to global @" +
                     address.getGlobalName() + ", which is not mutable");
  if (immutable && global->getIsMutable())
    return evalError("is marked immutable but the pointer names global @" +
                     address.getGlobalName() + ", which is mutable");
  return global;
}

llvm::Expected<EvalResults>
evalGlobalLoadIndirect(util::GlobalLoadIndirectOp op,
                       const OperandValues &operands, EvalEnv &env) {
  llvm::Expected<util::GlobalOp> global = globalOfAddress(
      op, operands[0], /*store=*/false, op.getIsImmutable());
  if (!global)
    return global.takeError();
  return loadGlobalValue(op, global->getSymName(), env);
}

llvm::Expected<EvalResults>
evalGlobalStoreIndirect(util::GlobalStoreIndirectOp op,
                        const OperandValues &operands, EvalEnv &env) {
  llvm::Expected<util::GlobalOp> global =
      globalOfAddress(op, operands[1], /*store=*/true, /*immutable=*/false);
  if (!global)
    return global.takeError();
  if (llvm::Error error = env.storeGlobal(global->getSymName(), operands[0]))
    return std::move(error);
  return EvalResults();
}

llvm::Expected<EvalResults> evalUtilCall(util::CallOp op,
                                         const OperandValues &operands,
                                         EvalEnv &env) {
  return asResults(
      evalCallOp(op.getCallee(), operands.all(), op.getNumResults(), env));
}

} // namespace

void registerUtilEvaluators(EvaluatorRegistry &r) {
  r.add<util::UnfoldableConstantOp, evalUnfoldableConstant>();
  r.add<util::OptimizationBarrierOp, evalOptimizationBarrier>();
  r.add<util::GlobalLoadOp, evalGlobalLoad>();
  r.add<util::GlobalStoreOp, evalGlobalStore>();
  r.add<util::GlobalAddressOp, evalGlobalAddress>();
  r.add<util::GlobalLoadIndirectOp, evalGlobalLoadIndirect>();
  r.add<util::GlobalStoreIndirectOp, evalGlobalStoreIndirect>();
  r.add<util::CallOp, evalUtilCall>();
}

} // namespace shlo
} // namespace mlir
