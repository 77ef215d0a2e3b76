//===- StablehloOps.cpp - stablehlo dialect and shared helpers ------------===//
//
// The dialect's initialize and constant materializer, the quantized-type
// trait, and the helpers the verifiers of several kinds share
// (VerifyHelpers.h). The verifiers of an op of kind <Kind> are in
// Stablehlo<Kind>Ops.cpp; they cite the constraint of the StableHLO
// specification they check, e.g. "(C1)" in the section of the op.
//
//===----------------------------------------------------------------------===//

#include "dialect/Dialects.h"
#include "dialect/Inlining.h"
#include "dialect/VerifyHelpers.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinDialect.h"
#include "mlir/IR/DialectResourceBlobManager.h"
#include "mlir/IR/TypeUtilities.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/TypeSwitch.h"
#include "llvm/Support/Format.h"

using namespace mlir;
using namespace mlir::stablehlo;

#include "dialect/StablehloDialect.cpp.inc"
#include "dialect/StablehloEnums.cpp.inc"
#define GET_ATTRDEF_CLASSES
#include "dialect/StablehloAttrs.cpp.inc"
#define GET_TYPEDEF_CLASSES
#include "dialect/StablehloTypes.cpp.inc"
#define GET_OP_CLASSES
#include "dialect/StablehloOps.cpp.inc"

Operation *StableHLODialect::materializeConstant(OpBuilder &builder,
                                                 Attribute value, Type type,
                                                 Location loc) {
  auto elements = dyn_cast<ElementsAttr>(value);
  auto shaped = dyn_cast<ShapedType>(type);
  if (!elements || !shaped || elements.getType() != constantValueType(shaped))
    return nullptr;
  return ConstantOp::create(builder, loc, type, elements);
}

void StableHLODialect::initialize() {
  addOperations<
#define GET_OP_LIST
#include "dialect/StablehloOps.cpp.inc"
      >();
  addAttributes<
#define GET_ATTRDEF_LIST
#include "dialect/StablehloAttrs.cpp.inc"
      >();
  addTypes<
#define GET_TYPEDEF_LIST
#include "dialect/StablehloTypes.cpp.inc"
      >();
  addInterfaces<shlo::AlwaysInlinable>();
}

bool mlir::stablehlo::isQuantizedElement(Type elementType) {
  return isa<quant::UniformQuantizedType, quant::UniformQuantizedPerAxisType>(
      elementType);
}

bool mlir::stablehlo::isQuantizedTensor(Type type) {
  auto shaped = dyn_cast<ShapedType>(type);
  return shaped && isQuantizedElement(shaped.getElementType());
}

ShapedType mlir::stablehlo::constantValueType(ShapedType type) {
  auto quantized = dyn_cast<quant::QuantizedType>(type.getElementType());
  if (!quantized)
    return type;
  return type.clone(quantized.getStorageType());
}

/// `type` without a `#sparse_tensor.encoding`. A sparse encoding says how a
/// tensor is stored, not what its values are; upstream's type compatibility
/// ignores it (print_stablehlo.mlir adds a CSR and a DCSR tensor into a
/// dense one), and so do the same-type checks here.
static Type withoutSparseEncoding(Type type) {
  auto tensor = dyn_cast<RankedTensorType>(type);
  if (!tensor || !tensor.getEncoding() ||
      tensor.getEncoding().getDialect().getNamespace() != "sparse_tensor")
    return type;
  return RankedTensorType::get(tensor.getShape(), tensor.getElementType());
}

LogicalResult mlir::stablehlo::verifySameTypeOrQuantized(Operation *op) {
  // The common case first: one unencoded, unquantized ranked tensor type
  // for every operand and result (the same answer as below, without
  // building the list).
  if (op->getNumResults() != 0) {
    auto first = dyn_cast<RankedTensorType>(op->getResult(0).getType());
    if (first && !first.getEncoding() &&
        !isQuantizedElement(first.getElementType()) &&
        llvm::all_of(op->getOperandTypes(),
                     [&](Type type) { return type == first; }) &&
        llvm::all_of(op->getResultTypes(),
                     [&](Type type) { return type == first; }))
      return success();
  }
  SmallVector<Type> types;
  for (Type type : op->getOperandTypes())
    types.push_back(withoutSparseEncoding(type));
  for (Type type : op->getResultTypes())
    types.push_back(withoutSparseEncoding(type));
  if (types.empty())
    return success();
  if (!llvm::any_of(types, isQuantizedTensor)) {
    if (llvm::all_equal(types))
      return success();
    // As upstream's verifiers allow (and shape refinement needs, narrowing
    // one value at a time): a dynamic dimension is compatible with any size.
    // Element type, rank and encoding must still agree, and the static sizes
    // of each dimension.
    auto first = dyn_cast<RankedTensorType>(types.front());
    for (Type type : types) {
      auto ranked = dyn_cast<RankedTensorType>(type);
      if (!first || !ranked || ranked.getEncoding() != first.getEncoding() ||
          ranked.getElementType() != first.getElementType() ||
          ranked.getRank() != first.getRank())
        return op->emitOpError()
               << "requires the same type for all operands and results";
    }
    for (int64_t dim = 0; dim < first.getRank(); ++dim) {
      int64_t size = ShapedType::kDynamic;
      for (Type type : types) {
        int64_t other = cast<RankedTensorType>(type).getDimSize(dim);
        if (ShapedType::isDynamic(other))
          continue;
        if (!ShapedType::isDynamic(size) && size != other)
          return op->emitOpError()
                 << "requires the same shape for all operands and results";
        size = other;
      }
    }
    return success();
  }
  if (!llvm::all_of(types, isQuantizedTensor))
    return op->emitOpError() << "requires all operands and results to be "
                                "quantized when one of them is";
  ArrayRef<int64_t> shape = cast<ShapedType>(types.front()).getShape();
  for (Type type : types)
    if (cast<ShapedType>(type).getShape() != shape)
      return op->emitOpError()
             << "requires the same shape for all operands and results";
  return success();
}

//===----------------------------------------------------------------------===//
// Helpers of the verifiers of several kinds (VerifyHelpers.h)
//===----------------------------------------------------------------------===//

namespace mlir {
namespace stablehlo {

LogicalResult verifyDimensionList(Operation *op, ArrayRef<int64_t> dims,
                                  int64_t bound, StringRef what,
                                  StringRef rule, bool requireSorted) {
  llvm::SmallDenseSet<int64_t> seen;
  for (auto [i, dim] : llvm::enumerate(dims)) {
    if (dim < 0 || dim >= bound)
      return op->emitOpError()
             << what << " value " << dim << " is out of range [0, " << bound
             << ") " << rule;
    if (!seen.insert(dim).second)
      return op->emitOpError() << what << " repeats " << dim << " " << rule;
    if (requireSorted && i > 0 && dims[i - 1] > dim)
      return op->emitOpError() << what << " must be sorted " << rule;
  }
  return success();
}

LogicalResult verifySameElementType(Operation *op, Type a, Type b,
                                    StringRef rule) {
  Type ea = cast<ShapedType>(a).getElementType();
  Type eb = cast<ShapedType>(b).getElementType();
  if (ea != eb)
    return op->emitOpError() << "requires the same element type, got " << ea
                             << " and " << eb << " " << rule;
  return success();
}

DenseIntElementsAttr constantIntegers(Attribute value) {
  if (auto dense = dyn_cast<DenseIntElementsAttr>(value))
    return dense;
  auto resource = dyn_cast<DenseResourceElementsAttr>(value);
  if (!resource || !isa<IntegerType>(resource.getType().getElementType()))
    return {};
  const AsmResourceBlob *blob = resource.getRawHandle().getBlob();
  bool splat = false;
  if (!blob || !DenseElementsAttr::isValidRawBuffer(resource.getType(),
                                                    blob->getData(), splat))
    return {};
  return dyn_cast<DenseIntElementsAttr>(
      DenseElementsAttr::getFromRawBuffer(resource.getType(), blob->getData()));
}

LogicalResult verifyShape(Operation *op, ShapedType actual,
                          ArrayRef<int64_t> expected, StringRef what,
                          StringRef rule) {
  bool ok = actual.getRank() == int64_t(expected.size());
  for (size_t i = 0; ok && i < expected.size(); ++i)
    ok = compatibleDim(actual.getDimSize(i), expected[i]);
  if (ok)
    return success();
  std::string shape;
  llvm::raw_string_ostream os(shape);
  os << "[";
  llvm::interleaveComma(expected, os, [&](int64_t d) {
    if (ShapedType::isDynamic(d))
      os << "?";
    else
      os << d;
  });
  os << "]";
  return op->emitOpError() << "expects " << what << " of shape " << shape
                           << ", got " << actual << " " << rule;
}

std::optional<int64_t> paddedSize(int64_t size, int64_t low, int64_t high,
                                  int64_t interior) {
  if (size == 0)
    return checkedAdd(low, high);
  std::optional<int64_t> holes = checkedMul(size - 1, interior);
  std::optional<int64_t> inner = holes ? checkedAdd(*holes, size) : std::nullopt;
  std::optional<int64_t> withLow = inner ? checkedAdd(*inner, low) : std::nullopt;
  return withLow ? checkedAdd(*withLow, high) : std::nullopt;
}

std::optional<int64_t> windowCount(int64_t padded, int64_t window,
                                   int64_t dilation, int64_t stride) {
  // The spec: no window when the padded size is 0 or the dilated window,
  // (window - 1) * dilation + 1, exceeds it.
  std::optional<int64_t> span = checkedMul(window - 1, dilation);
  if (!span)
    return 0; // far wider than any real dimension
  int64_t extent = *span + 1;
  if (padded == 0 || extent > padded)
    return 0;
  return (padded - extent) / stride + 1;
}

bool compareTypeApplies(Type element, StringRef compareType) {
  if (compareType.empty() || compareType == "NOTYPE")
    return true;
  if (auto quantized = dyn_cast<quant::QuantizedType>(element))
    element = quantized.getExpressedType();
  if (isa<ComplexType>(element))
    return compareType == "FLOAT";
  if (isa<FloatType>(element))
    return compareType == "FLOAT" || compareType == "TOTALORDER";
  if (element.isInteger(1))
    return compareType == "UNSIGNED";
  if (element.isUnsignedInteger())
    return compareType == "UNSIGNED" || compareType == "TOTALORDER";
  return compareType == "SIGNED" || compareType == "TOTALORDER";
}

bool isPromotable(Type from, Type to) {
  if (from == to)
    return true;
  if (from.isInteger(1) || to.isInteger(1))
    return from.isInteger(1) && to.isInteger(1);
  if (isa<IntegerType>(from) && isa<IntegerType>(to))
    return from.getIntOrFloatBitWidth() <= to.getIntOrFloatBitWidth();
  if (isa<FloatType>(from) && isa<FloatType>(to))
    return from.getIntOrFloatBitWidth() <= to.getIntOrFloatBitWidth();
  auto a = dyn_cast<ComplexType>(from), b = dyn_cast<ComplexType>(to);
  return a && b &&
         a.getElementType().getIntOrFloatBitWidth() <=
             b.getElementType().getIntOrFloatBitWidth();
}

LogicalResult verifyArguments(Operation *op, Region &region, TypeRange types,
                              StringRef what, StringRef rule) {
  if (TypeRange(region.front().getArgumentTypes()) != types)
    return op->emitOpError() << what << " must take " << types.size()
                             << " argument(s) of the types " << rule;
  return success();
}

SmallVector<Type> scalarTypes(TypeRange types) {
  SmallVector<Type> result;
  for (Type type : types)
    result.push_back(
        RankedTensorType::get({}, cast<ShapedType>(type).getElementType()));
  return result;
}

} // namespace stablehlo
} // namespace mlir

//===----------------------------------------------------------------------===//
// Attributes with a hand-written syntax
//===----------------------------------------------------------------------===//

namespace {
/// Parses `[1, 2]` (possibly empty) into `values`.
ParseResult parseBracketedInts(AsmParser &parser,
                               SmallVectorImpl<int64_t> &values) {
  return parser.parseCommaSeparatedList(
      AsmParser::Delimiter::Square,
      [&]() -> ParseResult {
        return parser.parseInteger(values.emplace_back());
      });
}

/// Parses `3, ?` (possibly empty, up to `>`): `?` is a dynamic bound.
ParseResult parseBoundList(AsmParser &parser, SmallVectorImpl<int64_t> &values,
                           AsmParser::Delimiter delimiter) {
  return parser.parseCommaSeparatedList(delimiter, [&]() -> ParseResult {
    if (succeeded(parser.parseOptionalQuestion())) {
      values.push_back(ShapedType::kDynamic);
      return success();
    }
    return parser.parseInteger(values.emplace_back());
  });
}
} // namespace

Attribute OutputOperandAliasAttr::parse(AsmParser &parser, Type) {
  SmallVector<int64_t> outputIndices, operandIndices;
  int64_t operandIndex = 0;
  if (parser.parseLess() || parser.parseKeyword("output_tuple_indices") ||
      parser.parseEqual() || parseBracketedInts(parser, outputIndices) ||
      parser.parseComma() || parser.parseKeyword("operand_index") ||
      parser.parseEqual() || parser.parseInteger(operandIndex) ||
      parser.parseComma() || parser.parseKeyword("operand_tuple_indices") ||
      parser.parseEqual() || parseBracketedInts(parser, operandIndices) ||
      parser.parseGreater())
    return {};
  return get(parser.getContext(), outputIndices, operandIndex, operandIndices);
}

void OutputOperandAliasAttr::print(AsmPrinter &printer) const {
  raw_ostream &os = printer.getStream();
  os << "<output_tuple_indices = [";
  llvm::interleaveComma(getOutputTupleIndices(), os);
  os << "], operand_index = " << getOperandIndex()
     << ", operand_tuple_indices = [";
  llvm::interleaveComma(getOperandTupleIndices(), os);
  os << "]>";
}

Attribute ResultAccuracyAttr::parse(AsmParser &parser, Type) {
  double atol = 0, rtol = 0;
  int64_t ulps = 0;
  ResultAccuracyModeAttr mode =
      ResultAccuracyModeAttr::get(parser.getContext(), ResultAccuracyMode::DEFAULT);
  if (parser.parseLess())
    return {};
  if (failed(parser.parseOptionalGreater())) {
    do {
      llvm::SMLoc loc = parser.getCurrentLocation();
      StringRef key;
      if (parser.parseKeyword(&key) || parser.parseEqual())
        return {};
      if (key == "atol" || key == "rtol") {
        if (parser.parseFloat(key == "atol" ? atol : rtol))
          return {};
      } else if (key == "ulps") {
        if (parser.parseInteger(ulps))
          return {};
      } else if (key == "mode") {
        if (parser.parseAttribute(mode))
          return {};
      } else {
        parser.emitError(loc) << "unknown field '" << key << "'";
        return {};
      }
    } while (succeeded(parser.parseOptionalComma()));
    if (parser.parseGreater())
      return {};
  }
  return get(parser.getContext(), llvm::APFloat(atol), llvm::APFloat(rtol),
             ulps, mode);
}

void ResultAccuracyAttr::print(AsmPrinter &printer) const {
  raw_ostream &os = printer.getStream();
  os << "<";
  // Fields at their default (0) are left out, as upstream prints them.
  if (!getAtol().isZero())
    os << "atol = " << llvm::format("%e", getAtol().convertToDouble()) << ", ";
  if (!getRtol().isZero())
    os << "rtol = " << llvm::format("%e", getRtol().convertToDouble()) << ", ";
  if (getUlps() != 0)
    os << "ulps = " << getUlps() << ", ";
  os << "mode = ";
  printer.printAttribute(getMode());
  os << ">";
}

Attribute TypeExtensionsAttr::parse(AsmParser &parser, Type) {
  SmallVector<int64_t> bounds;
  if (parseBoundList(parser, bounds, AsmParser::Delimiter::LessGreater))
    return {};
  return get(parser.getContext(), bounds);
}

void TypeExtensionsAttr::print(AsmPrinter &printer) const {
  raw_ostream &os = printer.getStream();
  os << "<";
  llvm::interleaveComma(getBounds(), os, [&](int64_t bound) {
    if (ShapedType::isDynamic(bound))
      os << "?";
    else
      os << bound;
  });
  os << ">";
}

Attribute TypeExtensionsSpellingAttr::parse(AsmParser &parser, Type) {
  SmallVector<int64_t> bounds;
  if (parser.parseLess() || parser.parseKeyword("bounds") ||
      parser.parseEqual() ||
      parseBoundList(parser, bounds, AsmParser::Delimiter::Square) ||
      parser.parseGreater())
    return {};
  return TypeExtensionsAttr::get(parser.getContext(), bounds);
}

void TypeExtensionsSpellingAttr::print(AsmPrinter &printer) const {
  printer.getStream() << "<bounds = []>";
}
