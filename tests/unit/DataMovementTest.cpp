//===- DataMovementTest.cpp - strided copies equal the Element path ------===//
//
// Shape, indexing, reduction and contraction evaluators run once with the
// typed/strided loops and once through Element get/set on random shapes and
// values; the results must be identical. A few cases are also checked
// against values worked out by hand.
//
//===----------------------------------------------------------------------===//

#include "interpreter/Gemm.h"
#include "interpreter/LinalgOps.h"
#include "interpreter/Ops.h"
#include "interpreter/TypedStorage.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/MLIRContext.h"
#include "gtest/gtest.h"

#include <algorithm>
#include <cmath>
#include <functional>
#include <random>

using namespace mlir;
using namespace mlir::shlo;

namespace {

class DataMovementTest : public ::testing::Test {
protected:
  MLIRContext context;
  Builder b{&context};
  std::mt19937_64 rng{777};
  InterpreterOptions options;


  /// Element types of every storage width, typed or not.
  SmallVector<Type> types() {
    return {b.getI1Type(),          b.getIntegerType(4),
            b.getIntegerType(8),    b.getIntegerType(16, false),
            b.getF16Type(),         b.getBF16Type(),
            b.getF32Type(),         b.getIntegerType(64),
            b.getF64Type(),         ComplexType::get(b.getF32Type()),
            ComplexType::get(b.getF64Type()), b.getType<Float8E4M3FNType>()};
  }

  Tensor random(Type type, ArrayRef<int64_t> shape) {
    Tensor t(RankedTensorType::get(shape, type));
    for (int64_t i = 0; i < t.getNumElements(); ++i) {
      if (isa<IntegerType>(type))
        t.setLinear(i, Element::fromInt(type, int64_t(rng() % 200) - 100));
      else if (isa<ComplexType>(type))
        t.setLinear(i, Element::fromComplex(type, {double(rng() % 50) / 4,
                                                   double(rng() % 50) / 8}));
      else
        t.setLinear(i, Element::fromDouble(type, double(int64_t(rng() % 64) - 32) / 8));
    }
    return t;
  }

  SmallVector<int64_t> randomShape(int64_t rank, int64_t maxSize = 4) {
    SmallVector<int64_t> shape;
    for (int64_t d = 0; d < rank; ++d)
      shape.push_back(int64_t(rng() % maxSize) + 1);
    return shape;
  }

  void bothPaths(const std::function<Tensor()> &fn, const std::string &what) {
    Tensor typed = fn();
    Tensor element = onElementPath(fn);
    ASSERT_EQ(typed.getType(), element.getType()) << what;
    for (int64_t i = 0; i < typed.getNumElements(); ++i)
      ASSERT_TRUE(typed.getLinear(i).isSameAs(element.getLinear(i)))
          << what << " differs at " << i;
  }

  /// The value of an evaluator call that must succeed (aborting with the
  /// error otherwise).
  template <typename T> T mustSucceed(llvm::Expected<T> value) {
    if (!value)
      llvm::report_fatal_error(value.takeError());
    return std::move(*value);
  }

  Tensor ints(ArrayRef<int64_t> shape, ArrayRef<int64_t> values) {
    Tensor t(RankedTensorType::get(shape, b.getIntegerType(32)));
    for (auto [i, v] : llvm::enumerate(values))
      t.setLinear(int64_t(i), Element::fromInt(t.getElementType(), v));
    return t;
  }

  std::vector<int64_t> values(const Tensor &t) {
    std::vector<int64_t> result;
    for (int64_t i = 0; i < t.getNumElements(); ++i)
      result.push_back(t.getLinear(i).toInt64());
    return result;
  }
};

TEST_F(DataMovementTest, TransposeBroadcastSliceReversePad) {
  for (int round = 0; round < 20; ++round)
    for (Type type : types()) {
      int64_t rank = int64_t(rng() % 4) + 1;
      SmallVector<int64_t> shape = randomShape(rank);
      Tensor x = random(type, shape);
      SmallVector<int64_t> permutation(rank);
      std::iota(permutation.begin(), permutation.end(), 0);
      std::shuffle(permutation.begin(), permutation.end(), rng);
      SmallVector<int64_t> transposed;
      for (int64_t d : permutation)
        transposed.push_back(shape[d]);
      bothPaths([&] {
        return evalTransposeOp(x, permutation, RankedTensorType::get(transposed, type));
      }, "transpose");

      // broadcast into a result with one extra leading dim; size-1 dims expand.
      SmallVector<int64_t> dims, resultShape = {3};
      for (int64_t d = 0; d < rank; ++d) {
        dims.push_back(d + 1);
        resultShape.push_back(shape[d] == 1 ? 2 : shape[d]);
      }
      bothPaths([&] {
        return mustSucceed(evalBroadcastInDimOp(
            x, dims, RankedTensorType::get(resultShape, type)));
      }, "broadcast_in_dim");

      SmallVector<int64_t> start, strides, sliced;
      for (int64_t d = 0; d < rank; ++d) {
        start.push_back(int64_t(rng() % shape[d]));
        strides.push_back(int64_t(rng() % 2) + 1);
        sliced.push_back(llvm::divideCeil(shape[d] - start[d], strides[d]));
      }
      bothPaths([&] {
        return mustSucceed(evalSliceOp(x, start, shape, strides,
                                       RankedTensorType::get(sliced, type)));
      }, "slice");

      SmallVector<int64_t> reversed;
      for (int64_t d = 0; d < rank; ++d)
        if (rng() % 2)
          reversed.push_back(d);
      bothPaths([&] { return evalReverseOp(x, reversed); }, "reverse");

      SmallVector<int64_t> low, high, interior, padded;
      for (int64_t d = 0; d < rank; ++d) {
        low.push_back(int64_t(rng() % 4) - 1);
        high.push_back(int64_t(rng() % 4) - 1);
        interior.push_back(int64_t(rng() % 2));
        padded.push_back(std::max<int64_t>(
            0, low[d] + shape[d] + (shape[d] - 1) * interior[d] + high[d]));
      }
      if (llvm::any_of(padded, [](int64_t s) { return s <= 0; }))
        continue;
      Tensor padValue = random(type, {});
      bothPaths([&] {
        return evalPadOp(x, padValue, low, high, interior,
                         RankedTensorType::get(padded, type));
      }, "pad");
    }
}

TEST_F(DataMovementTest, ConcatenateAndDynamicSlices) {
  for (Type type : types()) {
    Tensor a = random(type, {2, 3}), c = random(type, {4, 3});
    bothPaths([&] {
      return mustSucceed(evalConcatenateOp(
          {a, c}, 0, RankedTensorType::get({6, 3}, type), options));
    }, "concatenate");
    Tensor big = random(type, {5, 4});
    bothPaths([&] {
      return mustSucceed(evalDynamicSliceOp(
          big, {3, -2}, {3, 2}, RankedTensorType::get({3, 2}, type)));
    }, "dynamic_slice");
    bothPaths([&] { return mustSucceed(evalDynamicUpdateSliceOp(big, a, {9, 1})); },
              "dynamic_update_slice");
  }
}

TEST_F(DataMovementTest, PadRowsBothPaths) {
  // Longer rows than the random-shape test above, so that rows meet the
  // operand partly, wholly or not at all: negative low/high crop, interior
  // padding spreads, padding blocks cover whole sub-tensors.
  for (Type type : types())
    for (int round = 0; round < 12; ++round) {
      int64_t rank = int64_t(rng() % 4) + 1;
      SmallVector<int64_t> shape = randomShape(rank, 9);
      if (round == 0)
        shape[0] = 0; // an empty operand pads to all padding
      Tensor x = random(type, shape);
      SmallVector<int64_t> low, high, interior, padded;
      for (int64_t d = 0; d < rank; ++d) {
        low.push_back(int64_t(rng() % 9) - 4);
        high.push_back(int64_t(rng() % 9) - 4);
        interior.push_back(int64_t(rng() % 3));
        int64_t dilated =
            shape[d] == 0 ? 0 : shape[d] + (shape[d] - 1) * interior[d];
        int64_t size = low[d] + dilated + high[d];
        if (size < 1) {
          high[d] += 1 - size;
          size = 1;
        }
        padded.push_back(size);
      }
      Tensor padValue = random(type, {});
      bothPaths([&] {
        return evalPadOp(x, padValue, low, high, interior,
                         RankedTensorType::get(padded, type));
      }, "pad");
    }
}

TEST_F(DataMovementTest, ConcatenateEachDimensionBothPaths) {
  for (Type type : types())
    for (int64_t rank = 1; rank <= 3; ++rank)
      for (int64_t dim = 0; dim < rank; ++dim) {
        SmallVector<int64_t> shape = randomShape(rank, 6);
        SmallVector<Tensor> inputs;
        SmallVector<int64_t> resultShape(shape);
        resultShape[dim] = 0;
        for (int64_t size : {int64_t(3), int64_t(0), int64_t(5), int64_t(1)}) {
          shape[dim] = size;
          inputs.push_back(random(type, shape));
          resultShape[dim] += size;
        }
        bothPaths([&] {
          return mustSucceed(evalConcatenateOp(
              inputs, dim, RankedTensorType::get(resultShape, type), options));
        }, "concatenate");
      }
}

TEST_F(DataMovementTest, PadByHand) {
  // [1, 2, 3] with low 1, interior 1, high -1 and pad value 0:
  // [0, 1, 0, 2, 0, 3, 0] without its last element.
  Tensor x = ints({3}, {1, 2, 3});
  Tensor zero = ints({}, {0});
  Tensor r = evalPadOp(x, zero, {1}, {-1}, {1},
                       RankedTensorType::get({6}, b.getIntegerType(32)));
  EXPECT_EQ(values(r), (std::vector<int64_t>{0, 1, 0, 2, 0, 3}));
  // Negative low crops: low -2 of [1, 2, 3] with interior 1 -> [2, 0, 3].
  r = evalPadOp(x, zero, {-2}, {0}, {1},
                RankedTensorType::get({3}, b.getIntegerType(32)));
  EXPECT_EQ(values(r), (std::vector<int64_t>{2, 0, 3}));
}

TEST_F(DataMovementTest, GatherRowsByHand) {
  // operand [[0, 1], [2, 3], [4, 5]], gather rows 2 and 7 (clamped to 2)
  // and 0 with slice [1, 2], collapsing dim 0.
  Tensor operand = ints({3, 2}, {0, 1, 2, 3, 4, 5});
  Tensor indices = ints({3, 1}, {2, 7, 0});
  GatherDims dims;
  dims.offsetDims = {1};
  dims.collapsedSliceDims = {0};
  dims.startIndexMap = {0};
  dims.indexVectorDim = 1;
  Tensor r = mustSucceed(evalGatherOp(
      operand, indices, dims, {1, 2},
      RankedTensorType::get({3, 2}, b.getIntegerType(32)), options));
  EXPECT_EQ(values(r), (std::vector<int64_t>{4, 5, 4, 5, 0, 1}));
}

TEST_F(DataMovementTest, GatherScatterBothPaths) {
  for (Type type : types()) {
    Tensor operand = random(type, {5, 4, 3});
    Tensor indices(RankedTensorType::get({6, 2}, b.getIntegerType(64)));
    for (int64_t i = 0; i < 12; ++i)
      indices.setLinear(i, Element::fromInt(indices.getElementType(),
                                            int64_t(rng() % 9) - 2));
    GatherDims dims;
    dims.offsetDims = {1, 2};
    dims.collapsedSliceDims = {0};
    dims.startIndexMap = {0, 1};
    dims.indexVectorDim = 1;
    bothPaths([&] {
      return mustSucceed(evalGatherOp(operand, indices, dims, {1, 2, 3},
                                      RankedTensorType::get({6, 2, 3}, type),
                                      options));
    }, "gather");

    ScatterDims sdims;
    sdims.updateWindowDims = {1, 2};
    sdims.insertedWindowDims = {0};
    sdims.scatterDimsToOperandDims = {0, 1};
    sdims.indexVectorDim = 1;
    Tensor updates = random(type, {6, 2, 3});
    for (CombinerKind kind : {CombinerKind::TakeUpdate, CombinerKind::Add,
                              CombinerKind::Maximum}) {
      if (isa<ComplexType>(type) && kind == CombinerKind::Maximum)
        continue;
      Combiner combiner;
      combiner.kind = kind;
      bothPaths([&] {
        return mustSucceed(evalScatterOp({operand}, indices, {updates}, sdims,
                                         combiner))[0];
      }, "scatter");
    }
  }
}

TEST_F(DataMovementTest, ScatterSkipsOutOfBoundsByHand) {
  // input [0, 0, 0, 0], add 10 at index 1 and 20 at index 4 (out of bounds)
  // with a window of 1: [0, 10, 0, 0].
  Tensor input = ints({4}, {0, 0, 0, 0});
  Tensor indices = ints({2, 1}, {1, 4});
  Tensor updates = ints({2}, {10, 20});
  ScatterDims dims;
  dims.insertedWindowDims = {0};
  dims.scatterDimsToOperandDims = {0};
  dims.indexVectorDim = 1;
  Combiner combiner;
  combiner.kind = CombinerKind::Add;
  Tensor r =
      mustSucceed(evalScatterOp({input}, indices, {updates}, dims, combiner))[0];
  EXPECT_EQ(values(r), (std::vector<int64_t>{0, 10, 0, 0}));
}

TEST_F(DataMovementTest, ReduceAndDotBothPaths) {
  for (Type type : types()) {
    if (isa<ComplexType>(type))
      continue;
    Tensor x = random(type, {3, 4, 5});
    for (CombinerKind kind : {CombinerKind::Add, CombinerKind::Maximum,
                              CombinerKind::Minimum, CombinerKind::Multiply}) {
      Combiner combiner;
      combiner.kind = kind;
      Tensor init = random(type, {});
      bothPaths([&] {
        return mustSucceed(evalReduceOp({x}, {init}, {0, 2}, combiner,
                                        {RankedTensorType::get({4}, type)}))[0];
      }, "reduce");
    }
    Tensor lhs = random(type, {2, 3, 4}), rhs = random(type, {2, 4, 5});
    bothPaths([&] {
      return mustSucceed(evalDotGeneralOp(lhs, rhs, {0}, {0}, {2}, {1},
                                          RankedTensorType::get({2, 3, 5}, type)));
    }, "dot_general");
  }
}

TEST_F(DataMovementTest, DotGeneralFullPrecisionBothPaths) {
  // Values with every mantissa bit in use, so the order and precision of
  // the sums matter: the typed loop and the Element path must round alike.
  std::uniform_real_distribution<double> uniform(-3.0, 3.0);
  for (Type type : SmallVector<Type>{b.getF16Type(), b.getBF16Type(), b.getF32Type(),
                    b.getF64Type()}) {
    for (int round = 0; round < 4; ++round) {
      SmallVector<int64_t> batch = randomShape(1, 3), m = randomShape(1, 4),
                           k = randomShape(1, 40), n = randomShape(1, 4);
      auto fill = [&](ArrayRef<int64_t> shape) {
        Tensor t(RankedTensorType::get(shape, type));
        for (int64_t i = 0; i < t.getNumElements(); ++i)
          t.setLinear(i, Element::fromDouble(type, uniform(rng)));
        return t;
      };
      Tensor lhs = fill({batch[0], m[0], k[0]});
      Tensor rhs = fill({batch[0], k[0], n[0]});
      bothPaths([&] {
        return mustSucceed(evalDotGeneralOp(
            lhs, rhs, {0}, {0}, {2}, {1},
            RankedTensorType::get({batch[0], m[0], n[0]}, type)));
      }, "dot_general full precision");
    }
  }
}

TEST_F(DataMovementTest, ConvolutionBothPathsWithGroups) {
  // Random 1-D and 2-D convolutions with strides, padding, dilations,
  // reversal, feature groups and batch groups, layout [b, 0.., f] x
  // [0.., i, o] -> [b, 0.., f].
  for (Type type : SmallVector<Type>{b.getIntegerType(32), b.getF16Type(), b.getF32Type(),
                    b.getF64Type()}) {
    for (int round = 0; round < 12; ++round) {
      int64_t spatial = 1 + round % 2;
      bool byBatch = round % 3 == 2;
      int64_t groups = 1 + int64_t(rng() % 2);
      ConvConfig c;
      c.inputBatch = 0;
      c.inputFeature = spatial + 1;
      c.kernelInput = spatial;
      c.kernelOutput = spatial + 1;
      c.outputBatch = 0;
      c.outputFeature = spatial + 1;
      c.featureGroups = byBatch ? 1 : groups;
      c.batchGroups = byBatch ? groups : 1;
      int64_t kernelInput = 1 + int64_t(rng() % 2);
      int64_t inputFeatures = kernelInput * c.featureGroups;
      int64_t outputFeatures = groups * (1 + int64_t(rng() % 2));
      int64_t inputBatch = c.batchGroups * (1 + int64_t(rng() % 2));
      SmallVector<int64_t> lhsShape = {inputBatch}, rhsShape, resultShape = {
                                                        inputBatch / c.batchGroups};
      for (int64_t d = 0; d < spatial; ++d) {
        c.inputSpatial.push_back(1 + d);
        c.kernelSpatial.push_back(d);
        c.outputSpatial.push_back(1 + d);
        int64_t in = 2 + int64_t(rng() % 5), k = 1 + int64_t(rng() % 3);
        int64_t stride = 1 + int64_t(rng() % 2), lhsDil = 1 + int64_t(rng() % 2),
                rhsDil = 1 + int64_t(rng() % 2);
        int64_t low = int64_t(rng() % 3) - 1, high = int64_t(rng() % 3);
        c.strides.push_back(stride);
        c.lhsDilation.push_back(lhsDil);
        c.rhsDilation.push_back(rhsDil);
        c.paddingLow.push_back(low);
        c.paddingHigh.push_back(high);
        c.reversal.push_back(rng() % 2);
        int64_t padded = (in - 1) * lhsDil + 1 + low + high;
        int64_t window = (k - 1) * rhsDil + 1;
        int64_t out = padded < window ? 0 : (padded - window) / stride + 1;
        lhsShape.push_back(in);
        rhsShape.push_back(k);
        resultShape.push_back(out);
      }
      lhsShape.push_back(inputFeatures);
      rhsShape.push_back(kernelInput);
      rhsShape.push_back(outputFeatures);
      resultShape.push_back(outputFeatures);
      Tensor lhs = random(type, lhsShape), rhs = random(type, rhsShape);
      bothPaths([&] {
        return evalConvolutionOp(lhs, rhs, c,
                                 RankedTensorType::get(resultShape, type));
      }, "convolution round " + std::to_string(round));
    }
  }
}

TEST_F(DataMovementTest, ConvolutionBothPathsAnyLayoutDepthwiseFullPrecision) {
  // Random 2-D convolutions in random dimension layouts (so feature
  // dimensions are not always innermost), with depthwise (one kernel input
  // feature per group) and grouped kernels, padding, dilations and
  // reversal, on full-precision floats (sums whose rounding depends on
  // their order) and integers that wrap. An infinity in the kernel meets
  // padding in some rounds: 0 * inf is NaN in padded_lhs's products.
  std::uniform_real_distribution<double> uniform(-1.0, 1.0);
  SmallVector<Type> types = {b.getIntegerType(8),  b.getIntegerType(16, false),
                             b.getIntegerType(32), b.getIntegerType(64),
                             b.getF16Type(),       b.getBF16Type(),
                             b.getF32Type(),       b.getF64Type()};
  for (Type type : types) {
    for (int round = 0; round < 10; ++round) {
      auto layout = [&] {
        SmallVector<int64_t> dims = {0, 1, 2, 3};
        std::shuffle(dims.begin(), dims.end(), rng);
        return dims; // [batch or input, feature or output, spatial 0, 1]
      };
      SmallVector<int64_t> l = layout(), k = layout(), o = layout();
      ConvConfig c;
      c.inputBatch = l[0];
      c.inputFeature = l[1];
      c.inputSpatial = {l[2], l[3]};
      c.kernelInput = k[0];
      c.kernelOutput = k[1];
      c.kernelSpatial = {k[2], k[3]};
      c.outputBatch = o[0];
      c.outputFeature = o[1];
      c.outputSpatial = {o[2], o[3]};
      bool depthwise = round % 2 == 0;
      int64_t groups = 1 + int64_t(rng() % 4);
      int64_t kernelInput = depthwise ? 1 : 1 + int64_t(rng() % 3);
      int64_t outputFeatures = groups * (depthwise ? 1 : 1 + int64_t(rng() % 3));
      c.featureGroups = groups;
      int64_t batch = 1 + int64_t(rng() % 2);
      SmallVector<int64_t> lhsShape(4), rhsShape(4), resultShape(4);
      lhsShape[c.inputBatch] = batch;
      lhsShape[c.inputFeature] = kernelInput * groups;
      rhsShape[c.kernelInput] = kernelInput;
      rhsShape[c.kernelOutput] = outputFeatures;
      resultShape[c.outputBatch] = batch;
      resultShape[c.outputFeature] = outputFeatures;
      for (int64_t d = 0; d < 2; ++d) {
        int64_t in = 2 + int64_t(rng() % 5), window = 1 + int64_t(rng() % 3);
        c.strides.push_back(1 + int64_t(rng() % 2));
        c.lhsDilation.push_back(1 + int64_t(rng() % 2));
        c.rhsDilation.push_back(1 + int64_t(rng() % 2));
        c.paddingLow.push_back(int64_t(rng() % 3) - 1);
        c.paddingHigh.push_back(int64_t(rng() % 3));
        c.reversal.push_back(rng() % 2);
        int64_t padded = (in - 1) * c.lhsDilation[d] + 1 + c.paddingLow[d] +
                         c.paddingHigh[d];
        int64_t span = (window - 1) * c.rhsDilation[d] + 1;
        lhsShape[c.inputSpatial[d]] = in;
        rhsShape[c.kernelSpatial[d]] = window;
        resultShape[c.outputSpatial[d]] =
            padded < span ? 0 : (padded - span) / c.strides[d] + 1;
      }
      auto fill = [&](ArrayRef<int64_t> shape) {
        Tensor t(RankedTensorType::get(shape, type));
        for (int64_t i = 0; i < t.getNumElements(); ++i)
          t.setLinear(i, isa<IntegerType>(type)
                             ? Element::fromInt(type, int64_t(rng()))
                             : Element::fromDouble(type, uniform(rng)));
        return t;
      };
      Tensor lhs = fill(lhsShape), rhs = fill(rhsShape);
      if (isa<FloatType>(type) && round % 3 == 1 && rhs.getNumElements() > 0)
        rhs.setLinear(0, Element::fromDouble(type, INFINITY));
      bothPaths([&] {
        return evalConvolutionOp(lhs, rhs, c,
                                 RankedTensorType::get(resultShape, type));
      }, "convolution layout round " + std::to_string(round));
    }
  }
}

TEST_F(DataMovementTest, PackedProductTileEdgesBothPaths) {
  // Float dot_generals large enough for the packed kernels (Gemm.h), with
  // sizes one below, at and above the register tile (6 x 32 for f32, 6 x 16
  // for f64, and the AVX2 kernels' halves of 16 and 8 columns), the k
  // block (256) and the m block (132 rows for f32, 96 for f64; 193 rows is
  // two blocks of either) (panels of B wider than 1024 columns:
  // TypedPathTest.PackedProductsEqualANaiveLoop); batch
  // dimensions; contracting dimensions that are neither
  // adjacent nor in storage order, and rhs columns that are not contiguous.
  // Full-precision values, so every rounding shows; an infinity in some
  // rounds. Every micro-kernel set the CPU runs (scalar, AVX2, AVX-512)
  // must equal the Element path.
  std::uniform_real_distribution<double> uniform(-3.0, 3.0);
  struct Case {
    SmallVector<int64_t> lhs, rhs, lb, rb, lc, rc, result;
  };
  std::vector<Case> cases = {
      {{1, 7, 300}, {1, 300, 17}, {0}, {0}, {2}, {1}, {1, 7, 17}},
      {{1, 193, 3}, {1, 3, 5}, {0}, {0}, {2}, {1}, {1, 193, 5}},
      {{1, 133, 4}, {1, 4, 5}, {0}, {0}, {2}, {1}, {1, 133, 5}},
      {{1, 97, 5}, {1, 5, 5}, {0}, {0}, {2}, {1}, {1, 97, 5}},
      {{1, 13, 2}, {1, 2, 260}, {0}, {0}, {2}, {1}, {1, 13, 260}},
      {{2, 6, 256}, {2, 256, 16}, {0}, {0}, {2}, {1}, {2, 6, 16}},
      {{1, 5, 257}, {1, 257, 9}, {0}, {0}, {2}, {1}, {1, 5, 9}},
      {{1, 1, 600}, {1, 600, 4}, {0}, {0}, {2}, {1}, {1, 1, 4}},
      {{1, 7, 40}, {1, 40, 31}, {0}, {0}, {2}, {1}, {1, 7, 31}},
      {{1, 6, 40}, {1, 40, 32}, {0}, {0}, {2}, {1}, {1, 6, 32}},
      {{1, 12, 40}, {1, 40, 33}, {0}, {0}, {2}, {1}, {1, 12, 33}},
      {{1, 5, 40}, {1, 40, 15}, {0}, {0}, {2}, {1}, {1, 5, 15}},
      // lhs [k0, m, b, k1] x rhs [b, k1, n, k0], contracting (k1, k0).
      {{3, 9, 2, 50}, {2, 50, 18, 3}, {2}, {0}, {3, 0}, {1, 3}, {2, 9, 18}},
  };
  for (Type type : SmallVector<Type>{b.getF16Type(), b.getBF16Type(),
                                     b.getF32Type(), b.getF64Type()}) {
    for (auto [indexOf, caseOf] : llvm::enumerate(cases)) {
      // Plain variables: the lambdas below capture them (a structured binding
      // cannot be captured before C++20).
      size_t index = indexOf;
      const auto &c = caseOf;
      auto fill = [&](ArrayRef<int64_t> shape) {
        Tensor t(RankedTensorType::get(shape, type));
        for (int64_t i = 0; i < t.getNumElements(); ++i)
          t.setLinear(i, Element::fromDouble(type, uniform(rng)));
        return t;
      };
      Tensor lhs = fill(c.lhs), rhs = fill(c.rhs);
      if (index % 3 == 1)
        lhs.setLinear(int64_t(rng() % uint64_t(lhs.getNumElements())),
                      Element::fromDouble(type, INFINITY));
      auto run = [&] {
        return mustSucceed(evalDotGeneralOp(lhs, rhs, c.lb, c.rb, c.lc, c.rc,
                                            RankedTensorType::get(c.result, type)));
      };
      std::string what = "dot_general case " + std::to_string(index);
      for (gemm::KernelSet set : gemm::runnableKernelSets()) {
        gemm::ScopedKernels kernels(set);
        bothPaths(run, what + " (" + gemm::kernelSetName(set) + " kernels)");
      }
    }
  }
}

TEST_F(DataMovementTest, PackedProductSumsInKOrder) {
  // By hand: row 3 of lhs holds big, 1, -big, 1 at k = 255..258 (across the
  // k block boundary at 256) and zeros elsewhere; rhs is all ones. Summed
  // in k order from zero: big + 1 rounds to big, minus big is 0, plus 1 is
  // 1. Any other order gives 0 or 2 (e.g. summing the k blocks apart:
  // big + (1 - big + 1) = big - big = 0). big = 1e8 in f32 (ulp 8), 1e17
  // in f64 (ulp 16).
  for (auto [typeOf, bigOf] : SmallVector<std::pair<Type, double>>{
           {b.getF32Type(), 1e8}, {b.getF64Type(), 1e17}}) {
    // Named copies: the lambda below captures the type (a structured
    // binding cannot be captured before C++20).
    Type type = typeOf;
    double big = bigOf;
    Tensor lhs(RankedTensorType::get({8, 300}, type));
    Tensor rhs(RankedTensorType::get({300, 16}, type));
    for (int64_t i = 0; i < lhs.getNumElements(); ++i)
      lhs.setLinear(i, Element::fromDouble(type, 0.0));
    for (int64_t i = 0; i < rhs.getNumElements(); ++i)
      rhs.setLinear(i, Element::fromDouble(type, 1.0));
    double pattern[] = {big, 1.0, -big, 1.0};
    for (int64_t j = 0; j < 4; ++j)
      lhs.setLinear(3 * 300 + 255 + j, Element::fromDouble(type, pattern[j]));
    auto run = [&] {
      return mustSucceed(evalDotGeneralOp(lhs, rhs, {}, {}, {1}, {0},
                                          RankedTensorType::get({8, 16}, type)));
    };
    for (gemm::KernelSet set : gemm::runnableKernelSets()) {
      gemm::ScopedKernels kernels(set);
      for (bool elementPath : {false, true}) {
        Tensor r = elementPath ? onElementPath(run) : run();
        for (int64_t i = 0; i < 8; ++i)
          for (int64_t j = 0; j < 16; ++j)
            ASSERT_EQ(r.getLinear(i * 16 + j).toDouble(), i == 3 ? 1.0 : 0.0)
                << "at " << i << ", " << j << " " << gemm::kernelSetName(set)
                << (elementPath ? " element path" : "");
      }
    }
  }
}

TEST_F(DataMovementTest, PackedConvolutionBothPaths) {
  // Dense 2-D convolutions (4 to 20 output features per group, so they take
  // the packed kernels) in random layouts, with feature groups, padding,
  // strides, dilations and reversal, and up to 30 input features (so the
  // contracting dimension, window positions times input features, crosses
  // the k block of 256). Full-precision values; an infinity in the kernel
  // meets padding in some rounds (0 * inf is NaN). Rounds 5 to 9 use JAX's
  // NHWC x HWIO -> NHWC with 16 to 55 input features: the packing that
  // interleaves runs of contiguous features and the product accumulated
  // in place in the result.
  std::uniform_real_distribution<double> uniform(-1.0, 1.0);
  for (Type type : SmallVector<Type>{b.getF16Type(), b.getBF16Type(),
                                     b.getF32Type(), b.getF64Type()}) {
    for (int round = 0; round < 10; ++round) {
      bool nhwc = round >= 5;
      auto layout = [&](SmallVector<int64_t> fixed) {
        SmallVector<int64_t> dims = {0, 1, 2, 3};
        std::shuffle(dims.begin(), dims.end(), rng);
        return nhwc ? fixed : dims;
      };
      // As (batch, feature, spatial...) and (input, output, spatial...).
      SmallVector<int64_t> l = layout({0, 3, 1, 2}), k = layout({2, 3, 0, 1}),
                           o = layout({0, 3, 1, 2});
      ConvConfig c;
      c.inputBatch = l[0];
      c.inputFeature = l[1];
      c.inputSpatial = {l[2], l[3]};
      c.kernelInput = k[0];
      c.kernelOutput = k[1];
      c.kernelSpatial = {k[2], k[3]};
      c.outputBatch = o[0];
      c.outputFeature = o[1];
      c.outputSpatial = {o[2], o[3]};
      int64_t groups = 1 + int64_t(rng() % 2);
      // Round 0: 3x3 windows of 29 features, k = 261.
      int64_t kernelInput = round == 0 ? 29
                            : nhwc     ? 16 + int64_t(rng() % 40)
                                       : 1 + int64_t(rng() % 30);
      int64_t outputFeatures = groups * (4 + int64_t(rng() % 17));
      c.featureGroups = groups;
      int64_t batch = 1 + int64_t(rng() % 2);
      SmallVector<int64_t> lhsShape(4), rhsShape(4), resultShape(4);
      lhsShape[c.inputBatch] = batch;
      lhsShape[c.inputFeature] = kernelInput * groups;
      rhsShape[c.kernelInput] = kernelInput;
      rhsShape[c.kernelOutput] = outputFeatures;
      resultShape[c.outputBatch] = batch;
      resultShape[c.outputFeature] = outputFeatures;
      for (int64_t d = 0; d < 2; ++d) {
        int64_t in = 3 + int64_t(rng() % 7),
                window = round == 0 ? 3 : 1 + int64_t(rng() % 3);
        c.strides.push_back(1 + int64_t(rng() % 2));
        c.lhsDilation.push_back(1 + int64_t(rng() % 2));
        c.rhsDilation.push_back(1 + int64_t(rng() % 2));
        c.paddingLow.push_back(int64_t(rng() % 3) - 1);
        c.paddingHigh.push_back(int64_t(rng() % 3));
        c.reversal.push_back(rng() % 2);
        int64_t padded = (in - 1) * c.lhsDilation[d] + 1 + c.paddingLow[d] +
                         c.paddingHigh[d];
        int64_t span = (window - 1) * c.rhsDilation[d] + 1;
        if (padded < span)
          c.paddingHigh[d] += span - padded; // at least one window
        padded = std::max(padded, span);
        lhsShape[c.inputSpatial[d]] = in;
        rhsShape[c.kernelSpatial[d]] = window;
        resultShape[c.outputSpatial[d]] = (padded - span) / c.strides[d] + 1;
      }
      auto fill = [&](ArrayRef<int64_t> shape) {
        Tensor t(RankedTensorType::get(shape, type));
        for (int64_t i = 0; i < t.getNumElements(); ++i)
          t.setLinear(i, Element::fromDouble(type, uniform(rng)));
        return t;
      };
      Tensor lhs = fill(lhsShape), rhs = fill(rhsShape);
      if (round % 2 == 1)
        rhs.setLinear(0, Element::fromDouble(type, INFINITY));
      auto run = [&] {
        return evalConvolutionOp(lhs, rhs, c,
                                 RankedTensorType::get(resultShape, type));
      };
      std::string what = "convolution round " + std::to_string(round);
      for (gemm::KernelSet set : gemm::runnableKernelSets()) {
        gemm::ScopedKernels kernels(set);
        bothPaths(run, what + " (" + gemm::kernelSetName(set) + " kernels)");
      }
    }
  }
}

TEST_F(DataMovementTest, FftBothPathsFullPrecision) {
  // fft reads f32/f64/complex storage directly on the typed path; the
  // results must equal the Element path's bit for bit, for power-of-two,
  // direct and Bluestein lengths and every kind.
  std::uniform_real_distribution<double> uniform(-1.0, 1.0);
  for (Type real : SmallVector<Type>{b.getF32Type(), b.getF64Type()}) {
    Type complex = ComplexType::get(real);
    for (int64_t n : {8, 12, 300}) {
      auto fill = [&](Type type, SmallVector<int64_t> shape) {
        Tensor t(RankedTensorType::get(shape, type));
        for (int64_t i = 0; i < t.getNumElements(); ++i)
          t.setLinear(i, isa<ComplexType>(type)
                             ? Element::fromComplex(type, {uniform(rng), uniform(rng)})
                             : Element::fromDouble(type, uniform(rng)));
        return t;
      };
      Tensor c = fill(complex, {3, n}), r = fill(real, {3, n}),
             half = fill(complex, {3, n / 2 + 1});
      bothPaths([&] {
        return mustSucceed(evalFftOp(c, FftKind::FFT, {n},
                                     RankedTensorType::get({3, n}, complex)));
      }, "fft " + std::to_string(n));
      bothPaths([&] {
        return mustSucceed(evalFftOp(c, FftKind::IFFT, {n},
                                     RankedTensorType::get({3, n}, complex)));
      }, "ifft " + std::to_string(n));
      bothPaths([&] {
        return mustSucceed(evalFftOp(
            r, FftKind::RFFT, {n}, RankedTensorType::get({3, n / 2 + 1}, complex)));
      }, "rfft " + std::to_string(n));
      bothPaths([&] {
        return mustSucceed(evalFftOp(half, FftKind::IRFFT, {n},
                                     RankedTensorType::get({3, n}, real)));
      }, "irfft " + std::to_string(n));
    }
  }
}

TEST_F(DataMovementTest, DotGeneralByHand) {
  // [[1, 2], [3, 4]] x [[5, 6], [7, 8]] = [[19, 22], [43, 50]].
  Tensor lhs = ints({2, 2}, {1, 2, 3, 4}), rhs = ints({2, 2}, {5, 6, 7, 8});
  Tensor r = mustSucceed(evalDotGeneralOp(
      lhs, rhs, {}, {}, {1}, {0},
      RankedTensorType::get({2, 2}, b.getIntegerType(32))));
  EXPECT_EQ(values(r), (std::vector<int64_t>{19, 22, 43, 50}));
}

} // namespace
