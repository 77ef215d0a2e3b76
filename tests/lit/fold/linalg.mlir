// Linear algebra, fft and the bit generator fold through their evaluators,
// on both paths.
// RUN: interpreter-opt --interpreter-fold %s | FileCheck %s
// RUN: interpreter-opt --interpreter-fold="element-path=true" %s | FileCheck %s
//
// rng_bit_generator's bits are XLA's (implementation-defined in the spec),
// so its expected value is "the same as interpreting": the results of
// interpreting the unfolded functions come first, then the folded program,
// whose constants must be those results (SAME), on each path.
// RUN: interpreter-translate --interpret --interpreter-print-dense --entry=rng_three_fry %s > %t.interp
// RUN: interpreter-translate --interpret --interpreter-print-dense --entry=rng_philox %s >> %t.interp
// RUN: interpreter-opt --interpreter-fold %s > %t.fold
// RUN: cat %t.interp %t.fold | FileCheck %s --check-prefix=SAME
// RUN: interpreter-translate --interpret --interpreter-element-path --interpreter-print-dense --entry=rng_three_fry %s > %t.interp-element
// RUN: interpreter-translate --interpret --interpreter-element-path --interpreter-print-dense --entry=rng_philox %s >> %t.interp-element
// RUN: interpreter-opt --interpreter-fold="element-path=true" %s > %t.fold-element
// RUN: cat %t.interp-element %t.fold-element | FileCheck %s --check-prefix=SAME

// SAME: [[TF_STATE:dense<.*>]] : tensor<2xui64>
// SAME-NEXT: [[TF_BITS:dense<.*>]] : tensor<2x2xui32>
// SAME-NEXT: [[PH_STATE:dense<.*>]] : tensor<3xui64>
// SAME-NEXT: [[PH_BITS:dense<.*>]] : tensor<5xui32>
// SAME: func.func @rng_three_fry
// SAME-NEXT: stablehlo.constant [[TF_STATE]] : tensor<2xui64>
// SAME-NEXT: stablehlo.constant [[TF_BITS]] : tensor<2x2xui32>
// SAME: func.func @rng_philox
// SAME-NEXT: stablehlo.constant [[PH_STATE]] : tensor<3xui64>
// SAME-NEXT: stablehlo.constant [[PH_BITS]] : tensor<5xui32>

// CHECK-LABEL: func.func @rng_three_fry
// CHECK-NEXT: %[[S:.*]] = stablehlo.constant dense<{{.*}}> : tensor<2xui64>
// CHECK-NEXT: %[[B:.*]] = stablehlo.constant dense<{{.*}}> : tensor<2x2xui32>
// CHECK-NEXT: return %[[S]], %[[B]]
func.func @rng_three_fry() -> (tensor<2xui64>, tensor<2x2xui32>) {
  %state = stablehlo.constant dense<[1, 2]> : tensor<2xui64>
  %s, %b = stablehlo.rng_bit_generator %state, algorithm = THREE_FRY : (tensor<2xui64>) -> (tensor<2xui64>, tensor<2x2xui32>)
  return %s, %b : tensor<2xui64>, tensor<2x2xui32>
}

// CHECK-LABEL: func.func @rng_philox
// CHECK-NEXT: %[[S:.*]] = stablehlo.constant dense<{{.*}}> : tensor<3xui64>
// CHECK-NEXT: %[[B:.*]] = stablehlo.constant dense<{{.*}}> : tensor<5xui32>
// CHECK-NEXT: return %[[S]], %[[B]]
func.func @rng_philox() -> (tensor<3xui64>, tensor<5xui32>) {
  %state = stablehlo.constant dense<[7, 18446744073709551615, 3]> : tensor<3xui64>
  %s, %b = stablehlo.rng_bit_generator %state, algorithm = PHILOX : (tensor<3xui64>) -> (tensor<3xui64>, tensor<5xui32>)
  return %s, %b : tensor<3xui64>, tensor<5xui32>
}

// cholesky of [[4, 2], [2, 5]]: l00 = sqrt(4) = 2, l10 = 2 / 2 = 1,
// l11 = sqrt(5 - 1 * 1) = 2. The strict triangle opposite the factor is
// implementation-defined in the spec; this interpreter makes it zero
// (docs/design.md).
// CHECK-LABEL: func.func @cholesky
func.func @cholesky() -> (tensor<2x2xf32>, tensor<2x2xf32>) {
  %a = stablehlo.constant dense<[[4.0, 2.0], [2.0, 5.0]]> : tensor<2x2xf32>
  %l = stablehlo.cholesky %a, lower = true : tensor<2x2xf32>
  %u = stablehlo.cholesky %a, lower = false : tensor<2x2xf32>
  // CHECK-DAG: %[[L:.*]] = stablehlo.constant dense<{{\[}}[2.000000e+00, 0.000000e+00], [1.000000e+00, 2.000000e+00]]> : tensor<2x2xf32>
  // CHECK-DAG: %[[U:.*]] = stablehlo.constant dense<{{\[}}[2.000000e+00, 1.000000e+00], [0.000000e+00, 2.000000e+00]]> : tensor<2x2xf32>
  // CHECK-NOT: stablehlo.cholesky
  // CHECK: return %[[L]], %[[U]]
  return %l, %u : tensor<2x2xf32>, tensor<2x2xf32>
}

// cholesky of a batch of two f64 matrices: [[9, 3], [3, 5]] gives
// l00 = 3, l10 = 3 / 3 = 1, l11 = sqrt(5 - 1) = 2; [[1, 0], [0, 16]] gives
// diag(1, 4).
// CHECK-LABEL: func.func @cholesky_batch
func.func @cholesky_batch() -> tensor<2x2x2xf64> {
  %a = stablehlo.constant dense<[[[9.0, 3.0], [3.0, 5.0]], [[1.0, 0.0], [0.0, 16.0]]]> : tensor<2x2x2xf64>
  %l = stablehlo.cholesky %a, lower = true : tensor<2x2x2xf64>
  // CHECK-NEXT: %[[L:.*]] = stablehlo.constant dense<{{\[\[}}[3.000000e+00, 0.000000e+00], [1.000000e+00, 2.000000e+00]], {{\[}}[1.000000e+00, 0.000000e+00], [0.000000e+00, 4.000000e+00]]]> : tensor<2x2x2xf64>
  // CHECK-NEXT: return %[[L]]
  return %l : tensor<2x2x2xf64>
}

// a = [[2, 0], [1, 4]] (lower), b = [[2], [9]].
//   a x = b:   x0 = 2 / 2 = 1, x1 = (9 - 1 * 1) / 4 = 2.
//   a^T x = b: [[2, 1], [0, 4]] x = b: x1 = 9 / 4 = 2.25,
//              x0 = (2 - 2.25) / 2 = -0.125.
// Right side, x a = [[4, 8]]: [2 x0 + x1, 4 x1] = [4, 8]: x1 = 2, x0 = 1.
// CHECK-LABEL: func.func @triangular_solve
func.func @triangular_solve() -> (tensor<2x1xf32>, tensor<2x1xf32>, tensor<1x2xf32>) {
  %a = stablehlo.constant dense<[[2.0, 0.0], [1.0, 4.0]]> : tensor<2x2xf32>
  %b = stablehlo.constant dense<[[2.0], [9.0]]> : tensor<2x1xf32>
  %c = stablehlo.constant dense<[[4.0, 8.0]]> : tensor<1x2xf32>
  %x = "stablehlo.triangular_solve"(%a, %b) {left_side = true, lower = true, unit_diagonal = false, transpose_a = #stablehlo<transpose NO_TRANSPOSE>} : (tensor<2x2xf32>, tensor<2x1xf32>) -> tensor<2x1xf32>
  %xt = "stablehlo.triangular_solve"(%a, %b) {left_side = true, lower = true, unit_diagonal = false, transpose_a = #stablehlo<transpose TRANSPOSE>} : (tensor<2x2xf32>, tensor<2x1xf32>) -> tensor<2x1xf32>
  %xr = "stablehlo.triangular_solve"(%a, %c) {left_side = false, lower = true, unit_diagonal = false, transpose_a = #stablehlo<transpose NO_TRANSPOSE>} : (tensor<2x2xf32>, tensor<1x2xf32>) -> tensor<1x2xf32>
  // CHECK-DAG: %[[X:.*]] = stablehlo.constant dense<{{\[}}[1.000000e+00], [2.000000e+00]]> : tensor<2x1xf32>
  // CHECK-DAG: %[[XT:.*]] = stablehlo.constant dense<{{\[}}[-1.250000e-01], [2.250000e+00]]> : tensor<2x1xf32>
  // CHECK-DAG: %[[XR:.*]] = stablehlo.constant dense<{{\[}}[1.000000e+00, 2.000000e+00]]> : tensor<1x2xf32>
  // CHECK-NOT: stablehlo.triangular_solve
  // CHECK: return %[[X]], %[[XT]], %[[XR]]
  return %x, %xt, %xr : tensor<2x1xf32>, tensor<2x1xf32>, tensor<1x2xf32>
}

// fft of length 2 is [x0 + x1, x0 - x1]; ifft divides by 2:
//   fft([1 + 2i, 3 - 4i]) = [4 - 2i, -2 + 6i], and ifft of that is the input.
// CHECK-LABEL: func.func @fft
func.func @fft() -> (tensor<2xcomplex<f32>>, tensor<2xcomplex<f32>>) {
  %x = stablehlo.constant dense<[(1.0, 2.0), (3.0, -4.0)]> : tensor<2xcomplex<f32>>
  %f = stablehlo.fft %x, type = FFT, length = [2] : (tensor<2xcomplex<f32>>) -> tensor<2xcomplex<f32>>
  %i = stablehlo.fft %f, type = IFFT, length = [2] : (tensor<2xcomplex<f32>>) -> tensor<2xcomplex<f32>>
  // CHECK-DAG: %[[F:.*]] = stablehlo.constant dense<[(4.000000e+00,-2.000000e+00), (-2.000000e+00,6.000000e+00)]> : tensor<2xcomplex<f32>>
  // CHECK-DAG: %[[I:.*]] = stablehlo.constant dense<[(1.000000e+00,2.000000e+00), (3.000000e+00,-4.000000e+00)]> : tensor<2xcomplex<f32>>
  // CHECK-NOT: stablehlo.fft
  // CHECK: return %[[F]], %[[I]]
  return %f, %i : tensor<2xcomplex<f32>>, tensor<2xcomplex<f32>>
}
