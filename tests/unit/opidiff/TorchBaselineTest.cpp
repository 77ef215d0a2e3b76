//===- TorchBaselineTest.cpp - Binding and running on libtorch ------------===//
//
// Expected values are computed by hand in the tests (or recomputed in plain
// C++ from the parameters the baseline returns), never taken from the
// baseline's own output.
//
//===----------------------------------------------------------------------===//

#include "opidiff/torch/TorchBaseline.h"

#include "opidiff/Errors.h"

#include "gtest/gtest.h"

#include <cmath>
#include <cstring>

using namespace mlir::shlo::opidiff;

namespace {

Value tensorF32(std::vector<int64_t> shape, std::vector<float> values) {
  TensorValue t;
  t.dtype = DType::Float32;
  t.shape = std::move(shape);
  t.data.resize(values.size() * sizeof(float));
  std::memcpy(t.data.data(), values.data(), t.data.size());
  return Value::ofTensor(std::move(t));
}

Value tensorI64(std::vector<int64_t> shape, std::vector<int64_t> values) {
  TensorValue t;
  t.dtype = DType::Int64;
  t.shape = std::move(shape);
  t.data.resize(values.size() * sizeof(int64_t));
  std::memcpy(t.data.data(), values.data(), t.data.size());
  return Value::ofTensor(std::move(t));
}

template <typename T> std::vector<T> elements(const TensorValue &t) {
  std::vector<T> r(t.data.size() / sizeof(T));
  std::memcpy(r.data(), t.data.data(), t.data.size());
  return r;
}

std::vector<float> floats(const TensorValue &t) {
  EXPECT_EQ(t.dtype, DType::Float32);
  return elements<float>(t);
}

TestCase atenTest(std::string name, std::vector<Value> inputs,
                  std::vector<std::pair<std::string, Value>> kwargs = {}) {
  TestCase test;
  test.id = "t_" + name.substr(name.find("::") + 2);
  test.opKind = TestCase::OpKind::Aten;
  test.atenName = std::move(name);
  test.inputs = std::move(inputs);
  test.kwargs = std::move(kwargs);
  return test;
}

ModuleSpec spec(std::string path, std::vector<Value> args = {},
                std::vector<std::pair<std::string, Value>> kwargs = {}) {
  return ModuleSpec{std::move(path), std::move(args), std::move(kwargs)};
}

TestCase moduleTest(std::string id, ModuleSpec module, Value input) {
  TestCase test;
  test.id = std::move(id);
  test.opKind = TestCase::OpKind::Module;
  test.module = std::move(module);
  test.inputs.push_back(std::move(input));
  return test;
}

Value object(ModuleSpec s) {
  Value v;
  v.kind = Value::Kind::Object;
  v.object = std::make_shared<const ModuleSpec>(std::move(s));
  return v;
}

BoundCall bind(const TestCase &test) {
  llvm::Expected<BoundCall> call = bindAtenCall(test);
  if (!call) {
    ADD_FAILURE() << llvm::toString(call.takeError());
    return BoundCall();
  }
  return std::move(*call);
}

BaselineResult run(const TestCase &test) {
  llvm::Expected<BaselineResult> r = runBaseline(test, nullptr);
  if (!r) {
    ADD_FAILURE() << llvm::toString(r.takeError());
    return BaselineResult();
  }
  return std::move(*r);
}

/// The reason of an UnsupportedError, or a failure for any other outcome.
template <typename T> std::string unsupportedReason(llvm::Expected<T> r) {
  if (r) {
    ADD_FAILURE() << "expected an unsupported error";
    return "";
  }
  std::string reason;
  llvm::handleAllErrors(
      r.takeError(), [&](UnsupportedError &u) { reason = u.getReason(); },
      [&](llvm::ErrorInfoBase &e) {
        ADD_FAILURE() << "not an unsupported error: " << e.message();
      });
  return reason;
}

const TensorValue *param(const BaselineResult::Module &m,
                         const std::string &name) {
  for (const auto &[n, t] : m.params)
    if (n == name)
      return &t;
  return nullptr;
}

const Value *config(const BaselineResult::Module &m, const std::string &name) {
  for (const auto &[n, v] : m.config)
    if (n == name)
      return &v;
  return nullptr;
}

std::vector<int64_t> ints(const Value *v) {
  std::vector<int64_t> r;
  if (!v || v->kind != Value::Kind::List)
    return r;
  for (const Value &e : v->elems)
    r.push_back(e.i);
  return r;
}

//===----------------------------------------------------------------------===//
// Binding
//===----------------------------------------------------------------------===//

TEST(TorchBind, AddTensorTensor) {
  BoundCall call = bind(
      atenTest("aten::add", {tensorF32({2}, {1, 2}), tensorF32({2}, {3, 4})}));
  EXPECT_EQ(call.name, "aten::add");
  EXPECT_EQ(call.overload, "Tensor");
  ASSERT_EQ(call.args.size(), 3u);
  EXPECT_EQ(call.args[0].first, "self");
  EXPECT_EQ(call.args[1].first, "other");
  ASSERT_TRUE(call.arg("alpha"));
  EXPECT_EQ(call.arg("alpha")->kind, Value::Kind::Int);
  EXPECT_EQ(call.arg("alpha")->i, 1);
  EXPECT_EQ(call.numReturns, 1);
}

TEST(TorchBind, AddTensorScalarPrefersScalarOverload) {
  BoundCall call = bind(
      atenTest("aten::add", {tensorF32({2}, {1, 2}), Value::ofFloat(2.5)}));
  EXPECT_EQ(call.overload, "Scalar");
  ASSERT_TRUE(call.arg("other"));
  EXPECT_EQ(call.arg("other")->kind, Value::Kind::Float);
}

TEST(TorchBind, RankZeroTensorIsATensor) {
  BoundCall call =
      bind(atenTest("aten::mul", {tensorF32({2}, {1, 2}), tensorF32({}, {3})}));
  EXPECT_EQ(call.overload, "Tensor");
}

TEST(TorchBind, AddWithAlphaKwarg) {
  BoundCall call = bind(
      atenTest("aten::add", {tensorF32({2}, {1, 2}), tensorF32({2}, {3, 4})},
               {{"alpha", Value::ofInt(2)}}));
  EXPECT_EQ(call.overload, "Tensor");
  ASSERT_TRUE(call.arg("alpha"));
  EXPECT_EQ(call.arg("alpha")->i, 2);
}

TEST(TorchBind, ExplicitOverload) {
  TestCase test =
      atenTest("aten::add", {tensorF32({2}, {1, 2}), tensorF32({2}, {3, 4})});
  test.atenOverload = "Tensor";
  EXPECT_EQ(bind(test).overload, "Tensor");
  test.atenOverload = "Scalar";
  EXPECT_NE(unsupportedReason(bindAtenCall(test)).find("add.Scalar"),
            std::string::npos);
}

TEST(TorchBind, SumWithDimListAndKeepdim) {
  Value dims = Value::ofList({Value::ofInt(1)});
  BoundCall call = bind(atenTest("aten::sum", {tensorF32({2, 2}, {1, 2, 3, 4}),
                                               dims, Value::ofBool(true)}));
  EXPECT_EQ(call.overload, "dim_IntList");
  ASSERT_EQ(call.args.size(), 4u);
  EXPECT_EQ(call.args[1].first, "dim");
  ASSERT_EQ(call.args[1].second.kind, Value::Kind::List);
  EXPECT_EQ(call.args[1].second.elems.at(0).i, 1);
  EXPECT_EQ(call.args[2].first, "keepdim");
  EXPECT_TRUE(call.args[2].second.b);
  EXPECT_EQ(call.args[3].first, "dtype");
  EXPECT_EQ(call.args[3].second.kind, Value::Kind::None);
}

TEST(TorchBind, SumWithOneIntForDimList) {
  BoundCall call = bind(atenTest("aten::sum", {tensorF32({2, 2}, {1, 2, 3, 4})},
                                 {{"dim", Value::ofInt(0)}}));
  EXPECT_EQ(call.overload, "dim_IntList");
  ASSERT_TRUE(call.arg("dim"));
  ASSERT_EQ(call.arg("dim")->kind, Value::Kind::List);
  EXPECT_EQ(call.arg("dim")->elems.size(), 1u);
  EXPECT_FALSE(call.arg("keepdim")->b);
}

TEST(TorchBind, DtypeArgumentIsCanonicalName) {
  BoundCall call = bind(atenTest("aten::sum", {tensorF32({2}, {1, 2})},
                                 {{"dtype", Value::ofString("torch.double")}}));
  EXPECT_EQ(call.overload, "");
  ASSERT_TRUE(call.arg("dtype"));
  EXPECT_EQ(call.arg("dtype")->kind, Value::Kind::String);
  EXPECT_EQ(call.arg("dtype")->s, "float64");
}

TEST(TorchBind, DivRoundingMode) {
  BoundCall tensors = bind(
      atenTest("aten::div", {tensorF32({2}, {7, -7}), tensorF32({2}, {2, 2})},
               {{"rounding_mode", Value::ofString("floor")}}));
  EXPECT_EQ(tensors.overload, "Tensor_mode");
  EXPECT_EQ(tensors.arg("rounding_mode")->s, "floor");
  BoundCall scalar =
      bind(atenTest("aten::div", {tensorF32({2}, {7, -7}), Value::ofInt(2)},
                    {{"rounding_mode", Value::ofString("trunc")}}));
  EXPECT_EQ(scalar.overload, "Scalar_mode");
  BoundCall plain = bind(
      atenTest("aten::div", {tensorF32({2}, {7, -7}), tensorF32({2}, {2, 2})}));
  EXPECT_EQ(plain.overload, "Tensor");
}

TEST(TorchBind, ClampWithNoneBounds) {
  BoundCall upper =
      bind(atenTest("aten::clamp", {tensorF32({3}, {-1, 0, 1}), Value::none(),
                                    Value::ofFloat(0.5)}));
  EXPECT_EQ(upper.overload, "");
  EXPECT_EQ(upper.arg("min")->kind, Value::Kind::None);
  EXPECT_EQ(upper.arg("max")->kind, Value::Kind::Float);
  BoundCall tensorMin =
      bind(atenTest("aten::clamp", {tensorF32({3}, {-1, 0, 1})},
                    {{"min", tensorF32({3}, {0, 0, 0})}}));
  EXPECT_EQ(tensorMin.overload, "Tensor");
  EXPECT_EQ(tensorMin.arg("max")->kind, Value::Kind::None);
}

TEST(TorchBind, UnknownOpIsUnsupported) {
  std::string reason = unsupportedReason(
      bindAtenCall(atenTest("aten::no_such_op_here", {tensorF32({1}, {1})})));
  EXPECT_NE(reason.find("aten::no_such_op_here"), std::string::npos);
}

TEST(TorchBind, NoMatchingOverloadNamesTheInputs) {
  std::string reason = unsupportedReason(bindAtenCall(
      atenTest("aten::add", {tensorF32({2}, {1, 2}), Value::ofString("x")})));
  EXPECT_NE(reason.find("no overload of aten::add"), std::string::npos);
  EXPECT_NE(reason.find("Tensor(float32[2])"), std::string::npos);
  EXPECT_NE(reason.find("str 'x'"), std::string::npos);
}

TEST(TorchBind, InPlaceAndOutVariantsAreSkipped) {
  std::string reason = unsupportedReason(bindAtenCall(
      atenTest("aten::add", {tensorF32({2}, {1, 2}), tensorF32({2}, {3, 4})},
               {{"out", tensorF32({2}, {0, 0})}})));
  EXPECT_EQ(reason.find("add.out "), std::string::npos);
  EXPECT_NE(reason.find("add.Tensor has no argument 'out'"), std::string::npos);
  BoundCall inPlace = bind(
      atenTest("aten::add_", {tensorF32({2}, {1, 2}), tensorF32({2}, {3, 4})}));
  EXPECT_EQ(inPlace.overload, "Tensor");
}

//===----------------------------------------------------------------------===//
// Running aten ops
//===----------------------------------------------------------------------===//

TEST(TorchRun, AddWithAlpha) {
  BaselineResult r = run(
      atenTest("aten::add", {tensorF32({2}, {1, 2}), tensorF32({2}, {3, 4})},
               {{"alpha", Value::ofInt(2)}}));
  ASSERT_EQ(r.output.kind, Value::Kind::Tensor);
  EXPECT_EQ(r.output.tensor.shape, std::vector<int64_t>{2});
  EXPECT_EQ(floats(r.output.tensor), (std::vector<float>{7, 10}));
  EXPECT_FALSE(r.module);
}

TEST(TorchRun, RunsTheGivenBoundCall) {
  TestCase test =
      atenTest("aten::sub", {tensorF32({2}, {5, 5}), tensorF32({2}, {1, 2})});
  BoundCall call = bind(test);
  llvm::Expected<BaselineResult> r = runBaseline(test, &call);
  ASSERT_TRUE(bool(r)) << llvm::toString(r.takeError());
  EXPECT_EQ(floats(r->output.tensor), (std::vector<float>{4, 3}));
}

TEST(TorchRun, Mean) {
  BaselineResult all =
      run(atenTest("aten::mean", {tensorF32({2, 2}, {1, 2, 3, 4})}));
  EXPECT_TRUE(all.output.tensor.shape.empty());
  EXPECT_EQ(floats(all.output.tensor), (std::vector<float>{2.5f}));
  BaselineResult rows =
      run(atenTest("aten::mean", {tensorF32({2, 2}, {1, 2, 3, 4}),
                                  Value::ofList({Value::ofInt(1)})}));
  EXPECT_EQ(floats(rows.output.tensor), (std::vector<float>{1.5f, 3.5f}));
}

TEST(TorchRun, Matmul) {
  BaselineResult r =
      run(atenTest("aten::matmul", {tensorF32({2, 2}, {1, 2, 3, 4}),
                                    tensorF32({2, 2}, {5, 6, 7, 8})}));
  EXPECT_EQ(r.output.tensor.shape, (std::vector<int64_t>{2, 2}));
  EXPECT_EQ(floats(r.output.tensor), (std::vector<float>{19, 22, 43, 50}));
}

TEST(TorchRun, DivFloorAndTrunc) {
  BaselineResult floor = run(
      atenTest("aten::div", {tensorF32({2}, {7, -7}), tensorF32({2}, {2, 2})},
               {{"rounding_mode", Value::ofString("floor")}}));
  EXPECT_EQ(floats(floor.output.tensor), (std::vector<float>{3, -4}));
  BaselineResult trunc =
      run(atenTest("aten::div", {tensorF32({2}, {7, -7}), Value::ofInt(2)},
                   {{"rounding_mode", Value::ofString("trunc")}}));
  EXPECT_EQ(floats(trunc.output.tensor), (std::vector<float>{3, -3}));
}

TEST(TorchRun, ClampUpperOnly) {
  BaselineResult r =
      run(atenTest("aten::clamp", {tensorF32({3}, {-1, 0, 1}), Value::none(),
                                   Value::ofFloat(0.5)}));
  EXPECT_EQ(floats(r.output.tensor), (std::vector<float>{-1, 0, 0.5f}));
}

TEST(TorchRun, PythonNumberDoesNotWidenTheTensor) {
  // int64 tensor + 2.5: a Python float makes the result the default float
  // dtype (float32), not float64.
  BaselineResult r =
      run(atenTest("aten::add", {tensorI64({2}, {1, 2}), Value::ofFloat(2.5)}));
  ASSERT_EQ(r.output.tensor.dtype, DType::Float32);
  EXPECT_EQ(floats(r.output.tensor), (std::vector<float>{3.5f, 4.5f}));
  BaselineResult ints =
      run(atenTest("aten::mul", {tensorI64({2}, {1, 2}), Value::ofInt(3)}));
  ASSERT_EQ(ints.output.tensor.dtype, DType::Int64);
  EXPECT_EQ(elements<int64_t>(ints.output.tensor),
            (std::vector<int64_t>{3, 6}));
}

TEST(TorchRun, SumToDtype) {
  BaselineResult r = run(atenTest("aten::sum", {tensorF32({3}, {1, 2, 3.5f})},
                                  {{"dtype", Value::ofString("float64")}}));
  ASSERT_EQ(r.output.tensor.dtype, DType::Float64);
  EXPECT_EQ(elements<double>(r.output.tensor), (std::vector<double>{6.5}));
}

TEST(TorchRun, SeveralReturnsAreATuple) {
  BaselineResult r = run(atenTest(
      "aten::max", {tensorF32({2, 3}, {1, 5, 2, 9, 3, 4}), Value::ofInt(1)}));
  ASSERT_EQ(r.output.kind, Value::Kind::Tuple);
  ASSERT_EQ(r.output.elems.size(), 2u);
  EXPECT_EQ(floats(r.output.elems[0].tensor), (std::vector<float>{5, 9}));
  ASSERT_EQ(r.output.elems[1].tensor.dtype, DType::Int64);
  EXPECT_EQ(elements<int64_t>(r.output.elems[1].tensor),
            (std::vector<int64_t>{1, 0}));
}

TEST(TorchRun, TensorListResult) {
  BaselineResult r =
      run(atenTest("aten::unbind", {tensorF32({2, 2}, {1, 2, 3, 4})}));
  ASSERT_EQ(r.output.kind, Value::Kind::List);
  ASSERT_EQ(r.output.elems.size(), 2u);
  EXPECT_EQ(floats(r.output.elems[1].tensor), (std::vector<float>{3, 4}));
}

TEST(TorchRun, CastInput0ToComplex) {
  TestCase test = atenTest("aten::abs", {tensorF32({2, 2}, {3, 4, 0, -2})});
  test.castInput0ToComplex = true;
  BaselineResult r = run(test);
  ASSERT_EQ(r.output.tensor.dtype, DType::Float32);
  EXPECT_EQ(r.output.tensor.shape, std::vector<int64_t>{2});
  EXPECT_EQ(floats(r.output.tensor), (std::vector<float>{5, 2}));
}

// A real tensor without a trailing 2 becomes complex(x, 0); an integer one
// goes through float32; a complex one passes unchanged (opdiff's backends).
TEST(TorchRun, CastInput0ToComplexOfOtherInputs) {
  TestCase real = atenTest("aten::mul", {tensorF32({3}, {-3, 4, 0}), Value::ofInt(2)});
  real.castInput0ToComplex = true;
  BaselineResult r = run(real);
  ASSERT_EQ(r.output.tensor.dtype, DType::Complex64);
  EXPECT_EQ(floats(TensorValue{DType::Float32, {6}, r.output.tensor.data}),
            (std::vector<float>{-6, 0, 8, 0, 0, 0}));

  TestCase integer = atenTest("aten::abs", {tensorI64({3}, {-3, 5, 0})});
  integer.castInput0ToComplex = true;
  r = run(integer);
  ASSERT_EQ(r.output.tensor.dtype, DType::Float32);
  EXPECT_EQ(floats(r.output.tensor), (std::vector<float>{3, 5, 0}));
  // An integer [..., 2] is packed too: |-3 + 4i| = 5.
  TestCase packedInt = atenTest("aten::abs", {tensorI64({2}, {-3, 4})});
  packedInt.castInput0ToComplex = true;
  r = run(packedInt);
  EXPECT_EQ(floats(r.output.tensor), (std::vector<float>{5}));

  TestCase complex = atenTest("aten::abs", {tensorF32({2, 2}, {3, 4, 0, -2})});
  complex.castInput0ToComplex = true;
  BaselineResult packed = run(complex);
  // Pass the complex result of a first cast through the flag again.
  TestCase again = atenTest("aten::mul", {tensorF32({1, 2}, {3, 4}), Value::ofInt(1)});
  again.castInput0ToComplex = true;
  BaselineResult z = run(again);
  ASSERT_EQ(z.output.tensor.dtype, DType::Complex64);
  TestCase unchanged = atenTest("aten::abs", {z.output});
  unchanged.castInput0ToComplex = true;
  r = run(unchanged);
  EXPECT_EQ(r.output.tensor.shape, std::vector<int64_t>{1});
  EXPECT_EQ(floats(r.output.tensor), (std::vector<float>{5}));
  EXPECT_EQ(floats(packed.output.tensor), (std::vector<float>{5, 2}));
}

TEST(TorchRun, ComplexResult) {
  TestCase test =
      atenTest("aten::mul", {tensorF32({1, 2}, {1, 2}), Value::ofInt(2)});
  test.castInput0ToComplex = true;
  BaselineResult r = run(test);
  ASSERT_EQ(r.output.tensor.dtype, DType::Complex64);
  EXPECT_EQ(floats(TensorValue{DType::Float32, {2}, r.output.tensor.data}),
            (std::vector<float>{2, 4}));
}

TEST(TorchRun, ShapeErrorIsAPlainError) {
  llvm::Expected<BaselineResult> r =
      runBaseline(atenTest("aten::add",
                           {tensorF32({2}, {1, 2}), tensorF32({3}, {1, 2, 3})}),
                  nullptr);
  ASSERT_FALSE(bool(r));
  bool isUnsupported = false;
  std::string message;
  llvm::handleAllErrors(
      r.takeError(), [&](UnsupportedError &) { isUnsupported = true; },
      [&](llvm::ErrorInfoBase &e) { message = e.message(); });
  EXPECT_FALSE(isUnsupported);
  EXPECT_NE(message.find("aten::add.Tensor"), std::string::npos);
}

TEST(TorchRun, MissingKernelForADtypeIsUnsupported) {
  std::string reason = unsupportedReason(
      runBaseline(atenTest("aten::bitwise_and",
                           {tensorF32({2}, {1, 2}), tensorF32({2}, {3, 4})}),
                  nullptr));
  EXPECT_NE(reason.find("aten::bitwise_and.Tensor: "), std::string::npos);
  EXPECT_NE(reason.find("Float"), std::string::npos);
}

TEST(TorchRun, BadTensorDataIsAnError) {
  Value bad = tensorF32({3}, {1, 2});
  llvm::Expected<BaselineResult> r =
      runBaseline(atenTest("aten::neg", {bad}), nullptr);
  ASSERT_FALSE(bool(r));
  EXPECT_NE(llvm::toString(r.takeError()).find("bytes"), std::string::npos);
}

TEST(TorchRun, ListAndOptionalArguments) {
  Value x = tensorF32({2, 2}, {1, 2, 3, 4});
  BaselineResult cat = run(
      atenTest("aten::cat", {Value::ofList({x, tensorF32({1, 2}, {5, 6})})}));
  EXPECT_EQ(cat.output.tensor.shape, (std::vector<int64_t>{3, 2}));
  EXPECT_EQ(floats(cat.output.tensor), (std::vector<float>{1, 2, 3, 4, 5, 6}));

  BaselineResult view =
      run(atenTest("aten::view", {x, Value::ofList({Value::ofInt(4)})}));
  EXPECT_EQ(view.output.tensor.shape, std::vector<int64_t>{4});

  TestCase index =
      atenTest("aten::index", {x, Value::ofList({tensorI64({2}, {1, 1})})});
  EXPECT_EQ(bind(index).overload, "Tensor");
  EXPECT_EQ(floats(run(index).output.tensor), (std::vector<float>{3, 4, 3, 4}));

  TestCase where = atenTest(
      "aten::where", {Value::ofTensor(TensorValue{DType::Bool, {2}, {1, 0}}),
                      tensorF32({2}, {1, 2}), Value::ofFloat(0.5)});
  EXPECT_EQ(bind(where).overload, "ScalarOther");
  EXPECT_EQ(floats(run(where).output.tensor), (std::vector<float>{1, 0.5f}));

  TestCase to = atenTest("aten::to", {x, Value::ofString("float64")});
  EXPECT_EQ(bind(to).overload, "dtype");
  EXPECT_EQ(run(to).output.tensor.dtype, DType::Float64);

  TestCase full = atenTest(
      "aten::full", {Value::ofList({Value::ofInt(2)}), Value::ofFloat(3)});
  BaselineResult fullResult = run(full);
  EXPECT_EQ(fullResult.output.tensor.dtype, DType::Float32);
  EXPECT_EQ(floats(fullResult.output.tensor), (std::vector<float>{3, 3}));

  EXPECT_EQ(bind(atenTest("aten::softmax", {x, Value::ofInt(1)})).overload,
            "int");
}

TEST(TorchRun, FixedSizeListDefaults) {
  std::vector<float> v(16);
  for (int i = 0; i < 16; ++i)
    v[i] = float(i);
  TestCase pool = atenTest("aten::max_pool2d",
                           {tensorF32({1, 1, 4, 4}, v), Value::ofInt(2)});
  BoundCall call = bind(pool);
  ASSERT_TRUE(call.arg("kernel_size") && call.arg("stride") &&
              call.arg("padding") && call.arg("dilation"));
  EXPECT_EQ(ints(call.arg("kernel_size")), (std::vector<int64_t>{2, 2}));
  EXPECT_TRUE(ints(call.arg("stride")).empty());
  EXPECT_EQ(ints(call.arg("padding")), (std::vector<int64_t>{0, 0}));
  EXPECT_EQ(ints(call.arg("dilation")), (std::vector<int64_t>{1, 1}));
  EXPECT_FALSE(call.arg("ceil_mode")->b);
  EXPECT_EQ(floats(run(pool).output.tensor),
            (std::vector<float>{5, 7, 13, 15}));
}

//===----------------------------------------------------------------------===//
// Modules
//===----------------------------------------------------------------------===//

TEST(TorchModule, LinearMatchesParamsByHand) {
  std::vector<float> x = {1, -2, 0.5f, 3, 0, 1};
  BaselineResult r = run(moduleTest(
      "lin", spec("torch.nn.Linear", {Value::ofInt(3), Value::ofInt(2)}),
      tensorF32({2, 3}, x)));
  ASSERT_TRUE(r.module);
  EXPECT_EQ(r.module->kind, "Linear");
  EXPECT_EQ(config(*r.module, "in_features")->i, 3);
  EXPECT_EQ(config(*r.module, "out_features")->i, 2);
  EXPECT_TRUE(config(*r.module, "bias")->b);
  ASSERT_EQ(r.module->params.size(), 2u);
  EXPECT_EQ(r.module->params[0].first, "weight");
  EXPECT_EQ(r.module->params[1].first, "bias");
  const TensorValue *w = param(*r.module, "weight");
  const TensorValue *b = param(*r.module, "bias");
  ASSERT_TRUE(w && b);
  EXPECT_EQ(w->shape, (std::vector<int64_t>{2, 3}));
  EXPECT_EQ(b->shape, std::vector<int64_t>{2});
  std::vector<float> wv = floats(*w), bv = floats(*b);
  std::vector<float> y = floats(r.output.tensor);
  ASSERT_EQ(y.size(), 4u);
  for (int n = 0; n < 2; ++n)
    for (int o = 0; o < 2; ++o) {
      double expect = bv[o];
      for (int i = 0; i < 3; ++i)
        expect += double(x[n * 3 + i]) * wv[o * 3 + i];
      EXPECT_NEAR(y[n * 2 + o], expect, 1e-5);
    }
}

TEST(TorchModule, LinearWithoutBiasAndNnPrefix) {
  BaselineResult r =
      run(moduleTest("lin_nobias",
                     spec("nn.Linear", {Value::ofInt(2), Value::ofInt(1)},
                          {{"bias", Value::ofBool(false)}}),
                     tensorF32({1, 2}, {1, 1})));
  ASSERT_TRUE(r.module);
  ASSERT_EQ(r.module->params.size(), 1u);
  std::vector<float> w = floats(*param(*r.module, "weight"));
  EXPECT_NEAR(floats(r.output.tensor)[0], w[0] + w[1], 1e-6);
}

TEST(TorchModule, SameIdSameParams) {
  auto weights = [](const std::string &id, const std::string &pairId) {
    TestCase test = moduleTest(
        id, spec("torch.nn.Linear", {Value::ofInt(4), Value::ofInt(3)}),
        tensorF32({1, 4}, {1, 2, 3, 4}));
    test.pairId = pairId;
    return run(test).module->params.at(0).second.data;
  };
  EXPECT_EQ(weights("a", ""), weights("a", ""));
  EXPECT_NE(weights("a", ""), weights("b", ""));
  EXPECT_EQ(weights("p__a", "p"), weights("p__b", "p"));
  TestCase pair;
  pair.id = "x__a";
  pair.pairId = "x";
  TestCase single;
  single.id = "x";
  EXPECT_EQ(testSeed(pair), testSeed(single));
}

TEST(TorchModule, BatchNorm2dEvalUsesRunningStats) {
  std::vector<float> x(2 * 2 * 2 * 2);
  for (size_t i = 0; i < x.size(); ++i)
    x[i] = 0.25f * float(i) - 1.5f;
  BaselineResult r =
      run(moduleTest("bn", spec("torch.nn.BatchNorm2d", {Value::ofInt(2)}),
                     tensorF32({2, 2, 2, 2}, x)));
  ASSERT_TRUE(r.module);
  EXPECT_EQ(r.module->kind, "BatchNorm2d");
  EXPECT_DOUBLE_EQ(config(*r.module, "eps")->f, 1e-5);
  EXPECT_DOUBLE_EQ(config(*r.module, "momentum")->f, 0.1);
  ASSERT_EQ(r.module->params.size(), 4u);
  EXPECT_EQ(r.module->params[2].first, "running_mean");
  EXPECT_EQ(r.module->params[3].first, "running_var");
  // As torch constructs them (opdiff does not change them): mean 0, var 1,
  // weight 1, bias 0; so y = x / sqrt(1 + eps).
  EXPECT_EQ(floats(*param(*r.module, "running_mean")),
            (std::vector<float>{0, 0}));
  EXPECT_EQ(floats(*param(*r.module, "running_var")),
            (std::vector<float>{1, 1}));
  EXPECT_EQ(floats(*param(*r.module, "weight")), (std::vector<float>{1, 1}));
  EXPECT_EQ(floats(*param(*r.module, "bias")), (std::vector<float>{0, 0}));
  std::vector<float> y = floats(r.output.tensor);
  for (size_t k = 0; k < x.size(); ++k)
    EXPECT_NEAR(y[k], x[k] / std::sqrt(1.0 + 1e-5), 1e-6);
}

TEST(TorchModule, Conv2dConfigAndValues) {
  // 1 input channel 3x3, one 2x2 kernel, stride 1, padding 1 -> 4x4.
  std::vector<float> x = {1, 2, 3, 4, 5, 6, 7, 8, 9};
  BaselineResult r =
      run(moduleTest("conv",
                     spec("torch.nn.Conv2d",
                          {Value::ofInt(1), Value::ofInt(1), Value::ofInt(2)},
                          {{"padding", Value::ofInt(1)}}),
                     tensorF32({1, 1, 3, 3}, x)));
  ASSERT_TRUE(r.module);
  EXPECT_EQ(ints(config(*r.module, "kernel_size")),
            (std::vector<int64_t>{2, 2}));
  EXPECT_EQ(ints(config(*r.module, "stride")), (std::vector<int64_t>{1, 1}));
  EXPECT_EQ(ints(config(*r.module, "padding")), (std::vector<int64_t>{1, 1}));
  EXPECT_EQ(ints(config(*r.module, "dilation")), (std::vector<int64_t>{1, 1}));
  EXPECT_EQ(config(*r.module, "groups")->i, 1);
  EXPECT_EQ(config(*r.module, "padding_mode")->s, "zeros");
  std::vector<float> w = floats(*param(*r.module, "weight"));
  float bias = floats(*param(*r.module, "bias"))[0];
  ASSERT_EQ(r.output.tensor.shape, (std::vector<int64_t>{1, 1, 4, 4}));
  std::vector<float> y = floats(r.output.tensor);
  auto at = [&](int i, int j) {
    return i < 0 || j < 0 || i > 2 || j > 2 ? 0.0 : double(x[i * 3 + j]);
  };
  for (int i = 0; i < 4; ++i)
    for (int j = 0; j < 4; ++j) {
      double expect = bias;
      for (int ki = 0; ki < 2; ++ki)
        for (int kj = 0; kj < 2; ++kj)
          expect += at(i - 1 + ki, j - 1 + kj) * w[ki * 2 + kj];
      EXPECT_NEAR(y[i * 4 + j], expect, 1e-5);
    }
}

TEST(TorchModule, Conv1dSamePadding) {
  BaselineResult r =
      run(moduleTest("conv1",
                     spec("torch.nn.Conv1d",
                          {Value::ofInt(2), Value::ofInt(4), Value::ofInt(3)},
                          {{"padding", Value::ofString("same")},
                           {"bias", Value::ofBool(false)}}),
                     tensorF32({1, 2, 5}, std::vector<float>(10, 1.0f))));
  ASSERT_TRUE(r.module);
  EXPECT_EQ(config(*r.module, "padding")->s, "same");
  EXPECT_EQ(r.output.tensor.shape, (std::vector<int64_t>{1, 4, 5}));
  EXPECT_EQ(r.module->params.size(), 1u);
}

TEST(TorchModule, SequentialOfLinearAndReLU) {
  ModuleSpec seq =
      spec("torch.nn.Sequential",
           {object(spec("torch.nn.Linear", {Value::ofInt(2), Value::ofInt(3)})),
            object(spec("torch.nn.ReLU"))});
  std::vector<float> x = {0.5f, -1};
  BaselineResult r = run(moduleTest("seq", seq, tensorF32({1, 2}, x)));
  ASSERT_TRUE(r.module);
  EXPECT_EQ(r.module->kind, "Sequential");
  ASSERT_EQ(r.module->children.size(), 2u);
  EXPECT_EQ(r.module->children[0].kind, "Linear");
  EXPECT_EQ(r.module->children[1].kind, "ReLU");
  EXPECT_FALSE(config(r.module->children[1], "inplace")->b);
  std::vector<float> w = floats(*param(r.module->children[0], "weight"));
  std::vector<float> b = floats(*param(r.module->children[0], "bias"));
  std::vector<float> y = floats(r.output.tensor);
  for (int o = 0; o < 3; ++o) {
    double v = b[o] + x[0] * w[o * 2] + x[1] * w[o * 2 + 1];
    EXPECT_NEAR(y[o], v > 0 ? v : 0, 1e-6);
  }
}

TEST(TorchModule, MaxPoolAndAvgPool) {
  std::vector<float> x(16);
  for (int i = 0; i < 16; ++i)
    x[i] = float((i * 7) % 16);
  BaselineResult maxPool =
      run(moduleTest("mp", spec("torch.nn.MaxPool2d", {Value::ofInt(2)}),
                     tensorF32({1, 1, 4, 4}, x)));
  ASSERT_TRUE(maxPool.module);
  EXPECT_EQ(ints(config(*maxPool.module, "stride")),
            (std::vector<int64_t>{2, 2}));
  BaselineResult avgPool =
      run(moduleTest("ap", spec("torch.nn.AvgPool2d", {Value::ofInt(2)}),
                     tensorF32({1, 1, 4, 4}, x)));
  std::vector<float> mx, av;
  for (int i = 0; i < 2; ++i)
    for (int j = 0; j < 2; ++j) {
      float m = -1, s = 0;
      for (int a = 0; a < 2; ++a)
        for (int b = 0; b < 2; ++b) {
          float v = x[(2 * i + a) * 4 + 2 * j + b];
          m = std::max(m, v);
          s += v;
        }
      mx.push_back(m);
      av.push_back(s / 4);
    }
  EXPECT_EQ(floats(maxPool.output.tensor), mx);
  EXPECT_EQ(floats(avgPool.output.tensor), av);
  EXPECT_TRUE(config(*avgPool.module, "count_include_pad")->b);
  EXPECT_EQ(config(*avgPool.module, "divisor_override")->kind,
            Value::Kind::None);

  BaselineResult indices =
      run(moduleTest("mpi",
                     spec("torch.nn.MaxPool2d", {Value::ofInt(2)},
                          {{"return_indices", Value::ofBool(true)}}),
                     tensorF32({1, 1, 4, 4}, x)));
  ASSERT_EQ(indices.output.kind, Value::Kind::Tuple);
  EXPECT_EQ(indices.output.elems.at(1).tensor.dtype, DType::Int64);
}

TEST(TorchModule, LayerNormByHand) {
  std::vector<float> x = {1, 2, 3, 4};
  BaselineResult r =
      run(moduleTest("ln", spec("torch.nn.LayerNorm", {Value::ofInt(4)}),
                     tensorF32({1, 4}, x)));
  ASSERT_TRUE(r.module);
  EXPECT_EQ(ints(config(*r.module, "normalized_shape")),
            std::vector<int64_t>{4});
  // mean 2.5, biased variance 1.25; weight 1, bias 0 at construction.
  std::vector<float> y = floats(r.output.tensor);
  for (int i = 0; i < 4; ++i)
    EXPECT_NEAR(y[i], (x[i] - 2.5) / std::sqrt(1.25 + 1e-5), 1e-5);
}

TEST(TorchModule, ActivationsAndShapes) {
  Value x = tensorF32({2, 2}, {-1, 0, 1, 2});
  BaselineResult gelu = run(moduleTest(
      "gelu",
      spec("torch.nn.GELU", {}, {{"approximate", Value::ofString("tanh")}}),
      x));
  EXPECT_EQ(config(*gelu.module, "approximate")->s, "tanh");
  std::vector<float> g = floats(gelu.output.tensor);
  double v = 1.0;
  double tanhGelu =
      0.5 * v *
      (1 + std::tanh(std::sqrt(2 / M_PI) * (v + 0.044715 * v * v * v)));
  EXPECT_NEAR(g[2], tanhGelu, 1e-6);

  BaselineResult softmax = run(moduleTest("sm", spec("torch.nn.Softmax"), x));
  EXPECT_EQ(config(*softmax.module, "dim")->kind, Value::Kind::None);
  std::vector<float> s = floats(softmax.output.tensor);
  // rank 2: the legacy dimension is 1 (rows).
  EXPECT_NEAR(s[0], 1 / (1 + std::exp(1.0)), 1e-6);
  EXPECT_NEAR(s[2] + s[3], 1.0, 1e-6);

  BaselineResult dropout = run(moduleTest("do", spec("torch.nn.Dropout"), x));
  EXPECT_EQ(floats(dropout.output.tensor), (std::vector<float>{-1, 0, 1, 2}));

  BaselineResult flatten =
      run(moduleTest("fl", spec("torch.nn.Flatten", {Value::ofInt(0)}), x));
  EXPECT_EQ(flatten.output.tensor.shape, std::vector<int64_t>{4});

  BaselineResult silu = run(moduleTest("silu", spec("torch.nn.SiLU"), x));
  EXPECT_NEAR(floats(silu.output.tensor)[3], 2 / (1 + std::exp(-2.0)), 1e-6);

  BaselineResult identity =
      run(moduleTest("id", spec("torch.nn.Identity", {Value::ofInt(54)}), x));
  EXPECT_EQ(floats(identity.output.tensor), (std::vector<float>{-1, 0, 1, 2}));
}

TEST(TorchModule, EmbeddingLooksUpRows) {
  BaselineResult r = run(
      moduleTest("emb",
                 spec("torch.nn.Embedding", {Value::ofInt(5), Value::ofInt(3)},
                      {{"padding_idx", Value::ofInt(-1)}}),
                 tensorI64({2}, {4, 1})));
  ASSERT_TRUE(r.module);
  EXPECT_EQ(config(*r.module, "padding_idx")->i, 4);
  std::vector<float> w = floats(*param(*r.module, "weight"));
  std::vector<float> y = floats(r.output.tensor);
  ASSERT_EQ(y.size(), 6u);
  for (int j = 0; j < 3; ++j) {
    EXPECT_EQ(y[j], 0.0f);
    EXPECT_EQ(y[3 + j], w[3 + j]);
  }
}

TEST(TorchModule, UnsupportedModules) {
  Value x = tensorF32({1}, {1});
  EXPECT_NE(
      unsupportedReason(
          runBaseline(moduleTest("f", spec("file:m.py::Cls"), x), nullptr))
          .find("file:m.py::Cls"),
      std::string::npos);
  EXPECT_NE(unsupportedReason(
                runBaseline(moduleTest("g", spec("torch.nn.GRU"), x), nullptr))
                .find("torch.nn.GRU"),
            std::string::npos);
}

TEST(TorchModule, BadConstructorArgumentsAreErrors) {
  llvm::Expected<BaselineResult> r =
      runBaseline(moduleTest("bad", spec("torch.nn.Linear", {Value::ofInt(2)}),
                             tensorF32({1}, {1})),
                  nullptr);
  ASSERT_FALSE(bool(r));
  EXPECT_NE(llvm::toString(r.takeError()).find("out_features"),
            std::string::npos);
}

} // namespace
