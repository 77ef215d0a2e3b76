// A module in torch-mlir's StableHLO style (issue 25, item 3): the dynamic
// dimensions of `x + bias`, `.view(-1, 2, 2)` and `[-2:]` are computed
// with arith, tensor and shape ops, as torch-mlir's TorchToStablehlo
// conversion emits them (shape.shape_of + dynamic_broadcast_in_dim for the
// broadcast, shape.num_elements + arith.divui + tensor.from_elements +
// dynamic_reshape for the view, tensor.dim + arith.{subi,maxsi,minsi,addi,
// cmpi,select} + real_dynamic_slice for the slice).
//
// x is Inputs/x_f32_3x4.npy of ../npy: np.arange(12, dtype=np.float32)
// .reshape(3, 4) * 0.5. Expected values from NumPy:
//   s = x + np.array([1, 2, 3, 4], np.float32)
//   s.reshape(-1, 2, 2), s[-2:], np.broadcast_shapes((3, 4), (1, 4))

// RUN: interpreter-translate --interpret %s --args-npy=%S/../npy/Inputs/x_f32_3x4.npy | FileCheck %s
// RUN: interpreter-translate --interpret %s --args='[dense<[[0.0, 0.5, 1.0, 1.5], [2.0, 2.5, 3.0, 3.5], [4.0, 4.5, 5.0, 5.5]]> : tensor<3x4xf32>]' | FileCheck %s

// CHECK:      tensor<3x2x2xf32> {
// CHECK-NEXT:   [
// CHECK-NEXT:     [
// CHECK-NEXT:       [1.000000e+00, 2.500000e+00],
// CHECK-NEXT:       [4.000000e+00, 5.500000e+00]
// CHECK-NEXT:     ],
// CHECK-NEXT:     [
// CHECK-NEXT:       [3.000000e+00, 4.500000e+00],
// CHECK-NEXT:       [6.000000e+00, 7.500000e+00]
// CHECK-NEXT:     ],
// CHECK-NEXT:     [
// CHECK-NEXT:       [5.000000e+00, 6.500000e+00],
// CHECK-NEXT:       [8.000000e+00, 9.500000e+00]
// CHECK-NEXT:     ]
// CHECK-NEXT:   ]
// CHECK-NEXT: }
// CHECK-NEXT: tensor<2x4xf32> {
// CHECK-NEXT:   [
// CHECK-NEXT:     [3.000000e+00, 4.500000e+00, 6.000000e+00, 7.500000e+00],
// CHECK-NEXT:     [5.000000e+00, 6.500000e+00, 8.000000e+00, 9.500000e+00]
// CHECK-NEXT:   ]
// CHECK-NEXT: }
// CHECK-NEXT: tensor<2xi64> {
// CHECK-NEXT:   [3, 4]
// CHECK-NEXT: }

func.func @main(%x: tensor<?x4xf32>) -> (tensor<?x2x2xf32>, tensor<?x4xf32>, tensor<2xi64>) {
  // x + bias, the bias broadcast to x's shape.
  %bias = stablehlo.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
  %xshape = shape.shape_of %x : tensor<?x4xf32> -> tensor<2xindex>
  %b = stablehlo.dynamic_broadcast_in_dim %bias, %xshape, dims = [1] : (tensor<4xf32>, tensor<2xindex>) -> tensor<?x4xf32>
  %s = stablehlo.add %x, %b : tensor<?x4xf32>

  // s.view(-1, 2, 2)
  %sshape = shape.shape_of %s : tensor<?x4xf32> -> tensor<2xindex>
  %numel = shape.num_elements %sshape : tensor<2xindex> -> index
  %numel64 = arith.index_cast %numel : index to i64
  %c2_i64 = arith.constant 2 : i64
  %q = arith.divui %numel64, %c2_i64 : i64
  %d0 = arith.divui %q, %c2_i64 : i64
  %viewshape = tensor.from_elements %d0, %c2_i64, %c2_i64 : tensor<3xi64>
  %view = stablehlo.dynamic_reshape %s, %viewshape : (tensor<?x4xf32>, tensor<3xi64>) -> tensor<?x2x2xf32>

  // s[-2:] along dimension 0: start -2 normalised against the size.
  %start_arg = arith.constant -2 : i64
  %end_arg = arith.constant 9223372036854775807 : i64
  %c0 = arith.constant 0 : index
  %dim = tensor.dim %s, %c0 : tensor<?x4xf32>
  %dim64 = arith.index_cast %dim : index to i64
  %c0_i64 = arith.constant 0 : i64
  %neg = arith.subi %c0_i64, %dim64 : i64
  %lo = arith.maxsi %neg, %start_arg : i64
  %lo2 = arith.minsi %dim64, %lo : i64
  %wrapped = arith.addi %dim64, %lo2 : i64
  %nonneg = arith.cmpi sge, %lo2, %c0_i64 : i64
  %start = arith.select %nonneg, %lo2, %wrapped : i64
  %hi = arith.maxsi %neg, %end_arg : i64
  %hi2 = arith.minsi %dim64, %hi : i64
  %hiwrapped = arith.addi %dim64, %hi2 : i64
  %hinonneg = arith.cmpi sge, %hi2, %c0_i64 : i64
  %end = arith.select %hinonneg, %hi2, %hiwrapped : i64
  %c1 = arith.constant 1 : index
  %dim1 = tensor.dim %s, %c1 : tensor<?x4xf32>
  %dim1_64 = arith.index_cast %dim1 : index to i64
  %c1_i64 = arith.constant 1 : i64
  %starts = tensor.from_elements %start, %c0_i64 : tensor<2xi64>
  %limits = tensor.from_elements %end, %dim1_64 : tensor<2xi64>
  %strides = tensor.from_elements %c1_i64, %c1_i64 : tensor<2xi64>
  %slice = stablehlo.real_dynamic_slice %s, %starts, %limits, %strides : (tensor<?x4xf32>, tensor<2xi64>, tensor<2xi64>, tensor<2xi64>) -> tensor<?x4xf32>

  // The broadcast shape of s and a [1, 4] row, as an i64 tensor.
  %row = shape.const_shape [1, 4] : tensor<2xindex>
  %bshape = shape.broadcast %sshape, %row : tensor<2xindex>, tensor<2xindex> -> tensor<2xindex>
  %bshape64 = arith.index_cast %bshape : tensor<2xindex> to tensor<2xi64>
  func.return %view, %slice, %bshape64 : tensor<?x2x2xf32>, tensor<?x4xf32>, tensor<2xi64>
}
