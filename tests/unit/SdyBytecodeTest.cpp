//===- SdyBytecodeTest.cpp - sdy attributes in bytecode -------------------===//
//
// Every sdy attribute survives MLIR bytecode (written, read back, printed the
// same) and is written with Shardy's encoding. The expected entry bytes are
// worked out by hand from Shardy's format (openxla/shardy, the attribute
// list of sdy/ir/bytecode.td: a varint code, then the fields; lists are a
// varint count and their elements; references to other attributes are
// varint indices, which depend on the module and are left as wildcards).
// The first op_sharding_rule is the one JAX wrote into the triangular-solve
// artifact of ../shared/conformance/jax (producer StableHLO_v1.12.1), whose
// entry, read with a section dump, is
// 15 0d 11 11 11 15 11 15 05 69 6f 03 75 01 01 01 01 01 (69, 6f and 75 are
// references).
//
//===----------------------------------------------------------------------===//

#include "dialect/Dialects.h"
#include "tests/unit/BytecodeFixture.h"

#include "mlir/Bytecode/BytecodeReader.h"
#include "mlir/Bytecode/BytecodeWriter.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/Parser/Parser.h"
#include "llvm/Support/MemoryBufferRef.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

using namespace mlir;

namespace {

const char *kSdyModule = R"mlir(
sdy.mesh @mesh = <["a"=2, "b"=2, "c"=4]>
sdy.mesh @ids = <["a"=2], device_ids=[1, 0]>
sdy.mesh @maximal = <[], device_ids=[3]>

func.func @annotated(%x: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"a", ?}p0, {"c":(1)2}], replicated={"c":(2)2}>},
                     %t: tensor<4x4xf32>, %y: tensor<4x5xf32>) -> (tensor<8x8xf32>, tensor<4x5xf32>) {
  %0 = stablehlo.custom_call @lapack_strsm_ffi(%t, %y) {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [k, l])->([m, n]) {i=4, j=4, k=4, l=5, m=4, n=5}, custom>} : (tensor<4x4xf32>, tensor<4x5xf32>) -> tensor<4x5xf32>
  %1 = sdy.sharding_constraint %x <@mesh, [{?}, {}]> : tensor<8x8xf32>
  %2 = sdy.sharding_constraint %1 <mesh<["d"=2]>, [{"d"}, {}]> : tensor<8x8xf32>
  %3 = sdy.manual_computation(%2) in_shardings=[<@mesh, [{"a"}, {}]>] out_shardings=[<@mesh, [{"a"}, {}]>] manual_axes={"a"} (%a: tensor<4x8xf32>) {
    sdy.return %a : tensor<4x8xf32>
  } : (tensor<8x8xf32>) -> tensor<8x8xf32>
  return %3, %0 : tensor<8x8xf32>, tensor<4x5xf32>
}

func.func @rules(%a: tensor<2x3xf32>, %b: tensor<3x2xf32>, %c: tensor<6xf32>) {
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, k], [k, j])->([i, j]) {i=2, j=2, k=3} reduction={k}>} : (tensor<2x3xf32>, tensor<3x2xf32>) -> tensor<2x2xf32>
  %1 = stablehlo.reshape %c {sdy.sharding_rule = #sdy.op_sharding_rule<([ij])->([i, j]) {i=2, j=3} need_replication={i} permutation={j} blocked_propagation={i}>} : (tensor<6xf32>) -> tensor<2x3xf32>
  return
}

func.func @named(%q: tensor<2xf32>) -> tensor<2xf32> {
  %n = sdy.named_computation<"foo">(%q) in_shardings=[<@mesh, [{"a"}]>] out_shardings=[<@mesh, [{}], unreduced={"b"}>] (%x: tensor<2xf32>) {
    sdy.return %x : tensor<2xf32>
  } : (tensor<2xf32>) -> tensor<2xf32>
  return %n : tensor<2xf32>
}

func.func @collectives(%x: tensor<8x8x8xf32>, %y: tensor<8x8x4x4xf32>) -> (tensor<8x8x8xf32>, tensor<8x8x4x4xf32>) {
  %0 = sdy.all_gather [{"b", "c"}, {}, {"a"}] %x out_sharding=<@mesh, [{}, {}, {}]> : tensor<8x8x8xf32>
  %1 = sdy.all_slice [{"b", "c"}, {}, {"a"}] %0 out_sharding=<@mesh, [{"b", "c"}, {}, {"a"}]> : tensor<8x8x8xf32>
  %2 = sdy.all_to_all [{"b"}: 0->2, {"c"}: 1->3] %y out_sharding=<@mesh, [{"a"}, {}, {"b"}, {"c"}]> : tensor<8x8x4x4xf32>
  %3 = sdy.collective_permute %1 out_sharding=<@mesh, [{"c":(1)2, "b"}, {"a"}, {}]> : tensor<8x8x8xf32>
  %4 = sdy.all_reduce {"b", "c":(2)2} %3 out_sharding=<@mesh, [{"a"}, {}, {}]> : tensor<8x8x8xf32>
  %5 = sdy.reduce_scatter [{}, {"b"}, {}] %4 out_sharding=<@mesh, [{}, {"b"}, {}], replicated={"a"}, unreduced={"c"}> : tensor<8x8x8xf32>
  return %5, %2 : tensor<8x8x8xf32>, tensor<8x8x4x4xf32>
}
)mlir";

using shlo::kAnyByte;

class SdyBytecodeTest : public shlo::BytecodeFixture {
protected:
  SdyBytecodeTest() : BytecodeFixture("sdy-test") {}
};

TEST_F(SdyBytecodeTest, EveryAttributeRoundTrips) {
  OwningOpRef<ModuleOp> module = parseSourceString<ModuleOp>(kSdyModule, &context);
  ASSERT_TRUE(module);
  // Every sdy attribute was written with a custom encoding: its text form
  // (written when a dialect cannot encode an attribute) is absent.
  for (const std::string &bytes : expectRoundTrips(*module))
    EXPECT_EQ(bytes.find("#sdy."), std::string::npos);
}

TEST_F(SdyBytecodeTest, EncodingsAreShardys) {
  OwningOpRef<ModuleOp> module = parseSourceString<ModuleOp>(kSdyModule, &context);
  ASSERT_TRUE(module);
  std::string bytes = write(*module, 6);
  // Codes are written as varints: code c is the byte 2c+1. Signed fields
  // are zigzag varints: 0 -> 0x01, 1 -> 0x05, 2 -> 0x09, 3 -> 0x0d,
  // 4 -> 0x11, 5 -> 0x15. A list count n is the byte 2n+1.

  // ManualAxes (0): {"a"}, a list of one string reference.
  EXPECT_TRUE(contains(bytes, {0x01, 0x03, kAnyByte}));
  // MeshAxis (1): name (string index), size 4.
  EXPECT_TRUE(contains(bytes, {0x03, kAnyByte, 0x11}));
  // Mesh (2): [], device_ids=[3]; ["a"=2], device_ids=[1, 0]; three axes
  // and no device ids.
  EXPECT_TRUE(contains(bytes, {0x05, 0x01, 0x03, 0x0d}));
  EXPECT_TRUE(contains(bytes, {0x05, 0x03, kAnyByte, 0x05, 0x05, 0x01}));
  EXPECT_TRUE(contains(bytes, {0x05, 0x07, kAnyByte, kAnyByte, kAnyByte, 0x01}));
  // SubAxisInfo (3): (1)2 and (2)2.
  EXPECT_TRUE(contains(bytes, {0x07, 0x05, 0x09}));
  EXPECT_TRUE(contains(bytes, {0x07, 0x09, 0x09}));
  // AxisRef (4): "a" without a sub-axis (an absent optional reference is
  // the varint 0).
  EXPECT_TRUE(contains(bytes, {0x09, kAnyByte, 0x01}));
  // DimensionSharding (5): axes, is_closed as one byte, priority as a
  // varint with a presence flag ({"a", ?}p0: open, priority 0 present ->
  // 0x03; {}: closed, none -> 0x01; {?}: open, none).
  EXPECT_TRUE(contains(bytes, {0x0b, 0x03, kAnyByte, 0x00, 0x03}));
  EXPECT_TRUE(contains(bytes, {0x0b, 0x01, 0x01, 0x01}));
  EXPECT_TRUE(contains(bytes, {0x0b, 0x01, 0x00, 0x01}));
  // TensorSharding without unreduced axes (6): mesh, two dims, no
  // replicated axes.
  EXPECT_TRUE(contains(bytes, {0x0d, kAnyByte, 0x05, kAnyByte, kAnyByte, 0x01}));
  // TensorShardingPerValue without unreduced axes (7), and with (16).
  EXPECT_TRUE(contains(bytes, {0x0f, 0x03, kAnyByte}));
  EXPECT_TRUE(contains(bytes, {0x21, 0x03, kAnyByte}));
  // DimMapping (8): [0] and [0, 1].
  EXPECT_TRUE(contains(bytes, {0x11, 0x03, 0x01}));
  EXPECT_TRUE(contains(bytes, {0x11, 0x05, 0x01, 0x05}));
  // TensorMapping (9): two dims.
  EXPECT_TRUE(contains(bytes, {0x13, 0x05, kAnyByte, kAnyByte}));
  // OpShardingRule (10) as JAX wrote it: sizes [4, 4, 4, 5, 4, 5], two
  // operand mappings, one result mapping, four empty factor lists, custom.
  EXPECT_TRUE(contains(bytes, {0x15, 0x0d, 0x11, 0x11, 0x11, 0x15, 0x11, 0x15,
                               0x05, kAnyByte, kAnyByte, 0x03, kAnyByte, 0x01, 0x01, 0x01,
                               0x01, 0x01}));
  // ... and reduction={k}: sizes [2, 2, 3], reduction [2], not custom.
  EXPECT_TRUE(contains(bytes, {0x15, 0x07, 0x09, 0x09, 0x0d, 0x05, kAnyByte, kAnyByte,
                               0x03, kAnyByte, 0x03, 0x09, 0x01, 0x01, 0x01,
                               0x00}));
  // AxisRefList (11): {"b", "c":(2)2}.
  EXPECT_TRUE(contains(bytes, {0x17, 0x05, kAnyByte, kAnyByte}));
  // ListOfAxisRefLists (12): three lists.
  EXPECT_TRUE(contains(bytes, {0x19, 0x07, kAnyByte, kAnyByte, kAnyByte}));
  // AllToAllParam (13): {"b"}: 0->2 and {"c"}: 1->3.
  EXPECT_TRUE(contains(bytes, {0x1b, 0x03, kAnyByte, 0x01, 0x09}));
  EXPECT_TRUE(contains(bytes, {0x1b, 0x03, kAnyByte, 0x05, 0x0d}));
  // AllToAllParamList (14).
  EXPECT_TRUE(contains(bytes, {0x1d, 0x05, kAnyByte, kAnyByte}));
  // TensorSharding with unreduced axes (15): mesh, three dims, one
  // replicated axis, one unreduced axis.
  EXPECT_TRUE(contains(bytes, {0x1f, kAnyByte, 0x07, kAnyByte, kAnyByte, kAnyByte, 0x03, kAnyByte,
                               0x03, kAnyByte}));
}

TEST_F(SdyBytecodeTest, TruncatedInputFailsWithADiagnostic) {
  OwningOpRef<ModuleOp> module = parseSourceString<ModuleOp>(kSdyModule, &context);
  ASSERT_TRUE(module);
  std::string bytes = write(*module, 6);
  size_t errors = 0;
  ScopedDiagnosticHandler handler(&context, [&](Diagnostic &) {
    ++errors;
    return success();
  });
  for (size_t length = 0; length < bytes.size(); length += 5) {
    Block block;
    EXPECT_TRUE(failed(read(bytes.substr(0, length), block)));
  }
  EXPECT_GT(errors, 0u);
}

} // namespace
