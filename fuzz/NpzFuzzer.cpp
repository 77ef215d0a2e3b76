//===- NpzFuzzer.cpp - fuzz the .npy and .npz readers ---------------------===//
//
// Arbitrary bytes go to the readers of `--args-npy`: as an .npz archive
// (parseNpz: the zip end record, zip64 records and extra fields, central
// and local headers, each member's .npy header) when they start with the
// zip magic `PK`, else as one .npy file (parseNpy). Every array read is
// then turned into a tensor of the type its dtype maps to (tensorFromNpy,
// with the Fortran-order transpose and the value checks), within 1 MiB.
//
//===----------------------------------------------------------------------===//

#include "npy/Npy.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Dialect/Quant/IR/Quant.h"
#include "llvm/Support/MemoryBuffer.h"

#include <cstddef>
#include <cstdint>
#include <cstring>

using namespace mlir;

namespace {
/// An element type of the dtype, or null (the reader's own table decides
/// whether it fits; this only picks a candidate).
Type elementTypeOf(MLIRContext &context, const shlo::ArrayDtype &dtype) {
  Builder b(&context);
  switch (dtype.kind) {
  case 'b':
    return b.getI1Type();
  case 'i':
  case 'u':
    if (dtype.itemsize < 1 || dtype.itemsize > 8)
      return nullptr;
    return IntegerType::get(&context, unsigned(dtype.itemsize * 8),
                            dtype.kind == 'u' ? IntegerType::Unsigned
                                              : IntegerType::Signless);
  case 'f':
    if (dtype.itemsize == 2)
      return b.getF16Type();
    if (dtype.itemsize == 4)
      return b.getF32Type();
    if (dtype.itemsize == 8)
      return b.getF64Type();
    return nullptr;
  case 'c':
    if (dtype.itemsize == 8)
      return ComplexType::get(b.getF32Type());
    if (dtype.itemsize == 16)
      return ComplexType::get(b.getF64Type());
    return nullptr;
  default:
    return nullptr;
  }
}

void convert(MLIRContext &context, const shlo::NpyArray &array) {
  Type element = elementTypeOf(context, array.dtype);
  if (!element)
    return;
  for (int64_t size : array.shape)
    if (size < 0 || size > (int64_t(1) << 20))
      return;
  auto type = RankedTensorType::get(array.shape, element);
  llvm::Expected<shlo::Tensor> tensor =
      shlo::tensorFromNpy(array, type, "fuzz", int64_t(1) << 20);
  if (!tensor)
    llvm::consumeError(tensor.takeError());
}
} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  static MLIRContext *context = [] {
    auto *made = new MLIRContext(MLIRContext::Threading::DISABLED);
    made->loadDialect<quant::QuantDialect>();
    return made;
  }();
  llvm::StringRef bytes(reinterpret_cast<const char *>(data), size);
  // A copy of exactly `size` bytes: ASan sees any read past the end.
  std::unique_ptr<llvm::WritableMemoryBuffer> copy =
      llvm::WritableMemoryBuffer::getNewUninitMemBuffer(size, "fuzz");
  if (size)
    std::memcpy(copy->getBufferStart(), data, size);
  std::shared_ptr<llvm::MemoryBuffer> buffer = std::move(copy);
  if (bytes.starts_with("PK")) {
    auto arrays = shlo::parseNpz(buffer, "fuzz.npz");
    if (!arrays) {
      llvm::consumeError(arrays.takeError());
      return 0;
    }
    for (const shlo::NpyArray &array : *arrays)
      convert(*context, array);
    return 0;
  }
  auto array = shlo::parseNpy(buffer->getBuffer(), "fuzz.npy");
  if (!array) {
    llvm::consumeError(array.takeError());
    return 0;
  }
  array->owner = buffer;
  convert(*context, *array);
  return 0;
}
