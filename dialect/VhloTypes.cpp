//===- VhloTypes.cpp - vhlo types: syntax, verifiers, builtin forms --------===//

#include "dialect/Dialects.h"
#include "dialect/Vhlo.h"

#include "llvm/ADT/TypeSwitch.h"
#include "mlir/Dialect/Quant/IR/QuantTypes.h"
#include "mlir/IR/Builders.h"

namespace mlir {
namespace vhlo {

bool isFromVhlo(Type type) {
  return type && type.getDialect().getNamespace() == "vhlo";
}

bool isFromVhlo(Attribute attr) {
  return attr && attr.getDialect().getNamespace() == "vhlo";
}

//===----------------------------------------------------------------------===//
// Custom directives
//===----------------------------------------------------------------------===//

// `2x?x` before an element type; nothing for rank 0.
void printVhloShape(AsmPrinter &printer, ArrayRef<int64_t> shape) {
  for (int64_t size : shape) {
    if (ShapedType::isDynamic(size))
      printer << '?';
    else
      printer << size;
    printer << 'x';
  }
}

ParseResult parseVhloShape(AsmParser &parser, SmallVector<int64_t> &shape) {
  return parser.parseDimensionList(shape, /*allowDynamic=*/true,
                                   /*withTrailingX=*/true);
}

void printVhloEncoding(AsmPrinter &printer, Attribute encoding) {
  if (encoding)
    printer << ", " << encoding;
}

ParseResult parseVhloEncoding(AsmParser &parser, Attribute &encoding) {
  if (failed(parser.parseOptionalComma()))
    return success();
  return parser.parseAttribute(encoding);
}

// A function type's inputs or outputs: `()` when empty, else a comma list.
void printVhloTypeList(AsmPrinter &printer, ArrayRef<Type> types) {
  if (types.empty()) {
    printer << "()";
    return;
  }
  llvm::interleaveComma(types, printer);
}

ParseResult parseVhloTypeList(AsmParser &parser, SmallVector<Type> &types) {
  if (succeeded(parser.parseOptionalLParen())) {
    if (succeeded(parser.parseOptionalRParen()))
      return success();
    // `(` started a list after all: read it and its `)`.
    if (parser.parseCommaSeparatedList([&] {
          return parser.parseType(types.emplace_back());
        }) ||
        parser.parseRParen())
      return failure();
    return success();
  }
  return parser.parseCommaSeparatedList(
      [&] { return parser.parseType(types.emplace_back()); });
}

// Tuple and future members: a comma list, possibly empty.
void printVhloTypeListOrEmpty(AsmPrinter &printer, ArrayRef<Type> types) {
  llvm::interleaveComma(types, printer);
}

ParseResult parseVhloTypeListOrEmpty(AsmParser &parser,
                                     SmallVector<Type> &types) {
  Type first;
  OptionalParseResult result = parser.parseOptionalType(first);
  if (!result.has_value())
    return success();
  if (failed(*result))
    return failure();
  types.push_back(first);
  while (succeeded(parser.parseOptionalComma()))
    if (parser.parseType(types.emplace_back()))
      return failure();
  return success();
}

//===----------------------------------------------------------------------===//
// Verifiers: containers hold vhlo types only
//===----------------------------------------------------------------------===//

namespace {
LogicalResult expectVhlo(function_ref<InFlightDiagnostic()> emitError,
                         ArrayRef<Type> types) {
  for (Type type : types)
    if (!isFromVhlo(type))
      return emitError() << "expected VHLO type, got " << type;
  return success();
}
} // namespace

LogicalResult ComplexV1Type::verify(function_ref<InFlightDiagnostic()> emitError,
                                    Type elementType) {
  return expectVhlo(emitError, elementType);
}

LogicalResult
FunctionV1Type::verify(function_ref<InFlightDiagnostic()> emitError,
                       ArrayRef<Type> inputs, ArrayRef<Type> outputs) {
  if (failed(expectVhlo(emitError, inputs)))
    return failure();
  return expectVhlo(emitError, outputs);
}

LogicalResult
RankedTensorV1Type::verify(function_ref<InFlightDiagnostic()> emitError,
                           ArrayRef<int64_t> shape, Type elementType,
                           Attribute encoding) {
  for (int64_t size : shape)
    if (size < 0 && !ShapedType::isDynamic(size))
      return emitError() << "negative dimension size " << size;
  if (encoding && !isFromVhlo(encoding))
    return emitError() << "expected VHLO encoding attribute, got " << encoding;
  return expectVhlo(emitError, elementType);
}

LogicalResult TupleV1Type::verify(function_ref<InFlightDiagnostic()> emitError,
                                  ArrayRef<Type> types) {
  return expectVhlo(emitError, types);
}

LogicalResult
UnrankedTensorV1Type::verify(function_ref<InFlightDiagnostic()> emitError,
                             Type elementType) {
  return expectVhlo(emitError, elementType);
}

LogicalResult
UniformQuantizedV1Type::verify(function_ref<InFlightDiagnostic()> emitError,
                               unsigned, Type storageType, Type expressedType,
                               APFloat, int64_t, int64_t, int64_t) {
  return expectVhlo(emitError, {storageType, expressedType});
}

LogicalResult UniformQuantizedPerAxisV1Type::verify(
    function_ref<InFlightDiagnostic()> emitError, unsigned, Type storageType,
    Type expressedType, int32_t, ArrayRef<APFloat> scales,
    ArrayRef<int64_t> zeroPoints, int64_t, int64_t) {
  if (scales.size() != zeroPoints.size())
    return emitError() << "expected as many zero points as scales";
  return expectVhlo(emitError, {storageType, expressedType});
}

LogicalResult
RankedBufferV1Type::verify(function_ref<InFlightDiagnostic()> emitError,
                           ArrayRef<int64_t> shape, Type elementType) {
  for (int64_t size : shape)
    if (size < 0 && !ShapedType::isDynamic(size))
      return emitError() << "negative dimension size " << size;
  return expectVhlo(emitError, elementType);
}

LogicalResult FutureV1Type::verify(function_ref<InFlightDiagnostic()> emitError,
                                   ArrayRef<Type> types) {
  return expectVhlo(emitError, types);
}

//===----------------------------------------------------------------------===//
// Quantized types
//===----------------------------------------------------------------------===//

namespace {
// `storage:expressed`
ParseResult parseStorageAndExpressed(AsmParser &parser, Type &storage,
                                     Type &expressed) {
  return failure(parser.parseType(storage) || parser.parseColon() ||
                 parser.parseType(expressed));
}

ParseResult parseDoubleAsAPFloat(AsmParser &parser, APFloat &value) {
  double number;
  if (parser.parseFloat(number))
    return failure();
  value = APFloat(number);
  return success();
}

void printQuantDouble(AsmPrinter &printer, const APFloat &value) {
  printer.printFloat(value);
}
} // namespace

Type UniformQuantizedV1Type::parse(AsmParser &parser) {
  Type storage, expressed;
  APFloat scale(0.0);
  int64_t zeroPoint = 0, minimum = 0, maximum = 0;
  unsigned flags = 0;
  if (parser.parseLess() ||
      parseStorageAndExpressed(parser, storage, expressed) ||
      parser.parseComma() || parseDoubleAsAPFloat(parser, scale) ||
      parser.parseColon() || parser.parseInteger(zeroPoint) ||
      parser.parseComma() || parser.parseInteger(minimum) ||
      parser.parseColon() || parser.parseInteger(maximum) ||
      parser.parseComma() || parser.parseInteger(flags) ||
      parser.parseGreater())
    return Type();
  return parser.getChecked<UniformQuantizedV1Type>(
      parser.getContext(), flags, storage, expressed, scale, zeroPoint,
      minimum, maximum);
}

void UniformQuantizedV1Type::print(AsmPrinter &printer) const {
  printer << '<' << getStorageType() << ':' << getExpressedType() << ", ";
  printQuantDouble(printer, getScale());
  printer << ':' << getZeroPoint() << ", " << getStorageTypeMin() << ':'
          << getStorageTypeMax() << ", " << getFlags() << '>';
}

Type UniformQuantizedPerAxisV1Type::parse(AsmParser &parser) {
  Type storage, expressed;
  int32_t dimension = 0;
  SmallVector<APFloat> scales;
  SmallVector<int64_t> zeroPoints;
  int64_t minimum = 0, maximum = 0;
  unsigned flags = 0;
  if (parser.parseLess() ||
      parseStorageAndExpressed(parser, storage, expressed) ||
      parser.parseComma() || parser.parseInteger(dimension) ||
      parser.parseComma() ||
      parser.parseCommaSeparatedList(
          AsmParser::Delimiter::Square,
          [&] {
            APFloat scale(0.0);
            if (parseDoubleAsAPFloat(parser, scale))
              return failure();
            scales.push_back(scale);
            return success();
          }) ||
      parser.parseComma() ||
      parser.parseCommaSeparatedList(
          AsmParser::Delimiter::Square,
          [&] { return parser.parseInteger(zeroPoints.emplace_back()); }) ||
      parser.parseComma() || parser.parseInteger(minimum) ||
      parser.parseColon() || parser.parseInteger(maximum) ||
      parser.parseComma() || parser.parseInteger(flags) ||
      parser.parseGreater())
    return Type();
  return parser.getChecked<UniformQuantizedPerAxisV1Type>(
      parser.getContext(), flags, storage, expressed, dimension,
      ArrayRef<APFloat>(scales), ArrayRef<int64_t>(zeroPoints), minimum,
      maximum);
}

void UniformQuantizedPerAxisV1Type::print(AsmPrinter &printer) const {
  printer << '<' << getStorageType() << ':' << getExpressedType() << ", "
          << getQuantizedDimension() << ", [";
  llvm::interleaveComma(getScales(), printer, [&](const APFloat &scale) {
    printQuantDouble(printer, scale);
  });
  printer << "], [";
  llvm::interleaveComma(getZeroPoints(), printer);
  printer << "], " << getStorageTypeMin() << ':' << getStorageTypeMax()
          << ", " << getFlags() << '>';
}

//===----------------------------------------------------------------------===//
// Builtin forms of vhlo types (for printing dense data and integers)
//===----------------------------------------------------------------------===//

namespace {
/// The builtin form of a vhlo element type without parameters (booleans,
/// floats, integers, index, none); null for any other type.
Type convertScalarToBuiltin(Type type) {
  Builder b(type.getContext());
  return llvm::TypeSwitch<Type, Type>(type)
      .Case([&](BooleanV1Type) { return b.getI1Type(); })
      .Case([&](FloatBF16V1Type) { return b.getBF16Type(); })
      .Case([&](FloatF16V1Type) { return b.getF16Type(); })
      .Case([&](FloatF32V1Type) { return b.getF32Type(); })
      .Case([&](FloatF64V1Type) { return b.getF64Type(); })
      .Case([&](FloatF8E4M3FNV1Type) { return b.getType<Float8E4M3FNType>(); })
      .Case([&](FloatF8E5M2V1Type) { return b.getType<Float8E5M2Type>(); })
      .Case([&](FloatF8E4M3FNUZV1Type) {
        return b.getType<Float8E4M3FNUZType>();
      })
      .Case([&](FloatF8E5M2FNUZV1Type) {
        return b.getType<Float8E5M2FNUZType>();
      })
      .Case([&](FloatF8E4M3B11FNUZV1Type) {
        return b.getType<Float8E4M3B11FNUZType>();
      })
      .Case([&](FloatTF32V1Type) { return b.getTF32Type(); })
      .Case([&](FloatF8E4M3V1Type) { return b.getType<Float8E4M3Type>(); })
      .Case([&](FloatF8E3M4V1Type) { return b.getType<Float8E3M4Type>(); })
      .Case([&](FloatF4E2M1FNV1Type) { return b.getType<Float4E2M1FNType>(); })
      .Case([&](FloatF6E2M3FNV1Type) { return b.getType<Float6E2M3FNType>(); })
      .Case([&](FloatF6E3M2FNV1Type) { return b.getType<Float6E3M2FNType>(); })
      .Case([&](FloatF8E8M0FNUV1Type) {
        return b.getType<Float8E8M0FNUType>();
      })
      .Case([&](IndexV1Type) { return b.getIndexType(); })
      .Case([&](IntegerSI2V1Type) { return b.getIntegerType(2); })
      .Case([&](IntegerSI4V1Type) { return b.getIntegerType(4); })
      .Case([&](IntegerSI8V1Type) { return b.getIntegerType(8); })
      .Case([&](IntegerSI16V1Type) { return b.getIntegerType(16); })
      .Case([&](IntegerSI32V1Type) { return b.getIntegerType(32); })
      .Case([&](IntegerSI64V1Type) { return b.getIntegerType(64); })
      .Case([&](IntegerUI2V1Type) { return b.getIntegerType(2, false); })
      .Case([&](IntegerUI4V1Type) { return b.getIntegerType(4, false); })
      .Case([&](IntegerUI8V1Type) { return b.getIntegerType(8, false); })
      .Case([&](IntegerUI16V1Type) { return b.getIntegerType(16, false); })
      .Case([&](IntegerUI32V1Type) { return b.getIntegerType(32, false); })
      .Case([&](IntegerUI64V1Type) { return b.getIntegerType(64, false); })
      .Case([&](NoneV1Type) { return b.getNoneType(); })
      .Default([](Type) { return Type(); });
}
} // namespace

Type convertTypeToBuiltin(Type type) {
  if (Type scalar = convertScalarToBuiltin(type))
    return scalar;
  MLIRContext *ctx = type.getContext();
  auto convertAll = [](ArrayRef<Type> types,
                       SmallVectorImpl<Type> &out) -> bool {
    for (Type t : types) {
      Type converted = convertTypeToBuiltin(t);
      if (!converted)
        return false;
      out.push_back(converted);
    }
    return true;
  };
  return llvm::TypeSwitch<Type, Type>(type)
      .Case([&](ComplexV1Type t) -> Type {
        Type element = convertTypeToBuiltin(t.getElementType());
        return element ? ComplexType::get(element) : Type();
      })
      .Case([&](RankedTensorV1Type t) -> Type {
        Type element = convertTypeToBuiltin(t.getElementType());
        if (!element)
          return Type();
        Attribute encoding;
        if (Attribute vhloEncoding = t.getEncoding()) {
          auto bounds = llvm::dyn_cast<TypeExtensionsV1Attr>(vhloEncoding);
          if (!bounds)
            return Type();
          encoding =
              stablehlo::TypeExtensionsAttr::get(ctx, bounds.getBounds());
        }
        return RankedTensorType::get(t.getShape(), element, encoding);
      })
      .Case([&](UnrankedTensorV1Type t) -> Type {
        Type element = convertTypeToBuiltin(t.getElementType());
        return element ? UnrankedTensorType::get(element) : Type();
      })
      .Case([&](RankedBufferV1Type t) -> Type {
        // A buffer is a memref of the identity layout in the default
        // memory space.
        Type element = convertTypeToBuiltin(t.getElementType());
        return element ? MemRefType::get(t.getShape(), element) : Type();
      })
      .Case([&](TupleV1Type t) -> Type {
        SmallVector<Type> members;
        if (!convertAll(t.getTypes(), members))
          return Type();
        return TupleType::get(ctx, members);
      })
      .Case([&](FunctionV1Type t) -> Type {
        SmallVector<Type> inputs, outputs;
        if (!convertAll(t.getInputs(), inputs) ||
            !convertAll(t.getOutputs(), outputs))
          return Type();
        return FunctionType::get(ctx, inputs, outputs);
      })
      .Case([&](TokenV1Type) { return stablehlo::TokenType::get(ctx); })
      .Case([&](FutureV1Type t) -> Type {
        SmallVector<Type> members;
        if (!convertAll(t.getTypes(), members))
          return Type();
        return stablehlo::FutureType::get(ctx, members);
      })
      .Case([&](UniformQuantizedV1Type t) -> Type {
        Type storage = convertTypeToBuiltin(t.getStorageType());
        Type expressed = convertTypeToBuiltin(t.getExpressedType());
        if (!storage || !expressed)
          return Type();
        return quant::UniformQuantizedType::getChecked(
            UnknownLoc::get(ctx), t.getFlags(), storage, expressed,
            t.getScale().convertToDouble(), t.getZeroPoint(),
            t.getStorageTypeMin(), t.getStorageTypeMax());
      })
      .Case([&](UniformQuantizedPerAxisV1Type t) -> Type {
        Type storage = convertTypeToBuiltin(t.getStorageType());
        Type expressed = convertTypeToBuiltin(t.getExpressedType());
        if (!storage || !expressed)
          return Type();
        SmallVector<double> scales;
        for (const APFloat &scale : t.getScales())
          scales.push_back(scale.convertToDouble());
        return quant::UniformQuantizedPerAxisType::getChecked(
            UnknownLoc::get(ctx), t.getFlags(), storage, expressed, scales,
            t.getZeroPoints(), t.getQuantizedDimension(),
            t.getStorageTypeMin(), t.getStorageTypeMax());
      })
      .Default([](Type) { return Type(); });
}

namespace {
/// The vhlo form of a signless or unsigned integer type of a width vhlo
/// has (i1 is the boolean); null for any other.
Type convertIntegerFromBuiltin(IntegerType integer) {
  MLIRContext *ctx = integer.getContext();
  if (integer.isSigned())
    return Type();
  bool isUnsigned = integer.isUnsigned();
  switch (integer.getWidth()) {
  case 1:
    return isUnsigned ? Type() : Type(BooleanV1Type::get(ctx));
  case 2:
    return isUnsigned ? Type(IntegerUI2V1Type::get(ctx))
                      : Type(IntegerSI2V1Type::get(ctx));
  case 4:
    return isUnsigned ? Type(IntegerUI4V1Type::get(ctx))
                      : Type(IntegerSI4V1Type::get(ctx));
  case 8:
    return isUnsigned ? Type(IntegerUI8V1Type::get(ctx))
                      : Type(IntegerSI8V1Type::get(ctx));
  case 16:
    return isUnsigned ? Type(IntegerUI16V1Type::get(ctx))
                      : Type(IntegerSI16V1Type::get(ctx));
  case 32:
    return isUnsigned ? Type(IntegerUI32V1Type::get(ctx))
                      : Type(IntegerSI32V1Type::get(ctx));
  case 64:
    return isUnsigned ? Type(IntegerUI64V1Type::get(ctx))
                      : Type(IntegerSI64V1Type::get(ctx));
  default:
    return Type();
  }
}
} // namespace

Type convertTypeFromBuiltin(Type type) {
  MLIRContext *ctx = type.getContext();
  auto convertAll = [](TypeRange types, SmallVectorImpl<Type> &out) -> bool {
    for (Type t : types) {
      Type converted = convertTypeFromBuiltin(t);
      if (!converted)
        return false;
      out.push_back(converted);
    }
    return true;
  };
  if (auto integer = llvm::dyn_cast<IntegerType>(type))
    return convertIntegerFromBuiltin(integer);
  return llvm::TypeSwitch<Type, Type>(type)
      .Case([&](BFloat16Type) { return FloatBF16V1Type::get(ctx); })
      .Case([&](Float16Type) { return FloatF16V1Type::get(ctx); })
      .Case([&](Float32Type) { return FloatF32V1Type::get(ctx); })
      .Case([&](Float64Type) { return FloatF64V1Type::get(ctx); })
      .Case([&](Float8E4M3FNType) { return FloatF8E4M3FNV1Type::get(ctx); })
      .Case([&](Float8E5M2Type) { return FloatF8E5M2V1Type::get(ctx); })
      .Case([&](Float8E4M3FNUZType) {
        return FloatF8E4M3FNUZV1Type::get(ctx);
      })
      .Case([&](Float8E5M2FNUZType) {
        return FloatF8E5M2FNUZV1Type::get(ctx);
      })
      .Case([&](Float8E4M3B11FNUZType) {
        return FloatF8E4M3B11FNUZV1Type::get(ctx);
      })
      .Case([&](FloatTF32Type) { return FloatTF32V1Type::get(ctx); })
      .Case([&](Float8E4M3Type) { return FloatF8E4M3V1Type::get(ctx); })
      .Case([&](Float8E3M4Type) { return FloatF8E3M4V1Type::get(ctx); })
      .Case([&](Float4E2M1FNType) { return FloatF4E2M1FNV1Type::get(ctx); })
      .Case([&](Float6E2M3FNType) { return FloatF6E2M3FNV1Type::get(ctx); })
      .Case([&](Float6E3M2FNType) { return FloatF6E3M2FNV1Type::get(ctx); })
      .Case([&](Float8E8M0FNUType) { return FloatF8E8M0FNUV1Type::get(ctx); })
      .Case([&](IndexType) { return IndexV1Type::get(ctx); })
      .Case([&](NoneType) { return NoneV1Type::get(ctx); })
      .Case([&](ComplexType t) -> Type {
        Type element = convertTypeFromBuiltin(t.getElementType());
        return element ? Type(ComplexV1Type::get(ctx, element)) : Type();
      })
      .Case([&](RankedTensorType t) -> Type {
        Type element = convertTypeFromBuiltin(t.getElementType());
        if (!element)
          return Type();
        Attribute encoding;
        if (Attribute builtinEncoding = t.getEncoding()) {
          auto bounds =
              llvm::dyn_cast<stablehlo::TypeExtensionsAttr>(builtinEncoding);
          if (!bounds)
            return Type();
          encoding = TypeExtensionsV1Attr::get(ctx, bounds.getBounds());
        }
        return RankedTensorV1Type::get(ctx, t.getShape(), element, encoding);
      })
      .Case([&](UnrankedTensorType t) -> Type {
        Type element = convertTypeFromBuiltin(t.getElementType());
        return element ? Type(UnrankedTensorV1Type::get(ctx, element))
                       : Type();
      })
      .Case([&](MemRefType t) -> Type {
        // Only what buffer_v1 can say: the identity layout, no memory
        // space.
        if (!t.getLayout().isIdentity() || t.getMemorySpace())
          return Type();
        Type element = convertTypeFromBuiltin(t.getElementType());
        return element ? Type(RankedBufferV1Type::get(ctx, t.getShape(), element))
                       : Type();
      })
      .Case([&](TupleType t) -> Type {
        SmallVector<Type> members;
        if (!convertAll(t.getTypes(), members))
          return Type();
        return TupleV1Type::get(ctx, members);
      })
      .Case([&](FunctionType t) -> Type {
        SmallVector<Type> inputs, outputs;
        if (!convertAll(t.getInputs(), inputs) ||
            !convertAll(t.getResults(), outputs))
          return Type();
        return FunctionV1Type::get(ctx, inputs, outputs);
      })
      .Case([&](stablehlo::TokenType) { return TokenV1Type::get(ctx); })
      .Case([&](stablehlo::FutureType t) -> Type {
        SmallVector<Type> members;
        if (!convertAll(t.getTypes(), members))
          return Type();
        return FutureV1Type::get(ctx, members);
      })
      .Case([&](quant::UniformQuantizedType t) -> Type {
        Type storage = convertTypeFromBuiltin(t.getStorageType());
        Type expressed = convertTypeFromBuiltin(t.getExpressedType());
        if (!storage || !expressed)
          return Type();
        return UniformQuantizedV1Type::get(
            ctx, t.getFlags(), storage, expressed, APFloat(t.getScale()),
            t.getZeroPoint(), t.getStorageTypeMin(), t.getStorageTypeMax());
      })
      .Case([&](quant::UniformQuantizedPerAxisType t) -> Type {
        Type storage = convertTypeFromBuiltin(t.getStorageType());
        Type expressed = convertTypeFromBuiltin(t.getExpressedType());
        if (!storage || !expressed)
          return Type();
        SmallVector<APFloat> scales;
        for (double scale : t.getScales())
          scales.push_back(APFloat(scale));
        return UniformQuantizedPerAxisV1Type::get(
            ctx, t.getFlags(), storage, expressed, t.getQuantizedDimension(),
            scales, t.getZeroPoints(), t.getStorageTypeMin(),
            t.getStorageTypeMax());
      })
      .Default([](Type) { return Type(); });
}

} // namespace vhlo
} // namespace mlir

#define GET_TYPEDEF_CLASSES
#include "dialect/VhloTypes.cpp.inc"

namespace mlir {
namespace vhlo {

void VHLODialect::registerTypes() {
  addTypes<
#define GET_TYPEDEF_LIST
#include "dialect/VhloTypes.cpp.inc"
      >();
}

} // namespace vhlo
} // namespace mlir
