//===- VhloLegalizeToStablehlo.cpp - vhlo -> stablehlo/func ----------------===//
//
// The inverse of StablehloLegalizeToVhlo.cpp, for vhlo ops of the current
// version: attributes holding the value that stood for "absent" are dropped
// (so the result prints as the original did), flattened structures are put
// back together, and the rest converts one by one.
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
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/FormatVariadic.h"

namespace mlir {
namespace shlo {
namespace {

// Attributes that stablehlo keeps as dense arrays (array<i64: ...>) rather
// than dense elements; vhlo writes both as #vhlo.tensor_v1.
bool isI64ArrayAttr(llvm::StringRef family, llvm::StringRef name) {
  static const llvm::StringSet<> names = {
      "window_strides", "lhs_dilation", "rhs_dilation", "fft_length",
      "broadcast_dimensions", "broadcast_sizes", "permutation",
      "start_indices", "limit_indices", "strides", "slice_sizes",
      "edge_padding_low", "edge_padding_high", "interior_padding",
      "known_expanding_dimensions", "known_nonexpanding_dimensions",
      "window_dimensions", "base_dilations", "window_dilations"};
  if (name == "dimensions")
    return family == "map" || family == "reduce" || family == "reverse";
  if (name == "slice_sizes")
    return family == "dynamic_slice" || family == "gather";
  return names.contains(name);
}

class FromVhlo {
public:
  explicit FromVhlo(MLIRContext *ctx)
      : ctx(ctx), table(ctx) {}
  LogicalResult run(ModuleOp module);

private:
  LogicalResult convertOp(Operation *op);
  void removeDefaults(llvm::StringRef family, NamedAttrList &attrs);
  LogicalResult implode(Operation *op, llvm::StringRef family,
                        NamedAttrList &attrs, NamedAttrList &out);

  MLIRContext *ctx;
  VhloOpTable table;
};

LogicalResult FromVhlo::run(ModuleOp module) {
  llvm::SmallVector<Operation *> ops;
  module.getBody()->walk<WalkOrder::PreOrder>(
      [&](Operation *op) { ops.push_back(op); });
  for (Operation *op : ops) {
    if (op->getName().getDialectNamespace() == "vhlo") {
      if (failed(convertOp(op)))
        return failure();
      continue;
    }
    // A cast pair left by allow-other-dialects folds away when its two
    // sides have the same type again.
    if (auto cast = dyn_cast<UnrealizedConversionCastOp>(op)) {
      if (cast->getNumOperands() == 1 && cast->getNumResults() == 1) {
        Type from = fromVhloType(cast.getOperand(0).getType());
        Type to = fromVhloType(cast.getResult(0).getType());
        if (from && from == to) {
          cast.getResult(0).replaceAllUsesWith(cast.getOperand(0));
          cast->erase();
        }
      }
    }
  }
  // Block arguments of foreign ops' regions and values between casts are
  // already builtin; convert whatever vhlo types remain in signatures.
  return success();
}

void FromVhlo::removeDefaults(llvm::StringRef family, NamedAttrList &attrs) {
  auto dropIf = [&](llvm::StringRef name, auto pred) {
    if (Attribute value = attrs.get(name))
      if (pred(value))
        attrs.erase(name);
  };
  auto isFalse = [](Attribute a) { return isVhloBool(a, false); };
  auto isZero = [](Attribute a) { return isVhloInt(a, 0); };
  auto isEmptyString = [](Attribute a) { return isVhloString(a, ""); };
  auto isEmptyArray = [](Attribute a) { return isVhloEmptyArray(a); };
  auto isEmptyTensor = [](Attribute a) { return isVhloEmptyTensor(a); };
  auto isOnes = [](Attribute a) { return isVhloSplatTensor(a, 1); };
  auto isZeros = [](Attribute a) { return isVhloSplatTensor(a, 0); };
  auto isDefaultPrecision = [](Attribute a) {
    return isVhloEnumSplatArray(a, "precision_v1", "DEFAULT");
  };

  if (family == "func") {
    dropIf("sym_visibility", isEmptyString);
    dropIf("arg_attrs", isEmptyArray);
    dropIf("res_attrs", isEmptyArray);
  }
  if (family == "all_gather" || family == "all_reduce" ||
      family == "reduce_scatter" || family == "collective_reduce") {
    dropIf("channel_id", isZero);
    dropIf("use_global_device_ids", isFalse);
  }
  if (family == "all_to_all" || family == "collective_permute" ||
      family == "collective_broadcast")
    dropIf("channel_id", isZero);
  if (family == "collective_broadcast" || family == "collective_reduce")
    dropIf("has_dynamic_root", isFalse);
  if (family == "cholesky")
    dropIf("lower", isFalse);
  if (family == "compare")
    dropIf("compare_type", [](Attribute a) {
      return isVhloEnum(a, "comparison_type_v1", "NOTYPE");
    });
  if (family == "composite") {
    dropIf("version", isZero);
    dropIf("composite_attributes",
           [](Attribute a) { return isVhloEmptyDict(a); });
  }
  if (family == "convolution" || family == "dynamic_conv") {
    dropIf("window_strides", isOnes);
    dropIf("padding", isZeros);
    dropIf("lhs_dilation", isOnes);
    dropIf("rhs_dilation", isOnes);
    dropIf("window_reversal", isZeros);
    dropIf("precision_config", isDefaultPrecision);
  }
  if (family == "custom_call") {
    dropIf("has_side_effect", isFalse);
    dropIf("backend_config", isEmptyString);
    if (isVhloEnum(attrs.get("api_version"), "api_version_v1",
                   "API_VERSION_TYPED_FFI"))
      dropIf("backend_config", [](Attribute a) { return isVhloEmptyDict(a); });
    dropIf("api_version", [](Attribute a) {
      return isVhloEnum(a, "api_version_v1", "API_VERSION_ORIGINAL");
    });
    dropIf("called_computations", isEmptyArray);
    // Layouts come in pairs (the op's (L1)): an empty list is the default
    // only when the other one is empty too.
    if (isVhloEmptyArray(attrs.get("operand_layouts")) &&
        isVhloEmptyArray(attrs.get("result_layouts"))) {
      attrs.erase("operand_layouts");
      attrs.erase("result_layouts");
    }
    dropIf("output_operand_aliases", isEmptyArray);
    dropIf("result_tilings", isEmptyArray);
  }
  if (family == "dot_general" || family == "dot")
    dropIf("precision_config", isDefaultPrecision);
  if (family == "dynamic_broadcast_in_dim") {
    dropIf("known_expanding_dimensions", isEmptyTensor);
    dropIf("known_nonexpanding_dimensions", isEmptyTensor);
  }
  if (family == "gather" || family == "dynamic_gather")
    dropIf("indices_are_sorted", isFalse);
  if (family == "infeed") {
    dropIf("infeed_config", isEmptyString);
    dropIf("layout", isEmptyArray);
  }
  if (family == "outfeed")
    dropIf("outfeed_config", isEmptyString);
  if (family == "send" || family == "recv") {
    dropIf("is_host_transfer", isFalse);
    dropIf("source_target_pairs", isEmptyTensor);
  }
  if (family == "reduce_window") {
    dropIf("window_strides", isOnes);
    dropIf("base_dilations", isOnes);
    dropIf("window_dilations", isOnes);
    dropIf("padding", isZeros);
  }
  if (family == "select_and_scatter") {
    dropIf("window_strides", isOnes);
    dropIf("padding", isZeros);
  }
  if (family == "scatter") {
    dropIf("indices_are_sorted", isFalse);
    dropIf("unique_indices", isFalse);
  }
  if (family == "sort") {
    dropIf("dimension", [](Attribute a) { return isVhloInt(a, -1); });
    dropIf("is_stable", isFalse);
  }
  dropIf("result_accuracy",
         [](Attribute a) { return isVhloDefaultResultAccuracy(a); });
}

// Puts flattened structures back together and converts the attributes the
// generic conversion cannot (those whose stablehlo form depends on the op).
LogicalResult FromVhlo::implode(Operation *op, llvm::StringRef family,
                                NamedAttrList &attrs, NamedAttrList &out) {
  auto take = [&](llvm::StringRef name) -> Attribute {
    Attribute value = attrs.get(name);
    if (value)
      attrs.erase(name);
    return value;
  };
  bool bad = false;
  auto takeInt = [&](llvm::StringRef name) -> int64_t {
    std::optional<int64_t> value;
    if (Attribute a = take(name))
      value = vhloIntValue(a);
    if (!value) {
      bad = true;
      return 0;
    }
    return *value;
  };
  auto takeInts = [&](llvm::StringRef name) -> llvm::SmallVector<int64_t> {
    std::optional<llvm::SmallVector<int64_t>> value;
    if (Attribute a = take(name))
      value = vhloTensorInts(a);
    if (!value) {
      bad = true;
      return {};
    }
    return *value;
  };
  auto malformed = [&](llvm::StringRef what) {
    return failToLegalize(op, what + " is missing or malformed");
  };

  if (family == "convolution" || family == "dynamic_conv") {
    int64_t ib = takeInt("input_batch_dimension");
    int64_t ifd = takeInt("input_feature_dimension");
    auto is = takeInts("input_spatial_dimensions");
    int64_t kif = takeInt("kernel_input_feature_dimension");
    int64_t kof = takeInt("kernel_output_feature_dimension");
    auto ks = takeInts("kernel_spatial_dimensions");
    int64_t ob = takeInt("output_batch_dimension");
    int64_t of = takeInt("output_feature_dimension");
    auto os = takeInts("output_spatial_dimensions");
    if (bad)
      return malformed("dimension numbers");
    out.set("dimension_numbers",
            stablehlo::ConvDimensionNumbersAttr::get(ctx, ib, ifd, is, kif,
                                                     kof, ks, ob, of, os));
  }
  if (family == "dot_general") {
    auto lb = takeInts("lhs_batching_dimensions");
    auto rb = takeInts("rhs_batching_dimensions");
    auto lc = takeInts("lhs_contracting_dimensions");
    auto rc = takeInts("rhs_contracting_dimensions");
    if (bad)
      return malformed("dot dimension numbers");
    out.set("dot_dimension_numbers",
            stablehlo::DotDimensionNumbersAttr::get(ctx, lb, rb, lc, rc));
    llvm::StringRef algorithmNames[] = {
        "lhs_precision_type", "rhs_precision_type", "accumulation_type",
        "lhs_component_count", "rhs_component_count",
        "num_primitive_operations", "allow_imprecise_accumulation"};
    Attribute parts[7];
    bool allNone = true;
    for (unsigned i = 0; i < 7; ++i) {
      parts[i] = take(algorithmNames[i]);
      if (!parts[i] || !isVhloNoneType(parts[i]))
        allNone = false;
    }
    if (!allNone) {
      auto typeOf = [&](Attribute a) -> Type {
        auto converted = dyn_cast_or_null<TypeAttr>(fromVhloAttr(a));
        return converted ? converted.getValue() : Type();
      };
      Type lhsType = typeOf(parts[0]), rhsType = typeOf(parts[1]),
           accType = typeOf(parts[2]);
      std::optional<int64_t> lc2 = vhloIntValue(parts[3]),
                             rc2 = vhloIntValue(parts[4]),
                             np = vhloIntValue(parts[5]);
      auto imprecise = dyn_cast_or_null<BoolAttr>(fromVhloAttr(parts[6]));
      if (!lhsType || !rhsType || !accType || !lc2 || !rc2 || !np ||
          !imprecise)
        return malformed("dot algorithm");
      out.set("algorithm", stablehlo::DotAlgorithmAttr::get(
                               ctx, lhsType, rhsType, accType, *lc2, *rc2,
                               *np, imprecise.getValue()));
    }
  }
  if (family == "gather" || family == "dynamic_gather") {
    auto offset = takeInts("offset_dims");
    auto collapsed = takeInts("collapsed_slice_dims");
    auto operandBatching = takeInts("operand_batching_dims");
    auto indicesBatching = takeInts("start_indices_batching_dims");
    auto startIndexMap = takeInts("start_index_map");
    int64_t indexVectorDim = takeInt("index_vector_dim");
    if (bad)
      return malformed("gather dimension numbers");
    out.set("dimension_numbers",
            stablehlo::GatherDimensionNumbersAttr::get(
                ctx, offset, collapsed, operandBatching, indicesBatching,
                startIndexMap, indexVectorDim));
  }
  if (family == "scatter") {
    auto updateWindow = takeInts("update_window_dims");
    auto inserted = takeInts("inserted_window_dims");
    auto inputBatching = takeInts("input_batching_dims");
    auto indicesBatching = takeInts("scatter_indices_batching_dims");
    auto toOperand = takeInts("scatter_dims_to_operand_dims");
    int64_t indexVectorDim = takeInt("index_vector_dim");
    if (bad)
      return malformed("scatter dimension numbers");
    out.set("scatter_dimension_numbers",
            stablehlo::ScatterDimensionNumbersAttr::get(
                ctx, updateWindow, inserted, inputBatching, indicesBatching,
                toOperand, indexVectorDim));
  }
  if (family == "send" || family == "recv") {
    int64_t id = takeInt("channel_id");
    int64_t type = takeInt("channel_type");
    if (bad)
      return malformed("channel_id/channel_type");
    out.set("channel_handle", stablehlo::ChannelHandleAttr::get(ctx, id, type));
  } else if (Attribute id = take("channel_id")) {
    std::optional<int64_t> value = vhloIntValue(id);
    if (!value)
      return malformed("channel_id");
    out.set("channel_handle",
            stablehlo::ChannelHandleAttr::get(ctx, *value, /*type=*/0));
  }
  for (llvm::StringRef flag : {"use_global_device_ids", "has_dynamic_root"}) {
    if (Attribute value = take(flag)) {
      if (isVhloBool(value, true))
        out.set(flag, UnitAttr::get(ctx));
      else if (!isVhloBool(value, false))
        return malformed(flag);
    }
  }
  if (family == "custom_call") {
    if (Attribute api = take("api_version")) {
      static const char *const names[] = {
          "API_VERSION_UNSPECIFIED", "API_VERSION_ORIGINAL",
          "API_VERSION_STATUS_RETURNING",
          "API_VERSION_STATUS_RETURNING_UNIFIED", "API_VERSION_TYPED_FFI"};
      int found = -1;
      for (int i = 0; i < 5; ++i)
        if (isVhloEnum(api, "api_version_v1", names[i]))
          found = i;
      if (found < 0)
        return malformed("api_version");
      out.set("api_version",
              IntegerAttr::get(IntegerType::get(ctx, 32), found));
    }
    if (Attribute called = take("called_computations")) {
      auto array = dyn_cast_or_null<ArrayAttr>(fromVhloAttr(called));
      if (!array)
        return malformed("called_computations");
      llvm::SmallVector<Attribute> symbols;
      for (Attribute element : array) {
        auto name = dyn_cast<StringAttr>(element);
        if (!name)
          return malformed("called_computations");
        symbols.push_back(FlatSymbolRefAttr::get(name));
      }
      out.set("called_computations", ArrayAttr::get(ctx, symbols));
    }
  }
  for (llvm::StringRef symbolName : {"callee", "decomposition"}) {
    if (family != "call" && family != "composite")
      break;
    if (Attribute value = take(symbolName)) {
      auto name = dyn_cast_or_null<StringAttr>(fromVhloAttr(value));
      if (!name)
        return malformed(symbolName);
      out.set(symbolName, FlatSymbolRefAttr::get(name));
    }
  }
  // Dense arrays.
  for (NamedAttribute attr : llvm::to_vector(attrs)) {
    llvm::StringRef name = attr.getName().getValue();
    if (name == "window_reversal") {
      std::optional<llvm::SmallVector<int64_t>> values =
          vhloTensorInts(attr.getValue());
      if (!values)
        return malformed(name);
      llvm::SmallVector<bool> bits(values->begin(), values->end());
      out.set(name, DenseBoolArrayAttr::get(ctx, bits));
      attrs.erase(name);
      continue;
    }
    if (!isI64ArrayAttr(family, name))
      continue;
    std::optional<llvm::SmallVector<int64_t>> values =
        vhloTensorInts(attr.getValue());
    if (!values)
      continue; // not a tensor: leave it to the generic conversion
    out.set(name, DenseI64ArrayAttr::get(ctx, *values));
    attrs.erase(name);
  }
  return success();
}

LogicalResult FromVhlo::convertOp(Operation *op) {
  std::optional<VhloOpRef> ref = table.lookup(op->getName().getStringRef());
  if (!ref)
    return failToLegalize(op, "not a versioned vhlo op");
  if (!table.isLegalAt(ref->family, ref->index,
                       vhlo::Version::getCurrentVersion()))
    return failToLegalize(
        op, "it is not of the current version " +
                vhlo::Version::getCurrentVersion().toString() +
                " (convert with --vhlo-to-version=target=current first)");
  std::string name = stablehloNameOfFamily(ref->family);
  if (ref->family == "return") {
    Operation *parent = op->getParentOp();
    bool inFunc = parent && (isa<func::FuncOp>(parent) ||
                             parent->getName().getStringRef() ==
                                 "vhlo.func_v1");
    name = inFunc ? "func.return" : "stablehlo.return";
  }
  auto opName = RegisteredOperationName::lookup(name, ctx);
  if (!opName)
    return failToLegalize(op, "'" + name + "' is not an op of this build");

  llvm::SmallVector<Type> resultTypes;
  for (Type type : op->getResultTypes()) {
    Type converted = fromVhloType(type);
    if (!converted)
      return failToLegalize(op, "result type " +
                                    llvm::formatv("{0}", type).str() +
                                    " has no stablehlo form");
    resultTypes.push_back(converted);
  }
  for (Region &region : op->getRegions())
    for (Block &block : region)
      for (BlockArgument arg : block.getArguments()) {
        Type converted = fromVhloType(arg.getType());
        if (!converted)
          return failToLegalize(op, "block argument type " +
                                        llvm::formatv("{0}", arg.getType())
                                            .str() +
                                        " has no stablehlo form");
        arg.setType(converted);
      }

  NamedAttrList attrs = allAttrs(op);
  removeDefaults(ref->family, attrs);
  NamedAttrList out;
  if (failed(implode(op, ref->family, attrs, out)))
    return failure();
  for (NamedAttribute attr : attrs) {
    Attribute converted = fromVhloAttr(attr.getValue());
    if (!converted)
      return failToLegalize(op, "attribute '" + attr.getName().getValue() +
                                    "' has no stablehlo form");
    out.set(attr.getName(), converted);
  }
  llvm::SmallVector<Value> operands(op->getOperands());
  rebuildOp(op, *opName, operands, resultTypes, out);
  return success();
}

} // namespace

LogicalResult legalizeVhloToStablehlo(ModuleOp module) {
  return FromVhlo(module.getContext()).run(module);
}

} // namespace shlo
} // namespace mlir
