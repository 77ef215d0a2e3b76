//===- StablehloMiscOps.cpp - constant, iota, barriers, return ------------===//

#include "dialect/Dialects.h"
#include "dialect/ConstantSyntax.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"

using namespace mlir;
using namespace mlir::stablehlo;

OpFoldResult ConstantOp::fold(FoldAdaptor) { return getValue(); }

// Upstream's two spellings (StablehloOps.td, description; ConstantSyntax.h).
ParseResult ConstantOp::parse(OpAsmParser &parser, OperationState &result) {
  return stablehlo::parseConstantOpSyntax(parser, result);
}

void ConstantOp::print(OpAsmPrinter &p) {
  stablehlo::printConstantOpSyntax(p, *this, getValue(), getType());
}

void ConstantOp::getAsmResultNames(OpAsmSetValueNameFn setNameFn) {
  setNameFn(getResult(),
            isa<IntegerType>(getType().getElementType()) ? "c" : "cst");
}

LogicalResult ConstantOp::verify() {
  // (C1) type(value) = type(output); a quantized output holds its storage
  // integers, as upstream's verifier allows.
  ShapedType expected = constantValueType(getType());
  if (getValue().getType() != expected)
    return emitOpError() << "requires value of type " << expected
                         << " for a result of type " << getType() << ", got "
                         << getValue().getType() << " (C1)";
  return success();
}

LogicalResult IotaOp::verify() {
  auto type = getOutput().getType();
  if (int64_t(getIotaDimension()) >= type.getRank())
    return emitOpError() << "requires iota_dimension < rank(output) = "
                         << type.getRank() << " (C1)";
  return success();
}

LogicalResult OptimizationBarrierOp::verify() {
  if (getOperand().getTypes() != getResult().getTypes())
    return emitOpError()
           << "requires the result types to equal the operand types (C1)";
  return success();
}

namespace {

/// (L3) for one value: a tensor's layout orders all its dimensions, a token
/// has none, and tuples take no layout.
LogicalResult verifyLayout(CustomCallOp op, Type type, Attribute layoutAttr,
                           llvm::StringRef kind, size_t index) {
  auto layout = cast<DenseIntElementsAttr>(layoutAttr);
  if (isa<TupleType>(type))
    return op.emitOpError() << kind << " #" << index
                            << " is a tuple, which takes no layout (L3)";
  auto tensor = dyn_cast<RankedTensorType>(type);
  if (!tensor) {
    if (layout.getNumElements() != 0)
      return op.emitOpError() << kind << " #" << index << " of type " << type
                              << " is not a tensor, so its layout must be "
                                 "empty (L3)";
    return success();
  }
  int64_t rank = tensor.getRank();
  llvm::SmallVector<bool> seen(rank, false);
  bool permutation = layout.getNumElements() == rank;
  for (const APInt &dim : layout.getValues<APInt>()) {
    if (!permutation)
      break;
    int64_t d = dim.getSExtValue();
    permutation = d >= 0 && d < rank && !seen[d];
    if (permutation)
      seen[d] = true;
  }
  if (!permutation)
    return op.emitOpError() << kind << " #" << index << " of type " << type
                            << " has layout " << layoutAttr
                            << ", which is not a permutation of [0, " << rank
                            << ") (L3)";
  return success();
}

/// (L2) and (L3) for the operands or the results.
LogicalResult verifyLayouts(CustomCallOp op, TypeRange types, ArrayAttr layouts,
                            llvm::StringRef kind) {
  if (types.size() != layouts.size())
    return op.emitOpError() << "Number of " << kind
                            << "s must match the number of " << kind
                            << " layouts, " << types.size()
                            << " != " << layouts.size() << " (L2)";
  for (auto [i, pair] : llvm::enumerate(llvm::zip(types, layouts)))
    if (failed(verifyLayout(op, std::get<0>(pair), std::get<1>(pair), kind, i)))
      return failure();
  return success();
}

/// The type reached from `type` through the tuple `indices`, or null.
Type tupleElement(Type type, llvm::ArrayRef<int64_t> indices) {
  for (int64_t index : indices) {
    auto tuple = dyn_cast<TupleType>(type);
    if (!tuple || index < 0 || index >= int64_t(tuple.size()))
      return nullptr;
    type = tuple.getType(index);
  }
  return type;
}

} // namespace

LogicalResult CustomCallOp::verify() {
  std::optional<ArrayAttr> operandLayouts = getOperandLayouts();
  std::optional<ArrayAttr> resultLayouts = getResultLayouts();
  if (operandLayouts.has_value() != resultLayouts.has_value())
    return emitOpError() << "Layout attributes should be specified for either "
                            "both operands and results or none (L1)";
  if (operandLayouts) {
    // A single tuple result lays out its elements.
    TypeRange resultTypes = getResultTypes();
    llvm::SmallVector<Type> flattened;
    if (resultTypes.size() == 1)
      if (auto tuple = dyn_cast<TupleType>(resultTypes.front())) {
        flattened.assign(tuple.getTypes().begin(), tuple.getTypes().end());
        resultTypes = flattened;
      }
    if (failed(verifyLayouts(*this, getOperandTypes(), *operandLayouts,
                             "operand")) ||
        failed(verifyLayouts(*this, resultTypes, *resultLayouts, "result")))
      return failure();
  }
  // An alias names an operand (or a part of a tuple operand) whose type is
  // the aliased result's (or its part's); several results form one tuple.
  for (Attribute attr : getOutputOperandAliases()) {
    auto alias = cast<OutputOperandAliasAttr>(attr);
    int64_t index = alias.getOperandIndex();
    if (index < 0 || index >= int64_t(getNumOperands()))
      return emitOpError() << "output_operand_aliases names operand " << index
                           << ", but the op has " << getNumOperands()
                           << " operands";
    Type output = getNumResults() == 1
                      ? getResult(0).getType()
                      : TupleType::get(getContext(), getResultTypes());
    Type operandPart = tupleElement(getOperand(index).getType(),
                                    alias.getOperandTupleIndices());
    Type outputPart = tupleElement(output, alias.getOutputTupleIndices());
    if (!operandPart || !outputPart)
      return emitOpError() << "output_operand_aliases has tuple indices "
                              "that do not lead into a tuple";
    if (operandPart != outputPart)
      return emitOpError() << "output_operand_aliases aliases operand part "
                           << operandPart << " with result part " << outputPart
                           << ", which has another type";
  }
  return success();
}
