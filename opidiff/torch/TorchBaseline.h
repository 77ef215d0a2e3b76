//===- TorchBaseline.h - Expected results from libtorch ---------*- C++ -*-===//
//
// The PyTorch baseline: binds aten tests to one schema overload of the
// operator (from c10::Dispatcher's registry) and runs tests on libtorch's CPU
// backend, so the lowering has both the call's shape and the values to check
// against.
//
// Binding follows Python's calling convention: positional inputs fill the
// schema's positional arguments in order, kwargs are placed by name, and
// every argument left out takes its schema default. For an op named without
// an overload every overload is tried, out= and in-place variants and
// named-tensor (Dimname) overloads skipped, and the one accepting the inputs
// at the lowest cost wins: a Python number (Value Int/Float/Bool) prefers a
// Scalar argument to a Tensor one, a tensor (rank 0 included) prefers a
// Tensor argument to a Scalar one, an int passed for a float costs a little.
// Ties go to the unnamed overload, then the schema with fewer arguments.
//
// Modules (torch.nn.Linear, Conv1d, Conv2d, LayerNorm, BatchNorm1d,
// BatchNorm2d, Embedding, ReLU, GELU, SiLU, Sigmoid, Tanh, Softmax, Dropout,
// Identity, Flatten, MaxPool2d, AvgPool2d and Sequential of these) are built
// with torch::nn's C++ classes from the Python constructor signature
// (positional arguments in Python's order, Python's defaults), after
// torch::manual_seed(testSeed(test)), and put in eval mode. Buffers stay as
// torch constructs them (BatchNorm's running_mean 0, running_var 1), as in
// opdiff.
//
//===----------------------------------------------------------------------===//

#ifndef SHLO_OPIDIFF_TORCH_TORCH_BASELINE_H
#define SHLO_OPIDIFF_TORCH_TORCH_BASELINE_H

#include "opidiff/Model.h"

#include "llvm/Support/Error.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace mlir {
namespace shlo {
namespace opidiff {

/// Binds an aten test to one schema overload from the operator's schema
/// (c10::Dispatcher). BoundCall::args holds every schema argument in schema
/// order: the test's values (an int given for a fixed-size int list expanded
/// to the list, a dtype as torch's dtype name, an int for a float argument
/// as a Float; a Python number bound to a Tensor argument stays a number,
/// which torch passes as a 0-dim "wrapped number" tensor that does not take
/// part in type promotion), then defaults (None for empty optionals); a
/// rank-0 tensor bound to a Scalar argument stays a Tensor. An unknown
/// operator or overload, or no overload accepting the inputs, gives an
/// UnsupportedError naming the inputs' kinds.
llvm::Expected<BoundCall> bindAtenCall(const TestCase &test);

/// Runs the test on libtorch (CPU). Aten ops go through the dispatcher by
/// schema (callBoxed) with the arguments of `call` (bound here when `call`
/// is null); input0 becomes complex first when castInput0ToComplex is set.
/// Modules are built as described above and called on the test's inputs;
/// their kind, resolved configuration (every option, by torch's names) and
/// parameters and buffers (by torch's names; BatchNorm's
/// num_batches_tracked is left out) are returned in BaselineResult::module.
/// The output is a Tensor (contiguous, CPU) or a Tuple for several returns;
/// int/float/bool returns are scalars, tensor lists are Lists. A `file:`
/// module (the driver sends those through TorchScript.h), another class, or
/// a dtype torch has no kernel for gives an UnsupportedError; any other
/// torch error is a plain error.
/// The op or forward runs `repeats` times (at least once), each timed into
/// BaselineResult::timesMs; the first run's output is returned (an in-place
/// op gets fresh copies of its tensor arguments each time).
llvm::Expected<BaselineResult> runBaseline(const TestCase &test,
                                           const BoundCall *call,
                                           unsigned repeats = 1);

/// The seed of a test's random generator: a stable 64-bit hash (FNV-1a) of
/// `pairId` when set (both sides of a compare pair get the same weights),
/// else of `id`.
uint64_t testSeed(const TestCase &test);

/// Whether libtorch's operator registry (c10::Dispatcher) knows the
/// operator `name` ("aten::add") and, when given, its `overload`: nullopt,
/// or the message of a typo, with the closest registered name or overload
/// suggested.
std::optional<std::string> checkAtenName(const std::string &name,
                                         const std::string &overload);

/// For a module path `torch.nn.<Name>`: nullopt when torch.nn has the class
/// (in the torch of libtorch-dev, whether or not we can build or lower it),
/// else the message of a typo with the closest class suggested. Other paths
/// are not checked (nullopt).
std::optional<std::string> checkModulePath(const std::string &path);

/// libtorch's version ("2.1.2"), for run records.
std::string torchVersion();

/// The torch.nn classes the baseline builds ("Linear", ...), sorted; the
/// lowering's module registry (supportedModules) must name the same.
std::vector<std::string> baselineModuleKinds();

} // namespace opidiff
} // namespace shlo
} // namespace mlir

#endif // SHLO_OPIDIFF_TORCH_TORCH_BASELINE_H
