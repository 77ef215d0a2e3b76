//===- ApiTest.cpp - the public C++ API of Interpreter.h -----------------===//

#include "interpreter/Interpreter.h"

#include "dialect/Dialects.h"

#include "mlir/AsmParser/AsmParser.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"
#include "gtest/gtest.h"

using namespace mlir;
using namespace mlir::shlo;

namespace {

class ApiTest : public ::testing::Test {
protected:
  ApiTest() {
    DialectRegistry registry;
    registerAllDialects(registry);
    context.appendDialectRegistry(registry);
    context.loadAllAvailableDialects();
  }

  OwningOpRef<ModuleOp> parse(StringRef text) {
    return parseSourceString<ModuleOp>(text, &context);
  }

  Tensor tensor(StringRef attr) {
    return std::move(
        *Tensor::fromAttr(cast<ElementsAttr>(parseAttribute(attr, &context))));
  }

  MLIRContext context;
};

TEST_F(ApiTest, EvaluatesAFunctionOnTensors) {
  OwningOpRef<ModuleOp> module = parse(R"mlir(
    func.func @axpy(%a: tensor<f32>, %x: tensor<3xf32>, %y: tensor<3xf32>) -> tensor<3xf32> {
      %ab = stablehlo.broadcast_in_dim %a, dims = [] : (tensor<f32>) -> tensor<3xf32>
      %ax = stablehlo.multiply %ab, %x : tensor<3xf32>
      %r = stablehlo.add %ax, %y : tensor<3xf32>
      func.return %r : tensor<3xf32>
    })mlir");
  ASSERT_TRUE(module);
  FailureOr<SmallVector<Tensor>> results = evalFunction(
      *module, "axpy",
      {tensor("dense<2.0> : tensor<f32>"),
       tensor("dense<[1.0, 2.0, 3.0]> : tensor<3xf32>"),
       tensor("dense<[0.5, 0.5, 0.5]> : tensor<3xf32>")});
  ASSERT_TRUE(succeeded(results));
  ASSERT_EQ(results->size(), 1u);
  // 2 * [1, 2, 3] + 0.5 = [2.5, 4.5, 6.5].
  EXPECT_EQ((*results)[0].toAttr(),
            cast<DenseElementsAttr>(parseAttribute(
                "dense<[2.5, 4.5, 6.5]> : tensor<3xf32>", &context)));
}

TEST_F(ApiTest, ErrorsAreDiagnosticsNotCrashes) {
  OwningOpRef<ModuleOp> module = parse(R"mlir(
    func.func @div(%a: tensor<2xi32>, %b: tensor<2xi32>) -> tensor<2xi32> {
      %r = stablehlo.divide %a, %b : tensor<2xi32>
      func.return %r : tensor<2xi32>
    })mlir");
  ASSERT_TRUE(module);
  std::string messages;
  ScopedDiagnosticHandler handler(&context, [&](Diagnostic &diagnostic) {
    messages += diagnostic.str() + "\n";
    return success();
  });
  FailureOr<SmallVector<Tensor>> results =
      evalFunction(*module, "div",
                   {tensor("dense<[4, 5]> : tensor<2xi32>"),
                    tensor("dense<[2, 0]> : tensor<2xi32>")});
  EXPECT_TRUE(failed(results));
  EXPECT_NE(messages.find("integer division by zero at index [1]"),
            std::string::npos)
      << messages;

  messages.clear();
  results = evalFunction(*module, "div", {tensor("dense<[4, 5]> : tensor<2xi32>")});
  EXPECT_TRUE(failed(results));
  EXPECT_NE(messages.find("takes 2 argument(s), got 1"), std::string::npos)
      << messages;

  messages.clear();
  results = evalFunction(*module, "missing", {});
  EXPECT_TRUE(failed(results));
  EXPECT_NE(messages.find("no function named @missing"), std::string::npos);
}

} // namespace
