//===- TorchConvert.h - Model values <-> torch tensors ----------*- C++ -*-===//
//
// Internal to the OpidiffTorch library: what TorchBaseline.cpp (aten ops,
// ATen headers only) and TorchModules.cpp (torch::nn, the one file that
// includes <torch/torch.h>) share.
//
//===----------------------------------------------------------------------===//

#ifndef SHLO_OPIDIFF_TORCH_TORCH_CONVERT_H
#define SHLO_OPIDIFF_TORCH_TORCH_CONVERT_H

#include "opidiff/Model.h"

#include <ATen/core/Tensor.h>
#include <ATen/core/ivalue.h>
#include <c10/util/Exception.h>

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"

#include <optional>

namespace mlir {
namespace shlo {
namespace opidiff {
namespace torchbase {

/// torch's scalar type for a dtype.
at::ScalarType toScalarType(DType dtype);
/// The dtype of a torch scalar type, if the model has one.
std::optional<DType> toDType(at::ScalarType type);

/// A fresh CPU tensor holding `value`'s elements.
llvm::Expected<at::Tensor> toTorch(const TensorValue &value);
/// `tensor`'s elements, contiguous, as a TensorValue.
llvm::Expected<TensorValue> fromTorch(const at::Tensor &tensor);

/// A torch value (tensor, scalar, string, list, tuple, None) as a Value.
llvm::Expected<Value> fromIValue(const c10::IValue &iv);

/// An error for a torch exception: a missing kernel (NotImplementedError,
/// or "... not implemented for '<dtype>'") is unsupported, anything else a
/// plain error; the message has no backtrace and starts with `context`.
llvm::Error torchError(const c10::Error &error, llvm::StringRef context);

/// A short description of a value's kind for diagnostics ("Tensor(float32
/// [2, 3])", "int", "int[]", "None", ...).
std::string describeValue(const Value &value);

/// Builds the module of `test.module` and runs it on the inputs.
llvm::Expected<BaselineResult> runModule(const TestCase &test,
                                         unsigned repeats);

} // namespace torchbase
} // namespace opidiff
} // namespace shlo
} // namespace mlir

#endif // SHLO_OPIDIFF_TORCH_TORCH_CONVERT_H
