//===- ScalarProgram.cpp - regions of scalar ops run over registers ------===//

#include "interpreter/ScalarProgram.h"

#include "dialect/Dialects.h"
#include "dialect/VerifyHelpers.h"
#include "interpreter/Kernels.h"
#include "interpreter/Ops.h"
#include "interpreter/TypedStorage.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/TypeSwitch.h"

#include <cstring>

namespace mlir {
namespace shlo {

namespace {
using Register = ScalarProgram::Register;
using Step = ScalarProgram::Step;

template <typename T> T load(const Register &reg) {
  T value;
  std::memcpy(&value, reg.bytes, sizeof(T));
  return value;
}

template <typename T> void store(Register &reg, T value) {
  std::memcpy(reg.bytes, &value, sizeof(T));
}

/// Copies one element's storage (1, 2, 4 or 8 bytes) with a fixed-size
/// copy the compiler inlines.
inline void copyElement(void *to, const void *from, unsigned bytes) {
  switch (bytes) {
  case 1:
    std::memcpy(to, from, 1);
    return;
  case 2:
    std::memcpy(to, from, 2);
    return;
  case 4:
    std::memcpy(to, from, 4);
    return;
  default:
    std::memcpy(to, from, 8);
    return;
  }
}

template <typename Kernel, typename T>
void unaryStep(const Step &step, Register *regs) {
  store(regs[step.dst], Kernel().typed(load<T>(regs[step.a])));
}

template <typename Kernel, typename T>
void binaryStep(const Step &step, Register *regs) {
  store(regs[step.dst],
        Kernel().typed(load<T>(regs[step.a]), load<T>(regs[step.b])));
}

template <typename T> void compareStep(const Step &step, Register *regs) {
  kernels::CompareKernel kernel{CompareDirection(step.direction),
                                CompareKind(step.kind)};
  store(regs[step.dst],
        kernel.typed(load<T>(regs[step.a]), load<T>(regs[step.b])));
}

void selectStep(const Step &step, Register *regs) {
  // i1 storage is one byte, 0 or 1 (as evalSelectOp reads it).
  regs[step.dst] = load<bool>(regs[step.a]) ? regs[step.b] : regs[step.c];
}

/// The element type of a rank-0 ranked tensor type, or null.
Type scalarElementType(Type type) {
  auto ranked = dyn_cast<RankedTensorType>(type);
  if (!ranked || ranked.getRank() != 0)
    return nullptr;
  return ranked.getElementType();
}

/// The step function of `Kernel` on `elementType` (its typed face), or null
/// when the kernel has none for the type.
template <typename Kernel, bool Binary>
ScalarProgram::StepFn kernelStep(Type elementType) {
  ScalarProgram::StepFn fn = nullptr;
  dispatchStorageType(elementType, [&](auto tag) {
    using T = typename decltype(tag)::type;
    if constexpr (Kernel::template hasTyped<T>) {
      if constexpr (Binary)
        fn = &binaryStep<Kernel, T>;
      else
        fn = &unaryStep<Kernel, T>;
    }
  });
  return fn;
}

ScalarProgram::StepFn compareStepFor(Type elementType) {
  ScalarProgram::StepFn fn = nullptr;
  dispatchStorageType(elementType, [&](auto tag) {
    using T = typename decltype(tag)::type;
    fn = &compareStep<T>;
  });
  return fn;
}

/// The step function of an elementwise op whose result type equals its
/// operands' type, or null.
ScalarProgram::StepFn sameTypeStep(Operation *op, Type elementType) {
  using namespace stablehlo;
  return llvm::TypeSwitch<Operation *, ScalarProgram::StepFn>(op)
      .Case([&](AddOp) { return kernelStep<kernels::AddKernel, true>(elementType); })
      .Case([&](SubtractOp) {
        return kernelStep<kernels::SubtractKernel, true>(elementType);
      })
      .Case([&](MulOp) { return kernelStep<kernels::MulKernel, true>(elementType); })
      .Case([&](MaxOp) { return kernelStep<kernels::MaxKernel, true>(elementType); })
      .Case([&](MinOp) { return kernelStep<kernels::MinKernel, true>(elementType); })
      .Case([&](AndOp) { return kernelStep<kernels::AndKernel, true>(elementType); })
      .Case([&](OrOp) { return kernelStep<kernels::OrKernel, true>(elementType); })
      .Case([&](XorOp) { return kernelStep<kernels::XorKernel, true>(elementType); })
      .Case([&](ShiftLeftOp) {
        return kernelStep<kernels::ShiftLeftKernel, true>(elementType);
      })
      .Case([&](ShiftRightArithmeticOp) {
        return kernelStep<kernels::ShiftRightArithmeticKernel, true>(elementType);
      })
      .Case([&](ShiftRightLogicalOp) {
        return kernelStep<kernels::ShiftRightLogicalKernel, true>(elementType);
      })
      .Case([&](NegOp) { return kernelStep<kernels::NegKernel, false>(elementType); })
      .Case([&](NotOp) { return kernelStep<kernels::NotKernel, false>(elementType); })
      .Case([&](AbsOp) { return kernelStep<kernels::AbsKernel, false>(elementType); })
      .Default([](Operation *) { return nullptr; });
}
} // namespace

std::unique_ptr<ScalarProgram> ScalarProgram::compile(Block &block) {
  using namespace stablehlo;
  if (block.empty() || !isa<ReturnOp>(block.back()))
    return nullptr;
  auto program = std::make_unique<ScalarProgram>();
  llvm::DenseMap<Value, unsigned> registerOf;
  // A register for `value`, typed storage of at most 8 bytes, or nullopt.
  auto bind = [&](Value value) -> std::optional<Binding> {
    Type elementType = scalarElementType(value.getType());
    if (!elementType || !dispatchStorageType(elementType, [](auto) {}))
      return std::nullopt;
    auto bytes = unsigned(getStorageBytes(elementType));
    if (bytes > sizeof(Register))
      return std::nullopt;
    auto [it, inserted] =
        registerOf.try_emplace(value, unsigned(program->initial.size()));
    if (inserted)
      program->initial.push_back(Register{});
    return Binding{it->second, bytes};
  };
  // An operand's register; values from outside the block are captured.
  auto operandRegister = [&](Value value) -> std::optional<unsigned> {
    if (registerOf.count(value))
      return registerOf.lookup(value);
    if (value.getParentBlock() == &block)
      return std::nullopt; // defined later: not in SSA order
    std::optional<Binding> binding = bind(value);
    if (!binding)
      return std::nullopt;
    program->captured.push_back(value);
    program->capturedBindings.push_back(*binding);
    return binding->reg;
  };

  for (BlockArgument arg : block.getArguments()) {
    std::optional<Binding> binding = bind(arg);
    if (!binding)
      return nullptr;
    program->argBindings.push_back(*binding);
  }
  for (Operation &op : block.without_terminator()) {
    if (op.getNumResults() != 1 || op.getNumRegions() != 0)
      return nullptr;
    Value result = op.getResult(0);
    if (auto constant = dyn_cast<ConstantOp>(op)) {
      std::optional<Binding> binding = bind(result);
      llvm::Expected<Tensor> value = Tensor::fromAttr(constant.getValue());
      if (!binding || !value) {
        if (!value)
          llvm::consumeError(value.takeError());
        return nullptr;
      }
      std::memcpy(program->initial[binding->reg].bytes, value->rawData(),
                  binding->bytes);
      continue;
    }
    if (op.getNumOperands() == 0 || op.getNumOperands() > 3)
      return nullptr;
    SmallVector<unsigned, 3> operands;
    for (Value operand : op.getOperands()) {
      std::optional<unsigned> reg = operandRegister(operand);
      if (!reg)
        return nullptr;
      operands.push_back(*reg);
    }
    Type operandType = scalarElementType(op.getOperand(0).getType());
    if (!operandType)
      return nullptr;
    Step step{};
    if (auto compare = dyn_cast<CompareOp>(op)) {
      // A compare_type (C3) refuses stays with the eval loop, which reports
      // it.
      if (compare.getCompareType() &&
          !stablehlo::compareTypeApplies(operandType,
                              stringifyEnum(*compare.getCompareType())))
        return nullptr;
      step.run = compareStepFor(operandType);
      step.direction = uint8_t(toDirection(compare.getComparisonDirection()));
      step.kind = uint8_t(toKind(compare.getCompareType()));
    } else if (isa<SelectOp>(op)) {
      // A rank-0 predicate; both choices of the result's type.
      if (op.getOperand(1).getType() != result.getType() ||
          op.getOperand(2).getType() != result.getType())
        return nullptr;
      step.run = &selectStep;
    } else {
      for (Value operand : op.getOperands())
        if (operand.getType() != result.getType())
          return nullptr;
      step.run = sameTypeStep(&op, operandType);
    }
    std::optional<Binding> binding = bind(result);
    if (!step.run || !binding)
      return nullptr;
    step.dst = binding->reg;
    step.a = operands[0];
    step.b = operands.size() > 1 ? operands[1] : 0;
    step.c = operands.size() > 2 ? operands[2] : 0;
    program->steps.push_back(step);
  }
  for (Value operand : block.back().getOperands()) {
    std::optional<unsigned> reg = operandRegister(operand);
    if (!reg)
      return nullptr;
    program->resultBindings.push_back(
        {*reg, unsigned(getStorageBytes(scalarElementType(operand.getType())))});
    program->resultTypes.push_back(cast<RankedTensorType>(operand.getType()));
  }
  if (program->initial.size() > kMaxRegisters)
    return nullptr;
  return program;
}

void ScalarProgram::loadConstants(
    Register *regs, ArrayRef<const Tensor *> capturedValues) const {
  std::memcpy(regs, initial.data(), initial.size() * sizeof(Register));
  for (auto [binding, value] : llvm::zip_equal(capturedBindings, capturedValues))
    copyElement(regs[binding.reg].bytes, value->rawData(), binding.bytes);
}

void ScalarProgram::storeValues(const Register *regs,
                                ArrayRef<Binding> bindings,
                                ArrayRef<RankedTensorType> types,
                                SmallVectorImpl<InterpreterValue> &values) {
  values.resize(bindings.size());
  for (auto [i, binding] : llvm::enumerate(bindings)) {
    Tensor *target = values[i].getUniqueTensor(types[i]);
    if (!target) {
      values[i] = InterpreterValue(Tensor::uninitialized(types[i]));
      target = values[i].getUniqueTensor(types[i]);
    }
    copyElement(target->rawData(), regs[binding.reg].bytes, binding.bytes);
  }
}

void ScalarProgram::run(ArrayRef<InterpreterValue> args,
                        ArrayRef<const Tensor *> capturedValues,
                        SmallVectorImpl<InterpreterValue> &results) const {
  Register regs[kMaxRegisters];
  loadConstants(regs, capturedValues);
  for (auto [binding, arg] : llvm::zip_equal(argBindings, args))
    copyElement(regs[binding.reg].bytes, arg.getTensor().rawData(),
                binding.bytes);
  for (const Step &step : steps)
    step.run(step, regs);
  // Every argument has been read: results may now overwrite them.
  storeValues(regs, resultBindings, resultTypes, results);
}

bool ScalarProgram::runWhile(const ScalarProgram &cond,
                             ArrayRef<const Tensor *> condCaptured,
                             const ScalarProgram &body,
                             ArrayRef<const Tensor *> bodyCaptured,
                             SmallVectorImpl<InterpreterValue> &values,
                             int64_t limit, int64_t *iterations,
                             const std::atomic<bool> *interrupt) {
  size_t count = values.size();
  assert(cond.argBindings.size() == count && body.argBindings.size() == count &&
         body.resultBindings.size() == count &&
         cond.resultBindings.size() == 1);
  Register condRegs[kMaxRegisters], bodyRegs[kMaxRegisters];
  cond.loadConstants(condRegs, condCaptured);
  body.loadConstants(bodyRegs, bodyCaptured);
  // The loop-carried values live in the body's argument registers.
  for (auto [binding, value] : llvm::zip_equal(body.argBindings, values))
    copyElement(bodyRegs[binding.reg].bytes, value.getTensor().rawData(),
                binding.bytes);
  unsigned go = cond.resultBindings[0].reg;
  Register carried[kMaxRegisters];
  int64_t iteration = 0;
  for (;; ++iteration) {
    // Same element types on both sides: whole registers copy exactly.
    for (size_t i = 0; i < count; ++i)
      condRegs[cond.argBindings[i].reg] = bodyRegs[body.argBindings[i].reg];
    for (const Step &step : cond.steps)
      step.run(step, condRegs);
    // i1 storage is one byte, 0 or 1.
    if (!condRegs[go].bytes[0])
      break;
    // Stopped by the limit, or by an interrupt (read once every 65,536
    // iterations: one load is cheap, but not per iteration of a loop of a
    // few register steps).
    if ((limit > 0 && iteration == limit) ||
        (interrupt && (iteration & 0xFFFF) == 0xFFFF &&
         interrupt->load(std::memory_order_relaxed))) {
      if (iterations)
        *iterations = iteration;
      return false;
    }
    for (const Step &step : body.steps)
      step.run(step, bodyRegs);
    // A result may be another argument's register (a swap): read all first.
    for (size_t i = 0; i < count; ++i)
      carried[i] = bodyRegs[body.resultBindings[i].reg];
    for (size_t i = 0; i < count; ++i)
      bodyRegs[body.argBindings[i].reg] = carried[i];
  }
  storeValues(bodyRegs, body.argBindings, body.resultTypes, values);
  if (iterations)
    *iterations = iteration;
  return true;
}

} // namespace shlo
} // namespace mlir
