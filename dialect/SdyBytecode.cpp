//===- SdyBytecode.cpp - sdy attributes in MLIR bytecode ------------------===//
//
// The dialect bytecode interface of sdy. Every attribute is written as a
// varint code followed by its fields, with the codes, field order and field
// encodings of Shardy's own writer (openxla/shardy, the attribute list of
// its `bytecode.td`; docs/vhlo.md lists them), so that the sdy attributes
// of artifacts JAX writes load here and ours load there.
//
// Reading treats the bytes as untrusted input: lists grow one read element
// at a time (a count never reserves memory by itself), every referenced
// attribute is checked for its kind, and attributes with invariants are
// built with getChecked, so bad input ends in a diagnostic at the file.
//
//===----------------------------------------------------------------------===//

#include "dialect/SdyBytecode.h"
#include "dialect/SdyOps.h"

#include "llvm/ADT/TypeSwitch.h"
#include "mlir/Bytecode/BytecodeImplementation.h"

#include <array>
#include <limits>
#include <memory>

using namespace mlir;
using namespace mlir::sdy;

namespace {

/// Shardy's attribute codes. A code is never reused: a new form of an
/// attribute takes a new code, and readers keep reading the old one.
enum class AttrCode : uint64_t {
  ManualAxes = 0,
  MeshAxis = 1,
  Mesh = 2,
  SubAxisInfo = 3,
  AxisRef = 4,
  DimensionSharding = 5,
  /// A sharding without unreduced axes: mesh, dims, replicated.
  TensorShardingV1 = 6,
  /// A list of shardings none of which has unreduced axes.
  TensorShardingPerValueV1 = 7,
  DimMapping = 8,
  TensorMapping = 9,
  OpShardingRule = 10,
  AxisRefList = 11,
  ListOfAxisRefLists = 12,
  AllToAllParam = 13,
  AllToAllParamList = 14,
  /// A sharding with unreduced axes summed: V1's fields, then unreduced.
  TensorShardingV2 = 15,
  /// A list of shardings at least one of which has unreduced axes.
  TensorShardingPerValueV2 = 16,
  /// V2's fields, then the reduction (other than sum) of the unreduced
  /// axes, which this dialect does not model: read and refused.
  TensorShardingV3 = 17,
};

/// The version Shardy may write in the dialect section (three varints,
/// major, minor and patch). The codes above are stable across versions, so
/// the version only has to be read.
class SdyBytecodeVersion : public DialectVersion {
public:
  explicit SdyBytecodeVersion(std::array<uint64_t, 3> parts) : parts(parts) {}
  /// Major, minor and patch.
  std::array<uint64_t, 3> parts;
};

//===----------------------------------------------------------------------===//
// Reading helpers
//===----------------------------------------------------------------------===//

/// Reads a varint count, then that many elements with `readOne`. The count
/// is not trusted: nothing is reserved, and a count larger than the data
/// fails at the first missing element.
template <typename T, typename ReadOne>
LogicalResult readBoundedList(DialectBytecodeReader &reader,
                              SmallVectorImpl<T> &result, ReadOne &&readOne) {
  uint64_t count = 0;
  if (failed(reader.readVarInt(count)))
    return failure();
  for (uint64_t i = 0; i < count; ++i) {
    T element{};
    if (failed(readOne(element)))
      return failure();
    result.push_back(element);
  }
  return success();
}

/// A list of references to attributes of kind T.
template <typename T>
LogicalResult readAttrList(DialectBytecodeReader &reader,
                           SmallVectorImpl<T> &result) {
  return readBoundedList(reader, result, [&](T &element) {
    return reader.readAttribute<T>(element);
  });
}

/// A list of signed varints.
LogicalResult readIntList(DialectBytecodeReader &reader,
                          SmallVectorImpl<int64_t> &result) {
  return readBoundedList(reader, result, [&](int64_t &element) {
    return reader.readSignedVarInt(element);
  });
}

/// A mesh or a flat reference to one, as a sharding holds.
LogicalResult readMeshOrRef(DialectBytecodeReader &reader, Attribute &result) {
  if (failed(reader.readAttribute(result)))
    return failure();
  if (isa<MeshAttr, FlatSymbolRefAttr>(result))
    return success();
  return reader.emitError() << "sdy sharding: expected a mesh or a flat mesh "
                               "symbol reference, got "
                            << result;
}

/// The fields every form of a sharding starts with.
struct ShardingFields {
  Attribute meshOrRef;
  SmallVector<DimensionShardingAttr> dims;
  SmallVector<AxisRefAttr> replicated;
  SmallVector<AxisRefAttr> unreduced;
};

LogicalResult readShardingFields(DialectBytecodeReader &reader,
                                 ShardingFields &fields, bool withUnreduced) {
  if (failed(readMeshOrRef(reader, fields.meshOrRef)) ||
      failed(readAttrList(reader, fields.dims)) ||
      failed(readAttrList(reader, fields.replicated)))
    return failure();
  return withUnreduced ? readAttrList(reader, fields.unreduced) : success();
}

//===----------------------------------------------------------------------===//
// The interface
//===----------------------------------------------------------------------===//

class SdyBytecodeInterface : public BytecodeDialectInterface {
public:
  explicit SdyBytecodeInterface(Dialect *dialect)
      : BytecodeDialectInterface(dialect) {}

  Attribute readAttribute(DialectBytecodeReader &reader) const override;
  LogicalResult writeAttribute(Attribute attr,
                               DialectBytecodeWriter &writer) const override;

  /// Shardy writes a version only when its writer is asked to; this writer
  /// never is, so nothing is written (the dialect is then unversioned).
  void writeVersion(DialectBytecodeWriter &) const override {}

  std::unique_ptr<DialectVersion>
  readVersion(DialectBytecodeReader &reader) const override {
    std::array<uint64_t, 3> parts{};
    for (uint64_t &part : parts)
      if (failed(reader.readVarInt(part)))
        return nullptr;
    return std::make_unique<SdyBytecodeVersion>(parts);
  }

private:
  Attribute readTensorSharding(DialectBytecodeReader &reader,
                               AttrCode code) const;
};

Attribute
SdyBytecodeInterface::readTensorSharding(DialectBytecodeReader &reader,
                                         AttrCode code) const {
  MLIRContext *ctx = getContext();
  ShardingFields fields;
  if (failed(readShardingFields(reader, fields,
                                /*withUnreduced=*/code != AttrCode::TensorShardingV1)))
    return Attribute();
  if (code == AttrCode::TensorShardingV3) {
    int64_t reduction = 0;
    if (failed(reader.readSignedVarInt(reduction)))
      return Attribute();
    reader.emitError()
        << "sdy sharding (bytecode code 17) reduces its unreduced axes with "
           "reduction "
        << reduction
        << ", which this build does not model (it reads unreduced axes as "
           "summed: codes 6 and 15)";
    return Attribute();
  }
  // Explicit ArrayRefs pick the generated getChecked, not the base's
  // variadic template.
  return TensorShardingAttr::getChecked(
      [&]() { return reader.emitError(); }, ctx, fields.meshOrRef,
      ArrayRef<DimensionShardingAttr>(fields.dims),
      ArrayRef<AxisRefAttr>(fields.replicated),
      ArrayRef<AxisRefAttr>(fields.unreduced));
}

Attribute
SdyBytecodeInterface::readAttribute(DialectBytecodeReader &reader) const {
  MLIRContext *ctx = getContext();
  auto emitError = [&]() { return reader.emitError(); };
  uint64_t rawCode = 0;
  if (failed(reader.readVarInt(rawCode)))
    return Attribute();
  switch (static_cast<AttrCode>(rawCode)) {
  case AttrCode::ManualAxes: {
    SmallVector<StringAttr> axes;
    if (failed(readAttrList(reader, axes)))
      return Attribute();
    return ManualAxesAttr::get(ctx, axes);
  }
  case AttrCode::MeshAxis: {
    StringRef name;
    int64_t size = 0;
    if (failed(reader.readString(name)) ||
        failed(reader.readSignedVarInt(size)))
      return Attribute();
    return MeshAxisAttr::getChecked(emitError, ctx, name, size);
  }
  case AttrCode::Mesh: {
    SmallVector<MeshAxisAttr> axes;
    SmallVector<int64_t> deviceIds;
    if (failed(readAttrList(reader, axes)) ||
        failed(readIntList(reader, deviceIds)))
      return Attribute();
    return MeshAttr::getChecked(emitError, ctx, ArrayRef<MeshAxisAttr>(axes),
                                ArrayRef<int64_t>(deviceIds));
  }
  case AttrCode::SubAxisInfo: {
    int64_t preSize = 0, size = 0;
    if (failed(reader.readSignedVarInt(preSize)) ||
        failed(reader.readSignedVarInt(size)))
      return Attribute();
    return SubAxisInfoAttr::get(ctx, preSize, size);
  }
  case AttrCode::AxisRef: {
    StringRef name;
    SubAxisInfoAttr subAxisInfo;
    if (failed(reader.readString(name)) ||
        failed(reader.readOptionalAttribute(subAxisInfo)))
      return Attribute();
    return AxisRefAttr::get(ctx, name, subAxisInfo);
  }
  case AttrCode::DimensionSharding: {
    SmallVector<AxisRefAttr> axes;
    bool isClosed = false;
    uint64_t priority = 0;
    bool hasPriority = false;
    if (failed(readAttrList(reader, axes)) || failed(reader.readBool(isClosed)) ||
        failed(reader.readVarIntWithFlag(priority, hasPriority)))
      return Attribute();
    std::optional<int64_t> maybePriority;
    if (hasPriority) {
      if (priority > uint64_t(std::numeric_limits<int64_t>::max())) {
        reader.emitError() << "sdy dimension sharding: priority " << priority
                           << " is out of range";
        return Attribute();
      }
      maybePriority = int64_t(priority);
    }
    return DimensionShardingAttr::get(ctx, axes, isClosed, maybePriority);
  }
  case AttrCode::TensorShardingV1:
  case AttrCode::TensorShardingV2:
  case AttrCode::TensorShardingV3:
    return readTensorSharding(reader, static_cast<AttrCode>(rawCode));
  case AttrCode::TensorShardingPerValueV1:
  case AttrCode::TensorShardingPerValueV2: {
    SmallVector<TensorShardingAttr> shardings;
    if (failed(readAttrList(reader, shardings)))
      return Attribute();
    return TensorShardingPerValueAttr::get(ctx, shardings);
  }
  case AttrCode::DimMapping: {
    SmallVector<int64_t> factors;
    if (failed(readIntList(reader, factors)))
      return Attribute();
    return DimMappingAttr::get(ctx, factors);
  }
  case AttrCode::TensorMapping: {
    SmallVector<DimMappingAttr> dims;
    if (failed(readAttrList(reader, dims)))
      return Attribute();
    return TensorMappingAttr::get(ctx, dims);
  }
  case AttrCode::OpShardingRule: {
    SmallVector<int64_t> sizes, reduction, needReplication, permutation,
        blocked;
    SmallVector<TensorMappingAttr> operands, results;
    bool isCustom = false;
    if (failed(readIntList(reader, sizes)) ||
        failed(readAttrList(reader, operands)) ||
        failed(readAttrList(reader, results)) ||
        failed(readIntList(reader, reduction)) ||
        failed(readIntList(reader, needReplication)) ||
        failed(readIntList(reader, permutation)) ||
        failed(readIntList(reader, blocked)) ||
        failed(reader.readBool(isCustom)))
      return Attribute();
    using Ints = ArrayRef<int64_t>;
    using Mappings = ArrayRef<TensorMappingAttr>;
    return OpShardingRuleAttr::getChecked(
        emitError, ctx, Ints(sizes), Mappings(operands), Mappings(results),
        Ints(reduction), Ints(needReplication), Ints(permutation),
        Ints(blocked), isCustom);
  }
  case AttrCode::AxisRefList: {
    SmallVector<AxisRefAttr> axes;
    if (failed(readAttrList(reader, axes)))
      return Attribute();
    return AxisRefListAttr::get(ctx, axes);
  }
  case AttrCode::ListOfAxisRefLists: {
    SmallVector<AxisRefListAttr> lists;
    if (failed(readAttrList(reader, lists)))
      return Attribute();
    return ListOfAxisRefListsAttr::get(ctx, lists);
  }
  case AttrCode::AllToAllParam: {
    SmallVector<AxisRefAttr> axes;
    int64_t src = 0, tgt = 0;
    if (failed(readAttrList(reader, axes)) ||
        failed(reader.readSignedVarInt(src)) ||
        failed(reader.readSignedVarInt(tgt)))
      return Attribute();
    return AllToAllParamAttr::get(ctx, axes, src, tgt);
  }
  case AttrCode::AllToAllParamList: {
    SmallVector<AllToAllParamAttr> params;
    if (failed(readAttrList(reader, params)))
      return Attribute();
    return AllToAllParamListAttr::get(ctx, params);
  }
  }
  reader.emitError() << "unknown sdy attribute code " << rawCode
                     << " (this build reads codes 0 to 17)";
  return Attribute();
}

//===----------------------------------------------------------------------===//
// Writing
//===----------------------------------------------------------------------===//

void writeIntList(DialectBytecodeWriter &writer, ArrayRef<int64_t> values) {
  writer.writeList(values, [&](int64_t v) { writer.writeSignedVarInt(v); });
}

template <typename T>
void writeAttrList(DialectBytecodeWriter &writer, ArrayRef<T> attrs) {
  writer.writeList(attrs, [&](T a) { writer.writeAttribute(a); });
}

LogicalResult
SdyBytecodeInterface::writeAttribute(Attribute attr,
                                     DialectBytecodeWriter &writer) const {
  auto code = [&](AttrCode c) { writer.writeVarInt(uint64_t(c)); };
  return llvm::TypeSwitch<Attribute, LogicalResult>(attr)
      .Case([&](ManualAxesAttr a) {
        code(AttrCode::ManualAxes);
        writeAttrList(writer, a.getValue());
        return success();
      })
      .Case([&](MeshAxisAttr a) {
        code(AttrCode::MeshAxis);
        writer.writeOwnedString(a.getName());
        writer.writeSignedVarInt(a.getSize());
        return success();
      })
      .Case([&](MeshAttr a) {
        code(AttrCode::Mesh);
        writeAttrList(writer, a.getAxes());
        writeIntList(writer, a.getDeviceIds());
        return success();
      })
      .Case([&](SubAxisInfoAttr a) {
        code(AttrCode::SubAxisInfo);
        writer.writeSignedVarInt(a.getPreSize());
        writer.writeSignedVarInt(a.getSize());
        return success();
      })
      .Case([&](AxisRefAttr a) {
        code(AttrCode::AxisRef);
        writer.writeOwnedString(a.getName());
        writer.writeOptionalAttribute(a.getSubAxisInfo());
        return success();
      })
      .Case([&](DimensionShardingAttr a) -> LogicalResult {
        // Shardy's priority is unsigned; a negative one (which no sharding
        // verifies) has no encoding, and the attribute goes as text.
        std::optional<int64_t> priority = a.getPriority();
        if (priority && *priority < 0)
          return failure();
        code(AttrCode::DimensionSharding);
        writeAttrList(writer, a.getAxes());
        writer.writeOwnedBool(a.getIsClosed());
        writer.writeVarIntWithFlag(priority ? uint64_t(*priority) : 0,
                                   priority.has_value());
        return success();
      })
      .Case([&](TensorShardingAttr a) {
        bool unreduced = !a.getUnreducedAxes().empty();
        code(unreduced ? AttrCode::TensorShardingV2
                       : AttrCode::TensorShardingV1);
        writer.writeAttribute(a.getMeshOrRef());
        writeAttrList(writer, a.getDimShardings());
        writeAttrList(writer, a.getReplicatedAxes());
        if (unreduced)
          writeAttrList(writer, a.getUnreducedAxes());
        return success();
      })
      .Case([&](TensorShardingPerValueAttr a) {
        bool unreduced = llvm::any_of(a.getShardings(), [](TensorShardingAttr s) {
          return !s.getUnreducedAxes().empty();
        });
        code(unreduced ? AttrCode::TensorShardingPerValueV2
                       : AttrCode::TensorShardingPerValueV1);
        writeAttrList(writer, a.getShardings());
        return success();
      })
      .Case([&](DimMappingAttr a) {
        code(AttrCode::DimMapping);
        writeIntList(writer, a.getFactorIndices());
        return success();
      })
      .Case([&](TensorMappingAttr a) {
        code(AttrCode::TensorMapping);
        writeAttrList(writer, a.getDimMappings());
        return success();
      })
      .Case([&](OpShardingRuleAttr a) {
        code(AttrCode::OpShardingRule);
        writeIntList(writer, a.getFactorSizes());
        writeAttrList(writer, a.getOperandMappings());
        writeAttrList(writer, a.getResultMappings());
        writeIntList(writer, a.getReductionFactors());
        writeIntList(writer, a.getNeedReplicationFactors());
        writeIntList(writer, a.getPermutationFactors());
        writeIntList(writer, a.getBlockedPropagationFactors());
        writer.writeOwnedBool(a.getIsCustomRule());
        return success();
      })
      .Case([&](AxisRefListAttr a) {
        code(AttrCode::AxisRefList);
        writeAttrList(writer, a.getValue());
        return success();
      })
      .Case([&](ListOfAxisRefListsAttr a) {
        code(AttrCode::ListOfAxisRefLists);
        writeAttrList(writer, a.getValue());
        return success();
      })
      .Case([&](AllToAllParamAttr a) {
        code(AttrCode::AllToAllParam);
        writeAttrList(writer, a.getAxes());
        writer.writeSignedVarInt(a.getSrcDim());
        writer.writeSignedVarInt(a.getTgtDim());
        return success();
      })
      .Case([&](AllToAllParamListAttr a) {
        code(AttrCode::AllToAllParamList);
        writeAttrList(writer, a.getValue());
        return success();
      })
      .Default([](Attribute) { return failure(); });
}

} // namespace

void mlir::sdy::addBytecodeInterface(SdyDialect *dialect) {
  dialect->addInterfaces<SdyBytecodeInterface>();
}
