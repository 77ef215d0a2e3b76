//===- Dtype.cpp - NumPy dtypes of StableHLO element types ----------------===//

#include "npy/Dtype.h"

#include "interpreter/Tensor.h"

#include "mlir/Dialect/Quant/IR/QuantTypes.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/raw_ostream.h"

#include <cstring>

namespace mlir {
namespace shlo {

ShapedType getStorageShapedType(ShapedType type) {
  if (auto quantized = dyn_cast<quant::QuantizedType>(type.getElementType()))
    return type.clone(quantized.getStorageType());
  return type;
}

ArrayDtype makeArrayDtype(char kind, int64_t itemsize) {
  ArrayDtype dtype;
  dtype.kind = kind;
  dtype.itemsize = itemsize;
  std::string bits = std::to_string(itemsize * 8);
  switch (kind) {
  case 'b':
    dtype.name = itemsize == 1 ? "bool" : "bool" + bits;
    break;
  case 'i':
    dtype.name = "int" + bits;
    break;
  case 'u':
    dtype.name = "uint" + bits;
    break;
  case 'f':
    dtype.name = "float" + bits;
    break;
  case 'c':
    dtype.name = "complex" + bits;
    break;
  default:
    dtype.name = std::string(1, kind) + std::to_string(itemsize);
    break;
  }
  return dtype;
}

std::string formatShape(ArrayRef<int64_t> shape) {
  std::string text = "(";
  for (auto [i, size] : llvm::enumerate(shape)) {
    if (i)
      text += ", ";
    text += std::to_string(size);
  }
  if (shape.size() == 1)
    text += ",";
  return text + ")";
}

namespace {
std::string typeText(Type type) {
  std::string text;
  llvm::raw_string_ostream os(text);
  os << type;
  return text;
}

/// "float8_e4m3fn" for f8E4M3FN: ml_dtypes' names of MLIR's small floats.
std::string mlDtypesNameOf(FloatType type) {
  if (type.isBF16())
    return "bfloat16";
  std::string text = typeText(type);
  if (text.size() < 3 || text[0] != 'f' || !llvm::isDigit(text[1]) ||
      !(text[1] == '8' || text[1] == '6' || text[1] == '4'))
    return "";
  return "float" + text.substr(1, 1) + "_" + llvm::StringRef(text).drop_front(2).lower();
}
} // namespace

llvm::Expected<DtypeMapping> getDtypeMapping(Type elementType) {
  if (auto quantized = dyn_cast<quant::QuantizedType>(elementType))
    return getDtypeMapping(quantized.getStorageType());
  if (!isSupportedElementType(elementType))
    return llvm::createStringError("element type " + typeText(elementType) +
                                   " has no NumPy dtype");
  DtypeMapping mapping;
  int64_t bytes = getStorageBytes(elementType);
  if (auto intType = dyn_cast<IntegerType>(elementType)) {
    mapping.bitWidth = intType.getWidth();
    if (mapping.bitWidth == 1) {
      mapping.isBool = true;
      mapping.plain = makeArrayDtype('b', 1);
      return mapping;
    }
    mapping.isSigned = !intType.isUnsigned();
    mapping.isNarrowInteger = int64_t(mapping.bitWidth) != bytes * 8;
    mapping.plain = makeArrayDtype(mapping.isSigned ? 'i' : 'u', bytes);
    return mapping;
  }
  if (auto complexType = dyn_cast<ComplexType>(elementType)) {
    mapping.bitWidth = 2 * complexType.getElementType().getIntOrFloatBitWidth();
    mapping.plain = makeArrayDtype('c', bytes);
    return mapping;
  }
  auto floatType = cast<FloatType>(elementType);
  mapping.bitWidth = floatType.getWidth();
  if (floatType.isF16() || floatType.isF32() || floatType.isF64()) {
    mapping.plain = makeArrayDtype('f', bytes);
    return mapping;
  }
  mapping.isRawBits = true;
  mapping.mlDtypes = mlDtypesNameOf(floatType);
  mapping.plain = makeArrayDtype('u', bytes);
  return mapping;
}

llvm::Error checkArray(llvm::StringRef what, ShapedType expected,
                       const ArrayDtype &dtype, ArrayRef<int64_t> shape) {
  llvm::Expected<DtypeMapping> mapping =
      getDtypeMapping(expected.getElementType());
  auto fail = [&](llvm::StringRef why) {
    std::string text;
    llvm::raw_string_ostream os(text);
    os << what << ": expected " << expected;
    if (mapping) {
      os << " (NumPy " << mapping->plain.name;
      if (!mapping->mlDtypes.empty())
        os << " or ml_dtypes." << mapping->mlDtypes;
      os << ")";
    }
    os << ", given " << (!dtype.name.empty() && llvm::StringRef("aeiou").contains(dtype.name[0]) ? "an " : "a ")
       << dtype.name << " array of shape "
       << formatShape(shape) << ": " << why;
    return llvm::createStringError(text);
  };
  if (!mapping)
    return fail(llvm::toString(mapping.takeError()));
  bool plain = dtype.kind == mapping->plain.kind &&
               dtype.itemsize == mapping->plain.itemsize;
  bool ml = !mapping->mlDtypes.empty() && dtype.name == mapping->mlDtypes;
  if (!plain && !ml) {
    if (dtype.kind == 'O')
      return fail("object arrays are not supported");
    if (dtype.kind == 'U' || dtype.kind == 'S')
      return fail("string arrays are not supported");
    return fail("wrong dtype");
  }
  // A dynamic dimension matches any size here; callers bind it first
  // (bindShape in api/Api.h) and check the bound type.
  if (expected.hasRank() &&
      (size_t(expected.getRank()) != shape.size() ||
       llvm::any_of(llvm::zip(expected.getShape(), shape), [](auto pair) {
         auto [want, have] = pair;
         return !ShapedType::isDynamic(want) && want != have;
       })))
    return fail("wrong shape");
  if (!expected.hasStaticShape())
    return fail("the expected type has a dynamic shape");
  return llvm::Error::success();
}

namespace {
template <typename T>
int64_t firstOutside(const char *data, int64_t n, int64_t lo, int64_t hi) {
  for (int64_t i = 0; i < n; ++i) {
    T v;
    std::memcpy(&v, data + i * int64_t(sizeof(T)), sizeof(T));
    if (int64_t(v) < lo || int64_t(v) > hi)
      return i;
  }
  return -1;
}
} // namespace

llvm::Error checkArrayValues(llvm::StringRef what, Type elementType,
                             const char *data, int64_t numElements) {
  llvm::Expected<DtypeMapping> mapping = getDtypeMapping(elementType);
  if (!mapping)
    return mapping.takeError();
  if (!mapping->isBool && !mapping->isNarrowInteger && !mapping->isRawBits)
    return llvm::Error::success();
  int64_t bytes = mapping->plain.itemsize;
  unsigned width = mapping->bitWidth;
  if (mapping->isRawBits && width >= unsigned(bytes * 8))
    return llvm::Error::success();
  int64_t lo = 0, hi = 1;
  if (mapping->isNarrowInteger && mapping->isSigned) {
    lo = -(int64_t(1) << (width - 1));
    hi = (int64_t(1) << (width - 1)) - 1;
  } else if (!mapping->isBool) {
    hi = int64_t((uint64_t(1) << width) - 1);
  }
  int64_t bad = -1;
  bool isSigned = mapping->isNarrowInteger && mapping->isSigned;
  switch (bytes) {
  case 1:
    bad = isSigned ? firstOutside<int8_t>(data, numElements, lo, hi)
                   : firstOutside<uint8_t>(data, numElements, lo, hi);
    break;
  case 2:
    bad = isSigned ? firstOutside<int16_t>(data, numElements, lo, hi)
                   : firstOutside<uint16_t>(data, numElements, lo, hi);
    break;
  case 4:
    bad = isSigned ? firstOutside<int32_t>(data, numElements, lo, hi)
                   : firstOutside<uint32_t>(data, numElements, lo, hi);
    break;
  default:
    // 64-bit storage: only i33..i63 (signed) and ui33..ui63 get here.
    bad = isSigned ? firstOutside<int64_t>(data, numElements, lo, hi)
                   : firstOutside<uint64_t>(data, numElements, 0,
                                            int64_t(hi));
    break;
  }
  if (bad < 0)
    return llvm::Error::success();
  std::string text;
  llvm::raw_string_ostream os(text);
  os << what << ": element " << bad << " does not fit " << elementType
     << " (";
  if (mapping->isRawBits)
    os << "raw bits must be below " << (hi + 1);
  else
    os << "values must be in [" << lo << ", " << hi << "]";
  os << ")";
  return llvm::createStringError(text);
}

} // namespace shlo
} // namespace mlir
