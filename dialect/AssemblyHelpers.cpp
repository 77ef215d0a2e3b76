//===- AssemblyHelpers.cpp - custom directives of the textual syntax -----===//

#include "dialect/AssemblyHelpers.h"
#include "dialect/ConstantSyntax.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinTypes.h"

namespace mlir {
namespace stablehlo {

ParseResult parseSameOperandsAndResultTypeImpl(OpAsmParser &parser,
                                               ArrayRef<Type *> types) {
  llvm::SMLoc loc = parser.getCurrentLocation();
  Type type;
  if (parser.parseType(type))
    return failure();
  auto fnType = dyn_cast<FunctionType>(type);
  if (!fnType) {
    for (Type *slot : types)
      *slot = type;
    return success();
  }
  size_t numOperands = types.size() - 1;
  if (fnType.getNumInputs() != numOperands || fnType.getNumResults() != 1)
    return parser.emitError(loc) << "expected a function type with "
                                 << numOperands << " input(s) and 1 result";
  for (size_t i = 0; i < numOperands; ++i)
    *types[i] = fnType.getInput(i);
  *types.back() = fnType.getResult(0);
  return success();
}

void printSameOperandsAndResultTypeImpl(OpAsmPrinter &printer,
                                        ArrayRef<Type> types) {
  if (llvm::all_equal(types)) {
    printer << types.front();
    return;
  }
  printer.printFunctionalType(types.drop_back(), types.take_back());
}

ParseResult parseComplexOpType(OpAsmParser &parser, Type &lhs, Type &rhs,
                               Type &result) {
  llvm::SMLoc loc = parser.getCurrentLocation();
  Type type;
  if (parser.parseType(type))
    return failure();
  if (auto fnType = dyn_cast<FunctionType>(type)) {
    if (fnType.getNumInputs() != 2 || fnType.getNumResults() != 1)
      return parser.emitError(loc)
             << "expected a function type with 2 inputs and 1 result";
    lhs = fnType.getInput(0);
    rhs = fnType.getInput(1);
    result = fnType.getResult(0);
    return success();
  }
  auto tensorType = dyn_cast<RankedTensorType>(type);
  auto complexType =
      tensorType ? dyn_cast<ComplexType>(tensorType.getElementType()) : nullptr;
  if (!complexType)
    return parser.emitError(loc) << "expected a tensor of complex type";
  result = type;
  lhs = rhs = tensorType.clone(complexType.getElementType());
  return success();
}

void printComplexOpType(OpAsmPrinter &printer, Operation *, Type lhs, Type rhs,
                        Type result) {
  auto tensorType = cast<ShapedType>(result);
  auto complexType = dyn_cast<ComplexType>(tensorType.getElementType());
  if (lhs == rhs && complexType &&
      lhs == tensorType.clone(complexType.getElementType())) {
    printer << result;
    return;
  }
  printer.printFunctionalType(ArrayRef<Type>{lhs, rhs}, ArrayRef<Type>{result});
}

ParseResult parseSelectOpType(OpAsmParser &parser, Type &pred, Type &onTrue,
                              Type &onFalse, Type &result) {
  llvm::SMLoc loc = parser.getCurrentLocation();
  Type type;
  if (parser.parseType(type))
    return failure();
  if (auto fnType = dyn_cast<FunctionType>(type)) {
    if (fnType.getNumInputs() != 3 || fnType.getNumResults() != 1)
      return parser.emitError(loc)
             << "expected a function type with 3 inputs and 1 result";
    pred = fnType.getInput(0);
    onTrue = fnType.getInput(1);
    onFalse = fnType.getInput(2);
    result = fnType.getResult(0);
    return success();
  }
  Type valueType;
  if (parser.parseComma() || parser.parseType(valueType))
    return failure();
  pred = type;
  onTrue = onFalse = result = valueType;
  return success();
}

void printSelectOpType(OpAsmPrinter &printer, Operation *, Type pred,
                       Type onTrue, Type onFalse, Type result) {
  if (onTrue == onFalse && onTrue == result) {
    printer << pred << ", " << result;
    return;
  }
  printer.printFunctionalType(ArrayRef<Type>{pred, onTrue, onFalse},
                              ArrayRef<Type>{result});
}

ParseResult parsePairwiseOpType(OpAsmParser &parser,
                                SmallVectorImpl<Type> &operands,
                                SmallVectorImpl<Type> &results) {
  if (parser.parseTypeList(operands))
    return failure();
  results.assign(operands.begin(), operands.end());
  return success();
}

void printPairwiseOpType(OpAsmPrinter &printer, Operation *, TypeRange operands,
                         TypeRange) {
  llvm::interleaveComma(operands, printer);
}

ParseResult parseCustomCallTarget(OpAsmParser &parser, StringAttr &target) {
  return parser.parseSymbolName(target);
}

void printCustomCallTarget(OpAsmPrinter &printer, Operation *,
                           StringAttr target) {
  printer.printSymbolName(target.getValue());
}

ParseResult parseExponentMantissa(OpAsmParser &parser, IntegerAttr &exponent,
                                  IntegerAttr &mantissa) {
  llvm::SMLoc loc = parser.getCurrentLocation();
  StringRef keyword;
  if (parser.parseKeyword(&keyword))
    return failure();
  // The keyword reads `e<digits>m<digits>`.
  size_t mPos = keyword.find('m');
  unsigned exponentBits = 0, mantissaBits = 0;
  if (!keyword.starts_with("e") || mPos == StringRef::npos ||
      keyword.substr(1, mPos - 1).getAsInteger(10, exponentBits) ||
      keyword.substr(mPos + 1).getAsInteger(10, mantissaBits) ||
      exponentBits > unsigned(INT32_MAX) || mantissaBits > unsigned(INT32_MAX))
    return parser.emitError(loc)
           << "expected a format like e5m10 (exponent and mantissa bits)";
  Builder builder(parser.getContext());
  exponent = builder.getI32IntegerAttr(exponentBits);
  mantissa = builder.getI32IntegerAttr(mantissaBits);
  return success();
}

void printExponentMantissa(OpAsmPrinter &printer, Operation *,
                           IntegerAttr exponent, IntegerAttr mantissa) {
  printer << "e" << exponent.getInt() << "m" << mantissa.getInt();
}

ParseResult parseTypedConstant(OpAsmParser &parser, ElementsAttr &value,
                               Type &type) {
  llvm::SMLoc loc = parser.getCurrentLocation();
  Attribute attr;
  if (parser.parseAttribute(attr))
    return failure();
  value = dyn_cast<ElementsAttr>(attr);
  if (!value)
    return parser.emitError(loc) << "expected a typed elements attribute";
  type = value.getType();
  return success();
}

void printTypedConstant(OpAsmPrinter &printer, Operation *, ElementsAttr value,
                        Type) {
  printer.printAttribute(value);
}

ParseResult parseConstantOpSyntax(OpAsmParser &parser, OperationState &result) {
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

void printConstantOpSyntax(OpAsmPrinter &printer, Operation *op,
                           ElementsAttr value, Type type) {
  if (value.getType() != type) {
    printer.printGenericOp(op, /*printOpName=*/false);
    return;
  }
  printer.printOptionalAttrDict(op->getAttrs(), /*elidedAttrs=*/{"value"});
  printer << ' ';
  printer.printAttribute(value);
}

ParseResult parseUlpBounds(OpAsmParser &parser, IntegerAttr &minUlp,
                           IntegerAttr &maxUlp) {
  Builder builder(parser.getContext());
  while (succeeded(parser.parseOptionalComma())) {
    llvm::SMLoc loc = parser.getCurrentLocation();
    StringRef keyword;
    uint64_t value = 0;
    if (parser.parseKeyword(&keyword) || parser.parseEqual())
      return failure();
    // The bounds are ui64: parseInteger would wrap -1 to 2^64 - 1.
    llvm::SMLoc valueLoc = parser.getCurrentLocation();
    if (succeeded(parser.parseOptionalMinus()))
      return parser.emitError(valueLoc)
             << keyword << " is a ui64; a negative bound is not allowed";
    if (parser.parseInteger(value))
      return failure();
    IntegerAttr *slot = keyword == "min_ulp_difference"   ? &minUlp
                        : keyword == "max_ulp_difference" ? &maxUlp
                                                          : nullptr;
    if (slot && *slot)
      return parser.emitError(loc) << keyword << " is given twice";
    if (slot)
      *slot = builder.getIntegerAttr(
          builder.getIntegerType(64, /*isSigned=*/false), value);
    else
      return parser.emitError(loc)
             << "expected min_ulp_difference or max_ulp_difference";
  }
  return success();
}

void printUlpBounds(OpAsmPrinter &printer, Operation *, IntegerAttr minUlp,
                    IntegerAttr maxUlp) {
  if (minUlp)
    printer << ", min_ulp_difference = " << minUlp.getValue().getZExtValue();
  if (maxUlp)
    printer << ", max_ulp_difference = " << maxUlp.getValue().getZExtValue();
}

namespace {
ParseResult parseIntList(AsmParser &parser, SmallVectorImpl<int64_t> &values) {
  return parser.parseCommaSeparatedList(
      AsmParser::Delimiter::Square, [&]() -> ParseResult {
        int64_t value;
        if (parser.parseInteger(value))
          return failure();
        values.push_back(value);
        return success();
      });
}

void printIntList(raw_ostream &os, ArrayRef<int64_t> values) {
  os << "[";
  llvm::interleaveComma(values, os);
  os << "]";
}
} // namespace

ParseResult parseDims(OpAsmParser &parser, DenseI64ArrayAttr &dims) {
  SmallVector<int64_t> values;
  if (parseIntList(parser, values))
    return failure();
  dims = DenseI64ArrayAttr::get(parser.getContext(), values);
  return success();
}

void printDims(OpAsmPrinter &printer, Operation *, DenseI64ArrayAttr dims) {
  printIntList(printer.getStream(), dims.asArrayRef());
}

ParseResult parseSliceRanges(OpAsmParser &parser, DenseI64ArrayAttr &start,
                             DenseI64ArrayAttr &limit,
                             DenseI64ArrayAttr &strides) {
  SmallVector<int64_t> starts, limits, steps;
  if (parser.parseCommaSeparatedList(
          AsmParser::Delimiter::Square, [&]() -> ParseResult {
            int64_t first, last, step = 1;
            if (parser.parseInteger(first) || parser.parseColon() ||
                parser.parseInteger(last))
              return failure();
            if (succeeded(parser.parseOptionalColon()) &&
                parser.parseInteger(step))
              return failure();
            starts.push_back(first);
            limits.push_back(last);
            steps.push_back(step);
            return success();
          }))
    return failure();
  start = DenseI64ArrayAttr::get(parser.getContext(), starts);
  limit = DenseI64ArrayAttr::get(parser.getContext(), limits);
  strides = DenseI64ArrayAttr::get(parser.getContext(), steps);
  return success();
}

void printSliceRanges(OpAsmPrinter &printer, Operation *,
                      DenseI64ArrayAttr start, DenseI64ArrayAttr limit,
                      DenseI64ArrayAttr strides) {
  printer << " [";
  for (int64_t i = 0; i < int64_t(start.size()); ++i) {
    if (i)
      printer << ", ";
    printer << start[i] << ":" << limit[i];
    if (i < int64_t(strides.size()) && strides[i] != 1)
      printer << ":" << strides[i];
  }
  printer << "]";
}

ParseResult parseVariadicOperandWithAttribute(
    OpAsmParser &parser,
    SmallVectorImpl<OpAsmParser::UnresolvedOperand> &operands) {
  while (true) {
    OpAsmParser::UnresolvedOperand operand;
    OptionalParseResult result = parser.parseOptionalOperand(operand);
    if (!result.has_value())
      return success();
    if (failed(*result) || parser.parseComma())
      return failure();
    operands.push_back(operand);
  }
}

void printVariadicOperandWithAttribute(OpAsmPrinter &printer, Operation *,
                                       OperandRange operands) {
  for (Value operand : operands)
    printer << operand << ", ";
}

ParseResult parseTupleOpType(OpAsmParser &parser,
                             SmallVectorImpl<Type> &operands, Type &result) {
  llvm::SMLoc loc = parser.getCurrentLocation();
  if (parser.parseType(result))
    return failure();
  auto tupleType = dyn_cast<TupleType>(result);
  if (!tupleType)
    return parser.emitError(loc) << "expected a tuple type";
  llvm::append_range(operands, tupleType.getTypes());
  return success();
}

void printTupleOpType(OpAsmPrinter &printer, Operation *, TypeRange,
                      Type result) {
  printer << result;
}

ParseResult parseIntegerFields(AsmParser &parser, ArrayRef<StringRef> listKeys,
                               SmallVectorImpl<SmallVector<int64_t>> &lists,
                               ArrayRef<StringRef> intKeys,
                               SmallVectorImpl<int64_t> &ints) {
  lists.assign(listKeys.size(), {});
  ints.assign(intKeys.size(), 0);
  SmallVector<bool> seenList(listKeys.size()), seenInt(intKeys.size());
  if (parser.parseLess())
    return failure();
  if (succeeded(parser.parseOptionalGreater()))
    return success();
  do {
    // Upstream accepts a trailing comma before the closing `>`.
    if (succeeded(parser.parseOptionalGreater()))
      return success();
    llvm::SMLoc loc = parser.getCurrentLocation();
    StringRef key;
    if (parser.parseKeyword(&key) || parser.parseEqual())
      return failure();
    auto listIt = llvm::find(listKeys, key);
    if (listIt != listKeys.end()) {
      size_t i = listIt - listKeys.begin();
      if (seenList[i])
        return parser.emitError(loc) << "duplicate field '" << key << "'";
      seenList[i] = true;
      if (parseIntList(parser, lists[i]))
        return failure();
      continue;
    }
    auto intIt = llvm::find(intKeys, key);
    if (intIt == intKeys.end())
      return parser.emitError(loc) << "unknown field '" << key << "'";
    size_t i = intIt - intKeys.begin();
    if (seenInt[i])
      return parser.emitError(loc) << "duplicate field '" << key << "'";
    seenInt[i] = true;
    if (parser.parseInteger(ints[i]))
      return failure();
  } while (succeeded(parser.parseOptionalComma()));
  return parser.parseGreater();
}

void printIntegerFields(AsmPrinter &printer, ArrayRef<StringRef> listKeys,
                        ArrayRef<ArrayRef<int64_t>> lists,
                        ArrayRef<StringRef> intKeys, ArrayRef<int64_t> ints) {
  raw_ostream &os = printer.getStream();
  os << "<";
  bool first = true;
  auto separator = [&] {
    if (!first)
      os << ", ";
    first = false;
  };
  for (auto [key, values] : llvm::zip(listKeys, lists)) {
    if (values.empty())
      continue;
    separator();
    os << key << " = ";
    printIntList(os, values);
  }
  for (auto [key, value] : llvm::zip(intKeys, ints)) {
    separator();
    os << key << " = " << value;
  }
  os << ">";
}

} // namespace stablehlo
} // namespace mlir
