//===- StablehloMiscOps.cpp - constant, iota, barriers, return ------------===//

#include "dialect/Dialects.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"

using namespace mlir;
using namespace mlir::stablehlo;

OpFoldResult ConstantOp::fold(FoldAdaptor) { return getValue(); }

// Upstream's two spellings (StablehloOps.td, description): the pretty
// `attr-dict value` when the value's type is the result type, otherwise
// (a quantized result) the generic form without the op name,
// `() <{value = ...}> attr-dict : () -> type`.
ParseResult ConstantOp::parse(OpAsmParser &parser, OperationState &result) {
  if (succeeded(parser.parseOptionalLParen())) {
    if (parser.parseRParen())
      return failure();
    if (succeeded(parser.parseOptionalLess()) &&
        (parser.parseAttribute(result.propertiesAttr) || parser.parseGreater()))
      return failure();
    Type type;
    if (parser.parseOptionalAttrDict(result.attributes) ||
        parser.parseColon() || parser.parseLParen() || parser.parseRParen() ||
        parser.parseArrow() || parser.parseType(type))
      return failure();
    result.addTypes(type);
    return success();
  }
  ElementsAttr value;
  if (parser.parseOptionalAttrDict(result.attributes) ||
      parser.parseAttribute(value, "value", result.attributes))
    return failure();
  result.addTypes(value.getType());
  return success();
}

void ConstantOp::print(OpAsmPrinter &p) {
  if (getValue().getType() != getType()) {
    p.printGenericOp(*this, /*printOpName=*/false);
    return;
  }
  p.printOptionalAttrDict((*this)->getAttrs(), /*elidedAttrs=*/{"value"});
  p << ' ';
  p.printAttribute(getValue());
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
