//===- QuantizedOps.cpp - quantized tensors --------------------------------===//
//
// At run time a quantized tensor is stored as its storage integers (a tensor
// of i8, ui8, ...); the scales and zero points come from the static type of
// the SSA value that holds it. uniform_quantize and uniform_dequantize follow
// the spec's `quantize` and `dequantize`. Every other op with a quantized
// operand or result runs as the spec's dequantize_op_quantize: its operands
// are dequantized, a float twin of the op (a clone whose quantized types are
// replaced by their expressed types) is evaluated, and the results are
// quantized to the op's result types.
//
//===----------------------------------------------------------------------===//

#include "interpreter/Eval.h"
#include "interpreter/Ops.h"

#include "dialect/Dialects.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/IRMapping.h"
#include "llvm/ADT/APSInt.h"

namespace mlir {
namespace shlo {

namespace {
/// The scale and zero point of each element of a quantized tensor type.
class QuantizationParams {
public:
  QuantizationParams(ShapedType type)
      : qtype(cast<quant::QuantizedType>(type.getElementType())) {
    if (auto perTensor = dyn_cast<quant::UniformQuantizedType>(qtype)) {
      scales.push_back(perTensor.getScale());
      zeroPoints.push_back(perTensor.getZeroPoint());
      return;
    }
    auto perAxis = cast<quant::UniformQuantizedPerAxisType>(qtype);
    llvm::append_range(scales, perAxis.getScales());
    llvm::append_range(zeroPoints, perAxis.getZeroPoints());
    int64_t axis = perAxis.getQuantizedDimension();
    axisSize = type.getDimSize(axis);
    axisStride = 1;
    for (int64_t d = axis + 1; d < type.getRank(); ++d)
      axisStride *= type.getDimSize(d);
  }

  /// Which scale and zero point the element at `position` uses.
  size_t paramIndex(int64_t position) const {
    if (axisSize < 0)
      return 0;
    return size_t((position / axisStride) % axisSize);
  }
  size_t numParams() const { return scales.size(); }
  /// The scale converted to the expressed type, as compute_scales does.
  APFloat scale(size_t i, const llvm::fltSemantics &semantics) const {
    return toSemantics(APFloat(scales[i]), semantics);
  }
  int64_t zeroPoint(size_t i) const { return zeroPoints[i]; }
  quant::QuantizedType getType() const { return qtype; }

  static APFloat toSemantics(APFloat value, const llvm::fltSemantics &semantics) {
    bool lost = false;
    value.convert(semantics, APFloat::rmNearestTiesToEven, &lost);
    return value;
  }

private:
  quant::QuantizedType qtype;
  SmallVector<double> scales;
  SmallVector<int64_t> zeroPoints;
  int64_t axisSize = -1, axisStride = 1;
};

/// The type that stands for a quantized `type` in a twin: its expressed
/// type, or with `toStorage` its storage type.
Type convertQuantizedType(Type type, bool toStorage) {
  auto convert = [&](quant::QuantizedType quantized) -> Type {
    if (!toStorage)
      return quantized.getExpressedType();
    return IntegerType::get(type.getContext(),
                            quantized.getStorageTypeIntegralWidth(),
                            quantized.isSigned() ? IntegerType::Signless
                                                 : IntegerType::Unsigned);
  };
  if (auto quantized = dyn_cast<quant::QuantizedType>(type))
    return convert(quantized);
  if (auto shaped = dyn_cast<RankedTensorType>(type))
    if (auto quantized = dyn_cast<quant::QuantizedType>(shaped.getElementType()))
      return RankedTensorType::get(shaped.getShape(), convert(quantized));
  return type;
}

/// bitcast_convert sees a quantized tensor as its storage integers.
bool runsOnStorage(Operation *op) { return isa<stablehlo::BitcastConvertOp>(op); }
} // namespace

RankedTensorType getQuantizedStorageType(ShapedType quantizedType) {
  auto qtype = cast<quant::QuantizedType>(quantizedType.getElementType());
  Type storage = IntegerType::get(
      quantizedType.getContext(), qtype.getStorageTypeIntegralWidth(),
      qtype.isSigned() ? IntegerType::Signless : IntegerType::Unsigned);
  return RankedTensorType::get(quantizedType.getShape(), storage);
}

Tensor dequantize(const Tensor &storage, ShapedType quantizedType) {
  QuantizationParams params(quantizedType);
  auto expressed = cast<FloatType>(params.getType().getExpressedType());
  const llvm::fltSemantics &semantics = expressed.getFloatSemantics();
  SmallVector<APFloat> scales;
  for (size_t i = 0; i < params.numParams(); ++i)
    scales.push_back(params.scale(i, semantics));
  Tensor result(RankedTensorType::get(storage.getShape(), expressed));
  for (int64_t i = 0, e = storage.getNumElements(); i < e; ++i) {
    size_t p = params.paramIndex(i);
    // x_storage - zero_point is exact in 64 bits for every storage width.
    int64_t shifted = storage.getLinear(i).toInt64() - params.zeroPoint(p);
    APFloat value(semantics);
    value.convertFromAPInt(llvm::APInt(64, uint64_t(shifted), true),
                           /*IsSigned=*/true, APFloat::rmNearestTiesToEven);
    value.multiply(scales[p], APFloat::rmNearestTiesToEven);
    result.setLinear(i, Element(expressed, value));
  }
  return result;
}

Tensor quantize(const Tensor &floats, ShapedType quantizedType) {
  QuantizationParams params(quantizedType);
  quant::QuantizedType qtype = params.getType();
  auto expressed = cast<FloatType>(qtype.getExpressedType());
  const llvm::fltSemantics &semantics = expressed.getFloatSemantics();
  RankedTensorType storageType = getQuantizedStorageType(quantizedType);
  auto toExpressed = [&](int64_t v) {
    APFloat value(semantics);
    value.convertFromAPInt(llvm::APInt(64, uint64_t(v), true), true,
                           APFloat::rmNearestTiesToEven);
    return value;
  };
  APFloat minValue = toExpressed(qtype.getStorageTypeMin());
  APFloat maxValue = toExpressed(qtype.getStorageTypeMax());
  Tensor result(storageType);
  for (int64_t i = 0, e = floats.getNumElements(); i < e; ++i) {
    size_t p = params.paramIndex(i);
    APFloat value = QuantizationParams::toSemantics(
        floats.getLinear(i).getFloat(), semantics);
    value.divide(params.scale(p, semantics), APFloat::rmNearestTiesToEven);
    value.add(toExpressed(params.zeroPoint(p)), APFloat::rmNearestTiesToEven);
    // clamp(min, x, max); a NaN goes to the zero point (documented choice).
    int64_t stored = params.zeroPoint(p);
    if (!value.isNaN()) {
      if (value < minValue)
        value = minValue;
      if (maxValue < value)
        value = maxValue;
      value.roundToIntegral(APFloat::rmNearestTiesToEven);
      llvm::APSInt integer(64, /*isUnsigned=*/false);
      bool exact = false;
      value.convertToInteger(integer, APFloat::rmTowardZero, &exact);
      stored = integer.getExtValue();
    }
    result.setLinear(i, Element::fromInt(storageType.getElementType(), stored));
  }
  return result;
}

bool needsQuantizedEval(Operation *op) {
  if (isa<stablehlo::UniformQuantizeOp, stablehlo::UniformDequantizeOp,
          stablehlo::ConstantOp, func::CallOp, func::ReturnOp>(op))
    return false;
  if (op->getDialect() &&
      op->getDialect()->getNamespace() != "stablehlo")
    return false;
  auto quantized = [](Type type) { return stablehlo::isQuantizedTensor(type); };
  return llvm::any_of(op->getOperandTypes(), quantized) ||
         llvm::any_of(op->getResultTypes(), quantized);
}

Operation *FloatTwins::get(Operation *op) {
  Operation *&twin = twins[op];
  if (twin)
    return twin;
  if (!scratch)
    scratch = ModuleOp::create(UnknownLoc::get(op->getContext()));
  OpBuilder builder(scratch->getBodyRegion());
  builder.setInsertionPointToEnd(scratch->getBody());
  bool toStorage = runsOnStorage(op);
  SmallVector<Type> inputs;
  for (Type type : op->getOperandTypes())
    inputs.push_back(convertQuantizedType(type, toStorage));
  auto holder = func::FuncOp::create(builder, op->getLoc(), "twin",
                                     builder.getFunctionType(inputs, {}));
  Block *entry = holder.addEntryBlock();
  IRMapping mapping;
  mapping.map(op->getOperands(), entry->getArguments());
  builder.setInsertionPointToEnd(entry);
  twin = builder.clone(*op, mapping);
  // Only the twin itself reads the arguments that stand for its operands:
  // its evaluator gets their values, the eval loop never binds them. Ops in
  // its regions read the original values from the op's scope, as captured
  // values (a quantized one runs them as dequantize_op_quantize).
  for (auto [arg, original] :
       llvm::zip(entry->getArguments(), op->getOperands()))
    arg.replaceUsesWithIf(
        original, [&](OpOperand &use) { return use.getOwner() != twin; });
  twin->walk([&](Operation *nested) {
    for (Value result : nested->getResults())
      result.setType(convertQuantizedType(result.getType(), toStorage));
    for (Region &region : nested->getRegions())
      for (Block &block : region)
        for (BlockArgument arg : block.getArguments())
          arg.setType(convertQuantizedType(arg.getType(), toStorage));
  });
  return twin;
}

llvm::Expected<EvalResults> evalQuantizedOp(Operation *op,
                                            const OperandValues &operands,
                                            EvalEnv &env, FloatTwins &twins) {
  Operation *twin = twins.get(op);
  OpEvaluator evaluator = EvaluatorRegistry::get().lookup(twin);
  if (!evaluator)
    return evalError("the interpreter does not support '" +
                     op->getName().getStringRef() + "'");
  bool onStorage = runsOnStorage(op);
  unsigned numOperands = op->getNumOperands();
  // Reserved up front: the pointers below must stay valid.
  SmallVector<InterpreterValue, 4> dequantized;
  dequantized.reserve(numOperands);
  SmallVector<const InterpreterValue *, 4> twinValues;
  twinValues.reserve(numOperands);
  for (unsigned i = 0; i < numOperands; ++i) {
    Type type = op->getOperand(i).getType();
    const InterpreterValue &value = operands[i];
    if (onStorage || !stablehlo::isQuantizedTensor(type) || !value.isTensor()) {
      twinValues.push_back(&value);
      continue;
    }
    dequantized.push_back(
        dequantize(value.getTensor(), cast<ShapedType>(type)));
    twinValues.push_back(&dequantized.back());
  }
  llvm::Expected<EvalResults> results =
      evaluator(twin, OperandValues(twin, twinValues), env);
  if (!results)
    return results.takeError();
  if (onStorage)
    return results;
  for (auto [type, value] : llvm::zip(op->getResultTypes(), *results))
    if (stablehlo::isQuantizedTensor(type) && value.isTensor())
      value = quantize(value.getTensor(), cast<ShapedType>(type));
  return results;
}

Tensor evalUniformQuantizeOp(const Tensor &operand, ShapedType operandType,
                             ShapedType resultType) {
  if (stablehlo::isQuantizedTensor(operandType))
    return quantize(dequantize(operand, operandType), resultType);
  return quantize(operand, resultType);
}

Tensor evalUniformDequantizeOp(const Tensor &operand, ShapedType operandType) {
  return dequantize(operand, operandType);
}

namespace {
llvm::Expected<EvalResults>
evalUniformQuantize(stablehlo::UniformQuantizeOp op,
                    const OperandValues &operands, EvalEnv &) {
  return EvalResults{evalUniformQuantizeOp(
      operands.tensor(0), op.getOperand().getType(), op.getType())};
}

llvm::Expected<EvalResults>
evalUniformDequantize(stablehlo::UniformDequantizeOp op,
                      const OperandValues &operands, EvalEnv &) {
  return EvalResults{
      evalUniformDequantizeOp(operands.tensor(0), op.getOperand().getType())};
}
} // namespace

void registerQuantizedEvaluators(EvaluatorRegistry &r) {
  r.add<stablehlo::UniformQuantizeOp, evalUniformQuantize>();
  r.add<stablehlo::UniformDequantizeOp, evalUniformDequantize>();
}

} // namespace shlo
} // namespace mlir
