// --args-npy and --results-npy: arrays made by NumPy (Inputs/, written by
// np.save / np.savez), expected values computed by hand.

// RUN: interpreter-translate --interpret %s --args-npy=%S/Inputs/a_f32.npy,%S/Inputs/b_f32.npy | FileCheck %s --check-prefix=ADD
// ADD: tensor<3xf32>
// ADD-NEXT: [1.150000e+01, 2.250000e+01, 3.350000e+01]

// One .npz in argument order.
// RUN: interpreter-translate --interpret %s --args-npy=%S/Inputs/ab.npz | FileCheck %s --check-prefix=ADD

// --results-npy writes result0.npy; reading it back gives the same values.
// RUN: rm -rf %t && interpreter-translate --interpret %s --args-npy=%S/Inputs/a_f32.npy,%S/Inputs/b_f32.npy --results-npy=%t/out
// RUN: head -c 127 %t/out/result0.npy | FileCheck %s --check-prefix=HEADER
// HEADER: NUMPY{{.*}}{'descr': '<f4', 'fortran_order': False, 'shape': (3,), }
// RUN: interpreter-translate --interpret %s --args-npy=%t/out/result0.npy,%S/Inputs/b_f32.npy | FileCheck %s --check-prefix=TWICE
// TWICE: [2.150000e+01, 4.250000e+01, 6.350000e+01]

// RUN: not interpreter-translate --interpret %s --args-npy=%S/Inputs/not_npy.npy,%S/Inputs/b_f32.npy 2>&1 | FileCheck %s --check-prefix=NOTNPY
// NOTNPY: error: --args-npy: {{.*}}not_npy.npy: not a .npy file (no \x93NUMPY magic)

// RUN: not interpreter-translate --interpret %s --args-npy=%S/Inputs/truncated.npy,%S/Inputs/b_f32.npy 2>&1 | FileCheck %s --check-prefix=TRUNC
// TRUNC: error: --args-npy: {{.*}}truncated.npy: truncated: the header promises 12 bytes of data, the file has 7

// RUN: not interpreter-translate --interpret %s --args-npy=%S/Inputs/c_f64.npy,%S/Inputs/b_f32.npy 2>&1 | FileCheck %s --check-prefix=DTYPE
// DTYPE: error: --args-npy: argument 0 ({{.*}}c_f64.npy): expected tensor<3xf32> (NumPy float32), given a float64 array of shape (3,): wrong dtype

// RUN: not interpreter-translate --interpret %s --args-npy=%S/Inputs/a_f32.npy,%S/Inputs/d_f32_2.npy 2>&1 | FileCheck %s --check-prefix=SHAPE
// SHAPE: error: --args-npy: argument 1 ({{.*}}d_f32_2.npy): expected tensor<3xf32> (NumPy float32), given a float32 array of shape (2,): wrong shape

// RUN: not interpreter-translate --interpret %s --args-npy=%S/Inputs/a_f32.npy 2>&1 | FileCheck %s --check-prefix=COUNT
// COUNT: error: --args-npy: @main takes 2 argument(s), given 1 array(s)

// RUN: not interpreter-translate --interpret %s --args-npy=%S/Inputs/obj.npy,%S/Inputs/b_f32.npy 2>&1 | FileCheck %s --check-prefix=OBJECT
// OBJECT: given an object array of shape (2,): object arrays are not supported

// RUN: not interpreter-translate --interpret %s --args-npy=%S/Inputs/big_endian.npy,%S/Inputs/b_f32.npy 2>&1 | FileCheck %s --check-prefix=BIG
// BIG: error: --args-npy: {{.*}}big_endian.npy: big-endian arrays ('>f4') are not supported

// RUN: not interpreter-translate --interpret %s --args-npy=%S/Inputs/ab_compressed.npz 2>&1 | FileCheck %s --check-prefix=COMPRESSED
// COMPRESSED: error: --args-npy: {{.*}}ab_compressed.npz:arr_0.npy: compressed .npz members (np.savez_compressed) are not supported; save with np.savez

// RUN: not interpreter-translate --interpret %s --args-npy=%S/Inputs/missing.npy,%S/Inputs/b_f32.npy 2>&1 | FileCheck %s --check-prefix=MISSING
// MISSING: error: --args-npy: {{.*}}missing.npy: cannot read: {{[Nn]}}o such file or directory

// RUN: not interpreter-translate --interpret %s --args='[dense<1.0> : tensor<3xf32>, dense<1.0> : tensor<3xf32>]' --args-npy=%S/Inputs/ab.npz 2>&1 | FileCheck %s --check-prefix=BOTH
// BOTH: error: give --args or --args-npy, not both
// BOTH-NOT: see current operation

func.func @main(%a: tensor<3xf32>, %b: tensor<3xf32>) -> tensor<3xf32> {
  %0 = stablehlo.add %a, %b : tensor<3xf32>
  return %0 : tensor<3xf32>
}
