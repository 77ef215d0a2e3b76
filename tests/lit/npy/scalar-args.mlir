// Scalar parameters (i32, f32, index) of the entry function: --args takes
// scalar literals (`7 : i32`, `2.5 : f32`, `3 : index`), --args-npy 0-d
// arrays of the scalar's dtype (int64 for index; Inputs/ written by
// np.save). The result is 7 * 3 + 2.5 = 23.5 by hand.
// RUN: interpreter-translate --interpret %s '--args=[7 : i32, 2.5 : f32, 3 : index]' | FileCheck %s
// RUN: interpreter-translate --interpret %s --args-npy=%S/Inputs/scalar_i32_7.npy,%S/Inputs/scalar_f32_2_5.npy,%S/Inputs/scalar_i64_3.npy | FileCheck %s
// CHECK: tensor<f32> {2.350000e+01}

// A scalar is held as a rank-0 tensor, so `dense<7> : tensor<i32>` binds
// to an i32 too; another width or dtype, or another rank, does not.
// RUN: interpreter-translate --interpret %s '--args=[dense<7> : tensor<i32>, 2.5 : f32, 3 : index]' | FileCheck %s
// RUN: not interpreter-translate --interpret %s '--args=[7 : i64, 2.5 : f32, 3 : index]' 2>&1 | FileCheck %s --check-prefix=WIDTH
// WIDTH: error: --args: argument #0 of @main has type 'tensor<i64>', expected 'i32'
// RUN: not interpreter-translate --interpret %s --args-npy=%S/Inputs/scalar_i32_7.npy,%S/Inputs/scalar_f64.npy,%S/Inputs/scalar_i64_3.npy 2>&1 | FileCheck %s --check-prefix=DTYPE
// DTYPE: error: --args-npy: argument 1 ({{.*}}scalar_f64.npy): expected tensor<f32> (NumPy float32), given a float64 array of shape (): wrong dtype
// RUN: not interpreter-translate --interpret %s --args-npy=%S/Inputs/vector_i32.npy,%S/Inputs/scalar_f32_2_5.npy,%S/Inputs/scalar_i64_3.npy 2>&1 | FileCheck %s --check-prefix=SHAPE
// SHAPE: error: --args-npy: argument 0 ({{.*}}vector_i32.npy): expected tensor<i32> (NumPy int32), given an int32 array of shape (2,): wrong shape
// RUN: not interpreter-translate --interpret %s '--args=["text", 2.5 : f32, 3 : index]' 2>&1 | FileCheck %s --check-prefix=TEXT
// TEXT: error: --args element "text" is not a typed dense attribute

func.func @main(%n: i32, %x: f32, %k: index) -> tensor<f32> {
  %ki = arith.index_cast %k : index to i32
  %p = arith.muli %n, %ki : i32
  %pf = arith.sitofp %p : i32 to f32
  %r = arith.addf %pf, %x : f32
  %t = tensor.from_elements %r : tensor<f32>
  return %t : tensor<f32>
}
