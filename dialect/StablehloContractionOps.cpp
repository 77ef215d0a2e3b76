//===- StablehloContractionOps.cpp - dot, convolution and einsum ----------===//

#include "dialect/Dialects.h"
#include "dialect/VerifyHelpers.h"

#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/StringExtras.h"

#include <type_traits>

using namespace mlir;
using namespace mlir::stablehlo;

//===----------------------------------------------------------------------===//
// #stablehlo.dot<...>: dimension numbers of dot_general
//===----------------------------------------------------------------------===//

namespace {
const StringRef kDotLists[] = {
    "lhs_batching_dimensions", "rhs_batching_dimensions",
    "lhs_contracting_dimensions", "rhs_contracting_dimensions"};
} // namespace

Attribute DotDimensionNumbersAttr::parse(AsmParser &parser, Type) {
  SmallVector<SmallVector<int64_t>> lists;
  SmallVector<int64_t> ints;
  if (parseIntegerFields(parser, kDotLists, lists, {}, ints))
    return {};
  return get(parser.getContext(), lists[0], lists[1], lists[2], lists[3]);
}

void DotDimensionNumbersAttr::print(AsmPrinter &printer) const {
  printIntegerFields(printer, kDotLists,
                     {getLhsBatchingDimensions(), getRhsBatchingDimensions(),
                      getLhsContractingDimensions(),
                      getRhsContractingDimensions()},
                     {}, {});
}

//===----------------------------------------------------------------------===//
// dot_general
//===----------------------------------------------------------------------===//

LogicalResult DotGeneralOp::verify() {
  auto lhsType = getLhs().getType();
  auto rhsType = getRhs().getType();
  DotDimensionNumbersAttr dims = getDotDimensionNumbers();
  ArrayRef<int64_t> lb = dims.getLhsBatchingDimensions();
  ArrayRef<int64_t> rb = dims.getRhsBatchingDimensions();
  ArrayRef<int64_t> lc = dims.getLhsContractingDimensions();
  ArrayRef<int64_t> rc = dims.getRhsContractingDimensions();
  if (lb.size() != rb.size())
    return emitOpError() << "lhs and rhs batching dimensions differ in number (C1)";
  if (lc.size() != rc.size())
    return emitOpError()
           << "lhs and rhs contracting dimensions differ in number (C2)";
  SmallVector<int64_t> lhsAll(lb), rhsAll(rb);
  lhsAll.append(lc.begin(), lc.end());
  rhsAll.append(rc.begin(), rc.end());
  if (failed(verifyDimensionList(*this, lhsAll, lhsType.getRank(),
                                 "lhs batching and contracting dimensions",
                                 "(C3, C5, C6)")) ||
      failed(verifyDimensionList(*this, rhsAll, rhsType.getRank(),
                                 "rhs batching and contracting dimensions",
                                 "(C4, C7, C8)")))
    return failure();
  for (auto [l, r] : llvm::zip(lb, rb))
    if (!compatibleDim(lhsType.getDimSize(l), rhsType.getDimSize(r)))
      return emitOpError() << "batching dimensions " << l << " and " << r
                           << " differ in size (C9)";
  for (auto [l, r] : llvm::zip(lc, rc))
    if (!compatibleDim(lhsType.getDimSize(l), rhsType.getDimSize(r)))
      return emitOpError() << "contracting dimensions " << l << " and " << r
                           << " differ in size (C10)";
  Type lhsElem = lhsType.getElementType(), rhsElem = rhsType.getElementType();
  Type resultElem = getType().getElementType();
  if (isQuantizedElement(lhsElem) || isQuantizedElement(rhsElem) ||
      isQuantizedElement(resultElem)) {
    auto lhsQ = dyn_cast<quant::QuantizedType>(lhsElem);
    auto rhsQ = dyn_cast<quant::QuantizedType>(rhsElem);
    auto resultQ = dyn_cast<quant::QuantizedType>(resultElem);
    if (lhsQ && !(rhsQ && resultQ))
      return emitOpError() << "a quantized lhs needs a quantized rhs and "
                              "result (C14)";
    if (lhsQ) {
      if (lhsQ.getStorageType() != rhsQ.getStorageType())
        return emitOpError() << "lhs and rhs must have the same storage type "
                                "(C17)";
      if (lhsQ.getExpressedType() != rhsQ.getExpressedType() ||
          lhsQ.getExpressedType() != resultQ.getExpressedType())
        return emitOpError() << "lhs, rhs and result must have the same "
                                "expressed type (C18)";
    } else if (!rhsQ || rhsQ.getExpressedType() != lhsElem ||
               resultElem != lhsElem) {
      return emitOpError() << "with a float lhs, the rhs must be quantized "
                              "with the lhs element type as expressed type, "
                              "and the result must have the lhs element type "
                              "(C20)";
    }
  } else if (lhsElem != rhsElem)
    return emitOpError() << "lhs and rhs must have the same element type, got "
                         << lhsType.getElementType() << " and "
                         << rhsType.getElementType() << " (C13)";
  // (C11) asks for 2; upstream's verifier takes up to 2 (docs/design.md).
  if (auto precision = getPrecisionConfig())
    if (precision->size() > 2)
      return emitOpError() << "precision_config has " << precision->size()
                           << " values, at most 2 (C11)";
  if (DotAlgorithmAttr algorithm = getAlgorithmAttr()) {
    if (auto precision = getPrecisionConfig())
      for (Attribute p : *precision)
        if (cast<PrecisionAttr>(p).getValue() != Precision::DEFAULT)
          return emitOpError() << "an algorithm needs DEFAULT precision (C21)";
    if (algorithm.getLhsComponentCount() <= 0)
      return emitOpError() << "lhs_component_count must be positive (C22)";
    if (algorithm.getRhsComponentCount() <= 0)
      return emitOpError() << "rhs_component_count must be positive (C23)";
    if (algorithm.getNumPrimitiveOperations() <= 0)
      return emitOpError() << "num_primitive_operations must be positive (C24)";
  }
  SmallVector<int64_t> expected;
  for (int64_t d : lb)
    expected.push_back(lhsType.getDimSize(d));
  for (int64_t d = 0; d < lhsType.getRank(); ++d)
    if (!llvm::is_contained(lhsAll, d))
      expected.push_back(lhsType.getDimSize(d));
  for (int64_t d = 0; d < rhsType.getRank(); ++d)
    if (!llvm::is_contained(rhsAll, d))
      expected.push_back(rhsType.getDimSize(d));
  bool lhsComplex = isa<ComplexType>(lhsType.getElementType());
  if (lhsComplex != isa<ComplexType>(getType().getElementType()))
    return emitOpError() << "complex operands need a complex result";
  return verifyShape(*this, getType(), expected, "result", "(C12)");
}

ParseResult DotGeneralOp::parse(OpAsmParser &parser, OperationState &result) {
  OpAsmParser::UnresolvedOperand lhs, rhs;
  if (parser.parseOperand(lhs) || parser.parseComma() ||
      parser.parseOperand(rhs))
    return failure();
  SmallVector<int64_t> lb, rb, lc, rc;
  auto parsePair = [&](SmallVectorImpl<int64_t> &l,
                       SmallVectorImpl<int64_t> &r) -> ParseResult {
    DenseI64ArrayAttr a, b;
    if (parser.parseEqual() || parseDims(parser, a) ||
        parser.parseKeyword("x") || parseDims(parser, b))
      return failure();
    l.assign(a.asArrayRef().begin(), a.asArrayRef().end());
    r.assign(b.asArrayRef().begin(), b.asArrayRef().end());
    return success();
  };
  MLIRContext *context = parser.getContext();
  while (succeeded(parser.parseOptionalComma())) {
    llvm::SMLoc loc = parser.getCurrentLocation();
    StringRef key;
    if (parser.parseKeyword(&key))
      return failure();
    if (key == "batching_dims") {
      if (parsePair(lb, rb))
        return failure();
    } else if (key == "contracting_dims") {
      if (parsePair(lc, rc))
        return failure();
    } else if (key == "precision") {
      SmallVector<Attribute> values;
      if (parser.parseEqual() ||
          parser.parseCommaSeparatedList(
              AsmParser::Delimiter::Square, [&]() -> ParseResult {
                llvm::SMLoc valueLoc = parser.getCurrentLocation();
                StringRef name;
                if (parser.parseKeyword(&name))
                  return failure();
                std::optional<Precision> value = symbolizePrecision(name);
                if (!value)
                  return parser.emitError(valueLoc)
                         << "unknown precision '" << name << "'";
                values.push_back(PrecisionAttr::get(context, *value));
                return success();
              }))
        return failure();
      result.addAttribute("precision_config", ArrayAttr::get(context, values));
    } else if (key == "algorithm") {
      if (parser.parseEqual())
        return failure();
      Attribute algorithm = DotAlgorithmAttr::parse(parser, Type());
      if (!algorithm)
        return failure();
      result.addAttribute("algorithm", algorithm);
    } else {
      return parser.emitError(loc) << "unknown dot_general field '" << key << "'";
    }
  }
  result.addAttribute("dot_dimension_numbers",
                      DotDimensionNumbersAttr::get(context, lb, rb, lc, rc));
  FunctionType fnType;
  llvm::SMLoc typeLoc = parser.getCurrentLocation();
  if (parser.parseOptionalAttrDict(result.attributes) ||
      parser.parseColonType(fnType))
    return failure();
  if (fnType.getNumInputs() != 2 || fnType.getNumResults() != 1)
    return parser.emitError(typeLoc) << "expected (lhs, rhs) -> result";
  if (parser.resolveOperands({lhs, rhs}, fnType.getInputs(), typeLoc,
                             result.operands))
    return failure();
  result.addTypes(fnType.getResults());
  return success();
}

void DotGeneralOp::print(OpAsmPrinter &p) {
  p << " " << getLhs() << ", " << getRhs();
  DotDimensionNumbersAttr dims = getDotDimensionNumbers();
  auto printPair = [&](StringRef key, ArrayRef<int64_t> l, ArrayRef<int64_t> r) {
    p << ", " << key << " = [";
    llvm::interleaveComma(l, p);
    p << "] x [";
    llvm::interleaveComma(r, p);
    p << "]";
  };
  if (!dims.getLhsBatchingDimensions().empty())
    printPair("batching_dims", dims.getLhsBatchingDimensions(),
              dims.getRhsBatchingDimensions());
  printPair("contracting_dims", dims.getLhsContractingDimensions(),
            dims.getRhsContractingDimensions());
  if (auto precision = getPrecisionConfig()) {
    p << ", precision = [";
    llvm::interleaveComma(*precision, p, [&](Attribute a) {
      p << stringifyPrecision(cast<PrecisionAttr>(a).getValue());
    });
    p << "]";
  }
  if (auto algorithm = getAlgorithmAttr()) {
    p << ", algorithm = ";
    algorithm.print(p);
  }
  p.printOptionalAttrDict((*this)->getAttrs(),
                          {"dot_dimension_numbers", "precision_config",
                           "algorithm"});
  p << " : ";
  p.printFunctionalType(*this);
}

//===----------------------------------------------------------------------===//
// einsum
//===----------------------------------------------------------------------===//

std::string mlir::stablehlo::expandEinsumEllipsis(StringRef config,
                                                 ArrayRef<int64_t> ranks) {
  size_t arrow = config.find("->");
  if (arrow == StringRef::npos)
    return "";
  SmallVector<StringRef> inputs;
  config.substr(0, arrow).split(inputs, ',');
  if (inputs.size() != ranks.size())
    return "";
  int64_t widest = 0;
  SmallVector<int64_t> hidden;
  for (auto [term, rank] : llvm::zip(inputs, ranks)) {
    int64_t named = int64_t(term.size());
    if (term.contains("...")) {
      named -= 3;
      if (rank < named || named < 0)
        return "";
      hidden.push_back(rank - named);
    } else {
      hidden.push_back(0);
    }
    widest = std::max(widest, hidden.back());
  }
  if (widest > 10)
    return "";
  // Placeholders are right-aligned, as broadcasting aligns trailing dims.
  auto placeholders = [&](int64_t count) {
    std::string text;
    for (int64_t i = widest - count; i < widest; ++i)
      text.push_back(char('0' + i));
    return text;
  };
  std::string result;
  for (auto [i, term] : llvm::enumerate(inputs)) {
    if (i)
      result += ",";
    size_t dots = term.find("...");
    if (dots == StringRef::npos) {
      result += term.str();
      continue;
    }
    result += term.substr(0, dots).str() + placeholders(hidden[i]) +
              term.substr(dots + 3).str();
  }
  result += "->";
  StringRef output = config.substr(arrow + 2);
  size_t dots = output.find("...");
  if (dots == StringRef::npos)
    result += output.str();
  else
    result += output.substr(0, dots).str() + placeholders(widest) +
              output.substr(dots + 3).str();
  return result;
}

namespace {
/// Checks `config` ("ab,bc->ac" or "ab->ba") against the operand and result
/// shapes: one letter per dimension, one size per letter, every output
/// letter among the inputs'.
LogicalResult verifyEinsumConfig(Operation *op, StringRef config,
                                 ArrayRef<ShapedType> inputs,
                                 ShapedType result) {
  SmallVector<int64_t> ranks;
  for (ShapedType input : inputs)
    ranks.push_back(input.getRank());
  std::string expanded = expandEinsumEllipsis(config, ranks);
  if (expanded.empty())
    return op->emitOpError() << "einsum_config '" << config
                             << "' does not match the operand ranks";
  StringRef original = config;
  config = expanded;
  size_t arrow = config.find("->");
  if (arrow == StringRef::npos)
    return op->emitOpError() << "einsum_config '" << config
                             << "' has no '->'";
  SmallVector<StringRef> inputSpecs;
  config.substr(0, arrow).split(inputSpecs, ',');
  StringRef outputSpec = config.substr(arrow + 2);
  if (inputSpecs.size() != inputs.size())
    return op->emitOpError() << "einsum_config '" << config << "' names "
                             << inputSpecs.size() << " operand(s), the op has "
                             << inputs.size();
  llvm::DenseMap<char, int64_t> sizes;
  auto bind = [&](StringRef spec, ShapedType type) -> LogicalResult {
    if (int64_t(spec.size()) != type.getRank())
      return op->emitOpError() << "einsum_config term '" << spec
                               << "' does not match rank " << type.getRank();
    for (auto [i, c] : llvm::enumerate(spec)) {
      if (!llvm::isAlnum(c))
        return op->emitOpError() << "einsum_config '" << original
                                 << "' has a bad letter '" << c << "'";
      int64_t size = type.getDimSize(i);
      auto [it, inserted] = sizes.try_emplace(c, size);
      if (!inserted && !compatibleDim(it->second, size))
        return op->emitOpError() << "einsum_config letter '" << c
                                 << "' has sizes " << it->second << " and "
                                 << size;
    }
    return success();
  };
  for (auto [spec, type] : llvm::zip(inputSpecs, inputs))
    if (failed(bind(spec, type)))
      return failure();
  for (char c : outputSpec)
    if (!sizes.count(c))
      return op->emitOpError() << "einsum_config output letter '" << c
                               << "' is not in the inputs";
  llvm::SmallDenseSet<char> seen;
  for (char c : outputSpec)
    if (!seen.insert(c).second)
      return op->emitOpError() << "einsum_config output repeats '" << c << "'";
  SmallVector<int64_t> expected;
  for (char c : outputSpec)
    expected.push_back(sizes[c]);
  return verifyShape(op, result, expected, "result", "(from einsum_config)");
}
} // namespace

LogicalResult EinsumOp::verify() {
  if (failed(verifySameElementType(*this, getLhs().getType(), getType(), "")) ||
      failed(verifySameElementType(*this, getRhs().getType(), getType(), "")))
    return failure();
  return verifyEinsumConfig(*this, getEinsumConfig(),
                            {getLhs().getType(), getRhs().getType()}, getType());
}

LogicalResult UnaryEinsumOp::verify() {
  if (failed(verifySameElementType(*this, getOperand().getType(), getType(), "")))
    return failure();
  return verifyEinsumConfig(*this, getEinsumConfig(), {getOperand().getType()},
                            getType());
}

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
/// The element types convolution and dynamic_conv allow (C27, C28, C34).
template <typename ConvOp>
LogicalResult verifyConvElementTypes(ConvOp op) {
  Type rhsElem = op.getRhs().getType().getElementType();
  // C27 asks for one element type throughout, but StableHLO's own tests
  // widen integer results (i8 x i8 -> i32), so the result may be wider
  // within the same kind (integer, float, complex).
  Type lhsElem = op.getLhs().getType().getElementType();
  Type resultElem = op.getType().getElementType();
  auto kind = [](Type t) {
    return isa<IntegerType>(t) ? 0 : isa<FloatType>(t) ? 1 : 2;
  };
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
  return success();
}

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
  if (failed(verifyConvElementTypes(op)))
    return failure();
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
  // dynamic_conv's window_strides may have another length than the spatial
  // rank, as upstream's verifier lets it (JAX has exported a 1-D dynamic_conv
  // with two strides; upstream's testdata keeps two such files): the
  // interpreter refuses it when the op runs, and (C25) is not checked here.
  bool stridesUnusable = false;
  auto checkList = [&](std::optional<ArrayRef<int64_t>> values, StringRef what,
                       StringRef rule) -> LogicalResult {
    if (!values)
      return success();
    if (std::is_same_v<ConvOp, DynamicConvOp> && what == "window_strides" &&
        int64_t(values->size()) != spatial)
      stridesUnusable = true;
    else if (int64_t(values->size()) != spatial)
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
  // (C24) asks for 2; upstream's verifier takes up to 2 (docs/design.md).
  if (auto precision = op.getPrecisionConfig())
    if (precision->size() > 2)
      return op.emitOpError() << "precision_config has " << precision->size()
                              << " values, at most 2 (C24)";
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
    if (!known(size) || !known(window) || !padding || stridesUnusable)
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
    values = constantIntegers(constant.getValue());
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
    if (precision->size() > 2)
      return emitOpError() << "precision_config has " << precision->size()
                           << " values, at most 2";
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
