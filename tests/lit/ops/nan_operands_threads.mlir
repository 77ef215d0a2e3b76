// RUN: interpreter-translate --interpret --interpreter-threads=1 %s | FileCheck %s
// RUN: interpreter-translate --interpret --interpreter-threads=2 %s | FileCheck %s
// RUN: interpreter-translate --interpret --interpreter-threads=7 %s | FileCheck %s
// RUN: interpreter-translate --interpret --interpreter-element-path %s | FileCheck %s

// Two NaN operands of opposite signs: add and multiply give the first
// operand's NaN, quieted, on every thread count and on both paths. (The
// compiler may emit b + a for a + b, and x86 returns its first operand's
// NaN: before AddKernel pinned it, 2 threads gave the second operand's.)
// 300,000 elements, enough to be split over threads.

// CHECK:      tensor<300000xf32> {
// CHECK-NEXT:   [0x7FC00000, 0x7FC00000,
// CHECK-NOT:  0xFFC00000
// CHECK:      tensor<300000xf32> {
// CHECK-NEXT:   [0xFFC00000, 0xFFC00000,
// CHECK-NOT:  0x7FC00000
// CHECK:      tensor<300000xf32> {
// CHECK-NEXT:   [0x7FC00000, 0x7FC00000,
// CHECK-NOT:  0xFFC00000
// CHECK:      tensor<300000xf32> {
// CHECK-NEXT:   [0xFFC00000, 0xFFC00000,
// CHECK-NOT:  0x7FC00000
// CHECK:      }
func.func @main() -> (tensor<300000xf32>, tensor<300000xf32>, tensor<300000xf32>, tensor<300000xf32>) {
  %a = stablehlo.constant dense<0x7FC00000> : tensor<300000xf32>
  %b = stablehlo.constant dense<0xFFC00000> : tensor<300000xf32>
  %ab = stablehlo.add %a, %b : tensor<300000xf32>
  %ba = stablehlo.add %b, %a : tensor<300000xf32>
  %mab = stablehlo.multiply %a, %b : tensor<300000xf32>
  %mba = stablehlo.multiply %b, %a : tensor<300000xf32>
  func.return %ab, %ba, %mab, %mba : tensor<300000xf32>, tensor<300000xf32>, tensor<300000xf32>, tensor<300000xf32>
}
