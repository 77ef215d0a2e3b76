//===- Tensor.cpp - runtime tensors over refcounted buffers --------------===//

#include "interpreter/Tensor.h"
#include "mlir/IR/DialectResourceBlobManager.h"
#include "interpreter/FloatPrint.h"

#include "mlir/Dialect/Quant/IR/QuantTypes.h"
#include "llvm/ADT/bit.h"
#include "llvm/Support/MathExtras.h"
#include "llvm/Support/raw_ostream.h"
#include "mlir/IR/Location.h"
#include "mlir/IR/Operation.h"

#include <algorithm>
#include <cstring>
#include <vector>

namespace mlir {
namespace shlo {

int64_t getStorageBytes(Type elementType) {
  // The common types first, without interface calls.
  if (auto intType = dyn_cast<IntegerType>(elementType))
    return int64_t(llvm::PowerOf2Ceil(llvm::divideCeil(intType.getWidth(), 8u)));
  if (isa<Float32Type>(elementType))
    return 4;
  if (isa<Float64Type>(elementType))
    return 8;
  if (isa<Float16Type, BFloat16Type>(elementType))
    return 2;
  if (auto quantized = dyn_cast<quant::QuantizedType>(elementType))
    return getStorageBytes(quantized.getStorageType());
  if (auto complexType = dyn_cast<ComplexType>(elementType))
    return 2 * getStorageBytes(complexType.getElementType());
  // index (of arith, tensor and shape) is held as i64 (CoreDialects.h).
  if (isa<IndexType>(elementType))
    return 8;
  unsigned bits = elementType.getIntOrFloatBitWidth();
  return int64_t(llvm::PowerOf2Ceil(llvm::divideCeil(bits, 8u)));
}

bool isSupportedElementType(Type elementType) {
  if (auto complexType = dyn_cast<ComplexType>(elementType))
    return complexType.getElementType().isF32() ||
           complexType.getElementType().isF64();
  if (auto intType = dyn_cast<IntegerType>(elementType))
    // 0-bit integers have no values (MLIR's printer crashes on them).
    return intType.getWidth() >= 1 && intType.getWidth() <= 64 &&
           !intType.isSigned();
  return isa<FloatType>(elementType) &&
         elementType.getIntOrFloatBitWidth() <= 64;
}

llvm::Error checkTensorType(ShapedType type, int64_t maxBytes) {
  std::string text;
  llvm::raw_string_ostream os(text);
  if (!isSupportedElementType(type.getElementType())) {
    os << "element type " << type.getElementType()
       << " is not a StableHLO element type";
    return llvm::createStringError(text);
  }
  if (!type.hasStaticShape()) {
    os << "tensor type " << type << " is not static";
    return llvm::createStringError(text);
  }
  if (!withinTensorLimit(type.getShape(),
                         getStorageBytes(type.getElementType()), maxBytes)) {
    os << "tensor type " << type << " needs more than the " << maxBytes
       << " bytes the interpreter allows for one tensor"
       << (llvm::is_contained(type.getShape(), 0)
               ? " (its nonzero dimensions counted: it is empty, but its "
                 "other dimensions are past the limit)"
               : "");
    return llvm::createStringError(text);
  }
  return llvm::Error::success();
}

bool withinTensorLimit(ArrayRef<int64_t> shape, int64_t elementBytes,
                       int64_t maxBytes) {
  // Sizes after a zero still count: the product of the nonzero sizes must
  // stay within the limit too (the interpreter's index arithmetic is
  // 64-bit, and an empty tensor<0x2^40x2^40xf32> from a file is no tensor
  // anyone means).
  int64_t bytes = elementBytes;
  for (int64_t size : shape) {
    if (size == 0)
      continue;
    if (bytes > maxBytes / size)
      return false;
    bytes *= size;
  }
  return true;
}

//===----------------------------------------------------------------------===//
// Index iteration
//===----------------------------------------------------------------------===//

IndexIterator::IndexIterator(ArrayRef<int64_t> shape, bool atEnd)
    : shape(shape), index(shape.size(), 0), done(atEnd) {
  for (int64_t size : shape)
    if (size == 0)
      done = true;
}

IndexIterator &IndexIterator::operator++() {
  for (int64_t dim = int64_t(shape.size()) - 1; dim >= 0; --dim) {
    if (++index[dim] < shape[dim])
      return *this;
    index[dim] = 0;
  }
  done = true;
  return *this;
}

//===----------------------------------------------------------------------===//
// Raw element access
//===----------------------------------------------------------------------===//

namespace {
uint64_t readBits(const char *data, int64_t bytes) {
  switch (bytes) {
  case 1:
    return uint8_t(*data);
  case 2: {
    uint16_t v;
    std::memcpy(&v, data, 2);
    return v;
  }
  case 4: {
    uint32_t v;
    std::memcpy(&v, data, 4);
    return v;
  }
  default: {
    uint64_t v;
    std::memcpy(&v, data, 8);
    return v;
  }
  }
}

void writeBits(char *data, int64_t bytes, uint64_t value) {
  switch (bytes) {
  case 1:
    *data = char(uint8_t(value));
    return;
  case 2: {
    uint16_t v = uint16_t(value);
    std::memcpy(data, &v, 2);
    return;
  }
  case 4: {
    uint32_t v = uint32_t(value);
    std::memcpy(data, &v, 4);
    return;
  }
  default:
    std::memcpy(data, &value, 8);
    return;
  }
}

llvm::APFloat readFloat(FloatType type, const char *data) {
  unsigned width = type.getWidth();
  uint64_t bits = readBits(data, getStorageBytes(type));
  return llvm::APFloat(type.getFloatSemantics(), llvm::APInt(width, bits));
}
} // namespace

Element readElement(Type elementType, const char *data) {
  if (auto intType = dyn_cast<IntegerType>(elementType)) {
    unsigned width = intType.getWidth();
    uint64_t bits = readBits(data, getStorageBytes(elementType));
    return Element(elementType,
                   llvm::APInt(width, bits, false, /*implicitTrunc=*/true));
  }
  if (auto floatType = dyn_cast<FloatType>(elementType))
    return Element(elementType, readFloat(floatType, data));
  auto complexType = cast<ComplexType>(elementType);
  auto partType = cast<FloatType>(complexType.getElementType());
  int64_t partBytes = getStorageBytes(partType);
  return Element(elementType, ComplexValue(readFloat(partType, data),
                                           readFloat(partType, data + partBytes)));
}

void writeElement(char *data, const Element &element) {
  Type type = element.getType();
  int64_t bytes = getStorageBytes(type);
  if (element.isBool()) {
    *data = element.getBool() ? 1 : 0;
    return;
  }
  if (element.isInteger()) {
    const llvm::APInt &value = element.getInteger();
    uint64_t bits = element.isUnsignedInteger()
                        ? value.getZExtValue()
                        : uint64_t(value.getSExtValue());
    writeBits(data, bytes, bits);
    return;
  }
  if (element.isFloat()) {
    writeBits(data, bytes, element.getFloat().bitcastToAPInt().getZExtValue());
    return;
  }
  int64_t partBytes = bytes / 2;
  writeBits(data, partBytes,
            element.getComplex().first.bitcastToAPInt().getZExtValue());
  writeBits(data + partBytes, partBytes,
            element.getComplex().second.bitcastToAPInt().getZExtValue());
}

//===----------------------------------------------------------------------===//
// Tensor
//===----------------------------------------------------------------------===//

Tensor::Tensor(ShapedType type) : Tensor(type, true) {}

Tensor::Tensor(ShapedType type, bool zeroed)
    : Tensor(llvm::IntrusiveRefCntPtr<detail::Buffer>(
          new detail::Buffer(type, zeroed))) {}

Tensor::Tensor(llvm::IntrusiveRefCntPtr<detail::Buffer> storage)
    : buffer(std::move(storage)) {}

Tensor Tensor::uninitialized(ShapedType type) { return Tensor(type, false); }

Tensor Tensor::borrow(ShapedType type, const char *data) {
  return Tensor(llvm::IntrusiveRefCntPtr<detail::Buffer>(
      new detail::Buffer(type, data)));
}

Tensor Tensor::borrow(ShapedType type, const char *data,
                      std::shared_ptr<const void> owner) {
  return Tensor(llvm::IntrusiveRefCntPtr<detail::Buffer>(
      new detail::Buffer(type, data, std::move(owner))));
}

void Tensor::detachBorrowed() {
  llvm::IntrusiveRefCntPtr<detail::Buffer> owned(
      new detail::Buffer(getType(), false));
  std::memcpy(owned->getData(), buffer->getData(), size_t(getSizeInBytes()));
  buffer = std::move(owned);
}

int64_t Tensor::linearize(ArrayRef<int64_t> index) const {
  int64_t position = 0;
  for (auto [i, stride] : llvm::zip(index, getStrides()))
    position += i * stride;
  return position;
}

Element Tensor::get(ArrayRef<int64_t> index) const {
  return getLinear(linearize(index));
}

void Tensor::set(ArrayRef<int64_t> index, const Element &element) {
  setLinear(linearize(index), element);
}

Element Tensor::getLinear(int64_t position) const {
  return readElement(getElementType(), rawData() + position * buffer->getElementBytes());
}

void Tensor::setLinear(int64_t position, const Element &element) {
  writeElement(rawData() + position * buffer->getElementBytes(), element);
}

Tensor Tensor::splat(ShapedType type, const Element &value) {
  Tensor result(type);
  int64_t numElements = result.getNumElements();
  int64_t elementBytes = result.buffer->getElementBytes();
  if (numElements == 0)
    return result;
  result.setLinear(0, value);
  for (int64_t i = 1; i < numElements; ++i)
    std::memcpy(result.rawData() + i * elementBytes, result.rawData(),
                elementBytes);
  return result;
}

Tensor Tensor::clone() const {
  Tensor result(getType());
  std::memcpy(result.rawData(), rawData(), getSizeInBytes());
  return result;
}

namespace {
/// Writes the `count` elements of a DenseElementsAttr's raw data whose
/// width `bits` is not a whole number of bytes, or is 1, into storage
/// slots of `slotBytes`. MLIR's raw layout: i1 packs eight elements to a
/// byte, least significant bit first (a splat is one byte, 0x00 or 0xFF);
/// any other width takes ceil(bits / 8) little-endian bytes per element (a
/// splat: one element), of which only the low `bits` count, as they do when
/// MLIR reads an APInt or APFloat from them. Integers are then sign- or
/// zero-extended and floats zero-extended, as writeElement stores them.
void unpackRawElements(ArrayRef<char> raw, bool splat, int64_t count,
                       unsigned bits, bool signExtend, int64_t slotBytes,
                       char *out) {
  if (count == 0)
    return;
  auto store = [&](int64_t i, uint64_t value) {
    if (signExtend)
      value = uint64_t(llvm::SignExtend64(value, bits));
    std::memcpy(out + i * slotBytes, &value, size_t(slotBytes));
  };
  const auto *bytes = reinterpret_cast<const unsigned char *>(raw.data());
  if (bits == 1) {
    if (splat) {
      std::memset(out, bytes[0] & 1, size_t(count));
      return;
    }
    for (int64_t i = 0; i < count; ++i)
      out[i] = char((bytes[i / 8] >> (i % 8)) & 1);
    return;
  }
  size_t rawBytes = llvm::divideCeil(bits, 8u);
  uint64_t mask = bits == 64 ? ~uint64_t(0) : (uint64_t(1) << bits) - 1;
  auto load = [&](int64_t i) {
    uint64_t value = 0;
    std::memcpy(&value, bytes + size_t(i) * rawBytes, rawBytes);
    return value & mask;
  };
  if (splat) {
    store(0, load(0));
    for (int64_t i = 1; i < count; ++i)
      std::memcpy(out + i * slotBytes, out, size_t(slotBytes));
    return;
  }
  for (int64_t i = 0; i < count; ++i)
    store(i, load(i));
}
} // namespace

llvm::Expected<Tensor> Tensor::fromAttr(ElementsAttr attr) {
  auto type = cast<ShapedType>(attr.getType());
  if (!type.hasStaticShape())
    return llvm::createStringError("constant has a dynamic shape");
  auto dense = dyn_cast<DenseElementsAttr>(attr);
  if (auto resource = dyn_cast<DenseResourceElementsAttr>(attr)) {
    // A blob in the packed little-endian layout (what interpreter-translate
    // decodes large hex literals into) is the storage as it is.
    const AsmResourceBlob *blob = resource.getRawHandle().getBlob();
    Type elementType = type.getElementType();
    unsigned partBits = getBitWidth(elementType);
    if (auto complexType = dyn_cast<ComplexType>(elementType))
      partBits = complexType.getElementType().getIntOrFloatBitWidth();
    if (blob && !elementType.isInteger(1) &&
        (partBits == 8 || partBits == 16 || partBits == 32 ||
         partBits == 64) &&
        int64_t(blob->getData().size()) ==
            type.getNumElements() * getStorageBytes(elementType)) {
      ArrayRef<char> raw = blob->getData();
      if (raw.empty())
        return Tensor(type);
      if (reinterpret_cast<uintptr_t>(raw.data()) % alignof(uint64_t) == 0)
        return borrow(type, raw.data());
      Tensor result = uninitialized(type);
      std::memcpy(result.rawData(), raw.data(), raw.size());
      return result;
    }
  }
  if (!dense) {
    // Resource and other elements attributes: go through the generic
    // attribute interface.
    Tensor result(type);
    Type elementType = type.getElementType();
    if (isa<IntegerType>(elementType)) {
      auto values = attr.tryGetValues<llvm::APInt>();
      if (!values)
        return llvm::createStringError("cannot read the constant's values");
      int64_t i = 0;
      for (const llvm::APInt &v : *values)
        result.setLinear(i++, Element(elementType, v));
      return result;
    }
    if (isa<FloatType>(elementType)) {
      auto values = attr.tryGetValues<llvm::APFloat>();
      if (!values)
        return llvm::createStringError("cannot read the constant's values");
      int64_t i = 0;
      for (const llvm::APFloat &v : *values)
        result.setLinear(i++, Element(elementType, v));
      return result;
    }
    return llvm::createStringError("unsupported elements attribute");
  }
  Type elementType = type.getElementType();
  int64_t bytes = getStorageBytes(elementType);
  unsigned partBits = getBitWidth(elementType);
  if (auto complexType = dyn_cast<ComplexType>(elementType))
    partBits = complexType.getElementType().getIntOrFloatBitWidth();
  bool rawLayoutMatches = !elementType.isInteger(1) &&
                          (partBits == 8 || partBits == 16 || partBits == 32 ||
                           partBits == 64);
  if (rawLayoutMatches) {
    ArrayRef<char> raw = dense.getRawData();
    // The attribute's bytes are the storage: borrow them (the attribute is
    // immutable and lives as long as the MLIRContext) instead of copying.
    if (!dense.isSplat() && !raw.empty() &&
        int64_t(raw.size()) == type.getNumElements() * bytes &&
        reinterpret_cast<uintptr_t>(raw.data()) % alignof(uint64_t) == 0)
      return Tensor(llvm::IntrusiveRefCntPtr<detail::Buffer>(
          new detail::Buffer(type, raw.data())));
    Tensor result = uninitialized(type);
    if (dense.isSplat()) {
      // One element, then doubling copies of what is already filled.
      int64_t total = result.getSizeInBytes();
      char *out = result.rawData();
      if (total != 0)
        std::memcpy(out, raw.data(), bytes);
      for (int64_t filled = bytes; filled < total; filled *= 2)
        std::memcpy(out + filled, out, size_t(std::min(filled, total - filled)));
    } else if (result.getSizeInBytes() != 0) {
      // An empty tensor has no buffer: memcpy must not see its null pointer.
      std::memcpy(result.rawData(), raw.data(), result.getSizeInBytes());
    }
    return result;
  }
  if (isa<IntegerType, FloatType>(elementType) && partBits <= 64) {
    Tensor result = uninitialized(type);
    bool signExtend = isa<IntegerType>(elementType) &&
                      !elementType.isUnsignedInteger() && partBits > 1;
    unpackRawElements(dense.getRawData(), dense.isSplat(),
                      type.getNumElements(), partBits, signExtend, bytes,
                      result.rawData());
    return result;
  }
  Tensor result(type);
  if (isa<IntegerType>(elementType)) {
    int64_t i = 0;
    for (const llvm::APInt &v : dense.getValues<llvm::APInt>())
      result.setLinear(i++, Element(elementType, v));
    return result;
  }
  if (isa<FloatType>(elementType)) {
    int64_t i = 0;
    for (const llvm::APFloat &v : dense.getValues<llvm::APFloat>())
      result.setLinear(i++, Element(elementType, v));
    return result;
  }
  int64_t i = 0;
  for (const std::complex<llvm::APFloat> &v :
       dense.getValues<std::complex<llvm::APFloat>>())
    result.setLinear(i++,
                     Element(elementType, ComplexValue(v.real(), v.imag())));
  return result;
}

DenseElementsAttr Tensor::toAttr() const {
  ShapedType type = getType();
  Type elementType = type.getElementType();
  auto tensorType = RankedTensorType::get(type.getShape(), elementType);
  int64_t numElements = getNumElements();
  if (isa<IntegerType>(elementType)) {
    llvm::SmallVector<llvm::APInt> values;
    values.reserve(numElements);
    for (int64_t i = 0; i < numElements; ++i)
      values.push_back(getLinear(i).getInteger());
    return DenseElementsAttr::get(tensorType, values);
  }
  if (isa<FloatType>(elementType)) {
    llvm::SmallVector<llvm::APFloat> values;
    values.reserve(numElements);
    for (int64_t i = 0; i < numElements; ++i)
      values.push_back(getLinear(i).getFloat());
    return DenseElementsAttr::get(tensorType, values);
  }
  llvm::SmallVector<std::complex<llvm::APFloat>> values;
  values.reserve(numElements);
  for (int64_t i = 0; i < numElements; ++i) {
    Element e = getLinear(i);
    values.emplace_back(e.getComplex().first, e.getComplex().second);
  }
  return DenseElementsAttr::get(tensorType, values);
}

namespace {
/// Prints one element of a printed tensor. Complex elements print as a
/// two-element list `[re, im]`, as upstream's `--interpret` prints them; the
/// dense form keeps MLIR's `(re,im)`.
void printTensorElement(llvm::raw_ostream &os, const Element &element) {
  if (!element.isComplex()) {
    element.print(os);
    return;
  }
  Type partType = cast<ComplexType>(element.getType()).getElementType();
  os << "[";
  Element(partType, element.getComplex().first).print(os);
  os << ", ";
  Element(partType, element.getComplex().second).print(os);
  os << "]";
}

void printNested(llvm::raw_ostream &os, const Tensor &tensor, int64_t dim,
                 int64_t &position, unsigned indent) {
  ArrayRef<int64_t> shape = tensor.getShape();
  int64_t rank = int64_t(shape.size());
  os.indent(indent) << "[";
  if (dim == rank - 1) {
    Type elementType = tensor.getElementType();
    bool f32 = elementType.isF32(), f64 = elementType.isF64();
    for (int64_t i = 0; i < shape[dim]; ++i, ++position) {
      if (i)
        os << ", ";
      // f32 and f64 without an Element or an attribute (FloatPrint.h).
      if (f32 && printFloatLikeMlir(os, tensor.data<float>()[position],
                                    /*single=*/true))
        continue;
      if (f64 && printFloatLikeMlir(os, tensor.data<double>()[position],
                                    /*single=*/false))
        continue;
      printTensorElement(os, tensor.getLinear(position));
    }
    os << "]";
    return;
  }
  if (shape[dim] == 0 || tensor.getNumElements() == 0) {
    // Still print the nesting of the leading non-empty dimensions.
    if (shape[dim] != 0) {
      os << "\n";
      for (int64_t i = 0; i < shape[dim]; ++i) {
        int64_t unused = 0;
        printNested(os, tensor, dim + 1, unused, indent + 2);
        os << (i + 1 < shape[dim] ? ",\n" : "\n");
      }
      os.indent(indent);
    }
    os << "]";
    return;
  }
  os << "\n";
  for (int64_t i = 0; i < shape[dim]; ++i) {
    printNested(os, tensor, dim + 1, position, indent + 2);
    os << (i + 1 < shape[dim] ? ",\n" : "\n");
  }
  os.indent(indent) << "]";
}
} // namespace

void Tensor::print(llvm::raw_ostream &os) const {
  os << getType() << " {";
  if (getRank() == 0) {
    printTensorElement(os, getLinear(0));
    os << "}";
    return;
  }
  os << "\n";
  int64_t position = 0;
  printNested(os, *this, 0, position, 2);
  os << "\n}";
}

void Tensor::printDense(llvm::raw_ostream &os) const { os << toAttr(); }

} // namespace shlo
} // namespace mlir
