//===- Dtype.h - NumPy dtypes of StableHLO element types --------*- C++ -*-===//
//
// The one table of which NumPy dtype holds tensors of which element type:
//
//   element type                    NumPy dtype
//   i1                              bool
//   i8/i16/i32/i64, ui8..ui64       int8..int64, uint8..uint64
//   i2, i4 (any signless < 8 bits)  int8   (values must fit the width)
//   ui2, ui4 (unsigned < 8 bits)    uint8  (values must fit the width)
//   other widths (i12, ui48, ...)   the int/uint of their storage width
//   f16, f32, f64                   float16, float32, float64
//   complex<f32>, complex<f64>      complex64, complex128
//   bf16, f8*, f6*, f4*             ml_dtypes' bfloat16, float8_e4m3fn, ...
//                                   when ml_dtypes is importable (Python);
//                                   otherwise the raw bits as the unsigned
//                                   integer of the storage width (uint16 for
//                                   bf16, uint8 for the f8/f6/f4 kinds)
//   quantized types                 the dtype of their storage type
//
// The interpreter stores every one of these exactly as NumPy does (one
// slot per element, C order; see interpreter/Tensor.h), so arrays and
// tensors share bytes without conversion.
//
//===----------------------------------------------------------------------===//

#ifndef SHLO_NPY_DTYPE_H
#define SHLO_NPY_DTYPE_H

#include "mlir/IR/BuiltinTypes.h"
#include "llvm/Support/Error.h"

#include <cstdint>
#include <string>

namespace mlir {
namespace shlo {

/// A NumPy dtype as far as the interpreter needs it.
struct ArrayDtype {
  /// NumPy's kind character: 'b' bool, 'i' signed and 'u' unsigned integer,
  /// 'f' float, 'c' complex, 'V' other fixed-size (ml_dtypes' types), 'O'
  /// object, 'U'/'S' strings, ...
  char kind = 'V';
  /// Bytes per element.
  int64_t itemsize = 0;
  /// NumPy's name: "float32", "bfloat16", "<U5", ...
  std::string name;
};

/// How tensors of one element type are held in NumPy arrays.
struct DtypeMapping {
  /// The dtype without ml_dtypes (the raw bits for bf16 and f8/f6/f4).
  ArrayDtype plain;
  /// The ml_dtypes name ("bfloat16", "float8_e4m3fn", ...), or empty.
  std::string mlDtypes;
  /// Bits of the element type; the values of narrower-than-storage
  /// integers must fit them, and raw float bits must not exceed them.
  unsigned bitWidth = 0;
  /// i1.
  bool isBool = false;
  /// An integer type narrower than its storage (i2, i4, ui4, i12, ...).
  bool isNarrowInteger = false;
  bool isSigned = false;
  /// A float type carried as raw bits (bf16, f8/f6/f4 without ml_dtypes).
  bool isRawBits = false;
};

/// The mapping of `elementType` (of a quantized type: of its storage type),
/// or an error naming the type when no NumPy dtype holds it.
llvm::Expected<DtypeMapping> getDtypeMapping(Type elementType);

/// `type` with a quantized element type replaced by its storage type, the
/// type to give checkTensorType (which knows only storage types).
ShapedType getStorageShapedType(ShapedType type);

/// The ArrayDtype of NumPy's `kind` and `itemsize` ("float32" for 'f', 4).
ArrayDtype makeArrayDtype(char kind, int64_t itemsize);

/// `(2, 3)`, `(5,)` or `()`: a shape the way NumPy prints it.
std::string formatShape(ArrayRef<int64_t> shape);

/// Checks that an array of `dtype` and `shape` can stand for a tensor of
/// type `expected`: the plain dtype or the ml_dtypes one, and the same
/// shape. The error names `what` ("argument 0"), the expected type and the
/// given dtype and shape.
llvm::Error checkArray(llvm::StringRef what, ShapedType expected,
                       const ArrayDtype &dtype, ArrayRef<int64_t> shape);

/// Checks the values of an array already accepted by checkArray, for the
/// element types whose dtype has more values than they do: bool must be 0
/// or 1, i4 in [-8, 7], raw f4 bits below 16, and so on. No-op (and no
/// pass over the data) for the other types.
llvm::Error checkArrayValues(llvm::StringRef what, Type elementType,
                             const char *data, int64_t numElements);

} // namespace shlo
} // namespace mlir

#endif // SHLO_NPY_DTYPE_H
