// --args-npy binds an array to a parameter with dynamic dimensions as
// --args binds a literal: each `?` takes the array's size (issue 25, item
// 6). Inputs/x_f32_3x4.npy is np.arange(12, dtype=np.float32).reshape(3, 4)
// * 0.5; the expected row sums are by hand: 0+0.5+1+1.5 = 3, 2+2.5+3+3.5 =
// 11, 4+4.5+5+5.5 = 19.

// RUN: interpreter-translate --interpret %s --args-npy=%S/Inputs/x_f32_3x4.npy | FileCheck %s
// The same value as a --args literal gives the same output.
// RUN: interpreter-translate --interpret %s --args='[dense<[[0.0, 0.5, 1.0, 1.5], [2.0, 2.5, 3.0, 3.5], [4.0, 4.5, 5.0, 5.5]]> : tensor<3x4xf32>]' | FileCheck %s
// CHECK: tensor<3xf32>
// CHECK-NEXT: [3.000000e+00, 1.100000e+01, 1.900000e+01]

func.func @main(%x: tensor<?x4xf32>) -> tensor<?xf32> {
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %0 = stablehlo.reduce(%x init: %zero) applies stablehlo.add across dimensions = [1] : (tensor<?x4xf32>, tensor<f32>) -> tensor<?xf32>
  func.return %0 : tensor<?xf32>
}

// A static dimension still has to match, and the rank too.
// RUN: not interpreter-translate --interpret --entry=static_mismatch %s --args-npy=%S/Inputs/x_f32_3x4.npy 2>&1 | FileCheck %s --check-prefix=STATIC
// STATIC: error: --args-npy: argument 0 ({{.*}}x_f32_3x4.npy): expected tensor<?x5xf32> (NumPy float32), given a float32 array of shape (3, 4): wrong shape
func.func @static_mismatch(%x: tensor<?x5xf32>) -> tensor<?x5xf32> {
  func.return %x : tensor<?x5xf32>
}

// RUN: not interpreter-translate --interpret --entry=rank_mismatch %s --args-npy=%S/Inputs/x_f32_3x4.npy 2>&1 | FileCheck %s --check-prefix=RANK
// RANK: error: --args-npy: argument 0 ({{.*}}x_f32_3x4.npy): expected tensor<?xf32> (NumPy float32), given a float32 array of shape (3, 4): wrong shape
func.func @rank_mismatch(%x: tensor<?xf32>) -> tensor<?xf32> {
  func.return %x : tensor<?xf32>
}
