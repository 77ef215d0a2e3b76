//===- Fold.cpp - constant folding by the interpreter's evaluators -------===//

#include "interpreter/Fold.h"

#include "interpreter/Eval.h"
#include "interpreter/Ops.h"
#include "interpreter/Settings.h"
#include "interpreter/TypedStorage.h"
#include "interpreter/Work.h"

#include "dialect/Dialects.h"
#include "dialect/SdyOps.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/Verifier.h"
#include "mlir/Interfaces/FoldInterfaces.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/ADT/StringExtras.h"

#include <functional>

namespace mlir {
namespace shlo {

namespace {
/// Ops whose meaning is an effect on the world outside the program's
/// values: they run only when the program runs. The ODS declares the
/// effects of the collectives, feeds, send/recv, custom_call and the
/// interpreter's ops (MemoryEffects); calls, composites and the
/// optimization barriers (stablehlo's and IREE's util one) are kept for
/// what they mean to a reader of the folded program, and checks so that
/// they still run.
bool hasObservableEffect(Operation *op) {
  if (isa<func::CallOp, util::CallOp, stablehlo::OptimizationBarrierOp,
          util::OptimizationBarrierOp, stablehlo::CompositeOp>(op))
    return true;
  StringRef dialect = op->getName().getDialectNamespace();
  if (dialect == "check" || dialect == "interpreter")
    return true;
  // A manual_computation over several devices runs them as a process grid.
  if (auto manual = dyn_cast<sdy::ManualComputationOp>(op))
    if (sdy::MeshAttr mesh = manual.getMesh())
      return mesh.getTotalSize() > 1;
  auto effectInterface = dyn_cast<MemoryEffectOpInterface>(op);
  return effectInterface && !effectInterface.hasNoEffect();
}

/// Values defined outside `op` that its regions read.
llvm::SetVector<Value> capturedValues(Operation *op) {
  llvm::SetVector<Value> captured;
  for (Region &region : op->getRegions())
    region.walk([&](Operation *nested) {
      for (Value operand : nested->getOperands())
        if (!op->isAncestor(operand.getParentBlock()->getParentOp()))
          captured.insert(operand);
    });
  return captured;
}

/// The folder's side of the evaluator contract: regions run through the
/// eval loop in scopes that see the captured constants; their diagnostics
/// are collected into the error that says why the op stays.
class FoldEnv final : public EvalEnv {
public:
  FoldEnv(Operation *op, const InterpreterOptions &options)
      : op(op), options(options) {}

  /// Binds the outer values the regions read.
  void bindCaptured(Value value, const Tensor &tensor) {
    outer.bind(value, tensor);
  }

  const InterpreterOptions &getOptions() const override { return options; }

  /// The float twins of the folded op when it runs as
  /// dequantize_op_quantize.
  FloatTwins &floatTwins() { return twins; }

  llvm::Error runRegionInto(Region &region, ArrayRef<InterpreterValue> args,
                            SmallVectorImpl<InterpreterValue> &results) override {
    if (!region.hasOneBlock())
      return evalError("regions of several blocks are not folded");
    Scope *regionScope = &scopeOf(region);
    std::string messages;
    LogicalResult ran = failure();
    {
      ScopedDiagnosticHandler collect(op->getContext(), [&](Diagnostic &diag) {
        if (diag.getSeverity() != DiagnosticSeverity::Error)
          return success();
        if (!messages.empty())
          messages += "; ";
        messages += diag.str();
        return success();
      });
      ran = evalBlock(region.front(), args, *regionScope, *context, results);
    }
    if (failed(ran))
      return evalError(messages.empty() ? "a region failed" : messages);
    return llvm::Error::success();
  }

  /// As in the eval loop: a while loop whose condition and body compile
  /// runs as one native loop (the same results as region by region).
  std::optional<ScalarRegion> getScalarRegion(Region &region) override {
    if (!region.hasOneBlock() || !typedKernelsEnabled())
      return std::nullopt;
    return scalarRegionOf(region.front(), scopeOf(region), *evalContext());
  }

  llvm::Expected<SmallVector<InterpreterValue>>
  callFunction(StringRef name, ArrayRef<InterpreterValue>) override {
    return evalError("calls (@" + name + ") are not folded");
  }

  llvm::raw_ostream &printStream() override { return llvm::nulls(); }

private:
  EvalContext *evalContext() {
    if (!context) {
      Operation *symbols = SymbolTable::getNearestSymbolTable(op);
      context = std::make_unique<EvalContext>(symbols ? symbols : op, options);
    }
    return context.get();
  }

  /// The scope `region` runs in: it sees the captured constants.
  Scope &scopeOf(Region &region) {
    (void)evalContext();
    for (auto &[owner, made] : regionScopes)
      if (owner == &region)
        return *made;
    regionScopes.emplace_back(&region, std::make_unique<Scope>(&outer));
    return *regionScopes.back().second;
  }

  Operation *op;
  const InterpreterOptions &options;
  Scope outer;
  std::unique_ptr<EvalContext> context;
  SmallVector<std::pair<Region *, std::unique_ptr<Scope>>, 1> regionScopes;
  FloatTwins twins;
};

llvm::Error checkElements(ShapedType type, const FoldLimits &limits) {
  if (!type.hasStaticShape() || limits.maxElements == 0 ||
      type.getNumElements() <= limits.maxElements)
    return llvm::Error::success();
  return evalError("a result of " + Twine(type.getNumElements()) +
                   " elements exceeds the folding limit of " +
                   Twine(limits.maxElements) + " (max-elements)");
}
} // namespace

std::optional<std::string> operandTooLarge(Type type,
                                           const FoldLimits &limits) {
  auto shaped = dyn_cast<ShapedType>(type);
  if (!shaped || !shaped.hasStaticShape())
    return std::nullopt;
  int64_t elements = shaped.getNumElements();
  if (limits.maxElements > 0 && elements > limits.maxElements)
    return "an operand of " + std::to_string(elements) +
           " elements exceeds the folding limit of " +
           std::to_string(limits.maxElements) + " (max-elements)";
  if (limits.maxWork > 0 && elements > limits.maxWork)
    return "an operand of " + std::to_string(elements) +
           " elements exceeds the folding work budget of " +
           std::to_string(limits.maxWork) + " element-operations (max-work)";
  return std::nullopt;
}

std::optional<std::string> whyNeverFolded(Operation *op) {
  if (op->getNumResults() == 0)
    return std::string("it has no results");
  if (isa<stablehlo::ConstantOp>(op))
    return std::string("it is a constant");
  if (hasObservableEffect(op))
    return std::string("it has an effect");
  if (!EvaluatorRegistry::get().lookup(op))
    return std::string("the interpreter has no evaluator for it");
  // index elements are held as i64: a constant of the other type would
  // not replace the result.
  auto staticTensor = [](Type type) {
    auto tensor = dyn_cast<RankedTensorType>(type);
    return tensor && tensor.hasStaticShape() && !tensor.getEncoding() &&
           !isa<IndexType>(tensor.getElementType());
  };
  if (!llvm::all_of(op->getResultTypes(), staticTensor))
    return std::string("a result is not a static tensor");
  if (!llvm::all_of(op->getOperandTypes(),
                    [](Type type) { return isa<RankedTensorType>(type); }))
    return std::string("an operand is not a tensor");
  WalkResult nested = op->walk([&](Operation *inner) {
    if (inner != op && hasObservableEffect(inner))
      return WalkResult::interrupt();
    return WalkResult::advance();
  });
  if (nested.wasInterrupted())
    return std::string("its regions have an effect");
  return std::nullopt;
}

DenseElementsAttr constantAttr(const Tensor &tensor, ShapedType type) {
  if (!stablehlo::isQuantizedTensor(type))
    return tensor.toAttr();
  // The storage integers, typed as upstream types a quantized constant's
  // value (a u8 storage type is written i8).
  auto valueType = cast<ShapedType>(stablehlo::constantValueType(type));
  SmallVector<llvm::APInt> values;
  values.reserve(tensor.getNumElements());
  for (int64_t i = 0, e = tensor.getNumElements(); i < e; ++i)
    values.push_back(tensor.getLinear(i).getInteger());
  return DenseElementsAttr::get(valueType, values);
}

std::optional<Tensor> constantValue(Value value) {
  auto constant = value.getDefiningOp<stablehlo::ConstantOp>();
  if (!constant)
    return std::nullopt;
  llvm::Expected<Tensor> tensor =
      evalConstantOp(constant.getValue(), constant.getType());
  if (!tensor) {
    llvm::consumeError(tensor.takeError());
    return std::nullopt;
  }
  return std::move(*tensor);
}

llvm::Expected<SmallVector<Tensor>>
foldOp(Operation *op, ArrayRef<Tensor> operands,
       llvm::function_ref<std::optional<Tensor>(Value)> captured,
       const FoldLimits &limits) {
  for (Type type : op->getResultTypes())
    if (llvm::Error error = checkElements(cast<ShapedType>(type), limits))
      return std::move(error);
  OpEvaluator evaluator = EvaluatorRegistry::get().lookup(op);
  if (!evaluator || operands.size() != op->getNumOperands())
    return evalError("the interpreter has no evaluator for it");
  InterpreterOptions options;
  if (limits.maxElements > 0)
    options.maxTensorBytes = saturatingMul(limits.maxElements, 16);
  options.maxWhileIterations = limits.maxIterations;
  options.elementPath = limits.elementPath;
  options.fmaProducts = limits.fmaProducts;
  // The op itself, its operands' materialisation, then what its regions
  // and loops run (the eval loop charges as it goes).
  WorkBudget budget(limits.maxWork);
  options.workBudget = &budget;
  int64_t operandWork = 0;
  for (const Tensor &operand : operands)
    operandWork = saturatingAdd(operandWork, operand.getNumElements());
  if (llvm::Error error =
          budget.charge(saturatingAdd(operandWork, estimateOpWork(op))))
    return std::move(error);
  ExecutionSettings foldSettings;
  foldSettings.typedKernels = !limits.elementPath;
  foldSettings.threads = 1;
  foldSettings.fmaProducts = limits.fmaProducts;
  ScopedExecutionSettings settings(foldSettings);
  FoldEnv env(op, options);
  for (Value value : capturedValues(op)) {
    std::optional<Tensor> tensor = captured(value);
    if (!tensor)
      return evalError("a region reads a value that is not a constant");
    env.bindCaptured(value, *tensor);
  }
  SmallVector<InterpreterValue> values(operands.begin(), operands.end());
  SmallVector<const InterpreterValue *> pointers;
  for (const InterpreterValue &value : values)
    pointers.push_back(&value);
  // An op on quantized tensors runs as dequantize_op_quantize, as in the
  // eval loop; quantized values are their storage integers.
  llvm::Expected<EvalResults> results =
      needsQuantizedEval(op)
          ? evalQuantizedOp(op, OperandValues(op, pointers), env,
                            env.floatTwins())
          : evaluator(op, OperandValues(op, pointers), env);
  if (!results)
    return results.takeError();
  SmallVector<Tensor> tensors;
  for (auto [value, type] : llvm::zip(*results, op->getResultTypes())) {
    auto shaped = cast<ShapedType>(type);
    Type runtimeType = stablehlo::isQuantizedTensor(shaped)
                           ? getQuantizedStorageType(shaped)
                           : shaped;
    if (!value.isTensor() || value.getTensor().getType() != runtimeType)
      return evalError("a result does not have the op's result type");
    tensors.push_back(value.getTensor());
  }
  if (tensors.size() != op->getNumResults())
    return evalError("the evaluator returned the wrong number of results");
  return tensors;
}

#define GEN_PASS_DEF_INTERPRETERFOLDPASS
#define GEN_PASS_DEF_STABLEHLOAGGRESSIVEFOLDERPASS
#include "interpreter/Passes.h.inc"

namespace {
/// Checks a pass's option string before MLIR's option parser does, so that
/// an unknown name gets the list of valid ones and a bad value a message
/// (llvm::cl would print its own line to stderr and leave the pass's error
/// empty). `integers` take non-negative integers, `booleans` true/false.
LogicalResult checkOptionString(
    StringRef pass, StringRef options, ArrayRef<StringRef> integers,
    ArrayRef<StringRef> booleans, StringRef integerMeaning,
    function_ref<LogicalResult(const Twine &)> errorHandler) {
  SmallVector<StringRef> words;
  options.split(words, ' ', /*MaxSplit=*/-1, /*KeepEmpty=*/false);
  for (StringRef word : words) {
    auto [key, value] = word.split('=');
    bool hasValue = word.contains('=');
    if (llvm::is_contained(integers, key)) {
      int64_t number;
      if (!hasValue || value.getAsInteger(10, number) || number < 0)
        return errorHandler(pass + ": " + key + " takes a non-negative " +
                            "integer" + integerMeaning + ", given '" + value +
                            "'");
      continue;
    }
    if (llvm::is_contained(booleans, key)) {
      if (hasValue && !llvm::is_contained({"true", "false", "1", "0", "True",
                                           "False", "TRUE", "FALSE"},
                                          value))
        return errorHandler(pass + ": " + key + " takes true or false, given '" +
                            value + "'");
      continue;
    }
    std::string message = (pass + " has no option '" + key + "'").str();
    StringRef closest;
    unsigned best = 3;
    for (StringRef name : llvm::concat<const StringRef>(integers, booleans)) {
      unsigned distance = key.edit_distance(name);
      if (distance < best) {
        best = distance;
        closest = name;
      }
    }
    message += closest.empty() ? std::string(".")
                               : ("; did you mean '" + closest + "'?").str();
    message += " Its options:";
    for (StringRef name : integers)
      message += (" " + name + "=<n>,").str();
    for (StringRef name : booleans)
      message += (" " + name + "=<bool>,").str();
    message.pop_back();
    return errorHandler(message);
  }
  return success();
}

/// Folds, in place, every op under a root whose operands (and captured
/// values) are constants: the walk both passes share. `skip` says why an
/// op a pass leaves alone by its own rule stays (nullopt: fold it);
/// `remarks` says whether an op that stays gets a remark saying why.
class RegionFolder {
public:
  RegionFolder(
      const FoldLimits &limits,
      std::function<std::optional<std::string>(Operation *)> skip,
      bool remarks)
      : limits(limits), skip(std::move(skip)), remarks(remarks) {}

  /// Folds under `root`; whether anything changed.
  bool run(Operation *root) {
    for (Region &region : root->getRegions())
      foldRegion(region);
    // Constants that fed folded ops are dead now.
    SmallVector<Operation *> dead;
    root->walk([&](stablehlo::ConstantOp constant) {
      if (constant->use_empty())
        dead.push_back(constant);
    });
    for (Operation *op : dead)
      op->erase();
    return folded || !dead.empty();
  }

private:
  void remark(Operation *op, const Twine &why) {
    if (remarks)
      op->emitRemark() << "not folded: " << why;
  }

  std::optional<Tensor> lookup(Value value) {
    auto it = known.find(value);
    if (it != known.end())
      return it->second;
    std::optional<Tensor> tensor = constantValue(value);
    if (tensor)
      known[value] = *tensor;
    return tensor;
  }

  void foldRegion(Region &region) {
    for (Block &block : region)
      for (Operation &op : llvm::make_early_inc_range(block))
        if (!tryFold(&op))
          for (Region &nested : op.getRegions())
            foldRegion(nested);
  }

  /// Folds `op` if it can; false when it stays.
  bool tryFold(Operation *op) {
    if (!llvm::all_of(op->getOperands(), [&](Value value) {
          return known.count(value) ||
                 value.getDefiningOp<stablehlo::ConstantOp>();
        }) ||
        whyNeverFolded(op))
      return false;
    if (std::optional<std::string> why = skip(op)) {
      remark(op, *why);
      return false;
    }
    // A constant (a splat of 40 GB, say) is not materialised beyond the
    // limits.
    llvm::SetVector<Value> captured = capturedValues(op);
    for (Value value : captured)
      if (!value.getDefiningOp<stablehlo::ConstantOp>())
        return false;
    SmallVector<Value> read(op->getOperands());
    read.append(captured.begin(), captured.end());
    for (Value value : read)
      if (!known.count(value))
        if (std::optional<std::string> why =
                operandTooLarge(value.getType(), limits)) {
          remark(op, *why);
          return false;
        }
    SmallVector<Tensor> operands;
    for (Value operand : op->getOperands()) {
      std::optional<Tensor> tensor = lookup(operand);
      if (!tensor)
        return false;
      operands.push_back(*tensor);
    }
    llvm::Expected<SmallVector<Tensor>> results = foldOp(
        op, operands, [&](Value value) { return lookup(value); }, limits);
    if (!results) {
      remark(op, llvm::toString(results.takeError()));
      return false;
    }
    OpBuilder builder(op);
    SmallVector<stablehlo::ConstantOp> constants;
    llvm::SetVector<Operation *> users;
    for (auto [result, tensor] : llvm::zip(op->getResults(), *results)) {
      auto constant = stablehlo::ConstantOp::create(
          builder, op->getLoc(), result.getType(),
          constantAttr(tensor, cast<ShapedType>(result.getType())));
      for (Operation *user : result.getUsers())
        users.insert(user);
      result.replaceAllUsesWith(constant.getResult());
      constants.push_back(constant);
    }
    // A user may verify constraints on constant operands that it cannot
    // check on computed ones (dynamic_conv's padding, C25): a value that
    // breaks them was a run-time error of the program, and folding must
    // not turn it into a module that no longer verifies.
    if (std::optional<std::string> why =
            userRejectsConstants(users.getArrayRef())) {
      for (auto [result, constant] : llvm::zip(op->getResults(), constants)) {
        constant.getResult().replaceAllUsesWith(result);
        constant->erase();
      }
      remark(op, *why);
      return false;
    }
    for (auto [constant, tensor] : llvm::zip(constants, *results))
      known[constant.getResult()] = tensor;
    op->erase();
    folded = true;
    return true;
  }

  /// Why one of `users` fails its verifier (its own, not its regions'), or
  /// nullopt when all pass. The verifier's diagnostic is kept from the
  /// output: it becomes part of the remark.
  static std::optional<std::string>
  userRejectsConstants(llvm::ArrayRef<Operation *> users) {
    for (Operation *user : users) {
      std::string message;
      ScopedDiagnosticHandler quiet(user->getContext(), [&](Diagnostic &diag) {
        if (message.empty())
          message = diag.str();
        return success();
      });
      if (failed(mlir::verify(user, /*verifyRecursively=*/false)))
        return "its constant result would make '" +
               user->getName().getStringRef().str() +
               "' fail verification: " + message;
    }
    return std::nullopt;
  }

  FoldLimits limits;
  std::function<std::optional<std::string>(Operation *)> skip;
  bool remarks;
  llvm::DenseMap<Value, Tensor> known;
  bool folded = false;
};

struct InterpreterFold : impl::InterpreterFoldPassBase<InterpreterFold> {
  using InterpreterFoldPassBase::InterpreterFoldPassBase;

  /// The names of the integer options, as Passes.td spells them.
  SmallVector<StringRef> integerOptionNames() const {
    return {maxElements.ArgStr, maxIterations.ArgStr, maxWork.ArgStr};
  }

  LogicalResult initializeOptions(
      StringRef options,
      function_ref<LogicalResult(const Twine &)> errorHandler) override {
    // The names are the options' own (Passes.td).
    if (failed(checkOptionString(getArgument(), options, integerOptionNames(),
                                 {elementPath.ArgStr, fmaProducts.ArgStr},
                                 " (0: no limit)",
                                 errorHandler)))
      return failure();
    return Pass::initializeOptions(options, errorHandler);
  }

  void runOnOperation() override {
    if (maxElements < 0 || maxIterations < 0 || maxWork < 0) {
      SmallVector<StringRef> names = integerOptionNames();
      getOperation()->emitError()
          << getArgument() << ": " << llvm::join(names, ", ")
          << " must not be negative";
      return signalPassFailure();
    }
    FoldLimits limits;
    limits.maxElements = maxElements;
    limits.maxIterations = maxIterations;
    limits.maxWork = maxWork;
    limits.elementPath = elementPath;
    limits.fmaProducts = fmaProducts;
    RegionFolder folder(
        limits, [](Operation *) { return std::nullopt; }, /*remarks=*/true);
    // Unchanged IR needs no verification after the pass.
    if (!folder.run(getOperation()))
      markAllAnalysesPreserved();
  }
};

/// Whether `type` is a tensor (or scalar) of floating-point or complex
/// elements.
bool hasFloatElements(Type type) {
  Type element = getElementTypeOrSelf(type);
  return isa<FloatType, ComplexType>(element);
}

struct AggressiveFolder
    : impl::StablehloAggressiveFolderPassBase<AggressiveFolder> {
  using StablehloAggressiveFolderPassBase::StablehloAggressiveFolderPassBase;

  LogicalResult initializeOptions(
      StringRef options,
      function_ref<LogicalResult(const Twine &)> errorHandler) override {
    if (failed(checkOptionString(getArgument(), options,
                                 {foldOpElementLimit.ArgStr},
                                 {foldFloat.ArgStr}, "", errorHandler)))
      return failure();
    return Pass::initializeOptions(options, errorHandler);
  }

  void runOnOperation() override {
    if (foldOpElementLimit < 0) {
      getOperation()->emitError()
          << getArgument() << ": " << foldOpElementLimit.ArgStr
          << " must not be negative";
      return signalPassFailure();
    }
    // The element limit is on each result; operands and intermediates keep
    // the folder's own bounds (raised to the limit when it is larger), so
    // that no input makes the pass exhaust the machine.
    FoldLimits limits;
    limits.maxElements = std::max<int64_t>(limits.maxElements,
                                           foldOpElementLimit);
    int64_t resultLimit = foldOpElementLimit;
    bool floats = foldFloat;
    RegionFolder folder(
        limits,
        [resultLimit, floats](Operation *op) -> std::optional<std::string> {
          for (Type type : op->getResultTypes()) {
            if (!floats && hasFloatElements(type))
              return std::string("fold-float=false");
            auto shaped = dyn_cast<ShapedType>(type);
            if (shaped && shaped.hasStaticShape() &&
                shaped.getNumElements() > resultLimit)
              return "a result has more than " + std::to_string(resultLimit) +
                     " elements";
          }
          return std::nullopt;
        },
        /*remarks=*/false);
    if (!folder.run(getOperation()))
      markAllAnalysesPreserved();
  }
};

/// The stablehlo dialect's fold hook: any op whose operands are constants
/// folds through its evaluator (default limits, no remarks).
struct EvaluatorFolding : public DialectFoldInterface {
  using DialectFoldInterface::DialectFoldInterface;

  LogicalResult fold(Operation *op, ArrayRef<Attribute> operands,
                     SmallVectorImpl<OpFoldResult> &results) const final {
    // The cheap test first: the greedy driver asks every op each time an
    // operand changes, and whyNeverFolded walks the op's regions.
    if (!llvm::all_of(operands, llvm::IsaAndPresentPred<ElementsAttr>) ||
        whyNeverFolded(op))
      return failure();
    SmallVector<Tensor> tensors;
    FoldLimits limits;
    for (auto [attr, type] : llvm::zip(operands, op->getOperandTypes())) {
      auto elements = dyn_cast_or_null<ElementsAttr>(attr);
      if (!elements || operandTooLarge(type, limits))
        return failure();
      llvm::Expected<Tensor> tensor =
          evalConstantOp(elements, cast<ShapedType>(type));
      if (!tensor) {
        llvm::consumeError(tensor.takeError());
        return failure();
      }
      tensors.push_back(std::move(*tensor));
    }
    for (Value value : capturedValues(op))
      if (operandTooLarge(value.getType(), limits))
        return failure();
    llvm::Expected<SmallVector<Tensor>> folded =
        foldOp(op, tensors, constantValue, limits);
    if (!folded) {
      llvm::consumeError(folded.takeError());
      return failure();
    }
    for (auto [tensor, type] : llvm::zip(*folded, op->getResultTypes()))
      results.push_back(constantAttr(tensor, cast<ShapedType>(type)));
    return success();
  }
};
} // namespace

void registerFoldInterface(DialectRegistry &registry) {
  registry.addExtension(+[](MLIRContext *, stablehlo::StableHLODialect *dialect) {
    dialect->addInterfaces<EvaluatorFolding>();
  });
}

} // namespace shlo
} // namespace mlir
