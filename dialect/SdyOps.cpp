//===- SdyOps.cpp - sdy dialect: syntax and verifiers ---------------------===//

#include "dialect/SdyOps.h"
#include "dialect/Inlining.h"

#include "mlir/IR/Builders.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/MathExtras.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace mlir::sdy;

//===----------------------------------------------------------------------===//
// Custom directives
//===----------------------------------------------------------------------===//

/// `@mesh` (an `sdy.mesh` symbol) or `mesh<[...]>` (an inline mesh).
static ParseResult parseMeshOrRef(AsmParser &parser, Attribute &meshOrRef) {
  SymbolRefAttr ref;
  OptionalParseResult symbol = parser.parseOptionalAttribute(ref);
  if (symbol.has_value()) {
    if (failed(*symbol))
      return failure();
    if (!isa<FlatSymbolRefAttr>(ref))
      return parser.emitError(parser.getCurrentLocation(),
                              "expected a flat mesh symbol reference");
    meshOrRef = ref;
    return success();
  }
  MeshAttr mesh;
  if (parser.parseKeyword("mesh") ||
      parser.parseCustomAttributeWithFallback(mesh))
    return failure();
  meshOrRef = mesh;
  return success();
}

static void printMeshOrRef(AsmPrinter &printer, Attribute meshOrRef) {
  if (auto mesh = dyn_cast<MeshAttr>(meshOrRef)) {
    printer << "mesh";
    printer.printStrippedAttrOrType(mesh);
    return;
  }
  printer.printAttribute(meshOrRef);
}

/// `[<@mesh, [...]>, ...]`: a sharding per value without the attribute name.
static ParseResult
parseStrippedShardingPerValue(OpAsmParser &parser,
                              TensorShardingPerValueAttr &shardings) {
  SmallVector<TensorShardingAttr> list;
  if (parser.parseCommaSeparatedList(
          OpAsmParser::Delimiter::Square, [&]() -> ParseResult {
            TensorShardingAttr sharding;
            if (parser.parseCustomAttributeWithFallback(sharding))
              return failure();
            list.push_back(sharding);
            return success();
          }))
    return failure();
  shardings = TensorShardingPerValueAttr::get(parser.getContext(), list);
  return success();
}

static void printStrippedShardingPerValue(OpAsmPrinter &printer, Operation *,
                                          TensorShardingPerValueAttr shardings) {
  printer << "[";
  llvm::interleaveComma(shardings.getShardings(), printer,
                        [&](TensorShardingAttr sharding) {
                          printer.printStrippedAttrOrType(sharding);
                        });
  printer << "]";
}

/// `(%a: tensor<...>, ...) { ... }`: a single-block region with its
/// arguments named before it.
static ParseResult parseBodyWithArguments(OpAsmParser &parser, Region &body) {
  SmallVector<OpAsmParser::Argument> arguments;
  if (parser.parseArgumentList(arguments, OpAsmParser::Delimiter::Paren,
                               /*allowType=*/true) ||
      parser.parseRegion(body, arguments))
    return failure();
  return success();
}

static void printBodyWithArguments(OpAsmPrinter &printer, Operation *,
                                   Region &body) {
  printer << "(";
  llvm::interleaveComma(body.getArguments(), printer,
                        [&](BlockArgument argument) {
                          printer.printRegionArgument(argument);
                        });
  printer << ") ";
  printer.printRegion(body, /*printEntryBlockArgs=*/false);
}

//===----------------------------------------------------------------------===//
// Dialect
//===----------------------------------------------------------------------===//

#include "dialect/SdyDialect.cpp.inc"
#define GET_ATTRDEF_CLASSES
#include "dialect/SdyAttrs.cpp.inc"
#define GET_OP_CLASSES
#include "dialect/SdyOps.cpp.inc"

void SdyDialect::initialize() {
  addAttributes<
#define GET_ATTRDEF_LIST
#include "dialect/SdyAttrs.cpp.inc"
      >();
  addOperations<
#define GET_OP_LIST
#include "dialect/SdyOps.cpp.inc"
      >();
  addInterfaces<shlo::AlwaysInlinable>();
}

//===----------------------------------------------------------------------===//
// Attributes
//===----------------------------------------------------------------------===//

/// a * b for positive sizes, INT64_MAX when it overflows (a mesh of
/// 2^32 x 2^32 devices is refused by the interpreter, not wrapped to 0).
static int64_t saturatingProduct(int64_t a, int64_t b) {
  int64_t product;
  if (llvm::MulOverflow(a, b, product))
    return INT64_MAX;
  return product;
}

LogicalResult MeshAxisAttr::verify(function_ref<InFlightDiagnostic()> emitError,
                                   StringRef name, int64_t size) {
  if (name.empty())
    return emitError() << "mesh axis names must not be empty";
  if (size <= 0)
    return emitError() << "mesh axis \"" << name
                       << "\" must have a positive size, got " << size;
  return success();
}

LogicalResult MeshAttr::verify(function_ref<InFlightDiagnostic()> emitError,
                               ArrayRef<MeshAxisAttr> axes,
                               ArrayRef<int64_t> deviceIds) {
  llvm::StringSet<> names;
  int64_t total = 1;
  for (MeshAxisAttr axis : axes) {
    if (!names.insert(axis.getName()).second)
      return emitError() << "duplicate mesh axis \"" << axis.getName() << "\"";
    total = saturatingProduct(total, axis.getSize());
  }
  if (deviceIds.empty())
    return success();
  if (llvm::any_of(deviceIds, [](int64_t id) { return id < 0; }))
    return emitError() << "mesh device ids must be non-negative";
  if (axes.empty()) {
    if (deviceIds.size() != 1)
      return emitError() << "a mesh without axes takes one device id, got "
                         << deviceIds.size();
    return success();
  }
  if (int64_t(deviceIds.size()) != total)
    return emitError() << "mesh has " << deviceIds.size()
                       << " device ids but its axes make " << total
                       << " devices";
  SmallVector<int64_t> sorted(deviceIds);
  llvm::sort(sorted);
  for (int64_t i = 0; i < total; ++i)
    if (sorted[i] != i)
      return emitError() << "mesh device ids must be a permutation of 0.."
                         << total - 1;
  if (llvm::equal(sorted, deviceIds))
    return emitError() << "mesh device ids must not be the identity "
                          "(leave device_ids out)";
  return success();
}

int64_t MeshAttr::getTotalSize() const {
  int64_t total = 1;
  for (MeshAxisAttr axis : getAxes())
    total = saturatingProduct(total, axis.getSize());
  return total;
}

MeshAxisAttr MeshAttr::getAxis(StringRef name) const {
  for (MeshAxisAttr axis : getAxes())
    if (axis.getName() == name)
      return axis;
  return {};
}

/// `{"a", "b":(1)2, ?}p1`.
Attribute DimensionShardingAttr::parse(AsmParser &parser, Type) {
  SmallVector<AxisRefAttr> axes;
  bool isClosed = true;
  if (parser.parseLBrace())
    return {};
  if (failed(parser.parseOptionalRBrace())) {
    while (true) {
      if (succeeded(parser.parseOptionalQuestion())) {
        isClosed = false;
        if (parser.parseRBrace())
          return {};
        break;
      }
      AxisRefAttr axis;
      if (parser.parseCustomAttributeWithFallback(axis))
        return {};
      axes.push_back(axis);
      if (succeeded(parser.parseOptionalRBrace()))
        break;
      if (parser.parseComma())
        return {};
    }
  }
  std::optional<int64_t> priority;
  StringRef keyword;
  SMLoc keywordLoc = parser.getCurrentLocation();
  if (succeeded(parser.parseOptionalKeyword(&keyword))) {
    int64_t value;
    if (!keyword.starts_with("p") || keyword.drop_front().getAsInteger(10, value)) {
      parser.emitError(keywordLoc, "expected a priority p<N>, got '")
          << keyword << "'";
      return {};
    }
    priority = value;
  }
  return get(parser.getContext(), axes, isClosed, priority);
}

void DimensionShardingAttr::print(AsmPrinter &printer) const {
  printer << "{";
  llvm::interleaveComma(getAxes(), printer, [&](AxisRefAttr axis) {
    printer.printStrippedAttrOrType(axis);
  });
  if (!getIsClosed())
    printer << (getAxes().empty() ? "?" : ", ?");
  printer << "}";
  if (getPriority())
    printer << "p" << *getPriority();
}

LogicalResult
TensorShardingAttr::verify(function_ref<InFlightDiagnostic()> emitError,
                           Attribute meshOrRef,
                           ArrayRef<DimensionShardingAttr> dimShardings,
                           ArrayRef<AxisRefAttr> replicatedAxes) {
  for (DimensionShardingAttr dim : dimShardings)
    if (dim.getPriority() && *dim.getPriority() < 0)
      return emitError() << "sharding priorities must be non-negative, got p"
                         << *dim.getPriority();
  return success();
}

MeshAttr TensorShardingAttr::getMesh(Operation *from) const {
  if (auto mesh = dyn_cast<MeshAttr>(getMeshOrRef()))
    return mesh;
  auto meshOp = dyn_cast_or_null<MeshOp>(SymbolTable::lookupNearestSymbolFrom(
      from, cast<FlatSymbolRefAttr>(getMeshOrRef())));
  return meshOp ? meshOp.getMesh() : MeshAttr();
}

/// Checks an axis reference against `mesh`; `seen` collects the references
/// of one sharding, which may use an axis or sub-axis once.
static LogicalResult
verifyAxisRef(AxisRefAttr axis, MeshAttr mesh,
              SmallVectorImpl<AxisRefAttr> &seen,
              function_ref<InFlightDiagnostic()> emitError) {
  MeshAxisAttr meshAxis = mesh.getAxis(axis.getName());
  if (!meshAxis)
    return emitError() << "sharding uses axis \"" << axis.getName()
                       << "\", which is not in the mesh";
  if (SubAxisInfoAttr sub = axis.getSubAxisInfo()) {
    int64_t full = meshAxis.getSize();
    if (sub.getPreSize() < 1 || sub.getSize() <= 1 ||
        full % (sub.getPreSize() * sub.getSize()) != 0 ||
        sub.getSize() == full)
      return emitError() << "sub-axis \"" << axis.getName() << "\":("
                         << sub.getPreSize() << ")" << sub.getSize()
                         << " does not split the axis of size " << full;
  }
  if (llvm::is_contained(seen, axis))
    return emitError() << "sharding uses axis \"" << axis.getName()
                       << "\" twice";
  seen.push_back(axis);
  return success();
}

LogicalResult
TensorShardingAttr::verifyFor(Type type, MeshAttr mesh,
                              function_ref<InFlightDiagnostic()> emitError) const {
  if (!mesh)
    return emitError() << "sharding refers to "
                       << cast<FlatSymbolRefAttr>(getMeshOrRef())
                       << ", which is not an sdy.mesh";
  auto shaped = dyn_cast<ShapedType>(type);
  int64_t rank = shaped && shaped.hasRank() ? shaped.getRank() : 0;
  if (int64_t(getDimShardings().size()) != rank)
    return emitError() << "sharding has " << getDimShardings().size()
                       << " dimension shardings but the value has rank "
                       << rank;
  SmallVector<AxisRefAttr> seen;
  for (DimensionShardingAttr dim : getDimShardings())
    for (AxisRefAttr axis : dim.getAxes())
      if (failed(verifyAxisRef(axis, mesh, seen, emitError)))
        return failure();
  for (AxisRefAttr axis : getReplicatedAxes())
    if (failed(verifyAxisRef(axis, mesh, seen, emitError)))
      return failure();
  return success();
}

/// Checks the `sdy.sharding` attribute of a value of `type` owned by `op`.
static LogicalResult verifyShardingOf(Operation *op, Type type,
                                      NamedAttribute attribute,
                                      StringRef what) {
  auto sharding = dyn_cast<TensorShardingAttr>(attribute.getValue());
  if (!sharding)
    return op->emitError() << "'" << attribute.getName() << "' of " << what
                           << " must be a #sdy.sharding";
  return sharding.verifyFor(type, sharding.getMesh(op), [&]() {
    return op->emitError() << what << ": ";
  });
}

LogicalResult SdyDialect::verifyRegionArgAttribute(Operation *op, unsigned,
                                                   unsigned argIndex,
                                                   NamedAttribute attribute) {
  if (attribute.getName() != "sdy.sharding")
    return success();
  auto function = dyn_cast<FunctionOpInterface>(op);
  if (!function)
    return success();
  return verifyShardingOf(op, function.getArgumentTypes()[argIndex], attribute,
                          "argument " + std::to_string(argIndex));
}

LogicalResult SdyDialect::verifyRegionResultAttribute(
    Operation *op, unsigned, unsigned resultIndex, NamedAttribute attribute) {
  if (attribute.getName() != "sdy.sharding")
    return success();
  auto function = dyn_cast<FunctionOpInterface>(op);
  if (!function)
    return success();
  return verifyShardingOf(op, function.getResultTypes()[resultIndex],
                          attribute, "result " + std::to_string(resultIndex));
}

LogicalResult SdyDialect::verifyOperationAttribute(Operation *op,
                                                   NamedAttribute attribute) {
  if (attribute.getName() != "sdy.sharding")
    return success();
  auto shardings = dyn_cast<TensorShardingPerValueAttr>(attribute.getValue());
  if (!shardings)
    return op->emitError()
           << "'sdy.sharding' on an op must be a #sdy.sharding_per_value";
  if (shardings.getShardings().size() != op->getNumResults())
    return op->emitError() << "'sdy.sharding' has "
                           << shardings.getShardings().size()
                           << " shardings for " << op->getNumResults()
                           << " results";
  for (auto [sharding, type] :
       llvm::zip(shardings.getShardings(), op->getResultTypes()))
    if (failed(sharding.verifyFor(type, sharding.getMesh(op),
                                  [&]() { return op->emitError(); })))
      return failure();
  return success();
}

//===----------------------------------------------------------------------===//
// Ops
//===----------------------------------------------------------------------===//

static LogicalResult verifyShardingOp(Operation *op,
                                      TensorShardingAttr sharding) {
  return sharding.verifyFor(op->getResult(0).getType(), sharding.getMesh(op),
                            [&]() { return op->emitOpError(); });
}

LogicalResult ShardingConstraintOp::verify() {
  return verifyShardingOp(*this, getSharding());
}

LogicalResult ReshardOp::verify() { return verifyShardingOp(*this, getSharding()); }

MeshAttr ManualComputationOp::getMesh() {
  for (TensorShardingPerValueAttr list : {getInShardings(), getOutShardings()})
    if (!list.getShardings().empty())
      return list.getShardings().front().getMesh(*this);
  return {};
}

/// The type a device sees of a `global` value sharded by `sharding`: each
/// dimension divided by the sizes of its manual axes.
static FailureOr<RankedTensorType>
localType(RankedTensorType global, TensorShardingAttr sharding, MeshAttr mesh,
          ArrayRef<StringAttr> manualAxes,
          function_ref<InFlightDiagnostic()> emitError) {
  SmallVector<int64_t> shape(global.getShape());
  for (auto [dim, dimSharding] : llvm::enumerate(sharding.getDimShardings())) {
    int64_t divisor = 1;
    for (AxisRefAttr axis : dimSharding.getAxes()) {
      if (!llvm::is_contained(manualAxes,
                              StringAttr::get(global.getContext(),
                                              axis.getName())))
        continue;
      divisor *= axis.getSubAxisInfo() ? axis.getSubAxisInfo().getSize()
                                       : mesh.getAxis(axis.getName()).getSize();
    }
    if (ShapedType::isDynamic(shape[dim]))
      continue;
    if (shape[dim] % divisor != 0)
      return emitError() << "dimension " << dim << " of size " << shape[dim]
                         << " is not divisible by its manual axes' size "
                         << divisor;
    shape[dim] /= divisor;
  }
  return RankedTensorType::get(shape, global.getElementType());
}

LogicalResult ManualComputationOp::verify() {
  ArrayRef<TensorShardingAttr> in = getInShardings().getShardings();
  ArrayRef<TensorShardingAttr> out = getOutShardings().getShardings();
  if (in.size() != getTensors().size())
    return emitOpError() << "has " << in.size() << " in_shardings for "
                         << getTensors().size() << " operands";
  if (out.size() != getNumResults())
    return emitOpError() << "has " << out.size() << " out_shardings for "
                         << getNumResults() << " results";
  MeshAttr mesh = getMesh();
  if (!mesh && (!in.empty() || !out.empty()))
    return emitOpError() << "shardings refer to no sdy.mesh";
  for (TensorShardingAttr sharding : llvm::concat<const TensorShardingAttr>(in, out))
    if (sharding.getMesh(*this) != mesh)
      return emitOpError() << "shardings must all use the same mesh";
  llvm::StringSet<> manual;
  for (StringAttr axis : getManualAxes()) {
    if (!mesh || !mesh.getAxis(axis.getValue()))
      return emitOpError() << "manual axis " << axis << " is not in the mesh";
    if (!manual.insert(axis.getValue()).second)
      return emitOpError() << "manual axis " << axis << " appears twice";
  }
  Block &body = getBody().front();
  if (body.getNumArguments() != getTensors().size())
    return emitOpError() << "body takes " << body.getNumArguments()
                         << " arguments for " << getTensors().size()
                         << " operands";
  auto emit = [&]() { return emitOpError(); };
  for (auto [index, operand] : llvm::enumerate(getTensors())) {
    auto type = cast<RankedTensorType>(operand.getType());
    if (failed(in[index].verifyFor(type, mesh, emit)))
      return failure();
    FailureOr<RankedTensorType> local =
        localType(type, in[index], mesh, getManualAxes(), emit);
    if (failed(local))
      return failure();
    if (body.getArgument(index).getType() != *local)
      return emitOpError() << "body argument " << index << " has type "
                           << body.getArgument(index).getType()
                           << ", expected the local type " << *local;
  }
  Operation *terminator = body.empty() ? nullptr : &body.back();
  auto ret = dyn_cast_or_null<ReturnOp>(terminator);
  if (!ret)
    return emitOpError() << "body must end in sdy.return";
  if (ret.getNumOperands() != getNumResults())
    return emitOpError() << "body returns " << ret.getNumOperands()
                         << " values for " << getNumResults() << " results";
  for (auto [index, result] : llvm::enumerate(getResults())) {
    auto type = cast<RankedTensorType>(result.getType());
    if (failed(out[index].verifyFor(type, mesh, emit)))
      return failure();
    FailureOr<RankedTensorType> local =
        localType(type, out[index], mesh, getManualAxes(), emit);
    if (failed(local))
      return failure();
    if (ret.getOperand(index).getType() != *local)
      return emitOpError() << "body returns " << ret.getOperand(index).getType()
                           << " for result " << index
                           << ", expected the local type " << *local;
  }
  return success();
}
