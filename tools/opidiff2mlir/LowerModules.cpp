//===- LowerModules.cpp - torch.nn modules through the aten lowerings -----===//
//
// Each module kind becomes the aten call its forward() makes, with the
// baseline's parameters as constants and its configuration as arguments.
//
//===----------------------------------------------------------------------===//

#include "LowerCommon.h"

using namespace opidiff;
using namespace opidiff::lower;

namespace {

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

llvm::Expected<mlir::Value> lowerOne(Emitter &e,
                                     const BaselineResult::Module &spec,
                                     llvm::ArrayRef<mlir::Value> inputs) {
  const std::string &kind = spec.kind;
  Args config = configArgs(spec);
  if (kind == "Sequential") {
    if (inputs.size() != 1)
      return config.fail("Sequential takes one input");
    mlir::Value x = inputs[0];
    for (const BaselineResult::Module &child : spec.children) {
      OPIDIFF_TRY(y, lowerModule(e, child, {x}));
      x = *y;
    }
    return x;
  }
  if (inputs.size() != 1)
    return config.unsupported("a forward call with " +
                              llvm::Twine(inputs.size()) + " inputs");
  mlir::Value x = inputs[0];
  if (kind == "Identity" || kind == "Dropout")
    return x;
  if (kind == "ReLU")
    return unaryCall(e, "aten::relu", x);
  if (kind == "SiLU")
    return unaryCall(e, "aten::silu", x);
  if (kind == "Sigmoid")
    return unaryCall(e, "aten::sigmoid", x);
  if (kind == "Tanh")
    return unaryCall(e, "aten::tanh", x);
  if (kind == "GELU") {
    Args call("aten::gelu", "");
    call.addTensor("self", x);
    forward(call, config, "approximate", "approximate");
    return e.callOne(call);
  }
  if (kind == "Softmax") {
    OPIDIFF_TRY(dim, config.optInt("dim"));
    int64_t d;
    if (*dim) {
      d = **dim;
    } else {
      // torch's _get_softmax_dim for dim=None.
      int64_t rank = e.rankOf(x);
      d = (rank == 0 || rank == 1 || rank == 3) ? 0 : 1;
    }
    Args call("aten::softmax", "int");
    call.addTensor("self", x);
    call.addValue("dim", Value::ofInt(d));
    call.addValue("dtype", Value::none());
    return e.callOne(call);
  }
  if (kind == "Flatten") {
    Args call("aten::flatten", "using_ints");
    call.addTensor("self", x);
    OPIDIFF_TRY(start, config.getInt("start_dim", 1));
    OPIDIFF_TRY(end, config.getInt("end_dim", -1));
    call.addValue("start_dim", Value::ofInt(*start));
    call.addValue("end_dim", Value::ofInt(*end));
    return e.callOne(call);
  }
  if (kind == "Linear") {
    Args call("aten::linear", "");
    call.addTensor("input", x);
    if (llvm::Error err = addParam(e, call, spec, "weight", "weight", true))
      return std::move(err);
    if (llvm::Error err = addParam(e, call, spec, "bias", "bias", false))
      return std::move(err);
    return e.callOne(call);
  }
  if (kind == "Conv1d" || kind == "Conv2d") {
    OPIDIFF_TRY(mode, config.optString("padding_mode"));
    if (*mode && **mode != "zeros")
      return config.unsupported("padding_mode '" + **mode + "'");
    Args call(kind == "Conv1d" ? "aten::conv1d" : "aten::conv2d", "");
    call.addTensor("input", x);
    if (llvm::Error err = addParam(e, call, spec, "weight", "weight", true))
      return std::move(err);
    if (llvm::Error err = addParam(e, call, spec, "bias", "bias", false))
      return std::move(err);
    for (const char *name : {"stride", "padding", "dilation", "groups"})
      forward(call, config, name, name);
    return e.callOne(call);
  }
  if (kind == "LayerNorm") {
    Args call("aten::layer_norm", "");
    call.addTensor("input", x);
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
  if (kind == "BatchNorm1d" || kind == "BatchNorm2d") {
    int64_t rank = e.rankOf(x);
    if (kind == "BatchNorm1d" ? (rank != 2 && rank != 3) : rank != 4)
      return config.fail("input of rank " + llvm::Twine(rank));
    Args call("aten::batch_norm", "");
    call.addTensor("input", x);
    for (const char *name : {"weight", "bias", "running_mean", "running_var"})
      if (llvm::Error err = addParam(e, call, spec, name, name, false))
        return std::move(err);
    call.addValue("training", Value::ofBool(false));
    forward(call, config, "eps", "eps");
    return e.callOne(call);
  }
  if (kind == "Embedding") {
    if (!config.isNone("max_norm"))
      return config.unsupported("max_norm renormalises the weight in place");
    Args call("aten::embedding", "");
    if (llvm::Error err = addParam(e, call, spec, "weight", "weight", true))
      return std::move(err);
    call.addTensor("indices", x);
    return e.callOne(call);
  }
  if (kind == "MaxPool2d" || kind == "AvgPool2d") {
    bool isMax = kind == "MaxPool2d";
    if (isMax) {
      OPIDIFF_TRY(indices, config.getBool("return_indices", false));
      if (*indices)
        return config.unsupported("return_indices=True");
    }
    Args call(isMax ? "aten::max_pool2d" : "aten::avg_pool2d", "");
    call.addTensor("self", x);
    forward(call, config, "kernel_size", "kernel_size");
    forward(call, config, "stride", "stride");
    forward(call, config, "padding", "padding");
    forward(call, config, "ceil_mode", "ceil_mode");
    if (isMax) {
      forward(call, config, "dilation", "dilation");
    } else {
      forward(call, config, "count_include_pad", "count_include_pad");
      forward(call, config, "divisor_override", "divisor_override");
    }
    return e.callOne(call);
  }
  return opidiff::unsupported("torch.nn." + kind + " has no lowering");
}

} // namespace

llvm::Expected<mlir::Value>
lower::lowerModule(Emitter &e, const BaselineResult::Module &spec,
                   llvm::ArrayRef<mlir::Value> inputs) {
  return lowerOne(e, spec, inputs);
}

std::vector<std::string> lower::moduleKinds() {
  return {"AvgPool2d", "BatchNorm1d", "BatchNorm2d", "Conv1d",   "Conv2d",
          "Dropout",   "Embedding",   "Flatten",     "GELU",     "Identity",
          "LayerNorm", "Linear",      "MaxPool2d",   "ReLU",     "Sequential",
          "SiLU",      "Sigmoid",     "Softmax",     "Tanh"};
}
