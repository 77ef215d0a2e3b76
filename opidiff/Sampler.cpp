//===- Sampler.cpp - Concrete values for loaded OpiDiff tests -------------===//

#include "opidiff/Sampler.h"
#include "opidiff/Errors.h"

#include <algorithm>
#include <cmath>
#include <cstring>
#include <limits>

static_assert(__BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__,
              "TensorValue data is little-endian; this host is not");

namespace mlir {
namespace shlo {
namespace opidiff {

//===----------------------------------------------------------------------===//
// Generator
//===----------------------------------------------------------------------===//

uint64_t mix64(uint64_t z) {
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
  return z ^ (z >> 31);
}

uint64_t fnv1a64(const std::string &s) {
  uint64_t h = 0xCBF29CE484222325ULL;
  for (unsigned char c : s) {
    h ^= c;
    h *= 0x100000001B3ULL;
  }
  return h;
}

Rng Rng::forKey(uint64_t seed, const std::string &key) {
  return Rng(mix64(seed) ^ fnv1a64(key));
}

uint64_t Rng::next() {
  state += 0x9E3779B97F4A7C15ULL;
  return mix64(state);
}

double Rng::uniform01() { return static_cast<double>(next() >> 11) * 0x1p-53; }

double Rng::uniform(double lo, double hi) {
  double u = static_cast<double>(next() >> 11) / 9007199254740991.0;
  return std::clamp(lo + (hi - lo) * u, lo, hi);
}

double Rng::normal(double mean, double std) {
  double u1 = static_cast<double>((next() >> 11) + 1) * 0x1p-53;
  double u2 = uniform01();
  return mean + std * std::sqrt(-2.0 * std::log(u1)) *
                    std::cos(6.283185307179586 * u2);
}

int64_t Rng::randint(int64_t lo, int64_t hi) {
  uint64_t span = static_cast<uint64_t>(hi) - static_cast<uint64_t>(lo) + 1;
  if (span == 0)
    return static_cast<int64_t>(next());
  uint64_t threshold = (0 - span) % span;
  uint64_t x;
  do {
    x = next();
  } while (x < threshold);
  return static_cast<int64_t>(static_cast<uint64_t>(lo) + x % span);
}

bool Rng::bernoulli(double p) { return uniform01() < p; }

//===----------------------------------------------------------------------===//
// Small floats
//===----------------------------------------------------------------------===//

namespace {

/// Rounds `x` to a binary format with `expBits` exponent bits and `manBits`
/// stored mantissa bits (to nearest, ties to even) and returns its bits.
uint16_t toSmallFloat(double x, int expBits, int manBits) {
  uint16_t sign = std::signbit(x) ? uint16_t(1u << (expBits + manBits)) : 0;
  uint16_t expAll = uint16_t(((1u << expBits) - 1) << manBits);
  if (std::isnan(x))
    return sign | expAll | uint16_t(1u << (manBits - 1));
  double a = std::fabs(x);
  if (std::isinf(a))
    return sign | expAll;
  if (a == 0.0)
    return sign;
  int bias = (1 << (expBits - 1)) - 1;
  int e;
  std::frexp(a, &e);
  int exponent = std::max(e - 1, 1 - bias); // subnormals share 1 - bias
  double q = std::ldexp(a, manBits - exponent);
  double r = std::nearbyint(q); // the default rounding mode: ties to even
  if (r >= std::ldexp(1.0, manBits + 1)) {
    r /= 2;
    ++exponent;
  }
  bool normal = r >= std::ldexp(1.0, manBits);
  int field = normal ? exponent + bias : 0;
  if (field >= (1 << expBits) - 1)
    return sign | expAll;
  uint32_t mantissa = static_cast<uint32_t>(r) & ((1u << manBits) - 1);
  return sign | uint16_t(field << manBits) | uint16_t(mantissa);
}

double fromSmallFloat(uint16_t bits, int expBits, int manBits) {
  bool negative = bits >> (expBits + manBits);
  int field = (bits >> manBits) & ((1 << expBits) - 1);
  uint32_t mantissa = bits & ((1u << manBits) - 1);
  int bias = (1 << (expBits - 1)) - 1;
  double v;
  if (field == (1 << expBits) - 1)
    v = mantissa ? NAN : INFINITY;
  else if (field == 0)
    v = std::ldexp(static_cast<double>(mantissa), 1 - bias - manBits);
  else
    v = std::ldexp(static_cast<double>(mantissa + (1u << manBits)),
                   field - bias - manBits);
  return negative ? -v : v;
}

} // namespace

uint16_t toFloat16Bits(double x) { return toSmallFloat(x, 5, 10); }
uint16_t toBFloat16Bits(double x) { return toSmallFloat(x, 8, 7); }
double float16BitsToDouble(uint16_t bits) { return fromSmallFloat(bits, 5, 10); }
double bfloat16BitsToDouble(uint16_t bits) {
  return fromSmallFloat(bits, 8, 7);
}

//===----------------------------------------------------------------------===//
// Tensors
//===----------------------------------------------------------------------===//

namespace {

llvm::Error errorAt(const SourceLoc &loc, const llvm::Twine &message) {
  return llvm::createStringError(llvm::inconvertibleErrorCode(),
                                 loc.str() + ": " + message.str());
}

/// One sampled component: exact for integers, a double otherwise.
struct Sample {
  bool isInt = false;
  int64_t i = 0;
  double f = 0.0;
  static Sample ofInt(int64_t v) { return Sample{true, v, 0.0}; }
  static Sample ofFloat(double v) { return Sample{false, 0, v}; }
  double asDouble() const { return isInt ? static_cast<double>(i) : f; }
};

template <typename T> void put(std::vector<uint8_t> &data, int64_t at, T v) {
  std::memcpy(data.data() + at * sizeof(T), &v, sizeof(T));
}

int64_t toInt(const Sample &s, int64_t lo, int64_t hi) {
  if (s.isInt)
    return std::clamp(s.i, lo, hi);
  if (std::isnan(s.f))
    return 0;
  double r = std::nearbyint(s.f);
  if (r <= static_cast<double>(lo))
    return lo;
  if (r >= static_cast<double>(hi))
    return hi;
  return static_cast<int64_t>(r);
}

/// Stores element `index` of a tensor of `dtype` (`im` only for complex).
void store(TensorValue &t, int64_t index, const Sample &re, const Sample &im) {
  auto &d = t.data;
  switch (t.dtype) {
  case DType::Bool:
    d[index] = re.isInt ? re.i != 0 : re.f != 0.0;
    break;
  case DType::UInt8:
    put<uint8_t>(d, index, uint8_t(toInt(re, 0, 255)));
    break;
  case DType::Int8:
    put<int8_t>(d, index, int8_t(toInt(re, -128, 127)));
    break;
  case DType::Int16:
    put<int16_t>(d, index, int16_t(toInt(re, -32768, 32767)));
    break;
  case DType::Int32:
    put<int32_t>(d, index,
                 int32_t(toInt(re, std::numeric_limits<int32_t>::min(),
                               std::numeric_limits<int32_t>::max())));
    break;
  case DType::Int64:
    put<int64_t>(d, index,
                 toInt(re, std::numeric_limits<int64_t>::min(),
                       std::numeric_limits<int64_t>::max()));
    break;
  case DType::Float16:
    put<uint16_t>(d, index, toFloat16Bits(re.asDouble()));
    break;
  case DType::BFloat16:
    put<uint16_t>(d, index, toBFloat16Bits(re.asDouble()));
    break;
  case DType::Float32:
    put<float>(d, index, static_cast<float>(re.asDouble()));
    break;
  case DType::Float64:
    put<double>(d, index, re.asDouble());
    break;
  case DType::Complex64:
    put<float>(d, 2 * index, static_cast<float>(re.asDouble()));
    put<float>(d, 2 * index + 1, static_cast<float>(im.asDouble()));
    break;
  case DType::Complex128:
    put<double>(d, 2 * index, re.asDouble());
    put<double>(d, 2 * index + 1, im.asDouble());
    break;
  }
}

void flatten(const Value &v, std::vector<const Value *> &out) {
  if (v.kind == Value::Kind::List) {
    for (const Value &e : v.elems)
      flatten(e, out);
  } else {
    out.push_back(&v);
  }
}

Sample literalSample(const Value &v) {
  if (v.kind == Value::Kind::Bool)
    return Sample::ofInt(v.b ? 1 : 0);
  if (v.kind == Value::Kind::Int)
    return Sample::ofInt(v.i);
  return Sample::ofFloat(v.f);
}

/// The integer bounds of randint: ceil(low), floor(high), default [0, 9].
llvm::Expected<std::pair<int64_t, int64_t>> intBounds(const Node &node) {
  if (!node.low || !node.high)
    return std::make_pair<int64_t, int64_t>(0, 9);
  auto bound = [](const Number &n, bool up) -> int64_t {
    if (n.isInt)
      return n.i;
    double r = up ? std::ceil(n.f) : std::floor(n.f);
    return static_cast<int64_t>(std::clamp(r, -9.2e18, 9.2e18));
  };
  int64_t lo = bound(*node.low, true), hi = bound(*node.high, false);
  if (lo > hi)
    return errorAt(node.loc, "no integer lies in [low, high]");
  return std::make_pair(lo, hi);
}

llvm::Expected<Value> sampleTensor(const Node &node, Rng &rng) {
  TensorValue t;
  t.dtype = node.dtype;
  if (node.type != Node::Type::ScalarTensor)
    t.shape = node.shape;
  // The loader's limits (LoadLimits) bound real suites; this is the
  // sampler's own guard for nodes made elsewhere.
  constexpr int64_t kMaxElements = int64_t(1) << 31;
  int64_t count = 1;
  for (int64_t d : t.shape) {
    if (d < 0)
      return errorAt(node.loc, "negative size in shape");
    if (d != 0 && count > kMaxElements / d)
      return errorAt(node.loc, "the tensor has more than 2^31 elements");
    count *= d;
  }
  if (count > kMaxElements)
    return errorAt(node.loc, "the tensor has more than 2^31 elements");
  if (!node.value)
    if (auto bad = checkSamplingBounds(node))
      return errorAt(node.loc, bad->second);
  t.data.assign(static_cast<size_t>(count * dtypeSize(t.dtype)), 0);

  if (node.value) {
    if (auto msg = checkTensorLiteral(*node.value, t.shape, t.dtype))
      return errorAt(node.value->loc, *msg);
    std::vector<const Value *> leaves;
    flatten(*node.value, leaves);
    for (int64_t k = 0; k < count; ++k)
      store(t, k, literalSample(*leaves[k]), Sample::ofInt(0));
    Value v = Value::ofTensor(std::move(t));
    v.loc = node.loc;
    return v;
  }

  bool integral = isIntegral(t.dtype);
  InitMethod method = node.init;
  if (method == InitMethod::Default) {
    if (t.dtype == DType::Bool)
      method = InitMethod::Bernoulli;
    else if (integral)
      method = InitMethod::Randint;
    else if (node.low && node.high)
      method = InitMethod::Uniform;
    else
      method = InitMethod::Normal;
  }
  if (method == InitMethod::Uniform && (integral || t.dtype == DType::Bool))
    method = InitMethod::Randint;

  std::pair<int64_t, int64_t> ints{0, 9};
  if (method == InitMethod::Randint) {
    OPIDIFF_TRY(b, intBounds(node));
    ints = *b;
  }
  double lo = node.low ? node.low->asDouble() : 0.0;
  double hi = node.high ? node.high->asDouble() : 1.0;
  if (method == InitMethod::Uniform && !(lo <= hi))
    return errorAt(node.loc, "`low` must not exceed `high`");

  auto draw = [&]() -> Sample {
    switch (method) {
    case InitMethod::Normal:
      return Sample::ofFloat(rng.normal(node.mean, node.std));
    case InitMethod::Uniform:
      return Sample::ofFloat(rng.uniform(lo, hi));
    case InitMethod::Randint:
      return Sample::ofInt(rng.randint(ints.first, ints.second));
    case InitMethod::Bernoulli:
      return Sample::ofInt(rng.bernoulli(node.p) ? 1 : 0);
    case InitMethod::Zeros:
      return Sample::ofInt(0);
    case InitMethod::Ones:
    case InitMethod::Default:
      return Sample::ofInt(1);
    }
    return Sample::ofInt(0);
  };
  bool complex = isComplex(t.dtype);
  bool constant = method == InitMethod::Zeros || method == InitMethod::Ones;
  for (int64_t k = 0; k < count; ++k) {
    Sample re = draw();
    Sample im = complex && !constant ? draw() : Sample::ofInt(0);
    store(t, k, re, im);
  }
  Value v = Value::ofTensor(std::move(t));
  v.loc = node.loc;
  return v;
}

llvm::Expected<Value> sampleScalar(const Node &node, Rng &rng) {
  Value v;
  DType t = node.dtype;
  if (node.value) {
    Sample s = literalSample(*node.value);
    if (t == DType::Bool)
      v = Value::ofBool(s.isInt ? s.i != 0 : s.f != 0.0);
    else if (isIntegral(t))
      v = Value::ofInt(s.isInt ? s.i : static_cast<int64_t>(s.f));
    else
      v = Value::ofFloat(s.asDouble());
  } else if (t == DType::Bool) {
    v = Value::ofBool(rng.bernoulli(node.p));
  } else if (!node.low || !node.high) {
    return errorAt(node.loc, "a scalar needs `value` or `low` and `high`");
  } else if (auto bad = checkSamplingBounds(node)) {
    return errorAt(node.loc, bad->second);
  } else if (isIntegral(t)) {
    OPIDIFF_TRY(b, intBounds(node));
    v = Value::ofInt(rng.randint(b->first, b->second));
  } else {
    double lo = node.low->asDouble(), hi = node.high->asDouble();
    if (!(lo <= hi))
      return errorAt(node.loc, "`low` must be less than `high`");
    v = Value::ofFloat(rng.uniform(lo, hi));
  }
  if (node.dtypeGiven)
    v.scalarDType = t;
  v.loc = node.loc;
  return v;
}

llvm::Error sampleFields(const std::vector<std::pair<std::string, NodePtr>> &in,
                         std::vector<std::pair<std::string, Value>> &out,
                         Rng &rng) {
  for (const auto &[name, node] : in) {
    OPIDIFF_TRY(v, sampleNode(*node, rng));
    out.emplace_back(name, std::move(*v));
  }
  return llvm::Error::success();
}

llvm::Error sampleAll(const std::vector<NodePtr> &in, std::vector<Value> &out,
                      Rng &rng) {
  for (const NodePtr &node : in) {
    OPIDIFF_TRY(v, sampleNode(*node, rng));
    out.push_back(std::move(*v));
  }
  return llvm::Error::success();
}

} // namespace

llvm::Expected<Value> sampleNode(const Node &node, Rng &rng) {
  Value v;
  switch (node.type) {
  case Node::Type::Literal:
    if (node.value)
      v = *node.value;
    break;
  case Node::Type::Tensor:
  case Node::Type::ScalarTensor:
  case Node::Type::ConstTensor:
    return sampleTensor(node, rng);
  case Node::Type::Scalar:
    return sampleScalar(node, rng);
  case Node::Type::IntList:
    for (int64_t i : node.ints) {
      v.elems.push_back(Value::ofInt(i));
      v.elems.back().loc = node.loc;
    }
    v.kind = Value::Kind::List;
    break;
  case Node::Type::Seq:
  case Node::Type::Tuple:
    if (auto err = sampleAll(node.elems, v.elems, rng))
      return std::move(err);
    v.kind = node.type == Node::Type::Seq ? Value::Kind::List
                                          : Value::Kind::Tuple;
    break;
  case Node::Type::Map:
    if (auto err = sampleFields(node.fields, v.dict, rng))
      return std::move(err);
    v.kind = Value::Kind::Dict;
    break;
  case Node::Type::List:
    if (node.elems.size() != 1 || !node.elems[0])
      return errorAt(node.loc, "a list node needs one `elem`");
    if (node.len < 0 || node.len > kMaxListLength)
      return errorAt(node.loc, "list length out of range");
    for (int64_t k = 0; k < node.len; ++k) {
      OPIDIFF_TRY(e, sampleNode(*node.elems[0], rng));
      v.elems.push_back(std::move(*e));
    }
    v.kind = Value::Kind::List;
    break;
  case Node::Type::Optional:
    if (node.elems.size() != 1 || !node.elems[0])
      return errorAt(node.loc, "an optional node needs one `elem`");
    if (rng.bernoulli(node.pNone))
      break;
    return sampleNode(*node.elems[0], rng);
  case Node::Type::Construct: {
    auto spec = std::make_shared<ModuleSpec>();
    spec->path = node.path;
    spec->pythonFile = node.pythonFile;
    if (auto err = sampleAll(node.elems, spec->args, rng))
      return std::move(err);
    if (auto err = sampleFields(node.fields, spec->kwargs, rng))
      return std::move(err);
    v.kind = Value::Kind::Object;
    v.object = std::move(spec);
    break;
  }
  }
  v.loc = node.loc;
  return v;
}

llvm::Expected<TestCase> sampleTest(const Suite &, const TestSpec &test,
                                    uint64_t seed) {
  TestCase tc;
  tc.id = test.id;
  tc.impl = test.impl;
  tc.opKind = test.opKind;
  tc.atenName = test.atenName;
  tc.atenOverload = test.atenOverload;
  tc.device = test.device;
  tc.castInput0ToComplex = test.castInput0ToComplex;
  tc.pairId = test.pairId;
  tc.pairSide = test.pairSide;
  tc.loc = test.loc;
  Rng rng = Rng::forKey(seed, test.pairId.empty() ? test.id : test.pairId);
  if (auto err = sampleAll(test.inputs, tc.inputs, rng))
    return std::move(err);
  if (auto err = sampleFields(test.kwargs, tc.kwargs, rng))
    return std::move(err);
  if (test.out) {
    OPIDIFF_TRY(out, sampleNode(*test.out, rng));
    tc.out = std::move(*out);
  }
  tc.module.path = test.module.path;
  tc.module.pythonFile = test.module.pythonFile;
  if (auto err = sampleAll(test.module.args, tc.module.args, rng))
    return std::move(err);
  if (auto err = sampleFields(test.module.kwargs, tc.module.kwargs, rng))
    return std::move(err);
  return tc;
}

llvm::Expected<std::vector<TestCase>> sampleSuite(const Suite &suite,
                                                  uint64_t seed) {
  std::vector<TestCase> out;
  for (const TestSpec &test : suite.tests) {
    auto tc = sampleTest(suite, test, seed);
    if (!tc)
      return llvm::createStringError(llvm::inconvertibleErrorCode(),
                                     "test '" + test.id + "': " +
                                         llvm::toString(tc.takeError()));
    out.push_back(std::move(*tc));
  }
  return out;
}

std::optional<std::pair<std::string, std::string>>
checkSamplingBounds(const Node &node) {
  auto finite = [](const char *name, double v)
      -> std::optional<std::pair<std::string, std::string>> {
    if (std::isfinite(v))
      return std::nullopt;
    return std::make_pair(std::string(name),
                          "`" + std::string(name) + "` must be finite");
  };
  if (node.low)
    if (auto e = finite("low", node.low->asDouble()))
      return e;
  if (node.high)
    if (auto e = finite("high", node.high->asDouble()))
      return e;
  if (auto e = finite("mean", node.mean))
    return e;
  if (auto e = finite("std", node.std))
    return e;
  if (!node.low || !node.high)
    return std::nullopt;
  if (isFloating(node.dtype) || isComplex(node.dtype)) {
    if (!std::isfinite(node.high->asDouble() - node.low->asDouble()))
      return std::make_pair(std::string("low"),
                            std::string("`high` - `low` must be finite"));
    return std::nullopt;
  }
  if (!isIntegral(node.dtype))
    return std::nullopt;
  int64_t min = 0, max = 0;
  switch (node.dtype) {
  case DType::UInt8: min = 0, max = 255; break;
  case DType::Int8: min = -128, max = 127; break;
  case DType::Int16: min = -32768, max = 32767; break;
  case DType::Int32: min = INT32_MIN, max = INT32_MAX; break;
  default: min = INT64_MIN, max = INT64_MAX; break;
  }
  // randint draws from [ceil(low), floor(high)]: both ends must be values
  // of the dtype.
  auto fits = [&](const Number &n, bool up) {
    if (n.isInt)
      return n.i >= min && n.i <= max;
    double r = up ? std::ceil(n.f) : std::floor(n.f);
    return r >= double(min) && (max == INT64_MAX ? r < 9223372036854775808.0
                                                 : r <= double(max));
  };
  std::string range = " must lie in the range of " +
                      std::string(dtypeName(node.dtype)) + ", [" +
                      std::to_string(min) + ", " + std::to_string(max) + "]";
  if (!fits(*node.low, true))
    return std::make_pair(std::string("low"), "`low`" + range);
  if (!fits(*node.high, false))
    return std::make_pair(std::string("high"), "`high`" + range);
  return std::nullopt;
}

int64_t estimateSampleBytes(const NodePtr &node) {
  if (!node)
    return 0;
  int64_t bytes = kSampledValueOverhead;
  switch (node->type) {
  case Node::Type::Tensor:
  case Node::Type::ScalarTensor:
  case Node::Type::ConstTensor: {
    int64_t elements = 1;
    for (int64_t d : node->shape)
      elements = d == 0 ? 0 : saturatingMul(elements, d);
    int64_t perElement = dtypeSize(node->dtype);
    if (node->type == Node::Type::ConstTensor && node->value)
      perElement += int64_t(sizeof(Value)); // the literal's element Values
    bytes = saturatingAdd(bytes, saturatingMul(elements, perElement));
    return bytes;
  }
  case Node::Type::IntList:
    return saturatingAdd(
        bytes, saturatingMul(int64_t(node->ints.size()), kSampledValueOverhead));
  case Node::Type::List:
    return saturatingAdd(
        bytes, saturatingMul(node->len, node->elems.empty()
                                            ? kSampledValueOverhead
                                            : estimateSampleBytes(node->elems[0])));
  default:
    break;
  }
  for (const NodePtr &elem : node->elems)
    bytes = saturatingAdd(bytes, estimateSampleBytes(elem));
  for (const auto &field : node->fields)
    bytes = saturatingAdd(bytes, estimateSampleBytes(field.second));
  return bytes;
}

int64_t estimateSampleBytes(const TestSpec &test) {
  int64_t bytes = 0;
  for (const NodePtr &input : test.inputs)
    bytes = saturatingAdd(bytes, estimateSampleBytes(input));
  for (const auto &kwarg : test.kwargs)
    bytes = saturatingAdd(bytes, estimateSampleBytes(kwarg.second));
  bytes = saturatingAdd(bytes, estimateSampleBytes(test.out));
  for (const NodePtr &arg : test.module.args)
    bytes = saturatingAdd(bytes, estimateSampleBytes(arg));
  for (const auto &kwarg : test.module.kwargs)
    bytes = saturatingAdd(bytes, estimateSampleBytes(kwarg.second));
  return bytes;
}

} // namespace opidiff
} // namespace shlo
} // namespace mlir
