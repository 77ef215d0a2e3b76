//===- MiscOps.cpp - constant, iota, barrier, call, custom_call, print ----===//

#include "interpreter/Checks.h"
#include "interpreter/CustomCalls.h"
#include "interpreter/LapackCalls.h"
#include "interpreter/Evaluator.h"
#include "interpreter/Ops.h"
#include "interpreter/Regions.h"
#include "interpreter/TypedStorage.h"

#include "dialect/Dialects.h"
#include "mlir/IR/TypeUtilities.h"
#include "llvm/Support/FormatVariadic.h"

#include <numeric>

namespace mlir {
namespace shlo {

Tensor evalIotaOp(int64_t iotaDimension, ShapedType resultType) {
  Tensor result(resultType);
  Type type = resultType.getElementType();
  bool typed = false;
  if (typedKernelsEnabled())
    typed = dispatchStorageType(type, [&](auto tag) {
      using T = typename decltype(tag)::type;
      T *out = result.data<T>();
      int64_t position = 0;
      for (const Index &index : result.indices()) {
        int64_t v = index[iotaDimension];
        if constexpr (std::is_same_v<T, bool>)
          out[position++] = v != 0;
        else if constexpr (isFloatStorage<T>)
          out[position++] = narrowFromDouble<T>(double(v));
        else
          out[position++] = T(v);
      }
    });
  if (!typed)
    for (const Index &index : result.indices())
      result.set(index, type.isInteger(1)
                            ? Element::fromBool(type.getContext(),
                                                index[iotaDimension] != 0)
                            : Element::fromInt(type, index[iotaDimension]));
  return result;
}

llvm::Expected<Tensor> evalConstantOp(ElementsAttr value,
                                      ShapedType resultType) {
  llvm::Expected<Tensor> tensor = Tensor::fromAttr(value);
  if (!tensor || !resultType || !stablehlo::isQuantizedTensor(resultType))
    return tensor;
  RankedTensorType storageType = getQuantizedStorageType(resultType);
  if (tensor->getType() == storageType)
    return tensor;
  if (tensor->getType().getShape() != storageType.getShape() ||
      getBitWidth(tensor->getElementType()) !=
          getBitWidth(storageType.getElementType()))
    return evalError("a quantized constant of type " + quoted(resultType) +
                     " cannot hold a value of type " +
                     quoted(tensor->getType()));
  Tensor storage(storageType);
  Type element = storageType.getElementType();
  for (int64_t i = 0, e = storage.getNumElements(); i < e; ++i)
    storage.setLinear(i, Element(element, tensor->getLinear(i).getInteger()));
  return storage;
}

SmallVector<InterpreterValue>
evalOptimizationBarrierOp(ArrayRef<InterpreterValue> operands) {
  return SmallVector<InterpreterValue>(operands.begin(), operands.end());
}

llvm::Expected<SmallVector<InterpreterValue>>
evalCallOp(StringRef callee, ArrayRef<InterpreterValue> args,
           size_t numResults, EvalEnv &env) {
  llvm::Expected<SmallVector<InterpreterValue>> results =
      env.callFunction(callee, args);
  if (!results)
    return results.takeError();
  if (results->size() != numResults)
    return evalError("callee returned " + Twine(results->size()) +
                     " value(s), expected " + Twine(numResults));
  return results;
}

void evalPrintOp(StringRef name, const InterpreterValue &value, bool dense,
                 llvm::raw_ostream &os) {
  os << name << " = ";
  value.print(os, dense);
  os << "\n";
}

llvm::Expected<SmallVector<Tensor>>
evalCustomCallOp(StringRef target, ArrayRef<InterpreterValue> operands,
                 TypeRange resultTypes) {
  bool isExpect = target == "check.expect_eq" ||
                  target == "check.expect_almost_eq" ||
                  target == "check.expect_close";
  if (!isExpect && target != "check.eq")
    return evalError("the interpreter does not support custom_call @" +
                     target);
  if (operands.size() != 2 || !operands[0].isTensor() ||
      !operands[1].isTensor())
    return evalError("custom_call @" + target + " takes two tensors");
  const Tensor &actual = operands[0].getTensor();
  const Tensor &expected = operands[1].getTensor();
  if (isExpect) {
    if (!resultTypes.empty())
      return evalError("custom_call @" + target + " produces no results");
    llvm::Error failure = llvm::Error::success();
    if (target == "check.expect_eq")
      failure = checkEqual(actual, expected);
    else if (target == "check.expect_almost_eq")
      failure = checkAlmostEqual(actual, expected, kDefaultTolerance);
    else if (isa<FloatType, ComplexType>(actual.getElementType()))
      failure = checkClose(actual, expected, kDefaultMinUlp, kDefaultMaxUlp);
    else
      failure = checkEqual(actual, expected);
    if (failure)
      return std::move(failure);
    return SmallVector<Tensor>();
  }
  auto resultType = resultTypes.size() == 1
                        ? dyn_cast<ShapedType>(resultTypes.front())
                        : ShapedType();
  if (!resultType || !resultType.getElementType().isInteger(1) ||
      resultType.getRank() != 0)
    return evalError("custom_call @check.eq returns tensor<i1>");
  llvm::Error mismatch = checkEqual(actual, expected);
  bool equal = !mismatch;
  llvm::consumeError(std::move(mismatch));
  return SmallVector<Tensor>{Tensor::splat(
      resultType, Element::fromBool(resultType.getContext(), equal))};
}

llvm::Error evalShapeAssertion(ArrayRef<Tensor> operands,
                               StringRef errorMessage) {
  if (operands.empty() || !operands[0].getElementType().isInteger(1) ||
      operands[0].getNumElements() != 1)
    return evalError("custom_call @shape_assertion takes a tensor<i1> "
                     "assertion first");
  if (operands[0].getLinear(0).getBool())
    return llvm::Error::success();
  std::string message;
  for (size_t i = 0; i < errorMessage.size(); ++i) {
    size_t close = errorMessage.find('}', i);
    unsigned index;
    if (errorMessage[i] == '{' && close != StringRef::npos &&
        !errorMessage.slice(i + 1, close).getAsInteger(10, index) &&
        index + 1 < operands.size() &&
        operands[index + 1].getNumElements() == 1) {
      message += operands[index + 1].getLinear(0).toString();
      i = close;
      continue;
    }
    message += errorMessage[i];
  }
  return evalError(message.empty() ? "shape assertion failed" : message);
}

llvm::Expected<SmallVector<Tensor>> evalTopK(const Tensor &operand, int64_t k,
                                             bool largest, Type indexType) {
  ArrayRef<int64_t> shape = operand.getShape();
  if (shape.empty())
    return evalError("top_k needs an operand of rank 1 or more");
  int64_t n = shape.back();
  if (k < 0 || k > n)
    return evalError("top_k: k = " + Twine(k) +
                     " is out of range for a last dimension of size " +
                     Twine(n));
  SmallVector<int64_t> resultShape(shape);
  resultShape.back() = k;
  Tensor values(RankedTensorType::get(resultShape, operand.getElementType()));
  Tensor indices(RankedTensorType::get(resultShape, indexType));
  CompareDirection direction =
      largest ? CompareDirection::GT : CompareDirection::LT;
  int64_t rows = n == 0 ? 0 : operand.getNumElements() / n;
  SmallVector<Element> row;
  SmallVector<int64_t> order(n);
  for (int64_t r = 0; r < rows; ++r) {
    row.clear();
    for (int64_t i = 0; i < n; ++i)
      row.push_back(operand.getLinear(r * n + i));
    std::iota(order.begin(), order.end(), 0);
    std::stable_sort(order.begin(), order.end(), [&](int64_t a, int64_t b) {
      return compare(row[a], row[b], direction, CompareKind::TotalOrder);
    });
    for (int64_t i = 0; i < k; ++i) {
      values.setLinear(r * k + i, row[order[i]]);
      indices.setLinear(r * k + i, Element::fromInt(indexType, order[i]));
    }
  }
  return SmallVector<Tensor>{values, indices};
}

llvm::Expected<SmallVector<Tensor>>
evalApproxTopK(ArrayRef<Tensor> operands, StringRef comparator,
               const ApproxTopKConfig &config, TypeRange resultTypes,
               EvalEnv &env) {
  auto error = [](const Twine &message) {
    return evalError("custom_call @ApproxTopK: " + message);
  };
  size_t count = operands.size() / 2;
  if (operands.empty() || operands.size() % 2 != 0)
    return error("takes inputs followed by as many scalar init values, got " +
                 Twine(operands.size()) + " operands");
  if (resultTypes.size() != count)
    return error("has one result per input (" + Twine(count) + "), the op has " +
                 Twine(resultTypes.size()));
  ArrayRef<int64_t> shape = operands[0].getShape();
  int64_t rank = int64_t(shape.size());
  if (rank == 0)
    return error("the inputs must have rank 1 or more");
  int64_t dim = config.reductionDim;
  if (dim < 0 || dim >= rank)
    return error("reduction_dim = " + Twine(dim) + " is out of range for rank " +
                 Twine(rank));
  int64_t n = shape[dim];
  if (config.topK < 0 || config.topK > n)
    return error("top_k = " + Twine(config.topK) +
                 " is out of range for a reduction dimension of size " +
                 Twine(n));
  if (!(config.recallTarget > 0 && config.recallTarget <= 1))
    return error("recall_target = " +
                 llvm::formatv("{0}", config.recallTarget).str() +
                 " is not in (0, 1]");
  if (config.reductionInputSizeOverride != -1 &&
      config.reductionInputSizeOverride < n)
    return error("reduction_input_size_override = " +
                 Twine(config.reductionInputSizeOverride) +
                 " is neither -1 nor at least the reduction dimension's size " +
                 Twine(n));
  SmallVector<Type> elements;
  for (size_t i = 0; i < count; ++i) {
    if (operands[i].getShape() != shape)
      return error("input " + Twine(i) + " has shape " +
                   quoted(operands[i].getType()) + ", input 0 " +
                   quoted(operands[0].getType()));
    const Tensor &init = operands[count + i];
    if (init.getRank() != 0 ||
        init.getElementType() != operands[i].getElementType())
      return error("init value " + Twine(i) + " must be a scalar of " +
                   quoted(operands[i].getElementType()) + ", got " +
                   quoted(init.getType()));
    elements.push_back(operands[i].getElementType());
  }
  auto first = dyn_cast<RankedTensorType>(resultTypes[0]);
  if (!first || first.getRank() != rank)
    return error("result 0 must be a tensor of rank " + Twine(rank) +
                 ", got " + quoted(resultTypes[0]));
  // A dynamic size along the reduction dimension (the dynamic form's
  // results) is top_k.
  int64_t kept = first.isDynamicDim(dim) && config.aggregateToTopK
                     ? config.topK
                     : first.getShape()[dim];
  if (config.aggregateToTopK ? kept != config.topK
                             : kept < config.topK || kept > n)
    return error("the results keep " + Twine(kept) +
                 " elements along the reduction dimension; " +
                 (config.aggregateToTopK
                      ? "aggregate_to_topk needs top_k = " + Twine(config.topK)
                      : "without aggregate_to_topk they keep from top_k = " +
                            Twine(config.topK) + " to " + Twine(n)));
  SmallVector<int64_t> resultShape(shape);
  resultShape[dim] = kept;
  SmallVector<Tensor> results;
  for (size_t i = 0; i < count; ++i) {
    auto type = RankedTensorType::get(resultShape, elements[i]);
    auto declared = dyn_cast<RankedTensorType>(resultTypes[i]);
    if (!declared || declared.getElementType() != elements[i] ||
        failed(verifyCompatibleShape(declared.getShape(), resultShape)))
      return error("result " + Twine(i) + " must be " + quoted(type) +
                   ", got " + quoted(resultTypes[i]));
    results.push_back(Tensor(type));
  }
  int64_t inner = 1, outer = 1;
  for (int64_t d = dim + 1; d < rank; ++d)
    inner *= shape[d];
  for (int64_t d = 0; d < dim; ++d)
    outer *= shape[d];
  // The comparator on positions a and b of the inputs; its first error
  // ends the sort (every later comparison says false).
  llvm::Error failure = llvm::Error::success();
  bool failed = false;
  auto scalar = [&](size_t input, int64_t position) {
    Tensor t(RankedTensorType::get({}, elements[input]));
    t.setLinear(0, operands[input].getLinear(position));
    return InterpreterValue(t);
  };
  auto less = [&](int64_t a, int64_t b) {
    if (failed)
      return false;
    SmallVector<InterpreterValue> args;
    for (size_t i = 0; i < count; ++i) {
      args.push_back(scalar(i, a));
      args.push_back(scalar(i, b));
    }
    llvm::Expected<SmallVector<InterpreterValue>> out =
        env.callFunction(comparator, args);
    if (!out) {
      failure = out.takeError();
      failed = true;
      return false;
    }
    if (out->size() != 1 || !(*out)[0].isTensor() ||
        !(*out)[0].getTensor().getElementType().isInteger(1) ||
        (*out)[0].getTensor().getNumElements() != 1) {
      failure = error("the comparator @" + comparator +
                      " must return one tensor<i1>");
      failed = true;
      return false;
    }
    return (*out)[0].getTensor().getLinear(0).getBool();
  };
  SmallVector<int64_t> order(n);
  for (int64_t o = 0; o < outer; ++o)
    for (int64_t in = 0; in < inner; ++in) {
      int64_t base = o * n * inner + in;
      for (int64_t j = 0; j < n; ++j)
        order[j] = base + j * inner;
      std::stable_sort(order.begin(), order.end(), less);
      if (failed)
        return std::move(failure);
      int64_t outBase = o * kept * inner + in;
      for (size_t i = 0; i < count; ++i)
        for (int64_t j = 0; j < kept; ++j)
          results[i].setLinear(outBase + j * inner,
                               operands[i].getLinear(order[j]));
    }
  consumeError(std::move(failure));
  return results;
}

/// The values of a rank-1 integer tensor.
static SmallVector<int64_t> integersOf(const Tensor &tensor) {
  SmallVector<int64_t> values;
  for (int64_t i = 0; i < tensor.getNumElements(); ++i)
    values.push_back(tensor.getLinear(i).toInt64());
  return values;
}

llvm::Expected<SmallVector<Tensor>>
evalDynamicReduceWindow(ArrayRef<Tensor> operands, StringRef body,
                        TypeRange resultTypes, EvalEnv &env) {
  size_t count = resultTypes.size();
  if (count == 0 || operands.size() != 2 * count + 5)
    return evalError("custom_call @stablehlo.dynamic_reduce_window takes N "
                     "inputs, N init values and 5 window tensors for N "
                     "results");
  ArrayRef<Tensor> inputs = operands.take_front(count);
  ArrayRef<Tensor> inits = operands.slice(count, count);
  int64_t rank = inputs.front().getRank();
  WindowConfig window;
  window.dimensions = integersOf(operands[2 * count]);
  window.strides = integersOf(operands[2 * count + 1]);
  window.baseDilations = integersOf(operands[2 * count + 2]);
  window.windowDilations = integersOf(operands[2 * count + 3]);
  SmallVector<int64_t> padding = integersOf(operands[2 * count + 4]);
  for (size_t i = 0; i + 1 < padding.size(); i += 2) {
    window.paddingLow.push_back(padding[i]);
    window.paddingHigh.push_back(padding[i + 1]);
  }
  for (const SmallVector<int64_t> *list :
       {&window.dimensions, &window.strides, &window.baseDilations,
        &window.windowDilations, &window.paddingLow, &window.paddingHigh})
    if (int64_t(list->size()) != rank)
      return evalError("custom_call @stablehlo.dynamic_reduce_window: every "
                       "window tensor needs one value (a pair for padding) "
                       "per input dimension (" + Twine(rank) + ")");
  auto runBody = [&](ArrayRef<Element> current, ArrayRef<Element> update)
      -> llvm::Expected<SmallVector<Element>> {
    SmallVector<InterpreterValue> args;
    for (const Element &e : llvm::concat<const Element>(current, update))
      args.push_back(Tensor::splat(RankedTensorType::get({}, e.getType()), e));
    llvm::Expected<SmallVector<InterpreterValue>> results =
        env.callFunction(body, args);
    if (!results)
      return results.takeError();
    SmallVector<Element> elements;
    for (const InterpreterValue &value : *results) {
      if (!value.isTensor() || value.getTensor().getNumElements() != 1)
        return evalError("the reduction body @" + body +
                         " must return scalar tensors");
      elements.push_back(value.getTensor().getLinear(0));
    }
    return elements;
  };
  Combiner combiner;
  combiner.region = runBody;
  SmallVector<Type> elementTypes;
  for (Type type : resultTypes)
    elementTypes.push_back(cast<ShapedType>(type).getElementType());
  return evalReduceWindowOp(inputs, inits, window, combiner, elementTypes,
                            env.getOptions());
}

llvm::Expected<SmallVector<Tensor>>
evalDynamicRngBitGenerator(const Tensor &state, const Tensor &shape,
                           RngBitAlgorithm algorithm, Type outputElementType,
                           const InterpreterOptions &options) {
  SmallVector<int64_t> dims = integersOf(shape);
  if (llvm::any_of(dims, [](int64_t d) { return d < 0; }))
    return evalError("custom_call @stablehlo.dynamic_rng_bit_generator: "
                     "negative output dimension");
  auto outputType = RankedTensorType::get(dims, outputElementType);
  if (llvm::Error error = checkTensorSize(outputType, options))
    return std::move(error);
  llvm::Expected<std::pair<Tensor, Tensor>> results =
      evalRngBitGeneratorOp(state, algorithm, outputType);
  if (!results)
    return results.takeError();
  return SmallVector<Tensor>{results->first, results->second};
}

namespace {
using namespace mlir::stablehlo;

llvm::Expected<EvalResults> evalConstant(ConstantOp op, const OperandValues &,
                                         EvalEnv &) {
  llvm::Expected<Tensor> tensor = evalConstantOp(op.getValue(), op.getType());
  if (!tensor)
    return tensor.takeError();
  return EvalResults{std::move(*tensor)};
}

llvm::Expected<EvalResults> evalIota(IotaOp op, const OperandValues &,
                                     EvalEnv &) {
  auto type = op.getType();
  if (!type.hasStaticShape())
    return evalError("iota needs a static result shape");
  return EvalResults{evalIotaOp(op.getIotaDimension(), type)};
}

llvm::Expected<EvalResults>
evalOptimizationBarrier(OptimizationBarrierOp, const OperandValues &operands,
                        EvalEnv &) {
  SmallVector<InterpreterValue> values =
      evalOptimizationBarrierOp(operands.all());
  return EvalResults(std::make_move_iterator(values.begin()),
                     std::make_move_iterator(values.end()));
}

llvm::Expected<EvalResults> evalCall(func::CallOp op,
                                     const OperandValues &operands,
                                     EvalEnv &env) {
  return asResults(
      evalCallOp(op.getCallee(), operands.all(), op.getNumResults(), env));
}

llvm::Expected<EvalResults> evalPrint(interpreter::PrintOp op,
                                      const OperandValues &operands,
                                      EvalEnv &env) {
  std::string name;
  llvm::raw_string_ostream os(name);
  op.getOperand().printAsOperand(os, OpPrintingFlags());
  evalPrintOp(name, operands[0], env.getOptions().printDense,
              env.printStream());
  return EvalResults();
}

/// The custom_call attributes of the targets with a defined meaning.
CustomCallConfig customCallConfigOf(CustomCallOp op) {
  CustomCallConfig config;
  if (auto message = op->getAttrOfType<StringAttr>("error_message"))
    config.errorMessage = message.str();
  if (auto called = op->getAttrOfType<ArrayAttr>("called_computations"))
    for (Attribute name : called)
      if (auto symbol = dyn_cast<FlatSymbolRefAttr>(name))
        config.calledComputations.push_back(symbol.getValue().str());
  if (auto algorithm = op->getAttrOfType<RngAlgorithmAttr>("rng_algorithm")) {
    if (algorithm.getValue() == RngAlgorithm::THREE_FRY)
      config.rngAlgorithm = RngBitAlgorithm::ThreeFry;
    else if (algorithm.getValue() == RngAlgorithm::PHILOX)
      config.rngAlgorithm = RngBitAlgorithm::Philox;
  }
  if (auto attrs = op->getAttrOfType<DictionaryAttr>("mhlo.attributes")) {
    if (auto k = attrs.getAs<IntegerAttr>("k"))
      config.k = k.getInt();
    if (auto largest = attrs.getAs<BoolAttr>("largest"))
      config.largest = largest.getValue();
  }
  return config;
}

/// The attributes of a linear-algebra custom call (LapackCalls.h): the
/// entries of `mhlo.backend_config` (or of a dictionary `backend_config`),
/// each an integer, and `mhlo.frontend_attributes`' num_batch_dims.
llvm::Expected<LinalgCallAttrs> linalgAttrsOf(CustomCallOp op) {
  LinalgCallAttrs attrs;
  auto config = op->getAttrOfType<DictionaryAttr>("mhlo.backend_config");
  if (!config)
    config = dyn_cast_or_null<DictionaryAttr>(op->getAttr("backend_config"));
  if (auto text = op->getAttrOfType<StringAttr>("backend_config"))
    attrs.backendConfig = text.str();
  if (config)
    for (NamedAttribute entry : config) {
      auto value = dyn_cast<IntegerAttr>(entry.getValue());
      if (!value)
        return evalError("custom_call @" + op.getCallTargetName() +
                         ": backend_config entry `" + entry.getName().str() +
                         "` is not an integer");
      // Booleans (i1) are 0 or 1; unsigned integers (the ui8 characters)
      // and signed ones keep their value.
      const llvm::APInt &bits = value.getValue();
      bool unsignedValue = value.getType().isInteger(1) ||
                           value.getType().isUnsignedInteger();
      attrs.values.emplace_back(entry.getName().str(),
                                unsignedValue ? int64_t(bits.getZExtValue())
                                              : bits.getSExtValue());
    }
  if (auto frontend =
          op->getAttrOfType<DictionaryAttr>("mhlo.frontend_attributes"))
    if (auto batch = frontend.getAs<StringAttr>("num_batch_dims")) {
      int64_t n = 0;
      if (batch.getValue().getAsInteger(10, n))
        return evalError("custom_call @" + op.getCallTargetName() +
                         ": num_batch_dims = \"" + batch.getValue() +
                         "\" is not an integer");
      attrs.numBatchDims = n;
    }
  return attrs;
}

/// XLA's ApproxTopK attributes from `mhlo.backend_config` (or a dictionary
/// `backend_config`); `top_k` is absent from the dynamic form, whose k is an
/// operand.
llvm::Expected<ApproxTopKConfig> approxTopKConfigOf(CustomCallOp op,
                                                    bool dynamic) {
  StringRef target = op.getCallTargetName();
  auto dict = op->getAttrOfType<DictionaryAttr>("mhlo.backend_config");
  if (!dict)
    dict = dyn_cast_or_null<DictionaryAttr>(op->getAttr("backend_config"));
  if (!dict)
    return evalError("custom_call @" + target +
                     " needs its attributes in mhlo.backend_config");
  ApproxTopKConfig config;
  bool seen[5] = {dynamic, false, false, false, false};
  for (NamedAttribute entry : dict) {
    StringRef name = entry.getName().getValue();
    Attribute value = entry.getValue();
    auto integer = dyn_cast<IntegerAttr>(value);
    auto boolean = dyn_cast<BoolAttr>(value);
    auto floating = dyn_cast<FloatAttr>(value);
    auto bad = [&](StringRef what) {
      return evalError("custom_call @" + target + ": `" + name +
                       "` must be " + what);
    };
    if (name == "top_k" && !dynamic) {
      if (!integer)
        return bad("an integer");
      config.topK = integer.getInt();
      seen[0] = true;
    } else if (name == "reduction_dim") {
      if (!integer)
        return bad("an integer");
      config.reductionDim = integer.getInt();
      seen[1] = true;
    } else if (name == "recall_target") {
      if (!floating)
        return bad("a float");
      config.recallTarget = floating.getValueAsDouble();
      seen[2] = true;
    } else if (name == "aggregate_to_topk") {
      if (!boolean)
        return bad("a boolean");
      config.aggregateToTopK = boolean.getValue();
      seen[3] = true;
    } else if (name == "reduction_input_size_override") {
      if (!integer)
        return bad("an integer");
      config.reductionInputSizeOverride = integer.getInt();
      seen[4] = true;
    } else if (name == "is_fallback") {
      // Whether XLA runs the exact fallback: it runs here either way.
      if (!boolean)
        return bad("a boolean");
    } else {
      return evalError("custom_call @" + target + " takes no attribute `" +
                       name + "`");
    }
  }
  const char *names[5] = {"top_k", "reduction_dim", "recall_target",
                          "aggregate_to_topk", "reduction_input_size_override"};
  for (int i = 0; i < 5; ++i)
    if (!seen[i])
      return evalError("custom_call @" + target +
                       ": mhlo.backend_config needs `" + names[i] + "`");
  return config;
}

/// Fails unless the op has `count` results.
llvm::Error expectResults(StringRef target, TypeRange resultTypes,
                          size_t count) {
  if (resultTypes.size() == count)
    return llvm::Error::success();
  return evalError("custom_call @" + target + " has " +
                   Twine(resultTypes.size()) + " results, expected " +
                   Twine(count));
}

/// custom_call: the check targets of JAX-exported test programs, and the
/// targets of CustomCalls.h; any other target is an error naming it.
llvm::Expected<EvalResults> evalCustomCall(stablehlo::CustomCallOp op,
                                           const OperandValues &operands,
                                           EvalEnv &env) {
  StringRef target = op.getCallTargetName();
  TypeRange resultTypes = op.getResultTypes();
  CustomCallConfig config = customCallConfigOf(op);
  llvm::Expected<SmallVector<Tensor>> results = SmallVector<Tensor>();
  if (target == "shape_assertion") {
    if (llvm::Error error = expectResults(target, resultTypes, 0))
      return std::move(error);
    if (llvm::Error error = evalShapeAssertion(operands.tensors(op.getInputs()),
                                               config.errorMessage))
      return std::move(error);
  } else if (target == "annotate_device_placement") {
    if (resultTypes.size() != operands.size())
      return evalError("custom_call @" + target +
                       " returns its operands: one result per operand");
    SmallVector<InterpreterValue> values = operands.all();
    return EvalResults(values.begin(), values.end());
  } else if (target == "stablehlo.dynamic_top_k" || target == "mhlo.topk") {
    if (llvm::Error error = expectResults(target, resultTypes, 2))
      return std::move(error);
    std::optional<int64_t> k = config.k;
    if (target == "stablehlo.dynamic_top_k") {
      if (operands.size() != 2 || operands.tensor(1).getNumElements() != 1)
        return evalError("custom_call @" + target +
                         " takes an operand and a scalar k");
      k = operands.tensor(1).getLinear(0).toIndex();
    } else if (operands.size() != 1 || !k) {
      return evalError("custom_call @" + target +
                       " takes one operand and mhlo.attributes = {k = ...}");
    }
    results = evalTopK(operands.tensor(0), *k,
                       target == "mhlo.topk" ? config.largest : true,
                       cast<ShapedType>(resultTypes[1]).getElementType());
  } else if (target == "ApproxTopK" ||
             target == "stablehlo.dynamic_approx_top_k") {
    bool dynamic = target != "ApproxTopK";
    llvm::Expected<ApproxTopKConfig> approx = approxTopKConfigOf(op, dynamic);
    if (!approx)
      return approx.takeError();
    if (config.calledComputations.size() != 1)
      return evalError("custom_call @" + target +
                       " needs one called computation (its comparator)");
    SmallVector<Tensor> inputs = operands.tensors(op.getInputs());
    if (dynamic) {
      if (inputs.empty() || inputs.back().getNumElements() != 1 ||
          !isa<IntegerType>(inputs.back().getElementType()))
        return evalError("custom_call @" + target +
                         " takes k as a last integer scalar operand");
      approx->topK = inputs.back().getLinear(0).toInt64();
      inputs.pop_back();
    }
    results = evalApproxTopK(inputs, config.calledComputations.front(),
                             *approx, resultTypes, env);
  } else if (target == "stablehlo.dynamic_reduce_window") {
    if (config.calledComputations.size() != 1)
      return evalError("custom_call @" + target +
                       " needs one called computation (its body)");
    results = evalDynamicReduceWindow(operands.tensors(op.getInputs()),
                                      config.calledComputations.front(),
                                      resultTypes, env);
  } else if (target == "stablehlo.dynamic_rng_bit_generator") {
    if (llvm::Error error = expectResults(target, resultTypes, 2))
      return std::move(error);
    if (operands.size() != 2)
      return evalError("custom_call @" + target +
                       " takes a state and an output shape");
    results = evalDynamicRngBitGenerator(
        operands.tensor(0), operands.tensor(1), config.rngAlgorithm,
        cast<ShapedType>(resultTypes[1]).getElementType(), env.getOptions());
  } else if (isLinalgCustomCall(target)) {
    llvm::Expected<LinalgCallAttrs> attrs = linalgAttrsOf(op);
    if (!attrs)
      return attrs.takeError();
    results = evalLinalgCustomCall(target, operands.tensors(op.getInputs()),
                                   *attrs, resultTypes);
  } else {
    results = evalCustomCallOp(target, operands.all(), resultTypes);
  }
  if (!results)
    return results.takeError();
  // Results whose type is static must match what the target computed.
  for (auto [tensor, type] : llvm::zip(*results, resultTypes)) {
    auto shaped = dyn_cast<ShapedType>(type);
    if (shaped && shaped.hasStaticShape() &&
        (shaped.getShape() != tensor.getShape() ||
         shaped.getElementType() != tensor.getElementType()))
      return evalError("custom_call @" + target + " computed a " +
                       quoted(tensor.getType()) + " for a result of type " +
                       quoted(type));
  }
  return EvalResults(results->begin(), results->end());
}
} // namespace

void registerMiscEvaluators(EvaluatorRegistry &r) {
  r.add<ConstantOp, evalConstant>();
  r.add<IotaOp, evalIota>();
  r.add<OptimizationBarrierOp, evalOptimizationBarrier>();
  r.add<func::CallOp, evalCall>();
  r.add<interpreter::PrintOp, evalPrint>();
  r.add<CustomCallOp, evalCustomCall>();
}

} // namespace shlo
} // namespace mlir
