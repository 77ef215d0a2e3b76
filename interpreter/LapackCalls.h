//===- LapackCalls.h - JAX's linear-algebra custom calls ---------*- C++ -*-===//
//
// JAX lowers its linear algebra (jax.lax.linalg) to custom calls that XLA
// serves with LAPACK on the CPU (`lapack_<t><routine>_ffi`), cuSOLVER and
// hipSOLVER on GPUs, and its own expanders on TPUs. Exported modules keep
// those calls, so running them takes an evaluator per target. Every one here
// runs on the CPU over the system LAPACK (OpenBLAS's build, see
// docs/design.md), in the precision the target names (s: f32, d: f64,
// c: complex<f32>, z: complex<f64>), and computes what the target's kernel
// computes on the logical values of its operands: the operand_layouts and
// result_layouts JAX declares are column-major storage orders, which change
// how XLA lays out bytes and never a value, and output_operand_aliases only
// lets XLA reuse an operand's buffer.
//
//===----------------------------------------------------------------------===//

#ifndef SHLO_INTERPRETER_LAPACKCALLS_H
#define SHLO_INTERPRETER_LAPACKCALLS_H

#include "interpreter/Tensor.h"

#include "mlir/IR/TypeRange.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/Support/Error.h"

#include <cstdint>
#include <optional>
#include <string>
#include <utility>

namespace mlir {
namespace shlo {

/// The attributes of a linear-algebra custom call, decoded by the adapter:
/// the integer entries of `mhlo.backend_config` (the characters of `uplo`,
/// `mode`, `side`, ... and the integers `low`, `high`) and, for the calls
/// that carry it, `mhlo.frontend_attributes = {num_batch_dims = "N"}`.
struct LinalgCallAttrs {
  SmallVector<std::pair<std::string, int64_t>, 4> values;
  std::optional<int64_t> numBatchDims;
  /// A string `backend_config` (the TPU targets' `"lower,sort,..."`).
  std::optional<std::string> backendConfig;
};

/// Whether `target` names a linear-algebra custom call this file knows
/// (any element type or variant; evalLinalgCustomCall reports the ones it
/// cannot run).
bool isLinalgCustomCall(StringRef target);

/// Runs the linear-algebra custom call `target` on `operands`. Errors name
/// the target and what does not fit: an element type the target does not
/// take, a missing or unknown attribute or one with a value the kernel does
/// not accept, an operand or result type that is not the kernel's.
llvm::Expected<SmallVector<Tensor>>
evalLinalgCustomCall(StringRef target, ArrayRef<Tensor> operands,
                     const LinalgCallAttrs &attrs, TypeRange resultTypes);

} // namespace shlo
} // namespace mlir

#endif // SHLO_INTERPRETER_LAPACKCALLS_H
