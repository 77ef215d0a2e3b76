//===- SamplerTest.cpp - Deterministic sampling of OpiDiff tests ----------===//
//
// Reference numbers come from an independent Python implementation of the
// generator documented in docs/opidiff-format.md, from NumPy (float16) or
// from hand calculation (bfloat16).
//
//===----------------------------------------------------------------------===//

#include "opidiff/Sampler.h"
#include "opidiff/loader/Loader.h"

#include "gtest/gtest.h"

#include <cmath>
#include <cstring>
#include <map>

using namespace mlir::shlo::opidiff;

namespace {

const std::string kSamplerYamlDir = OPIDIFF_TEST_YAML_DIR;

std::unique_ptr<Suite> loadOk(const std::string &text) {
  LoadResult r = loadSuiteString(text, "mem.yaml");
  EXPECT_TRUE(r.ok()) << (r.errors.empty() ? "" : r.errors[0].str());
  return std::move(r.suite);
}

std::unique_ptr<Suite> loadFileOk(const std::string &name) {
  LoadResult r = loadSuiteFile(kSamplerYamlDir + "/" + name);
  EXPECT_TRUE(r.ok()) << (r.errors.empty() ? "" : r.errors[0].str());
  return std::move(r.suite);
}

const TestSpec &byId(const Suite &s, const std::string &id) {
  for (const TestSpec &t : s.tests)
    if (t.id == id)
      return t;
  ADD_FAILURE() << "no test " << id;
  return s.tests.front();
}

TestCase sample(const Suite &s, const TestSpec &t, uint64_t seed) {
  auto tc = sampleTest(s, t, seed);
  EXPECT_TRUE(static_cast<bool>(tc));
  if (!tc) {
    ADD_FAILURE() << llvm::toString(tc.takeError());
    return TestCase();
  }
  return std::move(*tc);
}

/// Samples a single node given as YAML (a test's only input).
Value sampleOne(const std::string &node, uint64_t seed = 7,
                const std::string &dims = "") {
  auto s = loadOk(dims + "tests:\n  - id: t\n    op: aten::relu\n    in: [" +
                  node + "]\n");
  if (!s || s->tests.empty())
    return Value();
  return sample(*s, s->tests[0], seed).inputs.at(0);
}

template <typename T> std::vector<T> elements(const TensorValue &t) {
  std::vector<T> out(t.data.size() / sizeof(T));
  std::memcpy(out.data(), t.data.data(), t.data.size());
  return out;
}

std::pair<double, double> meanStd(const std::vector<double> &v) {
  double sum = 0, sq = 0;
  for (double x : v)
    sum += x;
  double mean = sum / v.size();
  for (double x : v)
    sq += (x - mean) * (x - mean);
  return {mean, std::sqrt(sq / v.size())};
}

//===----------------------------------------------------------------------===//
// The generator
//===----------------------------------------------------------------------===//

TEST(SamplerGenerator, MatchesTheDocumentedAlgorithm) {
  // FNV-1a 64 test vectors.
  EXPECT_EQ(fnv1a64(""), 0xCBF29CE484222325ULL);
  EXPECT_EQ(fnv1a64("a"), 0xAF63DC4C8601EC8CULL);
  EXPECT_EQ(fnv1a64("add_vectors"), 0x02535CAF6B21DA07ULL);
  Rng rng = Rng::forKey(1, "add_vectors");
  EXPECT_EQ(rng.next(), 0x6BB3678C6D009870ULL);

  // The format document's first example, seed 1: two float32 tensors of
  // four normals each, drawn in order (values from the Python model).
  auto suite = loadFileOk("simple_op.yaml");
  TestCase tc = sample(*suite, suite->tests[0], 1);
  ASSERT_EQ(tc.inputs.size(), 2u);
  const uint32_t expected[8] = {1058377308u, 1070248846u, 3222666924u,
                                1045998047u, 1060401116u, 3206541346u,
                                1060735381u, 3221736128u};
  for (int k = 0; k < 2; ++k) {
    ASSERT_EQ(tc.inputs[k].kind, Value::Kind::Tensor);
    EXPECT_EQ(tc.inputs[k].tensor.dtype, DType::Float32);
    EXPECT_EQ(tc.inputs[k].tensor.shape, std::vector<int64_t>{4});
    std::vector<uint32_t> bits = elements<uint32_t>(tc.inputs[k].tensor);
    for (int e = 0; e < 4; ++e)
      EXPECT_EQ(bits[e], expected[4 * k + e]) << "input " << k << " elem " << e;
  }
}

TEST(SamplerGenerator, NormalMoments) {
  Rng rng(12345);
  std::vector<double> v;
  for (int k = 0; k < 100000; ++k)
    v.push_back(rng.normal(2.0, 3.0));
  auto [mean, std] = meanStd(v);
  EXPECT_NEAR(mean, 2.0, 0.05);
  EXPECT_NEAR(std, 3.0, 0.035);
}

TEST(SamplerGenerator, UniformStaysInsideItsClosedRange) {
  Rng rng(99);
  std::vector<double> v;
  double lo = 1e9, hi = -1e9;
  for (int k = 0; k < 100000; ++k) {
    double x = rng.uniform(-1.0, 2.0);
    ASSERT_GE(x, -1.0);
    ASSERT_LE(x, 2.0);
    lo = std::min(lo, x);
    hi = std::max(hi, x);
    v.push_back(x);
  }
  EXPECT_NEAR(meanStd(v).first, 0.5, 0.02);
  EXPECT_NEAR(meanStd(v).second, 3.0 / std::sqrt(12.0), 0.01);
  EXPECT_LT(lo, -0.999);
  EXPECT_GT(hi, 1.999);
  EXPECT_EQ(rng.uniform(4.0, 4.0), 4.0);
}

TEST(SamplerGenerator, RandintIsInclusiveAndEven) {
  Rng rng(5);
  std::map<int64_t, int> counts;
  for (int k = 0; k < 60000; ++k)
    ++counts[rng.randint(-2, 3)];
  ASSERT_EQ(counts.size(), 6u);
  EXPECT_EQ(counts.begin()->first, -2);
  EXPECT_EQ(counts.rbegin()->first, 3);
  for (const auto &[value, n] : counts)
    EXPECT_NEAR(n, 10000, 500) << value;
  EXPECT_EQ(rng.randint(7, 7), 7);
}

TEST(SamplerGenerator, BernoulliRate) {
  Rng rng(8);
  int ones = 0;
  for (int k = 0; k < 100000; ++k)
    ones += rng.bernoulli(0.3);
  EXPECT_NEAR(ones / 100000.0, 0.3, 0.01);
  EXPECT_FALSE(Rng(1).bernoulli(0.0));
  EXPECT_TRUE(Rng(1).bernoulli(1.0));
}

//===----------------------------------------------------------------------===//
// Determinism
//===----------------------------------------------------------------------===//

TEST(SamplerDeterminism, SameSeedAndIdGiveTheSameBytes) {
  auto a = loadFileOk("reorder_ab.yaml");
  auto b = loadFileOk("reorder_ab.yaml");
  TestCase x = sample(*a, byId(*a, "first"), 42);
  TestCase y = sample(*b, byId(*b, "first"), 42);
  EXPECT_EQ(x.inputs[0].tensor.data, y.inputs[0].tensor.data);
}

TEST(SamplerDeterminism, DifferentIdOrSeedGivesDifferentBytes) {
  auto s = loadFileOk("reorder_ab.yaml");
  TestCase first = sample(*s, byId(*s, "first"), 42);
  TestCase second = sample(*s, byId(*s, "second"), 42);
  TestCase otherSeed = sample(*s, byId(*s, "first"), 43);
  EXPECT_NE(first.inputs[0].tensor.data, second.inputs[0].tensor.data);
  EXPECT_NE(first.inputs[0].tensor.data, otherSeed.inputs[0].tensor.data);
}

TEST(SamplerDeterminism, IndependentOfTestOrder) {
  auto ab = loadFileOk("reorder_ab.yaml");
  auto ba = loadFileOk("reorder_ba.yaml");
  auto all = sampleSuite(*ab, 3);
  ASSERT_TRUE(static_cast<bool>(all));
  auto allReversed = sampleSuite(*ba, 3);
  ASSERT_TRUE(static_cast<bool>(allReversed));
  ASSERT_EQ(all->size(), 2u);
  EXPECT_EQ((*all)[0].id, "first");
  EXPECT_EQ((*allReversed)[1].id, "first");
  EXPECT_EQ((*all)[0].inputs[0].tensor.data,
            (*allReversed)[1].inputs[0].tensor.data);
  EXPECT_EQ((*all)[1].inputs[0].tensor.data,
            (*allReversed)[0].inputs[0].tensor.data);
  // Sampling one test alone gives what the whole suite gave it.
  TestCase alone = sample(*ab, byId(*ab, "second"), 3);
  EXPECT_EQ(alone.inputs[0].tensor.data, (*all)[1].inputs[0].tensor.data);
}

TEST(SamplerDeterminism, PairSidesGetTheSameInputs) {
  auto s = loadFileOk("compare_pair.yaml");
  auto all = sampleSuite(*s, 11);
  ASSERT_TRUE(static_cast<bool>(all));
  ASSERT_EQ(all->size(), 4u);
  const TestCase &a = (*all)[0], &b = (*all)[1], &a2 = (*all)[2];
  EXPECT_EQ(a.pairSide, 'a');
  EXPECT_EQ(b.pairSide, 'b');
  EXPECT_EQ(a.inputs[0].tensor.data, b.inputs[0].tensor.data);
  // Another assignment is another pair, with other inputs.
  EXPECT_NE(a.inputs[0].tensor.data, a2.inputs[0].tensor.data);
  EXPECT_EQ(a.module.path, "torch.nn.Linear");
  ASSERT_EQ(b.module.args.size(), 2u);
  EXPECT_EQ(b.module.args[0].kind, Value::Kind::Int);
  EXPECT_EQ(b.module.args[0].i, 4);
  EXPECT_EQ(b.module.args[1].i, 8);
}

TEST(SamplerDeterminism, OutAndModuleArgsComeAfterTheInputs) {
  std::string plain = R"(tests:
  - id: t
    op: aten::relu
    in: [{type: tensor, shape: [6], kind: float}]
)";
  std::string withOut = plain + "    out: {type: tensor, shape: [6], kind: "
                                "float}\n    kwargs: {}\n";
  auto p = loadOk(plain);
  auto o = loadOk(withOut);
  TestCase x = sample(*p, p->tests[0], 1);
  TestCase y = sample(*o, o->tests[0], 1);
  EXPECT_EQ(x.inputs[0].tensor.data, y.inputs[0].tensor.data);
  ASSERT_TRUE(y.out.has_value());
  EXPECT_EQ(y.out->tensor.shape, std::vector<int64_t>{6});
  EXPECT_NE(y.out->tensor.data, y.inputs[0].tensor.data);
}

//===----------------------------------------------------------------------===//
// Tensors and dtypes
//===----------------------------------------------------------------------===//

TEST(SamplerTensors, NormalTensorMoments) {
  Value v = sampleOne("{type: tensor, shape: [100000], kind: float, mean: 1, "
                      "std: 0.5}");
  ASSERT_EQ(v.kind, Value::Kind::Tensor);
  EXPECT_EQ(v.tensor.data.size(), 400000u);
  std::vector<float> f = elements<float>(v.tensor);
  auto [mean, std] = meanStd(std::vector<double>(f.begin(), f.end()));
  EXPECT_NEAR(mean, 1.0, 0.01);
  EXPECT_NEAR(std, 0.5, 0.006);
}

TEST(SamplerTensors, LowHighWithoutInitIsUniformForFloats) {
  Value v = sampleOne("{type: tensor, shape: [20000], dtype: float64, low: "
                      "-3, high: -1}");
  std::vector<double> d = elements<double>(v.tensor);
  for (double x : d) {
    ASSERT_GE(x, -3.0);
    ASSERT_LE(x, -1.0);
  }
  EXPECT_NEAR(meanStd(d).first, -2.0, 0.02);
}

TEST(SamplerTensors, RandintTensorHitsBothEnds) {
  Value v = sampleOne("{type: tensor, shape: [5000], kind: int, low: -2, "
                      "high: 3}");
  EXPECT_EQ(v.tensor.dtype, DType::Int64);
  std::vector<int64_t> d = elements<int64_t>(v.tensor);
  EXPECT_EQ(*std::min_element(d.begin(), d.end()), -2);
  EXPECT_EQ(*std::max_element(d.begin(), d.end()), 3);
}

TEST(SamplerTensors, IntDefaultsToRandintZeroToNine) {
  Value v = sampleOne("{type: tensor, shape: [5000], dtype: int32}");
  std::vector<int32_t> d = elements<int32_t>(v.tensor);
  EXPECT_EQ(*std::min_element(d.begin(), d.end()), 0);
  EXPECT_EQ(*std::max_element(d.begin(), d.end()), 9);
}

TEST(SamplerTensors, NarrowIntsTakeTheirWholeRange) {
  // A range outside the dtype is refused by the loader (LoaderLimits.
  // SamplingBounds); the dtype's own ends are reachable.
  Value v = sampleOne("{type: tensor, shape: [2000], dtype: uint8, init: "
                      "randint, low: 0, high: 255}");
  std::vector<uint8_t> d = v.tensor.data;
  EXPECT_EQ(*std::min_element(d.begin(), d.end()), 0);
  EXPECT_EQ(*std::max_element(d.begin(), d.end()), 255);
}

TEST(SamplerTensors, BadBoundsAreErrorsInTheSamplerToo) {
  // A node made without the loader: the sampler checks it itself.
  Node node;
  node.type = Node::Type::Tensor;
  node.dtype = DType::Float32;
  node.shape = {3};
  node.init = InitMethod::Uniform;
  node.low = Number{false, 0, -INFINITY};
  node.high = Number{false, 0, 1.0};
  Rng rng(1);
  llvm::Expected<Value> v = sampleNode(node, rng);
  ASSERT_FALSE(bool(v));
  EXPECT_NE(llvm::toString(v.takeError()).find("`low` must be finite"),
            std::string::npos);
  node.dtype = DType::Int8;
  node.init = InitMethod::Randint;
  node.low = Number{true, -1000, 0};
  llvm::Expected<Value> w = sampleNode(node, rng);
  ASSERT_FALSE(bool(w));
  EXPECT_NE(llvm::toString(w.takeError()).find("range of int8"),
            std::string::npos);
}

TEST(SamplerTensors, BoolDefaultsToBernoulli) {
  Value v = sampleOne("{type: tensor, shape: [100000], kind: bool, p: 0.2}");
  EXPECT_EQ(v.tensor.dtype, DType::Bool);
  int ones = 0;
  for (uint8_t b : v.tensor.data) {
    ASSERT_LE(b, 1);
    ones += b;
  }
  EXPECT_NEAR(ones / 100000.0, 0.2, 0.01);
}

TEST(SamplerTensors, ZerosOnesAndBernoulliOnFloats) {
  std::vector<float> z = elements<float>(
      sampleOne("{type: tensor, shape: [3], kind: float, init: zeros}").tensor);
  std::vector<float> o = elements<float>(
      sampleOne("{type: tensor, shape: [3], kind: float, init: ones}").tensor);
  EXPECT_EQ(z, (std::vector<float>{0, 0, 0}));
  EXPECT_EQ(o, (std::vector<float>{1, 1, 1}));
  std::vector<float> b = elements<float>(
      sampleOne("{type: tensor, shape: [100], kind: float, init: bernoulli}")
          .tensor);
  for (float x : b)
    EXPECT_TRUE(x == 0.0f || x == 1.0f);
}

TEST(SamplerTensors, ComplexPartsAreIndependent) {
  Value v = sampleOne("{type: tensor, shape: [1000], dtype: complex64}");
  ASSERT_EQ(v.tensor.data.size(), 8000u);
  std::vector<float> f = elements<float>(v.tensor);
  std::vector<double> re, im;
  for (size_t k = 0; k < f.size(); k += 2) {
    re.push_back(f[k]);
    im.push_back(f[k + 1]);
  }
  EXPECT_NE(re, im);
  EXPECT_NEAR(meanStd(im).second, 1.0, 0.1);
  EXPECT_NEAR(meanStd(re).second, 1.0, 0.1);
  std::vector<double> ones = elements<double>(
      sampleOne("{type: tensor, shape: [2], dtype: complex128, init: ones}")
          .tensor);
  EXPECT_EQ(ones, (std::vector<double>{1, 0, 1, 0}));
}

TEST(SamplerTensors, Float16Rounding) {
  // Expected bits from NumPy's float64 -> float16 conversion.
  EXPECT_EQ(toFloat16Bits(1.0 / 3.0), 0x3555);
  EXPECT_EQ(toFloat16Bits(1.0 + std::ldexp(1.0, -11)), 0x3C00); // tie, even
  EXPECT_EQ(toFloat16Bits(1.0 + 3 * std::ldexp(1.0, -11)), 0x3C02);
  EXPECT_EQ(toFloat16Bits(65519.0), 0x7BFF);
  EXPECT_EQ(toFloat16Bits(65520.0), 0x7C00); // rounds to infinity
  EXPECT_EQ(toFloat16Bits(std::ldexp(1.0, -24)), 0x0001);
  EXPECT_EQ(toFloat16Bits(std::ldexp(1.0, -25)), 0x0000);
  EXPECT_EQ(toFloat16Bits(3 * std::ldexp(1.0, -26)), 0x0001);
  EXPECT_EQ(toFloat16Bits(-2.5), 0xC100);
  EXPECT_EQ(toFloat16Bits(-0.0), 0x8000);
  EXPECT_EQ(toFloat16Bits(INFINITY), 0x7C00);
  EXPECT_EQ(toFloat16Bits(NAN) & 0x7C00, 0x7C00);
  EXPECT_NE(toFloat16Bits(NAN) & 0x03FF, 0);
  EXPECT_EQ(float16BitsToDouble(0x3555), 0.333251953125);
  EXPECT_EQ(float16BitsToDouble(0x0001), std::ldexp(1.0, -24));
  EXPECT_EQ(float16BitsToDouble(0xC100), -2.5);
}

TEST(SamplerTensors, BFloat16Rounding) {
  // 1/3 = 1.0101...b x 2^-2: seven stored bits 0101010, the rest 1010...
  // is over half an ulp, so it rounds up to 0101011: 0x3EAB.
  EXPECT_EQ(toBFloat16Bits(1.0 / 3.0), 0x3EAB);
  EXPECT_EQ(bfloat16BitsToDouble(0x3EAB), 0.333984375);
  EXPECT_EQ(toBFloat16Bits(1.0 + std::ldexp(1.0, -8)), 0x3F80); // tie, even
  EXPECT_EQ(toBFloat16Bits(1.0 + 3 * std::ldexp(1.0, -8)), 0x3F82);
  // Just above the tie: rounding through float32 first would lose the
  // 2^-30 and round to even (0x3F80).
  EXPECT_EQ(toBFloat16Bits(1.0 + std::ldexp(1.0, -8) + std::ldexp(1.0, -30)),
            0x3F81);
  EXPECT_EQ(toBFloat16Bits(-2.0), 0xC000);
  EXPECT_EQ(toBFloat16Bits(1e39), 0x7F80);
}

TEST(SamplerTensors, ConstTensorValuesConvertToTheDtype) {
  Value b = sampleOne("{type: const_tensor, shape: [2], dtype: bfloat16, "
                      "value: [0.3333333333333333, 1]}");
  EXPECT_EQ(b.tensor.data, (std::vector<uint8_t>{0xAB, 0x3E, 0x80, 0x3F}));
  Value h = sampleOne("{type: const_tensor, shape: [1, 2], dtype: float16, "
                      "value: [[0.3333333333333333, -2.5]]}");
  EXPECT_EQ(h.tensor.shape, (std::vector<int64_t>{1, 2}));
  EXPECT_EQ(h.tensor.data, (std::vector<uint8_t>{0x55, 0x35, 0x00, 0xC1}));
  Value i = sampleOne("{type: const_tensor, shape: [3], dtype: int16, value: "
                      "[1, -2, 3]}");
  EXPECT_EQ(elements<int16_t>(i.tensor), (std::vector<int16_t>{1, -2, 3}));
  Value bo = sampleOne("{type: const_tensor, shape: [2], kind: bool, value: "
                       "[true, false]}");
  EXPECT_EQ(bo.tensor.data, (std::vector<uint8_t>{1, 0}));
}

TEST(SamplerTensors, ConstTensorWithoutValueIsSampled) {
  Value v = sampleOne("{type: const_tensor, shape: [4], kind: float, init: "
                      "uniform, low: 5, high: 6}");
  for (float x : elements<float>(v.tensor)) {
    EXPECT_GE(x, 5.0f);
    EXPECT_LE(x, 6.0f);
  }
}

TEST(SamplerTensors, ConstTensorShapeMismatchIsAnError) {
  Node node;
  node.type = Node::Type::ConstTensor;
  node.loc = SourceLoc{"x.yaml", 3, 7};
  node.dtype = DType::Int64;
  node.shape = {2, 2};
  Value row0 = Value::ofList({Value::ofInt(1), Value::ofInt(2)});
  Value row1 = Value::ofList({Value::ofInt(3)});
  node.value = Value::ofList({row0, row1});
  Rng rng(1);
  auto v = sampleNode(node, rng);
  ASSERT_FALSE(static_cast<bool>(v));
  std::string msg = llvm::toString(v.takeError());
  EXPECT_NE(msg.find("does not match the shape"), std::string::npos) << msg;
  // The fixed value samples fine.
  node.value->elems[1].elems.push_back(Value::ofInt(4));
  auto ok = sampleNode(node, rng);
  ASSERT_TRUE(static_cast<bool>(ok));
  EXPECT_EQ(elements<int64_t>(ok->tensor), (std::vector<int64_t>{1, 2, 3, 4}));
}

TEST(SamplerTensors, ScalarTensorIsRankZero) {
  Value v = sampleOne("{type: scalar_tensor, dtype: float64, value: 2.5}");
  ASSERT_EQ(v.kind, Value::Kind::Tensor);
  EXPECT_TRUE(v.tensor.shape.empty());
  EXPECT_EQ(v.tensor.numElements(), 1);
  EXPECT_EQ(elements<double>(v.tensor), std::vector<double>{2.5});
  Value s = sampleOne("{type: scalar_tensor, kind: int, low: 4, high: 4}");
  EXPECT_EQ(elements<int64_t>(s.tensor), std::vector<int64_t>{4});
}

//===----------------------------------------------------------------------===//
// Other nodes
//===----------------------------------------------------------------------===//

TEST(SamplerNodes, Scalars) {
  Value f = sampleOne("{type: scalar, kind: float, low: -1, high: 1}");
  ASSERT_EQ(f.kind, Value::Kind::Float);
  EXPECT_GE(f.f, -1.0);
  EXPECT_LE(f.f, 1.0);
  EXPECT_FALSE(f.scalarDType.has_value());
  Value d = sampleOne("{type: scalar, dtype: float64, value: 3}");
  ASSERT_EQ(d.kind, Value::Kind::Float);
  EXPECT_EQ(d.f, 3.0);
  ASSERT_TRUE(d.scalarDType.has_value());
  EXPECT_EQ(*d.scalarDType, DType::Float64);
  Value i = sampleOne("{type: scalar, kind: int, low: 10, high: 12}");
  ASSERT_EQ(i.kind, Value::Kind::Int);
  EXPECT_GE(i.i, 10);
  EXPECT_LE(i.i, 12);
  Value b = sampleOne("{type: scalar, kind: bool, p: 1}");
  ASSERT_EQ(b.kind, Value::Kind::Bool);
  EXPECT_TRUE(b.b);
}

TEST(SamplerNodes, ListsTuplesOptionalsConsts) {
  Value il = sampleOne("{type: int_list, elems: [N, -1]}", 7,
                       "dims: {N: 5}\n");
  ASSERT_EQ(il.kind, Value::Kind::List);
  ASSERT_EQ(il.elems.size(), 2u);
  EXPECT_EQ(il.elems[0].i, 5);
  EXPECT_EQ(il.elems[1].i, -1);

  Value l = sampleOne("{type: list, len: 3, elem: {type: scalar, kind: int, "
                      "low: 0, high: 1000000}}");
  ASSERT_EQ(l.kind, Value::Kind::List);
  ASSERT_EQ(l.elems.size(), 3u);
  EXPECT_NE(l.elems[0].i, l.elems[1].i); // drawn one after another

  Value t = sampleOne("{type: tuple, elems: [{type: const, value: x}, "
                      "{type: scalar_tensor, kind: bool, value: true}]}");
  ASSERT_EQ(t.kind, Value::Kind::Tuple);
  EXPECT_EQ(t.elems[0].s, "x");
  EXPECT_EQ(t.elems[1].tensor.data, std::vector<uint8_t>{1});

  Value none = sampleOne("{type: optional, p_none: 1, elem: {type: scalar, "
                         "kind: bool}}");
  EXPECT_EQ(none.kind, Value::Kind::None);
  Value some = sampleOne("{type: optional, elem: {type: const, value: 2}}");
  EXPECT_EQ(some.kind, Value::Kind::Int);

  Value c = sampleOne("{type: const, value: {a: [1, 2.5], b: null}}");
  ASSERT_EQ(c.kind, Value::Kind::Dict);
  ASSERT_EQ(c.dict.size(), 2u);
  EXPECT_EQ(c.dict[0].first, "a");
  EXPECT_EQ(c.dict[0].second.elems[1].f, 2.5);
  EXPECT_EQ(c.dict[1].second.kind, Value::Kind::None);
}

TEST(SamplerNodes, OptionalRate) {
  auto s = loadOk("tests:\n  - id: t\n    op: aten::relu\n    in: [{type: "
                  "list, len: 20000, elem: {type: optional, p_none: 0.25, "
                  "elem: {type: const, value: 1}}}]\n");
  TestCase tc = sample(*s, s->tests[0], 2);
  int nones = 0;
  for (const Value &e : tc.inputs[0].elems)
    nones += e.kind == Value::Kind::None;
  EXPECT_NEAR(nones / 20000.0, 0.25, 0.015);
}

TEST(SamplerNodes, ModuleArgsAndConstructObjects) {
  std::string text = R"(tests:
  - id: t
    op:
      type: module
      path: torch.nn.Sequential
      args:
        - {type: construct, path: torch.nn.Linear, args: [4, 2], kwargs: {bias: false}}
        - [1, {type: scalar, kind: int, value: 3}]
      kwargs: {w: {type: tensor, shape: [2], kind: float, init: ones}}
    in: [{type: tensor, shape: [1, 4], kind: float}]
)";
  auto s = loadOk(text);
  TestCase tc = sample(*s, s->tests[0], 1);
  EXPECT_EQ(tc.opKind, TestCase::OpKind::Module);
  EXPECT_EQ(tc.module.path, "torch.nn.Sequential");
  ASSERT_EQ(tc.module.args.size(), 2u);
  const Value &obj = tc.module.args[0];
  ASSERT_EQ(obj.kind, Value::Kind::Object);
  ASSERT_TRUE(obj.object);
  EXPECT_EQ(obj.object->path, "torch.nn.Linear");
  EXPECT_EQ(obj.object->args[1].i, 2);
  EXPECT_EQ(obj.object->kwargs[0].first, "bias");
  EXPECT_FALSE(obj.object->kwargs[0].second.b);
  EXPECT_EQ(tc.module.args[1].kind, Value::Kind::List);
  EXPECT_EQ(tc.module.args[1].elems[1].i, 3);
  EXPECT_EQ(elements<float>(tc.module.kwargs[0].second.tensor),
            (std::vector<float>{1, 1}));
  EXPECT_EQ(tc.inputs[0].loc.line, 10);
}

} // namespace
