//===- Eval.cpp - the eval loop ------------------------------------------===//

#include "interpreter/Eval.h"
#include "interpreter/CoreDialects.h"
#include "interpreter/Work.h"

#include "interpreter/ProcessGrid.h"
#include "interpreter/Settings.h"
#include "interpreter/TypedStorage.h"

#include "dialect/Dialects.h"

#include "mlir/Dialect/ControlFlow/IR/ControlFlowOps.h"

#include "mlir/IR/Diagnostics.h"
#include "llvm/ADT/ScopeExit.h"
#include "llvm/Support/raw_ostream.h"

#include <algorithm>
#include <unistd.h>

namespace mlir {
namespace shlo {

//===----------------------------------------------------------------------===//
// Values and scopes
//===----------------------------------------------------------------------===//

void InterpreterValue::print(llvm::raw_ostream &os, bool dense) const {
  switch (kind) {
  case Kind::Tensor:
    if (dense)
      tensor.printDense(os);
    else
      tensor.print(os);
    return;
  case Kind::Token:
    os << "!stablehlo.token";
    return;
  case Kind::Tuple:
    os << "tuple(";
    llvm::interleave(
        *elements, os, [&](const InterpreterValue &v) { v.print(os, dense); },
        ", ");
    os << ")";
    return;
  case Kind::GlobalAddress:
    os << "&@" << *global;
    return;
  }
}

unsigned BlockPlan::slotOf(Value value) const {
  if (auto arg = dyn_cast<BlockArgument>(value))
    return arg.getArgNumber();
  auto result = cast<OpResult>(value);
  return firstResultSlot.lookup(result.getOwner()) + result.getResultNumber();
}

void Scope::attach(Block &evaluated, const BlockPlan &blockPlan) {
  block = &evaluated;
  plan = &blockPlan;
  slots.resize(blockPlan.numSlots);
}

const InterpreterValue *Scope::find(const ValueSlot &where) const {
  if (!where.block)
    return nullptr;
  for (const Scope *scope = this; scope; scope = scope->parent)
    if (scope->block == where.block)
      return &scope->slots[where.slot];
  return nullptr;
}

void Scope::enter(const OpPlan *step) {
  current = step;
  currentOperands.clear();
  if (!step)
    return;
  for (const ValueSlot &operand : step->operands) {
    const InterpreterValue *value = find(operand);
    currentOperands.push_back(value ? value : &lookup(operand.value));
  }
}

const InterpreterValue &Scope::lookup(Value value) const {
  // The operands of the op being evaluated were found when it started.
  if (current)
    for (auto [operand, found] : llvm::zip(current->operands, currentOperands))
      if (operand.value == value)
        return *found;
  Block *owner = value.getParentBlock();
  for (const Scope *scope = this; scope; scope = scope->parent) {
    if (scope->block == owner && scope->plan)
      return scope->slots[scope->plan->slotOf(value)];
    if (!scope->values.empty()) {
      auto it = scope->values.find(value);
      if (it != scope->values.end())
        return it->second;
    }
  }
  // The verifier guarantees dominance, so every operand has been bound.
  llvm::report_fatal_error("interpreter: SSA value used before definition");
}

SmallVector<InterpreterValue> Scope::lookupAll(ValueRange values) const {
  SmallVector<InterpreterValue> result;
  result.reserve(values.size());
  for (Value value : values)
    result.push_back(lookup(value));
  return result;
}

SmallVector<Tensor> Scope::getTensors(ValueRange values) const {
  SmallVector<Tensor> result;
  result.reserve(values.size());
  for (Value value : values)
    result.push_back(getTensor(value));
  return result;
}

void Scope::bind(Value value, InterpreterValue runtimeValue) {
  if (block) {
    auto result = dyn_cast<OpResult>(value);
    if (current && result && result.getOwner() == current->op) {
      slots[current->resultSlot + result.getResultNumber()] =
          std::move(runtimeValue);
      return;
    }
    if (value.getParentBlock() == block) {
      slots[plan->slotOf(value)] = std::move(runtimeValue);
      return;
    }
  }
  values.insert_or_assign(value, std::move(runtimeValue));
}

void Scope::bindAll(ValueRange values, ArrayRef<InterpreterValue> runtimeValues) {
  for (auto [value, runtimeValue] : llvm::zip(values, runtimeValues))
    bind(value, runtimeValue);
}

//===----------------------------------------------------------------------===//
// Context and registry
//===----------------------------------------------------------------------===//

FunctionOpInterface EvalContext::lookupFunction(StringRef name) {
  return symbolTable.lookup<FunctionOpInterface>(name);
}

bool EvalContext::hasQuantizedTypes() {
  if (!quantized) {
    auto isQuantized = [](Type type) {
      return stablehlo::isQuantizedTensor(type) ||
             stablehlo::isQuantizedElement(type);
    };
    WalkResult found = symbolTable.getOp()->walk([&](Operation *op) {
      if (llvm::any_of(op->getResultTypes(), isQuantized))
        return WalkResult::interrupt();
      for (Region &region : op->getRegions())
        for (Block &block : region)
          for (BlockArgument arg : block.getArguments())
            if (isQuantized(arg.getType()))
              return WalkResult::interrupt();
      return WalkResult::advance();
    });
    quantized = found.wasInterrupted();
  }
  return *quantized;
}

/// Whether `op`'s results have its operands' shape and the declared types
/// let a dynamic operand dimension meet a static result dimension (so that
/// the operands' shapes are checked when it runs).
static bool needsShapeCheck(Operation &op) {
  if (!op.hasTrait<::mlir::OpTrait::Elementwise>() &&
      !op.hasTrait<::mlir::OpTrait::SameOperandsAndResultShape>())
    return false;
  for (Type type : op.getResultTypes()) {
    auto result = dyn_cast<RankedTensorType>(type);
    if (!result)
      continue;
    for (Type operandType : op.getOperandTypes()) {
      auto operand = dyn_cast<RankedTensorType>(operandType);
      if (!operand || operand.getRank() != result.getRank())
        continue;
      for (auto [have, want] : llvm::zip(operand.getShape(), result.getShape()))
        if (ShapedType::isDynamic(have) && !ShapedType::isDynamic(want))
          return true;
    }
  }
  return false;
}

const BlockPlan &EvalContext::planOf(Block &block) {
  std::unique_ptr<BlockPlan> &entry = plans[&block];
  if (entry)
    return *entry;
  entry = std::make_unique<BlockPlan>();
  BlockPlan &plan = *entry;
  if (!block.empty() && block.back().hasTrait<OpTrait::IsTerminator>())
    plan.terminator = &block.back();
  const EvaluatorRegistry &registry = EvaluatorRegistry::get();
  bool quantized = hasQuantizedTypes();
  unsigned slot = block.getNumArguments();
  llvm::DenseMap<Operation *, size_t> position;
  plan.ops.reserve(block.getOperations().size());
  for (Operation &op : block) {
    if (&op == plan.terminator)
      break;
    position[&op] = plan.ops.size();
    plan.firstResultSlot[&op] = slot;
    bool checkSizes = llvm::any_of(op.getResultTypes(), [](Type type) {
      auto shaped = dyn_cast<ShapedType>(type);
      return shaped && shaped.hasStaticShape() && shaped.getRank() > 0;
    });
    plan.ops.push_back({&op, registry.lookup(&op), checkSizes,
                        quantized && needsQuantizedEval(&op), slot, {}, {}});
    plan.ops.back().checkShapes = needsShapeCheck(op);
    slot += op.getNumResults();
  }
  plan.numSlots = slot;
  // Where each operand lives: a value of this block or of an enclosing
  // block whose plan gives its slot. (Values of blocks evaluated without a
  // plan have block null and are looked up by value.)
  auto whereIs = [&](Value value) -> ValueSlot {
    Block *owner = value.getParentBlock();
    if (owner == &block)
      return {value, owner, plan.slotOf(value)};
    for (Block *outer = block.getParentOp() ? block.getParentOp()->getBlock()
                                            : nullptr;
         outer; outer = outer->getParentOp() ? outer->getParentOp()->getBlock()
                                             : nullptr)
      if (outer == owner)
        return {value, owner, planOf(*owner).slotOf(value)};
    return {value, nullptr, 0};
  };
  for (OpPlan &step : plan.ops)
    for (Value operand : step.op->getOperands())
      step.operands.push_back(whereIs(operand));
  if (plan.terminator)
    for (Value operand : plan.terminator->getOperands())
      plan.terminatorOperands.push_back(whereIs(operand));
  // A region's block (not a function body) may run as a scalar program.
  if (!isa_and_nonnull<FunctionOpInterface, util::InitializerOp>(
          block.getParentOp()) &&
      !quantized) {
    plan.scalar = ScalarProgram::compile(block);
    if (plan.scalar)
      for (Value value : plan.scalar->getCaptured())
        plan.scalarCaptured.push_back(whereIs(value));
  }
  // The last op of the block that is or contains a use of each value
  // defined in the block; values used by the terminator stay alive.
  size_t count = plan.ops.size(), atTerminator = count;
  llvm::DenseMap<Value, size_t> lastUse;
  for (Operation &op : block) {
    size_t at = &op == plan.terminator ? atTerminator : position[&op];
    op.walk([&](Operation *nested) {
      for (Value operand : nested->getOperands())
        if (operand.getParentBlock() == &block)
          lastUse[operand] = at;
    });
  }
  // In a body of several blocks, a value used by another block lives on.
  plan.liveOut = block.getParent() && !block.getParent()->hasOneBlock();
  if (plan.liveOut) {
    auto usedElsewhere = [&](Value value) {
      return llvm::any_of(value.getUsers(), [&](Operation *user) {
        return !block.findAncestorOpInBlock(*user);
      });
    };
    for (BlockArgument arg : block.getArguments())
      if (usedElsewhere(arg))
        lastUse[arg] = atTerminator;
    for (const OpPlan &step : plan.ops)
      for (Value value : step.op->getResults())
        if (usedElsewhere(value))
          lastUse[value] = atTerminator;
  }
  auto noteDeath = [&](Value value, size_t definedAt) {
    auto use = lastUse.find(value);
    size_t at = use == lastUse.end() ? definedAt : use->second;
    if (at < count)
      plan.ops[at].deaths.push_back(plan.slotOf(value));
  };
  for (BlockArgument arg : block.getArguments())
    noteDeath(arg, 0);
  for (const OpPlan &step : plan.ops)
    for (Value value : step.op->getResults())
      noteDeath(value, position[step.op]);
  if (options.fusion && !options.elementPath && !options.workBudget &&
      !quantized)
    planFusion(block, plan, position, whereIs);
  return plan;
}

/// Whether a result of `type` fits the options' size limit (an op whose
/// result does not runs alone, so that the error is its own).
static bool fitsLimit(Type type, const InterpreterOptions &options) {
  if (llvm::Error error = checkTensorSize(cast<ShapedType>(type), options)) {
    llvm::consumeError(std::move(error));
    return false;
  }
  return true;
}

template <typename WhereIs>
void EvalContext::planFusion(Block &block, BlockPlan &plan,
                             llvm::DenseMap<Operation *, size_t> &position,
                             WhereIs &&whereIs) {
  // From the last op backwards: each op not yet in a group may root one,
  // which takes in the producers of its operands (and theirs) whose every
  // use is in the group.
  for (size_t r = plan.ops.size(); r-- > 0;) {
    OpPlan &rootStep = plan.ops[r];
    Operation *root = rootStep.op;
    if (rootStep.group >= 0 || root->getNumResults() != 1 ||
        isa<stablehlo::ConstantOp, stablehlo::BroadcastInDimOp>(root))
      continue;
    auto type = dyn_cast<RankedTensorType>(root->getResult(0).getType());
    if (!type || !type.hasStaticShape() || type.getRank() == 0 ||
        !FusedChain::canFuse(root, type.getShape()) ||
        !fitsLimit(type, options))
      continue;
    ArrayRef<int64_t> shape = type.getShape();
    llvm::SmallPtrSet<Operation *, 8> inGroup;
    inGroup.insert(root);
    SmallVector<unsigned, 8> members = {unsigned(r)};
    for (bool grew = true; grew;) {
      grew = false;
      for (size_t m = 0; m < members.size(); ++m) {
        Operation *member = plan.ops[members[m]].op;
        if (isa<stablehlo::ConstantOp, stablehlo::BroadcastInDimOp>(member))
          continue;
        for (Value operand : member->getOperands()) {
          Operation *def = operand.getDefiningOp();
          if (!def || def->getBlock() != &block || inGroup.contains(def))
            continue;
          auto at = position.find(def);
          if (at == position.end() || plan.ops[at->second].group >= 0 ||
              !llvm::all_of(def->getUsers(),
                            [&](Operation *user) {
                              return inGroup.contains(user);
                            }) ||
              !FusedChain::canFuse(def, shape) ||
              !fitsLimit(def->getResult(0).getType(), options))
            continue;
          inGroup.insert(def);
          members.push_back(unsigned(at->second));
          grew = true;
        }
      }
    }
    // A lone op is a group when an operand of its result's type, defined
    // in this block, dies at it: its result may then be written into that
    // operand's tensor instead of a new one (issue 28, item 3).
    if (members.size() < 2 &&
        !llvm::any_of(root->getOperands(), [&](Value operand) {
          return operand.getType() == type &&
                 operand.getParentBlock() == &block &&
                 llvm::is_contained(rootStep.deaths, plan.slotOf(operand));
        }))
      continue;
    llvm::sort(members);
    SmallVector<Operation *, 8> ops;
    for (unsigned m : members)
      ops.push_back(plan.ops[m].op);
    std::unique_ptr<FusedChain> chain = FusedChain::compile(ops);
    if (!chain)
      continue;
    int index = int(plan.groups.size());
    FusionGroup &group = plan.groups.emplace_back();
    group.members = members;
    for (Value input : chain->getInputs())
      group.inputs.push_back(whereIs(input));
    group.chain = std::move(chain);
    for (unsigned m : members)
      plan.ops[m].group = index;
    // The members run at the root: what dies at a member, and inputs of
    // the group that die at an op between its first member and its root,
    // die at the root.
    llvm::SmallDenseSet<unsigned, 8> inputSlots;
    for (const ValueSlot &where : group.inputs)
      if (where.block == &block)
        inputSlots.insert(where.slot);
    SmallVector<unsigned, 8> moved;
    for (size_t p = members.front(); p < r; ++p) {
      OpPlan &step = plan.ops[p];
      if (step.group == index) {
        moved.append(step.deaths.begin(), step.deaths.end());
        step.deaths.clear();
        continue;
      }
      llvm::erase_if(step.deaths, [&](unsigned slot) {
        if (!inputSlots.contains(slot))
          return false;
        moved.push_back(slot);
        return true;
      });
    }
    rootStep.deaths.append(moved.begin(), moved.end());
    for (unsigned i : group.chain->getReusableInputs()) {
      const ValueSlot &where = group.inputs[i];
      if (where.block == &block && llvm::is_contained(rootStep.deaths, where.slot))
        group.dying.push_back(i);
    }
  }
}

llvm::raw_ostream &EvalContext::printStream() {
  if (process) {
    if (!processStream)
      processStream =
          std::make_unique<llvm::raw_string_ostream>(process->printBuffer());
    return *processStream;
  }
  return options.printStream ? *options.printStream : llvm::outs();
}

const EvaluatorRegistry &EvaluatorRegistry::get() {
  static const EvaluatorRegistry registry = [] {
    EvaluatorRegistry r;
    registerElementwiseEvaluators(r);
    registerMiscEvaluators(r);
    registerCheckEvaluators(r);
    registerShapeEvaluators(r);
    registerIndexingEvaluators(r);
    registerControlFlowEvaluators(r);
    registerReductionEvaluators(r);
    registerContractionEvaluators(r);
    registerWindowEvaluators(r);
    registerLinalgEvaluators(r);
    registerQuantizedEvaluators(r);
    registerDistributionEvaluators(r);
    registerSdyEvaluators(r);
    registerChloEvaluators(r);
    registerArithEvaluators(r);
    registerTensorDialectEvaluators(r);
    registerShapeDialectEvaluators(r);
    registerCfEvaluators(r);
    registerScfEvaluators(r);
    registerLinalgDialectEvaluators(r);
    registerMathDialectEvaluators(r);
    registerUtilEvaluators(r);
    registerFlowEvaluators(r);
    return r;
  }();
  return registry;
}

LogicalResult emitError(Operation *op, llvm::Error error) {
  std::string message;
  llvm::handleAllErrors(
      std::move(error), [](const ReportedError &) {},
      [&](const llvm::ErrorInfoBase &info) { message = info.message(); });
  if (message.empty())
    return failure();
  return op->emitError() << message;
}

//===----------------------------------------------------------------------===//
// The contract's pieces (Evaluator.h)
//===----------------------------------------------------------------------===//

char ReportedError::ID = 0;
char CheckFailure::ID = 0;

void ReportedError::log(llvm::raw_ostream &os) const {
  os << "error reported as a diagnostic";
}
std::error_code ReportedError::convertToErrorCode() const {
  return llvm::inconvertibleErrorCode();
}
std::error_code CheckFailure::convertToErrorCode() const {
  return llvm::inconvertibleErrorCode();
}

llvm::Error evalError(const Twine &message) {
  return llvm::createStringError(llvm::inconvertibleErrorCode(), message);
}

EvalEnv::~EvalEnv() = default;

llvm::Expected<SmallVector<InterpreterValue>>
EvalEnv::callFunctionAs(Process &, StringRef name, ArrayRef<InterpreterValue>) {
  return evalError("cannot run @" + name + " as a process here");
}

llvm::Expected<SmallVector<InterpreterValue>>
EvalEnv::runRegionAs(Process &, Region &, ArrayRef<InterpreterValue>) {
  return evalError("cannot run a region as a process here");
}

llvm::Expected<InterpreterValue> EvalEnv::loadGlobal(
    StringRef name, llvm::function_ref<llvm::Expected<InterpreterValue>()>) {
  return evalError("module global @" + name + " has no value here");
}

llvm::Error EvalEnv::storeGlobal(StringRef name, InterpreterValue) {
  return evalError("module global @" + name + " cannot be stored to here");
}

llvm::Expected<InterpreterValue> EvalContext::loadGlobal(
    StringRef name,
    llvm::function_ref<llvm::Expected<InterpreterValue>()> initial) {
  auto it = globals.find(name);
  if (it != globals.end())
    return it->second;
  llvm::Expected<InterpreterValue> value = initial();
  if (!value)
    return value.takeError();
  globals.insert({name, *value});
  return value;
}

llvm::Expected<EvalResults> asResults(llvm::Expected<Tensor> result) {
  if (!result)
    return result.takeError();
  EvalResults values;
  values.push_back(std::move(*result));
  return values;
}

llvm::Expected<EvalResults> asResults(llvm::Expected<SmallVector<Tensor>> results) {
  if (!results)
    return results.takeError();
  EvalResults values;
  for (Tensor &tensor : *results)
    values.push_back(std::move(tensor));
  return values;
}

llvm::Expected<EvalResults>
asResults(llvm::Expected<SmallVector<InterpreterValue>> values) {
  if (!values)
    return values.takeError();
  return EvalResults(std::make_move_iterator(values->begin()),
                     std::make_move_iterator(values->end()));
}

const Tensor &OperandValues::tensor(Value operand) const {
  for (auto [i, value] : llvm::enumerate(op->getOperands()))
    if (value == operand)
      return tensor(i);
  llvm::report_fatal_error("interpreter: not an operand of the evaluated op");
}

SmallVector<Tensor> OperandValues::tensors(OperandRange range) const {
  SmallVector<Tensor> result;
  result.reserve(range.size());
  if (range.empty())
    return result; // an empty range has no operand to take an index from
  unsigned begin = range.getBeginOperandIndex();
  for (size_t i = 0; i < range.size(); ++i)
    result.push_back(tensor(begin + i));
  return result;
}

SmallVector<InterpreterValue> OperandValues::values(OperandRange range) const {
  SmallVector<InterpreterValue> result;
  result.reserve(range.size());
  if (range.empty())
    return result; // an empty range has no operand to take an index from
  unsigned begin = range.getBeginOperandIndex();
  for (size_t i = 0; i < range.size(); ++i)
    result.push_back((*this)[begin + i]);
  return result;
}

SmallVector<InterpreterValue> OperandValues::all() const {
  SmallVector<InterpreterValue> result;
  result.reserve(size());
  for (size_t i = 0; i < size(); ++i)
    result.push_back((*this)[i]);
  return result;
}

std::string quoted(Type type) {
  std::string text;
  llvm::raw_string_ostream os(text);
  os << "'" << type << "'";
  return text;
}

llvm::Error checkTensorSize(ShapedType type, const InterpreterOptions &options) {
  if (type.getRank() == 0)
    return llvm::Error::success(); // one element always fits
  if (llvm::any_of(type.getShape(), [](int64_t size) { return size < 0; }))
    return evalError("tensor type " + quoted(type) +
                     " has a negative dimension size");
  if (!withinTensorLimit(type.getShape(),
                         getStorageBytes(type.getElementType()),
                         options.maxTensorBytes))
    return evalError("result type " + quoted(type) + " needs more than the " +
                     Twine(options.maxTensorBytes) +
                     " bytes the interpreter allows for one tensor");
  return llvm::Error::success();
}


//===----------------------------------------------------------------------===//
// The loop
//===----------------------------------------------------------------------===//

LogicalResult EvalContext::checkSize(Operation *op, ShapedType type) const {
  if (llvm::Error error = checkTensorSize(type, options))
    return emitError(op, std::move(error));
  return success();
}

std::string regionOwnerName(Region &region) {
  Operation *owner = region.getParentOp();
  return owner ? owner->getName().getStringRef().str() : std::string("?");
}

namespace {
/// The evaluators' settings of an evaluation with `options`.
ExecutionSettings settingsOf(const InterpreterOptions &options) {
  ExecutionSettings settings;
  settings.typedKernels = !options.elementPath;
  settings.threads = options.threads;
  settings.fmaProducts = options.fmaProducts;
  return settings;
}

/// The eval loop's side of the contract, one per block evaluation: regions
/// run in child scopes of the block's scope (one per region, reused by
/// repeated runs), calls in fresh scopes; errors inside them are already
/// diagnostics.
class LoopEnv final : public EvalEnv {
public:
  LoopEnv(Scope &scope, EvalContext &context)
      : scope(scope), context(context) {}

  const InterpreterOptions &getOptions() const override {
    return context.getOptions();
  }

  llvm::Error runRegionInto(Region &region, ArrayRef<InterpreterValue> args,
                            SmallVectorImpl<InterpreterValue> &results) override {
    if (region.empty())
      return evalError("the region to run has no block");
    if (!region.hasOneBlock()) {
      FailureOr<SmallVector<InterpreterValue>> values =
          evalBlocks(region, args, &scope, context,
                     "the region of '" + regionOwnerName(region) + "'");
      if (failed(values))
        return llvm::make_error<ReportedError>();
      results.assign(values->begin(), values->end());
      return llvm::Error::success();
    }
    if (failed(evalBlock(region.front(), args, scopeOf(region), context,
                         results)))
      return llvm::make_error<ReportedError>();
    return llvm::Error::success();
  }

  std::optional<ScalarRegion> getScalarRegion(Region &region) override {
    if (!region.hasOneBlock() || !typedKernelsEnabled())
      return std::nullopt;
    return scalarRegionOf(region.front(), scopeOf(region), context);
  }

  llvm::Expected<SmallVector<InterpreterValue>>
  callFunction(StringRef name, ArrayRef<InterpreterValue> args) override {
    FunctionOpInterface callee = context.lookupFunction(name);
    if (!callee)
      return evalError("no function named @" + name);
    FailureOr<SmallVector<InterpreterValue>> results =
        evalFunc(callee, args, context);
    if (failed(results))
      return llvm::make_error<ReportedError>();
    return std::move(*results);
  }

  llvm::raw_ostream &printStream() override { return context.printStream(); }

  llvm::Expected<InterpreterValue> loadGlobal(
      StringRef name,
      llvm::function_ref<llvm::Expected<InterpreterValue>()> initial) override {
    return context.loadGlobal(name, initial);
  }

  llvm::Error storeGlobal(StringRef name, InterpreterValue value) override {
    context.storeGlobal(name, std::move(value));
    return llvm::Error::success();
  }

  Process *getProcess() override { return context.getProcess(); }

  llvm::Expected<SmallVector<InterpreterValue>>
  callFunctionAs(Process &process, StringRef name,
                 ArrayRef<InterpreterValue> args) override {
    FunctionOpInterface callee = context.lookupFunction(name);
    if (!callee)
      return evalError("no function named @" + name);
    // A process thread: its own context (plans, checks, print buffer) and
    // the settings of the evaluation that started it.
    EvalContext processContext(context.getSymbolTableOp(),
                               context.getOptions());
    processContext.setProcess(&process);
    ScopedExecutionSettings settings(settingsOf(context.getOptions()));
    FailureOr<SmallVector<InterpreterValue>> results =
        evalFunc(callee, args, processContext);
    if (failed(results) || processContext.getFailedChecks() > 0)
      return llvm::make_error<ReportedError>();
    return std::move(*results);
  }

  llvm::Expected<SmallVector<InterpreterValue>>
  runRegionAs(Process &process, Region &region,
              ArrayRef<InterpreterValue> args) override {
    if (region.empty())
      return evalError("the region to run has no block");
    // As callFunctionAs: a context of its own; the region is isolated from
    // above, so it sees no scope but its own.
    EvalContext processContext(context.getSymbolTableOp(),
                               context.getOptions());
    processContext.setProcess(&process);
    ScopedExecutionSettings settings(settingsOf(context.getOptions()));
    Scope outside;
    FailureOr<SmallVector<InterpreterValue>> results =
        evalRegion(region, args, outside, processContext);
    if (failed(results) || processContext.getFailedChecks() > 0)
      return llvm::make_error<ReportedError>();
    return std::move(*results);
  }

private:
  /// The child scope `region` runs in, made at its first run.
  Scope &scopeOf(Region &region) {
    for (auto &[owner, made] : regionScopes)
      if (owner == &region)
        return *made;
    regionScopes.emplace_back(&region, std::make_unique<Scope>(&scope));
    return *regionScopes.back().second;
  }

  Scope &scope;
  EvalContext &context;
  SmallVector<std::pair<Region *, std::unique_ptr<Scope>>, 1> regionScopes;
};
} // namespace

namespace {
/// Checks, for an op whose results have its operands' shape, that every
/// operand's shape at run time has the static sizes of the result types
/// (the verifier lets a dynamic dimension meet a static one).
LogicalResult checkOperandShapes(Operation *op,
                                 ArrayRef<const InterpreterValue *> operands) {
  for (Type type : op->getResultTypes()) {
    auto result = dyn_cast<RankedTensorType>(type);
    if (!result)
      continue;
    for (auto [index, value] : llvm::enumerate(operands)) {
      if (!value->isTensor())
        continue;
      ArrayRef<int64_t> shape = value->getTensor().getShape();
      if (int64_t(shape.size()) != result.getRank())
        continue;
      for (auto [have, want] : llvm::zip(shape, result.getShape())) {
        if (ShapedType::isDynamic(want) || have == want)
          continue;
        InFlightDiagnostic diag = op->emitError();
        diag << "operand #" << index << " has shape [";
        llvm::interleaveComma(shape, diag);
        return diag << "] at run time, which the result type " << result
                    << " does not allow";
      }
    }
  }
  return success();
}

/// Reserves the storage of `op`'s large static results before it runs, so
/// that running out of memory is a located error of the op, not the end of
/// the process (Tensor.h); sets `reserved` when any storage was reserved.
LogicalResult reserveResults(Operation *op, bool &reserved) {
  for (Type type : op->getResultTypes()) {
    auto shaped = dyn_cast<ShapedType>(type);
    if (!shaped || !shaped.hasStaticShape())
      continue;
    int64_t bytes =
        shaped.getNumElements() * getStorageBytes(shaped.getElementType());
    if (bytes < kReservedTensorBytes)
      continue;
    if (!reserveTensorStorage(bytes)) {
      releaseTensorStorage();
      return op->emitError() << "cannot allocate " << bytes
                             << " bytes for the result of " << op->getName();
    }
    reserved = true;
  }
  return success();
}
} // namespace

std::optional<ScalarRegion> scalarRegionOf(Block &block, Scope &scope,
                                           EvalContext &context) {
  const BlockPlan &plan =
      scope.block == &block ? *scope.plan : context.planOf(block);
  if (!plan.scalar)
    return std::nullopt;
  if (!scope.block)
    scope.attach(block, plan);
  ScalarRegion compiled{plan.scalar.get(), {}};
  for (const ValueSlot &where : plan.scalarCaptured) {
    const InterpreterValue *value = scope.find(where);
    compiled.captured.push_back(
        &(value ? *value : scope.lookup(where.value)).getTensor());
  }
  return compiled;
}

namespace {
/// What comes before `step`'s op runs: results whose static size exceeds
/// the limit are refused before anything is allocated (rank-0 results
/// always fit) and large ones reserved (`reserved`), the work budget is
/// charged, an interrupt stops the evaluation, and an op without an
/// evaluator is an error.
/// Checks what must hold before `step` runs, and reserves the storage of
/// its results unless `reserve` is false (a result written in place).
LogicalResult prepareOp(const OpPlan &step, EvalContext &context,
                        bool &reserved, bool reserve = true) {
  Operation *op = step.op;
  if (step.checkSizes) {
    for (Type type : op->getResultTypes()) {
      auto shaped = dyn_cast<ShapedType>(type);
      if (shaped && shaped.hasStaticShape() &&
          failed(context.checkSize(op, shaped)))
        return failure();
    }
    if (reserve && failed(reserveResults(op, reserved)))
      return failure();
  }
  if (WorkBudget *budget = context.getOptions().workBudget)
    if (llvm::Error error = budget->charge(estimateOpWork(op)))
      return emitError(op, std::move(error));
  if (context.getOptions().interrupted())
    return op->emitError(InterpreterOptions::kInterruptedMessage);
  setEvaluatingOp(op);
  if (!step.evaluator && !step.quantized)
    return op->emitError() << "the interpreter does not support '"
                           << op->getName() << "'";
  return success();
}
} // namespace

/// Runs `group` (whose root is `rootStep`) as one pass of its chain in the
/// scope evaluating its block, and returns true; returns false, having run
/// nothing, when an input's run-time type is not the one compiled for.
FailureOr<bool> runFusionGroup(const FusionGroup &group,
                               const OpPlan &rootStep, Scope &scope,
                               EvalContext &context) {
  SmallVector<const Tensor *, 4> inputs;
  for (const ValueSlot &where : group.inputs) {
    const InterpreterValue *value = scope.find(where);
    const InterpreterValue &found = value ? *value : scope.lookup(where.value);
    inputs.push_back(found.isTensor() ? &found.getTensor() : nullptr);
  }
  if (!group.chain->accepts(inputs))
    return false;
  // A dying input that nothing else holds receives the result (no storage
  // is reserved for it then).
  Tensor *into = nullptr;
  for (unsigned i : group.dying) {
    InterpreterValue &slot = scope.slots[group.inputs[i].slot];
    if ((into = slot.getUniqueTensor(group.chain->getResultType())))
      break;
  }
  bool reserved = false;
  if (failed(prepareOp(rootStep, context, reserved, /*reserve=*/!into)))
    return failure();
  Tensor result = group.chain->run(inputs, into);
  if (reserved)
    releaseTensorStorage();
  scope.slots[rootStep.resultSlot] = std::move(result);
  for (unsigned slot : rootStep.deaths)
    scope.slots[slot] = InterpreterValue();
  return true;
}

namespace {
/// The argument list an evalTakingArgs caller handed over, if any: the
/// evalBlock that binds exactly that list (the function's body) drops the
/// list's references once its own slots hold the values.
thread_local SmallVectorImpl<InterpreterValue> *argsHandedOver = nullptr;
} // namespace

LogicalResult evalBlock(Block &block, ArrayRef<InterpreterValue> args,
                        Scope &scope, EvalContext &context,
                        SmallVectorImpl<InterpreterValue> &results) {
  if (block.getNumArguments() != args.size())
    return failure();
  // A scope reused for the same block (a while loop's) knows its plan.
  const BlockPlan &plan =
      scope.block == &block ? *scope.plan : context.planOf(block);
  if (!scope.block)
    scope.attach(block, plan);
  // A compiled scalar region nests nothing: no depth to count.
  if (plan.scalar && typedKernelsEnabled()) {
    std::optional<ScalarRegion> compiled = scalarRegionOf(block, scope, context);
    compiled->program->run(args, compiled->captured, results);
    return success();
  }
  // Deep recursion (func.call, nested regions) ends in an error, not in a
  // native stack overflow.
  int &depth = context.nestingDepth();
  if (depth >= context.getOptions().maxNestingDepth)
    return block.getParentOp()->emitError()
           << "nesting of calls and regions exceeds "
           << context.getOptions().maxNestingDepth;
  ++depth;
  llvm::scope_exit leave([&] {
    --depth;
    scope.enter(nullptr);
  });
  // Slots hold this block's values only in the scope made for it.
  bool ownScope = scope.block == &block;
  if (ownScope)
    std::copy(args.begin(), args.end(), scope.slots.begin());
  else
    scope.bindAll(block.getArguments(), args);
  // From here on `args` is not read: the handed-over list may go, and with
  // it the last reference to an argument outside this block, which then
  // dies at its last use like any value of the block.
  if (argsHandedOver && !args.empty() &&
      args.data() == argsHandedOver->data()) {
    argsHandedOver->clear();
    argsHandedOver = nullptr;
  }
  LoopEnv env(scope, context);
  auto runStep = [&](const OpPlan &step) -> LogicalResult {
    Operation *op = step.op;
    bool reserved = false;
    if (failed(prepareOp(step, context, reserved)))
      return failure();
    SmallVector<const InterpreterValue *, 4> found;
    ArrayRef<const InterpreterValue *> operandValues;
    if (ownScope) {
      scope.enter(&step);
      operandValues = scope.currentOperands;
    } else {
      for (Value operand : op->getOperands())
        found.push_back(&scope.lookup(operand));
      operandValues = found;
    }
    if (step.checkShapes && failed(checkOperandShapes(op, operandValues)))
      return failure();
    OperandValues operands(op, operandValues);
    llvm::Expected<EvalResults> values =
        step.quantized
            ? evalQuantizedOp(op, operands, env, context.floatTwins())
            : step.evaluator(op, operands, env);
    if (reserved)
      releaseTensorStorage();
    if (!values) {
      // A failed check is reported and evaluation goes on; any other error
      // stops the block.
      bool checkFailed = false;
      llvm::Error rest = llvm::handleErrors(
          values.takeError(), [&](const CheckFailure &failure) {
            checkFailed = true;
            context.recordFailedCheck();
            op->emitError() << failure.getMessage();
          });
      if (rest || !checkFailed || op->getNumResults() != 0)
        return emitError(op, std::move(rest));
      values = EvalResults();
    }
    if (values->size() != op->getNumResults())
      return op->emitError() << "interpreter: the evaluator returned "
                             << values->size() << " values for "
                             << op->getNumResults() << " results";
    if (ownScope) {
      scope.enter(nullptr);
      for (auto [i, value] : llvm::enumerate(*values))
        scope.slots[step.resultSlot + i] = std::move(value);
      for (unsigned slot : step.deaths)
        scope.slots[slot] = InterpreterValue();
    } else {
      scope.bindAll(op->getResults(), *values);
    }
    return success();
  };
  for (const OpPlan &step : plan.ops) {
    if (step.group < 0) {
      if (failed(runStep(step)))
        return failure();
      continue;
    }
    // A fusion group's members run when its root is reached: in one pass
    // when the chain takes the inputs' run-time types, else one by one.
    const FusionGroup &group = plan.groups[step.group];
    if (plan.ops[group.members.back()].op != step.op)
      continue;
    if (ownScope && typedKernelsEnabled()) {
      FailureOr<bool> ran = runFusionGroup(group, step, scope, context);
      if (failed(ran))
        return failure();
      if (*ran)
        continue;
    }
    for (unsigned member : group.members)
      if (failed(runStep(plan.ops[member])))
        return failure();
  }
  results.clear();
  if (plan.terminator) {
    results.reserve(plan.terminatorOperands.size());
    for (const ValueSlot &operand : plan.terminatorOperands) {
      const InterpreterValue *value = scope.find(operand);
      results.push_back(value ? *value : scope.lookup(operand.value));
    }
    // The results are the only holders of the block's returned values (a
    // scope reused for the next evaluation keeps nothing alive).
    if (ownScope && !plan.liveOut)
      for (const ValueSlot &operand : plan.terminatorOperands)
        if (operand.block == &block)
          scope.slots[operand.slot] = InterpreterValue();
  }
  return success();
}

FailureOr<SmallVector<InterpreterValue>>
evalRegion(Region &region, ArrayRef<InterpreterValue> args,
           const Scope &parent, EvalContext &context) {
  if (!region.hasOneBlock())
    return evalBlocks(region, args, &parent, context,
                      "the region of '" + regionOwnerName(region) + "'");
  Scope scope(&parent);
  SmallVector<InterpreterValue> results;
  if (failed(evalBlock(region.front(), args, scope, context, results)))
    return failure();
  return results;
}

FailureOr<SmallVector<InterpreterValue>>
evalRegionIn(Region &region, ArrayRef<InterpreterValue> args,
             Scope &regionScope, EvalContext &context) {
  if (!region.hasOneBlock())
    return evalBlocks(region, args, &regionScope, context,
                      "the region of '" + regionOwnerName(region) + "'");
  SmallVector<InterpreterValue> results;
  if (failed(evalBlock(region.front(), args, regionScope, context, results)))
    return failure();
  return results;
}

/// A body of several blocks (a function's, or a region's such as
/// scf.execute_region's), run in SSACFG order (design document 001): from
/// the entry block, each block runs to its terminator, which names the next
/// block and its arguments (cf.br, cf.cond_br, cf.switch) or, having no
/// successor (func.return, scf.yield, ...), ends the body with its operands.
/// Each block has one scope, made at its first run and reused by later
/// runs; the first sees `parent`, a newer block's scope sees the older
/// ones, which hold the values of the blocks dominating it. `owner` names
/// the body in messages.
FailureOr<SmallVector<InterpreterValue>>
evalBlocks(Region &body, ArrayRef<InterpreterValue> args, const Scope *parent,
           EvalContext &context, const Twine &owner) {
  llvm::DenseMap<Block *, Scope *> scopes;
  std::vector<std::unique_ptr<Scope>> owned;
  Block *block = &body.front();
  SmallVector<InterpreterValue> blockArgs(args.begin(), args.end()), results;
  int64_t limit = context.getOptions().maxWhileIterations;
  llvm::DenseMap<Block *, int64_t> runs;
  for (;;) {
    // As a while loop's body: at most `limit` runs of any block.
    if (limit > 0 && ++runs[block] > limit)
      return block->getTerminator()->emitError()
             << "a block of " << owner << " runs more than " << limit
             << " times (--max-while-iterations)";
    Scope *&scope = scopes[block];
    if (!scope) {
      owned.push_back(
          std::make_unique<Scope>(owned.empty() ? parent : owned.back().get()));
      scope = owned.back().get();
    }
    if (failed(evalBlock(*block, blockArgs, *scope, context, results)))
      return failure();
    Operation *terminator = block->getTerminator();
    auto condition = [&](size_t i) {
      return results[i].getTensor().getLinear(0);
    };
    if (auto br = dyn_cast<cf::BranchOp>(terminator)) {
      block = br.getDest();
      blockArgs.assign(results.begin(), results.end());
    } else if (auto cond = dyn_cast<cf::CondBranchOp>(terminator)) {
      size_t trueCount = cond.getTrueDestOperands().size();
      auto begin = results.begin() + 1;
      if (condition(0).getBool()) {
        block = cond.getTrueDest();
        blockArgs.assign(begin, begin + trueCount);
      } else {
        block = cond.getFalseDest();
        blockArgs.assign(begin + trueCount, results.end());
      }
    } else if (auto sw = dyn_cast<cf::SwitchOp>(terminator)) {
      int64_t flag = condition(0).toInt64();
      size_t at = 1 + sw.getDefaultOperands().size();
      Block *next = sw.getDefaultDestination();
      size_t from = 1, count = sw.getDefaultOperands().size();
      if (std::optional<DenseIntElementsAttr> values = sw.getCaseValues()) {
        for (auto [i, value] : llvm::enumerate(values->getValues<APInt>())) {
          size_t caseCount = sw.getCaseOperands(unsigned(i)).size();
          if (value.getSExtValue() == flag) {
            next = sw.getCaseDestinations()[i];
            from = at;
            count = caseCount;
            break;
          }
          at += caseCount;
        }
      }
      block = next;
      blockArgs.assign(results.begin() + from, results.begin() + from + count);
    } else if (terminator->getNumSuccessors() == 0) {
      return results;
    } else {
      return terminator->emitError()
             << "the interpreter does not support '" << terminator->getName()
             << "' ending a block of " << owner;
    }
  }
}

FailureOr<SmallVector<InterpreterValue>>
evalFunc(FunctionOpInterface func, ArrayRef<InterpreterValue> args,
         EvalContext &context) {
  if (func.isExternal())
    return func.emitError() << "cannot evaluate external function @"
                            << func.getName();
  if (func.getNumArguments() != args.size())
    return func.emitError() << "@" << func.getName() << " takes "
                            << func.getNumArguments() << " argument(s), got "
                            << args.size();
  for (auto [i, arg] : llvm::enumerate(args)) {
    if (!arg.isTensor())
      continue;
    if (!isSupportedElementType(arg.getTensor().getElementType()))
      return func.emitError() << "argument #" << i << " has element type "
                              << arg.getTensor().getElementType()
                              << ", which is not a StableHLO element type";
    // Scalars (i32, f32, index) are held as rank-0 tensors, index as i64
    // (CoreDialects.h).
    ShapedType actual = arg.getTensor().getType();
    if (!fitsDeclaredType(func.getArgumentTypes()[i], actual))
      return func.emitError() << "argument #" << i << " of @"
                              << func.getName() << " has type " << actual
                              << ", expected " << func.getArgumentTypes()[i];
  }
  Region &funcBody = func.getFunctionBody();
  if (!funcBody.hasOneBlock())
    return evalBlocks(funcBody, args, nullptr, context, "@" + func.getName());
  // A function ended by stablehlo.return (upstream accepts any operands
  // there, see ReturnOp in dialect/StablehloMiscOps.td) runs only when it
  // returns what it declares.
  Block &body = funcBody.front();
  Operation *terminator = body.empty() ? nullptr : &body.back();
  if (terminator && terminator->hasTrait<OpTrait::IsTerminator>() &&
      !isa<func::ReturnOp, util::ReturnOp>(terminator)) {
    ArrayRef<Type> declared = func.getResultTypes();
    if (TypeRange(terminator->getOperandTypes()) != TypeRange(declared)) {
      std::string text;
      llvm::raw_string_ostream os(text);
      os << "interpreter: @" << func.getName() << " is declared to return (";
      llvm::interleaveComma(declared, os);
      os << ") but its " << terminator->getName() << " returns (";
      llvm::interleaveComma(terminator->getOperandTypes(), os);
      os << ")";
      return terminator->emitError() << text;
    }
  }
  Scope scope;
  SmallVector<InterpreterValue> results;
  if (failed(evalBlock(body, args, scope, context, results)))
    return failure();
  return results;
}

FailureOr<SmallVector<InterpreterValue>>
eval(FunctionOpInterface func, ArrayRef<InterpreterValue> args,
     const InterpreterOptions &options) {
  Operation *symbolTableOp = SymbolTable::getNearestSymbolTable(func);
  if (!symbolTableOp)
    symbolTableOp = func;
  EvalContext context(symbolTableOp, options);
  ScopedExecutionSettings settings(settingsOf(options));
  // IREE's module set-up: every util.initializer, in module order, before
  // the function; their stores are the globals' values for the run.
  if (symbolTableOp != func.getOperation())
    for (Region &region : symbolTableOp->getRegions())
      for (Block &block : region)
        for (auto initializer : block.getOps<util::InitializerOp>()) {
          if (failed(evalBlocks(initializer.getBody(), {}, nullptr, context,
                                "util.initializer")) ||
              context.getFailedChecks() > 0)
            return failure();
        }
  FailureOr<SmallVector<InterpreterValue>> results =
      evalFunc(func, args, context);
  if (failed(results) || context.getFailedChecks() > 0)
    return failure();
  return results;
}

FailureOr<SmallVector<InterpreterValue>>
evalTakingArgs(FunctionOpInterface func, SmallVectorImpl<InterpreterValue> &args,
               const InterpreterOptions &options) {
  SmallVectorImpl<InterpreterValue> *previous = argsHandedOver;
  argsHandedOver = args.empty() ? nullptr : &args;
  FailureOr<SmallVector<InterpreterValue>> results = eval(func, args, options);
  argsHandedOver = previous;
  args.clear();
  return results;
}

FailureOr<SmallVector<Tensor>> evalFunction(ModuleOp module, StringRef name,
                                            ArrayRef<Tensor> args,
                                            const InterpreterOptions &options) {
  auto func = module.lookupSymbol<func::FuncOp>(name);
  if (!func)
    return module.emitError() << "no function named @" << name;
  SmallVector<InterpreterValue> values(args.begin(), args.end());
  FailureOr<SmallVector<InterpreterValue>> results = eval(func, values, options);
  if (failed(results))
    return failure();
  SmallVector<Tensor> tensors;
  for (const InterpreterValue &value : *results) {
    if (!value.isTensor())
      return func.emitError() << "evalFunction returns tensors only";
    tensors.push_back(value.getTensor());
  }
  return tensors;
}

} // namespace shlo
} // namespace mlir
