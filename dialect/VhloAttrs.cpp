//===- VhloAttrs.cpp - vhlo attributes: syntax and verifiers ----------------===//

#include "dialect/Vhlo.h"

#include "llvm/ADT/TypeSwitch.h"
#include "mlir/IR/Builders.h"

namespace mlir {
namespace vhlo {

//===----------------------------------------------------------------------===//
// Custom directives
//===----------------------------------------------------------------------===//

// `[a, b]`
void printVhloAttrList(AsmPrinter &printer, ArrayRef<Attribute> values) {
  printer << '[';
  llvm::interleaveComma(values, printer);
  printer << ']';
}

ParseResult parseVhloAttrList(AsmParser &parser,
                              SmallVector<Attribute> &values) {
  return parser.parseCommaSeparatedList(AsmParser::Delimiter::Square, [&] {
    return parser.parseAttribute(values.emplace_back());
  });
}

// `{k = v, k = v}`
void printVhloDictionary(AsmPrinter &printer,
                         ArrayRef<std::pair<Attribute, Attribute>> entries) {
  printer << '{';
  llvm::interleaveComma(entries, printer, [&](const auto &entry) {
    printer << entry.first << " = " << entry.second;
  });
  printer << '}';
}

ParseResult
parseVhloDictionary(AsmParser &parser,
                    SmallVector<std::pair<Attribute, Attribute>> &entries) {
  return parser.parseCommaSeparatedList(AsmParser::Delimiter::Braces, [&] {
    Attribute key, value;
    if (parser.parseAttribute(key) || parser.parseEqual() ||
        parser.parseAttribute(value))
      return failure();
    entries.emplace_back(key, value);
    return success();
  });
}

namespace {
// `[1, ?, 3]` (`?` for a dynamic size).
void printSizeList(AsmPrinter &printer, ArrayRef<int64_t> sizes) {
  printer << '[';
  llvm::interleaveComma(sizes, printer, [&](int64_t size) {
    if (ShapedType::isDynamic(size))
      printer << '?';
    else
      printer << size;
  });
  printer << ']';
}

ParseResult parseSizeList(AsmParser &parser, SmallVectorImpl<int64_t> &sizes) {
  return parser.parseCommaSeparatedList(AsmParser::Delimiter::Square,
                                        [&]() -> ParseResult {
    if (succeeded(parser.parseOptionalQuestion())) {
      sizes.push_back(ShapedType::kDynamic);
      return success();
    }
    return parser.parseInteger(sizes.emplace_back());
  });
}

ParseResult parseKey(AsmParser &parser, StringRef key) {
  return failure(parser.parseKeyword(key) || parser.parseEqual());
}

// A float in text: a decimal literal, or a hexadecimal bit pattern of the
// attribute's type (`0x7FC00000`).
struct FloatLiteral {
  bool isBits = false;
  APInt bits;
  double value = 0.0;
};

ParseResult parseFloatLiteral(AsmParser &parser, FloatLiteral &literal) {
  APInt bits;
  OptionalParseResult integer = parser.parseOptionalInteger(bits);
  if (integer.has_value()) {
    if (failed(*integer))
      return failure();
    literal.isBits = true;
    literal.bits = bits;
    return success();
  }
  return parser.parseFloat(literal.value);
}

FailureOr<APFloat> toAPFloat(AsmParser &parser, llvm::SMLoc loc,
                             const FloatLiteral &literal,
                             const llvm::fltSemantics &semantics) {
  if (literal.isBits) {
    unsigned width = APFloat::getSizeInBits(semantics);
    if (literal.bits.getActiveBits() > width) {
      parser.emitError(loc, "hexadecimal float literal does not fit the type");
      return failure();
    }
    return APFloat(semantics, literal.bits.zextOrTrunc(width));
  }
  APFloat value(literal.value);
  bool losesInfo = false;
  value.convert(semantics, APFloat::rmNearestTiesToEven, &losesInfo);
  return value;
}
} // namespace

//===----------------------------------------------------------------------===//
// Verifiers: containers hold vhlo attributes only
//===----------------------------------------------------------------------===//

/// An element a vhlo container may hold: a vhlo attribute, or one that has
/// no vhlo form at all (an affine map, another dialect's attribute), which
/// --stablehlo-legalize-to-vhlo=allow-other-dialects leaves as it is, as
/// upstream's does. A builtin or stablehlo value that has a vhlo form
/// (`1 : i32`, a string, ...) must be written in it.
static bool isVhloContainerElement(Attribute attr) {
  if (isFromVhlo(attr))
    return true;
  StringRef dialect = attr.getDialect().getNamespace();
  if (dialect == "stablehlo")
    return false;
  if (dialect != "builtin")
    return true;
  return llvm::isa<AffineMapAttr, IntegerSetAttr>(attr);
}

LogicalResult ArrayV1Attr::verify(function_ref<InFlightDiagnostic()> emitError,
                                  ArrayRef<Attribute> value) {
  for (Attribute element : value)
    if (!isVhloContainerElement(element))
      return emitError() << "expected VHLO attribute, got " << element;
  return success();
}

LogicalResult
DictionaryV1Attr::verify(function_ref<InFlightDiagnostic()> emitError,
                         ArrayRef<std::pair<Attribute, Attribute>> value) {
  for (const auto &[key, element] : value) {
    if (!isFromVhlo(key))
      return emitError() << "expected VHLO key attribute";
    if (!isVhloContainerElement(element))
      return emitError() << "expected VHLO value attribute";
  }
  return success();
}

LogicalResult FloatV1Attr::verify(function_ref<InFlightDiagnostic()> emitError,
                                  Type type, APFloat value) {
  auto builtin = llvm::dyn_cast_or_null<FloatType>(
      isFromVhlo(type) ? convertTypeToBuiltin(type) : Type());
  if (!builtin)
    return emitError() << "expected a VHLO float type, got " << type;
  if (&builtin.getFloatSemantics() != &value.getSemantics())
    return emitError() << "float value does not have the semantics of "
                       << type;
  return success();
}

LogicalResult
IntegerV1Attr::verify(function_ref<InFlightDiagnostic()> emitError, Type type,
                      APInt value) {
  Type builtin = isFromVhlo(type) ? convertTypeToBuiltin(type) : Type();
  unsigned width = 0;
  if (auto integer = llvm::dyn_cast_or_null<IntegerType>(builtin))
    width = integer.getWidth();
  else if (llvm::isa_and_nonnull<IndexType>(builtin))
    width = IndexType::kInternalStorageBitWidth;
  else
    return emitError() << "expected a VHLO integer type, got " << type;
  if (value.getBitWidth() != width)
    return emitError() << "integer value has " << value.getBitWidth()
                       << " bits, " << type << " has " << width;
  return success();
}

LogicalResult TensorV1Attr::verify(function_ref<InFlightDiagnostic()> emitError,
                                   Type type, ArrayRef<char> data) {
  auto builtin = llvm::dyn_cast_or_null<RankedTensorType>(
      isFromVhlo(type) ? convertTypeToBuiltin(type) : Type());
  if (!builtin || !builtin.hasStaticShape())
    return emitError() << "expected a static VHLO tensor type, got " << type;
  bool splat = false;
  if (!DenseElementsAttr::isValidRawBuffer(builtin, data, splat))
    return emitError() << "tensor data of " << data.size()
                       << " bytes does not fit " << type;
  return success();
}

LogicalResult TypeV1Attr::verify(function_ref<InFlightDiagnostic()> emitError,
                                 Type value) {
  if (!isFromVhlo(value))
    return emitError() << "expected VHLO type, got " << value;
  return success();
}

LogicalResult
ResultAccuracyV1Attr::verify(function_ref<InFlightDiagnostic()> emitError,
                             APFloat, APFloat, int64_t, Attribute mode) {
  if (!llvm::isa_and_nonnull<ResultAccuracyModeV1Attr>(mode))
    return emitError() << "expected VHLO result accuracy mode";
  return success();
}

LogicalResult AxisRefV1Attr::verify(function_ref<InFlightDiagnostic()> emitError,
                                    Attribute name, Attribute subAxisInfo) {
  if (!llvm::isa_and_nonnull<StringV1Attr>(name))
    return emitError() << "expected a VHLO string as the axis name";
  if (subAxisInfo && !llvm::isa<SubAxisInfoV1Attr>(subAxisInfo))
    return emitError() << "expected VHLO sub-axis info";
  return success();
}

LogicalResult ReplicaGroupMeshAxesV1Attr::verify(
    function_ref<InFlightDiagnostic()> emitError, Attribute mesh,
    Attribute axes) {
  if (!isFromVhlo(mesh) || !isFromVhlo(axes))
    return emitError() << "expected VHLO attributes for mesh and axes";
  return success();
}

//===----------------------------------------------------------------------===//
// Custom assembly
//===----------------------------------------------------------------------===//

// `<1.000000e-03 : !vhlo.f32_v1>`
Attribute FloatV1Attr::parse(AsmParser &parser, Type) {
  FloatLiteral literal;
  Type type;
  llvm::SMLoc loc = parser.getCurrentLocation();
  if (parser.parseLess() || parseFloatLiteral(parser, literal) ||
      parser.parseColon() || parser.parseType(type) || parser.parseGreater())
    return Attribute();
  auto builtin = llvm::dyn_cast_or_null<FloatType>(
      isFromVhlo(type) ? convertTypeToBuiltin(type) : Type());
  if (!builtin) {
    parser.emitError(loc, "expected a VHLO float type");
    return Attribute();
  }
  FailureOr<APFloat> value =
      toAPFloat(parser, loc, literal, builtin.getFloatSemantics());
  if (failed(value))
    return Attribute();
  return FloatV1Attr::get(parser.getContext(), type, *value);
}

void FloatV1Attr::print(AsmPrinter &printer) const {
  printer << '<';
  printer.printFloat(getValue());
  printer << " : " << getType() << '>';
}

// `<-1 : i64>`: the builtin integer attribute of the converted type.
Attribute IntegerV1Attr::parse(AsmParser &parser, Type) {
  IntegerAttr builtin;
  llvm::SMLoc loc = parser.getCurrentLocation();
  if (parser.parseLess() || parser.parseAttribute(builtin) ||
      parser.parseGreater())
    return Attribute();
  Type type = convertTypeFromBuiltin(builtin.getType());
  if (!type) {
    parser.emitError(loc, "integer type has no VHLO form");
    return Attribute();
  }
  return IntegerV1Attr::get(parser.getContext(), type, builtin.getValue());
}

void IntegerV1Attr::print(AsmPrinter &printer) const {
  Type builtin = convertTypeToBuiltin(getType());
  printer << '<' << IntegerAttr::get(builtin, getValue()) << '>';
}

// `<dense<...> : tensor<...>>`
Attribute TensorV1Attr::parse(AsmParser &parser, Type) {
  DenseElementsAttr builtin;
  llvm::SMLoc loc = parser.getCurrentLocation();
  if (parser.parseLess() || parser.parseAttribute(builtin) ||
      parser.parseGreater())
    return Attribute();
  auto dense = llvm::dyn_cast<DenseIntOrFPElementsAttr>(builtin);
  Type type = convertTypeFromBuiltin(builtin.getType());
  if (!dense || !type) {
    parser.emitError(loc, "dense elements have no VHLO form");
    return Attribute();
  }
  return TensorV1Attr::get(parser.getContext(), type, dense.getRawData());
}

void TensorV1Attr::print(AsmPrinter &printer) const {
  auto builtin = llvm::cast<ShapedType>(convertTypeToBuiltin(getType()));
  printer << '<' << DenseElementsAttr::getFromRawBuffer(builtin, getData())
          << '>';
}

// `<outputTupleIndices = [], operandIndex = 0, operandTupleIndices = []>`
Attribute OutputOperandAliasV1Attr::parse(AsmParser &parser, Type) {
  SmallVector<int64_t> outputIndices, operandIndices;
  int64_t operandIndex = 0;
  if (parser.parseLess() || parseKey(parser, "outputTupleIndices") ||
      parseSizeList(parser, outputIndices) || parser.parseComma() ||
      parseKey(parser, "operandIndex") || parser.parseInteger(operandIndex) ||
      parser.parseComma() || parseKey(parser, "operandTupleIndices") ||
      parseSizeList(parser, operandIndices) || parser.parseGreater())
    return Attribute();
  return OutputOperandAliasV1Attr::get(parser.getContext(), outputIndices,
                                       operandIndex, operandIndices);
}

void OutputOperandAliasV1Attr::print(AsmPrinter &printer) const {
  printer << "<outputTupleIndices = ";
  printSizeList(printer, getOutputTupleIndices());
  printer << ", operandIndex = " << getOperandIndex()
          << ", operandTupleIndices = ";
  printSizeList(printer, getOperandTupleIndices());
  printer << '>';
}

// `<bounds = [16, ?]>`
Attribute TypeExtensionsV1Attr::parse(AsmParser &parser, Type) {
  SmallVector<int64_t> bounds;
  if (parser.parseLess() || parseKey(parser, "bounds") ||
      parseSizeList(parser, bounds) || parser.parseGreater())
    return Attribute();
  return TypeExtensionsV1Attr::get(parser.getContext(), bounds);
}

void TypeExtensionsV1Attr::print(AsmPrinter &printer) const {
  printer << "<bounds = ";
  printSizeList(printer, getBounds());
  printer << '>';
}

// `<atol = 0.0, rtol = 0.0, ulps = 0, mode = #vhlo<...>>`
Attribute ResultAccuracyV1Attr::parse(AsmParser &parser, Type) {
  FloatLiteral atolText, rtolText;
  int64_t ulps = 0;
  Attribute mode;
  llvm::SMLoc loc = parser.getCurrentLocation();
  if (parser.parseLess() || parseKey(parser, "atol") ||
      parseFloatLiteral(parser, atolText) || parser.parseComma() ||
      parseKey(parser, "rtol") || parseFloatLiteral(parser, rtolText) ||
      parser.parseComma() || parseKey(parser, "ulps") ||
      parser.parseInteger(ulps) || parser.parseComma() ||
      parseKey(parser, "mode") || parser.parseAttribute(mode) ||
      parser.parseGreater())
    return Attribute();
  FailureOr<APFloat> atol =
      toAPFloat(parser, loc, atolText, APFloat::IEEEdouble());
  FailureOr<APFloat> rtol =
      toAPFloat(parser, loc, rtolText, APFloat::IEEEdouble());
  if (failed(atol) || failed(rtol))
    return Attribute();
  return parser.getChecked<ResultAccuracyV1Attr>(loc, parser.getContext(),
                                                 *atol, *rtol, ulps, mode);
}

void ResultAccuracyV1Attr::print(AsmPrinter &printer) const {
  printer << "<atol = ";
  printer.printFloat(getAtol());
  printer << ", rtol = ";
  printer.printFloat(getRtol());
  printer << ", ulps = " << getUlps() << ", mode = " << getMode() << '>';
}

// `<name = #vhlo.string_v1<"x">, sub_axis_info = #vhlo.sub_axis_info_v1<..>>`
Attribute AxisRefV1Attr::parse(AsmParser &parser, Type) {
  Attribute name, subAxisInfo;
  llvm::SMLoc loc = parser.getCurrentLocation();
  if (parser.parseLess() || parseKey(parser, "name") ||
      parser.parseAttribute(name))
    return Attribute();
  if (succeeded(parser.parseOptionalComma()) &&
      (parseKey(parser, "sub_axis_info") ||
       parser.parseAttribute(subAxisInfo)))
    return Attribute();
  if (parser.parseGreater())
    return Attribute();
  return parser.getChecked<AxisRefV1Attr>(loc, parser.getContext(), name,
                                          subAxisInfo);
}

void AxisRefV1Attr::print(AsmPrinter &printer) const {
  printer << "<name = " << getName();
  if (Attribute subAxisInfo = getSubAxisInfo())
    printer << ", sub_axis_info = " << subAxisInfo;
  printer << '>';
}

} // namespace vhlo
} // namespace mlir

#define GET_ATTRDEF_CLASSES
#include "dialect/VhloAttrs.cpp.inc"

namespace mlir {
namespace vhlo {

void VHLODialect::registerAttributes() {
  addAttributes<
#define GET_ATTRDEF_LIST
#include "dialect/VhloAttrs.cpp.inc"
      >();
}

} // namespace vhlo
} // namespace mlir
