//===- ChloOps.cpp - chlo dialect: verifiers and custom syntax ------------===//
//
// Verifiers of the chlo ops (their constraints follow upstream's ChloOps.td
// and ChloOps.cpp), the broadcasting shape rule the broadcast_* ops share,
// #chlo.ragged_dot<...> and scan's `(inputs) inits(inits) dimension=d`.
//
//===----------------------------------------------------------------------===//

#include "dialect/ChloOps.h"
#include "dialect/AssemblyHelpers.h"
#include "dialect/Inlining.h"
#include "dialect/VerifyHelpers.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/TypeUtilities.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace mlir::chlo;

#include "dialect/ChloDialect.cpp.inc"
#include "dialect/ChloEnums.cpp.inc"
#define GET_ATTRDEF_CLASSES
#include "dialect/ChloAttrs.cpp.inc"
#define GET_OP_CLASSES
#include "dialect/ChloOps.cpp.inc"

void CHLODialect::initialize() {
  addOperations<
#define GET_OP_LIST
#include "dialect/ChloOps.cpp.inc"
      >();
  addAttributes<
#define GET_ATTRDEF_LIST
#include "dialect/ChloAttrs.cpp.inc"
      >();
  addInterfaces<shlo::AlwaysInlinable>();
}

//===----------------------------------------------------------------------===//
// Broadcasting
//===----------------------------------------------------------------------===//

SmallVector<int64_t>
mlir::chlo::broadcastMapping(int64_t operandRank, int64_t otherRank,
                             int64_t resultRank,
                             std::optional<ArrayRef<int64_t>> dims) {
  if (dims && operandRank < otherRank)
    return SmallVector<int64_t>(*dims);
  SmallVector<int64_t> mapping;
  for (int64_t i = 0; i < operandRank; ++i)
    mapping.push_back(resultRank - operandRank + i);
  return mapping;
}

FailureOr<SmallVector<int64_t>>
mlir::chlo::broadcastShape(ArrayRef<int64_t> lhs, ArrayRef<int64_t> rhs,
                           std::optional<ArrayRef<int64_t>> dims,
                           std::string &message) {
  // broadcast_dimensions only matter when the ranks differ (upstream
  // ignores them otherwise).
  if (lhs.size() == rhs.size())
    dims = std::nullopt;
  ArrayRef<int64_t> high = lhs.size() >= rhs.size() ? lhs : rhs;
  ArrayRef<int64_t> low = lhs.size() >= rhs.size() ? rhs : lhs;
  int64_t rank = high.size();
  if (dims) {
    if (int64_t(dims->size()) != int64_t(low.size())) {
      message = "broadcast_dimensions has " + std::to_string(dims->size()) +
                " entries, the lower-rank operand has rank " +
                std::to_string(low.size());
      return failure();
    }
    llvm::SmallDenseSet<int64_t> seen;
    for (int64_t d : *dims)
      if (d < 0 || d >= rank || !seen.insert(d).second) {
        message = "broadcast_dimensions entry " + std::to_string(d) +
                  " is out of range [0, " + std::to_string(rank) +
                  ") or repeated";
        return failure();
      }
  }
  SmallVector<int64_t> mapping =
      broadcastMapping(low.size(), rank, rank, dims);
  SmallVector<int64_t> shape(high);
  for (auto [i, d] : llvm::enumerate(mapping)) {
    int64_t a = shape[d], b = low[i];
    if (a == b || b == 1)
      continue;
    if (a == 1) {
      shape[d] = b;
      continue;
    }
    if (ShapedType::isDynamic(a) || ShapedType::isDynamic(b)) {
      shape[d] = ShapedType::isDynamic(a) ? b : a;
      continue;
    }
    message = "operand dimensions " + std::to_string(a) + " and " +
              std::to_string(b) + " do not broadcast";
    return failure();
  }
  return shape;
}

namespace {
/// Verifies that `result`'s shape is the broadcast of lhs's and rhs's.
LogicalResult verifyBroadcast(Operation *op, Type lhs, Type rhs, Type result,
                              std::optional<ArrayRef<int64_t>> dims) {
  std::string message;
  FailureOr<SmallVector<int64_t>> shape =
      broadcastShape(cast<ShapedType>(lhs).getShape(),
                     cast<ShapedType>(rhs).getShape(), dims, message);
  if (failed(shape))
    return op->emitOpError() << message;
  auto resultType = cast<ShapedType>(result);
  if (resultType.getRank() != int64_t(shape->size()))
    return op->emitOpError() << "requires a result of rank " << shape->size()
                             << ", the broadcast of the operands' shapes";
  for (auto [r, s] : llvm::zip(resultType.getShape(), *shape))
    if (!stablehlo::compatibleDim(r, s))
      return op->emitOpError()
             << "result type " << result
             << " does not match the broadcast of the operands' shapes";
  return success();
}

std::optional<ArrayRef<int64_t>> optionalDims(DenseI64ArrayAttr attr) {
  if (!attr)
    return std::nullopt;
  return attr.asArrayRef();
}
} // namespace

#define CHLO_BROADCAST_VERIFIER(OpTy)                                          \
  LogicalResult OpTy::verify() {                                               \
    return verifyBroadcast(*this, getLhs().getType(), getRhs().getType(),      \
                           getResult().getType(),                              \
                           optionalDims(getBroadcastDimensionsAttr()));        \
  }
CHLO_BROADCAST_VERIFIER(BroadcastAddOp)
CHLO_BROADCAST_VERIFIER(BroadcastAtan2Op)
CHLO_BROADCAST_VERIFIER(BroadcastDivOp)
CHLO_BROADCAST_VERIFIER(BroadcastMaxOp)
CHLO_BROADCAST_VERIFIER(BroadcastMinOp)
CHLO_BROADCAST_VERIFIER(BroadcastMulOp)
CHLO_BROADCAST_VERIFIER(BroadcastNextAfterOp)
CHLO_BROADCAST_VERIFIER(BroadcastPolygammaOp)
CHLO_BROADCAST_VERIFIER(BroadcastPowOp)
CHLO_BROADCAST_VERIFIER(BroadcastRemOp)
CHLO_BROADCAST_VERIFIER(BroadcastShiftLeftOp)
CHLO_BROADCAST_VERIFIER(BroadcastShiftRightArithmeticOp)
CHLO_BROADCAST_VERIFIER(BroadcastShiftRightLogicalOp)
CHLO_BROADCAST_VERIFIER(BroadcastSubOp)
CHLO_BROADCAST_VERIFIER(BroadcastZetaOp)
CHLO_BROADCAST_VERIFIER(BroadcastAndOp)
CHLO_BROADCAST_VERIFIER(BroadcastOrOp)
CHLO_BROADCAST_VERIFIER(BroadcastXorOp)
CHLO_BROADCAST_VERIFIER(BroadcastCompareOp)
#undef CHLO_BROADCAST_VERIFIER

LogicalResult BroadcastComplexOp::verify() {
  Type lhs = getLhs().getType().getElementType();
  Type rhs = getRhs().getType().getElementType();
  if (lhs != rhs)
    return emitOpError() << "requires lhs and rhs of one element type, got "
                         << lhs << " and " << rhs;
  auto complex = cast<ComplexType>(getResult().getType().getElementType());
  if (complex.getElementType() != lhs)
    return emitOpError() << "requires the result element type complex<"
                         << lhs << ">";
  return verifyBroadcast(*this, getLhs().getType(), getRhs().getType(),
                         getResult().getType(),
                         optionalDims(getBroadcastDimensionsAttr()));
}

LogicalResult BroadcastSelectOp::verify() {
  Type onTrue = getOnTrue().getType(), onFalse = getOnFalse().getType();
  Type result = getResult().getType();
  if (getElementTypeOrSelf(onTrue) != getElementTypeOrSelf(onFalse) ||
      getElementTypeOrSelf(onTrue) != getElementTypeOrSelf(result))
    return emitOpError()
           << "requires on_true, on_false and the result of one element type";
  std::string message;
  FailureOr<SmallVector<int64_t>> values =
      broadcastShape(getOnTrue().getType().getShape(),
                     getOnFalse().getType().getShape(), std::nullopt, message);
  if (failed(values))
    return emitOpError() << message;
  RankedTensorType valuesType =
      RankedTensorType::get(*values, getElementTypeOrSelf(onTrue));
  return verifyBroadcast(*this, getPred().getType(), valuesType, result,
                         std::nullopt);
}

//===----------------------------------------------------------------------===//
// constant, constant_like, top_k
//===----------------------------------------------------------------------===//

ParseResult ConstantOp::parse(OpAsmParser &parser, OperationState &result) {
  if (parser.parseOptionalAttrDict(result.attributes))
    return failure();
  Attribute value;
  if (parser.parseAttribute(value))
    return failure();
  auto elements = dyn_cast<ElementsAttr>(value);
  if (!elements)
    return parser.emitError(parser.getCurrentLocation())
           << "expects a typed elements attribute";
  result.addAttribute("value", elements);
  result.addTypes(elements.getType());
  return success();
}

void ConstantOp::print(OpAsmPrinter &p) {
  p.printOptionalAttrDict((*this)->getAttrs(), {"value"});
  p << " ";
  p.printAttribute(getValue());
}

LogicalResult ConstantOp::verify() {
  if (getValue().getType() != getOutput().getType())
    return emitOpError() << "requires the value's type "
                         << getValue().getType() << " to be the result type "
                         << getOutput().getType();
  return success();
}

LogicalResult ConstantLikeOp::verify() {
  Type valueType = getValue().getType();
  Type resultElement = getResult().getType().getElementType();
  if (valueType != resultElement)
    return emitOpError() << "requires the value's type " << valueType
                         << " to be the result element type " << resultElement;
  return success();
}

LogicalResult TopKOp::verify() {
  RankedTensorType operandType = getOperand().getType();
  if (operandType.getRank() < 1)
    return emitOpError() << "requires an operand of rank >= 1";
  int64_t k = getK();
  if (k < 0)
    return emitOpError() << "requires k >= 0, got " << k;
  int64_t last = operandType.getShape().back();
  if (!ShapedType::isDynamic(last) && last < k)
    return emitOpError() << "requires the last dimension (" << last
                         << ") to be at least k (" << k << ")";
  SmallVector<int64_t> shape(operandType.getShape());
  shape.back() = k;
  if (getValues().getType().getElementType() != operandType.getElementType())
    return emitOpError() << "requires values of the operand's element type";
  if (failed(stablehlo::verifyShape(*this, getValues().getType(), shape,
                                    "values", "(top_k)")) ||
      failed(stablehlo::verifyShape(*this, getIndices().getType(), shape,
                                    "indices", "(top_k)")))
    return failure();
  return success();
}

//===----------------------------------------------------------------------===//
// ragged_dot
//===----------------------------------------------------------------------===//

namespace {
const StringRef kRaggedDotLists[] = {
    "lhs_batching_dimensions",    "rhs_batching_dimensions",
    "lhs_contracting_dimensions", "rhs_contracting_dimensions",
    "lhs_ragged_dimensions",      "rhs_group_dimensions"};
} // namespace

Attribute RaggedDotDimensionNumbersAttr::parse(AsmParser &parser, Type) {
  SmallVector<SmallVector<int64_t>> lists;
  SmallVector<int64_t> ints;
  if (stablehlo::parseIntegerFields(parser, kRaggedDotLists, lists, {}, ints))
    return {};
  return get(parser.getContext(), lists[0], lists[1], lists[2], lists[3],
             lists[4], lists[5]);
}

void RaggedDotDimensionNumbersAttr::print(AsmPrinter &printer) const {
  stablehlo::printIntegerFields(
      printer, kRaggedDotLists,
      {getLhsBatchingDimensions(), getRhsBatchingDimensions(),
       getLhsContractingDimensions(), getRhsContractingDimensions(),
       getLhsRaggedDimensions(), getRhsGroupDimensions()},
      {}, {});
}

LogicalResult RaggedDotOp::verify() {
  RankedTensorType lhsType = getLhs().getType(), rhsType = getRhs().getType();
  RaggedDotDimensionNumbersAttr dims = getRaggedDotDimensionNumbers();
  int64_t lhsRank = lhsType.getRank(), rhsRank = rhsType.getRank();
  auto checkDims = [&](ArrayRef<int64_t> list, int64_t rank, StringRef what) {
    return stablehlo::verifyDimensionList(*this, list, rank, what,
                                          "(ragged_dot)", false);
  };
  if (failed(checkDims(dims.getLhsBatchingDimensions(), lhsRank,
                       "lhs_batching_dimensions")) ||
      failed(checkDims(dims.getRhsBatchingDimensions(), rhsRank,
                       "rhs_batching_dimensions")) ||
      failed(checkDims(dims.getLhsContractingDimensions(), lhsRank,
                       "lhs_contracting_dimensions")) ||
      failed(checkDims(dims.getRhsContractingDimensions(), rhsRank,
                       "rhs_contracting_dimensions")) ||
      failed(checkDims(dims.getLhsRaggedDimensions(), lhsRank,
                       "lhs_ragged_dimensions")) ||
      failed(checkDims(dims.getRhsGroupDimensions(), rhsRank,
                       "rhs_group_dimensions")))
    return failure();
  if (dims.getLhsBatchingDimensions().size() !=
      dims.getRhsBatchingDimensions().size())
    return emitOpError() << "requires as many lhs as rhs batching dimensions";
  if (dims.getLhsContractingDimensions().size() !=
      dims.getRhsContractingDimensions().size())
    return emitOpError()
           << "requires as many lhs as rhs contracting dimensions";
  if (dims.getLhsRaggedDimensions().size() != 1)
    return emitOpError() << "requires exactly one lhs ragged dimension";
  if (dims.getRhsGroupDimensions().size() > 1)
    return emitOpError() << "requires at most one rhs group dimension";
  int64_t ragged = dims.getLhsRaggedDimensions().front();
  bool isContracting = llvm::is_contained(dims.getLhsContractingDimensions(),
                                          ragged);
  bool isBatching = llvm::is_contained(dims.getLhsBatchingDimensions(), ragged);
  bool hasGroup = !dims.getRhsGroupDimensions().empty();
  if (!isContracting && !isBatching && !hasGroup)
    return emitOpError() << "requires an rhs group dimension when the lhs "
                            "ragged dimension is a free dimension";
  if ((isContracting || isBatching) && hasGroup)
    return emitOpError() << "requires no rhs group dimension when the lhs "
                            "ragged dimension is a batching or contracting "
                            "dimension";
  for (auto [l, r] : llvm::zip(dims.getLhsContractingDimensions(),
                               dims.getRhsContractingDimensions()))
    if (!stablehlo::compatibleDim(lhsType.getDimSize(l),
                                  rhsType.getDimSize(r)))
      return emitOpError() << "requires contracting dimensions of equal size";
  for (auto [l, r] : llvm::zip(dims.getLhsBatchingDimensions(),
                               dims.getRhsBatchingDimensions()))
    if (!stablehlo::compatibleDim(lhsType.getDimSize(l),
                                  rhsType.getDimSize(r)))
      return emitOpError() << "requires batching dimensions of equal size";
  if (getResult().getType().getElementType() != lhsType.getElementType() &&
      !isa<IntegerType, FloatType>(getResult().getType().getElementType()))
    return emitOpError() << "requires a numeric result element type";
  return success();
}

//===----------------------------------------------------------------------===//
// scan
//===----------------------------------------------------------------------===//

ParseResult ScanOp::parse(OpAsmParser &parser, OperationState &result) {
  SmallVector<OpAsmParser::UnresolvedOperand> inputs, inits;
  if (parser.parseOperandList(inputs, OpAsmParser::Delimiter::Paren) ||
      parser.parseKeyword("inits") ||
      parser.parseOperandList(inits, OpAsmParser::Delimiter::Paren) ||
      parser.parseKeyword("dimension") || parser.parseEqual())
    return failure();
  int64_t dimension;
  if (parser.parseInteger(dimension))
    return failure();
  result.addAttribute("dimension",
                      parser.getBuilder().getI64IntegerAttr(dimension));
  if (parser.parseOptionalAttrDictWithKeyword(result.attributes))
    return failure();
  Region *body = result.addRegion();
  if (parser.parseRegion(*body, /*arguments=*/{}) || parser.parseColon())
    return failure();
  FunctionType type;
  llvm::SMLoc typeLoc = parser.getCurrentLocation();
  if (parser.parseType(type))
    return failure();
  if (type.getNumInputs() != inputs.size() + inits.size())
    return parser.emitError(typeLoc)
           << "expects " << inputs.size() + inits.size() << " operand types";
  if (parser.resolveOperands(inputs, type.getInputs().take_front(inputs.size()),
                             typeLoc, result.operands) ||
      parser.resolveOperands(inits, type.getInputs().drop_front(inputs.size()),
                             typeLoc, result.operands))
    return failure();
  result.addTypes(type.getResults());
  result.addAttribute(getOperandSegmentSizesAttrName(result.name),
                      parser.getBuilder().getDenseI32ArrayAttr(
                          {int32_t(inputs.size()), int32_t(inits.size())}));
  return success();
}

void ScanOp::print(OpAsmPrinter &p) {
  p << "(" << getInputs() << ") inits(" << getInits()
    << ") dimension=" << getDimension();
  p.printOptionalAttrDictWithKeyword(
      (*this)->getAttrs(),
      {"dimension", getOperandSegmentSizesAttrName().getValue()});
  p << " ";
  p.printRegion(getBody(), /*printEntryBlockArgs=*/true);
  p << " : ";
  p.printFunctionalType(*this);
}

LogicalResult ScanOp::verify() {
  size_t numInputs = getInputs().size(), numInits = getInits().size();
  size_t numResults = getResults().size();
  if (numResults < numInits)
    return emitOpError() << "requires at least one result per init";
  size_t numOutputs = numResults - numInits;
  int64_t dimension = getDimension();
  for (Value input : getInputs()) {
    auto type = cast<RankedTensorType>(input.getType());
    if (dimension < 0 || dimension >= type.getRank())
      return emitOpError() << "dimension " << dimension
                           << " is out of range for input " << type;
  }
  for (size_t i = 0; i < numInits; ++i)
    if (getInits()[i].getType() != getResults()[numOutputs + i].getType())
      return emitOpError() << "requires carry result " << i
                           << " to have the type of init " << i;
  Block &block = getBody().front();
  if (block.getNumArguments() != numInputs + numInits)
    return emitOpError() << "requires the body to take "
                         << numInputs + numInits
                         << " arguments (one slice per input, then the carries)";
  for (size_t i = 0; i < numInputs; ++i) {
    auto type = cast<RankedTensorType>(getInputs()[i].getType());
    SmallVector<int64_t> shape(type.getShape());
    shape.erase(shape.begin() + dimension);
    if (block.getArgument(i).getType() !=
        RankedTensorType::get(shape, type.getElementType()))
      return emitOpError() << "requires body argument " << i
                           << " to be input " << i
                           << " without the scanned dimension";
  }
  for (size_t i = 0; i < numInits; ++i)
    if (block.getArgument(numInputs + i).getType() != getInits()[i].getType())
      return emitOpError() << "requires body argument " << numInputs + i
                           << " to have the type of init " << i;
  Operation *terminator = stablehlo::terminatorOf(block);
  if (!terminator)
    return emitOpError() << "requires the body to end in a return";
  if (terminator->getNumOperands() != numResults)
    return emitOpError() << "requires the body to return " << numResults
                         << " values (the output slices, then the carries)";
  for (size_t i = 0; i < numOutputs; ++i) {
    auto slice = dyn_cast<RankedTensorType>(terminator->getOperand(i).getType());
    auto full = cast<RankedTensorType>(getResults()[i].getType());
    if (!slice || full.getRank() != slice.getRank() + 1 ||
        dimension >= full.getRank())
      return emitOpError() << "requires output " << i
                           << " to be the body's slice " << i
                           << " with the scanned dimension added";
  }
  return success();
}
