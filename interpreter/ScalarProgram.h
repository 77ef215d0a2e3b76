//===- ScalarProgram.h - regions of scalar ops run over registers -*- C++ -*-===//
//
// A while loop's condition and body, a sort comparator or a reduce body is
// often a handful of rank-0 elementwise ops. Run through the eval loop, each
// such op allocates a tensor, decodes its attributes and dispatches on its
// element type, every iteration. A ScalarProgram is the region compiled once
// into steps over 8-byte registers; each step calls the typed face of the
// same kernel (Kernels.h) the op's evaluator maps over tensors, so results
// are those of the typed path, bit for bit. The eval loop runs a region's
// program instead of its ops when the typed paths are on (never on the
// Element path, which stays the executable specification).
//
//===----------------------------------------------------------------------===//

#ifndef SHLO_INTERPRETER_SCALARPROGRAM_H
#define SHLO_INTERPRETER_SCALARPROGRAM_H

#include "interpreter/Value.h"

#include "mlir/IR/Block.h"
#include "mlir/IR/BuiltinTypes.h"
#include "llvm/ADT/SmallVector.h"

#include <atomic>
#include <cstdint>
#include <memory>

namespace mlir {
namespace shlo {

/// A block of rank-0 ops compiled to register steps.
class ScalarProgram {
public:
  /// One register: the storage bytes of one element (at most 8).
  struct Register {
    alignas(8) unsigned char bytes[8];
  };
  struct Step;
  using StepFn = void (*)(const Step &, Register *);
  /// One op: `run` reads registers `a`, `b`, `c` and writes `dst`.
  struct Step {
    StepFn run;
    unsigned dst, a, b, c;
    /// Compare's direction and kind, as CompareKernel holds them.
    uint8_t direction, kind;
  };

  /// Compiles `block` (the only block of a region, ending in
  /// stablehlo.return), or returns null unless every block argument, op
  /// operand and result is a rank-0 tensor of an element type with typed
  /// storage and every op is one of: constant, add, subtract, multiply,
  /// maximum, minimum, and, or, xor, shift_left, shift_right_arithmetic,
  /// shift_right_logical, negate, not, abs, compare, select.
  static std::unique_ptr<ScalarProgram> compile(Block &block);

  /// Values defined outside the block that the program reads, in the
  /// order run() takes them.
  ArrayRef<Value> getCaptured() const { return captured; }

  /// Runs the program on the block's arguments `args` and the values of
  /// getCaptured() (rank-0 tensors), and writes the terminator's operands
  /// to `results`. `results` may be the vector `args` views; an element of
  /// it that is the sole owner of a tensor of the right type is written in
  /// place.
  void run(ArrayRef<InterpreterValue> args, ArrayRef<const Tensor *> capturedValues,
           SmallVectorImpl<InterpreterValue> &results) const;

  /// Runs `while (cond) body` over `values` (the loop-carried values, both
  /// regions' arguments) without leaving registers between iterations:
  /// one native loop instead of two region runs and a tensor hand-back per
  /// iteration. The values each region captures are `condCaptured` and
  /// `bodyCaptured` (getCaptured() order); they cannot change during the
  /// loop. As evalWhileOp, a loop whose body would run more than `limit`
  /// times (when positive) stops there: returns false and leaves `values`
  /// as they were; so does a loop that finds `interrupt` true (read every
  /// 65,536 iterations). Otherwise writes the final values to `values` (in place
  /// where they own their tensors) and returns true. `iterations`, when
  /// given, is set to the times the body ran.
  static bool runWhile(const ScalarProgram &cond,
                       ArrayRef<const Tensor *> condCaptured,
                       const ScalarProgram &body,
                       ArrayRef<const Tensor *> bodyCaptured,
                       SmallVectorImpl<InterpreterValue> &values, int64_t limit,
                       int64_t *iterations = nullptr,
                       const std::atomic<bool> *interrupt = nullptr);

private:
  /// Sets the constant registers and those of the captured values.
  void loadConstants(Register *regs,
                     ArrayRef<const Tensor *> capturedValues) const;

  /// Most registers a program may use (one per value of the block and
  /// captured value); a larger block is left to the eval loop.
  static constexpr size_t kMaxRegisters = 64;
  /// Registers holding constants, set at compile time; the others are
  /// set by run() before they are read.
  SmallVector<Register, 16> initial;
  SmallVector<Step, 8> steps;
  /// Register and storage bytes of each block argument, each captured
  /// value and each result.
  struct Binding {
    unsigned reg;
    unsigned bytes;
  };
  SmallVector<Binding, 4> argBindings, capturedBindings, resultBindings;
  /// Writes register `bindings[i].reg` to `values[i]` as a tensor of
  /// `types[i]`, in place where `values[i]` owns one.
  static void storeValues(const Register *regs, ArrayRef<Binding> bindings,
                          ArrayRef<RankedTensorType> types,
                          SmallVectorImpl<InterpreterValue> &values);
  SmallVector<Value, 2> captured;
  SmallVector<RankedTensorType, 2> resultTypes;
};

} // namespace shlo
} // namespace mlir

#endif // SHLO_INTERPRETER_SCALARPROGRAM_H
