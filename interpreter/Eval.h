//===- Eval.h - the eval loop: scopes, block plans, context ----*- C++ -*-===//
//
// The eval loop walks a block's ops in order, finds each op's evaluator in
// the EvaluatorRegistry (Evaluator.h), hands it the operands' values and an
// EvalEnv, and binds what it returns; it is the one place where an
// evaluator's error becomes a diagnostic. Evaluator files do not include
// this header.
//
//===----------------------------------------------------------------------===//

#ifndef SHLO_INTERPRETER_EVAL_H
#define SHLO_INTERPRETER_EVAL_H

#include "interpreter/Evaluator.h"
#include "interpreter/Fusion.h"
#include "interpreter/Interpreter.h"
#include "interpreter/ScalarProgram.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Operation.h"
#include "mlir/IR/OwningOpRef.h"
#include "mlir/IR/SymbolTable.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/raw_ostream.h"

namespace mlir {
namespace shlo {

class Scope;
class EvalContext;

/// Where the value of an operand lives at run time: the block that defines
/// it and its slot in the scope evaluating that block.
struct ValueSlot {
  Value value;
  Block *block;
  unsigned slot;
};

/// What the eval loop needs to know of one op, worked out once per op.
struct OpPlan {
  Operation *op;
  /// Null when the interpreter has no evaluator (an error if reached).
  OpEvaluator evaluator;
  /// Whether a result has a static shape of rank >= 1, whose size is
  /// checked against the limit before the op runs.
  bool checkSizes;
  /// Whether the op runs as dequantize_op_quantize.
  bool quantized;
  /// The slot of the first result in the block's scope.
  unsigned resultSlot;
  /// Where each operand lives.
  SmallVector<ValueSlot, 3> operands;
  /// Slots of the values defined in the block (results and block arguments)
  /// whose last use is this op, released after it. Terminator operands are
  /// never listed.
  SmallVector<unsigned, 2> deaths;
  /// Whether the op's results have its operands' shape (the elementwise and
  /// same-shape traits) and a static result dimension meets a dynamic
  /// operand dimension in the declared types: the operands' shapes are then
  /// checked against the result types before the op runs.
  bool checkShapes = false;
  /// The fusion group (BlockPlan::groups) the op belongs to, or -1. Its
  /// members run when its root (the last) is reached.
  int group = -1;
};

/// Ops of a block run as one FusedChain (Fusion.h) where the root is.
struct FusionGroup {
  std::unique_ptr<FusedChain> chain;
  /// Positions of the members in BlockPlan::ops, in block order; the
  /// last is the root.
  SmallVector<unsigned, 8> members;
  /// Where each of the chain's inputs lives.
  SmallVector<ValueSlot, 4> inputs;
  /// Inputs (FusedChain::getReusableInputs) whose slots die at the root:
  /// a result may be written into their tensor when nothing else holds it.
  SmallVector<unsigned, 2> dying;
};

/// The plan of a block, computed once per block: its ops but a final
/// terminator, in order, and a slot per value the block defines (block
/// arguments first, then op results in order).
struct BlockPlan {
  std::vector<OpPlan> ops;
  /// The final terminator whose operands are the block's results, or null.
  Operation *terminator = nullptr;
  SmallVector<ValueSlot, 2> terminatorOperands;
  unsigned numSlots = 0;
  /// The slot of each op's first result.
  llvm::DenseMap<Operation *, unsigned> firstResultSlot;
  /// A region's block of rank-0 ops compiled to register steps, which the
  /// typed path runs instead of the ops (ScalarProgram.h); null otherwise.
  std::unique_ptr<ScalarProgram> scalar;
  /// Where each of the program's captured values lives.
  SmallVector<ValueSlot, 2> scalarCaptured;
  /// Chains of elementwise ops run in one pass (empty without fusion).
  std::vector<FusionGroup> groups;
  /// The block is one of several of a function body (SSACFG): values it
  /// defines may be used by the blocks it branches to, so those never die
  /// in it and its terminator's operands stay in their slots.
  bool liveOut = false;

  /// The slot of `value`, a value this block defines.
  unsigned slotOf(Value value) const;
};

/// The runtime values of SSA values; a region's scope sees its parent's.
/// A scope that evaluates a block keeps the block's values in slots found
/// without hashing (see BlockPlan); anything else is bound by value.
class Scope {
public:
  explicit Scope(const Scope *parent = nullptr) : parent(parent) {}
  Scope(const Scope &) = delete;
  Scope &operator=(const Scope &) = delete;

  /// The value bound to `value` here or in an enclosing scope.
  const InterpreterValue &lookup(Value value) const;
  /// The tensor bound to `value`.
  const Tensor &getTensor(Value value) const {
    return lookup(value).getTensor();
  }
  /// The values bound to `values`.
  SmallVector<InterpreterValue> lookupAll(ValueRange values) const;
  /// The tensors bound to `values`.
  SmallVector<Tensor> getTensors(ValueRange values) const;

  /// Binds `value`.
  void bind(Value value, InterpreterValue runtimeValue);
  /// Binds each of `values` to the matching runtime value.
  void bindAll(ValueRange values, ArrayRef<InterpreterValue> runtimeValues);

private:
  friend LogicalResult evalBlock(Block &block, ArrayRef<InterpreterValue> args,
                                 Scope &scope, EvalContext &context,
                                 SmallVectorImpl<InterpreterValue> &results);
  friend FailureOr<bool> runFusionGroup(const FusionGroup &group,
                                        const OpPlan &rootStep, Scope &scope,
                                        EvalContext &context);
  friend std::optional<ScalarRegion>
  scalarRegionOf(Block &block, Scope &scope, EvalContext &context);

  /// Makes this scope the one evaluating `block` (once).
  void attach(Block &block, const BlockPlan &plan);
  /// The value in the slot `where` names, here or in an enclosing scope
  /// evaluating that block, or null.
  const InterpreterValue *find(const ValueSlot &where) const;
  /// Makes `step` the op being evaluated: its operands are found first,
  /// its results go to their slots.
  void enter(const OpPlan *step);

  const Scope *parent;
  Block *block = nullptr;
  const BlockPlan *plan = nullptr;
  SmallVector<InterpreterValue, 8> slots;
  /// The op being evaluated and where its operands' values are.
  const OpPlan *current = nullptr;
  SmallVector<const InterpreterValue *, 4> currentOperands;
  /// Values that are not the block's (e.g. a float twin's operands).
  llvm::SmallDenseMap<Value, InterpreterValue, 2> values;
};

/// The float twins of ops on quantized tensors (QuantizedOps.cpp): clones
/// with the quantized types replaced by their expressed (or storage) types,
/// made on first use and kept in a scratch module by whoever evaluates.
class FloatTwins {
public:
  /// The twin of `op`.
  Operation *get(Operation *op);

private:
  llvm::DenseMap<Operation *, Operation *> twins;
  OwningOpRef<ModuleOp> scratch;
};

/// State shared by one evaluation: options, functions by name, failed checks.
class EvalContext {
public:
  EvalContext(Operation *symbolTableOp, const InterpreterOptions &options)
      : symbolTable(symbolTableOp), options(options) {}
  /// The context keeps a reference to its options: a temporary would die
  /// before it (AddressSanitizer caught one in a test).
  EvalContext(Operation *symbolTableOp, const InterpreterOptions &&) = delete;

  const InterpreterOptions &getOptions() const { return options; }
  /// The function `name` of the module (func.func or util.func), or null.
  FunctionOpInterface lookupFunction(StringRef name);

  /// Records a failed check (already reported as a diagnostic).
  void recordFailedCheck() { ++failedChecks; }
  int getFailedChecks() const { return failedChecks; }

  /// The value of module global `name` (EvalEnv::loadGlobal).
  llvm::Expected<InterpreterValue>
  loadGlobal(StringRef name,
             llvm::function_ref<llvm::Expected<InterpreterValue>()> initial);
  /// Makes `value` the value of module global `name`.
  void storeGlobal(StringRef name, InterpreterValue value) {
    globals.insert_or_assign(name, std::move(value));
  }

  /// Nesting depth of blocks being evaluated (function bodies, regions).
  int &nestingDepth() { return depth; }

  /// Fails with a diagnostic at `op` unless a tensor of `type` (static
  /// shape) fits the size limit of the options.
  LogicalResult checkSize(Operation *op, ShapedType type) const;

  /// Output stream of interpreter.print (a process's buffer in a grid).
  llvm::raw_ostream &printStream();

  /// The op that holds the program's functions.
  Operation *getSymbolTableOp() { return symbolTable.getOp(); }
  /// The grid process this evaluation runs as, or null.
  Process *getProcess() const { return process; }
  void setProcess(Process *running) { process = running; }

  /// Whether the program mentions quantized element types anywhere
  /// (computed once), so the eval loop checks ops for them only then.
  bool hasQuantizedTypes();
  /// Float twins of ops on quantized tensors, kept for the whole evaluation.
  FloatTwins &floatTwins() { return twins; }
  /// The plan of `block`, computed on first use.
  const BlockPlan &planOf(Block &block);
  /// Finds the fusion groups of `plan` (planOf's last step).
  template <typename WhereIs>
  void planFusion(Block &block, BlockPlan &plan,
                  llvm::DenseMap<Operation *, size_t> &position,
                  WhereIs &&whereIs);

private:
  SymbolTable symbolTable;
  const InterpreterOptions &options;
  int failedChecks = 0;
  int depth = 0;
  /// The module globals loaded or stored so far in this evaluation.
  llvm::StringMap<InterpreterValue> globals;
  std::optional<bool> quantized;
  FloatTwins twins;
  llvm::DenseMap<Block *, std::unique_ptr<BlockPlan>> plans;
  Process *process = nullptr;
  std::unique_ptr<llvm::raw_string_ostream> processStream;
};


/// Evaluates the ops of `block` in order until its terminator, whose
/// operands' values are written to `results`. `args` bind the block
/// arguments first, so `results` may be the vector `args` views.
LogicalResult evalBlock(Block &block, ArrayRef<InterpreterValue> args,
                        Scope &scope, EvalContext &context,
                        SmallVectorImpl<InterpreterValue> &results);

/// `block` (a region's) as the scalar program evalBlock would run in
/// `scope`, with the tensors of its captured values, when its plan
/// compiled one; none otherwise. Does not look at typedKernelsEnabled().
std::optional<ScalarRegion> scalarRegionOf(Block &block, Scope &scope,
                                           EvalContext &context);

/// Evaluates `body`, a region of several blocks, in SSACFG order (cf.br,
/// cf.cond_br and cf.switch between its blocks; a terminator without
/// successors ends it), in scopes that see `parent` (may be null). `owner`
/// names the body in messages ("@f", "the region of 'scf.execute_region'").
FailureOr<SmallVector<InterpreterValue>>
evalBlocks(Region &body, ArrayRef<InterpreterValue> args, const Scope *parent,
           EvalContext &context, const Twine &owner);

/// The name of the op holding `region`, for messages.
std::string regionOwnerName(Region &region);

/// Evaluates a region in a child scope of `parent` (one of several blocks
/// through evalBlocks).
FailureOr<SmallVector<InterpreterValue>>
evalRegion(Region &region, ArrayRef<InterpreterValue> args,
           const Scope &parent, EvalContext &context);

/// Evaluates a region (one of several blocks through evalBlocks) in
/// `regionScope`, a child scope of
/// the scope of the region's op made for this region, which may be reused
/// for every evaluation of the region (a while loop's iterations).
FailureOr<SmallVector<InterpreterValue>>
evalRegionIn(Region &region, ArrayRef<InterpreterValue> args,
             Scope &regionScope, EvalContext &context);

/// Evaluates a function in a fresh scope.
FailureOr<SmallVector<InterpreterValue>>
evalFunc(FunctionOpInterface func, ArrayRef<InterpreterValue> args,
         EvalContext &context);

/// Emits `error` as an error diagnostic at `op` and returns failure; a
/// ReportedError emits nothing more.
LogicalResult emitError(Operation *op, llvm::Error error);

/// The spec's dequantize: storage integers of `quantizedType` to floats of
/// its expressed type.
Tensor dequantize(const Tensor &storage, ShapedType quantizedType);
/// The spec's quantize: floats to the storage integers of `quantizedType`.
Tensor quantize(const Tensor &floats, ShapedType quantizedType);
/// Whether `op` must run as dequantize_op_quantize (it has a quantized
/// operand or result and is not a quantization op itself).
bool needsQuantizedEval(Operation *op);
/// Runs `op` as dequantize_op_quantize: its float twin's evaluator on the
/// dequantized operands, the results quantized.
llvm::Expected<EvalResults> evalQuantizedOp(Operation *op,
                                            const OperandValues &operands,
                                            EvalEnv &env, FloatTwins &twins);

} // namespace shlo
} // namespace mlir

#endif // SHLO_INTERPRETER_EVAL_H
