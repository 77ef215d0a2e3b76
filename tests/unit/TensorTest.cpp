//===- TensorTest.cpp - tensors, attributes and index iteration ----------===//

#include "interpreter/Tensor.h"

#include "mlir/AsmParser/AsmParser.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinDialect.h"
#include "mlir/IR/DialectResourceBlobManager.h"
#include "mlir/IR/MLIRContext.h"
#include "gtest/gtest.h"

using namespace mlir;
using namespace mlir::shlo;

namespace {

class TensorTest : public ::testing::Test {
protected:
  MLIRContext context;

  Tensor parse(StringRef text) {
    auto attr = cast<ElementsAttr>(parseAttribute(text, &context));
    llvm::Expected<Tensor> tensor = Tensor::fromAttr(attr);
    EXPECT_TRUE(bool(tensor));
    return std::move(*tensor);
  }
};

TEST_F(TensorTest, GetSetByIndex) {
  Tensor t = parse("dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi32>");
  EXPECT_EQ(t.get({1, 2}).toInt64(), 6);
  EXPECT_EQ(t.get({0, 1}).toInt64(), 2);
  t.set({1, 0}, Element::fromInt(t.getElementType(), -9));
  EXPECT_EQ(t.getLinear(3).toInt64(), -9);
  EXPECT_EQ(t.getStrides()[0], 3);
}

/// A blob over static bytes (never freed).
AsmResourceBlob blob(ArrayRef<char> bytes) {
  static void (*keep)(void *, size_t, size_t) = [](void *, size_t, size_t) {};
  return UnmanagedAsmResourceBlob::allocateWithAlign(bytes, 64, keep);
}

TEST_F(TensorTest, ResourceBlobsInThePackedLayoutAreBorrowed) {
  // Bytes of [1.0, -2.0] as f32, [1+2i] as complex<f32>, [-1, 2] as i16.
  alignas(64) static const char f32[] = {0, 0, '\x80', '\x3f',
                                         0, 0, 0,      '\xc0'};
  alignas(64) static const char i16[] = {'\xff', '\xff', 2, 0};
  Builder b(&context);
  auto f32Attr = DenseResourceElementsAttr::get(
      RankedTensorType::get({2}, b.getF32Type()), "f32", blob(f32));
  Tensor t = std::move(*Tensor::fromAttr(f32Attr));
  ASSERT_TRUE(t.isBorrowed());
  EXPECT_EQ(static_cast<const Tensor &>(t).rawData(), f32);
  EXPECT_EQ(t.getLinear(1).getFloat().convertToFloat(), -2.0f);
  auto complexAttr = DenseResourceElementsAttr::get(
      RankedTensorType::get({1}, ComplexType::get(b.getF32Type())), "c64",
      blob(f32));
  Tensor c = std::move(*Tensor::fromAttr(complexAttr));
  EXPECT_TRUE(c.isBorrowed());
  EXPECT_EQ(c.getLinear(0).getComplex().second.convertToFloat(), -2.0f);
  auto i16Attr = DenseResourceElementsAttr::get(
      RankedTensorType::get({2}, b.getI16Type()), "i16", blob(i16));
  Tensor i = std::move(*Tensor::fromAttr(i16Attr));
  EXPECT_TRUE(i.isBorrowed());
  EXPECT_EQ(i.getLinear(0).toInt64(), -1);
  EXPECT_EQ(i.getLinear(1).toInt64(), 2);
  // A blob of the wrong size is read element by element (here: refused).
  auto shortAttr = DenseResourceElementsAttr::get(
      RankedTensorType::get({4}, b.getI16Type()), "short", blob(i16));
  llvm::Expected<Tensor> refused = Tensor::fromAttr(shortAttr);
  if (refused)
    EXPECT_FALSE(refused->isBorrowed());
  else
    llvm::consumeError(refused.takeError());
}

TEST_F(TensorTest, ConstantsBorrowAttributeDataAndCopyBeforeWriting) {
  auto attr = cast<DenseElementsAttr>(parseAttribute(
      "dense<[1.5, -2.0, 3.25, 4.0, 5.0]> : tensor<5xf32>", &context));
  Tensor t = std::move(*Tensor::fromAttr(attr));
  ASSERT_TRUE(t.isBorrowed());
  const Tensor &view = t;
  EXPECT_EQ(view.rawData(), attr.getRawData().data());
  Tensor shared = t; // a second handle on the same borrowed storage
  shared.setLinear(1, Element::fromDouble(t.getElementType(), 7.0));
  EXPECT_FALSE(shared.isBorrowed());
  EXPECT_EQ(shared.getLinear(1).getFloat().convertToFloat(), 7.0f);
  // The attribute and the other handle are untouched.
  EXPECT_TRUE(t.isBorrowed());
  EXPECT_EQ(t.getLinear(1).getFloat().convertToFloat(), -2.0f);
  EXPECT_EQ(attr.getValues<float>()[1], -2.0f);
  // Mutable access through data<T>() copies too.
  t.data<float>()[0] = 9.0f;
  EXPECT_FALSE(t.isBorrowed());
  EXPECT_EQ(attr.getValues<float>()[0], 1.5f);
  // Splats, i1 and empty tensors are copied, not borrowed.
  EXPECT_FALSE(parse("dense<2> : tensor<4xi32>").isBorrowed());
  EXPECT_FALSE(parse("dense<[true, false, true]> : tensor<3xi1>").isBorrowed());
  Tensor splat = parse("dense<3> : tensor<5xi16>");
  for (int64_t i = 0; i < 5; ++i)
    EXPECT_EQ(splat.getLinear(i).toInt64(), 3);
}

TEST_F(TensorTest, IndexIterationIsRowMajor) {
  Tensor t = parse("dense<0> : tensor<2x2x3xi8>");
  std::vector<Index> seen;
  for (const Index &index : t.indices())
    seen.push_back(index);
  ASSERT_EQ(seen.size(), 12u);
  EXPECT_EQ(seen[1], (Index{0, 0, 1}));
  EXPECT_EQ(seen[3], (Index{0, 1, 0}));
  EXPECT_EQ(seen[11], (Index{1, 1, 2}));
  Tensor empty = parse("dense<> : tensor<2x0xi8>");
  EXPECT_EQ(empty.indices().begin(), empty.indices().end());
  Tensor scalar = parse("dense<5> : tensor<i8>");
  int count = 0;
  for (const Index &index : scalar.indices()) {
    EXPECT_TRUE(index.empty());
    ++count;
  }
  EXPECT_EQ(count, 1);
}

TEST_F(TensorTest, AttributeRoundTripsForEveryType) {
  const char *cases[] = {
      "dense<[true, false, true]> : tensor<3xi1>",
      "dense<[-2, 1, 0, -1]> : tensor<4xi2>",
      "dense<[0, 3, 2]> : tensor<3xui2>",
      "dense<[-8, 7, 0]> : tensor<3xi4>",
      "dense<[0, 15, 9]> : tensor<3xui4>",
      "dense<[-128, 127]> : tensor<2xi8>",
      "dense<[0, 255]> : tensor<2xui8>",
      "dense<[-32768, 32767]> : tensor<2xi16>",
      "dense<[0, 65535]> : tensor<2xui16>",
      "dense<[-2147483648, 2147483647]> : tensor<2xi32>",
      "dense<[0, 4294967295]> : tensor<2xui32>",
      "dense<[-9223372036854775808, 9223372036854775807]> : tensor<2xi64>",
      "dense<[0, 18446744073709551615]> : tensor<2xui64>",
      "dense<[0.5, -6.0]> : tensor<2xf4E2M1FN>",
      "dense<[0.125, -7.5]> : tensor<2xf6E2M3FN>",
      "dense<[0.25, -28.0]> : tensor<2xf6E3M2FN>",
      "dense<[0.125, -15.5]> : tensor<2xf8E3M4>",
      "dense<[0.5, -240.0]> : tensor<2xf8E4M3>",
      "dense<[0.5, -448.0]> : tensor<2xf8E4M3FN>",
      "dense<[0.5, -240.0]> : tensor<2xf8E4M3FNUZ>",
      "dense<[0.5, -30.0]> : tensor<2xf8E4M3B11FNUZ>",
      "dense<[0.5, -57344.0]> : tensor<2xf8E5M2>",
      "dense<[0.5, -57344.0]> : tensor<2xf8E5M2FNUZ>",
      "dense<[0.5, 1024.0]> : tensor<2xf8E8M0FNU>",
      "dense<[1.5, -3.0e+38]> : tensor<2xbf16>",
      "dense<[6.1035156E-5, -65504.0]> : tensor<2xf16>",
      "dense<[1.0E-45, 0x7F800000, 0x7FC00000, -0.0]> : tensor<4xf32>",
      "dense<[4.9E-324, -1.0]> : tensor<2xf64>",
      "dense<[(1.0, -2.0), (0.0, 3.5)]> : tensor<2xcomplex<f32>>",
      "dense<[(1.0, -2.0), (0.0, 3.5)]> : tensor<2xcomplex<f64>>",
      "dense<\"0x0000803F000000C0\"> : tensor<2xf32>",
  };
  for (const char *text : cases) {
    auto attr = cast<DenseElementsAttr>(parseAttribute(text, &context));
    llvm::Expected<Tensor> tensor = Tensor::fromAttr(attr);
    ASSERT_TRUE(bool(tensor)) << text;
    EXPECT_EQ(tensor->toAttr(), attr) << text;
  }
}

TEST_F(TensorTest, HexConstantsAreLittleEndian) {
  Tensor t = parse("dense<\"0x0000803F000000C0\"> : tensor<2xf32>");
  EXPECT_EQ(t.getLinear(0).toDouble(), 1.0);
  EXPECT_EQ(t.getLinear(1).toDouble(), -2.0);
}

TEST_F(TensorTest, SplatsAndClones) {
  Tensor t = parse("dense<7> : tensor<3x2xi16>");
  for (int64_t i = 0; i < 6; ++i)
    EXPECT_EQ(t.getLinear(i).toInt64(), 7);
  Tensor shared = t;
  Tensor copy = t.clone();
  t.setLinear(0, Element::fromInt(t.getElementType(), 1));
  EXPECT_EQ(shared.getLinear(0).toInt64(), 1);
  EXPECT_EQ(copy.getLinear(0).toInt64(), 7);
}

TEST_F(TensorTest, PrintsNestedBrackets) {
  std::string text;
  llvm::raw_string_ostream os(text);
  parse("dense<[[1, 2], [3, 4]]> : tensor<2x2xi8>").print(os);
  EXPECT_EQ(text, "tensor<2x2xi8> {\n  [\n    [1, 2],\n    [3, 4]\n  ]\n}");
  text.clear();
  parse("dense<1> : tensor<ui8>").print(os);
  EXPECT_EQ(text, "tensor<ui8> {1}");
  text.clear();
  parse("dense<> : tensor<2x0xi8>").print(os);
  EXPECT_EQ(text, "tensor<2x0xi8> {\n  [\n    [],\n    []\n  ]\n}");
}

} // namespace
