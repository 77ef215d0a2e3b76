//===- TorchBaseline.cpp - Aten calls bound and run by schema -------------===//
//
// Binding of aten tests to a schema overload, conversions between the model's
// values and torch's IValues, and running an op through the dispatcher.
// Modules live in TorchModules.cpp.
//
//===----------------------------------------------------------------------===//

#include "opidiff/torch/TorchBaseline.h"

#include "opidiff/Errors.h"
#include "opidiff/torch/TorchConvert.h"

#include <ATen/ATen.h>
#include <ATen/ScalarOps.h>
#include <ATen/core/dispatch/Dispatcher.h>
#include <ATen/core/function_schema.h>
#include <ATen/core/grad_mode.h>
#include <torch/version.h>

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FormatVariadic.h"

#include <algorithm>
#include <chrono>
#include <cstring>

using namespace llvm;

namespace mlir {
namespace shlo {
namespace opidiff {
namespace torchbase {

at::ScalarType toScalarType(DType dtype) {
  switch (dtype) {
  case DType::Bool:
    return at::kBool;
  case DType::UInt8:
    return at::kByte;
  case DType::Int8:
    return at::kChar;
  case DType::Int16:
    return at::kShort;
  case DType::Int32:
    return at::kInt;
  case DType::Int64:
    return at::kLong;
  case DType::Float16:
    return at::kHalf;
  case DType::BFloat16:
    return at::kBFloat16;
  case DType::Float32:
    return at::kFloat;
  case DType::Float64:
    return at::kDouble;
  case DType::Complex64:
    return at::kComplexFloat;
  case DType::Complex128:
    return at::kComplexDouble;
  }
  return at::kFloat;
}

std::optional<DType> toDType(at::ScalarType type) {
  switch (type) {
  case at::kBool:
    return DType::Bool;
  case at::kByte:
    return DType::UInt8;
  case at::kChar:
    return DType::Int8;
  case at::kShort:
    return DType::Int16;
  case at::kInt:
    return DType::Int32;
  case at::kLong:
    return DType::Int64;
  case at::kHalf:
    return DType::Float16;
  case at::kBFloat16:
    return DType::BFloat16;
  case at::kFloat:
    return DType::Float32;
  case at::kDouble:
    return DType::Float64;
  case at::kComplexFloat:
    return DType::Complex64;
  case at::kComplexDouble:
    return DType::Complex128;
  default:
    return std::nullopt;
  }
}

static std::string shapeString(ArrayRef<int64_t> shape) {
  std::string s = "[";
  for (size_t i = 0; i < shape.size(); ++i)
    s += (i ? ", " : "") + std::to_string(shape[i]);
  return s + "]";
}

Expected<at::Tensor> toTorch(const TensorValue &value) {
  for (int64_t d : value.shape)
    if (d < 0)
      return createStringError(inconvertibleErrorCode(),
                               "tensor with a negative dimension: " +
                                   shapeString(value.shape));
  at::Tensor t;
  try {
    t = at::empty(value.shape,
                  at::TensorOptions().dtype(toScalarType(value.dtype)));
  } catch (const c10::Error &e) {
    return torchError(e, "creating an input tensor: ");
  }
  size_t bytes = t.numel() * t.element_size();
  if (value.data.size() != bytes)
    return createStringError(
        inconvertibleErrorCode(),
        formatv("{0} tensor {1} holds {2} bytes of data, expected {3}",
                dtypeName(value.dtype), shapeString(value.shape),
                value.data.size(), bytes));
  if (bytes == 0)
    return t;
  auto *dst = static_cast<uint8_t *>(t.data_ptr());
  std::memcpy(dst, value.data.data(), bytes);
  if (value.dtype == DType::Bool)
    for (size_t i = 0; i < bytes; ++i)
      dst[i] = dst[i] != 0;
  return t;
}

Expected<TensorValue> fromTorch(const at::Tensor &tensor) {
  if (!tensor.defined())
    return createStringError(inconvertibleErrorCode(),
                             "torch returned an undefined tensor");
  if (tensor.is_sparse() || tensor.is_quantized() || !tensor.is_cpu())
    return unsupported("torch returned a sparse, quantized or non-CPU tensor");
  std::optional<DType> dtype = toDType(tensor.scalar_type());
  if (!dtype)
    return unsupported(Twine("torch returned a tensor of dtype ") +
                       c10::toString(tensor.scalar_type()));
  at::Tensor c;
  try {
    c = tensor.resolve_conj().resolve_neg().contiguous();
  } catch (const c10::Error &e) {
    return torchError(e, "reading a result tensor: ");
  }
  TensorValue r;
  r.dtype = *dtype;
  r.shape = c.sizes().vec();
  size_t bytes = c.numel() * c.element_size();
  r.data.resize(bytes);
  if (bytes)
    std::memcpy(r.data.data(), c.data_ptr(), bytes);
  return r;
}

Error torchError(const c10::Error &error, StringRef context) {
  StringRef msg = error.what_without_backtrace();
  msg = msg.take_until([](char c) { return c == '\n'; }).rtrim();
  // ATen's dtype dispatch reports a missing kernel as a plain c10::Error
  // ("\"add_cpu\" not implemented for 'Bool'").
  if (dynamic_cast<const c10::NotImplementedError *>(&error) ||
      msg.contains("not implemented for '"))
    return unsupported(context + msg);
  return createStringError(inconvertibleErrorCode(), context + msg);
}

std::string describeValue(const Value &value) {
  switch (value.kind) {
  case Value::Kind::None:
    return "None";
  case Value::Kind::Tensor:
    return std::string("Tensor(") + dtypeName(value.tensor.dtype) +
           shapeString(value.tensor.shape) + ")";
  case Value::Kind::Bool:
    return "bool";
  case Value::Kind::Int:
    return "int";
  case Value::Kind::Float:
    return "float";
  case Value::Kind::String:
    return "str '" + value.s + "'";
  case Value::Kind::List:
  case Value::Kind::Tuple: {
    bool list = value.kind == Value::Kind::List;
    if (!value.elems.empty() && all_of(value.elems, [&](const Value &e) {
          return e.kind == value.elems.front().kind &&
                 e.kind != Value::Kind::Tensor;
        }))
      return describeValue(value.elems.front()) + (list ? "[]" : "(...)");
    std::string s = list ? "[" : "(";
    for (size_t i = 0; i < value.elems.size(); ++i)
      s += (i ? ", " : "") + describeValue(value.elems[i]);
    return s + (list ? "]" : ")");
  }
  case Value::Kind::Dict:
    return "dict";
  case Value::Kind::Object:
    return "object " + (value.object ? value.object->path : std::string());
  }
  return "?";
}

} // namespace torchbase

using namespace torchbase;

uint64_t testSeed(const TestCase &test) {
  const std::string &key = test.pairId.empty() ? test.id : test.pairId;
  uint64_t h = 14695981039346656037ull;
  for (unsigned char c : key) {
    h ^= c;
    h *= 1099511628211ull;
  }
  return h;
}

namespace {

using TypeKind = c10::TypeKind;

constexpr int kNoMatch = -1;

bool isNumber(const Value &v) {
  return v.kind == Value::Kind::Int || v.kind == Value::Kind::Float ||
         v.kind == Value::Kind::Bool;
}

bool isSequence(const Value &v) {
  return v.kind == Value::Kind::List || v.kind == Value::Kind::Tuple;
}

bool isIntKind(TypeKind k) {
  return k == TypeKind::IntType || k == TypeKind::SymIntType;
}

std::optional<at::Layout> parseLayout(StringRef s) {
  s.consume_front("torch.");
  if (s == "strided")
    return at::kStrided;
  if (s == "sparse_coo")
    return at::kSparse;
  return std::nullopt;
}

std::optional<at::MemoryFormat> parseMemoryFormat(StringRef s) {
  s.consume_front("torch.");
  if (s == "contiguous_format")
    return at::MemoryFormat::Contiguous;
  if (s == "preserve_format")
    return at::MemoryFormat::Preserve;
  if (s == "channels_last")
    return at::MemoryFormat::ChannelsLast;
  if (s == "channels_last_3d")
    return at::MemoryFormat::ChannelsLast3d;
  return std::nullopt;
}

std::optional<c10::Device> parseDevice(const std::string &s) {
  try {
    return c10::Device(s);
  } catch (const c10::Error &) {
    return std::nullopt;
  }
}

/// The cost of passing `v` for an argument of `type` (0: exact; higher:
/// a conversion Python would also make), or kNoMatch. `fixedSize` is the
/// N of an `int[N]` argument, which also accepts one int.
int matchCost(const c10::Type &type, const Value &v,
              c10::optional<int32_t> fixedSize) {
  switch (type.kind()) {
  case TypeKind::OptionalType:
    if (v.kind == Value::Kind::None)
      return 0;
    return matchCost(*type.castRaw<c10::OptionalType>()->getElementType(), v,
                     fixedSize);
  case TypeKind::TensorType:
    if (v.kind == Value::Kind::Tensor)
      return 0;
    return isNumber(v) ? 3 : kNoMatch;
  case TypeKind::NumberType:
    if (isNumber(v))
      return 0;
    if (v.kind == Value::Kind::Tensor && v.tensor.shape.empty())
      return 3;
    return kNoMatch;
  case TypeKind::IntType:
  case TypeKind::SymIntType:
    return v.kind == Value::Kind::Int ? 0 : kNoMatch;
  case TypeKind::FloatType:
    if (v.kind == Value::Kind::Float)
      return 0;
    return v.kind == Value::Kind::Int ? 1 : kNoMatch;
  case TypeKind::ComplexType:
    return v.kind == Value::Kind::Int || v.kind == Value::Kind::Float
               ? 1
               : kNoMatch;
  case TypeKind::BoolType:
    return v.kind == Value::Kind::Bool ? 0 : kNoMatch;
  case TypeKind::StringType:
    return v.kind == Value::Kind::String ? 0 : kNoMatch;
  case TypeKind::ScalarTypeType:
    return v.kind == Value::Kind::String && parseDType(v.s) ? 0 : kNoMatch;
  case TypeKind::LayoutType:
    return v.kind == Value::Kind::String && parseLayout(v.s) ? 0 : kNoMatch;
  case TypeKind::MemoryFormatType:
    return v.kind == Value::Kind::String && parseMemoryFormat(v.s) ? 0
                                                                   : kNoMatch;
  case TypeKind::DeviceObjType:
    return v.kind == Value::Kind::String && parseDevice(v.s) ? 0 : kNoMatch;
  case TypeKind::ListType: {
    const c10::Type &elem = *type.castRaw<c10::ListType>()->getElementType();
    if (isSequence(v)) {
      int total = 0;
      for (const Value &e : v.elems) {
        int c = matchCost(elem, e, c10::nullopt);
        if (c == kNoMatch)
          return kNoMatch;
        total += c;
      }
      return total;
    }
    if (fixedSize && isIntKind(elem.kind()) && v.kind == Value::Kind::Int)
      return 0;
    return kNoMatch;
  }
  default:
    return kNoMatch;
  }
}

/// `v` as the binding records it for an argument of `type` (which it
/// matches): lists as Lists, `int[N]` given one int expanded, ints for
/// floats as Floats, dtypes by torch's canonical name.
Value normalize(const c10::Type &type, const Value &v,
                c10::optional<int32_t> fixedSize) {
  Value r = v;
  switch (type.kind()) {
  case TypeKind::OptionalType:
    if (v.kind == Value::Kind::None)
      return r;
    return normalize(*type.castRaw<c10::OptionalType>()->getElementType(), v,
                     fixedSize);
  case TypeKind::FloatType:
    if (v.kind == Value::Kind::Int) {
      r.kind = Value::Kind::Float;
      r.f = static_cast<double>(v.i);
    }
    return r;
  case TypeKind::ScalarTypeType:
    if (v.kind == Value::Kind::String)
      if (std::optional<DType> d = parseDType(v.s))
        r.s = dtypeName(*d);
    return r;
  case TypeKind::ListType: {
    const c10::Type &elem = *type.castRaw<c10::ListType>()->getElementType();
    if (v.kind == Value::Kind::Int) {
      r.kind = Value::Kind::List;
      r.elems.assign(fixedSize ? *fixedSize : 1, v);
      return r;
    }
    r.kind = Value::Kind::List;
    for (Value &e : r.elems)
      e = normalize(elem, e, c10::nullopt);
    return r;
  }
  default:
    return r;
  }
}

const c10::Type &unwrapOptional(const c10::Type &type) {
  if (type.kind() == TypeKind::OptionalType)
    return *type.castRaw<c10::OptionalType>()->getElementType();
  return type;
}

/// The schema default of `arg` as a Value.
std::optional<Value> defaultValue(const c10::Argument &arg) {
  const c10::IValue &d = *arg.default_value();
  const c10::Type &type = unwrapOptional(*arg.real_type());
  Value r;
  if (d.isNone())
    return r;
  if (type.kind() == TypeKind::ScalarTypeType && d.isInt()) {
    std::optional<DType> dtype =
        toDType(static_cast<at::ScalarType>(d.toInt()));
    if (!dtype)
      return std::nullopt;
    r.kind = Value::Kind::String;
    r.s = dtypeName(*dtype);
    return r;
  }
  if (d.isBool()) {
    r.kind = Value::Kind::Bool;
    r.b = d.toBool();
  } else if (d.isInt()) {
    r.kind = Value::Kind::Int;
    r.i = d.toInt();
    if (type.kind() == TypeKind::FloatType) {
      r.kind = Value::Kind::Float;
      r.f = static_cast<double>(r.i);
    }
  } else if (d.isDouble()) {
    r.kind = Value::Kind::Float;
    r.f = d.toDouble();
  } else if (d.isString()) {
    r.kind = Value::Kind::String;
    r.s = d.toStringRef();
  } else if (d.isList()) {
    r.kind = Value::Kind::List;
    for (const c10::IValue &e : d.toListRef()) {
      Value ev;
      if (e.isInt()) {
        ev.kind = Value::Kind::Int;
        ev.i = e.toInt();
      } else if (e.isDouble()) {
        ev.kind = Value::Kind::Float;
        ev.f = e.toDouble();
      } else if (e.isBool()) {
        ev.kind = Value::Kind::Bool;
        ev.b = e.toBool();
      } else {
        return std::nullopt;
      }
      r.elems.push_back(std::move(ev));
    }
  } else {
    return std::nullopt;
  }
  return r;
}

bool writesAnArgument(const c10::FunctionSchema &schema, bool kwargOnly) {
  return any_of(schema.arguments(), [&](const c10::Argument &a) {
    return a.alias_info() && a.alias_info()->isWrite() &&
           (!kwargOnly || a.kwarg_only());
  });
}

struct Binding {
  int cost = 0;
  std::vector<std::pair<std::string, Value>> args;
};

/// Places the test's inputs and kwargs on `schema`'s arguments; on failure
/// says why in `whyNot`.
std::optional<Binding> tryBind(const c10::FunctionSchema &schema,
                               const TestCase &test, std::string &whyNot) {
  const std::vector<c10::Argument> &params = schema.arguments();
  std::vector<const Value *> given(params.size(), nullptr);
  size_t numPositional = 0;
  while (numPositional < params.size() && !params[numPositional].kwarg_only())
    ++numPositional;
  if (test.inputs.size() > numPositional) {
    whyNot = formatv("takes {0} positional arguments, {1} given", numPositional,
                     test.inputs.size());
    return std::nullopt;
  }
  for (size_t i = 0; i < test.inputs.size(); ++i)
    given[i] = &test.inputs[i];
  for (const auto &[name, value] : test.kwargs) {
    auto it = find_if(params,
                      [&](const c10::Argument &a) { return a.name() == name; });
    if (it == params.end()) {
      whyNot = "has no argument '" + name + "'";
      return std::nullopt;
    }
    size_t index = it - params.begin();
    if (given[index]) {
      whyNot = "argument '" + name + "' given twice";
      return std::nullopt;
    }
    given[index] = &value;
  }

  Binding b;
  for (size_t i = 0; i < params.size(); ++i) {
    const c10::Argument &p = params[i];
    if (given[i]) {
      int c = matchCost(*p.real_type(), *given[i], p.N());
      if (c == kNoMatch) {
        whyNot = "argument '" + p.name() + "' (" + p.real_type()->str() +
                 ") does not take " + describeValue(*given[i]);
        return std::nullopt;
      }
      b.cost += c;
      b.args.emplace_back(p.name(),
                          normalize(*p.real_type(), *given[i], p.N()));
      continue;
    }
    if (p.default_value()) {
      std::optional<Value> d = defaultValue(p);
      if (!d) {
        whyNot = "default of argument '" + p.name() + "' is not representable";
        return std::nullopt;
      }
      b.args.emplace_back(p.name(), std::move(*d));
      continue;
    }
    if (p.real_type()->kind() == TypeKind::OptionalType) {
      b.args.emplace_back(p.name(), Value());
      continue;
    }
    whyNot = "argument '" + p.name() + "' is missing";
    return std::nullopt;
  }
  return b;
}

std::pair<std::string, std::string> splitOpName(const TestCase &test) {
  std::string name = test.atenName;
  std::string overload = test.atenOverload;
  if (name.find("::") == std::string::npos)
    name = "aten::" + name;
  if (overload.empty()) {
    size_t dot = name.find('.', name.find("::"));
    if (dot != std::string::npos) {
      overload = name.substr(dot + 1);
      name.resize(dot);
    }
  }
  return {name, overload};
}

std::string describeInputs(const TestCase &test) {
  std::string s = "(";
  for (size_t i = 0; i < test.inputs.size(); ++i)
    s += (i ? ", " : "") + describeValue(test.inputs[i]);
  for (size_t i = 0; i < test.kwargs.size(); ++i)
    s += (i || !test.inputs.empty() ? ", " : "") + test.kwargs[i].first + "=" +
         describeValue(test.kwargs[i].second);
  return s + ")";
}

std::string qualifiedName(const c10::OperatorName &name) {
  return name.overload_name.empty() ? name.name
                                    : name.name + "." + name.overload_name;
}

bool isNamedTensorOverload(StringRef overload) {
  return overload.contains_insensitive("dimname") || overload.contains("names");
}

} // namespace

Expected<BoundCall> bindAtenCall(const TestCase &test) {
  auto [name, overload] = splitOpName(test);
  c10::Dispatcher &dispatcher = c10::Dispatcher::singleton();

  std::vector<c10::OperatorHandle> candidates;
  if (!overload.empty()) {
    auto h = dispatcher.findSchema(c10::OperatorName(name, overload));
    if (!h)
      return unsupported("unknown aten operator " + name + "." + overload);
    candidates.push_back(*h);
  } else {
    bool inPlaceName = StringRef(name).ends_with("_");
    bool known = false;
    for (const c10::OperatorName &op : dispatcher.getAllOpNames()) {
      if (op.name != name)
        continue;
      auto h = dispatcher.findSchema(op);
      if (!h)
        continue;
      known = true;
      const c10::FunctionSchema &schema = h->schema();
      if (writesAnArgument(schema, /*kwargOnly=*/inPlaceName) ||
          isNamedTensorOverload(op.overload_name))
        continue;
      candidates.push_back(*h);
    }
    if (!known)
      return unsupported("unknown aten operator " + name);
  }

  std::optional<Binding> best;
  const c10::OperatorHandle *bestOp = nullptr;
  std::string reasons;
  for (const c10::OperatorHandle &h : candidates) {
    std::string whyNot;
    std::optional<Binding> b = tryBind(h.schema(), test, whyNot);
    if (!b) {
      reasons += "; " + qualifiedName(h.operator_name()) + " " + whyNot;
      continue;
    }
    auto rank = [](const c10::OperatorHandle &op, const Binding &bind) {
      return std::make_tuple(
          bind.cost, !op.operator_name().overload_name.empty(),
          bind.args.size(), op.operator_name().overload_name);
    };
    if (!best || rank(h, *b) < rank(*bestOp, *best)) {
      best = std::move(b);
      bestOp = &h;
    }
  }
  if (!best)
    return unsupported("no overload of " + name +
                       (overload.empty() ? "" : "." + overload) + " accepts " +
                       describeInputs(test) + reasons);

  BoundCall call;
  call.name = name;
  call.overload = bestOp->operator_name().overload_name;
  call.args = std::move(best->args);
  call.numReturns = static_cast<int>(bestOp->schema().returns().size());
  return call;
}

namespace {

Expected<at::Tensor> tensorOf(const Value &v) {
  if (v.kind == Value::Kind::Tensor)
    return toTorch(v.tensor);
  try {
    at::Scalar s = v.kind == Value::Kind::Int     ? at::Scalar(v.i)
                   : v.kind == Value::Kind::Float ? at::Scalar(v.f)
                                                  : at::Scalar(v.b);
    return at::native::wrapped_scalar_tensor(s);
  } catch (const c10::Error &e) {
    return torchError(e, "");
  }
}

Error badArgument(const c10::Type &type, const Value &v) {
  return createStringError(inconvertibleErrorCode(), "cannot pass " +
                                                         describeValue(v) +
                                                         " as " + type.str());
}

/// The IValue for a list argument of `type` holding `v` (an int stands for
/// a list of one).
Expected<c10::IValue> listToIValue(const c10::Type &type, const Value &v) {
  const c10::Type &elem = *type.castRaw<c10::ListType>()->getElementType();
  std::vector<Value> single;
  const std::vector<Value> *elems = &v.elems;
  if (v.kind == Value::Kind::Int) {
    single.push_back(v);
    elems = &single;
  } else if (!isSequence(v)) {
    return badArgument(type, v);
  }
  if (isIntKind(elem.kind())) {
    std::vector<int64_t> out;
    for (const Value &e : *elems) {
      if (e.kind != Value::Kind::Int)
        return badArgument(type, v);
      out.push_back(e.i);
    }
    return c10::IValue(out);
  }
  if (elem.kind() == TypeKind::FloatType) {
    std::vector<double> out;
    for (const Value &e : *elems) {
      if (e.kind != Value::Kind::Int && e.kind != Value::Kind::Float)
        return badArgument(type, v);
      out.push_back(e.kind == Value::Kind::Int ? static_cast<double>(e.i)
                                               : e.f);
    }
    return c10::IValue(out);
  }
  if (elem.kind() == TypeKind::BoolType) {
    c10::List<bool> out;
    for (const Value &e : *elems) {
      if (e.kind != Value::Kind::Bool)
        return badArgument(type, v);
      out.push_back(e.b);
    }
    return c10::IValue(out);
  }
  if (elem.kind() == TypeKind::TensorType) {
    c10::List<at::Tensor> out;
    for (const Value &e : *elems) {
      if (e.kind != Value::Kind::Tensor)
        return badArgument(type, v);
      OPIDIFF_TRY(t, toTorch(e.tensor));
      out.push_back(std::move(*t));
    }
    return c10::IValue(out);
  }
  if (elem.kind() == TypeKind::OptionalType &&
      unwrapOptional(elem).kind() == TypeKind::TensorType) {
    c10::List<c10::optional<at::Tensor>> out;
    for (const Value &e : *elems) {
      if (e.kind == Value::Kind::None) {
        out.push_back(c10::nullopt);
        continue;
      }
      if (e.kind != Value::Kind::Tensor)
        return badArgument(type, v);
      OPIDIFF_TRY(t, toTorch(e.tensor));
      out.push_back(std::move(*t));
    }
    return c10::IValue(out);
  }
  return unsupported("arguments of type " + type.str());
}

/// The IValue for an argument of `type` holding `v` (as bound).
Expected<c10::IValue> toIValue(const c10::Type &type, const Value &v) {
  if (type.kind() == TypeKind::OptionalType) {
    if (v.kind == Value::Kind::None)
      return c10::IValue();
    return toIValue(*type.castRaw<c10::OptionalType>()->getElementType(), v);
  }
  switch (type.kind()) {
  case TypeKind::TensorType: {
    if (v.kind != Value::Kind::Tensor && !isNumber(v))
      break;
    OPIDIFF_TRY(t, tensorOf(v));
    return c10::IValue(std::move(*t));
  }
  case TypeKind::NumberType:
    if (v.kind == Value::Kind::Int)
      return c10::IValue(v.i);
    if (v.kind == Value::Kind::Float)
      return c10::IValue(v.f);
    if (v.kind == Value::Kind::Bool)
      return c10::IValue(v.b);
    if (v.kind == Value::Kind::Tensor && v.tensor.shape.empty()) {
      OPIDIFF_TRY(t, toTorch(v.tensor));
      return c10::IValue(t->item());
    }
    break;
  case TypeKind::IntType:
  case TypeKind::SymIntType:
    if (v.kind == Value::Kind::Int)
      return c10::IValue(v.i);
    break;
  case TypeKind::FloatType:
    if (v.kind == Value::Kind::Float)
      return c10::IValue(v.f);
    if (v.kind == Value::Kind::Int)
      return c10::IValue(static_cast<double>(v.i));
    break;
  case TypeKind::ComplexType:
    if (v.kind == Value::Kind::Float || v.kind == Value::Kind::Int)
      return c10::IValue(c10::complex<double>(
          v.kind == Value::Kind::Float ? v.f : static_cast<double>(v.i), 0));
    break;
  case TypeKind::BoolType:
    if (v.kind == Value::Kind::Bool)
      return c10::IValue(v.b);
    break;
  case TypeKind::StringType:
    if (v.kind == Value::Kind::String)
      return c10::IValue(v.s);
    break;
  case TypeKind::ScalarTypeType:
    if (v.kind == Value::Kind::Int)
      return c10::IValue(v.i);
    if (v.kind == Value::Kind::String)
      if (std::optional<DType> d = parseDType(v.s))
        return c10::IValue(static_cast<int64_t>(toScalarType(*d)));
    break;
  case TypeKind::LayoutType:
    if (v.kind == Value::Kind::Int)
      return c10::IValue(v.i);
    if (v.kind == Value::Kind::String)
      if (std::optional<at::Layout> l = parseLayout(v.s))
        return c10::IValue(static_cast<int64_t>(*l));
    break;
  case TypeKind::MemoryFormatType:
    if (v.kind == Value::Kind::Int)
      return c10::IValue(v.i);
    if (v.kind == Value::Kind::String)
      if (std::optional<at::MemoryFormat> m = parseMemoryFormat(v.s))
        return c10::IValue(static_cast<int64_t>(*m));
    break;
  case TypeKind::DeviceObjType:
    if (v.kind == Value::Kind::String)
      if (std::optional<c10::Device> d = parseDevice(v.s))
        return c10::IValue(*d);
    break;
  case TypeKind::ListType:
    return listToIValue(type, v);
  default:
    return unsupported("arguments of type " + type.str());
  }
  return badArgument(type, v);
}

/// `error` with `prefix` in front of its message, of the same kind
/// (unsupported or not).
Error withContext(Error error, const std::string &prefix) {
  return handleErrors(
      std::move(error),
      [&](UnsupportedError &u) { return unsupported(prefix + u.getReason()); },
      [&](ErrorInfoBase &e) {
        return createStringError(inconvertibleErrorCode(),
                                 prefix + e.message());
      });
}

} // namespace

Expected<Value> torchbase::fromIValue(const c10::IValue &iv) {
  Value r;
  if (iv.isNone())
    return r;
  if (iv.isTensor()) {
    if (!iv.toTensor().defined())
      return r;
    OPIDIFF_TRY(t, fromTorch(iv.toTensor()));
    r.kind = Value::Kind::Tensor;
    r.tensor = std::move(*t);
    return r;
  }
  if (iv.isBool()) {
    r.kind = Value::Kind::Bool;
    r.b = iv.toBool();
    return r;
  }
  if (iv.isInt()) {
    r.kind = Value::Kind::Int;
    r.i = iv.toInt();
    return r;
  }
  if (iv.isDouble()) {
    r.kind = Value::Kind::Float;
    r.f = iv.toDouble();
    return r;
  }
  if (iv.isString()) {
    r.kind = Value::Kind::String;
    r.s = iv.toStringRef();
    return r;
  }
  if (iv.isList() || iv.isTuple()) {
    r.kind = iv.isList() ? Value::Kind::List : Value::Kind::Tuple;
    auto convertAll = [&](c10::ArrayRef<c10::IValue> elems) -> Error {
      for (const c10::IValue &e : elems) {
        OPIDIFF_TRY(v, fromIValue(e));
        r.elems.push_back(std::move(*v));
      }
      return Error::success();
    };
    if (Error err = iv.isList()
                        ? convertAll(iv.toListRef())
                        : convertAll(iv.toTupleRef().elements().asArrayRef()))
      return std::move(err);
    return r;
  }
  return unsupported(Twine("torch returned a ") + iv.tagKind());
}

namespace {

Expected<BaselineResult> runAten(const TestCase &test, const BoundCall &call,
                                 unsigned repeats) {
  std::string qualified =
      call.overload.empty() ? call.name : call.name + "." + call.overload;
  auto op = c10::Dispatcher::singleton().findSchema(
      c10::OperatorName(call.name, call.overload));
  if (!op)
    return unsupported("unknown aten operator " + qualified);
  const std::vector<c10::Argument> &params = op->schema().arguments();
  if (params.size() != call.args.size())
    return createStringError(inconvertibleErrorCode(),
                             "the bound call of " + qualified +
                                 " does not have the schema's arguments");

  at::manual_seed(testSeed(test));
  at::NoGradGuard noGrad;
  std::vector<c10::IValue> stack;
  for (size_t i = 0; i < params.size(); ++i) {
    if (params[i].name() != call.args[i].first)
      return createStringError(inconvertibleErrorCode(),
                               "the bound call of " + qualified +
                                   " has argument '" + call.args[i].first +
                                   "' where the schema has '" +
                                   params[i].name() + "'");
    Expected<c10::IValue> iv =
        toIValue(*params[i].real_type(), call.args[i].second);
    if (!iv)
      return withContext(iv.takeError(),
                         qualified + " argument '" + params[i].name() + "': ");
    if (i == 0 && test.castInput0ToComplex && iv->isTensor()) {
      // As opdiff's backends rebuild input0 (see Lowering.cpp).
      try {
        at::Tensor t = iv->toTensor();
        if (!t.is_complex()) {
          if (!t.is_floating_point())
            t = t.to(at::kFloat);
          if (t.dim() > 0 && t.size(-1) == 2)
            t = at::complex(t.select(-1, 0), t.select(-1, 1));
          else
            t = at::complex(t, at::zeros_like(t));
          *iv = c10::IValue(t);
        }
      } catch (const c10::Error &e) {
        return torchError(e, "cast_input0_to_complex: ");
      }
    }
    stack.push_back(std::move(*iv));
  }

  std::vector<double> times;
  try {
    std::vector<c10::IValue> first;
    for (unsigned r = 0; r < std::max(repeats, 1u); ++r) {
      std::vector<c10::IValue> run;
      for (const c10::IValue &iv : stack)
        run.push_back(iv.isTensor() ? c10::IValue(iv.toTensor().clone()) : iv);
      auto start = std::chrono::steady_clock::now();
      op->callBoxed(run);
      times.push_back(std::chrono::duration<double, std::milli>(
                          std::chrono::steady_clock::now() - start)
                          .count());
      if (r == 0)
        first = std::move(run);
    }
    stack = std::move(first);
  } catch (const c10::Error &e) {
    return torchError(e, qualified + ": ");
  } catch (const std::exception &e) {
    return createStringError(inconvertibleErrorCode(),
                             qualified + ": " + e.what());
  }

  BaselineResult result;
  result.timesMs = std::move(times);
  if (stack.size() == 1) {
    OPIDIFF_TRY(v, fromIValue(stack.front()));
    result.output = std::move(*v);
    return result;
  }
  result.output.kind = Value::Kind::Tuple;
  for (const c10::IValue &iv : stack) {
    OPIDIFF_TRY(v, fromIValue(iv));
    result.output.elems.push_back(std::move(*v));
  }
  return result;
}

} // namespace

Expected<BaselineResult> runBaseline(const TestCase &test,
                                     const BoundCall *call, unsigned repeats) {
  if (test.opKind == TestCase::OpKind::Module)
    return runModule(test, repeats);
  if (call)
    return runAten(test, *call, repeats);
  OPIDIFF_TRY(bound, bindAtenCall(test));
  return runAten(test, *bound, repeats);
}

std::string torchVersion() { return TORCH_VERSION; }

} // namespace opidiff
} // namespace shlo
} // namespace mlir
