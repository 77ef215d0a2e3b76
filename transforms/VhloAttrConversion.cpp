//===- VhloAttrConversion.cpp - builtin/stablehlo <-> vhlo values
//----------===//

#include "transforms/VhloAttrConversion.h"

#include "llvm/ADT/StringSet.h"

#include "dialect/Dialects.h"
#include "dialect/Vhlo.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/BuiltinTypes.h"

namespace mlir {
namespace shlo {

Type toVhloType(Type type) {
  if (!type)
    return {};
  if (type.getDialect().getNamespace() == "vhlo")
    return type;
  return vhlo::convertTypeFromBuiltin(type);
}

Type fromVhloType(Type type) {
  if (!type)
    return {};
  if (type.getDialect().getNamespace() != "vhlo")
    return type;
  return vhlo::convertTypeToBuiltin(type);
}

namespace {

// One stablehlo enum <-> vhlo enum pair, converted through the case name.
#define SHLO_ENUM_TO_VHLO(ShloName, VhloName)                                  \
  if (auto e = dyn_cast<stablehlo::ShloName##Attr>(attr)) {                    \
    auto value = vhlo::symbolize##VhloName(                                    \
        stablehlo::stringify##ShloName(e.getValue()));                         \
    if (!value)                                                                \
      return {};                                                               \
    return vhlo::VhloName##Attr::get(attr.getContext(), *value);               \
  }
#define SHLO_ENUM_FROM_VHLO(ShloName, VhloName)                                \
  if (auto e = dyn_cast<vhlo::VhloName##Attr>(attr)) {                         \
    auto value = stablehlo::symbolize##ShloName(                               \
        vhlo::stringify##VhloName(e.getValue()));                              \
    if (!value)                                                                \
      return {};                                                               \
    return stablehlo::ShloName##Attr::get(attr.getContext(), *value);          \
  }

Attribute denseToVhlo(DenseElementsAttr dense) {
  Type type = toVhloType(dense.getType());
  if (!type)
    return {};
  // Splats are stored expanded in vhlo (its data is the full buffer only
  // when the builtin attribute says so; keep the builtin raw layout).
  return vhlo::TensorV1Attr::get(dense.getContext(), type, dense.getRawData());
}

} // namespace

Attribute toVhloAttr(Attribute attr) {
  MLIRContext *ctx = attr.getContext();
  if (attr.getDialect().getNamespace() == "vhlo")
    return attr;
  SHLO_ENUM_TO_VHLO(ComparisonDirection, ComparisonDirectionV1)
  SHLO_ENUM_TO_VHLO(ComparisonType, ComparisonTypeV1)
  SHLO_ENUM_TO_VHLO(FftType, FftTypeV1)
  SHLO_ENUM_TO_VHLO(Precision, PrecisionV1)
  SHLO_ENUM_TO_VHLO(RngAlgorithm, RngAlgorithmV1)
  SHLO_ENUM_TO_VHLO(RngDistribution, RngDistributionV1)
  SHLO_ENUM_TO_VHLO(Transpose, TransposeV1)
  SHLO_ENUM_TO_VHLO(ResultAccuracyMode, ResultAccuracyModeV1)
  if (auto alias = dyn_cast<stablehlo::OutputOperandAliasAttr>(attr))
    return vhlo::OutputOperandAliasV1Attr::get(
        ctx, alias.getOutputTupleIndices(), alias.getOperandIndex(),
        alias.getOperandTupleIndices());
  if (auto accuracy = dyn_cast<stablehlo::ResultAccuracyAttr>(attr)) {
    Attribute mode = toVhloAttr(accuracy.getMode());
    if (!mode)
      return {};
    return vhlo::ResultAccuracyV1Attr::get(
        ctx, accuracy.getAtol(), accuracy.getRtol(), accuracy.getUlps(), mode);
  }
  if (auto bounds = dyn_cast<stablehlo::TypeExtensionsAttr>(attr))
    return vhlo::TypeExtensionsV1Attr::get(ctx, bounds.getBounds());
  if (auto sub = dyn_cast<stablehlo::SubAxisInfoAttr>(attr))
    return vhlo::SubAxisInfoV1Attr::get(ctx, sub.getPreSize(), sub.getSize());
  if (auto axis = dyn_cast<stablehlo::AxisRefAttr>(attr)) {
    Attribute sub;
    if (axis.getSubAxisInfo())
      sub = toVhloAttr(axis.getSubAxisInfo());
    return vhlo::AxisRefV1Attr::get(
        ctx, vhlo::StringV1Attr::get(ctx, axis.getName()), sub);
  }
  // vhlo (as of 1.20.0) names the mesh of mesh-axes replica groups by its
  // symbol only: an inline #stablehlo.mesh has no vhlo form.
  if (auto groups = dyn_cast<stablehlo::ReplicaGroupMeshAxesAttr>(attr)) {
    auto symbol = dyn_cast<FlatSymbolRefAttr>(groups.getMesh());
    Attribute axes = toVhloAttr(groups.getAxes());
    if (!symbol || !axes)
      return {};
    return vhlo::ReplicaGroupMeshAxesV1Attr::get(
        ctx, vhlo::StringV1Attr::get(ctx, symbol.getValue()), axes);
  }
  if (attr.getDialect().getNamespace() == "stablehlo")
    return {};

  if (auto array = dyn_cast<ArrayAttr>(attr)) {
    llvm::SmallVector<Attribute> elements;
    for (Attribute element : array) {
      Attribute converted = toVhloAttr(element);
      if (!converted)
        return {};
      elements.push_back(converted);
    }
    return vhlo::ArrayV1Attr::get(ctx, elements);
  }
  if (auto dense = dyn_cast<DenseIntOrFPElementsAttr>(attr))
    return denseToVhlo(dense);
  if (auto dense = dyn_cast<DenseI64ArrayAttr>(attr)) {
    auto type = RankedTensorType::get({static_cast<int64_t>(dense.size())},
                                      IntegerType::get(ctx, 64));
    return denseToVhlo(DenseIntElementsAttr::get(type, dense.asArrayRef()));
  }
  if (auto dense = dyn_cast<DenseBoolArrayAttr>(attr)) {
    auto type = RankedTensorType::get({static_cast<int64_t>(dense.size())},
                                      IntegerType::get(ctx, 1));
    return denseToVhlo(DenseIntElementsAttr::get(type, dense.asArrayRef()));
  }
  if (auto dict = dyn_cast<DictionaryAttr>(attr)) {
    llvm::SmallVector<std::pair<Attribute, Attribute>> entries;
    for (NamedAttribute entry : dict) {
      Attribute key = toVhloAttr(entry.getName());
      Attribute value = toVhloAttr(entry.getValue());
      if (!key || !value)
        return {};
      entries.push_back({key, value});
    }
    return vhlo::DictionaryV1Attr::get(ctx, entries);
  }
  if (auto number = dyn_cast<FloatAttr>(attr)) {
    Type type = toVhloType(number.getType());
    if (!type)
      return {};
    return vhlo::FloatV1Attr::get(ctx, type, number.getValue());
  }
  if (auto boolean = dyn_cast<BoolAttr>(attr))
    return vhlo::BooleanV1Attr::get(ctx, boolean.getValue());
  if (auto number = dyn_cast<IntegerAttr>(attr)) {
    Type type = toVhloType(number.getType());
    if (!type)
      return {};
    return vhlo::IntegerV1Attr::get(ctx, type, number.getValue());
  }
  if (auto symbol = dyn_cast<FlatSymbolRefAttr>(attr))
    return toVhloAttr(symbol.getAttr());
  if (auto string = dyn_cast<StringAttr>(attr)) {
    if (!isa<NoneType>(string.getType()))
      return {};
    return vhlo::StringV1Attr::get(ctx, string.getValue());
  }
  if (auto type = dyn_cast<TypeAttr>(attr)) {
    Type converted = toVhloType(type.getValue());
    if (!converted)
      return {};
    return vhlo::TypeV1Attr::get(ctx, converted);
  }
  return {};
}

Attribute fromVhloAttr(Attribute attr) {
  MLIRContext *ctx = attr.getContext();
  if (attr.getDialect().getNamespace() != "vhlo")
    return attr;
  SHLO_ENUM_FROM_VHLO(ComparisonDirection, ComparisonDirectionV1)
  SHLO_ENUM_FROM_VHLO(ComparisonType, ComparisonTypeV1)
  SHLO_ENUM_FROM_VHLO(FftType, FftTypeV1)
  SHLO_ENUM_FROM_VHLO(Precision, PrecisionV1)
  SHLO_ENUM_FROM_VHLO(RngAlgorithm, RngAlgorithmV1)
  SHLO_ENUM_FROM_VHLO(RngDistribution, RngDistributionV1)
  SHLO_ENUM_FROM_VHLO(Transpose, TransposeV1)
  SHLO_ENUM_FROM_VHLO(ResultAccuracyMode, ResultAccuracyModeV1)
  if (auto alias = dyn_cast<vhlo::OutputOperandAliasV1Attr>(attr))
    return stablehlo::OutputOperandAliasAttr::get(
        ctx, alias.getOutputTupleIndices(), alias.getOperandIndex(),
        alias.getOperandTupleIndices());
  if (auto accuracy = dyn_cast<vhlo::ResultAccuracyV1Attr>(attr)) {
    auto mode = dyn_cast_or_null<stablehlo::ResultAccuracyModeAttr>(
        fromVhloAttr(accuracy.getMode()));
    if (!mode)
      return {};
    return stablehlo::ResultAccuracyAttr::get(
        ctx, accuracy.getAtol(), accuracy.getRtol(), accuracy.getUlps(), mode);
  }
  if (auto bounds = dyn_cast<vhlo::TypeExtensionsV1Attr>(attr))
    return stablehlo::TypeExtensionsAttr::get(ctx, bounds.getBounds());
  if (auto sub = dyn_cast<vhlo::SubAxisInfoV1Attr>(attr)) {
    // Values the stablehlo attribute's verifier refuses have no form there.
    if (sub.getPreSize() < 1 || sub.getSize() < 1)
      return {};
    return stablehlo::SubAxisInfoAttr::get(ctx, sub.getPreSize(),
                                           sub.getSize());
  }
  if (auto axis = dyn_cast<vhlo::AxisRefV1Attr>(attr)) {
    auto name = dyn_cast<vhlo::StringV1Attr>(axis.getName());
    stablehlo::SubAxisInfoAttr sub;
    if (axis.getSubAxisInfo()) {
      sub = dyn_cast_or_null<stablehlo::SubAxisInfoAttr>(
          fromVhloAttr(axis.getSubAxisInfo()));
      if (!sub)
        return {};
    }
    if (!name || name.getValue().empty())
      return {};
    return stablehlo::AxisRefAttr::get(ctx, name.getValue(), sub);
  }
  if (auto groups = dyn_cast<vhlo::ReplicaGroupMeshAxesV1Attr>(attr)) {
    auto mesh = dyn_cast<vhlo::StringV1Attr>(groups.getMesh());
    auto axes = dyn_cast_or_null<ArrayAttr>(fromVhloAttr(groups.getAxes()));
    if (!mesh || !axes)
      return {};
    llvm::StringSet<> fullAxes;
    for (Attribute element : axes) {
      auto axis = dyn_cast<stablehlo::AxisRefAttr>(element);
      if (!axis ||
          (!axis.getSubAxisInfo() && !fullAxes.insert(axis.getName()).second))
        return {};
    }
    return stablehlo::ReplicaGroupMeshAxesAttr::get(
        ctx, FlatSymbolRefAttr::get(ctx, mesh.getValue()), axes);
  }
  if (auto array = dyn_cast<vhlo::ArrayV1Attr>(attr)) {
    llvm::SmallVector<Attribute> elements;
    for (Attribute element : array.getValue()) {
      Attribute converted = fromVhloAttr(element);
      if (!converted)
        return {};
      elements.push_back(converted);
    }
    return ArrayAttr::get(ctx, elements);
  }
  if (auto boolean = dyn_cast<vhlo::BooleanV1Attr>(attr))
    return BoolAttr::get(ctx, boolean.getValue());
  if (auto dict = dyn_cast<vhlo::DictionaryV1Attr>(attr)) {
    llvm::SmallVector<NamedAttribute> entries;
    for (const auto &entry : dict.getValue()) {
      auto key = dyn_cast_or_null<StringAttr>(fromVhloAttr(entry.first));
      Attribute value = fromVhloAttr(entry.second);
      if (!key || !value)
        return {};
      entries.push_back(NamedAttribute(key, value));
    }
    return DictionaryAttr::get(ctx, entries);
  }
  if (auto number = dyn_cast<vhlo::FloatV1Attr>(attr)) {
    auto type = dyn_cast_or_null<FloatType>(fromVhloType(number.getType()));
    if (!type)
      return {};
    return FloatAttr::get(type, number.getValue());
  }
  if (auto number = dyn_cast<vhlo::IntegerV1Attr>(attr)) {
    Type type = fromVhloType(number.getType());
    if (!type || !(isa<IntegerType>(type) || isa<IndexType>(type)))
      return {};
    return IntegerAttr::get(type, number.getValue());
  }
  if (auto string = dyn_cast<vhlo::StringV1Attr>(attr))
    return StringAttr::get(ctx, string.getValue());
  if (auto tensor = dyn_cast<vhlo::TensorV1Attr>(attr)) {
    auto type = dyn_cast_or_null<ShapedType>(fromVhloType(tensor.getType()));
    if (!type)
      return {};
    bool detectedSplat = false;
    if (!DenseElementsAttr::isValidRawBuffer(type, tensor.getData(),
                                             detectedSplat))
      return {};
    return DenseIntOrFPElementsAttr::getFromRawBuffer(type, tensor.getData());
  }
  if (auto type = dyn_cast<vhlo::TypeV1Attr>(attr)) {
    Type converted = fromVhloType(type.getValue());
    if (!converted)
      return {};
    return TypeAttr::get(converted);
  }
  return {};
}

Attribute vhloInt(MLIRContext *ctx, int64_t value, unsigned width) {
  Type type = toVhloType(IntegerType::get(ctx, width));
  return vhlo::IntegerV1Attr::get(ctx, type, llvm::APInt(width, value, true));
}
Attribute vhloBool(MLIRContext *ctx, bool value) {
  return vhlo::BooleanV1Attr::get(ctx, value);
}
Attribute vhloString(MLIRContext *ctx, llvm::StringRef value) {
  return vhlo::StringV1Attr::get(ctx, value);
}
Attribute vhloArray(MLIRContext *ctx, llvm::ArrayRef<Attribute> elements) {
  return vhlo::ArrayV1Attr::get(ctx, elements);
}
Attribute vhloDict(MLIRContext *ctx) {
  return vhlo::DictionaryV1Attr::get(ctx, {});
}
Attribute vhloI64Tensor(MLIRContext *ctx, llvm::ArrayRef<int64_t> values,
                        std::optional<llvm::ArrayRef<int64_t>> shape) {
  llvm::SmallVector<int64_t> dims;
  if (shape)
    dims.assign(shape->begin(), shape->end());
  else
    dims.push_back(static_cast<int64_t>(values.size()));
  auto type = RankedTensorType::get(dims, IntegerType::get(ctx, 64));
  return toVhloAttr(DenseIntElementsAttr::get(type, values));
}
Attribute vhloBoolTensor(MLIRContext *ctx, llvm::ArrayRef<bool> values) {
  auto type = RankedTensorType::get({static_cast<int64_t>(values.size())},
                                    IntegerType::get(ctx, 1));
  return toVhloAttr(DenseIntElementsAttr::get(type, values));
}
Attribute vhloNoneType(MLIRContext *ctx) {
  return vhlo::TypeV1Attr::get(ctx, vhlo::NoneV1Type::get(ctx));
}
Attribute vhloTypeAttr(Type builtinType) {
  Type converted = toVhloType(builtinType);
  if (!converted)
    return {};
  return vhlo::TypeV1Attr::get(builtinType.getContext(), converted);
}
Attribute vhloDefaultResultAccuracy(MLIRContext *ctx) {
  llvm::APFloat zero(0.0);
  return vhlo::ResultAccuracyV1Attr::get(
      ctx, zero, zero, 0,
      vhlo::ResultAccuracyModeV1Attr::get(ctx,
                                          vhlo::ResultAccuracyModeV1::DEFAULT));
}
Attribute vhloEnum(MLIRContext *ctx, llvm::StringRef mnemonic,
                   llvm::StringRef value) {
  if (mnemonic == "precision_v1")
    if (auto v = vhlo::symbolizePrecisionV1(value))
      return vhlo::PrecisionV1Attr::get(ctx, *v);
  if (mnemonic == "comparison_type_v1")
    if (auto v = vhlo::symbolizeComparisonTypeV1(value))
      return vhlo::ComparisonTypeV1Attr::get(ctx, *v);
  if (mnemonic == "api_version_v1")
    if (auto v = vhlo::symbolizeCustomCallApiVersionV1(value))
      return vhlo::CustomCallApiVersionV1Attr::get(ctx, *v);
  return {};
}

bool isVhloBool(Attribute attr, bool value) {
  auto b = dyn_cast_or_null<vhlo::BooleanV1Attr>(attr);
  return b && b.getValue() == value;
}
std::optional<int64_t> vhloIntValue(Attribute attr) {
  auto i = dyn_cast_or_null<vhlo::IntegerV1Attr>(attr);
  if (!i)
    return std::nullopt;
  return i.getValue().getSExtValue();
}
bool isVhloInt(Attribute attr, int64_t value) {
  std::optional<int64_t> v = vhloIntValue(attr);
  return v && *v == value;
}
bool isVhloString(Attribute attr, llvm::StringRef value) {
  auto s = dyn_cast_or_null<vhlo::StringV1Attr>(attr);
  return s && s.getValue() == value;
}
bool isVhloEmptyArray(Attribute attr) {
  auto a = dyn_cast_or_null<vhlo::ArrayV1Attr>(attr);
  return a && a.getValue().empty();
}
bool isVhloEmptyDict(Attribute attr) {
  auto d = dyn_cast_or_null<vhlo::DictionaryV1Attr>(attr);
  return d && d.getValue().empty();
}
bool isVhloEmptyTensor(Attribute attr) {
  auto t = dyn_cast_or_null<vhlo::TensorV1Attr>(attr);
  return t && t.getData().empty();
}
bool isVhloNoneType(Attribute attr) {
  auto t = dyn_cast_or_null<vhlo::TypeV1Attr>(attr);
  return t && isa<vhlo::NoneV1Type>(t.getValue());
}
bool isVhloEnum(Attribute attr, llvm::StringRef mnemonic,
                llvm::StringRef value) {
  if (!attr)
    return false;
  return attr == vhloEnum(attr.getContext(), mnemonic, value);
}
bool isVhloEnumSplatArray(Attribute attr, llvm::StringRef mnemonic,
                          llvm::StringRef value) {
  auto a = dyn_cast_or_null<vhlo::ArrayV1Attr>(attr);
  return a && llvm::all_of(a.getValue(), [&](Attribute element) {
           return isVhloEnum(element, mnemonic, value);
         });
}
bool isVhloSplatTensor(Attribute attr, int64_t value) {
  if (!attr)
    return false;
  auto dense = dyn_cast_or_null<DenseIntElementsAttr>(fromVhloAttr(attr));
  if (!dense)
    return false;
  for (const llvm::APInt &element : dense.getValues<llvm::APInt>()) {
    int64_t v = element.getBitWidth() == 1 ? element.getZExtValue()
                                           : element.getSExtValue();
    if (v != value)
      return false;
  }
  return true;
}
bool isVhloDefaultResultAccuracy(Attribute attr) {
  auto a = dyn_cast_or_null<vhlo::ResultAccuracyV1Attr>(attr);
  return a && a.getAtol().isZero() && a.getRtol().isZero() &&
         a.getUlps() == 0 &&
         a.getMode() ==
             vhlo::ResultAccuracyModeV1Attr::get(
                 attr.getContext(), vhlo::ResultAccuracyModeV1::DEFAULT);
}
std::optional<llvm::SmallVector<int64_t>> vhloTensorInts(Attribute attr) {
  auto dense = dyn_cast_or_null<DenseIntElementsAttr>(fromVhloAttr(attr));
  if (!dense)
    return std::nullopt;
  llvm::SmallVector<int64_t> values;
  for (const llvm::APInt &element : dense.getValues<llvm::APInt>())
    values.push_back(element.getBitWidth() == 1
                         ? static_cast<int64_t>(element.getZExtValue())
                         : element.getSExtValue());
  return values;
}
std::optional<llvm::SmallVector<int64_t>> vhloTensorShape(Attribute attr) {
  auto t = dyn_cast_or_null<vhlo::TensorV1Attr>(attr);
  if (!t)
    return std::nullopt;
  auto shaped = dyn_cast_or_null<ShapedType>(fromVhloType(t.getType()));
  if (!shaped)
    return std::nullopt;
  return llvm::SmallVector<int64_t>(shaped.getShape());
}

} // namespace shlo
} // namespace mlir
