//===- Npy.h - .npy and .npz files as tensors -------------------*- C++ -*-===//
//
// Reads NumPy's .npy format (versions 1, 2 and 3) and uncompressed .npz
// archives (np.savez; np.savez_compressed is refused), and writes .npy
// version 1. Element types follow the table of npy/Dtype.h; bf16 and the
// f8/f6/f4 kinds are read and written as their raw bits (uint16, uint8),
// since .npy has no portable descriptor for ml_dtypes' types.
//
// Fortran-order arrays (fortran_order: True) are transposed to C order on
// reading: the tensor has the array's shape and elements. A header that
// names a key ('descr', 'fortran_order', 'shape') twice is refused: NumPy
// would take the last value of a repeated key, an older reader took the
// first.
//
//===----------------------------------------------------------------------===//

#ifndef SHLO_NPY_NPY_H
#define SHLO_NPY_NPY_H

#include "interpreter/Tensor.h"
#include "npy/Dtype.h"

#include "llvm/Support/MemoryBuffer.h"

#include <memory>
#include <string>
#include <vector>

namespace mlir {
namespace shlo {

/// One array of a .npy file or an .npz member.
struct NpyArray {
  /// Where it came from, for errors: "a.npy" or "args.npz:arr_0.npy".
  std::string name;
  ArrayDtype dtype;
  SmallVector<int64_t> shape;
  bool fortranOrder = false;
  /// The element bytes, in the file's order; they live in `owner`.
  llvm::StringRef data;
  std::shared_ptr<llvm::MemoryBuffer> owner;
};

/// Parses the bytes of a .npy file (`name` is used in errors).
llvm::Expected<NpyArray> parseNpy(llvm::StringRef bytes, llvm::StringRef name);

/// The members of the .npz (uncompressed zip) archive in `buffer`, in
/// archive order (`name` is used in errors). Every offset and length the
/// archive gives is checked against its size, without overflow.
llvm::Expected<std::vector<NpyArray>>
parseNpz(std::shared_ptr<llvm::MemoryBuffer> buffer, llvm::StringRef name);

/// Reads the arrays of `paths`: each a .npy file, or a single .npz archive
/// whose members come in archive order (np.savez's order).
llvm::Expected<std::vector<NpyArray>>
readNpyFiles(llvm::ArrayRef<std::string> paths);

/// The tensor of `type` holding `array`, after checkArray/checkArrayValues
/// (errors name `what`) and the `maxBytes` limit of one tensor. When the
/// array's file is mapped, its pages are given back as they are copied
/// (read again from the file if touched later), so that loading a file of
/// arguments holds each byte once, not the file and the copies.
llvm::Expected<Tensor> tensorFromNpy(const NpyArray &array, ShapedType type,
                                     llvm::StringRef what, int64_t maxBytes);

/// The bytes of a .npy file (version 1, C order) holding `tensor`.
llvm::Expected<std::string> tensorToNpy(const Tensor &tensor);

} // namespace shlo
} // namespace mlir

#endif // SHLO_NPY_NPY_H
