//===- CheckOps.cpp - check dialect --------------------------------------===//

#include "dialect/Dialects.h"
#include "dialect/Inlining.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"

using namespace mlir;
using namespace mlir::check;

#include "dialect/CheckDialect.cpp.inc"
#define GET_OP_CLASSES
#include "dialect/CheckOps.cpp.inc"

void CheckDialect::initialize() {
  addOperations<
#define GET_OP_LIST
#include "dialect/CheckOps.cpp.inc"
      >();
  addInterfaces<shlo::AlwaysInlinable>();
}

namespace {
LogicalResult verifyConstantMatches(Operation *op, Type operandType,
                                    ElementsAttr value) {
  if (value.getType() != operandType)
    return op->emitOpError() << "requires the constant's type "
                             << value.getType() << " to equal the operand type "
                             << operandType;
  return success();
}
} // namespace

LogicalResult verifyTolerance(Operation *op, FloatAttr tolerance) {
  if (tolerance && !(tolerance.getValueAsDouble() >= 0))
    return op->emitOpError() << "requires a tolerance >= 0";
  return success();
}

LogicalResult verifyBounds(Operation *op, FloatAttr atol, FloatAttr rtol) {
  if (atol && !(atol.getValueAsDouble() >= 0))
    return op->emitOpError() << "requires atol >= 0";
  if (rtol && !(rtol.getValueAsDouble() >= 0))
    return op->emitOpError() << "requires rtol >= 0";
  return success();
}

LogicalResult ExpectAlmostEqOp::verify() {
  if (failed(verifyBounds(*this, getAtolAttr(), getRtolAttr())))
    return failure();
  return verifyTolerance(*this, getToleranceAttr());
}

//===----------------------------------------------------------------------===//
// Two spellings: `check.expect_eq %a, %b : t` (StableHLO's) and IREE's
// `check.expect_eq(%a, %b) : t`, `check.expect_eq_const(%a, dense<..> : t)
// : t`, `check.expect_almost_eq(%a, %b, atol X, rtol Y) : t`. Both parse;
// the first prints (atol and rtol in the attribute dictionary).
//===----------------------------------------------------------------------===//

namespace {
/// IREE's `, atol X` and `, rtol Y` before the closing parenthesis, or its
/// older `, X` (one absolute tolerance, which IREE's atol replaced: atol X).
ParseResult parseIreeBounds(OpAsmParser &parser, OperationState &result) {
  Builder builder(parser.getContext());
  for (bool first = true; succeeded(parser.parseOptionalComma());
       first = false) {
    llvm::SMLoc loc = parser.getCurrentLocation();
    StringRef keyword;
    double value = 0;
    if (failed(parser.parseOptionalKeyword(&keyword))) {
      if (!first)
        return parser.emitError(loc) << "expected 'atol' or 'rtol'";
      if (parser.parseFloat(value))
        return failure();
      result.addAttribute("atol", builder.getF64FloatAttr(value));
      continue;
    }
    if (keyword != "atol" && keyword != "rtol")
      return parser.emitError(loc) << "expected 'atol' or 'rtol'";
    if (parser.parseFloat(value))
      return failure();
    result.addAttribute(keyword, builder.getF64FloatAttr(value));
  }
  return success();
}

/// `%lhs, %rhs` or `(%lhs, %rhs[, atol X][, rtol Y])`, then the attribute
/// dictionary and `: type`, both operands of that type.
ParseResult parseTwoOperands(OpAsmParser &parser, OperationState &result,
                             bool bounds, StringRef toleranceName) {
  OpAsmParser::UnresolvedOperand lhs, rhs;
  bool iree = succeeded(parser.parseOptionalLParen());
  if (parser.parseOperand(lhs) || parser.parseComma() || parser.parseOperand(rhs))
    return failure();
  if (iree) {
    if ((bounds && parseIreeBounds(parser, result)) || parser.parseRParen())
      return failure();
  } else if (!toleranceName.empty() &&
             succeeded(parser.parseOptionalComma())) {
    FloatAttr tolerance;
    if (parser.parseKeyword("tolerance") || parser.parseEqual() ||
        parser.parseAttribute(tolerance,
                              Float64Type::get(parser.getContext())))
      return failure();
    result.addAttribute(toleranceName, tolerance);
  }
  RankedTensorType type;
  if (parser.parseOptionalAttrDict(result.attributes) ||
      parser.parseColonType(type) ||
      parser.resolveOperands({lhs, rhs}, type, result.operands))
    return failure();
  return success();
}

/// `%lhs, dense<..> : t [attr-dict]` or `(%lhs, dense<..> : t[, atol X]
/// [, rtol Y]) [attr-dict] : t`.
ParseResult parseOperandAndConstant(OpAsmParser &parser,
                                    OperationState &result, bool bounds,
                                    StringRef valueName) {
  OpAsmParser::UnresolvedOperand lhs;
  bool iree = succeeded(parser.parseOptionalLParen());
  Type type;
  ElementsAttr value;
  if (parser.parseOperand(lhs) || parser.parseComma() ||
      stablehlo::parseTypedConstant(parser, value, type))
    return failure();
  result.addAttribute(valueName, value);
  if (iree) {
    RankedTensorType declared;
    if ((bounds && parseIreeBounds(parser, result)) || parser.parseRParen() ||
        parser.parseOptionalAttrDict(result.attributes) ||
        parser.parseColonType(declared))
      return failure();
    type = declared;
  } else if (parser.parseOptionalAttrDict(result.attributes)) {
    return failure();
  }
  return parser.resolveOperand(lhs, type, result.operands);
}

/// The checks of the inherent attributes a declarative parser makes (an
/// attribute of the wrong kind in the dictionary is an error of the op).
template <typename OpTy>
ParseResult verifyInherent(OpAsmParser &parser, OperationState &result,
                           llvm::SMLoc loc) {
  return failure(failed(OpTy::verifyInherentAttrs(
      result.name, result.attributes, [&]() {
        return parser.emitError(loc)
               << "'" << result.name.getStringRef() << "' op ";
      })));
}
} // namespace

ParseResult ExpectEqOp::parse(OpAsmParser &parser, OperationState &result) {
  llvm::SMLoc loc = parser.getCurrentLocation();
  if (parseTwoOperands(parser, result, /*bounds=*/false, ""))
    return failure();
  return verifyInherent<ExpectEqOp>(parser, result, loc);
}

void ExpectEqOp::print(OpAsmPrinter &printer) {
  printer << " " << getLhs() << ", " << getRhs();
  printer.printOptionalAttrDict((*this)->getAttrs());
  printer << " : " << getLhs().getType();
}

ParseResult ExpectAlmostEqOp::parse(OpAsmParser &parser,
                                    OperationState &result) {
  llvm::SMLoc loc = parser.getCurrentLocation();
  if (parseTwoOperands(parser, result, /*bounds=*/true,
                          getToleranceAttrName(result.name).getValue()))
    return failure();
  return verifyInherent<ExpectAlmostEqOp>(parser, result, loc);
}

void ExpectAlmostEqOp::print(OpAsmPrinter &printer) {
  printer << " " << getLhs() << ", " << getRhs();
  if (FloatAttr tolerance = getToleranceAttr()) {
    printer << ", tolerance = ";
    printer.printAttributeWithoutType(tolerance);
  }
  printer.printOptionalAttrDict((*this)->getAttrs(),
                                {getToleranceAttrName().getValue()});
  printer << " : " << getLhs().getType();
}

ParseResult ExpectEqConstOp::parse(OpAsmParser &parser,
                                   OperationState &result) {
  llvm::SMLoc loc = parser.getCurrentLocation();
  if (parseOperandAndConstant(parser, result, /*bounds=*/false,
                                 getValueAttrName(result.name).getValue()))
    return failure();
  return verifyInherent<ExpectEqConstOp>(parser, result, loc);
}

void ExpectEqConstOp::print(OpAsmPrinter &printer) {
  printer << " " << getLhs() << ", ";
  printer.printAttribute(getValue());
  printer.printOptionalAttrDict((*this)->getAttrs(),
                                {getValueAttrName().getValue()});
}

ParseResult ExpectAlmostEqConstOp::parse(OpAsmParser &parser,
                                         OperationState &result) {
  llvm::SMLoc loc = parser.getCurrentLocation();
  if (parseOperandAndConstant(parser, result, /*bounds=*/true,
                                 getValueAttrName(result.name).getValue()))
    return failure();
  return verifyInherent<ExpectAlmostEqConstOp>(parser, result, loc);
}

void ExpectAlmostEqConstOp::print(OpAsmPrinter &printer) {
  printer << " " << getLhs() << ", ";
  printer.printAttribute(getValue());
  printer.printOptionalAttrDict((*this)->getAttrs(),
                                {getValueAttrName().getValue()});
}

LogicalResult ExpectEqConstOp::verify() {
  return verifyConstantMatches(*this, getLhs().getType(), getValue());
}

LogicalResult ExpectAlmostEqConstOp::verify() {
  if (failed(verifyBounds(*this, getAtolAttr(), getRtolAttr())) ||
      failed(verifyTolerance(*this, getToleranceAttr())))
    return failure();
  return verifyConstantMatches(*this, getLhs().getType(), getValue());
}

LogicalResult ExpectCloseOp::verify() {
  auto actual = cast<ShapedType>(getActual().getType());
  auto expected = cast<ShapedType>(getExpected().getType());
  if (actual.getShape() != expected.getShape() ||
      actual.getElementType() != expected.getElementType())
    return emitOpError() << "requires actual and expected of the same type";
  if (!isa<FloatType, ComplexType>(actual.getElementType()))
    return emitOpError() << "requires a floating-point or complex element type";
  uint64_t minUlp = getMinUlpDifference().value_or(0);
  if (getMaxUlpDifference() && *getMaxUlpDifference() < minUlp)
    return emitOpError()
           << "requires min_ulp_difference <= max_ulp_difference";
  return success();
}
