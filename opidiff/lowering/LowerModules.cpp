//===- LowerModules.cpp - torch.nn modules through the aten lowerings -----===//
//
// Each module kind becomes the aten call its forward() makes, with the
// baseline's parameters as constants and its configuration as arguments.
// One registration per kind (registerModuleLowerings) names it: the
// registry is both the dispatch and the list of supported kinds.
//
//===----------------------------------------------------------------------===//

#include "opidiff/lowering/LowerCommon.h"

using namespace mlir::shlo::opidiff;
using namespace mlir::shlo::opidiff::lower;

namespace {

using Module = BaselineResult::Module;

/// The configuration of a module as Args (for typed access with defaults).
Args configArgs(const BaselineResult::Module &spec) {
  Args args("torch.nn." + spec.kind, "");
  for (const auto &[name, value] : spec.config)
    args.addValue(name, value);
  return args;
}

const TensorValue *findParam(const BaselineResult::Module &spec,
                             llvm::StringRef name) {
  for (const auto &[paramName, value] : spec.params)
    if (paramName == name)
      return &value;
  return nullptr;
}

/// Adds parameter `name` as tensor argument `argName` (None when absent).
llvm::Error addParam(Emitter &e, Args &call, const BaselineResult::Module &spec,
                     llvm::StringRef name, const std::string &argName,
                     bool required) {
  const TensorValue *p = findParam(spec, name);
  if (!p) {
    if (required)
      return llvm::createStringError("torch.nn." + spec.kind +
                                     ": missing parameter '" + name.str() + "'");
    call.addValue(argName, Value::none());
    return llvm::Error::success();
  }
  OPIDIFF_TRY(c, e.constant(*p));
  call.addTensor(argName, *c);
  return llvm::Error::success();
}

/// Copies config entry `name` into the call (as `argName`) when present.
void forward(Args &call, const Args &config, llvm::StringRef name,
             const std::string &argName) {
  if (const Arg *arg = config.find(name))
    call.addValue(argName, arg->value);
}

llvm::Expected<mlir::Value> unaryCall(Emitter &e, const char *op,
                                      mlir::Value x) {
  Args call(op, "");
  call.addTensor("self", x);
  return e.callOne(call);
}

/// The one input of a module's forward call; more or fewer is unsupported.
llvm::Expected<mlir::Value> oneInput(const Args &config,
                                     llvm::ArrayRef<mlir::Value> inputs) {
  if (inputs.size() != 1)
    return config.unsupported("a forward call with " +
                              llvm::Twine(inputs.size()) + " inputs");
  return inputs[0];
}

llvm::Expected<mlir::Value> lowerSequential(Emitter &e, const Module &spec,
                                            const Args &config,
                                            llvm::ArrayRef<mlir::Value> inputs) {
  if (inputs.size() != 1)
    return config.fail("Sequential takes one input");
  mlir::Value x = inputs[0];
  for (const Module &child : spec.children) {
    OPIDIFF_TRY(y, lowerModule(e, child, {x}));
    x = *y;
  }
  return x;
}

/// Identity and Dropout (an identity outside training).
llvm::Expected<mlir::Value> lowerIdentity(Emitter &, const Module &,
                                          const Args &config,
                                          llvm::ArrayRef<mlir::Value> inputs) {
  return oneInput(config, inputs);
}

/// A module whose forward is one unary aten op on its input.
template <const char *Op>
llvm::Expected<mlir::Value> lowerUnary(Emitter &e, const Module &,
                                       const Args &config,
                                       llvm::ArrayRef<mlir::Value> inputs) {
  OPIDIFF_TRY(x, oneInput(config, inputs));
  return unaryCall(e, Op, *x);
}
constexpr char kRelu[] = "aten::relu";
constexpr char kSilu[] = "aten::silu";
constexpr char kSigmoid[] = "aten::sigmoid";
constexpr char kTanh[] = "aten::tanh";

llvm::Expected<mlir::Value> lowerGELU(Emitter &e, const Module &,
                                      const Args &config,
                                      llvm::ArrayRef<mlir::Value> inputs) {
  OPIDIFF_TRY(x, oneInput(config, inputs));
  Args call("aten::gelu", "");
  call.addTensor("self", *x);
  forward(call, config, "approximate", "approximate");
  return e.callOne(call);
}

llvm::Expected<mlir::Value> lowerSoftmax(Emitter &e, const Module &,
                                         const Args &config,
                                         llvm::ArrayRef<mlir::Value> inputs) {
  OPIDIFF_TRY(x, oneInput(config, inputs));
  OPIDIFF_TRY(dim, config.optInt("dim"));
  int64_t d;
  if (*dim) {
    d = **dim;
  } else {
    // torch's _get_softmax_dim for dim=None.
    int64_t rank = e.rankOf(*x);
    d = (rank == 0 || rank == 1 || rank == 3) ? 0 : 1;
  }
  Args call("aten::softmax", "int");
  call.addTensor("self", *x);
  call.addValue("dim", Value::ofInt(d));
  call.addValue("dtype", Value::none());
  return e.callOne(call);
}

llvm::Expected<mlir::Value> lowerFlatten(Emitter &e, const Module &,
                                         const Args &config,
                                         llvm::ArrayRef<mlir::Value> inputs) {
  OPIDIFF_TRY(x, oneInput(config, inputs));
  Args call("aten::flatten", "using_ints");
  call.addTensor("self", *x);
  OPIDIFF_TRY(start, config.getInt("start_dim", 1));
  OPIDIFF_TRY(end, config.getInt("end_dim", -1));
  call.addValue("start_dim", Value::ofInt(*start));
  call.addValue("end_dim", Value::ofInt(*end));
  return e.callOne(call);
}

llvm::Expected<mlir::Value> lowerLinear(Emitter &e, const Module &spec,
                                        const Args &config,
                                        llvm::ArrayRef<mlir::Value> inputs) {
  OPIDIFF_TRY(x, oneInput(config, inputs));
  Args call("aten::linear", "");
  call.addTensor("input", *x);
  if (llvm::Error err = addParam(e, call, spec, "weight", "weight", true))
    return std::move(err);
  if (llvm::Error err = addParam(e, call, spec, "bias", "bias", false))
    return std::move(err);
  return e.callOne(call);
}

/// Conv1d and Conv2d: aten::conv1d / aten::conv2d, zero padding only.
llvm::Expected<mlir::Value> lowerConv(Emitter &e, const Module &spec,
                                      const Args &config,
                                      llvm::ArrayRef<mlir::Value> inputs) {
  OPIDIFF_TRY(x, oneInput(config, inputs));
  OPIDIFF_TRY(mode, config.optString("padding_mode"));
  if (*mode && **mode != "zeros")
    return config.unsupported("padding_mode '" + **mode + "'");
  Args call(spec.kind == "Conv1d" ? "aten::conv1d" : "aten::conv2d", "");
  call.addTensor("input", *x);
  if (llvm::Error err = addParam(e, call, spec, "weight", "weight", true))
    return std::move(err);
  if (llvm::Error err = addParam(e, call, spec, "bias", "bias", false))
    return std::move(err);
  for (const char *name : {"stride", "padding", "dilation", "groups"})
    forward(call, config, name, name);
  return e.callOne(call);
}

llvm::Expected<mlir::Value> lowerLayerNorm(Emitter &e, const Module &spec,
                                           const Args &config,
                                           llvm::ArrayRef<mlir::Value> inputs) {
  OPIDIFF_TRY(x, oneInput(config, inputs));
  Args call("aten::layer_norm", "");
  call.addTensor("input", *x);
  if (const Arg *shape = config.find("normalized_shape")) {
    call.addValue("normalized_shape", shape->value);
  } else if (const TensorValue *w = findParam(spec, "weight")) {
    std::vector<Value> dims;
    for (int64_t d : w->shape)
      dims.push_back(Value::ofInt(d));
    call.addValue("normalized_shape", Value::ofList(dims));
  } else {
    return config.fail("missing normalized_shape");
  }
  if (llvm::Error err = addParam(e, call, spec, "weight", "weight", false))
    return std::move(err);
  if (llvm::Error err = addParam(e, call, spec, "bias", "bias", false))
    return std::move(err);
  forward(call, config, "eps", "eps");
  return e.callOne(call);
}

/// BatchNorm1d and BatchNorm2d in evaluation mode (running statistics).
llvm::Expected<mlir::Value> lowerBatchNorm(Emitter &e, const Module &spec,
                                           const Args &config,
                                           llvm::ArrayRef<mlir::Value> inputs) {
  OPIDIFF_TRY(x, oneInput(config, inputs));
  int64_t rank = e.rankOf(*x);
  if (spec.kind == "BatchNorm1d" ? (rank != 2 && rank != 3) : rank != 4)
    return config.fail("input of rank " + llvm::Twine(rank));
  Args call("aten::batch_norm", "");
  call.addTensor("input", *x);
  for (const char *name : {"weight", "bias", "running_mean", "running_var"})
    if (llvm::Error err = addParam(e, call, spec, name, name, false))
      return std::move(err);
  call.addValue("training", Value::ofBool(false));
  forward(call, config, "eps", "eps");
  return e.callOne(call);
}

llvm::Expected<mlir::Value> lowerEmbedding(Emitter &e, const Module &spec,
                                           const Args &config,
                                           llvm::ArrayRef<mlir::Value> inputs) {
  OPIDIFF_TRY(x, oneInput(config, inputs));
  if (!config.isNone("max_norm"))
    return config.unsupported("max_norm renormalises the weight in place");
  Args call("aten::embedding", "");
  if (llvm::Error err = addParam(e, call, spec, "weight", "weight", true))
    return std::move(err);
  call.addTensor("indices", *x);
  return e.callOne(call);
}

/// MaxPool2d and AvgPool2d: aten::max_pool2d / aten::avg_pool2d.
llvm::Expected<mlir::Value> lowerPool2d(Emitter &e, const Module &spec,
                                        const Args &config,
                                        llvm::ArrayRef<mlir::Value> inputs) {
  OPIDIFF_TRY(x, oneInput(config, inputs));
  bool isMax = spec.kind == "MaxPool2d";
  if (isMax) {
    OPIDIFF_TRY(indices, config.getBool("return_indices", false));
    if (*indices)
      return config.unsupported("return_indices=True");
  }
  Args call(isMax ? "aten::max_pool2d" : "aten::avg_pool2d", "");
  call.addTensor("self", *x);
  for (const char *name : {"kernel_size", "stride", "padding", "ceil_mode"})
    forward(call, config, name, name);
  if (isMax) {
    forward(call, config, "dilation", "dilation");
  } else {
    forward(call, config, "count_include_pad", "count_include_pad");
    forward(call, config, "divisor_override", "divisor_override");
  }
  return e.callOne(call);
}

} // namespace

void lower::registerModuleLowerings(ModuleRegistry &r) {
  r["Sequential"] = lowerSequential;
  r["Identity"] = lowerIdentity;
  r["Dropout"] = lowerIdentity;
  r["ReLU"] = lowerUnary<kRelu>;
  r["SiLU"] = lowerUnary<kSilu>;
  r["Sigmoid"] = lowerUnary<kSigmoid>;
  r["Tanh"] = lowerUnary<kTanh>;
  r["GELU"] = lowerGELU;
  r["Softmax"] = lowerSoftmax;
  r["Flatten"] = lowerFlatten;
  r["Linear"] = lowerLinear;
  r["Conv1d"] = lowerConv;
  r["Conv2d"] = lowerConv;
  r["LayerNorm"] = lowerLayerNorm;
  r["BatchNorm1d"] = lowerBatchNorm;
  r["BatchNorm2d"] = lowerBatchNorm;
  r["Embedding"] = lowerEmbedding;
  r["MaxPool2d"] = lowerPool2d;
  r["AvgPool2d"] = lowerPool2d;
}

const ModuleRegistry &lower::moduleRegistry() {
  static const ModuleRegistry registry = [] {
    ModuleRegistry r;
    registerModuleLowerings(r);
    return r;
  }();
  return registry;
}

llvm::Expected<mlir::Value>
lower::lowerModule(Emitter &e, const Module &spec,
                   llvm::ArrayRef<mlir::Value> inputs) {
  const ModuleRegistry &registry = moduleRegistry();
  auto it = registry.find(spec.kind);
  if (it == registry.end())
    return mlir::shlo::opidiff::unsupported("torch.nn." + spec.kind +
                                            " has no lowering");
  return it->second(e, spec, configArgs(spec), inputs);
}
