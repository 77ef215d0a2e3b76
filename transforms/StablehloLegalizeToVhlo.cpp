//===- StablehloLegalizeToVhlo.cpp - stablehlo/func -> vhlo ----------------===//
//
// Each stablehlo op (and func.func, func.call, func.return) becomes the
// newest vhlo op of its family:
//  - result and block argument types become vhlo types;
//  - attributes convert one by one (VhloAttrConversion), except the
//    structured ones vhlo keeps flattened (dimension numbers, channel
//    handles, the dot algorithm) and unit flags, which become booleans;
//  - every attribute left out because it held its default is written out,
//    because vhlo ops have no defaults.
// Ops are visited in pre-order and the first one that cannot be converted
// is reported at its location, as upstream's conversion does.
//
//===----------------------------------------------------------------------===//

#include "transforms/Passes.h"
#include "transforms/VhloAttrConversion.h"
#include "transforms/VhloOpTable.h"
#include "transforms/VhloRewrite.h"

#include "dialect/Dialects.h"
#include "dialect/Vhlo.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/BuiltinOps.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/FormatVariadic.h"

namespace mlir {
namespace shlo {

LogicalResult failToLegalize(Operation *op, llvm::StringRef name,
                             const llvm::Twine &why) {
  op->emitError() << "failed to legalize operation '" << name
                  << "' that was explicitly marked illegal: " << why;
  return failure();
}

LogicalResult failToLegalize(Operation *op, const llvm::Twine &why) {
  return failToLegalize(op, op->getName().getStringRef(), why);
}

NamedAttrList allAttrs(Operation *op) {
  return NamedAttrList(op->getAttrDictionary());
}

llvm::SmallVector<llvm::StringRef> inherentAttrNames(OperationName name) {
  llvm::SmallVector<llvm::StringRef> names;
  if (auto registered = name.getRegisteredInfo())
    for (StringAttr attrName : registered->getAttributeNames())
      names.push_back(attrName.getValue());
  return names;
}

Operation *rebuildOp(Operation *op, OperationName name, ValueRange operands,
                     TypeRange resultTypes, const NamedAttrList &attrs,
                     std::optional<unsigned> numRegions) {
  OpBuilder builder(op);
  OperationState state(op->getLoc(), name);
  state.addOperands(operands);
  state.addTypes(resultTypes);
  unsigned regions = numRegions.value_or(op->getNumRegions());
  for (unsigned i = 0; i < regions; ++i)
    state.addRegion();
  Operation *created = builder.create(state);
  for (const NamedAttribute &attr : attrs)
    created->setAttr(attr.getName(), attr.getValue());
  for (unsigned i = 0, e = std::min(regions, op->getNumRegions()); i < e; ++i)
    created->getRegion(i).takeBody(op->getRegion(i));
  op->replaceAllUsesWith(created->getResults());
  op->erase();
  return created;
}

namespace {

// Unary ops whose newest form carries a result_accuracy.
bool hasResultAccuracy(llvm::StringRef family) {
  static const llvm::StringSet<> families = {
      "cbrt", "cosine", "exponential", "exponential_minus_one", "log",
      "log_plus_one", "logistic", "rsqrt", "sine", "sqrt", "tan", "tanh"};
  return families.contains(family);
}

class ToVhlo {
public:
  ToVhlo(MLIRContext *ctx, bool allowOtherDialects)
      : ctx(ctx), allowOther(allowOtherDialects),
        table(ctx) {}

  LogicalResult run(ModuleOp module);

private:
  LogicalResult convertOp(Operation *op);
  LogicalResult expandAttr(Operation *op, llvm::StringRef family,
                           NamedAttribute attr, NamedAttrList &out);
  LogicalResult addDefaults(Operation *op, llvm::StringRef family,
                            NamedAttrList &attrs);
  LogicalResult convertRegionTypes(Operation *op);
  void castAroundForeignOp(Operation *op);

  MLIRContext *ctx;
  bool allowOther;
  VhloOpTable table;
  /// The builtin-typed cast of each vhlo value a foreign op reads.
  llvm::DenseMap<Value, Value> builtinOf;
};

LogicalResult ToVhlo::run(ModuleOp module) {
  llvm::SmallVector<Operation *> ops;
  // Every op, in pre-order: stablehlo ops nested in a foreign op's region
  // (an scf.for body) are converted too, as upstream's conversion does.
  module.getBody()->walk<WalkOrder::PreOrder>(
      [&](Operation *op) { ops.push_back(op); });
  for (Operation *op : ops) {
    llvm::StringRef ns = op->getName().getDialectNamespace();
    if (ns == "vhlo")
      continue;
    if (ns == "stablehlo" || ns == "func") {
      if (failed(convertOp(op)))
        return failure();
      continue;
    }
    if (!allowOther)
      return failToLegalize(op, "ops of dialect '" + ns +
                                    "' have no vhlo form (see "
                                    "allow-other-dialects)");
    castAroundForeignOp(op);
  }
  return success();
}

/// With allow-other-dialects, an attribute without a vhlo form: arrays and
/// dictionaries become vhlo containers whose convertible elements (and
/// keys) are converted and the others kept, as upstream's conversion does
/// (`[affine_map<...>, "s"]` -> `#vhlo.array_v1<[affine_map<...>,
/// #vhlo.string_v1<"s">]>`); anything else stays as it is.
static Attribute toVhloAttrKeepingForeign(Attribute value) {
  if (Attribute converted = toVhloAttr(value))
    return converted;
  MLIRContext *ctx = value.getContext();
  if (auto array = dyn_cast<ArrayAttr>(value)) {
    llvm::SmallVector<Attribute> elements;
    for (Attribute element : array)
      elements.push_back(toVhloAttrKeepingForeign(element));
    return vhlo::ArrayV1Attr::get(ctx, elements);
  }
  if (auto dict = dyn_cast<DictionaryAttr>(value)) {
    llvm::SmallVector<std::pair<Attribute, Attribute>> entries;
    for (NamedAttribute entry : dict)
      entries.push_back({toVhloAttr(entry.getName()),
                         toVhloAttrKeepingForeign(entry.getValue())});
    return vhlo::DictionaryV1Attr::get(ctx, entries);
  }
  return value;
}

/// Ops whose operands become vhlo values: those converted here.
static bool takesVhloOperands(Operation *user) {
  llvm::StringRef ns = user->getName().getDialectNamespace();
  return ns == "stablehlo" || ns == "func" || ns == "vhlo";
}

/// Casts `value` to its vhlo type for the users that take vhlo operands;
/// other users keep the builtin value.
static void castForVhloUsers(OpBuilder &builder, Location loc, Value value) {
  Type vhloType = toVhloType(value.getType());
  if (!vhloType || vhloType == value.getType() ||
      llvm::none_of(value.getUsers(), takesVhloOperands))
    return;
  auto cast = UnrealizedConversionCastOp::create(builder, loc, vhloType, value);
  value.replaceUsesWithIf(cast.getResult(0), [&](OpOperand &use) {
    return use.getOwner() != cast && takesVhloOperands(use.getOwner());
  });
}

// With allow-other-dialects, a foreign op keeps builtin types: its vhlo
// operands are cast back, and its results and its regions' arguments are
// cast to vhlo for the converted ops that use them (a foreign op that uses
// them keeps the builtin value).
void ToVhlo::castAroundForeignOp(Operation *op) {
  OpBuilder builder(op);
  // One cast per vhlo value, however many foreign operands read it, placed
  // as upstream's conversion places it: at the start of the block for a
  // block argument, right after the op that defines any other value.
  for (OpOperand &operand : op->getOpOperands()) {
    Value value = operand.get();
    Type type = value.getType();
    if (type.getDialect().getNamespace() != "vhlo")
      continue;
    Type builtin = fromVhloType(type);
    if (!builtin)
      continue;
    Value &cast = builtinOf[value];
    if (!cast) {
      OpBuilder::InsertionGuard guard(builder);
      if (auto arg = dyn_cast<BlockArgument>(value))
        builder.setInsertionPointToStart(arg.getOwner());
      else
        builder.setInsertionPointAfter(value.getDefiningOp());
      cast = UnrealizedConversionCastOp::create(builder, value.getLoc(),
                                                builtin, value)
                 .getResult(0);
    }
    operand.set(cast);
  }
  for (Region &region : op->getRegions())
    for (Block &block : region) {
      builder.setInsertionPointToStart(&block);
      for (BlockArgument arg : block.getArguments())
        castForVhloUsers(builder, arg.getLoc(), arg);
    }
  builder.setInsertionPointAfter(op);
  for (Value result : op->getResults())
    castForVhloUsers(builder, op->getLoc(), result);
}

LogicalResult ToVhlo::convertRegionTypes(Operation *op) {
  for (Region &region : op->getRegions())
    for (Block &block : region)
      for (BlockArgument arg : block.getArguments()) {
        Type converted = toVhloType(arg.getType());
        if (!converted)
          return failToLegalize(op, llvm::Twine("block argument type ") +
                                        llvm::formatv("{0}", arg.getType())
                                            .str() +
                                        " has no vhlo form");
        arg.setType(converted);
      }
  return success();
}

LogicalResult ToVhlo::expandAttr(Operation *op, llvm::StringRef family,
                                 NamedAttribute attr, NamedAttrList &out) {
  llvm::StringRef name = attr.getName().getValue();
  Attribute value = attr.getValue();
  auto put = [&](llvm::StringRef key, Attribute v) -> LogicalResult {
    if (!v)
      return failToLegalize(op, "attribute '" + key + "' has no vhlo form");
    out.set(key, v);
    return success();
  };
  auto ints = [&](llvm::ArrayRef<int64_t> values) {
    return vhloI64Tensor(ctx, values);
  };

  if (auto handle = dyn_cast<stablehlo::ChannelHandleAttr>(value)) {
    if (failed(put("channel_id", vhloInt(ctx, handle.getHandle()))))
      return failure();
    if (family == "send" || family == "recv")
      return put("channel_type", vhloInt(ctx, handle.getType()));
    return success();
  }
  if (isa<UnitAttr>(value))
    return put(name, vhloBool(ctx, true));
  if (auto dims = dyn_cast<stablehlo::ConvDimensionNumbersAttr>(value)) {
    out.set("input_batch_dimension", vhloInt(ctx, dims.getInputBatchDimension()));
    out.set("input_feature_dimension",
            vhloInt(ctx, dims.getInputFeatureDimension()));
    out.set("input_spatial_dimensions", ints(dims.getInputSpatialDimensions()));
    out.set("kernel_input_feature_dimension",
            vhloInt(ctx, dims.getKernelInputFeatureDimension()));
    out.set("kernel_output_feature_dimension",
            vhloInt(ctx, dims.getKernelOutputFeatureDimension()));
    out.set("kernel_spatial_dimensions", ints(dims.getKernelSpatialDimensions()));
    out.set("output_batch_dimension",
            vhloInt(ctx, dims.getOutputBatchDimension()));
    out.set("output_feature_dimension",
            vhloInt(ctx, dims.getOutputFeatureDimension()));
    out.set("output_spatial_dimensions",
            ints(dims.getOutputSpatialDimensions()));
    return success();
  }
  if (auto dims = dyn_cast<stablehlo::DotDimensionNumbersAttr>(value)) {
    out.set("lhs_batching_dimensions", ints(dims.getLhsBatchingDimensions()));
    out.set("rhs_batching_dimensions", ints(dims.getRhsBatchingDimensions()));
    out.set("lhs_contracting_dimensions",
            ints(dims.getLhsContractingDimensions()));
    out.set("rhs_contracting_dimensions",
            ints(dims.getRhsContractingDimensions()));
    return success();
  }
  if (auto algorithm = dyn_cast<stablehlo::DotAlgorithmAttr>(value)) {
    if (failed(put("lhs_precision_type",
                   vhloTypeAttr(algorithm.getLhsPrecisionType()))) ||
        failed(put("rhs_precision_type",
                   vhloTypeAttr(algorithm.getRhsPrecisionType()))) ||
        failed(put("accumulation_type",
                   vhloTypeAttr(algorithm.getAccumulationType()))))
      return failure();
    out.set("lhs_component_count",
            vhloInt(ctx, algorithm.getLhsComponentCount()));
    out.set("rhs_component_count",
            vhloInt(ctx, algorithm.getRhsComponentCount()));
    out.set("num_primitive_operations",
            vhloInt(ctx, algorithm.getNumPrimitiveOperations()));
    out.set("allow_imprecise_accumulation",
            vhloBool(ctx, algorithm.getAllowImpreciseAccumulation()));
    return success();
  }
  if (auto dims = dyn_cast<stablehlo::GatherDimensionNumbersAttr>(value)) {
    out.set("offset_dims", ints(dims.getOffsetDims()));
    out.set("collapsed_slice_dims", ints(dims.getCollapsedSliceDims()));
    out.set("operand_batching_dims", ints(dims.getOperandBatchingDims()));
    out.set("start_indices_batching_dims",
            ints(dims.getStartIndicesBatchingDims()));
    out.set("start_index_map", ints(dims.getStartIndexMap()));
    out.set("index_vector_dim", vhloInt(ctx, dims.getIndexVectorDim()));
    return success();
  }
  if (auto dims = dyn_cast<stablehlo::ScatterDimensionNumbersAttr>(value)) {
    out.set("update_window_dims", ints(dims.getUpdateWindowDims()));
    out.set("inserted_window_dims", ints(dims.getInsertedWindowDims()));
    out.set("input_batching_dims", ints(dims.getInputBatchingDims()));
    out.set("scatter_indices_batching_dims",
            ints(dims.getScatterIndicesBatchingDims()));
    out.set("scatter_dims_to_operand_dims",
            ints(dims.getScatterDimsToOperandDims()));
    out.set("index_vector_dim", vhloInt(ctx, dims.getIndexVectorDim()));
    return success();
  }
  if (family == "custom_call" && name == "api_version") {
    auto number = dyn_cast<IntegerAttr>(value);
    static const char *const names[] = {
        "API_VERSION_UNSPECIFIED", "API_VERSION_ORIGINAL",
        "API_VERSION_STATUS_RETURNING", "API_VERSION_STATUS_RETURNING_UNIFIED",
        "API_VERSION_TYPED_FFI"};
    if (!number || number.getInt() < 0 || number.getInt() > 4)
      return failToLegalize(op, "api_version must be an integer in [0, 4]");
    return put(name, vhloEnum(ctx, "api_version_v1", names[number.getInt()]));
  }
  Attribute converted = toVhloAttr(value);
  if (!converted && allowOther) {
    out.set(name, toVhloAttrKeepingForeign(value));
    return success();
  }
  return put(name, converted);
}

LogicalResult ToVhlo::addDefaults(Operation *op, llvm::StringRef family,
                                  NamedAttrList &attrs) {
  auto fill = [&](llvm::StringRef name, Attribute value) {
    if (!attrs.get(name))
      attrs.set(name, value);
  };
  auto ones = [](int64_t n) { return llvm::SmallVector<int64_t>(n, 1); };
  auto zerosNx2 = [&](int64_t n) {
    llvm::SmallVector<int64_t> shape = {n, 2};
    return vhloI64Tensor(ctx, llvm::SmallVector<int64_t>(n * 2, 0),
                         llvm::ArrayRef<int64_t>(shape));
  };
  Attribute defaultPrecision = vhloEnum(ctx, "precision_v1", "DEFAULT");

  if (family == "func") {
    fill("sym_visibility", vhloString(ctx, ""));
    fill("arg_attrs", vhloArray(ctx, {}));
    fill("res_attrs", vhloArray(ctx, {}));
  }
  if (family == "all_gather" || family == "all_reduce" ||
      family == "reduce_scatter" || family == "collective_reduce") {
    fill("channel_id", vhloInt(ctx, 0));
    fill("use_global_device_ids", vhloBool(ctx, false));
  }
  if (family == "all_to_all" || family == "collective_permute" ||
      family == "collective_broadcast")
    fill("channel_id", vhloInt(ctx, 0));
  if (family == "collective_broadcast" || family == "collective_reduce")
    fill("has_dynamic_root", vhloBool(ctx, false));
  if (family == "cholesky")
    fill("lower", vhloBool(ctx, false));
  if (family == "compare")
    fill("compare_type", vhloEnum(ctx, "comparison_type_v1", "NOTYPE"));
  if (family == "composite") {
    fill("version", vhloInt(ctx, 0));
    fill("composite_attributes", vhloDict(ctx));
  }
  if (family == "convolution" || family == "dynamic_conv") {
    std::optional<llvm::SmallVector<int64_t>> spatial;
    if (Attribute a = attrs.get("input_spatial_dimensions"))
      spatial = vhloTensorInts(a);
    if (!spatial)
      return failToLegalize(op, "dimension_numbers is missing");
    int64_t n = static_cast<int64_t>(spatial->size());
    fill("window_strides", vhloI64Tensor(ctx, ones(n)));
    if (family == "convolution")
      fill("padding", zerosNx2(n));
    fill("lhs_dilation", vhloI64Tensor(ctx, ones(n)));
    fill("rhs_dilation", vhloI64Tensor(ctx, ones(n)));
    fill("window_reversal",
         vhloBoolTensor(ctx, llvm::SmallVector<bool>(n, false)));
    fill("feature_group_count", vhloInt(ctx, 1));
    fill("batch_group_count", vhloInt(ctx, 1));
    fill("precision_config",
         vhloArray(ctx, {defaultPrecision, defaultPrecision}));
  }
  if (family == "custom_call") {
    fill("has_side_effect", vhloBool(ctx, false));
    // The typed FFI reads its backend_config as a dictionary.
    if (isVhloEnum(attrs.get("api_version"), "api_version_v1",
                   "API_VERSION_TYPED_FFI"))
      fill("backend_config", vhloDict(ctx));
    fill("backend_config", vhloString(ctx, ""));
    fill("api_version",
         vhloEnum(ctx, "api_version_v1", "API_VERSION_ORIGINAL"));
    fill("called_computations", vhloArray(ctx, {}));
    fill("operand_layouts", vhloArray(ctx, {}));
    fill("result_layouts", vhloArray(ctx, {}));
    fill("output_operand_aliases", vhloArray(ctx, {}));
    fill("result_tilings", vhloArray(ctx, {}));
  }
  if (family == "dot_general" || family == "dot")
    fill("precision_config",
         vhloArray(ctx, {defaultPrecision, defaultPrecision}));
  if (family == "dot_general") {
    for (llvm::StringRef name :
         {"lhs_precision_type", "rhs_precision_type", "accumulation_type",
          "lhs_component_count", "rhs_component_count",
          "num_primitive_operations", "allow_imprecise_accumulation"})
      fill(name, vhloNoneType(ctx));
  }
  if (family == "dynamic_broadcast_in_dim") {
    fill("known_expanding_dimensions", vhloI64Tensor(ctx, {}));
    fill("known_nonexpanding_dimensions", vhloI64Tensor(ctx, {}));
  }
  if (family == "gather" || family == "dynamic_gather")
    fill("indices_are_sorted", vhloBool(ctx, false));
  if (family == "infeed") {
    fill("infeed_config", vhloString(ctx, ""));
    fill("layout", vhloArray(ctx, {}));
  }
  if (family == "outfeed")
    fill("outfeed_config", vhloString(ctx, ""));
  if (family == "send" || family == "recv") {
    fill("is_host_transfer", vhloBool(ctx, false));
    fill("source_target_pairs", vhloI64Tensor(ctx, {}));
  }
  if (family == "reduce_window" || family == "select_and_scatter") {
    Attribute dimsAttr = attrs.get("window_dimensions");
    std::optional<llvm::SmallVector<int64_t>> dims;
    if (dimsAttr)
      dims = vhloTensorInts(dimsAttr);
    if (!dims)
      return failToLegalize(op, "window_dimensions is missing");
    int64_t n = static_cast<int64_t>(dims->size());
    fill("window_strides", vhloI64Tensor(ctx, ones(n)));
    if (family == "reduce_window") {
      fill("base_dilations", vhloI64Tensor(ctx, ones(n)));
      fill("window_dilations", vhloI64Tensor(ctx, ones(n)));
    }
    fill("padding", zerosNx2(n));
  }
  if (family == "scatter") {
    fill("indices_are_sorted", vhloBool(ctx, false));
    fill("unique_indices", vhloBool(ctx, false));
  }
  if (family == "sort") {
    fill("dimension", vhloInt(ctx, -1));
    fill("is_stable", vhloBool(ctx, false));
  }
  if (hasResultAccuracy(family))
    fill("result_accuracy", vhloDefaultResultAccuracy(ctx));
  return success();
}

LogicalResult ToVhlo::convertOp(Operation *op) {
  std::optional<std::string> family =
      familyOfStablehloName(op->getName().getStringRef());
  llvm::ArrayRef<VhloOpForm> forms;
  if (family)
    forms = table.forms(*family);
  if (forms.empty())
    return failToLegalize(op, "no vhlo op stands for it");
  const VhloOpForm &form = forms.back();

  llvm::SmallVector<Type> resultTypes;
  for (Type type : op->getResultTypes()) {
    Type converted = toVhloType(type);
    if (!converted)
      return failToLegalize(op, "result type " +
                                    llvm::formatv("{0}", type).str() +
                                    " has no vhlo form");
    resultTypes.push_back(converted);
  }
  NamedAttrList attrs;
  for (NamedAttribute attr : allAttrs(op))
    if (failed(expandAttr(op, *family, attr, attrs)))
      return failure();
  if (failed(addDefaults(op, *family, attrs)))
    return failure();
  for (llvm::StringRef name : inherentAttrNames(form.name))
    if (!attrs.get(name))
      return failToLegalize(op, "attribute '" + name + "' of " +
                                    form.name.getStringRef() +
                                    " has no value");
  if (failed(convertRegionTypes(op)))
    return failure();
  llvm::SmallVector<Value> operands(op->getOperands());
  rebuildOp(op, form.name, operands, resultTypes, attrs);
  return success();
}

} // namespace

LogicalResult legalizeStablehloToVhlo(ModuleOp module,
                                      bool allowOtherDialects) {
  return ToVhlo(module.getContext(), allowOtherDialects).run(module);
}

} // namespace shlo
} // namespace mlir
