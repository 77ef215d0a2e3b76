// A reduce body that is one op on its two block arguments, on a wider
// element type than the inputs (is_promotable, C6): inputs and init values
// convert to the body's type (a fast path once computed in the input type).
// RUN: interpreter-translate --interpret -split-input-file %s
// RUN: interpreter-translate --interpret -split-input-file --interpreter-element-path %s

// i8 summed in i64: -100 * 3 = -300 (observed: 468 = 3 * 156).
func.func @reduce_promoted_i8_to_i64() {
  %x = stablehlo.constant dense<[-100, -100, -100]> : tensor<3xi8>
  %z8 = stablehlo.constant dense<0> : tensor<i8>
  %r = "stablehlo.reduce"(%x, %z8) ({
  ^bb0(%a: tensor<i64>, %b: tensor<i64>):
    %s = stablehlo.add %a, %b : tensor<i64>
    stablehlo.return %s : tensor<i64>
  }) {dimensions = array<i64: 0>} : (tensor<3xi8>, tensor<i8>) -> tensor<i64>
  check.expect_eq_const %r, dense<-300> : tensor<i64>
  func.return
}

// -----

// f16 summed in f32: 2048 + 1 + 1 = 2050 (observed: 2048.25).
func.func @reduce_promoted_f16_to_f32() {
  %h = stablehlo.constant dense<[2048.0, 1.0, 1.0]> : tensor<3xf16>
  %zh = stablehlo.constant dense<0.0> : tensor<f16>
  %f = "stablehlo.reduce"(%h, %zh) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) {dimensions = array<i64: 0>} : (tensor<3xf16>, tensor<f16>) -> tensor<f32>
  check.expect_eq_const %f, dense<2050.0> : tensor<f32>
  func.return
}

// -----

// bf16 summed in f32: 256 + 1 = 257 (observed: 256.003906).
func.func @reduce_promoted_bf16_to_f32() {
  %b = stablehlo.constant dense<[256.0, 1.0]> : tensor<2xbf16>
  %zb = stablehlo.constant dense<0.0> : tensor<bf16>
  %f = "stablehlo.reduce"(%b, %zb) ({
  ^bb0(%a: tensor<f32>, %c: tensor<f32>):
    %s = stablehlo.add %a, %c : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) {dimensions = array<i64: 0>} : (tensor<2xbf16>, tensor<bf16>) -> tensor<f32>
  check.expect_eq_const %f, dense<257.0> : tensor<f32>
  func.return
}

// -----

// f32 summed in f64: 0.5 + 1 + 1 = 2.5 (observed: 0.50000000465661287).
func.func @reduce_promoted_f32_to_f64() {
  %x = stablehlo.constant dense<[0.5, 1.0, 1.0]> : tensor<3xf32>
  %z = stablehlo.constant dense<0.0> : tensor<f32>
  %f = "stablehlo.reduce"(%x, %z) ({
  ^bb0(%a: tensor<f64>, %b: tensor<f64>):
    %s = stablehlo.add %a, %b : tensor<f64>
    stablehlo.return %s : tensor<f64>
  }) {dimensions = array<i64: 0>} : (tensor<3xf32>, tensor<f32>) -> tensor<f64>
  check.expect_eq_const %f, dense<2.5> : tensor<f64>
  func.return
}

// -----

// f16 maximum in f64: max(2048, 1, 1) = 2048 (observed: 7.588840e-320).
func.func @reduce_promoted_max_f16_to_f64() {
  %h = stablehlo.constant dense<[2048.0, 1.0, 1.0]> : tensor<3xf16>
  %zh = stablehlo.constant dense<0.0> : tensor<f16>
  %f = "stablehlo.reduce"(%h, %zh) ({
  ^bb0(%a: tensor<f64>, %b: tensor<f64>):
    %s = stablehlo.maximum %a, %b : tensor<f64>
    stablehlo.return %s : tensor<f64>
  }) {dimensions = array<i64: 0>} : (tensor<3xf16>, tensor<f16>) -> tensor<f64>
  check.expect_eq_const %f, dense<2048.0> : tensor<f64>
  func.return
}

// -----

// complex<f32> summed in complex<f64>: (1+2i) + 0.5 = 1.5+2i
// (observed: (1.0000000027939677, 2.0000000037252903)).
func.func @reduce_promoted_complex() {
  %c = stablehlo.constant dense<[(1.0, 2.0), (0.5, 0.0)]> : tensor<2xcomplex<f32>>
  %zc = stablehlo.constant dense<(0.0, 0.0)> : tensor<complex<f32>>
  %g = "stablehlo.reduce"(%c, %zc) ({
  ^bb0(%a: tensor<complex<f64>>, %b: tensor<complex<f64>>):
    %s = stablehlo.add %a, %b : tensor<complex<f64>>
    stablehlo.return %s : tensor<complex<f64>>
  }) {dimensions = array<i64: 0>} : (tensor<2xcomplex<f32>>, tensor<complex<f32>>) -> tensor<complex<f64>>
  check.expect_eq_const %g, dense<(1.5, 2.0)> : tensor<complex<f64>>
  func.return
}
