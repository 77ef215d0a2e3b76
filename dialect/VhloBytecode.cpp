//===- VhloBytecode.cpp - vhlo types and attributes in MLIR bytecode --------===//
//
// The dialect bytecode interface of vhlo. Every type and attribute is written
// as a varint code followed by its fields; the codes and the field order are
// upstream StableHLO's (docs/vhlo.md lists them), so artifacts written here
// read there and the reverse. Reading treats the bytes as untrusted: every
// value is checked (getChecked) before an attribute or type is built.
//
//===----------------------------------------------------------------------===//

#include "dialect/Vhlo.h"

#include "llvm/ADT/TypeSwitch.h"
#include "mlir/Bytecode/BytecodeImplementation.h"

namespace mlir {
namespace vhlo {
namespace {

// Attribute codes (upstream's numbering; 0 is retired).
enum class AttrCode : uint64_t {
  Array = 1,
  Boolean = 2,
  ComparisonDirection = 3,
  ComparisonType = 4,
  CustomCallApiVersion = 5,
  Dictionary = 6,
  FftType = 7,
  Float = 8,
  Integer = 9,
  OutputOperandAlias = 10,
  Precision = 11,
  RngAlgorithm = 12,
  RngDistribution = 13,
  String = 14,
  Tensor = 15,
  Transpose = 16,
  Type = 17,
  TypeExtensions = 18,
  ResultAccuracyMode = 19,
  ResultAccuracy = 20,
  SubAxisInfo = 21,
  AxisRef = 22,
  ReplicaGroupMeshAxes = 23,
};

// Type codes (upstream's numbering).
enum class TypeCode : uint64_t {
  Boolean = 0,
  Complex = 1,
  BF16 = 2,
  F16 = 3,
  F32 = 4,
  F64 = 5,
  F8E4M3FN = 6,
  F8E5M2 = 7,
  Function = 8,
  Index = 9,
  SI4 = 10,
  SI8 = 11,
  SI16 = 12,
  SI32 = 13,
  SI64 = 14,
  UI4 = 15,
  UI8 = 16,
  UI16 = 17,
  UI32 = 18,
  UI64 = 19,
  RankedTensor = 20,
  RankedTensorWithEncoding = 21,
  Token = 22,
  Tuple = 23,
  UniformQuantized = 24,
  UnrankedTensor = 25,
  Witness = 26,
  F8E4M3FNUZ = 27,
  F8E5M2FNUZ = 28,
  F8E4M3B11FNUZ = 29,
  UniformQuantizedPerAxis = 30,
  SI2 = 31,
  UI2 = 32,
  None = 33,
  TF32 = 34,
  F8E4M3 = 35,
  F8E3M4 = 36,
  F4E2M1FN = 37,
  F6E2M3FN = 38,
  F6E3M2FN = 39,
  F8E8M0FNU = 40,
  RankedBuffer = 41,
  Future = 42,
};

class VhloBytecodeInterface : public BytecodeDialectInterface {
public:
  explicit VhloBytecodeInterface(Dialect *dialect)
      : BytecodeDialectInterface(dialect) {}

  Attribute readAttribute(DialectBytecodeReader &reader) const override;
  LogicalResult writeAttribute(Attribute attr,
                               DialectBytecodeWriter &writer) const override;
  Type readType(DialectBytecodeReader &reader) const override;
  LogicalResult writeType(Type type,
                          DialectBytecodeWriter &writer) const override;

private:
  MLIRContext *ctx() const { return getContext(); }
};

//===----------------------------------------------------------------------===//
// Helpers
//===----------------------------------------------------------------------===//

auto errorOf(DialectBytecodeReader &reader) {
  return [&reader]() { return reader.emitError(); };
}

template <typename EnumAttrT, typename SymbolizeFn>
Attribute readEnum(DialectBytecodeReader &reader, MLIRContext *ctx,
                   SymbolizeFn symbolize, StringRef what) {
  uint64_t raw = 0;
  if (failed(reader.readVarInt(raw)))
    return Attribute();
  if (raw > std::numeric_limits<uint32_t>::max()) {
    reader.emitError() << "invalid " << what << " value " << raw;
    return Attribute();
  }
  auto value = symbolize(static_cast<uint32_t>(raw));
  if (!value) {
    reader.emitError() << "invalid " << what << " value " << raw;
    return Attribute();
  }
  return EnumAttrT::get(ctx, *value);
}

template <typename EnumAttrT>
void writeEnum(DialectBytecodeWriter &writer, AttrCode code, EnumAttrT attr) {
  writer.writeVarInt(static_cast<uint64_t>(code));
  writer.writeVarInt(static_cast<uint64_t>(attr.getValue()));
}

// Semantics of a vhlo float type; null for anything else.
const llvm::fltSemantics *floatSemantics(Type type) {
  if (!type)
    return nullptr;
  auto builtin = llvm::dyn_cast_or_null<FloatType>(convertTypeToBuiltin(type));
  return builtin ? &builtin.getFloatSemantics() : nullptr;
}

// Storage width of a vhlo integer or index type; 0 for anything else.
unsigned integerWidth(Type type) {
  if (!type)
    return 0;
  Type builtin = convertTypeToBuiltin(type);
  if (auto integer = llvm::dyn_cast_or_null<IntegerType>(builtin))
    return integer.getWidth();
  if (llvm::isa_and_nonnull<IndexType>(builtin))
    return IndexType::kInternalStorageBitWidth;
  return 0;
}

// Element count of a static vhlo tensor type, or nullopt.
std::optional<uint64_t> staticElementCount(Type type) {
  auto tensor = llvm::dyn_cast_or_null<RankedTensorV1Type>(type);
  if (!tensor)
    return std::nullopt;
  uint64_t count = 1;
  for (int64_t size : tensor.getShape()) {
    if (size < 0)
      return std::nullopt;
    if (size != 0 &&
        count > std::numeric_limits<uint64_t>::max() / uint64_t(size))
      return std::nullopt;
    count *= uint64_t(size);
  }
  return count;
}

bool isBooleanTensor(Type type) {
  auto tensor = llvm::dyn_cast_or_null<RankedTensorV1Type>(type);
  return tensor && llvm::isa<BooleanV1Type>(tensor.getElementType());
}

//===----------------------------------------------------------------------===//
// Attributes
//===----------------------------------------------------------------------===//

Attribute VhloBytecodeInterface::readAttribute(
    DialectBytecodeReader &reader) const {
  uint64_t rawCode = 0;
  if (failed(reader.readVarInt(rawCode)))
    return Attribute();
  auto emitError = errorOf(reader);
  switch (static_cast<AttrCode>(rawCode)) {
  case AttrCode::Array: {
    SmallVector<Attribute> elements;
    if (failed(reader.readAttributes(elements)))
      return Attribute();
    return ArrayV1Attr::getChecked(emitError, ctx(), ArrayRef<Attribute>(elements));
  }
  case AttrCode::Boolean: {
    uint64_t value = 0;
    if (failed(reader.readVarInt(value)))
      return Attribute();
    if (value > 1) {
      reader.emitError() << "invalid boolean value " << value;
      return Attribute();
    }
    return BooleanV1Attr::get(ctx(), value == 1);
  }
  case AttrCode::ComparisonDirection:
    return readEnum<ComparisonDirectionV1Attr>(
        reader, ctx(), [](uint32_t v) { return symbolizeComparisonDirectionV1(v); }, "comparison direction");
  case AttrCode::ComparisonType:
    return readEnum<ComparisonTypeV1Attr>(
        reader, ctx(), [](uint32_t v) { return symbolizeComparisonTypeV1(v); }, "comparison type");
  case AttrCode::CustomCallApiVersion:
    return readEnum<CustomCallApiVersionV1Attr>(
        reader, ctx(), [](uint32_t v) { return symbolizeCustomCallApiVersionV1(v); }, "api version");
  case AttrCode::Dictionary: {
    SmallVector<std::pair<Attribute, Attribute>> entries;
    auto readEntry = [&]() -> FailureOr<std::pair<Attribute, Attribute>> {
      Attribute key, value;
      if (failed(reader.readAttribute(key)) ||
          failed(reader.readAttribute(value)))
        return failure();
      return std::make_pair(key, value);
    };
    if (failed(reader.readList(entries, readEntry)))
      return Attribute();
    return DictionaryV1Attr::getChecked(
        emitError, ctx(), ArrayRef<std::pair<Attribute, Attribute>>(entries));
  }
  case AttrCode::FftType:
    return readEnum<FftTypeV1Attr>(reader, ctx(), [](uint32_t v) { return symbolizeFftTypeV1(v); },
                                   "fft type");
  case AttrCode::Float: {
    Type type;
    if (failed(reader.readType(type)))
      return Attribute();
    const llvm::fltSemantics *semantics = floatSemantics(type);
    if (!semantics) {
      reader.emitError() << "float attribute of non-float type " << type;
      return Attribute();
    }
    FailureOr<APFloat> value = reader.readAPFloatWithKnownSemantics(*semantics);
    if (failed(value))
      return Attribute();
    return FloatV1Attr::getChecked(emitError, ctx(), type, *value);
  }
  case AttrCode::Integer: {
    Type type;
    if (failed(reader.readType(type)))
      return Attribute();
    unsigned width = integerWidth(type);
    if (width == 0) {
      reader.emitError() << "integer attribute of non-integer type " << type;
      return Attribute();
    }
    FailureOr<APInt> value = reader.readAPIntWithKnownWidth(width);
    if (failed(value))
      return Attribute();
    return IntegerV1Attr::getChecked(emitError, ctx(), type, *value);
  }
  case AttrCode::OutputOperandAlias: {
    SmallVector<int64_t> outputIndices, operandIndices;
    int64_t operandIndex = 0;
    if (failed(reader.readSignedVarInts(outputIndices)) ||
        failed(reader.readSignedVarInt(operandIndex)) ||
        failed(reader.readSignedVarInts(operandIndices)))
      return Attribute();
    return OutputOperandAliasV1Attr::get(ctx(), outputIndices, operandIndex,
                                         operandIndices);
  }
  case AttrCode::Precision:
    return readEnum<PrecisionV1Attr>(reader, ctx(), [](uint32_t v) { return symbolizePrecisionV1(v); },
                                     "precision");
  case AttrCode::RngAlgorithm:
    return readEnum<RngAlgorithmV1Attr>(reader, ctx(),
                                        [](uint32_t v) { return symbolizeRngAlgorithmV1(v); },
                                        "rng algorithm");
  case AttrCode::RngDistribution:
    return readEnum<RngDistributionV1Attr>(reader, ctx(),
                                           [](uint32_t v) { return symbolizeRngDistributionV1(v); },
                                           "rng distribution");
  case AttrCode::String: {
    StringRef value;
    if (failed(reader.readString(value)))
      return Attribute();
    return StringV1Attr::get(ctx(), value);
  }
  case AttrCode::Tensor: {
    Type type;
    ArrayRef<char> blob;
    if (failed(reader.readType(type)) || failed(reader.readBlob(blob)))
      return Attribute();
    std::optional<uint64_t> count = staticElementCount(type);
    if (!count) {
      reader.emitError() << "tensor attribute of non-static type " << type;
      return Attribute();
    }
    // Booleans travel bit-packed (bit i%8 of byte i/8; a splat as one byte
    // 0x00 or 0xFF), which is also MLIR's in-memory form. Some writers
    // stored one byte per element instead: pack those.
    if (isBooleanTensor(type) && *count > 1 && blob.size() == *count) {
      SmallVector<char> packed((*count + 7) / 8, 0);
      for (uint64_t i = 0; i < *count; ++i)
        if (blob[i])
          packed[i / 8] |= char(1u << (i % 8));
      return TensorV1Attr::getChecked(emitError, ctx(), type, ArrayRef<char>(packed));
    }
    return TensorV1Attr::getChecked(emitError, ctx(), type, blob);
  }
  case AttrCode::Transpose:
    return readEnum<TransposeV1Attr>(reader, ctx(), [](uint32_t v) { return symbolizeTransposeV1(v); },
                                     "transpose");
  case AttrCode::Type: {
    Type type;
    if (failed(reader.readType(type)))
      return Attribute();
    return TypeV1Attr::getChecked(emitError, ctx(), type);
  }
  case AttrCode::TypeExtensions: {
    SmallVector<int64_t> bounds;
    if (failed(reader.readSignedVarInts(bounds)))
      return Attribute();
    return TypeExtensionsV1Attr::get(ctx(), bounds);
  }
  case AttrCode::ResultAccuracyMode:
    return readEnum<ResultAccuracyModeV1Attr>(
        reader, ctx(), [](uint32_t v) { return symbolizeResultAccuracyModeV1(v); }, "result accuracy mode");
  case AttrCode::ResultAccuracy: {
    FailureOr<APFloat> atol =
        reader.readAPFloatWithKnownSemantics(APFloat::IEEEdouble());
    if (failed(atol))
      return Attribute();
    FailureOr<APFloat> rtol =
        reader.readAPFloatWithKnownSemantics(APFloat::IEEEdouble());
    if (failed(rtol))
      return Attribute();
    int64_t ulps = 0;
    Attribute mode;
    if (failed(reader.readSignedVarInt(ulps)) ||
        failed(reader.readAttribute(mode)))
      return Attribute();
    return ResultAccuracyV1Attr::getChecked(emitError, ctx(), *atol, *rtol,
                                            ulps, mode);
  }
  case AttrCode::SubAxisInfo: {
    int64_t preSize = 0, size = 0;
    if (failed(reader.readSignedVarInt(preSize)) ||
        failed(reader.readSignedVarInt(size)))
      return Attribute();
    return SubAxisInfoV1Attr::get(ctx(), preSize, size);
  }
  case AttrCode::AxisRef: {
    Attribute name, subAxisInfo;
    uint64_t hasSubAxisInfo = 0;
    if (failed(reader.readAttribute(name)) ||
        failed(reader.readVarInt(hasSubAxisInfo)))
      return Attribute();
    if (hasSubAxisInfo > 1) {
      reader.emitError() << "invalid axis_ref sub-axis flag "
                         << hasSubAxisInfo;
      return Attribute();
    }
    if (hasSubAxisInfo && failed(reader.readAttribute(subAxisInfo)))
      return Attribute();
    return AxisRefV1Attr::getChecked(emitError, ctx(), name, subAxisInfo);
  }
  case AttrCode::ReplicaGroupMeshAxes: {
    Attribute mesh, axes;
    if (failed(reader.readAttribute(mesh)) ||
        failed(reader.readAttribute(axes)))
      return Attribute();
    return ReplicaGroupMeshAxesV1Attr::getChecked(emitError, ctx(), mesh,
                                                  axes);
  }
  }
  reader.emitError() << "unknown vhlo attribute code: " << rawCode;
  return Attribute();
}

/// Writes an attribute that holds one enum value (its code, then the
/// value); fails for any other attribute.
static LogicalResult writeEnumAttribute(Attribute attr,
                                        DialectBytecodeWriter &writer) {
  return llvm::TypeSwitch<Attribute, LogicalResult>(attr)
      .Case([&](ComparisonDirectionV1Attr a) {
        writeEnum(writer, AttrCode::ComparisonDirection, a);
        return success();
      })
      .Case([&](ComparisonTypeV1Attr a) {
        writeEnum(writer, AttrCode::ComparisonType, a);
        return success();
      })
      .Case([&](CustomCallApiVersionV1Attr a) {
        writeEnum(writer, AttrCode::CustomCallApiVersion, a);
        return success();
      })
      .Case([&](FftTypeV1Attr a) {
        writeEnum(writer, AttrCode::FftType, a);
        return success();
      })
      .Case([&](PrecisionV1Attr a) {
        writeEnum(writer, AttrCode::Precision, a);
        return success();
      })
      .Case([&](RngAlgorithmV1Attr a) {
        writeEnum(writer, AttrCode::RngAlgorithm, a);
        return success();
      })
      .Case([&](RngDistributionV1Attr a) {
        writeEnum(writer, AttrCode::RngDistribution, a);
        return success();
      })
      .Case([&](TransposeV1Attr a) {
        writeEnum(writer, AttrCode::Transpose, a);
        return success();
      })
      .Case([&](ResultAccuracyModeV1Attr a) {
        writeEnum(writer, AttrCode::ResultAccuracyMode, a);
        return success();
      })
      .Default([](Attribute) { return failure(); });
}

LogicalResult
VhloBytecodeInterface::writeAttribute(Attribute attr,
                                      DialectBytecodeWriter &writer) const {
  if (succeeded(writeEnumAttribute(attr, writer)))
    return success();
  auto code = [&](AttrCode c) { writer.writeVarInt(uint64_t(c)); };
  return llvm::TypeSwitch<Attribute, LogicalResult>(attr)
      .Case([&](ArrayV1Attr a) {
        code(AttrCode::Array);
        writer.writeAttributes(a.getValue());
        return success();
      })
      .Case([&](BooleanV1Attr a) {
        code(AttrCode::Boolean);
        writer.writeVarInt(a.getValue() ? 1 : 0);
        return success();
      })
      .Case([&](DictionaryV1Attr a) {
        code(AttrCode::Dictionary);
        writer.writeList(a.getValue(), [&](const auto &entry) {
          writer.writeAttribute(entry.first);
          writer.writeAttribute(entry.second);
        });
        return success();
      })
      .Case([&](FloatV1Attr a) {
        code(AttrCode::Float);
        writer.writeType(a.getType());
        writer.writeAPFloatWithKnownSemantics(a.getValue());
        return success();
      })
      .Case([&](IntegerV1Attr a) {
        code(AttrCode::Integer);
        writer.writeType(a.getType());
        writer.writeAPIntWithKnownWidth(a.getValue());
        return success();
      })
      .Case([&](OutputOperandAliasV1Attr a) {
        code(AttrCode::OutputOperandAlias);
        writer.writeSignedVarInts(a.getOutputTupleIndices());
        writer.writeSignedVarInt(a.getOperandIndex());
        writer.writeSignedVarInts(a.getOperandTupleIndices());
        return success();
      })
      .Case([&](StringV1Attr a) {
        code(AttrCode::String);
        writer.writeOwnedString(a.getValue());
        return success();
      })
      .Case([&](TensorV1Attr a) {
        code(AttrCode::Tensor);
        writer.writeType(a.getType());
        // MLIR keeps booleans bit-packed, the form the bytecode wants.
        writer.writeOwnedBlob(a.getData());
        return success();
      })
      .Case([&](TypeV1Attr a) {
        code(AttrCode::Type);
        writer.writeType(a.getValue());
        return success();
      })
      .Case([&](TypeExtensionsV1Attr a) {
        code(AttrCode::TypeExtensions);
        writer.writeSignedVarInts(a.getBounds());
        return success();
      })
      .Case([&](ResultAccuracyV1Attr a) {
        code(AttrCode::ResultAccuracy);
        writer.writeAPFloatWithKnownSemantics(a.getAtol());
        writer.writeAPFloatWithKnownSemantics(a.getRtol());
        writer.writeSignedVarInt(a.getUlps());
        writer.writeAttribute(a.getMode());
        return success();
      })
      .Case([&](SubAxisInfoV1Attr a) {
        code(AttrCode::SubAxisInfo);
        writer.writeSignedVarInt(a.getPreSize());
        writer.writeSignedVarInt(a.getSize());
        return success();
      })
      .Case([&](AxisRefV1Attr a) {
        code(AttrCode::AxisRef);
        writer.writeAttribute(a.getName());
        if (Attribute subAxisInfo = a.getSubAxisInfo()) {
          writer.writeVarInt(1);
          writer.writeAttribute(subAxisInfo);
        } else {
          writer.writeVarInt(0);
        }
        return success();
      })
      .Case([&](ReplicaGroupMeshAxesV1Attr a) {
        code(AttrCode::ReplicaGroupMeshAxes);
        writer.writeAttribute(a.getMesh());
        writer.writeAttribute(a.getAxes());
        return success();
      })
      .Default([](Attribute) { return failure(); });
}

//===----------------------------------------------------------------------===//
// Types
//===----------------------------------------------------------------------===//

Type VhloBytecodeInterface::readType(DialectBytecodeReader &reader) const {
  uint64_t rawCode = 0;
  if (failed(reader.readVarInt(rawCode)))
    return Type();
  auto emitError = errorOf(reader);
  MLIRContext *c = ctx();
  switch (static_cast<TypeCode>(rawCode)) {
  case TypeCode::Boolean:
    return BooleanV1Type::get(c);
  case TypeCode::BF16:
    return FloatBF16V1Type::get(c);
  case TypeCode::F16:
    return FloatF16V1Type::get(c);
  case TypeCode::F32:
    return FloatF32V1Type::get(c);
  case TypeCode::F64:
    return FloatF64V1Type::get(c);
  case TypeCode::F8E4M3FN:
    return FloatF8E4M3FNV1Type::get(c);
  case TypeCode::F8E5M2:
    return FloatF8E5M2V1Type::get(c);
  case TypeCode::F8E4M3FNUZ:
    return FloatF8E4M3FNUZV1Type::get(c);
  case TypeCode::F8E5M2FNUZ:
    return FloatF8E5M2FNUZV1Type::get(c);
  case TypeCode::F8E4M3B11FNUZ:
    return FloatF8E4M3B11FNUZV1Type::get(c);
  case TypeCode::TF32:
    return FloatTF32V1Type::get(c);
  case TypeCode::F8E4M3:
    return FloatF8E4M3V1Type::get(c);
  case TypeCode::F8E3M4:
    return FloatF8E3M4V1Type::get(c);
  case TypeCode::F4E2M1FN:
    return FloatF4E2M1FNV1Type::get(c);
  case TypeCode::F6E2M3FN:
    return FloatF6E2M3FNV1Type::get(c);
  case TypeCode::F6E3M2FN:
    return FloatF6E3M2FNV1Type::get(c);
  case TypeCode::F8E8M0FNU:
    return FloatF8E8M0FNUV1Type::get(c);
  case TypeCode::Index:
    return IndexV1Type::get(c);
  case TypeCode::SI2:
    return IntegerSI2V1Type::get(c);
  case TypeCode::SI4:
    return IntegerSI4V1Type::get(c);
  case TypeCode::SI8:
    return IntegerSI8V1Type::get(c);
  case TypeCode::SI16:
    return IntegerSI16V1Type::get(c);
  case TypeCode::SI32:
    return IntegerSI32V1Type::get(c);
  case TypeCode::SI64:
    return IntegerSI64V1Type::get(c);
  case TypeCode::UI2:
    return IntegerUI2V1Type::get(c);
  case TypeCode::UI4:
    return IntegerUI4V1Type::get(c);
  case TypeCode::UI8:
    return IntegerUI8V1Type::get(c);
  case TypeCode::UI16:
    return IntegerUI16V1Type::get(c);
  case TypeCode::UI32:
    return IntegerUI32V1Type::get(c);
  case TypeCode::UI64:
    return IntegerUI64V1Type::get(c);
  case TypeCode::None:
    return NoneV1Type::get(c);
  case TypeCode::Token:
    return TokenV1Type::get(c);
  case TypeCode::Witness:
    return WitnessV1Type::get(c);
  case TypeCode::Complex: {
    Type element;
    if (failed(reader.readType(element)))
      return Type();
    return ComplexV1Type::getChecked(emitError, c, element);
  }
  case TypeCode::Function: {
    SmallVector<Type> inputs, outputs;
    if (failed(reader.readTypes(inputs)) || failed(reader.readTypes(outputs)))
      return Type();
    return FunctionV1Type::getChecked(emitError, c, ArrayRef<Type>(inputs),
                                      ArrayRef<Type>(outputs));
  }
  case TypeCode::RankedTensor:
  case TypeCode::RankedTensorWithEncoding: {
    Attribute encoding;
    if (static_cast<TypeCode>(rawCode) == TypeCode::RankedTensorWithEncoding &&
        failed(reader.readAttribute(encoding)))
      return Type();
    SmallVector<int64_t> shape;
    Type element;
    if (failed(reader.readSignedVarInts(shape)) ||
        failed(reader.readType(element)))
      return Type();
    return RankedTensorV1Type::getChecked(
        emitError, c, ArrayRef<int64_t>(shape), element, encoding);
  }
  case TypeCode::Tuple: {
    SmallVector<Type> members;
    if (failed(reader.readTypes(members)))
      return Type();
    return TupleV1Type::getChecked(emitError, c, ArrayRef<Type>(members));
  }
  case TypeCode::UniformQuantized: {
    uint64_t flags = 0;
    Type storage, expressed;
    if (failed(reader.readVarInt(flags)) ||
        failed(reader.readType(storage)) ||
        failed(reader.readType(expressed)))
      return Type();
    FailureOr<APFloat> scale =
        reader.readAPFloatWithKnownSemantics(APFloat::IEEEdouble());
    if (failed(scale))
      return Type();
    int64_t zeroPoint = 0, minimum = 0, maximum = 0;
    if (failed(reader.readSignedVarInt(zeroPoint)) ||
        failed(reader.readSignedVarInt(minimum)) ||
        failed(reader.readSignedVarInt(maximum)))
      return Type();
    if (flags > std::numeric_limits<unsigned>::max()) {
      reader.emitError() << "invalid quantization flags " << flags;
      return Type();
    }
    return UniformQuantizedV1Type::getChecked(
        emitError, c, unsigned(flags), storage, expressed, *scale, zeroPoint,
        minimum, maximum);
  }
  case TypeCode::UniformQuantizedPerAxis: {
    uint64_t flags = 0, dimension = 0;
    Type storage, expressed;
    int64_t minimum = 0, maximum = 0;
    SmallVector<APFloat> scales;
    SmallVector<int64_t> zeroPoints;
    auto readScale = [&]() -> FailureOr<APFloat> {
      return reader.readAPFloatWithKnownSemantics(APFloat::IEEEdouble());
    };
    auto readZeroPoint = [&]() -> FailureOr<int64_t> {
      int64_t value = 0;
      if (failed(reader.readSignedVarInt(value)))
        return failure();
      return value;
    };
    if (failed(reader.readVarInt(flags)) ||
        failed(reader.readType(storage)) ||
        failed(reader.readType(expressed)) ||
        failed(reader.readVarInt(dimension)) ||
        failed(reader.readSignedVarInt(minimum)) ||
        failed(reader.readSignedVarInt(maximum)) ||
        failed(reader.readList(scales, readScale)) ||
        failed(reader.readList(zeroPoints, readZeroPoint)))
      return Type();
    if (flags > std::numeric_limits<unsigned>::max() ||
        dimension > uint64_t(std::numeric_limits<int32_t>::max())) {
      reader.emitError() << "invalid per-axis quantization parameters";
      return Type();
    }
    return UniformQuantizedPerAxisV1Type::getChecked(
        emitError, c, unsigned(flags), storage, expressed, int32_t(dimension),
        ArrayRef<APFloat>(scales), ArrayRef<int64_t>(zeroPoints), minimum,
        maximum);
  }
  case TypeCode::UnrankedTensor: {
    Type element;
    if (failed(reader.readType(element)))
      return Type();
    return UnrankedTensorV1Type::getChecked(emitError, c, element);
  }
  case TypeCode::RankedBuffer: {
    SmallVector<int64_t> shape;
    Type element;
    if (failed(reader.readSignedVarInts(shape)) ||
        failed(reader.readType(element)))
      return Type();
    return RankedBufferV1Type::getChecked(emitError, c,
                                          ArrayRef<int64_t>(shape), element);
  }
  case TypeCode::Future: {
    SmallVector<Type> members;
    if (failed(reader.readTypes(members)))
      return Type();
    return FutureV1Type::getChecked(emitError, c, ArrayRef<Type>(members));
  }
  }
  reader.emitError() << "unknown vhlo type code: " << rawCode;
  return Type();
}

LogicalResult
VhloBytecodeInterface::writeType(Type type,
                                 DialectBytecodeWriter &writer) const {
  // tag writes a type's code; code is the whole encoding of a type that
  // has no parameters.
  auto tag = [&](TypeCode c) { writer.writeVarInt(uint64_t(c)); };
  auto code = [&](TypeCode c) {
    tag(c);
    return success();
  };
  return llvm::TypeSwitch<Type, LogicalResult>(type)
      .Case([&](BooleanV1Type) { return code(TypeCode::Boolean); })
      .Case([&](FloatBF16V1Type) { return code(TypeCode::BF16); })
      .Case([&](FloatF16V1Type) { return code(TypeCode::F16); })
      .Case([&](FloatF32V1Type) { return code(TypeCode::F32); })
      .Case([&](FloatF64V1Type) { return code(TypeCode::F64); })
      .Case([&](FloatF8E4M3FNV1Type) { return code(TypeCode::F8E4M3FN); })
      .Case([&](FloatF8E5M2V1Type) { return code(TypeCode::F8E5M2); })
      .Case([&](FloatF8E4M3FNUZV1Type) { return code(TypeCode::F8E4M3FNUZ); })
      .Case([&](FloatF8E5M2FNUZV1Type) { return code(TypeCode::F8E5M2FNUZ); })
      .Case([&](FloatF8E4M3B11FNUZV1Type) {
        return code(TypeCode::F8E4M3B11FNUZ);
      })
      .Case([&](FloatTF32V1Type) { return code(TypeCode::TF32); })
      .Case([&](FloatF8E4M3V1Type) { return code(TypeCode::F8E4M3); })
      .Case([&](FloatF8E3M4V1Type) { return code(TypeCode::F8E3M4); })
      .Case([&](FloatF4E2M1FNV1Type) { return code(TypeCode::F4E2M1FN); })
      .Case([&](FloatF6E2M3FNV1Type) { return code(TypeCode::F6E2M3FN); })
      .Case([&](FloatF6E3M2FNV1Type) { return code(TypeCode::F6E3M2FN); })
      .Case([&](FloatF8E8M0FNUV1Type) { return code(TypeCode::F8E8M0FNU); })
      .Case([&](IndexV1Type) { return code(TypeCode::Index); })
      .Case([&](IntegerSI2V1Type) { return code(TypeCode::SI2); })
      .Case([&](IntegerSI4V1Type) { return code(TypeCode::SI4); })
      .Case([&](IntegerSI8V1Type) { return code(TypeCode::SI8); })
      .Case([&](IntegerSI16V1Type) { return code(TypeCode::SI16); })
      .Case([&](IntegerSI32V1Type) { return code(TypeCode::SI32); })
      .Case([&](IntegerSI64V1Type) { return code(TypeCode::SI64); })
      .Case([&](IntegerUI2V1Type) { return code(TypeCode::UI2); })
      .Case([&](IntegerUI4V1Type) { return code(TypeCode::UI4); })
      .Case([&](IntegerUI8V1Type) { return code(TypeCode::UI8); })
      .Case([&](IntegerUI16V1Type) { return code(TypeCode::UI16); })
      .Case([&](IntegerUI32V1Type) { return code(TypeCode::UI32); })
      .Case([&](IntegerUI64V1Type) { return code(TypeCode::UI64); })
      .Case([&](NoneV1Type) { return code(TypeCode::None); })
      .Case([&](TokenV1Type) { return code(TypeCode::Token); })
      .Case([&](WitnessV1Type) { return code(TypeCode::Witness); })
      .Case([&](ComplexV1Type t) {
        tag(TypeCode::Complex);
        writer.writeType(t.getElementType());
        return success();
      })
      .Case([&](FunctionV1Type t) {
        tag(TypeCode::Function);
        writer.writeTypes(t.getInputs());
        writer.writeTypes(t.getOutputs());
        return success();
      })
      .Case([&](RankedTensorV1Type t) {
        if (Attribute encoding = t.getEncoding()) {
          tag(TypeCode::RankedTensorWithEncoding);
          writer.writeAttribute(encoding);
        } else {
          tag(TypeCode::RankedTensor);
        }
        writer.writeSignedVarInts(t.getShape());
        writer.writeType(t.getElementType());
        return success();
      })
      .Case([&](TupleV1Type t) {
        tag(TypeCode::Tuple);
        writer.writeTypes(t.getTypes());
        return success();
      })
      .Case([&](UniformQuantizedV1Type t) {
        tag(TypeCode::UniformQuantized);
        writer.writeVarInt(t.getFlags());
        writer.writeType(t.getStorageType());
        writer.writeType(t.getExpressedType());
        writer.writeAPFloatWithKnownSemantics(t.getScale());
        writer.writeSignedVarInt(t.getZeroPoint());
        writer.writeSignedVarInt(t.getStorageTypeMin());
        writer.writeSignedVarInt(t.getStorageTypeMax());
        return success();
      })
      .Case([&](UniformQuantizedPerAxisV1Type t) {
        tag(TypeCode::UniformQuantizedPerAxis);
        writer.writeVarInt(t.getFlags());
        writer.writeType(t.getStorageType());
        writer.writeType(t.getExpressedType());
        writer.writeVarInt(uint64_t(t.getQuantizedDimension()));
        writer.writeSignedVarInt(t.getStorageTypeMin());
        writer.writeSignedVarInt(t.getStorageTypeMax());
        writer.writeList(t.getScales(), [&](const APFloat &scale) {
          writer.writeAPFloatWithKnownSemantics(scale);
        });
        writer.writeList(t.getZeroPoints(),
                         [&](int64_t zero) { writer.writeSignedVarInt(zero); });
        return success();
      })
      .Case([&](UnrankedTensorV1Type t) {
        tag(TypeCode::UnrankedTensor);
        writer.writeType(t.getElementType());
        return success();
      })
      .Case([&](RankedBufferV1Type t) {
        tag(TypeCode::RankedBuffer);
        writer.writeSignedVarInts(t.getShape());
        writer.writeType(t.getElementType());
        return success();
      })
      .Case([&](FutureV1Type t) {
        tag(TypeCode::Future);
        writer.writeTypes(t.getTypes());
        return success();
      })
      .Default([](Type) { return failure(); });
}

} // namespace

void VHLODialect::registerBytecode() {
  addInterfaces<VhloBytecodeInterface>();
}

} // namespace vhlo
} // namespace mlir
