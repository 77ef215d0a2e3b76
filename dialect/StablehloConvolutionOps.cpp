//===- StablehloConvolutionOps.cpp - convolution and dot ------------------===//

#include "dialect/Dialects.h"
#include "dialect/VerifyHelpers.h"

#include "llvm/ADT/DenseSet.h"

using namespace mlir;
using namespace mlir::stablehlo;

//===----------------------------------------------------------------------===//
// #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>
//===----------------------------------------------------------------------===//

namespace {
/// One bracketed layout: each entry is a letter (b/f or i/o) or a spatial
/// number; returns the position of each letter and of each spatial number.
ParseResult parseLayout(AsmParser &parser, char first, char second,
                        int64_t &firstDim, int64_t &secondDim,
                        SmallVectorImpl<int64_t> &spatial) {
  firstDim = secondDim = -1;
  SmallVector<std::pair<int64_t, int64_t>> numbered; // (spatial number, pos)
  int64_t position = 0;
  llvm::SMLoc loc = parser.getCurrentLocation();
  if (parser.parseCommaSeparatedList(
          AsmParser::Delimiter::Square, [&]() -> ParseResult {
            int64_t number = 0;
            OptionalParseResult isNumber = parser.parseOptionalInteger(number);
            if (isNumber.has_value()) {
              if (failed(*isNumber))
                return failure();
              numbered.emplace_back(number, position++);
              return success();
            }
            StringRef letter;
            if (parser.parseKeyword(&letter))
              return failure();
            if (letter.size() == 1 && letter[0] == first && firstDim < 0)
              firstDim = position++;
            else if (letter.size() == 1 && letter[0] == second && secondDim < 0)
              secondDim = position++;
            else
              return parser.emitError(parser.getCurrentLocation())
                     << "unexpected '" << letter << "' in a convolution layout";
            return success();
          }))
    return failure();
  if (firstDim < 0 || secondDim < 0)
    return parser.emitError(loc) << "a convolution layout needs '" << first
                                 << "' and '" << second << "'";
  spatial.assign(numbered.size(), -1);
  for (auto [number, pos] : numbered) {
    if (number < 0 || number >= int64_t(numbered.size()) || spatial[number] >= 0)
      return parser.emitError(loc) << "spatial dimensions must be 0.."
                                   << numbered.size() - 1 << ", each once";
    spatial[number] = pos;
  }
  return success();
}

void printLayout(AsmPrinter &printer, char first, int64_t firstDim, char second,
                 int64_t secondDim, ArrayRef<int64_t> spatial) {
  int64_t rank = int64_t(spatial.size()) + 2;
  SmallVector<std::string> entries(rank, "?");
  if (firstDim >= 0 && firstDim < rank)
    entries[firstDim] = std::string(1, first);
  if (secondDim >= 0 && secondDim < rank)
    entries[secondDim] = std::string(1, second);
  for (auto [i, d] : llvm::enumerate(spatial))
    if (d >= 0 && d < rank)
      entries[d] = std::to_string(i);
  printer << "[";
  llvm::interleaveComma(entries, printer);
  printer << "]";
}

const StringRef kConvRawLists[] = {"input_spatial_dimensions",
                                   "kernel_spatial_dimensions",
                                   "output_spatial_dimensions"};
const StringRef kConvRawInts[] = {
    "input_batch_dimension",          "input_feature_dimension",
    "kernel_input_feature_dimension", "kernel_output_feature_dimension",
    "output_batch_dimension",         "output_feature_dimension"};

/// Parses the layouts `[..]x[..]->[..]` (without angle brackets).
ParseResult parseConvLayouts(AsmParser &parser, MLIRContext *context,
                             ConvDimensionNumbersAttr &result) {
  int64_t ib, ifeat, ki, ko, ob, of;
  SmallVector<int64_t> is, ks, os;
  if (parseLayout(parser, 'b', 'f', ib, ifeat, is) || parser.parseKeyword("x") ||
      parseLayout(parser, 'i', 'o', ki, ko, ks) || parser.parseArrow() ||
      parseLayout(parser, 'b', 'f', ob, of, os))
    return failure();
  result = ConvDimensionNumbersAttr::get(context, ib, ifeat, is, ki, ko, ks, ob,
                                         of, os);
  return success();
}

void printConvLayouts(AsmPrinter &printer, ConvDimensionNumbersAttr dims) {
  printLayout(printer, 'b', dims.getInputBatchDimension(), 'f',
              dims.getInputFeatureDimension(), dims.getInputSpatialDimensions());
  printer << "x";
  printLayout(printer, 'i', dims.getKernelInputFeatureDimension(), 'o',
              dims.getKernelOutputFeatureDimension(),
              dims.getKernelSpatialDimensions());
  printer << "->";
  printLayout(printer, 'b', dims.getOutputBatchDimension(), 'f',
              dims.getOutputFeatureDimension(), dims.getOutputSpatialDimensions());
}
} // namespace

Attribute ConvDimensionNumbersAttr::parse(AsmParser &parser, Type) {
  if (parser.parseLess())
    return {};
  ConvDimensionNumbersAttr result;
  if (succeeded(parser.parseOptionalKeyword("raw"))) {
    // raw key = value, ... form: reuse the keyed-field parser after `raw`.
    SmallVector<SmallVector<int64_t>> lists(3);
    SmallVector<int64_t> ints(6, 0);
    do {
      llvm::SMLoc loc = parser.getCurrentLocation();
      StringRef key;
      if (parser.parseKeyword(&key) || parser.parseEqual())
        return {};
      auto listIt = llvm::find(kConvRawLists, key);
      if (listIt != std::end(kConvRawLists)) {
        size_t i = listIt - std::begin(kConvRawLists);
        if (parser.parseCommaSeparatedList(
                AsmParser::Delimiter::Square, [&]() -> ParseResult {
                  int64_t v;
                  if (parser.parseInteger(v))
                    return failure();
                  lists[i].push_back(v);
                  return success();
                }))
          return {};
        continue;
      }
      auto intIt = llvm::find(kConvRawInts, key);
      if (intIt == std::end(kConvRawInts)) {
        parser.emitError(loc) << "unknown field '" << key << "'";
        return {};
      }
      if (parser.parseInteger(ints[intIt - std::begin(kConvRawInts)]))
        return {};
    } while (succeeded(parser.parseOptionalComma()));
    if (parser.parseGreater())
      return {};
    return get(parser.getContext(), ints[0], ints[1], lists[0], ints[2], ints[3],
               lists[1], ints[4], ints[5], lists[2]);
  }
  if (parseConvLayouts(parser, parser.getContext(), result) ||
      parser.parseGreater())
    return {};
  return result;
}

void ConvDimensionNumbersAttr::print(AsmPrinter &printer) const {
  printer << "<";
  printConvLayouts(printer, *this);
  printer << ">";
}

//===----------------------------------------------------------------------===//
// convolution
//===----------------------------------------------------------------------===//

ParseResult ConvolutionOp::parse(OpAsmParser &parser, OperationState &result) {
  MLIRContext *context = parser.getContext();
  SmallVector<OpAsmParser::UnresolvedOperand> operands;
  if (parser.parseOperandList(operands, 2, AsmParser::Delimiter::Paren) ||
      parser.parseKeyword("dim_numbers") || parser.parseEqual())
    return failure();
  ConvDimensionNumbersAttr dims;
  if (parseConvLayouts(parser, context, dims))
    return failure();
  result.addAttribute("dimension_numbers", dims);
  Builder builder(context);
  if (succeeded(parser.parseOptionalComma())) {
    if (parser.parseKeyword("window") || parser.parseEqual() ||
        parser.parseLBrace())
      return failure();
    if (failed(parser.parseOptionalRBrace())) {
      do {
        llvm::SMLoc loc = parser.getCurrentLocation();
        StringRef key;
        if (parser.parseKeyword(&key) || parser.parseEqual())
          return failure();
        if (key == "pad") {
          SmallVector<int64_t> values;
          int64_t rows = 0;
          if (parser.parseCommaSeparatedList(
                  AsmParser::Delimiter::Square, [&]() -> ParseResult {
                    ++rows;
                    return parser.parseCommaSeparatedList(
                        AsmParser::Delimiter::Square, [&]() -> ParseResult {
                          int64_t v;
                          if (parser.parseInteger(v))
                            return failure();
                          values.push_back(v);
                          return success();
                        });
                  }))
            return failure();
          if (int64_t(values.size()) != 2 * rows)
            return parser.emitError(loc) << "pad needs [low, high] pairs";
          auto type = RankedTensorType::get({rows, 2}, builder.getI64Type());
          result.addAttribute("padding", DenseIntElementsAttr::get(type, values));
          continue;
        }
        SmallVector<int64_t> values;
        if (parser.parseCommaSeparatedList(
                AsmParser::Delimiter::Square, [&]() -> ParseResult {
                  int64_t v;
                  if (succeeded(parser.parseOptionalKeyword("true")))
                    v = 1;
                  else if (succeeded(parser.parseOptionalKeyword("false")))
                    v = 0;
                  else if (parser.parseInteger(v))
                    return failure();
                  values.push_back(v);
                  return success();
                }))
          return failure();
        if (key == "stride")
          result.addAttribute("window_strides", builder.getDenseI64ArrayAttr(values));
        else if (key == "lhs_dilate")
          result.addAttribute("lhs_dilation", builder.getDenseI64ArrayAttr(values));
        else if (key == "rhs_dilate")
          result.addAttribute("rhs_dilation", builder.getDenseI64ArrayAttr(values));
        else if (key == "reverse") {
          SmallVector<bool> flags(values.begin(), values.end());
          result.addAttribute("window_reversal",
                              builder.getDenseBoolArrayAttr(flags));
        } else
          return parser.emitError(loc) << "unknown window field '" << key << "'";
      } while (succeeded(parser.parseOptionalComma()));
      if (parser.parseRBrace())
        return failure();
    }
  }
  FunctionType fnType;
  llvm::SMLoc typeLoc = parser.getCurrentLocation();
  if (parser.parseOptionalAttrDict(result.attributes) ||
      parser.parseColonType(fnType))
    return failure();
  if (fnType.getNumInputs() != 2 || fnType.getNumResults() != 1)
    return parser.emitError(typeLoc) << "expected (lhs, rhs) -> result";
  if (parser.resolveOperands(operands, fnType.getInputs(), typeLoc,
                             result.operands))
    return failure();
  result.addTypes(fnType.getResults());
  return success();
}

void ConvolutionOp::print(OpAsmPrinter &p) {
  p << "(" << getLhs() << ", " << getRhs() << ") dim_numbers = ";
  printConvLayouts(p, getDimensionNumbers());
  p << ", window = {";
  SmallVector<std::string> fields;
  auto list = [](ArrayRef<int64_t> values) {
    std::string text = "[";
    for (auto [i, v] : llvm::enumerate(values))
      text += (i ? ", " : "") + std::to_string(v);
    return text + "]";
  };
  if (auto s = getWindowStrides())
    fields.push_back("stride = " + list(*s));
  if (auto pad = getPaddingAttr()) {
    auto values = llvm::to_vector(pad.getValues<int64_t>());
    std::string text = "pad = [";
    for (size_t i = 0; i + 1 < values.size(); i += 2)
      text += (i ? ", [" : "[") + std::to_string(values[i]) + ", " +
              std::to_string(values[i + 1]) + "]";
    fields.push_back(text + "]");
  }
  if (auto d = getLhsDilation())
    fields.push_back("lhs_dilate = " + list(*d));
  if (auto d = getRhsDilation())
    fields.push_back("rhs_dilate = " + list(*d));
  if (auto r = getWindowReversal()) {
    std::string text = "reverse = [";
    for (auto [i, v] : llvm::enumerate(*r))
      text += std::string(i ? ", " : "") + (v ? "true" : "false");
    fields.push_back(text + "]");
  }
  llvm::interleaveComma(fields, p);
  p << "}";
  p.printOptionalAttrDict((*this)->getAttrs(),
                          {"dimension_numbers", "window_strides", "padding",
                           "lhs_dilation", "rhs_dilation", "window_reversal"});
  p << " : ";
  p.printFunctionalType(*this);
}

namespace {
/// The constraints convolution and dynamic_conv share. `padding` holds the
/// [N - 2, 2] padding values when they are known (convolution's attribute, a
/// constant operand of dynamic_conv); without them the spatial result sizes
/// go unchecked here and are checked when the op runs.
template <typename ConvOp>
LogicalResult verifyConvolutionLike(ConvOp op,
                                    std::optional<SmallVector<int64_t>> padding) {
  auto lhsType = op.getLhs().getType();
  auto rhsType = op.getRhs().getType();
  auto resultType = op.getType();
  int64_t rank = lhsType.getRank();
  if (rhsType.getRank() != rank)
    return op.emitOpError() << "lhs and rhs must have the same rank (C1)";
  if (resultType.getRank() != rank)
    return op.emitOpError() << "the result must have the operands' rank (C26)";
  // C27 asks for one element type throughout, but StableHLO's own tests
  // widen integer results (i8 x i8 -> i32), so the result may be wider
  // within the same kind (integer, float, complex).
  Type lhsElem = lhsType.getElementType(), resultElem = resultType.getElementType();
  auto kind = [](Type t) {
    return isa<IntegerType>(t) ? 0 : isa<FloatType>(t) ? 1 : 2;
  };
  Type rhsElem = rhsType.getElementType();
  bool lhsQuantized = isQuantizedElement(lhsElem);
  bool rhsQuantized = isQuantizedElement(rhsElem);
  bool resultQuantized = isQuantizedElement(resultElem);
  if (lhsQuantized || rhsQuantized || resultQuantized) {
    if (lhsQuantized && !(rhsQuantized && resultQuantized))
      return op.emitOpError() << "a quantized lhs needs a quantized rhs and "
                              "result (C28)";
    if (!lhsQuantized) {
      auto rhsQ = dyn_cast<quant::QuantizedType>(rhsElem);
      if (!rhsQ || rhsQ.getExpressedType() != lhsElem || resultElem != lhsElem)
        return op.emitOpError() << "with a float lhs, the rhs must be quantized "
                                "with the lhs element type as expressed type, "
                                "and the result must have the lhs element "
                                "type (C34)";
    }
  } else if (lhsElem != rhsElem)
    return op.emitOpError() << "lhs and rhs must have the same element type (C27)";
  else if (kind(lhsElem) != kind(resultElem) ||
      (isa<IntegerType>(lhsElem) &&
       (lhsElem.getIntOrFloatBitWidth() > resultElem.getIntOrFloatBitWidth() ||
        lhsElem.isUnsignedInteger() != resultElem.isUnsignedInteger())))
    return op.emitOpError() << "the result element type must be the operands' "
                            "or a wider one of the same kind (C27)";
  if (rank < 2)
    return op.emitOpError() << "operands need rank >= 2 (C1)";
  int64_t spatial = rank - 2;
  ConvDimensionNumbersAttr dims = op.getDimensionNumbers();
  auto checkLayout = [&](int64_t a, int64_t b, ArrayRef<int64_t> s,
                         StringRef what, StringRef rule) -> LogicalResult {
    SmallVector<int64_t> all = {a, b};
    all.append(s.begin(), s.end());
    if (int64_t(s.size()) != spatial)
      return op.emitOpError() << what << " needs " << spatial
                           << " spatial dimensions " << rule;
    return verifyDimensionList(op, all, rank, what, rule);
  };
  if (failed(checkLayout(dims.getInputBatchDimension(),
                         dims.getInputFeatureDimension(),
                         dims.getInputSpatialDimensions(), "input dimensions",
                         "(C12, C13)")) ||
      failed(checkLayout(dims.getKernelInputFeatureDimension(),
                         dims.getKernelOutputFeatureDimension(),
                         dims.getKernelSpatialDimensions(), "kernel dimensions",
                         "(C17, C18)")) ||
      failed(checkLayout(dims.getOutputBatchDimension(),
                         dims.getOutputFeatureDimension(),
                         dims.getOutputSpatialDimensions(), "output dimensions",
                         "(C19, C20)")))
    return failure();
  auto checkList = [&](std::optional<ArrayRef<int64_t>> values, StringRef what,
                       StringRef rule) -> LogicalResult {
    if (!values)
      return success();
    if (int64_t(values->size()) != spatial)
      return op.emitOpError() << what << " needs " << spatial << " values " << rule;
    for (int64_t v : *values)
      if (v <= 0)
        return op.emitOpError() << what << " must be positive " << rule;
    return success();
  };
  if (failed(checkList(op.getWindowStrides(), "window_strides", "(C2, C3)")) ||
      failed(checkList(op.getLhsDilation(), "lhs_dilation", "(C5, C6)")) ||
      failed(checkList(op.getRhsDilation(), "rhs_dilation", "(C7, C8)")))
    return failure();
  if (auto reversal = op.getWindowReversal())
    if (int64_t(reversal->size()) != spatial)
      return op.emitOpError() << "window_reversal needs " << spatial
                           << " values (C9)";
  if (padding && int64_t(padding->size()) != 2 * spatial)
    return op.emitOpError() << "padding must have shape [" << spatial
                            << ", 2] (C4)";
  int64_t featureGroups = op.getFeatureGroupCount();
  int64_t batchGroups = op.getBatchGroupCount();
  if (featureGroups > 1 && batchGroups > 1)
    return op.emitOpError() << "feature_group_count and batch_group_count cannot "
                            "both exceed 1 (C23)";
  int64_t inputFeatures = lhsType.getDimSize(dims.getInputFeatureDimension());
  int64_t inputBatch = lhsType.getDimSize(dims.getInputBatchDimension());
  int64_t kernelInput = rhsType.getDimSize(dims.getKernelInputFeatureDimension());
  int64_t kernelOutput = rhsType.getDimSize(dims.getKernelOutputFeatureDimension());
  auto known = [](int64_t v) { return !ShapedType::isDynamic(v); };
  if (known(inputBatch) && inputBatch % batchGroups != 0)
    return op.emitOpError() << "input batch " << inputBatch
                         << " is not a multiple of batch_group_count (C10)";
  if (known(inputFeatures) && inputFeatures % featureGroups != 0)
    return op.emitOpError() << "input features " << inputFeatures
                         << " are not a multiple of feature_group_count (C11)";
  if (known(inputFeatures) && known(kernelInput) &&
      kernelInput * featureGroups != inputFeatures)
    return op.emitOpError() << "kernel input features " << kernelInput
                         << " times feature_group_count must equal the input "
                            "features "
                         << inputFeatures << " (C14)";
  if (known(kernelOutput) && kernelOutput % batchGroups != 0)
    return op.emitOpError() << "kernel output features are not a multiple of "
                            "batch_group_count (C15)";
  if (known(kernelOutput) && kernelOutput % featureGroups != 0)
    return op.emitOpError() << "kernel output features are not a multiple of "
                            "feature_group_count (C16)";
  if (auto precision = op.getPrecisionConfig())
    if (!precision->empty() && precision->size() != 2)
      return op.emitOpError() << "precision_config needs 0 or 2 values (C24)";
  if (isa<ComplexType>(lhsType.getElementType()) !=
      isa<ComplexType>(resultType.getElementType()))
    return op.emitOpError() << "complex operands need a complex result";
  // (C25) the result shape.
  SmallVector<int64_t> expected(rank, ShapedType::kDynamic);
  expected[dims.getOutputBatchDimension()] =
      known(inputBatch) ? inputBatch / batchGroups : ShapedType::kDynamic;
  expected[dims.getOutputFeatureDimension()] = kernelOutput;
  for (int64_t k = 0; k < spatial; ++k) {
    int64_t size = lhsType.getDimSize(dims.getInputSpatialDimensions()[k]);
    int64_t window = rhsType.getDimSize(dims.getKernelSpatialDimensions()[k]);
    if (!known(size) || !known(window) || !padding)
      continue;
    int64_t lhsDilation = op.getLhsDilation() ? (*op.getLhsDilation())[k] : 1;
    int64_t rhsDilation = op.getRhsDilation() ? (*op.getRhsDilation())[k] : 1;
    int64_t stride = op.getWindowStrides() ? (*op.getWindowStrides())[k] : 1;
    int64_t low = (*padding)[2 * k], high = (*padding)[2 * k + 1];
    std::optional<int64_t> padded = paddedSize(size, low, high, lhsDilation - 1);
    std::optional<int64_t> count =
        padded ? windowCount(*padded, window, rhsDilation, stride) : std::nullopt;
    if (!count)
      return op.emitOpError() << "window sizes of spatial dimension " << k
                           << " overflow";
    expected[dims.getOutputSpatialDimensions()[k]] = *count;
  }
  return verifyShape(op, resultType, expected, "result", "(C25)");
}
} // namespace

LogicalResult ConvolutionOp::verify() {
  std::optional<SmallVector<int64_t>> padding;
  if (auto attr = getPaddingAttr()) {
    auto type = attr.getType();
    if (type.getRank() != 2 || type.getDimSize(1) != 2)
      return emitOpError() << "padding must have shape ["
                           << getLhs().getType().getRank() - 2 << ", 2] (C4)";
    padding = llvm::to_vector(attr.getValues<int64_t>());
  } else {
    padding = SmallVector<int64_t>(2 * std::max<int64_t>(
                                           getLhs().getType().getRank() - 2, 0),
                                   0);
  }
  return verifyConvolutionLike(*this, std::move(padding));
}

LogicalResult DynamicConvOp::verify() {
  auto paddingType = getPadding().getType();
  int64_t spatial = getLhs().getType().getRank() - 2;
  if (paddingType.getRank() != 2 ||
      (!paddingType.isDynamicDim(0) && paddingType.getDimSize(0) != spatial) ||
      (!paddingType.isDynamicDim(1) && paddingType.getDimSize(1) != 2))
    return emitOpError() << "padding must have shape [" << spatial
                         << ", 2] (C4)";
  // A constant padding lets the result shape be checked now (C25).
  std::optional<SmallVector<int64_t>> padding;
  DenseIntElementsAttr values;
  if (auto constant = getPadding().getDefiningOp<ConstantOp>())
    values = dyn_cast<DenseIntElementsAttr>(constant.getValue());
  if (values && int64_t(values.getNumElements()) == 2 * spatial) {
    padding.emplace();
    for (const APInt &v : values.getValues<APInt>())
      padding->push_back(paddingType.getElementType().isUnsignedInteger()
                             ? int64_t(v.getLimitedValue(INT64_MAX))
                             : v.getSExtValue());
  }
  return verifyConvolutionLike(*this, std::move(padding));
}

//===----------------------------------------------------------------------===//
// dot
//===----------------------------------------------------------------------===//

ParseResult mlir::stablehlo::parsePrecisionConfig(OpAsmParser &parser,
                                                  ArrayAttr &config) {
  if (failed(parser.parseOptionalComma()))
    return success();
  SmallVector<Attribute> values;
  if (parser.parseKeyword("precision") || parser.parseEqual() ||
      parser.parseCommaSeparatedList(
          AsmParser::Delimiter::Square, [&]() -> ParseResult {
            llvm::SMLoc loc = parser.getCurrentLocation();
            StringRef name;
            if (parser.parseKeyword(&name))
              return failure();
            std::optional<Precision> value = symbolizePrecision(name);
            if (!value)
              return parser.emitError(loc) << "unknown precision '" << name << "'";
            values.push_back(PrecisionAttr::get(parser.getContext(), *value));
            return success();
          }))
    return failure();
  config = ArrayAttr::get(parser.getContext(), values);
  return success();
}

void mlir::stablehlo::printPrecisionConfig(OpAsmPrinter &printer, Operation *,
                                           ArrayAttr config) {
  if (!config)
    return;
  printer << ", precision = [";
  llvm::interleaveComma(config, printer, [&](Attribute a) {
    printer << stringifyPrecision(cast<PrecisionAttr>(a).getValue());
  });
  printer << "]";
}

LogicalResult DotOp::verify() {
  auto lhsType = getLhs().getType();
  auto rhsType = getRhs().getType();
  if (auto precision = getPrecisionConfig())
    if (!precision->empty() && precision->size() != 2)
      return emitOpError() << "precision_config needs 0 or 2 values";
  if (lhsType.getElementType() != rhsType.getElementType())
    return emitOpError() << "lhs and rhs must have the same element type";
  int64_t l = lhsType.getRank(), r = rhsType.getRank();
  if (l < 1 || l > 2 || r < 1 || r > 2)
    return emitOpError() << "operands must be vectors or matrices";
  if (!compatibleDim(lhsType.getDimSize(l - 1), rhsType.getDimSize(0)))
    return emitOpError() << "the last lhs dimension must equal the first rhs "
                            "dimension";
  SmallVector<int64_t> expected;
  if (l == 2)
    expected.push_back(lhsType.getDimSize(0));
  if (r == 2)
    expected.push_back(rhsType.getDimSize(1));
  return verifyShape(*this, getType(), expected, "result",
                     "(lhs rows by rhs columns)");
}
