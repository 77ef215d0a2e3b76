//===- SdyOps.cpp - sdy dialect: syntax and verifiers ---------------------===//

#include "dialect/SdyOps.h"
#include "dialect/SdyBytecode.h"
#include "dialect/ConstantSyntax.h"
#include "dialect/Inlining.h"

#include "mlir/IR/Builders.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
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

/// `, replicated={"a"}, unreduced={"b"}`, each part optional, in that
/// order.
static ParseResult parseAxisList(AsmParser &parser,
                                 SmallVector<AxisRefAttr> &axes) {
  if (parser.parseEqual() || parser.parseLBrace())
    return failure();
  if (succeeded(parser.parseOptionalRBrace()))
    return success();
  do {
    AxisRefAttr axis;
    if (parser.parseCustomAttributeWithFallback(axis))
      return failure();
    axes.push_back(axis);
  } while (succeeded(parser.parseOptionalComma()));
  return parser.parseRBrace();
}

static ParseResult
parseReplicatedAndUnreduced(AsmParser &parser,
                            SmallVector<AxisRefAttr> &replicated,
                            SmallVector<AxisRefAttr> &unreduced) {
  bool seenReplicated = false, seenUnreduced = false;
  while (succeeded(parser.parseOptionalComma())) {
    StringRef keyword;
    SMLoc loc = parser.getCurrentLocation();
    if (parser.parseKeyword(&keyword))
      return failure();
    if (keyword == "replicated" && !seenReplicated && !seenUnreduced) {
      seenReplicated = true;
      if (parseAxisList(parser, replicated))
        return failure();
    } else if (keyword == "unreduced" && !seenUnreduced) {
      seenUnreduced = true;
      if (parseAxisList(parser, unreduced))
        return failure();
    } else {
      return parser.emitError(loc, "expected `replicated={...}` then "
                                   "`unreduced={...}`, got '")
             << keyword << "'";
    }
  }
  return success();
}

static void printAxisList(AsmPrinter &printer, StringRef keyword,
                          ArrayRef<AxisRefAttr> axes) {
  if (axes.empty())
    return;
  printer << ", " << keyword << "={";
  llvm::interleaveComma(axes, printer, [&](AxisRefAttr axis) {
    printer.printStrippedAttrOrType(axis);
  });
  printer << "}";
}

static void printReplicatedAndUnreduced(AsmPrinter &printer,
                                        ArrayRef<AxisRefAttr> replicated,
                                        ArrayRef<AxisRefAttr> unreduced) {
  printAxisList(printer, "replicated", replicated);
  printAxisList(printer, "unreduced", unreduced);
}

/// Factor symbols: `i`..`z` for 0..17, `z_1`, `z_2`, ... for 18, 19, ...
static std::string factorSymbol(int64_t index) {
  constexpr int64_t kLastLetter = 'z' - 'i';
  if (index <= kLastLetter)
    return std::string(1, char('i' + index));
  return "z_" + std::to_string(index - kLastLetter);
}

/// Takes one factor symbol off the front of `text`.
static FailureOr<int64_t> takeFactorSymbol(AsmParser &parser, SMLoc loc,
                                           StringRef &text) {
  constexpr int64_t kLastLetter = 'z' - 'i';
  if (text.starts_with("z_")) {
    size_t digits = 2;
    while (digits < text.size() && llvm::isDigit(text[digits]))
      ++digits;
    StringRef number = text.slice(2, digits);
    int64_t value = 0;
    if (number.empty() || number.front() == '0' ||
        number.getAsInteger(10, value))
      return parser.emitError(loc, "expected a factor symbol z_<N> with N a "
                                   "positive integer, got '")
             << text << "'";
    text = text.drop_front(digits);
    return value + kLastLetter;
  }
  if (text.empty() || text.front() < 'i' || text.front() > 'z')
    return parser.emitError(loc, "expected a factor symbol from 'i' to 'z' "
                                 "or z_<N>, got '")
           << text << "'";
  int64_t index = text.front() - 'i';
  text = text.drop_front();
  return index;
}

/// A factor symbol alone.
static FailureOr<int64_t> parseFactor(AsmParser &parser) {
  SMLoc loc = parser.getCurrentLocation();
  StringRef keyword;
  if (parser.parseKeyword(&keyword))
    return failure();
  FailureOr<int64_t> index = takeFactorSymbol(parser, loc, keyword);
  if (failed(index))
    return failure();
  if (!keyword.empty())
    return parser.emitError(loc, "expected one factor symbol, got '")
           << keyword << "' after it";
  return index;
}

/// `ij`, `k`, `z_1`, or nothing (a dimension mapped to no factor).
Attribute DimMappingAttr::parse(AsmParser &parser, Type) {
  SmallVector<int64_t> factors;
  SMLoc loc = parser.getCurrentLocation();
  StringRef keyword;
  if (succeeded(parser.parseOptionalKeyword(&keyword)))
    while (!keyword.empty()) {
      FailureOr<int64_t> index = takeFactorSymbol(parser, loc, keyword);
      if (failed(index))
        return {};
      factors.push_back(*index);
    }
  return get(parser.getContext(), factors);
}

void DimMappingAttr::print(AsmPrinter &printer) const {
  for (int64_t index : getFactorIndices())
    printer << factorSymbol(index);
}

/// The tensor mappings of an op_sharding_rule's operands or results:
/// `[i, j], [k]`, or nothing.
static ParseResult parseMappings(AsmParser &parser,
                                 SmallVector<TensorMappingAttr> &mappings) {
  if (failed(parser.parseOptionalLSquare()))
    return success();
  do {
    SmallVector<DimMappingAttr> dims;
    if (failed(parser.parseOptionalRSquare())) {
      do {
        DimMappingAttr dim;
        if (parser.parseCustomAttributeWithFallback(dim))
          return failure();
        dims.push_back(dim);
      } while (succeeded(parser.parseOptionalComma()));
      if (parser.parseRSquare())
        return failure();
    }
    mappings.push_back(TensorMappingAttr::get(parser.getContext(), dims));
  } while (succeeded(parser.parseOptionalComma()) &&
           succeeded(parser.parseLSquare()));
  return success();
}

static void printMappings(AsmPrinter &printer,
                          ArrayRef<TensorMappingAttr> mappings) {
  llvm::interleaveComma(mappings, printer, [&](TensorMappingAttr mapping) {
    printer.printStrippedAttrOrType(mapping);
  });
}

/// ` {i=8, j=4}` (nothing without factors).
static ParseResult parseFactorSizes(AsmParser &parser,
                                    SmallVector<int64_t> &sizes) {
  return parser.parseCommaSeparatedList(
      AsmParser::Delimiter::OptionalBraces, [&]() -> ParseResult {
        SMLoc loc = parser.getCurrentLocation();
        FailureOr<int64_t> index = parseFactor(parser);
        if (failed(index))
          return failure();
        if (*index != int64_t(sizes.size()))
          return parser.emitError(loc, "expected the factor sizes in order "
                                       "from 'i', got '")
                 << factorSymbol(*index) << "' in place of '"
                 << factorSymbol(sizes.size()) << "'";
        int64_t size;
        if (parser.parseEqual() || parser.parseInteger(size))
          return failure();
        sizes.push_back(size);
        return success();
      });
}

static void printFactorSizes(AsmPrinter &printer, ArrayRef<int64_t> sizes) {
  if (sizes.empty())
    return;
  printer << " {";
  for (auto [index, size] : llvm::enumerate(sizes))
    printer << (index ? ", " : "") << factorSymbol(index) << "=" << size;
  printer << "}";
}

/// ` reduction={k, l}` and the other kinds (nothing without factors).
static ParseResult parseFactorsOfKind(AsmParser &parser,
                                      SmallVector<int64_t> &factors,
                                      StringRef kind) {
  if (failed(parser.parseOptionalKeyword(kind)))
    return success();
  if (parser.parseEqual())
    return failure();
  return parser.parseCommaSeparatedList(
      AsmParser::Delimiter::OptionalBraces, [&]() -> ParseResult {
        FailureOr<int64_t> index = parseFactor(parser);
        if (failed(index))
          return failure();
        factors.push_back(*index);
        return success();
      });
}

static void printFactorsOfKind(AsmPrinter &printer, ArrayRef<int64_t> factors,
                               StringRef kind) {
  if (factors.empty())
    return;
  printer << " " << kind << "={";
  llvm::interleaveComma(factors, printer,
                        [&](int64_t index) { printer << factorSymbol(index); });
  printer << "}";
}

/// `, custom` for a rule a user wrote.
static ParseResult parseCustomRule(AsmParser &parser, bool &isCustom) {
  isCustom = false;
  if (failed(parser.parseOptionalComma()))
    return success();
  if (parser.parseKeyword("custom"))
    return failure();
  isCustom = true;
  return success();
}

static void printCustomRule(AsmPrinter &printer, bool isCustom) {
  if (isCustom)
    printer << ", custom";
}

//===----------------------------------------------------------------------===//
// Dialect
//===----------------------------------------------------------------------===//

#include "dialect/SdyDialect.cpp.inc"
#include "dialect/SdyEnums.cpp.inc"
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
  addBytecodeInterface(this);
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
                           ArrayRef<AxisRefAttr> replicatedAxes,
                           ArrayRef<AxisRefAttr> unreducedAxes) {
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
  for (AxisRefAttr axis : getUnreducedAxes())
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

/// Checks an op's `sdy.sharding_rule`: a mapping per operand and result,
/// each of the value's rank.
static LogicalResult verifyShardingRuleOf(Operation *op,
                                          NamedAttribute attribute) {
  auto rule = dyn_cast<OpShardingRuleAttr>(attribute.getValue());
  if (!rule)
    return op->emitError()
           << "'sdy.sharding_rule' must be a #sdy.op_sharding_rule";
  // A vhlo op (a portable artifact as read, before legalization) has vhlo
  // tensor types, which are not ShapedTypes: its ranks are checked once it
  // is a stablehlo op.
  if (op->getName().getDialectNamespace() == "vhlo")
    return success();
  auto check = [&](ArrayRef<TensorMappingAttr> mappings, TypeRange types,
                   StringRef what) -> LogicalResult {
    if (mappings.size() != types.size())
      return op->emitError()
             << "'sdy.sharding_rule' has " << mappings.size() << " " << what
             << " mappings for " << types.size() << " " << what << "s";
    for (auto [index, mapping, type] : llvm::enumerate(mappings, types)) {
      auto shaped = dyn_cast<ShapedType>(type);
      int64_t rank = shaped && shaped.hasRank() ? shaped.getRank() : 0;
      if (int64_t(mapping.getDimMappings().size()) != rank)
        return op->emitError()
               << "'sdy.sharding_rule' maps " << mapping.getDimMappings().size()
               << " dimensions of " << what << " " << index
               << ", which has rank " << rank;
    }
    return success();
  };
  if (failed(check(rule.getOperandMappings(), op->getOperandTypes(),
                   "operand")) ||
      failed(check(rule.getResultMappings(), op->getResultTypes(), "result")))
    return failure();
  return success();
}

LogicalResult SdyDialect::verifyOperationAttribute(Operation *op,
                                                   NamedAttribute attribute) {
  if (attribute.getName() == "sdy.sharding_rule")
    return verifyShardingRuleOf(op, attribute);
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

//===----------------------------------------------------------------------===//
// op_sharding_rule
//===----------------------------------------------------------------------===//

LogicalResult OpShardingRuleAttr::verify(
    function_ref<InFlightDiagnostic()> emitError, ArrayRef<int64_t> factorSizes,
    ArrayRef<TensorMappingAttr> operandMappings,
    ArrayRef<TensorMappingAttr> resultMappings,
    ArrayRef<int64_t> reductionFactors, ArrayRef<int64_t> needReplicationFactors,
    ArrayRef<int64_t> permutationFactors,
    ArrayRef<int64_t> blockedPropagationFactors, bool) {
  int64_t numFactors = factorSizes.size();
  if (operandMappings.empty() && resultMappings.empty())
    return emitError() << "an op_sharding_rule maps at least one operand or "
                          "result";
  for (auto [index, size] : llvm::enumerate(factorSizes))
    if (size <= 0)
      return emitError() << "factor '" << factorSymbol(index)
                         << "' must have a positive size, got " << size;
  auto checkFactor = [&](int64_t factor) -> LogicalResult {
    if (factor < 0 || factor >= numFactors)
      return emitError() << "factor '" << factorSymbol(factor)
                         << "' is not among the rule's " << numFactors
                         << " factors";
    return success();
  };
  for (TensorMappingAttr mapping :
       llvm::concat<const TensorMappingAttr>(operandMappings, resultMappings)) {
    SmallVector<int64_t> used;
    for (DimMappingAttr dim : mapping.getDimMappings())
      for (int64_t factor : dim.getFactorIndices()) {
        if (failed(checkFactor(factor)))
          return failure();
        if (llvm::is_contained(used, factor))
          return emitError() << "factor '" << factorSymbol(factor)
                             << "' maps two dimensions of one tensor";
        used.push_back(factor);
        if (dim.getFactorIndices().size() > 1 && factorSizes[factor] == 1)
          return emitError() << "factor '" << factorSymbol(factor)
                             << "' of size 1 shares a dimension with other "
                                "factors";
      }
  }
  SmallVector<int64_t> typed;
  for (ArrayRef<int64_t> kind :
       {reductionFactors, needReplicationFactors, permutationFactors})
    for (int64_t factor : kind) {
      if (failed(checkFactor(factor)))
        return failure();
      if (llvm::is_contained(typed, factor))
        return emitError() << "factor '" << factorSymbol(factor)
                           << "' has more than one kind";
      typed.push_back(factor);
    }
  SmallVector<int64_t> blocked;
  for (int64_t factor : blockedPropagationFactors) {
    if (failed(checkFactor(factor)))
      return failure();
    if (llvm::is_contained(blocked, factor))
      return emitError() << "factor '" << factorSymbol(factor)
                         << "' is blocked twice";
    blocked.push_back(factor);
  }
  return success();
}

//===----------------------------------------------------------------------===//
// constant, data_flow_edge, propagation_barrier, named_computation
//===----------------------------------------------------------------------===//

// stablehlo.constant's spellings (ConstantSyntax.h).
ParseResult ConstantOp::parse(OpAsmParser &parser, OperationState &result) {
  return stablehlo::parseConstantOpSyntax(parser, result);
}

void ConstantOp::print(OpAsmPrinter &p) {
  stablehlo::printConstantOpSyntax(p, *this, getValue(), getType());
}

LogicalResult ConstantOp::verify() {
  if (getValue().getType() != getType())
    return emitOpError() << "value of type " << getValue().getType()
                         << " does not match the result type " << getType();
  return success();
}

LogicalResult DataFlowEdgeOp::verify() {
  if (std::optional<TensorShardingAttr> sharding = getSharding())
    return sharding->verifyFor(getType(), sharding->getMesh(*this),
                               [&]() { return emitOpError(); });
  return success();
}

LogicalResult PropagationBarrierOp::verify() {
  if (getAllowedDirection() == PropagationDirection::BOTH)
    return emitOpError() << "allowed_direction cannot be BOTH (the barrier "
                            "would block nothing)";
  return success();
}

/// Checks optional shardings against `types`.
static LogicalResult
verifyShardingList(Operation *op, std::optional<TensorShardingPerValueAttr> list,
                   TypeRange types, StringRef what) {
  if (!list)
    return success();
  if (list->getShardings().size() != types.size())
    return op->emitOpError() << "has " << list->getShardings().size() << " "
                             << what << " for " << types.size() << " values";
  for (auto [sharding, type] : llvm::zip(list->getShardings(), types))
    if (failed(sharding.verifyFor(type, sharding.getMesh(op),
                                  [&]() { return op->emitOpError(); })))
      return failure();
  return success();
}

LogicalResult NamedComputationOp::verify() {
  Block &body = getBody().front();
  if (!llvm::equal(body.getArgumentTypes(), getOperands().getTypes()))
    return emitOpError() << "body arguments must have the operand types";
  auto ret = dyn_cast_or_null<ReturnOp>(body.empty() ? nullptr : &body.back());
  if (!ret)
    return emitOpError() << "body must end in sdy.return";
  if (!llvm::equal(ret.getOperandTypes(), getResultTypes()))
    return emitOpError() << "body must return values of the result types";
  if (failed(verifyShardingList(*this, getInShardings(),
                                getOperands().getTypes(), "in_shardings")) ||
      failed(verifyShardingList(*this, getOutShardings(), getResultTypes(),
                                "out_shardings")))
    return failure();
  return success();
}

//===----------------------------------------------------------------------===//
// Collectives
//===----------------------------------------------------------------------===//

/// The out_sharding fits the result, and every axis of `axes` is an axis
/// of its mesh, none twice.
static LogicalResult verifyCollective(Operation *op,
                                      TensorShardingAttr outSharding,
                                      ArrayRef<AxisRefAttr> axes) {
  MeshAttr mesh = outSharding.getMesh(op);
  if (failed(outSharding.verifyFor(op->getResult(0).getType(), mesh,
                                   [&]() { return op->emitOpError(); })))
    return failure();
  SmallVector<AxisRefAttr> seen;
  for (AxisRefAttr axis : axes)
    if (failed(verifyAxisRef(axis, mesh, seen,
                             [&]() { return op->emitOpError(); })))
      return failure();
  return success();
}

/// A list of axis lists has one list per dimension of the result.
static LogicalResult verifyPerDimension(Operation *op,
                                        ListOfAxisRefListsAttr lists,
                                        TensorShardingAttr outSharding,
                                        StringRef what) {
  auto type = cast<ShapedType>(op->getResult(0).getType());
  if (type.hasRank() && int64_t(lists.getValue().size()) != type.getRank())
    return op->emitOpError() << what << " has " << lists.getValue().size()
                             << " axis lists for a tensor of rank "
                             << type.getRank();
  SmallVector<AxisRefAttr> axes;
  for (AxisRefListAttr list : lists.getValue())
    llvm::append_range(axes, list.getValue());
  return verifyCollective(op, outSharding, axes);
}

LogicalResult AllGatherOp::verify() {
  return verifyPerDimension(*this, getGatheringAxesAttr(), getOutSharding(),
                            "gathering_axes");
}

LogicalResult AllSliceOp::verify() {
  return verifyPerDimension(*this, getSlicingAxesAttr(), getOutSharding(),
                            "slicing_axes");
}

LogicalResult ReduceScatterOp::verify() {
  return verifyPerDimension(*this, getReduceScatterAxesAttr(), getOutSharding(),
                            "reduce_scatter_axes");
}

LogicalResult AllReduceOp::verify() {
  return verifyCollective(*this, getOutSharding(),
                          getReductionAxes());
}

LogicalResult CollectivePermuteOp::verify() {
  return verifyCollective(*this, getOutSharding(), {});
}

LogicalResult AllToAllOp::verify() {
  ArrayRef<AllToAllParamAttr> params = getParams();
  if (params.empty())
    return emitOpError() << "needs at least one (axes, src_dim, tgt_dim)";
  auto type = cast<ShapedType>(getType());
  int64_t rank = type.hasRank() ? type.getRank() : 0;
  SmallVector<int64_t> dims;
  SmallVector<AxisRefAttr> axes;
  int64_t previousSource = -1;
  for (AllToAllParamAttr param : params) {
    for (int64_t dim : {param.getSrcDim(), param.getTgtDim()}) {
      if (dim < 0 || dim >= rank)
        return emitOpError() << "dimension " << dim
                             << " is out of range for rank " << rank;
      if (llvm::is_contained(dims, dim))
        return emitOpError() << "dimension " << dim << " appears twice";
      dims.push_back(dim);
    }
    if (param.getSrcDim() <= previousSource)
      return emitOpError() << "source dimensions must ascend";
    previousSource = param.getSrcDim();
    llvm::append_range(axes, param.getAxes());
  }
  return verifyCollective(*this, getOutSharding(), axes);
}
