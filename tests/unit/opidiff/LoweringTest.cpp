//===- LoweringTest.cpp - OpiDiff tests lowered to stablehlo and run ------===//
//
// Each test builds a TestCase and BoundCall (or module spec) by hand, lowers
// it with the expected values as checks, verifies the module and evaluates
// the function with the interpreter: the checks pass only when the lowering
// computes what the expected values say. Expected values are worked out by
// hand or with NumPy (the commands are quoted next to them).
//
//===----------------------------------------------------------------------===//

#include "opidiff/Errors.h"
#include "opidiff/lowering/Lowering.h"
#include "opidiff/Model.h"
#include "opidiff/lowering/TorchTypes.h"

#include "dialect/Dialects.h"
#include "interpreter/Interpreter.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/IR/Verifier.h"
#include "gtest/gtest.h"

#include <complex>
#include <cstring>

using namespace mlir::shlo::opidiff;

namespace {

//===----------------------------------------------------------------------===//
// Building values
//===----------------------------------------------------------------------===//

template <typename T>
TensorValue makeTensor(DType dtype, std::vector<int64_t> shape,
                       const std::vector<T> &values) {
  TensorValue t;
  t.dtype = dtype;
  t.shape = std::move(shape);
  t.data.resize(values.size() * sizeof(T));
  if (!values.empty()) // an empty vector's data() may be null
    std::memcpy(t.data.data(), values.data(), t.data.size());
  EXPECT_EQ(t.numElements(), static_cast<int64_t>(values.size()));
  return t;
}

Value f32(std::vector<int64_t> shape, std::vector<float> v) {
  return Value::ofTensor(makeTensor(DType::Float32, std::move(shape), v));
}
Value f64(std::vector<int64_t> shape, std::vector<double> v) {
  return Value::ofTensor(makeTensor(DType::Float64, std::move(shape), v));
}
Value i64(std::vector<int64_t> shape, std::vector<int64_t> v) {
  return Value::ofTensor(makeTensor(DType::Int64, std::move(shape), v));
}
Value i32(std::vector<int64_t> shape, std::vector<int32_t> v) {
  return Value::ofTensor(makeTensor(DType::Int32, std::move(shape), v));
}
Value i8(std::vector<int64_t> shape, std::vector<int8_t> v) {
  return Value::ofTensor(makeTensor(DType::Int8, std::move(shape), v));
}
Value u8(std::vector<int64_t> shape, std::vector<uint8_t> v) {
  return Value::ofTensor(makeTensor(DType::UInt8, std::move(shape), v));
}
Value boolT(std::vector<int64_t> shape, std::vector<uint8_t> v) {
  return Value::ofTensor(makeTensor(DType::Bool, std::move(shape), v));
}
Value c64(std::vector<int64_t> shape, std::vector<std::complex<float>> v) {
  return Value::ofTensor(makeTensor(DType::Complex64, std::move(shape), v));
}
Value ints(std::vector<int64_t> v) {
  std::vector<Value> elems;
  for (int64_t x : v)
    elems.push_back(Value::ofInt(x));
  return Value::ofList(elems);
}
Value str(const char *s) { return Value::ofString(s); }
Value none() { return Value::none(); }
Value fl(double v) { return Value::ofFloat(v); }
Value in(int64_t v) { return Value::ofInt(v); }
Value bo(bool v) { return Value::ofBool(v); }

BoundCall call(std::string name, std::string overload,
               std::vector<std::pair<std::string, Value>> args) {
  BoundCall c;
  c.name = std::move(name);
  c.overload = std::move(overload);
  c.args = std::move(args);
  return c;
}

//===----------------------------------------------------------------------===//
// Fixture
//===----------------------------------------------------------------------===//

class LoweringTest : public ::testing::Test {
protected:
  LoweringTest() {
    mlir::DialectRegistry registry;
    mlir::shlo::registerAllDialects(registry);
    context.appendDialectRegistry(registry);
    context.loadAllAvailableDialects();
    module = mlir::ModuleOp::create(mlir::UnknownLoc::get(&context));
  }

  TestCase testCase(const std::string &id) {
    TestCase t;
    t.id = id;
    return t;
  }

  /// Evaluates @id; returns the diagnostics, empty when every check passed.
  std::string run(const std::string &id) {
    std::string messages;
    mlir::ScopedDiagnosticHandler handler(&context, [&](mlir::Diagnostic &d) {
      messages += d.str() + "\n";
      return mlir::success();
    });
    if (mlir::failed(mlir::verify(*module)))
      return "module does not verify: " + messages;
    if (std::getenv("OPIDIFF_LOWERING_DUMP"))
      module->print(llvm::errs());
    auto results = mlir::shlo::evalFunction(*module, id, {});
    if (mlir::failed(results) && messages.empty())
      return "evaluation failed";
    return messages;
  }

  /// Lowers an aten call with `expected` as checks and runs it; returns the
  /// lowering error or the run's diagnostics (empty on success).
  std::string aten(const std::string &id, const BoundCall &c,
                   const Value &expected, double tolerance = 1e-5,
                   bool castToComplex = false) {
    TestCase t = testCase(id);
    t.castInput0ToComplex = castToComplex;
    LoweringOptions options;
    options.tolerance = tolerance;
    if (llvm::Error err = lowerAtenTest(*module, t, c, &expected, options))
      return "lowering failed: " + llvm::toString(std::move(err));
    return run(id);
  }

  std::string moduleTest(const std::string &id,
                         const BaselineResult::Module &spec,
                         std::vector<Value> inputs, const Value &expected,
                         double tolerance = 1e-5) {
    TestCase t = testCase(id);
    t.opKind = TestCase::OpKind::Module;
    t.inputs = std::move(inputs);
    LoweringOptions options;
    options.tolerance = tolerance;
    if (llvm::Error err = lowerModuleTest(*module, t, spec, &expected, options))
      return "lowering failed: " + llvm::toString(std::move(err));
    return run(id);
  }

  /// The error of lowering `c` (which must fail), and whether it is an
  /// UnsupportedError.
  std::pair<bool, std::string> lowerError(const BoundCall &c) {
    TestCase t = testCase("failing");
    llvm::Error err = lowerAtenTest(*module, t, c, nullptr, {});
    if (!err)
      return {false, "lowering succeeded"};
    bool isUnsupported = err.isA<UnsupportedError>();
    return {isUnsupported, llvm::toString(std::move(err))};
  }

  mlir::MLIRContext context;
  mlir::OwningOpRef<mlir::ModuleOp> module;
};

//===----------------------------------------------------------------------===//
// Type promotion (TorchTypes)
//===----------------------------------------------------------------------===//

TEST(TorchTypesTest, PromoteTypes) {
  EXPECT_EQ(promoteTypes(DType::Int8, DType::Int64), DType::Int64);
  EXPECT_EQ(promoteTypes(DType::UInt8, DType::Int8), DType::Int16);
  EXPECT_EQ(promoteTypes(DType::UInt8, DType::Int32), DType::Int32);
  EXPECT_EQ(promoteTypes(DType::Bool, DType::UInt8), DType::UInt8);
  EXPECT_EQ(promoteTypes(DType::Float16, DType::BFloat16), DType::Float32);
  EXPECT_EQ(promoteTypes(DType::Int64, DType::Float16), DType::Float16);
  EXPECT_EQ(promoteTypes(DType::Complex64, DType::Float64),
            DType::Complex128);
  EXPECT_EQ(promoteTypes(DType::Complex64, DType::Float16), DType::Complex64);
  EXPECT_EQ(promoteTypes(DType::Bool, DType::Bool), DType::Bool);
}

TEST(TorchTypesTest, ResultType) {
  using C = OperandClass;
  // int64 tensor + Python float -> the default dtype float32.
  EXPECT_EQ(resultType({{DType::Int64, C::Dimensioned},
                        {DType::Float64, C::Scalar}}),
            DType::Float32);
  // float16 tensor + Python float stays float16.
  EXPECT_EQ(resultType({{DType::Float16, C::Dimensioned},
                        {DType::Float64, C::Scalar}}),
            DType::Float16);
  // int8 tensor + int64 zero-dim tensor: same category, dimensioned wins.
  EXPECT_EQ(resultType({{DType::Int8, C::Dimensioned},
                        {DType::Int64, C::ZeroDim}}),
            DType::Int8);
  // int32 tensor + float64 zero-dim tensor: a higher category counts.
  EXPECT_EQ(resultType({{DType::Int32, C::Dimensioned},
                        {DType::Float64, C::ZeroDim}}),
            DType::Float64);
  // float32 tensor + complex Python scalar -> complex64.
  EXPECT_EQ(resultType({{DType::Float32, C::Dimensioned},
                        {DType::Complex128, C::Scalar}}),
            DType::Complex64);
  // float64 tensor + complex zero-dim complex64 -> complex128.
  EXPECT_EQ(resultType({{DType::Float64, C::Dimensioned},
                        {DType::Complex64, C::ZeroDim}}),
            DType::Complex128);
  // bool tensor + Python int -> int64.
  EXPECT_EQ(resultType({{DType::Bool, C::Dimensioned},
                        {DType::Int64, C::Scalar}}),
            DType::Int64);
  // Only zero-dim tensors: they decide among themselves.
  EXPECT_EQ(resultType({{DType::Int16, C::ZeroDim},
                        {DType::Int32, C::ZeroDim}}),
            DType::Int32);
}

//===----------------------------------------------------------------------===//
// Elementwise arithmetic and promotion
//===----------------------------------------------------------------------===//

TEST_F(LoweringTest, AddBroadcastsWithAlpha) {
  // [[1,2,3],[4,5,6]] + 2 * [10,20,30]
  auto c = call("aten::add", "Tensor",
                {{"self", f32({2, 3}, {1, 2, 3, 4, 5, 6})},
                 {"other", f32({3}, {10, 20, 30})},
                 {"alpha", in(2)}});
  EXPECT_EQ(aten("add_alpha", c, f32({2, 3}, {21, 42, 63, 24, 45, 66})), "");
}

TEST_F(LoweringTest, IntTensorPlusFloatScalarIsFloat32) {
  auto c = call("aten::add", "Tensor",
                {{"self", i64({3}, {1, 2, 3})}, {"other", fl(0.5)}, {"alpha", in(1)}});
  EXPECT_EQ(aten("add_int_float", c, f32({3}, {1.5, 2.5, 3.5})), "");
}

TEST_F(LoweringTest, Int8PlusInt64TensorIsInt64) {
  auto c = call("aten::add", "Tensor",
                {{"self", i8({2}, {100, -100})},
                 {"other", i64({2}, {100, -100})},
                 {"alpha", in(1)}});
  EXPECT_EQ(aten("add_i8_i64", c, i64({2}, {200, -200})), "");
}

TEST_F(LoweringTest, Int8PlusZeroDimInt64StaysInt8) {
  // 100 + 100 wraps in int8: 200 - 256 = -56.
  auto c = call("aten::add", "Tensor",
                {{"self", i8({2}, {100, 1})},
                 {"other", i64({}, {100})},
                 {"alpha", in(1)}});
  EXPECT_EQ(aten("add_i8_zerodim", c, i8({2}, {-56, 101})), "");
}

TEST_F(LoweringTest, BoolPlusBoolIsLogicalOr) {
  auto c = call("aten::add", "Tensor",
                {{"self", boolT({4}, {0, 0, 1, 1})},
                 {"other", boolT({4}, {0, 1, 0, 1})},
                 {"alpha", in(1)}});
  EXPECT_EQ(aten("add_bool", c, boolT({4}, {0, 1, 1, 1})), "");
}

TEST_F(LoweringTest, UInt8PlusInt8IsInt16) {
  auto c = call("aten::add", "Tensor",
                {{"self", u8({2}, {200, 1})},
                 {"other", i8({2}, {100, -2})},
                 {"alpha", in(1)}});
  Value expected =
      Value::ofTensor(makeTensor<int16_t>(DType::Int16, {2}, {300, -1}));
  EXPECT_EQ(aten("add_u8_i8", c, expected), "");
}

TEST_F(LoweringTest, SubWithAlphaAndBoolSubIsUnsupported) {
  auto c = call("aten::sub", "Tensor",
                {{"self", f32({2}, {1, 2})},
                 {"other", f32({2}, {0.5, 0.25})},
                 {"alpha", fl(2.0)}});
  EXPECT_EQ(aten("sub_alpha", c, f32({2}, {0, 1.5})), "");
  auto b = call("aten::sub", "Tensor",
                {{"self", boolT({1}, {1})},
                 {"other", boolT({1}, {1})},
                 {"alpha", in(1)}});
  auto [isUnsupported, message] = lowerError(b);
  EXPECT_TRUE(isUnsupported) << message;
}

TEST_F(LoweringTest, MulScalarOverload) {
  auto c = call("aten::mul", "Scalar",
                {{"self", i32({3}, {1, -2, 3})}, {"other", in(3)}});
  EXPECT_EQ(aten("mul_scalar", c, i32({3}, {3, -6, 9})), "");
}

TEST_F(LoweringTest, DivTrueTruncAndFloor) {
  // Integer true division gives float32.
  auto c = call("aten::div", "Tensor",
                {{"self", i64({2}, {7, -7})}, {"other", i64({2}, {2, 2})}});
  EXPECT_EQ(aten("div_true", c, f32({2}, {3.5, -3.5})), "");
  // 7 / 2, -7 / 2, 7 / -2, -7 / -2: trunc 3 -3 -3 3, floor 3 -4 -4 3.
  auto t = call("aten::div", "Tensor_mode",
                {{"self", i64({4}, {7, -7, 7, -7})},
                 {"other", i64({4}, {2, 2, -2, -2})},
                 {"rounding_mode", str("trunc")}});
  EXPECT_EQ(aten("div_trunc", t, i64({4}, {3, -3, -3, 3})), "");
  auto f = call("aten::div", "Tensor_mode",
                {{"self", i64({4}, {7, -7, 7, -7})},
                 {"other", i64({4}, {2, 2, -2, -2})},
                 {"rounding_mode", str("floor")}});
  EXPECT_EQ(aten("div_floor", f, i64({4}, {3, -4, -4, 3})), "");
  auto ff = call("aten::div", "Tensor_mode",
                 {{"self", f32({4}, {7.5, -7.5, 7.5, -6})},
                  {"other", f32({4}, {2, 2, -2, 2})},
                  {"rounding_mode", str("floor")}});
  EXPECT_EQ(aten("div_floor_f", ff, f32({4}, {3, -4, -4, -3})), "");
  auto ft = call("aten::div", "Tensor_mode",
                 {{"self", f32({2}, {7.5, -7.5})},
                  {"other", f32({2}, {2, 2})},
                  {"rounding_mode", str("trunc")}});
  EXPECT_EQ(aten("div_trunc_f", ft, f32({2}, {3, -3})), "");
}


//===----------------------------------------------------------------------===//
// Unary math and activations
//===----------------------------------------------------------------------===//

// NumPy: x = [0.5, 1, 2]; np.exp(x), np.log(x), np.sqrt(x), 1/np.sqrt(x),
// np.sin(x), np.cos(x), np.tanh(x), 1/(1+np.exp(-x)), printed as float32.
TEST_F(LoweringTest, UnaryFloatOps) {
  struct Case {
    const char *op;
    std::vector<float> expected;
  } cases[] = {
      {"aten::exp", {1.6487212181, 2.7182817459, 7.3890562057}},
      {"aten::log", {-0.6931471824, 0.0, 0.6931471824}},
      {"aten::sqrt", {0.7071067690, 1.0, 1.4142135381}},
      {"aten::rsqrt", {1.4142135381, 1.0, 0.7071067690}},
      {"aten::sin", {0.4794255495, 0.8414709568, 0.9092974066}},
      {"aten::cos", {0.8775825500, 0.5403022766, -0.4161468446}},
      {"aten::tanh", {0.4621171653, 0.7615941762, 0.9640275835}},
      {"aten::sigmoid", {0.6224593520, 0.7310585975, 0.8807970881}},
  };
  int i = 0;
  for (const Case &k : cases) {
    auto c = call(k.op, "", {{"self", f32({3}, {0.5, 1, 2})}});
    EXPECT_EQ(aten("unary" + std::to_string(i++), c, f32({3}, k.expected)),
              "")
        << k.op;
  }
}

TEST_F(LoweringTest, ExpOfIntIsFloat32) {
  // e^0, e^1, e^2.
  auto c = call("aten::exp", "", {{"self", i64({3}, {0, 1, 2})}});
  EXPECT_EQ(aten("exp_int", c, f32({3}, {1.0, 2.7182817459, 7.3890562057})),
            "");
}

TEST_F(LoweringTest, NegAndAbs) {
  auto n = call("aten::neg", "", {{"self", i32({3}, {1, -2, 0})}});
  EXPECT_EQ(aten("neg", n, i32({3}, {-1, 2, 0})), "");
  auto a = call("aten::abs", "", {{"self", f32({3}, {-1.5, 2, -0.0})}});
  EXPECT_EQ(aten("abs", a, f32({3}, {1.5, 2, 0})), "");
  // |3 + 4i| = 5: complex abs is real.
  auto z = call("aten::abs", "", {{"self", c64({1}, {{3, 4}})}});
  EXPECT_EQ(aten("abs_complex", z, f32({1}, {5})), "");
}

// NumPy/math: x = [-3, -1, -0.25, 0, 0.5, 1.5, 3];
// gelu = 0.5*x*(1+math.erf(x/sqrt(2)));
// gelu_tanh = 0.5*x*(1+tanh(sqrt(2/pi)*(x+0.044715*x**3))); silu = x/(1+e^-x).
TEST_F(LoweringTest, Activations) {
  Value x = f32({7}, {-3, -1, -0.25, 0, 0.5, 1.5, 3});
  auto g = call("aten::gelu", "", {{"self", x}, {"approximate", str("none")}});
  EXPECT_EQ(aten("gelu", g,
                 f32({7}, {-0.0040496942, -0.1586552560, -0.1003234163, 0.0,
                           0.3457312286, 1.3997892141, 2.9959502220}),
                 1e-6),
            "");
  auto t = call("aten::gelu", "", {{"self", x}, {"approximate", str("tanh")}});
  EXPECT_EQ(aten("gelu_tanh", t,
                 f32({7}, {-0.0036373921, -0.1588080078, -0.1003246456, 0.0,
                           0.3457140028, 1.3995715380, 2.9963626862}),
                 1e-6),
            "");
  auto s = call("aten::silu", "", {{"self", x}});
  EXPECT_EQ(aten("silu", s,
                 f32({7}, {-0.1422776133, -0.2689414322, -0.1094558761, 0.0,
                           0.3112296760, 1.2263617516, 2.8577222824}),
                 1e-6),
            "");
  auto r = call("aten::relu", "", {{"self", x}});
  EXPECT_EQ(aten("relu", r, f32({7}, {0, 0, 0, 0, 0.5, 1.5, 3})), "");
}

TEST_F(LoweringTest, GeluOfIntIsUnsupported) {
  auto g = call("aten::gelu", "", {{"self", i64({1}, {1})}, {"approximate", str("none")}});
  auto [isUnsupported, message] = lowerError(g);
  EXPECT_TRUE(isUnsupported) << message;
}

TEST_F(LoweringTest, PowOverloads) {
  auto a = call("aten::pow", "Tensor_Scalar",
                {{"self", i64({3}, {2, -3, 4})}, {"exponent", in(2)}});
  EXPECT_EQ(aten("pow_ts", a, i64({3}, {4, 9, 16})), "");
  // An int tensor to a float power is float32: [4, 9] ** 0.5.
  auto h = call("aten::pow", "Tensor_Scalar",
                {{"self", i64({2}, {4, 9})}, {"exponent", fl(0.5)}});
  EXPECT_EQ(aten("pow_half", h, f32({2}, {2, 3})), "");
  auto tt = call("aten::pow", "Tensor_Tensor",
                 {{"self", f32({3}, {2, 3, 4})}, {"exponent", f32({3}, {3, 2, 0.5})}});
  EXPECT_EQ(aten("pow_tt", tt, f32({3}, {8, 9, 2})), "");
  auto sc = call("aten::pow", "Scalar",
                 {{"self", in(2)}, {"exponent", f32({3}, {0, 1, 10})}});
  EXPECT_EQ(aten("pow_scalar", sc, f32({3}, {1, 2, 1024})), "");
}

TEST_F(LoweringTest, ClampVariants) {
  auto s = call("aten::clamp", "",
                {{"self", f32({4}, {-2, 0.5, 1, 3})}, {"min", fl(0)}, {"max", fl(1)}});
  EXPECT_EQ(aten("clamp", s, f32({4}, {0, 0.5, 1, 1})), "");
  auto onlyMax = call("aten::clamp", "",
                      {{"self", i64({3}, {-5, 5, 10})}, {"min", none()}, {"max", in(6)}});
  EXPECT_EQ(aten("clamp_max_only", onlyMax, i64({3}, {-5, 5, 6})), "");
  // Int tensor with a float bound promotes to float32.
  auto promo = call("aten::clamp", "",
                    {{"self", i64({3}, {1, 2, 3})}, {"min", fl(1.5)}, {"max", none()}});
  EXPECT_EQ(aten("clamp_promote", promo, f32({3}, {1.5, 2, 3})), "");
  auto tensorBounds = call("aten::clamp", "Tensor",
                           {{"self", f32({2, 2}, {0, 5, 10, -10})},
                            {"min", f32({2}, {1, 2})},
                            {"max", f32({2, 1}, {4, 8})}});
  EXPECT_EQ(aten("clamp_tensor", tensorBounds, f32({2, 2}, {1, 4, 8, 2})), "");
  auto lo = call("aten::clamp_min", "", {{"self", f32({2}, {-1, 1})}, {"min", fl(0)}});
  EXPECT_EQ(aten("clamp_min", lo, f32({2}, {0, 1})), "");
  auto hi = call("aten::clamp_max", "Tensor",
                 {{"self", f32({2}, {-1, 1})}, {"max", f32({2}, {0, 0})}});
  EXPECT_EQ(aten("clamp_max", hi, f32({2}, {-1, 0})), "");
}

TEST_F(LoweringTest, WhereBroadcastsAndPromotes) {
  auto w = call("aten::where", "self",
                {{"condition", boolT({2, 1}, {1, 0})},
                 {"self", i64({3}, {1, 2, 3})},
                 {"other", f32({2, 3}, {10, 20, 30, 40, 50, 60})}});
  EXPECT_EQ(aten("where", w, f32({2, 3}, {1, 2, 3, 40, 50, 60})), "");
  auto sc = call("aten::where", "Scalar",
                 {{"condition", boolT({2}, {1, 0})}, {"self", fl(1.5)}, {"other", in(0)}});
  EXPECT_EQ(aten("where_scalar", sc, f32({2}, {1.5, 0})), "");
}

TEST_F(LoweringTest, MaximumMinimumAndComparisons) {
  Value a = f32({3}, {1, 5, 3}), b = f32({3}, {2, 4, 3});
  EXPECT_EQ(aten("maximum", call("aten::maximum", "", {{"self", a}, {"other", b}}),
                 f32({3}, {2, 5, 3})),
            "");
  EXPECT_EQ(aten("minimum", call("aten::minimum", "", {{"self", a}, {"other", b}}),
                 f32({3}, {1, 4, 3})),
            "");
  struct Case {
    const char *op;
    std::vector<uint8_t> expected;
  } cases[] = {{"aten::eq", {0, 0, 1}}, {"aten::ne", {1, 1, 0}},
               {"aten::lt", {1, 0, 0}}, {"aten::le", {1, 0, 1}},
               {"aten::gt", {0, 1, 0}}, {"aten::ge", {0, 1, 1}}};
  int i = 0;
  for (const Case &k : cases)
    EXPECT_EQ(aten("cmp" + std::to_string(i++),
                   call(k.op, "Tensor", {{"self", a}, {"other", b}}),
                   boolT({3}, k.expected)),
              "")
        << k.op;
  // Int tensor against a float scalar compares in float32: [1,2,3] > 1.5.
  EXPECT_EQ(aten("cmp_scalar",
                 call("aten::gt", "Scalar", {{"self", i64({3}, {1, 2, 3})}, {"other", fl(1.5)}}),
                 boolT({3}, {0, 1, 1})),
            "");
}

//===----------------------------------------------------------------------===//
// Reductions, softmax, cumsum
//===----------------------------------------------------------------------===//

Value matrix23() { return f32({2, 3}, {1, 2, 3, 4, 5, 6}); }

TEST_F(LoweringTest, SumMeanAmaxAminProd) {
  EXPECT_EQ(aten("sum_all", call("aten::sum", "", {{"self", matrix23()}, {"dtype", none()}}),
                 f32({}, {21})),
            "");
  EXPECT_EQ(aten("sum_keep",
                 call("aten::sum", "dim_IntList",
                      {{"self", matrix23()}, {"dim", ints({1})}, {"keepdim", bo(true)},
                       {"dtype", none()}}),
                 f32({2, 1}, {6, 15})),
            "");
  // Integer sums are int64; an explicit dtype converts first.
  EXPECT_EQ(aten("sum_int", call("aten::sum", "", {{"self", i32({3}, {1, 2, 3})}, {"dtype", none()}}),
                 i64({}, {6})),
            "");
  EXPECT_EQ(aten("sum_dtype",
                 call("aten::sum", "dim_IntList",
                      {{"self", i32({2, 2}, {1, 2, 3, 4})}, {"dim", ints({0})},
                       {"keepdim", bo(false)}, {"dtype", str("float64")}}),
                 f64({2}, {4, 6})),
            "");
  EXPECT_EQ(aten("mean_dim",
                 call("aten::mean", "dim",
                      {{"self", matrix23()}, {"dim", ints({0})}, {"keepdim", bo(false)},
                       {"dtype", none()}}),
                 f32({3}, {2.5, 3.5, 4.5})),
            "");
  EXPECT_EQ(aten("amax_all",
                 call("aten::amax", "", {{"self", matrix23()}, {"dim", ints({0, 1})}, {"keepdim", bo(false)}}),
                 f32({}, {6})),
            "");
  EXPECT_EQ(aten("amin_keep",
                 call("aten::amin", "", {{"self", matrix23()}, {"dim", ints({-1})}, {"keepdim", bo(true)}}),
                 f32({2, 1}, {1, 4})),
            "");
  EXPECT_EQ(aten("prod_dim",
                 call("aten::prod", "dim_int",
                      {{"self", matrix23()}, {"dim", in(1)}, {"keepdim", bo(false)}, {"dtype", none()}}),
                 f32({2}, {6, 120})),
            "");
  EXPECT_EQ(aten("prod_int", call("aten::prod", "", {{"self", i32({2, 3}, {1, 2, 3, 4, 5, 6})}, {"dtype", none()}}),
                 i64({}, {720})),
            "");
  auto [isUnsupported, message] =
      lowerError(call("aten::mean", "", {{"self", i64({2}, {1, 2})}, {"dtype", none()}}));
  EXPECT_TRUE(isUnsupported) << message;
}

TEST_F(LoweringTest, ArgmaxArgminFirstOccurrenceAndNaN) {
  float nan = std::numeric_limits<float>::quiet_NaN();
  // Row 0: max 3 first at 1; row 1: NaN counts as the maximum, first at 0.
  EXPECT_EQ(aten("argmax_dim",
                 call("aten::argmax", "",
                      {{"self", f32({2, 3}, {1, 3, 3, nan, 2, nan})}, {"dim", in(1)},
                       {"keepdim", bo(false)}}),
                 i64({2}, {1, 0})),
            "");
  // argmin: NaN counts as the minimum too.
  EXPECT_EQ(aten("argmin_dim",
                 call("aten::argmin", "",
                      {{"self", f32({2, 3}, {3, 1, 1, 2, nan, nan})}, {"dim", in(1)},
                       {"keepdim", bo(false)}}),
                 i64({2}, {1, 1})),
            "");
  // dim=None: the index into the flattened tensor, first of the two 5s.
  EXPECT_EQ(aten("argmax_none",
                 call("aten::argmax", "",
                      {{"self", i32({2, 2}, {1, 5, 5, 2})}, {"dim", none()}, {"keepdim", bo(false)}}),
                 i64({}, {1})),
            "");
  EXPECT_EQ(aten("argmax_keep",
                 call("aten::argmax", "",
                      {{"self", i32({2, 2}, {1, 5, 5, 2})}, {"dim", in(0)}, {"keepdim", bo(true)}}),
                 i64({1, 2}, {1, 0})),
            "");
}

// NumPy: x = [[1,2,3],[4,5,6]]; e = exp(x - x.max(1)); e / e.sum(1) and, along
// dim 0, (x - x.max(0)) - log(exp(x - x.max(0)).sum(0)).
TEST_F(LoweringTest, SoftmaxAndLogSoftmax) {
  EXPECT_EQ(aten("softmax",
                 call("aten::softmax", "int", {{"self", matrix23()}, {"dim", in(1)}, {"dtype", none()}}),
                 f32({2, 3}, {0.0900305733, 0.2447284758, 0.6652409434, 0.0900305733,
                              0.2447284758, 0.6652409434}),
                 1e-6),
            "");
  EXPECT_EQ(aten("log_softmax",
                 call("aten::_log_softmax", "",
                      {{"self", matrix23()}, {"dim", in(0)}, {"half_to_float", bo(false)}}),
                 f32({2, 3}, {-3.0485873222, -3.0485873222, -3.0485873222, -0.0485873520,
                              -0.0485873520, -0.0485873520}),
                 1e-6),
            "");
  auto [isUnsupported, message] = lowerError(
      call("aten::softmax", "int", {{"self", i64({2}, {1, 2})}, {"dim", in(0)}, {"dtype", none()}}));
  EXPECT_TRUE(isUnsupported) << message;
}

TEST_F(LoweringTest, Cumsum) {
  EXPECT_EQ(aten("cumsum_int",
                 call("aten::cumsum", "", {{"self", i32({4}, {1, 2, 3, 4})}, {"dim", in(0)}, {"dtype", none()}}),
                 i64({4}, {1, 3, 6, 10})),
            "");
  EXPECT_EQ(aten("cumsum_0",
                 call("aten::cumsum", "", {{"self", f32({2, 2}, {1, 2, 3, 4})}, {"dim", in(0)}, {"dtype", none()}}),
                 f32({2, 2}, {1, 2, 4, 6})),
            "");
  EXPECT_EQ(aten("cumsum_last",
                 call("aten::cumsum", "", {{"self", f32({2, 2}, {1, 2, 3, 4})}, {"dim", in(-1)}, {"dtype", none()}}),
                 f32({2, 2}, {1, 3, 3, 7})),
            "");
}

//===----------------------------------------------------------------------===//
// Matrix products
//===----------------------------------------------------------------------===//

Value matrix32() { return f32({3, 2}, {1, 0, 0, 1, 1, 1}); }

TEST_F(LoweringTest, MmBmmLinearAddmm) {
  // [[1,2,3],[4,5,6]] @ [[1,0],[0,1],[1,1]] = [[4,5],[10,11]].
  EXPECT_EQ(aten("mm", call("aten::mm", "", {{"self", matrix23()}, {"mat2", matrix32()}}),
                 f32({2, 2}, {4, 5, 10, 11})),
            "");
  EXPECT_EQ(aten("bmm",
                 call("aten::bmm", "",
                      {{"self", f32({2, 1, 2}, {1, 2, 3, 4})}, {"mat2", f32({2, 2, 1}, {1, 1, 2, 0})}}),
                 f32({2, 1, 1}, {3, 6})),
            "");
  // x @ W^T + b with W = [[1,0,0],[0,1,1]], b = [0.5, -1].
  EXPECT_EQ(aten("linear",
                 call("aten::linear", "",
                      {{"input", matrix23()}, {"weight", f32({2, 3}, {1, 0, 0, 0, 1, 1})},
                       {"bias", f32({2}, {0.5, -1})}}),
                 f32({2, 2}, {1.5, 4, 4.5, 10})),
            "");
  // 2 * [1, 1] + 0.5 * [[4,5],[10,11]].
  EXPECT_EQ(aten("addmm",
                 call("aten::addmm", "",
                      {{"self", f32({2}, {1, 1})}, {"mat1", matrix23()}, {"mat2", matrix32()},
                       {"beta", in(2)}, {"alpha", fl(0.5)}}),
                 f32({2, 2}, {4, 4.5, 7, 7.5})),
            "");
}

TEST_F(LoweringTest, MatmulRankCases) {
  auto mm = [&](const std::string &id, Value a, Value b, Value expected) {
    EXPECT_EQ(aten(id, call("aten::matmul", "", {{"self", a}, {"other", b}}), expected), "")
        << id;
  };
  mm("mm_1_1", f32({3}, {1, 2, 3}), f32({3}, {4, 5, 6}), f32({}, {32}));
  mm("mm_2_1", matrix23(), f32({3}, {1, 1, 1}), f32({2}, {6, 15}));
  mm("mm_1_2", f32({2}, {1, 1}), matrix23(), f32({3}, {5, 7, 9}));
  mm("mm_3_2", f32({2, 1, 3}, {1, 2, 3, 4, 5, 6}), matrix32(), f32({2, 1, 2}, {4, 5, 10, 11}));
  // [1, -1] @ each of [[1,2],[3,4]] and [[5,6],[7,8]].
  mm("mm_1_3", f32({2}, {1, -1}), f32({2, 2, 2}, {1, 2, 3, 4, 5, 6, 7, 8}),
     f32({2, 2}, {-2, -2, -2, -2}));
  // Batch 1 broadcasts against batch 3: diag(1,2) @ I, 2I, [[0,1],[1,0]].
  mm("mm_batch", f32({1, 2, 2}, {1, 0, 0, 2}),
     f32({3, 2, 2}, {1, 0, 0, 1, 2, 0, 0, 2, 0, 1, 1, 0}),
     f32({3, 2, 2}, {1, 0, 0, 2, 2, 0, 0, 4, 0, 1, 2, 0}));
  mm("mm_3_1", f32({2, 1, 3}, {1, 2, 3, 4, 5, 6}), f32({3}, {1, 0, -1}), f32({2, 1}, {-2, -2}));
}

//===----------------------------------------------------------------------===//
// Shapes, joins, slicing, indexing
//===----------------------------------------------------------------------===//

TEST_F(LoweringTest, ViewsAndPermutations) {
  EXPECT_EQ(aten("permute", call("aten::permute", "", {{"self", matrix23()}, {"dims", ints({1, 0})}}),
                 f32({3, 2}, {1, 4, 2, 5, 3, 6})),
            "");
  EXPECT_EQ(aten("transpose",
                 call("aten::transpose", "int", {{"self", matrix23()}, {"dim0", in(-1)}, {"dim1", in(0)}}),
                 f32({3, 2}, {1, 4, 2, 5, 3, 6})),
            "");
  EXPECT_EQ(aten("reshape", call("aten::reshape", "", {{"self", matrix23()}, {"shape", ints({-1, 2})}}),
                 f32({3, 2}, {1, 2, 3, 4, 5, 6})),
            "");
  EXPECT_EQ(aten("view", call("aten::view", "", {{"self", matrix23()}, {"size", ints({6})}}),
                 f32({6}, {1, 2, 3, 4, 5, 6})),
            "");
  Value x213 = f32({2, 1, 3}, {1, 2, 3, 4, 5, 6});
  EXPECT_EQ(aten("flatten",
                 call("aten::flatten", "using_ints", {{"self", x213}, {"start_dim", in(1)}, {"end_dim", in(-1)}}),
                 matrix23()),
            "");
  Value x2131 = f32({2, 1, 3, 1}, {1, 2, 3, 4, 5, 6});
  EXPECT_EQ(aten("squeeze_all", call("aten::squeeze", "", {{"self", x2131}}), matrix23()), "");
  EXPECT_EQ(aten("squeeze_dim", call("aten::squeeze", "dim", {{"self", x2131}, {"dim", in(1)}}),
                 f32({2, 3, 1}, {1, 2, 3, 4, 5, 6})),
            "");
  EXPECT_EQ(aten("squeeze_dims", call("aten::squeeze", "dims", {{"self", x2131}, {"dim", ints({0, 3})}}),
                 x213),
            "");
  EXPECT_EQ(aten("unsqueeze", call("aten::unsqueeze", "", {{"self", f32({3}, {1, 2, 3})}, {"dim", in(-1)}}),
                 f32({3, 1}, {1, 2, 3})),
            "");
  std::vector<float> expanded;
  for (int b = 0; b < 2; ++b)
    for (float v : {1.0f, 2.0f, 3.0f})
      for (int k = 0; k < 4; ++k)
        expanded.push_back(v);
  EXPECT_EQ(aten("expand",
                 call("aten::expand", "",
                      {{"self", f32({3, 1}, {1, 2, 3})}, {"size", ints({2, -1, 4})}, {"implicit", bo(false)}}),
                 f32({2, 3, 4}, expanded)),
            "");
}

TEST_F(LoweringTest, CatAndStack) {
  // int32 and float32 concatenate as float32; the legacy empty 1-D tensor is
  // skipped.
  Value list = Value::ofList({i32({2}, {1, 2}), f32({0}, {}), f32({1}, {0.5})});
  EXPECT_EQ(aten("cat", call("aten::cat", "", {{"tensors", list}, {"dim", in(0)}}),
                 f32({3}, {1, 2, 0.5})),
            "");
  Value pair = Value::ofList({matrix23(), f32({2, 1}, {7, 8})});
  EXPECT_EQ(aten("cat_dim1", call("aten::cat", "", {{"tensors", pair}, {"dim", in(-1)}}),
                 f32({2, 4}, {1, 2, 3, 7, 4, 5, 6, 8})),
            "");
  Value two = Value::ofList({f32({2}, {1, 2}), f32({2}, {3, 4})});
  EXPECT_EQ(aten("stack", call("aten::stack", "", {{"tensors", two}, {"dim", in(1)}}),
                 f32({2, 2}, {1, 3, 2, 4})),
            "");
}

TEST_F(LoweringTest, SliceSelectNarrow) {
  Value x = f32({5}, {0, 1, 2, 3, 4});
  EXPECT_EQ(aten("slice_neg",
                 call("aten::slice", "Tensor",
                      {{"self", x}, {"dim", in(0)}, {"start", in(-3)}, {"end", none()}, {"step", in(2)}}),
                 f32({2}, {2, 4})),
            "");
  EXPECT_EQ(aten("slice_clamp",
                 call("aten::slice", "Tensor",
                      {{"self", x}, {"dim", in(0)}, {"start", in(1)}, {"end", in(100)}, {"step", in(1)}}),
                 f32({4}, {1, 2, 3, 4})),
            "");
  EXPECT_EQ(aten("slice_dim1",
                 call("aten::slice", "Tensor",
                      {{"self", matrix23()}, {"dim", in(1)}, {"start", none()}, {"end", in(-1)}, {"step", in(1)}}),
                 f32({2, 2}, {1, 2, 4, 5})),
            "");
  EXPECT_EQ(aten("slice_empty",
                 call("aten::slice", "Tensor",
                      {{"self", x}, {"dim", in(0)}, {"start", in(4)}, {"end", in(2)}, {"step", in(1)}}),
                 f32({0}, {})),
            "");
  EXPECT_EQ(aten("select", call("aten::select", "int", {{"self", matrix23()}, {"dim", in(1)}, {"index", in(-1)}}),
                 f32({2}, {3, 6})),
            "");
  EXPECT_EQ(aten("narrow",
                 call("aten::narrow", "", {{"self", matrix23()}, {"dim", in(0)}, {"start", in(1)}, {"length", in(1)}}),
                 f32({1, 3}, {4, 5, 6})),
            "");
}

TEST_F(LoweringTest, IndexSelectGatherEmbedding) {
  EXPECT_EQ(aten("index_select",
                 call("aten::index_select", "",
                      {{"self", matrix23()}, {"dim", in(1)}, {"index", i64({2}, {2, 0})}}),
                 f32({2, 2}, {3, 1, 6, 4})),
            "");
  // out[i][j] = x[i][index[i][j]].
  EXPECT_EQ(aten("gather",
                 call("aten::gather", "",
                      {{"self", f32({2, 2}, {1, 2, 3, 4})}, {"dim", in(1)},
                       {"index", i64({2, 2}, {0, 0, 1, 0})}, {"sparse_grad", bo(false)}}),
                 f32({2, 2}, {1, 1, 4, 3})),
            "");
  // out[i][j] = x[index[i][j]][j].
  EXPECT_EQ(aten("gather0",
                 call("aten::gather", "",
                      {{"self", f32({2, 3}, {1, 2, 3, 4, 5, 6})}, {"dim", in(0)},
                       {"index", i32({1, 3}, {1, 0, 1})}, {"sparse_grad", bo(false)}}),
                 f32({1, 3}, {4, 2, 6})),
            "");
  EXPECT_EQ(aten("embedding",
                 call("aten::embedding", "",
                      {{"weight", f32({3, 2}, {0, 1, 2, 3, 4, 5})},
                       {"indices", i64({2, 2}, {2, 0, 1, 1})},
                       {"padding_idx", in(-1)},
                       {"scale_grad_by_freq", bo(false)},
                       {"sparse", bo(false)}}),
                 f32({2, 2, 2}, {4, 5, 0, 1, 2, 3, 2, 3})),
            "");
}

//===----------------------------------------------------------------------===//
// Normalisation, convolution, pooling
//===----------------------------------------------------------------------===//

// NumPy: y = [[1,2,3,4],[2,4,6,10]]; (y - mean) / sqrt(var + 1e-5) * w + b
// with w = [1, 2, 0.5, 1], b = [0, 0.1, 0.2, 0.3] (biased var, last dim).
Value layerNormInput() { return f32({2, 4}, {1, 2, 3, 4, 2, 4, 6, 10}); }
Value layerNormExpected() {
  return f32({2, 4}, {-1.3416354656, -0.7944236398, 0.4236058891, 1.6416354179,
                      -1.1832152605, -0.9141845107, 0.2845153809, 1.8212767839});
}

TEST_F(LoweringTest, LayerNorm) {
  EXPECT_EQ(aten("layer_norm",
                 call("aten::layer_norm", "",
                      {{"input", layerNormInput()}, {"normalized_shape", ints({4})},
                       {"weight", f32({4}, {1, 2, 0.5, 1})}, {"bias", f32({4}, {0, 0.1, 0.2, 0.3})},
                       {"eps", fl(1e-5)}, {"cudnn_enable", bo(true)}}),
                 layerNormExpected()),
            "");
}

// NumPy: x = arange(8).reshape(2,2,2); eval: (x - rm) / sqrt(rv + 1e-5) * w + b
// per channel with rm = [1, 2], rv = [4, 0.25], w = [2, 1], b = [0.5, -0.5];
// training: batch mean and biased variance over dims 0 and 2, no affine.
Value batchNormInput() { return f32({2, 2, 2}, {0, 1, 2, 3, 4, 5, 6, 7}); }
Value batchNormEvalExpected() {
  return f32({2, 2, 2}, {-0.4999987483, 0.5, -0.5, 1.4999599457, 3.4999961853,
                         4.4999952316, 7.4998397827, 9.4997997284});
}

TEST_F(LoweringTest, BatchNormEvalAndTraining) {
  EXPECT_EQ(aten("batch_norm_eval",
                 call("aten::batch_norm", "",
                      {{"input", batchNormInput()}, {"weight", f32({2}, {2, 1})},
                       {"bias", f32({2}, {0.5, -0.5})}, {"running_mean", f32({2}, {1, 2})},
                       {"running_var", f32({2}, {4, 0.25})}, {"training", bo(false)},
                       {"momentum", fl(0.1)}, {"eps", fl(1e-5)}, {"cudnn_enabled", bo(true)}}),
                 batchNormEvalExpected()),
            "");
  EXPECT_EQ(aten("batch_norm_train",
                 call("aten::batch_norm", "",
                      {{"input", batchNormInput()}, {"weight", none()}, {"bias", none()},
                       {"running_mean", none()}, {"running_var", none()}, {"training", bo(true)},
                       {"momentum", fl(0.1)}, {"eps", fl(1e-5)}, {"cudnn_enabled", bo(true)}}),
                 f32({2, 2, 2}, {-1.2126766443, -0.7276059985, -1.2126766443, -0.7276059985,
                                 0.7276059985, 1.2126766443, 0.7276059985, 1.2126766443})),
            "");
}

// The convolution and pooling values come from /tmp/lower_np.py-style NumPy
// loops over the definitions: out[n,o,p] = b[o] + sum_{c,k} xpad[n, g*Cg+c,
// p*stride + k*dilation] * w[o,c,k], and torch's pooling_output_shape and
// avg_pool2d divisor rules.
Value convWeight1d() {
  std::vector<float> w;
  for (int i = 0; i < 18; ++i)
    w.push_back((i - 9) / 10.0f);
  return f32({3, 2, 3}, w);
}
Value convInput1d() {
  std::vector<float> x;
  for (int i = 0; i < 10; ++i)
    x.push_back(i / 4.0f);
  return f32({1, 2, 5}, x);
}

TEST_F(LoweringTest, Conv1dStridePadding) {
  // x = arange(10).reshape(1,2,5)/4, w = (arange(18).reshape(3,2,3)-9)/10,
  // b = [0.5, -1, 0], stride 2, padding 1.
  EXPECT_EQ(aten("conv1d",
                 call("aten::conv1d", "",
                      {{"input", convInput1d()}, {"weight", convWeight1d()},
                       {"bias", f32({3}, {0.5, -1, 0})}, {"stride", ints({2})},
                       {"padding", ints({1})}, {"dilation", ints({1})}, {"groups", in(1)}}),
                 f32({1, 3, 3}, {-0.899999976, -3.2249999, -3.29999995, -0.600000024,
                                 -0.675000012, -1.20000005, 2.20000005, 4.375, 3.4000001})),
            "");
}

Value convInput2d() {
  std::vector<float> x;
  for (int i = 0; i < 32; ++i)
    x.push_back((i - 10) / 8.0f);
  return f32({1, 2, 4, 4}, x);
}

TEST_F(LoweringTest, Conv2dSameGroupsAndDilation) {
  // x = (arange(32).reshape(1,2,4,4)-10)/8, w = (arange(18).reshape(2,1,3,3)-6)/5,
  // groups 2, padding 'same'.
  std::vector<float> w;
  for (int i = 0; i < 18; ++i)
    w.push_back((i - 6) / 5.0f);
  EXPECT_EQ(aten("conv2d_same",
                 call("aten::conv2d", "padding",
                      {{"input", convInput2d()}, {"weight", f32({2, 1, 3, 3}, w)}, {"bias", none()},
                       {"stride", ints({1, 1})}, {"padding", str("same")},
                       {"dilation", ints({1, 1})}, {"groups", in(2)}}),
                 f32({1, 2, 4, 4},
                     {0.324999988, 1.07500005, 1, 0.875, 2.4749999, 4.19999981, 3.75, 2.54999995,
                      1.57500005, 2.4000001, 1.95000005, 1.04999995, 0.174999997, 0.0250000004,
                      -0.5, -0.675000012, 7.9749999, 12.0249996, 13.3000002, 8.72500038,
                      13.0500002, 19.2749996, 20.8500004, 13.4250002, 17.5499992, 25.5750008,
                      27.1499996, 17.3250008, 10.2250004, 14.5749998, 15.3999996, 9.57499981}),
                 1e-4),
            "");
}

Value convWeight2d() {
  std::vector<float> w;
  for (int i = 0; i < 36; ++i)
    w.push_back((i - 15) / 10.0f);
  return f32({2, 2, 3, 3}, w);
}
Value conv2dDilatedExpected() {
  return f32({1, 2, 1, 4},
             {2.29999995, 2.1500001, 1.39999998, 0.550000012, 15, 22.0499992, 24, 16.8500004});
}

TEST_F(LoweringTest, Conv2dStrideDilationBias) {
  // w = (arange(36).reshape(2,2,3,3)-15)/10, b = [1, 2], stride (2,1),
  // padding 1, dilation (2,1).
  EXPECT_EQ(aten("conv2d_dil",
                 call("aten::conv2d", "",
                      {{"input", convInput2d()}, {"weight", convWeight2d()}, {"bias", f32({2}, {1, 2})},
                       {"stride", ints({2, 1})}, {"padding", ints({1})},
                       {"dilation", ints({2, 1})}, {"groups", in(1)}}),
                 conv2dDilatedExpected(), 1e-4),
            "");
}

/// arange(25).reshape(1,1,5,5) with the centre set to -100.
Value poolInput() {
  std::vector<float> x;
  for (int i = 0; i < 25; ++i)
    x.push_back(i == 12 ? -100.0f : static_cast<float>(i));
  return f32({1, 1, 5, 5}, x);
}

TEST_F(LoweringTest, MaxPool2d) {
  Value expected = f32({1, 1, 3, 3}, {6, 8, 9, 16, 18, 19, 21, 23, 24});
  EXPECT_EQ(aten("max_pool_pad",
                 call("aten::max_pool2d", "",
                      {{"self", poolInput()}, {"kernel_size", ints({3, 3})}, {"stride", ints({2, 2})},
                       {"padding", ints({1, 1})}, {"dilation", ints({1, 1})}, {"ceil_mode", bo(false)}}),
                 expected),
            "");
  // kernel 2, stride defaulted to the kernel ([]), ceil_mode: 3x3 windows.
  EXPECT_EQ(aten("max_pool_ceil",
                 call("aten::max_pool2d", "",
                      {{"self", poolInput()}, {"kernel_size", ints({2})}, {"stride", ints({})},
                       {"padding", ints({0})}, {"dilation", ints({1})}, {"ceil_mode", bo(true)}}),
                 expected),
            "");
}

TEST_F(LoweringTest, AvgPool2d) {
  auto avg = [&](bool ceil, bool includePad, Value divisor, int64_t k, int64_t s, int64_t p) {
    return call("aten::avg_pool2d", "",
                {{"self", poolInput()}, {"kernel_size", ints({k, k})}, {"stride", ints({s, s})},
                 {"padding", ints({p, p})}, {"ceil_mode", bo(ceil)},
                 {"count_include_pad", bo(includePad)}, {"divisor_override", divisor}});
  };
  EXPECT_EQ(aten("avg_nopad_ceil", avg(true, false, none(), 3, 2, 1),
                 f32({1, 1, 3, 3}, {3, 4.5, 6, 10.5, -0.444444448, 13.5, 18, 19.5, 21})),
            "");
  EXPECT_EQ(aten("avg_pad", avg(false, true, none(), 3, 2, 1),
                 f32({1, 1, 3, 3}, {1.33333337, 3, 2.66666675, 7, -0.444444448, 9, 8, 13,
                                    9.33333302})),
            "");
  EXPECT_EQ(aten("avg_divisor", avg(false, true, in(2), 2, 2, 0),
                 f32({1, 1, 2, 2}, {6, 10, 26, -26})),
            "");
}

//===----------------------------------------------------------------------===//
// FFT
//===----------------------------------------------------------------------===//

// NumPy: x = [[1,2,0,-1],[0.5,0,0,3]]; np.fft.rfft(x, axis=1) and
// np.fft.rfft(x, n=3, axis=0).
TEST_F(LoweringTest, Rfft) {
  Value x = f32({2, 4}, {1, 2, 0, -1, 0.5, 0, 0, 3});
  EXPECT_EQ(aten("rfft",
                 call("aten::fft_rfft", "", {{"self", x}, {"n", none()}, {"dim", in(-1)}, {"norm", none()}}),
                 c64({2, 3}, {{2, 0}, {1, -3}, {0, 0}, {3.5, 0}, {0.5, 3}, {-2.5, 0}})),
            "");
  EXPECT_EQ(aten("rfft_n",
                 call("aten::fft_rfft", "", {{"self", x}, {"n", in(3)}, {"dim", in(0)}, {"norm", none()}}),
                 c64({2, 4}, {{1.5, 0}, {2, 0}, {0, 0}, {2, 0}, {0.75, -0.433012694}, {2, 0},
                              {0, 0}, {-2.5, -2.59807611}})),
            "");
}

// NumPy: z = [1+1j, 2, -1j]; np.fft.fft(z, norm="ortho"), np.fft.fft(z, n=5).
// The input arrives packed as [..., 2] real/imaginary pairs.
TEST_F(LoweringTest, FftOfPackedComplexInput) {
  Value packed = f32({3, 2}, {1, 1, 2, 0, 0, -1});
  EXPECT_EQ(aten("fft_ortho",
                 call("aten::fft_fft", "",
                      {{"self", packed}, {"n", none()}, {"dim", in(-1)}, {"norm", str("ortho")}}),
                 c64({3}, {{1.73205078, 0}, {0.5, -0.133974597}, {-0.5, 1.86602545}}), 1e-5,
                 /*castToComplex=*/true),
            "");
  EXPECT_EQ(aten("fft_n",
                 call("aten::fft_fft", "",
                      {{"self", packed}, {"n", in(5)}, {"dim", in(0)}, {"norm", none()}}),
                 c64({5}, {{3, 0}, {1.03024876, -0.0930960402}, {0.333022535, -0.484587491},
                           {-1.56909049, 1.86655354}, {2.20581913, 3.71113014}}),
                 1e-5, /*castToComplex=*/true),
            "");
}

// cast_input0_to_complex as opdiff's backends apply it: a complex input
// passes unchanged; a real tensor without a trailing 2 becomes complex(x, 0)
// (integers through float32). By hand: fft([1, 2, 3]) = [6, -1.5 + i sqrt(3)/2,
// -1.5 - i sqrt(3)/2]; fft([1+1j, 2, -1j]) as in FftOfPackedComplexInput.
TEST_F(LoweringTest, CastInput0ToComplexOfComplexAndUnpackedReal) {
  auto fft = [&](Value x) {
    return call("aten::fft_fft", "",
                {{"self", x}, {"n", none()}, {"dim", in(-1)}, {"norm", none()}});
  };
  Value expected = c64({3}, {{6, 0}, {-1.5, 0.866025404}, {-1.5, -0.866025404}});
  EXPECT_EQ(aten("cast_real", fft(f32({3}, {1, 2, 3})), expected, 1e-5,
                 /*castToComplex=*/true),
            "");
  EXPECT_EQ(aten("cast_int", fft(i64({3}, {1, 2, 3})), expected, 1e-5,
                 /*castToComplex=*/true),
            "");
  EXPECT_EQ(aten("cast_complex",
                 call("aten::fft_fft", "",
                      {{"self", c64({3}, {{1, 1}, {2, 0}, {0, -1}})},
                       {"n", none()}, {"dim", in(-1)}, {"norm", str("ortho")}}),
                 c64({3}, {{1.73205078, 0}, {0.5, -0.133974597}, {-0.5, 1.86602545}}),
                 1e-5, /*castToComplex=*/true),
            "");
}

// NumPy: X = [2, 1-3j, 0.5+1j]; np.fft.irfft(X, n=5, norm="forward") and
// np.fft.irfft(X).
TEST_F(LoweringTest, Irfft) {
  Value X = c64({3}, {{2, 0}, {1, -3}, {0.5, 1}});
  EXPECT_EQ(aten("irfft_forward",
                 call("aten::fft_irfft", "", {{"self", X}, {"n", in(5)}, {"dim", in(-1)}, {"norm", str("forward")}}),
                 f32({5}, {5, 6.33978558, 6.11980772, -4.73784161, -2.72175169})),
            "");
  EXPECT_EQ(aten("irfft",
                 call("aten::fft_irfft", "", {{"self", X}, {"n", none()}, {"dim", in(-1)}, {"norm", none()}}),
                 f32({4}, {1.125, 1.875, 0.125, -1.125})),
            "");
}

//===----------------------------------------------------------------------===//
// Modules
//===----------------------------------------------------------------------===//

BaselineResult::Module nnModule(std::string kind,
                                std::vector<std::pair<std::string, Value>> config,
                                std::vector<std::pair<std::string, Value>> params = {}) {
  BaselineResult::Module m;
  m.kind = std::move(kind);
  m.config = std::move(config);
  for (auto &[name, v] : params)
    m.params.emplace_back(name, v.tensor);
  return m;
}

BaselineResult::Module linear23() {
  return nnModule("Linear", {{"in_features", in(3)}, {"out_features", in(2)}},
                  {{"weight", f32({2, 3}, {1, 0, 0, 0, 1, 1})}, {"bias", f32({2}, {0.5, -1})}});
}

TEST_F(LoweringTest, ModuleLinearAndSequential) {
  EXPECT_EQ(moduleTest("mod_linear", linear23(), {matrix23()}, f32({2, 2}, {1.5, 4, 4.5, 10})), "");
  // x W1^T + b1 = [[-1, 0], [2, 6]]; relu; [[0,0],[2,6]] @ [1, 0.5]^T + 1.
  BaselineResult::Module seq = nnModule("Sequential", {});
  seq.children.push_back(nnModule("Linear", {}, {{"weight", f32({2, 3}, {1, 0, 0, 0, 1, 1})},
                                                 {"bias", f32({2}, {-2, -5})}}));
  seq.children.push_back(nnModule("ReLU", {{"inplace", bo(false)}}));
  seq.children.push_back(nnModule("Dropout", {{"p", fl(0.5)}}));
  seq.children.push_back(nnModule("Linear", {}, {{"weight", f32({1, 2}, {1, 0.5})},
                                                 {"bias", f32({1}, {1})}}));
  EXPECT_EQ(moduleTest("mod_seq", seq, {matrix23()}, f32({2, 1}, {1, 6})), "");
}

TEST_F(LoweringTest, ModuleConvPoolNorms) {
  auto conv = nnModule("Conv2d",
                       {{"in_channels", in(2)}, {"out_channels", in(2)}, {"kernel_size", ints({3, 3})},
                        {"stride", ints({2, 1})}, {"padding", ints({1, 1})}, {"dilation", ints({2, 1})},
                        {"groups", in(1)}, {"padding_mode", str("zeros")}},
                       {{"weight", convWeight2d()}, {"bias", f32({2}, {1, 2})}});
  EXPECT_EQ(moduleTest("mod_conv2d", conv, {convInput2d()}, conv2dDilatedExpected(), 1e-4), "");
  auto conv1 = nnModule("Conv1d", {{"stride", in(2)}, {"padding", in(1)}},
                        {{"weight", convWeight1d()}, {"bias", f32({3}, {0.5, -1, 0})}});
  EXPECT_EQ(moduleTest("mod_conv1d", conv1, {convInput1d()},
                       f32({1, 3, 3}, {-0.899999976, -3.2249999, -3.29999995, -0.600000024,
                                       -0.675000012, -1.20000005, 2.20000005, 4.375, 3.4000001})),
            "");
  auto maxPool = nnModule("MaxPool2d", {{"kernel_size", in(3)}, {"stride", in(2)}, {"padding", in(1)},
                                        {"dilation", in(1)}, {"return_indices", bo(false)},
                                        {"ceil_mode", bo(false)}});
  EXPECT_EQ(moduleTest("mod_maxpool", maxPool, {poolInput()},
                       f32({1, 1, 3, 3}, {6, 8, 9, 16, 18, 19, 21, 23, 24})),
            "");
  auto avgPool = nnModule("AvgPool2d", {{"kernel_size", ints({3, 3})}, {"stride", ints({2, 2})},
                                        {"padding", ints({1, 1})}, {"ceil_mode", bo(true)},
                                        {"count_include_pad", bo(false)}, {"divisor_override", none()}});
  EXPECT_EQ(moduleTest("mod_avgpool", avgPool, {poolInput()},
                       f32({1, 1, 3, 3}, {3, 4.5, 6, 10.5, -0.444444448, 13.5, 18, 19.5, 21})),
            "");
  auto ln = nnModule("LayerNorm", {{"normalized_shape", ints({4})}, {"eps", fl(1e-5)},
                                   {"elementwise_affine", bo(true)}},
                     {{"weight", f32({4}, {1, 2, 0.5, 1})}, {"bias", f32({4}, {0, 0.1, 0.2, 0.3})}});
  EXPECT_EQ(moduleTest("mod_ln", ln, {layerNormInput()}, layerNormExpected()), "");
  auto bn = nnModule("BatchNorm1d", {{"num_features", in(2)}, {"eps", fl(1e-5)}},
                     {{"weight", f32({2}, {2, 1})}, {"bias", f32({2}, {0.5, -0.5})},
                      {"running_mean", f32({2}, {1, 2})}, {"running_var", f32({2}, {4, 0.25})},
                      {"num_batches_tracked", i64({}, {0})}});
  EXPECT_EQ(moduleTest("mod_bn", bn, {batchNormInput()}, batchNormEvalExpected()), "");
}

TEST_F(LoweringTest, ModuleActivationsAndShapes) {
  Value x = f32({7}, {-3, -1, -0.25, 0, 0.5, 1.5, 3});
  EXPECT_EQ(moduleTest("mod_gelu", nnModule("GELU", {{"approximate", str("tanh")}}), {x},
                       f32({7}, {-0.0036373921, -0.1588080078, -0.1003246456, 0.0, 0.3457140028,
                                 1.3995715380, 2.9963626862}),
                       1e-6),
            "");
  EXPECT_EQ(moduleTest("mod_softmax", nnModule("Softmax", {{"dim", in(1)}}), {matrix23()},
                       f32({2, 3}, {0.0900305733, 0.2447284758, 0.6652409434, 0.0900305733,
                                    0.2447284758, 0.6652409434}),
                       1e-6),
            "");
  EXPECT_EQ(moduleTest("mod_flatten", nnModule("Flatten", {}), {f32({2, 1, 3}, {1, 2, 3, 4, 5, 6})},
                       matrix23()),
            "");
  EXPECT_EQ(moduleTest("mod_identity", nnModule("Identity", {}), {matrix23()}, matrix23()), "");
  EXPECT_EQ(moduleTest("mod_sigmoid", nnModule("Sigmoid", {}), {f32({3}, {0.5, 1, 2})},
                       f32({3}, {0.6224593520, 0.7310585975, 0.8807970881})),
            "");
  EXPECT_EQ(moduleTest("mod_embedding",
                       nnModule("Embedding", {{"padding_idx", none()}, {"max_norm", none()}},
                                {{"weight", f32({3, 2}, {0, 1, 2, 3, 4, 5})}}),
                       {i64({3}, {1, 2, 1})}, f32({3, 2}, {2, 3, 4, 5, 2, 3})),
            "");
}

TEST_F(LoweringTest, ComparePairs) {
  TestCase a = testCase("pair__a"), b = testCase("pair__b");
  a.pairId = b.pairId = "pair";
  a.pairSide = 'a';
  b.pairSide = 'b';
  a.inputs = b.inputs = {matrix23()};
  BaselineResult::Module wrapped = nnModule("Sequential", {});
  wrapped.children.push_back(linear23());
  wrapped.children.push_back(nnModule("Identity", {}));
  ASSERT_FALSE(errorToBool(lowerComparePair(*module, a, linear23(), b, wrapped, {})));
  EXPECT_EQ(run("pair"), "");

  // Different weights: the function builds and verifies, the check fails.
  BaselineResult::Module other = linear23();
  other.params[1].second = f32({2}, {0.5, 0}).tensor;
  a.pairId = b.pairId = "pair_differs";
  ASSERT_FALSE(errorToBool(lowerComparePair(*module, a, linear23(), b, other, {})));
  EXPECT_NE(run("pair_differs"), "");
}

//===----------------------------------------------------------------------===//
// Errors
//===----------------------------------------------------------------------===//

/// A ScriptGraph node; operands are value ids, or constants written in place.
ScriptGraph::Node scriptNode(std::string kind, std::vector<std::string> argNames,
                             std::vector<int> inputs, std::vector<int> outputs,
                             Value constant = Value()) {
  ScriptGraph::Node n;
  n.kind = std::move(kind);
  n.argNames = std::move(argNames);
  for (int id : inputs) {
    ScriptGraph::Operand op;
    op.value = id;
    n.inputs.push_back(op);
  }
  n.outputs = std::move(outputs);
  n.outputIsList.assign(n.outputs.size(), false);
  n.constant = std::move(constant);
  return n;
}

BaselineResult::Module scriptModule(ScriptGraph g) {
  BaselineResult::Module m;
  m.kind = "TorchScript";
  m.graph = std::make_shared<const ScriptGraph>(std::move(g));
  return m;
}

TEST_F(LoweringTest, ToTypeAsDetachSquare) {
  // What traced x.float(), x.type_as(y), x.detach() and x.square() record.
  EXPECT_EQ(aten("to_f64", call("aten::to", "dtype", {{"self", f32({2}, {1.5, -2})}, {"dtype", str("float64")}, {"non_blocking", bo(false)}, {"copy", bo(false)}, {"memory_format", none()}}),
                 f64({2}, {1.5, -2})), "");
  EXPECT_EQ(aten("type_as_i64", call("aten::type_as", "", {{"self", f32({2}, {1, -2})}, {"other", i64({1}, {0})}}),
                 i64({2}, {1, -2})), "");
  EXPECT_EQ(aten("detach", call("aten::detach", "", {{"self", f32({2}, {1, -2})}}), f32({2}, {1, -2})), "");
  EXPECT_EQ(aten("square_i64", call("aten::square", "", {{"self", i64({2}, {3, -4})}}), i64({2}, {9, 16})), "");
}

TEST_F(LoweringTest, TorchScriptGraphNodeByNode) {
  // forward(x): y = linear(x, W, b); r = reshape(y, [-1]).relu_();
  // return (r * y.size(1), y). With x = [[1,2,3],[4,5,6]], W = [[1,0,0],
  // [0,1,1]], b = [-2,-5]: y = [[-1,0],[2,6]], r = [0,0,2,6], y.size(1) = 2.
  ScriptGraph g;
  g.source = "file:m.py::M";
  g.numValues = 11;
  g.inputs = {0};
  g.nodes.push_back(scriptNode("prim::Constant", {}, {}, {1}, f32({2, 3}, {1, 0, 0, 0, 1, 1})));
  g.nodes.push_back(scriptNode("prim::Constant", {}, {}, {2}, f32({2}, {-2, -5})));
  g.nodes.push_back(scriptNode("aten::linear", {"input", "weight", "bias"}, {0, 1, 2}, {3}));
  g.nodes.push_back(scriptNode("prim::Constant", {}, {}, {4}, in(1)));
  g.nodes.push_back(scriptNode("aten::size", {"self", "dim"}, {3, 4}, {5}));
  g.nodes.push_back(scriptNode("prim::Constant", {}, {}, {6}, in(-1)));
  g.nodes.push_back(scriptNode("prim::ListConstruct", {}, {6}, {7}));
  g.nodes.push_back(scriptNode("aten::reshape", {"self", "shape"}, {3, 7}, {8}));
  g.nodes.push_back(scriptNode("aten::relu_", {"self"}, {8}, {9}));
  g.nodes.push_back(scriptNode("aten::mul", {"self", "other"}, {9, 5}, {10}));
  g.nodes.back().overload = "Scalar";
  g.nodes.push_back(scriptNode("prim::TupleConstruct", {}, {10, 3}, {11}));
  g.numValues = 12;
  g.outputs = {11};
  Value expected = Value::ofTuple({f32({4}, {0, 0, 4, 12}), f32({2, 2}, {-1, 0, 2, 6})});
  EXPECT_EQ(moduleTest("script_graph", scriptModule(g), {matrix23()}, expected), "");

  // A node without a lowering makes the test unsupported, naming the node.
  ScriptGraph branchy;
  branchy.source = "file:m.py::Branchy";
  branchy.numValues = 2;
  branchy.inputs = {0};
  branchy.nodes.push_back(scriptNode("prim::If", {}, {0}, {1}));
  branchy.outputs = {1};
  TestCase t = testCase("branchy");
  t.opKind = TestCase::OpKind::Module;
  t.inputs = {matrix23()};
  llvm::Error err = lowerModuleTest(*module, t, scriptModule(branchy), nullptr, {});
  ASSERT_TRUE(err.isA<UnsupportedError>());
  std::string message = llvm::toString(std::move(err));
  EXPECT_NE(message.find("file:m.py::Branchy: TorchScript node prim::If has no lowering"),
            std::string::npos) << message;
  EXPECT_EQ(module->lookupSymbol("branchy"), nullptr);
}

TEST_F(LoweringTest, UnknownOpIsUnsupportedAndLeavesNoFunction) {
  auto [isUnsupported, message] =
      lowerError(call("aten::frobnicate", "", {{"self", matrix23()}}));
  EXPECT_TRUE(isUnsupported) << message;
  EXPECT_NE(message.find("aten::frobnicate"), std::string::npos);
  EXPECT_TRUE(module->getBody()->empty());

  TestCase t = testCase("lstm");
  llvm::Error err = lowerModuleTest(*module, t, nnModule("LSTM", {}), nullptr, {});
  EXPECT_TRUE(err.isA<UnsupportedError>());
  llvm::consumeError(std::move(err));
  EXPECT_TRUE(module->getBody()->empty());
}

TEST_F(LoweringTest, WrongExpectedTypeIsARealErrorAndErasesTheFunction) {
  TestCase t = testCase("mismatch");
  Value expected = f64({2}, {2, 4});
  llvm::Error err = lowerAtenTest(
      *module, t,
      call("aten::add", "Tensor",
           {{"self", f32({2}, {1, 2})}, {"other", f32({2}, {1, 2})}, {"alpha", in(1)}}),
      &expected, {});
  ASSERT_TRUE(static_cast<bool>(err));
  EXPECT_FALSE(err.isA<UnsupportedError>());
  std::string message = llvm::toString(std::move(err));
  EXPECT_NE(message.find("tensor<2xf32>"), std::string::npos) << message;
  EXPECT_TRUE(module->getBody()->empty());
}

TEST_F(LoweringTest, MissingArgumentAndDuplicateNameAreRealErrors) {
  auto [isUnsupported, message] =
      lowerError(call("aten::add", "Tensor", {{"self", matrix23()}}));
  EXPECT_FALSE(isUnsupported);
  EXPECT_NE(message.find("missing argument 'other'"), std::string::npos) << message;

  auto c = call("aten::neg", "", {{"self", matrix23()}});
  TestCase t = testCase("twice");
  ASSERT_FALSE(errorToBool(lowerAtenTest(*module, t, c, nullptr, {})));
  llvm::Error err = lowerAtenTest(*module, t, c, nullptr, {});
  ASSERT_TRUE(static_cast<bool>(err));
  EXPECT_FALSE(err.isA<UnsupportedError>());
  llvm::consumeError(std::move(err));
}

TEST_F(LoweringTest, ChecksCatchWrongValues) {
  // The lowering is right, the "expected" values are not: the run fails.
  auto c = call("aten::mul", "Tensor", {{"self", f32({2}, {1, 2})}, {"other", f32({2}, {3, 4})}});
  EXPECT_NE(aten("wrong_values", c, f32({2}, {3, 9})), "");
  // Without expected values, no checks: the function only computes.
  TestCase t = testCase("no_checks");
  ASSERT_FALSE(errorToBool(lowerAtenTest(*module, t, c, nullptr, {})));
  EXPECT_EQ(run("no_checks"), "");
}

TEST_F(LoweringTest, SupportedListsAreSorted) {
  std::vector<std::string> ops = supportedAtenOps();
  EXPECT_TRUE(std::is_sorted(ops.begin(), ops.end()));
  EXPECT_NE(std::find(ops.begin(), ops.end(), "aten::conv2d"), ops.end());
  std::vector<std::string> modules = supportedModules();
  EXPECT_TRUE(std::is_sorted(modules.begin(), modules.end()));
  EXPECT_NE(std::find(modules.begin(), modules.end(), "Sequential"), modules.end());
}

} // namespace
