//===- TorchModules.cpp - torch.nn modules built with libtorch ------------===//
//
// One builder per supported torch.nn class: binds the constructor arguments
// to the Python signature (Python's order and defaults), builds the
// torch::nn C++ module, records the resolved configuration, and returns its
// forward. The only translation unit that includes <torch/torch.h>.
//
//===----------------------------------------------------------------------===//

#include "opidiff/torch/TorchBaseline.h"

#include "opidiff/Errors.h"
#include "opidiff/torch/TorchConvert.h"

#include <torch/torch.h>

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringRef.h"

#include <chrono>
#include <functional>

using namespace llvm;

namespace mlir {
namespace shlo {
namespace opidiff {
namespace torchbase {
namespace {

using Record = BaselineResult::Module;
using Config = std::vector<std::pair<std::string, Value>>;

/// One parameter of a Python constructor signature; no default: required.
struct Param {
  const char *name;
  std::optional<Value> def;
};

Value noneValue() { return Value(); }
Value intValue(int64_t v) {
  Value r;
  r.kind = Value::Kind::Int;
  r.i = v;
  return r;
}
Value floatValue(double v) {
  Value r;
  r.kind = Value::Kind::Float;
  r.f = v;
  return r;
}
Value boolValue(bool v) {
  Value r;
  r.kind = Value::Kind::Bool;
  r.b = v;
  return r;
}
Value stringValue(std::string v) {
  Value r;
  r.kind = Value::Kind::String;
  r.s = std::move(v);
  return r;
}
Value intsValue(ArrayRef<int64_t> v) {
  Value r;
  r.kind = Value::Kind::List;
  for (int64_t x : v)
    r.elems.push_back(intValue(x));
  return r;
}
Value optIntValue(const c10::optional<int64_t> &v) {
  return v ? intValue(*v) : noneValue();
}

/// Constructor arguments bound to a Python signature. Reading an argument
/// of the wrong kind records the first error; finish() returns it.
class CtorArgs {
public:
  CtorArgs(const ModuleSpec &spec, StringRef kind, ArrayRef<Param> params)
      : kind(kind.str()) {
    if (spec.args.size() > params.size()) {
      fail("takes " + std::to_string(params.size()) + " arguments, " +
           std::to_string(spec.args.size()) + " given");
      return;
    }
    std::vector<const Value *> given(params.size(), nullptr);
    for (size_t i = 0; i < spec.args.size(); ++i)
      given[i] = &spec.args[i];
    for (const auto &[name, value] : spec.kwargs) {
      auto it = find_if(params, [&](const Param &p) { return name == p.name; });
      if (it == params.end()) {
        fail("has no argument '" + name + "'");
        return;
      }
      size_t index = it - params.begin();
      if (given[index]) {
        fail("argument '" + name + "' given twice");
        return;
      }
      given[index] = &value;
    }
    for (size_t i = 0; i < params.size(); ++i) {
      if (given[i]) {
        values.emplace_back(params[i].name, *given[i]);
      } else if (params[i].def) {
        values.emplace_back(params[i].name, *params[i].def);
      } else {
        fail(std::string("argument '") + params[i].name + "' is missing");
        return;
      }
    }
  }

  const Value &get(StringRef name) const {
    static const Value none;
    for (const auto &[n, v] : values)
      if (n == name)
        return v;
    return none;
  }

  bool isNone(StringRef name) const {
    return get(name).kind == Value::Kind::None;
  }

  int64_t getInt(StringRef name) {
    const Value &v = get(name);
    if (v.kind == Value::Kind::Int)
      return v.i;
    wrongKind(name, "int", v);
    return 0;
  }

  c10::optional<int64_t> getOptInt(StringRef name) {
    if (isNone(name))
      return c10::nullopt;
    return getInt(name);
  }

  double getFloat(StringRef name) {
    const Value &v = get(name);
    if (v.kind == Value::Kind::Float)
      return v.f;
    if (v.kind == Value::Kind::Int)
      return static_cast<double>(v.i);
    wrongKind(name, "float", v);
    return 0;
  }

  c10::optional<double> getOptFloat(StringRef name) {
    if (isNone(name))
      return c10::nullopt;
    return getFloat(name);
  }

  bool getBool(StringRef name) {
    const Value &v = get(name);
    if (v.kind == Value::Kind::Bool)
      return v.b;
    wrongKind(name, "bool", v);
    return false;
  }

  std::string getString(StringRef name) {
    const Value &v = get(name);
    if (v.kind == Value::Kind::String)
      return v.s;
    wrongKind(name, "str", v);
    return "";
  }

  /// An int or a sequence of ints; with `size`, one int stands for `size`
  /// copies and a sequence must have `size` elements.
  std::vector<int64_t> getInts(StringRef name,
                               std::optional<size_t> size = std::nullopt) {
    const Value &v = get(name);
    if (v.kind == Value::Kind::Int)
      return std::vector<int64_t>(size ? *size : 1, v.i);
    if ((v.kind == Value::Kind::List || v.kind == Value::Kind::Tuple) &&
        all_of(v.elems,
               [](const Value &e) { return e.kind == Value::Kind::Int; }) &&
        (!size || v.elems.size() == *size) && !v.elems.empty()) {
      std::vector<int64_t> r;
      for (const Value &e : v.elems)
        r.push_back(e.i);
      return r;
    }
    wrongKind(name,
              size ? "an int or " + std::to_string(*size) + " ints"
                   : std::string("an int or a list of ints"),
              v);
    return std::vector<int64_t>(size ? *size : 1, 1);
  }

  void fail(const std::string &message) {
    if (error.empty())
      error = "torch.nn." + kind + ": " + message;
  }

  /// The first error, if any.
  Error finish() {
    if (error.empty())
      return Error::success();
    return createStringError(inconvertibleErrorCode(), error);
  }

private:
  void wrongKind(StringRef name, const std::string &expected, const Value &v) {
    fail("argument '" + name.str() + "' must be " + expected + ", got " +
         describeValue(v));
  }

  std::string kind;
  std::vector<std::pair<std::string, Value>> values;
  std::string error;
};

/// A built module: its forward (one tensor in, one or more out) and record.
struct Built {
  std::function<std::vector<torch::Tensor>(const torch::Tensor &)> forward;
  Record record;
};

const Param kDevice{"device", noneValue()};
const Param kDtype{"dtype", noneValue()};

/// Applies the `dtype` constructor argument, puts the module in eval mode
/// and records its parameters and buffers.
Error finishModule(torch::nn::Module &module, CtorArgs &args, Record &record) {
  const Value &dtype = args.get("dtype");
  if (dtype.kind == Value::Kind::String) {
    std::optional<DType> d = parseDType(dtype.s);
    if (!d)
      args.fail("unknown dtype '" + dtype.s + "'");
    else
      module.to(toScalarType(*d));
  } else if (dtype.kind != Value::Kind::None) {
    args.fail("argument 'dtype' must be a dtype name, got " +
              describeValue(dtype));
  }
  if (Error e = args.finish())
    return e;
  module.eval();
  auto add = [&](const std::string &name, const torch::Tensor &t) -> Error {
    if (!t.defined())
      return Error::success();
    OPIDIFF_TRY(v, fromTorch(t));
    record.params.emplace_back(name, std::move(*v));
    return Error::success();
  };
  for (const auto &p : module.named_parameters(/*recurse=*/false))
    if (Error e = add(p.key(), p.value()))
      return e;
  for (const auto &b : module.named_buffers(/*recurse=*/false))
    if (b.key() != "num_batches_tracked")
      if (Error e = add(b.key(), b.value()))
        return e;
  return Error::success();
}

template <typename Holder, typename Forward>
Expected<Built> finish(Holder module, CtorArgs &args, Record record,
                       Forward forward) {
  if (Error e = finishModule(*module, args, record))
    return std::move(e);
  Built b;
  b.record = std::move(record);
  b.forward = [module, forward](const torch::Tensor &x) mutable {
    return forward(module, x);
  };
  return b;
}

/// forward for modules whose forward maps one tensor to one tensor.
template <typename Holder>
std::vector<torch::Tensor> plainForward(Holder &m, const torch::Tensor &x) {
  return {m->forward(x)};
}

Expected<Built> buildLinear(const ModuleSpec &spec) {
  CtorArgs a(spec, "Linear",
             {{"in_features"},
              {"out_features"},
              {"bias", boolValue(true)},
              kDevice,
              kDtype});
  int64_t in = a.getInt("in_features"), out = a.getInt("out_features");
  bool bias = a.getBool("bias");
  if (Error e = a.finish())
    return std::move(e);
  torch::nn::Linear m(torch::nn::LinearOptions(in, out).bias(bias));
  Record r{"Linear",
           {{"in_features", intValue(in)},
            {"out_features", intValue(out)},
            {"bias", boolValue(bias)}},
           {},
           {}};
  return finish(m, a, std::move(r), plainForward<torch::nn::Linear>);
}

template <size_t D, typename Holder, typename Options>
Expected<Built> buildConv(const ModuleSpec &spec, const char *kind) {
  CtorArgs a(spec, kind,
             {{"in_channels"},
              {"out_channels"},
              {"kernel_size"},
              {"stride", intValue(1)},
              {"padding", intValue(0)},
              {"dilation", intValue(1)},
              {"groups", intValue(1)},
              {"bias", boolValue(true)},
              {"padding_mode", stringValue("zeros")},
              kDevice,
              kDtype});
  int64_t in = a.getInt("in_channels"), out = a.getInt("out_channels");
  std::vector<int64_t> kernel = a.getInts("kernel_size", D);
  std::vector<int64_t> stride = a.getInts("stride", D);
  std::vector<int64_t> dilation = a.getInts("dilation", D);
  int64_t groups = a.getInt("groups");
  bool bias = a.getBool("bias");
  std::string paddingMode = a.getString("padding_mode");
  Options options(in, out, torch::ExpandingArray<D>(kernel));
  Value paddingConfig;
  if (a.get("padding").kind == Value::Kind::String) {
    std::string p = a.getString("padding");
    if (p == "same")
      options.padding(torch::kSame);
    else if (p == "valid")
      options.padding(torch::kValid);
    else
      a.fail("padding must be 'same', 'valid' or ints, got '" + p + "'");
    paddingConfig = stringValue(p);
  } else {
    std::vector<int64_t> padding = a.getInts("padding", D);
    options.padding(torch::ExpandingArray<D>(padding));
    paddingConfig = intsValue(padding);
  }
  if (paddingMode == "zeros")
    options.padding_mode(torch::kZeros);
  else if (paddingMode == "reflect")
    options.padding_mode(torch::kReflect);
  else if (paddingMode == "replicate")
    options.padding_mode(torch::kReplicate);
  else if (paddingMode == "circular")
    options.padding_mode(torch::kCircular);
  else
    a.fail("unknown padding_mode '" + paddingMode + "'");
  if (Error e = a.finish())
    return std::move(e);
  options.stride(torch::ExpandingArray<D>(stride))
      .dilation(torch::ExpandingArray<D>(dilation))
      .groups(groups)
      .bias(bias);
  Holder m(options);
  Record r{kind,
           {{"in_channels", intValue(in)},
            {"out_channels", intValue(out)},
            {"kernel_size", intsValue(kernel)},
            {"stride", intsValue(stride)},
            {"padding", paddingConfig},
            {"dilation", intsValue(dilation)},
            {"groups", intValue(groups)},
            {"bias", boolValue(bias)},
            {"padding_mode", stringValue(paddingMode)}},
           {},
           {}};
  return finish(m, a, std::move(r), plainForward<Holder>);
}

Expected<Built> buildLayerNorm(const ModuleSpec &spec) {
  CtorArgs a(spec, "LayerNorm",
             {{"normalized_shape"},
              {"eps", floatValue(1e-5)},
              {"elementwise_affine", boolValue(true)},
              kDevice,
              kDtype});
  std::vector<int64_t> shape = a.getInts("normalized_shape");
  double eps = a.getFloat("eps");
  bool affine = a.getBool("elementwise_affine");
  if (Error e = a.finish())
    return std::move(e);
  torch::nn::LayerNorm m(
      torch::nn::LayerNormOptions(shape).eps(eps).elementwise_affine(affine));
  Record r{"LayerNorm",
           {{"normalized_shape", intsValue(shape)},
            {"eps", floatValue(eps)},
            {"elementwise_affine", boolValue(affine)}},
           {},
           {}};
  return finish(m, a, std::move(r), plainForward<torch::nn::LayerNorm>);
}

template <typename Holder>
Expected<Built> buildBatchNorm(const ModuleSpec &spec, const char *kind) {
  CtorArgs a(spec, kind,
             {{"num_features"},
              {"eps", floatValue(1e-5)},
              {"momentum", floatValue(0.1)},
              {"affine", boolValue(true)},
              {"track_running_stats", boolValue(true)},
              kDevice,
              kDtype});
  int64_t features = a.getInt("num_features");
  double eps = a.getFloat("eps");
  c10::optional<double> momentum = a.getOptFloat("momentum");
  bool affine = a.getBool("affine");
  bool track = a.getBool("track_running_stats");
  if (Error e = a.finish())
    return std::move(e);
  Holder m(torch::nn::BatchNormOptions(features)
               .eps(eps)
               .momentum(momentum)
               .affine(affine)
               .track_running_stats(track));
  // Buffers stay as torch constructs them (running_mean 0, running_var 1),
  // as in opdiff.
  Record r{kind,
           {{"num_features", intValue(features)},
            {"eps", floatValue(eps)},
            {"momentum", momentum ? floatValue(*momentum) : noneValue()},
            {"affine", boolValue(affine)},
            {"track_running_stats", boolValue(track)}},
           {},
           {}};
  return finish(m, a, std::move(r), plainForward<Holder>);
}

Expected<Built> buildEmbedding(const ModuleSpec &spec) {
  CtorArgs a(spec, "Embedding",
             {{"num_embeddings"},
              {"embedding_dim"},
              {"padding_idx", noneValue()},
              {"max_norm", noneValue()},
              {"norm_type", floatValue(2.0)},
              {"scale_grad_by_freq", boolValue(false)},
              {"sparse", boolValue(false)},
              {"_weight", noneValue()},
              kDevice,
              kDtype});
  int64_t num = a.getInt("num_embeddings"), dim = a.getInt("embedding_dim");
  c10::optional<int64_t> paddingIdx = a.getOptInt("padding_idx");
  double normType = a.getFloat("norm_type");
  bool scale = a.getBool("scale_grad_by_freq");
  bool sparse = a.getBool("sparse");
  if (Error e = a.finish())
    return std::move(e);
  if (!a.isNone("max_norm"))
    return unsupported("torch.nn.Embedding with max_norm (its forward "
                       "renormalizes the weight in place)");
  if (!a.isNone("_weight"))
    return unsupported("torch.nn.Embedding with _weight");
  torch::nn::Embedding m(torch::nn::EmbeddingOptions(num, dim)
                             .padding_idx(paddingIdx)
                             .norm_type(normType)
                             .scale_grad_by_freq(scale)
                             .sparse(sparse));
  Record r{"Embedding",
           {{"num_embeddings", intValue(num)},
            {"embedding_dim", intValue(dim)},
            {"padding_idx", optIntValue(m->options.padding_idx())},
            {"max_norm", noneValue()},
            {"norm_type", floatValue(normType)},
            {"scale_grad_by_freq", boolValue(scale)},
            {"sparse", boolValue(sparse)}},
           {},
           {}};
  return finish(m, a, std::move(r), plainForward<torch::nn::Embedding>);
}

/// Activations whose only constructor argument is `inplace` (or none).
template <typename Holder>
Expected<Built> buildActivation(const ModuleSpec &spec, const char *kind,
                                bool hasInplace) {
  std::vector<Param> params;
  if (hasInplace)
    params.push_back({"inplace", boolValue(false)});
  CtorArgs a(spec, kind, params);
  Record r{kind, {}, {}, {}};
  if (hasInplace)
    r.config.emplace_back("inplace", boolValue(a.getBool("inplace")));
  if (Error e = a.finish())
    return std::move(e);
  Holder m;
  return finish(m, a, std::move(r), plainForward<Holder>);
}

Expected<Built> buildGELU(const ModuleSpec &spec) {
  CtorArgs a(spec, "GELU", {{"approximate", stringValue("none")}});
  std::string approximate = a.getString("approximate");
  if (approximate != "none" && approximate != "tanh")
    a.fail("approximate must be 'none' or 'tanh', got '" + approximate + "'");
  if (Error e = a.finish())
    return std::move(e);
  torch::nn::GELU m(torch::nn::GELUOptions().approximate(approximate));
  Record r{"GELU", {{"approximate", stringValue(approximate)}}, {}, {}};
  return finish(m, a, std::move(r), plainForward<torch::nn::GELU>);
}

Expected<Built> buildSoftmax(const ModuleSpec &spec) {
  CtorArgs a(spec, "Softmax", {{"dim", noneValue()}});
  c10::optional<int64_t> dim = a.getOptInt("dim");
  if (Error e = a.finish())
    return std::move(e);
  // Python's Softmax(dim=None) picks the legacy dimension from the rank.
  torch::nn::Softmax m(dim.value_or(0));
  Record r{"Softmax", {{"dim", optIntValue(dim)}}, {}, {}};
  return finish(
      m, a, std::move(r), [dim](torch::nn::Softmax &, const torch::Tensor &x) {
        int64_t rank = x.dim();
        int64_t d = dim ? *dim : (rank == 0 || rank == 1 || rank == 3 ? 0 : 1);
        return std::vector<torch::Tensor>{torch::softmax(x, d)};
      });
}

Expected<Built> buildDropout(const ModuleSpec &spec) {
  CtorArgs a(spec, "Dropout",
             {{"p", floatValue(0.5)}, {"inplace", boolValue(false)}});
  double p = a.getFloat("p");
  bool inplace = a.getBool("inplace");
  if (p < 0 || p > 1)
    a.fail("dropout probability has to be between 0 and 1, but got " +
           std::to_string(p));
  if (Error e = a.finish())
    return std::move(e);
  torch::nn::Dropout m(torch::nn::DropoutOptions(p).inplace(inplace));
  Record r{"Dropout",
           {{"p", floatValue(p)}, {"inplace", boolValue(inplace)}},
           {},
           {}};
  return finish(m, a, std::move(r), plainForward<torch::nn::Dropout>);
}

Expected<Built> buildIdentity(const ModuleSpec &) {
  // Python's Identity takes and ignores any arguments.
  CtorArgs a(ModuleSpec(), "Identity", {});
  torch::nn::Identity m;
  return finish(m, a, Record{"Identity", {}, {}, {}},
                plainForward<torch::nn::Identity>);
}

Expected<Built> buildFlatten(const ModuleSpec &spec) {
  CtorArgs a(spec, "Flatten",
             {{"start_dim", intValue(1)}, {"end_dim", intValue(-1)}});
  int64_t start = a.getInt("start_dim"), end = a.getInt("end_dim");
  if (Error e = a.finish())
    return std::move(e);
  torch::nn::Flatten m(
      torch::nn::FlattenOptions().start_dim(start).end_dim(end));
  Record r{"Flatten",
           {{"start_dim", intValue(start)}, {"end_dim", intValue(end)}},
           {},
           {}};
  return finish(m, a, std::move(r), plainForward<torch::nn::Flatten>);
}

Expected<Built> buildMaxPool2d(const ModuleSpec &spec) {
  CtorArgs a(spec, "MaxPool2d",
             {{"kernel_size"},
              {"stride", noneValue()},
              {"padding", intValue(0)},
              {"dilation", intValue(1)},
              {"return_indices", boolValue(false)},
              {"ceil_mode", boolValue(false)}});
  std::vector<int64_t> kernel = a.getInts("kernel_size", 2);
  std::vector<int64_t> stride =
      a.isNone("stride") ? kernel : a.getInts("stride", 2);
  std::vector<int64_t> padding = a.getInts("padding", 2);
  std::vector<int64_t> dilation = a.getInts("dilation", 2);
  bool returnIndices = a.getBool("return_indices");
  bool ceil = a.getBool("ceil_mode");
  if (Error e = a.finish())
    return std::move(e);
  torch::nn::MaxPool2d m(
      torch::nn::MaxPool2dOptions(torch::ExpandingArray<2>(kernel))
          .stride(torch::ExpandingArray<2>(stride))
          .padding(torch::ExpandingArray<2>(padding))
          .dilation(torch::ExpandingArray<2>(dilation))
          .ceil_mode(ceil));
  Record r{"MaxPool2d",
           {{"kernel_size", intsValue(kernel)},
            {"stride", intsValue(stride)},
            {"padding", intsValue(padding)},
            {"dilation", intsValue(dilation)},
            {"return_indices", boolValue(returnIndices)},
            {"ceil_mode", boolValue(ceil)}},
           {},
           {}};
  return finish(
      m, a, std::move(r),
      [returnIndices](torch::nn::MaxPool2d &pool, const torch::Tensor &x) {
        if (!returnIndices)
          return std::vector<torch::Tensor>{pool->forward(x)};
        auto [values, indices] = pool->forward_with_indices(x);
        return std::vector<torch::Tensor>{values, indices};
      });
}

Expected<Built> buildAvgPool2d(const ModuleSpec &spec) {
  CtorArgs a(spec, "AvgPool2d",
             {{"kernel_size"},
              {"stride", noneValue()},
              {"padding", intValue(0)},
              {"ceil_mode", boolValue(false)},
              {"count_include_pad", boolValue(true)},
              {"divisor_override", noneValue()}});
  std::vector<int64_t> kernel = a.getInts("kernel_size", 2);
  std::vector<int64_t> stride =
      a.isNone("stride") ? kernel : a.getInts("stride", 2);
  std::vector<int64_t> padding = a.getInts("padding", 2);
  bool ceil = a.getBool("ceil_mode");
  bool countPad = a.getBool("count_include_pad");
  c10::optional<int64_t> divisor = a.getOptInt("divisor_override");
  if (Error e = a.finish())
    return std::move(e);
  torch::nn::AvgPool2d m(
      torch::nn::AvgPool2dOptions(torch::ExpandingArray<2>(kernel))
          .stride(torch::ExpandingArray<2>(stride))
          .padding(torch::ExpandingArray<2>(padding))
          .ceil_mode(ceil)
          .count_include_pad(countPad)
          .divisor_override(divisor));
  Record r{"AvgPool2d",
           {{"kernel_size", intsValue(kernel)},
            {"stride", intsValue(stride)},
            {"padding", intsValue(padding)},
            {"ceil_mode", boolValue(ceil)},
            {"count_include_pad", boolValue(countPad)},
            {"divisor_override", optIntValue(divisor)}},
           {},
           {}};
  return finish(m, a, std::move(r), plainForward<torch::nn::AvgPool2d>);
}

Expected<Built> build(const ModuleSpec &spec);

Expected<Built> buildSequential(const ModuleSpec &spec) {
  if (!spec.kwargs.empty())
    return createStringError(inconvertibleErrorCode(),
                             "torch.nn.Sequential takes no keyword arguments");
  Built seq;
  seq.record.kind = "Sequential";
  std::vector<std::function<std::vector<torch::Tensor>(const torch::Tensor &)>>
      stages;
  for (size_t i = 0; i < spec.args.size(); ++i) {
    const Value &arg = spec.args[i];
    if (arg.kind != Value::Kind::Object || !arg.object)
      return createStringError(
          inconvertibleErrorCode(),
          "torch.nn.Sequential: argument " + std::to_string(i) +
              " must be a construct node (a module), got " +
              describeValue(arg));
    OPIDIFF_TRY(child, build(*arg.object));
    stages.push_back(std::move(child->forward));
    seq.record.children.push_back(std::move(child->record));
  }
  seq.forward = [stages](const torch::Tensor &x) {
    std::vector<torch::Tensor> current{x};
    for (const auto &stage : stages) {
      if (current.size() != 1)
        throw std::runtime_error(
            "a Sequential stage returned several tensors to the next one");
      current = stage(current.front());
    }
    return current;
  };
  return seq;
}

/// The class name of a torch.nn path ("torch.nn.Linear",
/// "nn.modules.linear.Linear" -> "Linear"), or empty.
std::string torchNnClass(StringRef path) {
  if (!path.consume_front("torch.nn.") && !path.consume_front("nn."))
    return "";
  return path.rsplit('.').second.empty() ? path.str()
                                         : path.rsplit('.').second.str();
}

using Builder = std::function<Expected<Built>(const ModuleSpec &)>;

/// Every torch.nn class the baseline builds, by class name.
const std::vector<std::pair<std::string, Builder>> &builders() {
  static const std::vector<std::pair<std::string, Builder>> kBuilders = {
      {"Linear", buildLinear},
      {"Conv1d",
       [](const ModuleSpec &s) {
         return buildConv<1, torch::nn::Conv1d, torch::nn::Conv1dOptions>(
             s, "Conv1d");
       }},
      {"Conv2d",
       [](const ModuleSpec &s) {
         return buildConv<2, torch::nn::Conv2d, torch::nn::Conv2dOptions>(
             s, "Conv2d");
       }},
      {"LayerNorm", buildLayerNorm},
      {"BatchNorm1d",
       [](const ModuleSpec &s) {
         return buildBatchNorm<torch::nn::BatchNorm1d>(s, "BatchNorm1d");
       }},
      {"BatchNorm2d",
       [](const ModuleSpec &s) {
         return buildBatchNorm<torch::nn::BatchNorm2d>(s, "BatchNorm2d");
       }},
      {"Embedding", buildEmbedding},
      {"ReLU",
       [](const ModuleSpec &s) {
         return buildActivation<torch::nn::ReLU>(s, "ReLU", true);
       }},
      {"GELU", buildGELU},
      {"SiLU",
       [](const ModuleSpec &s) {
         return buildActivation<torch::nn::SiLU>(s, "SiLU", true);
       }},
      {"Sigmoid",
       [](const ModuleSpec &s) {
         return buildActivation<torch::nn::Sigmoid>(s, "Sigmoid", false);
       }},
      {"Tanh",
       [](const ModuleSpec &s) {
         return buildActivation<torch::nn::Tanh>(s, "Tanh", false);
       }},
      {"Softmax", buildSoftmax},
      {"Dropout", buildDropout},
      {"Identity", buildIdentity},
      {"Flatten", buildFlatten},
      {"MaxPool2d", buildMaxPool2d},
      {"AvgPool2d", buildAvgPool2d},
      {"Sequential", buildSequential},
  };
  return kBuilders;
}

Expected<Built> build(const ModuleSpec &spec) {
  StringRef path = spec.path;
  if (path.starts_with("file:"))
    return unsupported("module " + spec.path +
                       ": modules from Python files cannot run on libtorch");
  std::string kind = torchNnClass(path);
  for (const auto &[name, builder] : builders())
    if (kind == name)
      return builder(spec);
  return unsupported("module " + spec.path + " has no libtorch baseline");
}

} // namespace

Expected<BaselineResult> runModule(const TestCase &test, unsigned repeats) {
  const ModuleSpec &spec = test.module;
  if (test.inputs.size() != 1 ||
      test.inputs.front().kind != Value::Kind::Tensor)
    return unsupported("module " + spec.path +
                       ": forward with other than one tensor input");
  if (!test.kwargs.empty())
    return unsupported("module " + spec.path + ": forward with kwargs");

  torch::manual_seed(testSeed(test));
  torch::NoGradGuard noGrad;
  BaselineResult result;
  std::vector<torch::Tensor> outputs;
  try {
    OPIDIFF_TRY(built, build(spec));
    OPIDIFF_TRY(x, toTorch(test.inputs.front().tensor));
    for (unsigned r = 0; r < std::max(repeats, 1u); ++r) {
      auto start = std::chrono::steady_clock::now();
      std::vector<torch::Tensor> out = built->forward(*x);
      result.timesMs.push_back(std::chrono::duration<double, std::milli>(
                                   std::chrono::steady_clock::now() - start)
                                   .count());
      if (r == 0)
        outputs = std::move(out);
    }
    result.module = std::move(built->record);
  } catch (const c10::Error &e) {
    return torchError(e, spec.path + ": ");
  } catch (const std::exception &e) {
    return createStringError(inconvertibleErrorCode(),
                             spec.path + ": " + e.what());
  }

  std::vector<Value> values;
  for (const torch::Tensor &t : outputs) {
    OPIDIFF_TRY(v, fromTorch(t));
    Value value;
    value.kind = Value::Kind::Tensor;
    value.tensor = std::move(*v);
    values.push_back(std::move(value));
  }
  if (values.size() == 1) {
    result.output = std::move(values.front());
  } else {
    result.output.kind = Value::Kind::Tuple;
    result.output.elems = std::move(values);
  }
  return result;
}

} // namespace torchbase

std::vector<std::string> baselineModuleKinds() {
  std::vector<std::string> kinds;
  for (const auto &entry : torchbase::builders())
    kinds.push_back(entry.first);
  llvm::sort(kinds);
  return kinds;
}

} // namespace opidiff
} // namespace shlo
} // namespace mlir
