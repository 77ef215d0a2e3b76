// RUN: interpreter-translate --interpret -split-input-file %s
// RUN: interpreter-translate --interpret -split-input-file --interpreter-element-path %s

// Expected values are NumPy's (numpy.fft.fft, ifft, rfft, irfft, fftn, ifftn,
// rfftn) or hand-computed. The interpreter transforms in double and rounds
// once, so complex<f64> results are checked to 1e-12 (1e-9 for the length-300
// transform, whose values reach 4.5e4) and complex<f32> ones to the default
// 1e-4 of expect_almost_eq_const, far above an f32 rounding of values < 20.

// The example of the specification, in the generic form with properties.
func.func @fft_spec_example() {
  %operand = stablehlo.constant dense<[(1.0, 0.0), (0.0, 0.0), (0.0, 0.0), (0.0, 0.0)]> : tensor<4xcomplex<f32>>
  %result = "stablehlo.fft"(%operand) <{
    fft_type = #stablehlo<fft_type FFT>,
    fft_length = array<i64: 4>
  }> : (tensor<4xcomplex<f32>>) -> tensor<4xcomplex<f32>>
  check.expect_almost_eq_const %result, dense<[(1.0, 0.0), (1.0, 0.0), (1.0, 0.0), (1.0, 0.0)]> : tensor<4xcomplex<f32>>
  func.return
}

// -----

// The old attribute-dictionary spelling and the pretty form agree.
func.func @fft_forms() {
  %operand = stablehlo.constant dense<[(1.0, 2.0), (3.0, -4.0)]> : tensor<2xcomplex<f64>>
  %a = "stablehlo.fft"(%operand) {fft_type = #stablehlo<fft_type FFT>, fft_length = array<i64: 2>} : (tensor<2xcomplex<f64>>) -> tensor<2xcomplex<f64>>
  %b = stablehlo.fft %operand, type = FFT, length = [2] : (tensor<2xcomplex<f64>>) -> tensor<2xcomplex<f64>>
  check.expect_eq %a, %b : tensor<2xcomplex<f64>>
  // By hand: [1+2i + 3-4i, 1+2i - (3-4i)].
  check.expect_eq_const %b, dense<[(4.0, -2.0), (-2.0, 6.0)]> : tensor<2xcomplex<f64>>
  func.return
}

// -----

// Length 5 (not a power of two) forward and inverse, and a power-of-two
// length 8.
func.func @fft_odd_and_power_of_two_lengths() {
  %x5 = stablehlo.constant dense<[(1.0, 2.0), (-1.0, 0.5), (3.0, -1.0), (0.25, 0.0), (-2.0, -2.0)]> : tensor<5xcomplex<f64>>
  %f5 = stablehlo.fft %x5, type = FFT, length = [5] : (tensor<5xcomplex<f64>>) -> tensor<5xcomplex<f64>>
  check.expect_almost_eq_const %f5, dense<[(1.25, -0.5), (-0.7665001763980108, -0.22197445728692822), (6.8518758618697575, 4.932128664706672), (2.0108365678170848, 0.8768883296682746), (-4.346212253288832, 4.912957462911981)]> : tensor<5xcomplex<f64>> {tolerance = 1.0e-12 : f64}
  %i5 = stablehlo.fft %x5, type = IFFT, length = [5] : (tensor<5xcomplex<f64>>) -> tensor<5xcomplex<f64>>
  check.expect_almost_eq_const %i5, dense<[(0.25, -0.1), (-0.8692424506577665, 0.9825914925823963), (0.40216731356341695, 0.17537766593365492), (1.3703751723739517, 0.9864257329413345), (-0.15330003527960218, -0.04439489145738565)]> : tensor<5xcomplex<f64>> {tolerance = 1.0e-12 : f64}
  %x8 = stablehlo.constant dense<[(1.0, 0.0), (2.0, 1.0), (3.0, 0.0), (4.0, -1.0), (-1.0, 2.0), (-2.0, 0.0), (0.5, 0.0), (7.0, 3.0)]> : tensor<8xcomplex<f32>>
  %f8 = stablehlo.fft %x8, type = FFT, length = [8] : (tensor<8xcomplex<f32>>) -> tensor<8xcomplex<f32>>
  check.expect_almost_eq_const %f8, dense<[(14.5, 5.0), (4.82842712474619, -1.6715728752538093), (-4.5, 13.0), (-5.071067811865476, -3.7426406871192857), (-7.5, -1.0), (-0.8284271247461903, -7.328427124746191), (-2.5, -9.0), (9.071067811865476, 4.742640687119286)]> : tensor<8xcomplex<f32>>
  // IFFT undoes FFT.
  %back = stablehlo.fft %f8, type = IFFT, length = [8] : (tensor<8xcomplex<f32>>) -> tensor<8xcomplex<f32>>
  check.expect_almost_eq %back, %x8 : tensor<8xcomplex<f32>>
  func.return
}

// -----

// Long transforms: length 300 (Bluestein's algorithm over power-of-two FFTs)
// of 0, 1, ..., 299, and length 257 (prime) of cos(0), cos(1), ....
func.func @fft_long() {
  %iota = stablehlo.iota dim = 0 : tensor<300xf64>
  %x = stablehlo.convert %iota : (tensor<300xf64>) -> tensor<300xcomplex<f64>>
  %f = stablehlo.fft %x, type = FFT, length = [300] : (tensor<300xcomplex<f64>>) -> tensor<300xcomplex<f64>>
  %head = stablehlo.slice %f [0:3] : (tensor<300xcomplex<f64>>) -> tensor<3xcomplex<f64>>
  check.expect_almost_eq_const %head, dense<[(44850.0, 0.0), (-150.0, 14323.421275667008), (-150.00000000000006, 7160.925210959331)]> : tensor<3xcomplex<f64>> {tolerance = 1.0e-9 : f64}
  %mid = stablehlo.slice %f [150:151] : (tensor<300xcomplex<f64>>) -> tensor<1xcomplex<f64>>
  check.expect_almost_eq_const %mid, dense<[(-150.0, 0.0)]> : tensor<1xcomplex<f64>> {tolerance = 1.0e-9 : f64}
  %last = stablehlo.slice %f [299:300] : (tensor<300xcomplex<f64>>) -> tensor<1xcomplex<f64>>
  check.expect_almost_eq_const %last, dense<[(-150.0, -14323.421275667006)]> : tensor<1xcomplex<f64>> {tolerance = 1.0e-9 : f64}
  %back = stablehlo.fft %f, type = IFFT, length = [300] : (tensor<300xcomplex<f64>>) -> tensor<300xcomplex<f64>>
  check.expect_almost_eq %back, %x, tolerance = 1.0e-10 : tensor<300xcomplex<f64>>

  %iota2 = stablehlo.iota dim = 0 : tensor<257xf64>
  %cos = stablehlo.cosine %iota2 : tensor<257xf64>
  %y = stablehlo.convert %cos : (tensor<257xf64>) -> tensor<257xcomplex<f64>>
  %g = stablehlo.fft %y, type = FFT, length = [257] : (tensor<257xcomplex<f64>>) -> tensor<257xcomplex<f64>>
  %ghead = stablehlo.slice %g [0:3] : (tensor<257xcomplex<f64>>) -> tensor<3xcomplex<f64>>
  check.expect_almost_eq_const %ghead, dense<[(-0.43441439890028755, 0.0), (-0.4347557600029368, 0.004807601284622897), (-0.4357823082565761, 0.009631120730413556)]> : tensor<3xcomplex<f64>> {tolerance = 1.0e-12 : f64}
  func.return
}

// -----

// RFFT keeps n / 2 + 1 values: even (6 -> 4) and odd (5 -> 3) lengths.
func.func @rfft_1d() {
  %r6 = stablehlo.constant dense<[1.0, -2.0, 3.5, 0.0, 4.0, -1.5]> : tensor<6xf32>
  %f6 = stablehlo.fft %r6, type = RFFT, length = [6] : (tensor<6xf32>) -> tensor<4xcomplex<f32>>
  check.expect_almost_eq_const %f6, dense<[(5.0, 0.0), (-4.5, 0.8660254037844386), (-1.0, 0.0), (12.0, 0.0)]> : tensor<4xcomplex<f32>>
  %r5 = stablehlo.constant dense<[2.0, 1.0, -1.0, 0.5, 3.0]> : tensor<5xf64>
  %f5 = stablehlo.fft %r5, type = RFFT, length = [5] : (tensor<5xf64>) -> tensor<3xcomplex<f64>>
  check.expect_almost_eq_const %f5, dense<[(5.5, 0.0), (3.6405764746872635, 2.783790911029017), (-1.3905764746872635, -0.25101426985778397)]> : tensor<3xcomplex<f64>> {tolerance = 1.0e-12 : f64}
  func.return
}

// -----

// IRFFT extends n / 2 + 1 values by Hermitian symmetry; the imaginary parts
// of X[0] and (n even) X[n/2] do not contribute, as in numpy.fft.irfft.
func.func @irfft_1d() {
  %h4 = stablehlo.constant dense<[(10.0, 0.0), (-2.0, 2.0), (-2.0, 0.0), (1.0, -1.0)]> : tensor<4xcomplex<f64>>
  %x6 = stablehlo.fft %h4, type = IRFFT, length = [6] : (tensor<4xcomplex<f64>>) -> tensor<6xf64>
  check.expect_almost_eq_const %x6, dense<[0.5, 0.9226497308103743, 1.9226497308103743, 1.5, 3.0773502691896253, 2.0773502691896253]> : tensor<6xf64> {tolerance = 1.0e-12 : f64}
  %h4b = stablehlo.constant dense<[(10.0, 3.0), (-2.0, 2.0), (-2.0, 0.0), (1.0, -4.0)]> : tensor<4xcomplex<f64>>
  %x6b = stablehlo.fft %h4b, type = IRFFT, length = [6] : (tensor<4xcomplex<f64>>) -> tensor<6xf64>
  check.expect_almost_eq %x6b, %x6, tolerance = 1.0e-12 : tensor<6xf64>
  %h3 = stablehlo.constant dense<[(5.0, 7.0), (1.0, -2.0), (-0.5, 0.25)]> : tensor<3xcomplex<f32>>
  %x5 = stablehlo.fft %h3, type = IRFFT, length = [5] : (tensor<3xcomplex<f32>>) -> tensor<5xf32>
  check.expect_almost_eq_const %x5, dense<[1.2000000000000002, 1.987476884431844, 1.1799236568385254, 0.04925594991153766, 0.583343508818093]> : tensor<5xf32>
  func.return
}

// -----

// Two and three transformed dimensions, with a leading batch dimension left
// alone (fft_length of size 2 over a rank-3 operand).
func.func @fft_multi_dimensional() {
  %x = stablehlo.constant dense<[[[(-4.0, -1.0), (-3.0, 0.0), (-2.0, 1.0)], [(-1.0, 2.0), (0.0, 3.0), (1.0, -1.0)]], [[(2.0, 0.0), (3.0, 1.0), (4.0, 2.0)], [(5.0, 3.0), (6.0, -1.0), (7.0, 0.0)]]]> : tensor<2x2x3xcomplex<f64>>
  %f2 = stablehlo.fft %x, type = FFT, length = [2, 3] : (tensor<2x2x3xcomplex<f64>>) -> tensor<2x2x3xcomplex<f64>>
  check.expect_almost_eq_const %f2, dense<[[[(-9.0, 4.0), (-0.401923788646684, 1.2320508075688772), (-5.598076211353316, -2.2320508075688767)], [(-9.0, -4.0), (-4.330127018922193, -2.5), (4.330127018922193, -2.5)]], [[(27.0, 5.0), (-4.732050807568877, 3.7320508075688767), (-1.2679491924311228, 0.26794919243112325)], [(-9.0, 1.0), (0.0, -5.0), (0.0, -5.0)]]]> : tensor<2x2x3xcomplex<f64>> {tolerance = 1.0e-12 : f64}
  %i3 = stablehlo.fft %x, type = IFFT, length = [2, 2, 3] : (tensor<2x2x3xcomplex<f64>>) -> tensor<2x2x3xcomplex<f64>>
  check.expect_almost_eq_const %i3, dense<[[[(1.5, 0.75), (-0.5721687836487033, -0.16367513459481278), (-0.42783121635129673, 0.4136751345948128)], [(-1.5, -0.24999999999999997), (0.3608439182435161, -0.625), (-0.360843918243516, -0.625)]], [[(-3.0, -0.08333333333333331), (-0.3608439182435161, -0.20833333333333334), (0.360843918243516, -0.20833333333333331)], [(0.0, -0.41666666666666663), (0.3608439182435161, 0.20833333333333331), (-0.360843918243516, 0.20833333333333331)]]]> : tensor<2x2x3xcomplex<f64>> {tolerance = 1.0e-12 : f64}
  func.return
}

// -----

// 2-D RFFT of a 3x5 real matrix (odd lengths) and IRFFT back.
func.func @rfft_irfft_2d() {
  %x = stablehlo.constant dense<[[1.0, 2.0, 0.0, -1.0, 3.0], [0.5, -2.0, 4.0, 1.0, 0.0], [2.0, 2.0, -3.0, 0.0, 1.0]]> : tensor<3x5xf64>
  %f = stablehlo.fft %x, type = RFFT, length = [3, 5] : (tensor<3x5xf64>) -> tensor<3x3xcomplex<f64>>
  check.expect_almost_eq_const %f, dense<[[(10.5, 0.0), (4.545084971874737, 1.314327780297834), (-1.0450849718747373, 2.1266270208801)], [(2.25, -1.299038105676658), (2.1753060113453913, 8.129898101957142), (1.960335039206214, -3.1000916366306757)], [(2.25, 1.299038105676658), (3.3419149155289256, -8.354412090246935), (-10.97755596608053, 5.589989921513455)]]> : tensor<3x3xcomplex<f64>> {tolerance = 1.0e-12 : f64}
  %back = stablehlo.fft %f, type = IRFFT, length = [3, 5] : (tensor<3x3xcomplex<f64>>) -> tensor<3x5xf64>
  check.expect_almost_eq %back, %x, tolerance = 1.0e-12 : tensor<3x5xf64>
  func.return
}

// -----

// Corner cases: a transform of length 1 is the identity; a zero-sized batch
// gives an empty result; RFFT of length 0 gives 0 values.
func.func @fft_corner_cases() {
  %one = stablehlo.constant dense<[[(1.5, -2.0)], [(0.0, 3.0)]]> : tensor<2x1xcomplex<f32>>
  %f1 = stablehlo.fft %one, type = FFT, length = [1] : (tensor<2x1xcomplex<f32>>) -> tensor<2x1xcomplex<f32>>
  check.expect_eq %f1, %one : tensor<2x1xcomplex<f32>>
  %i1 = stablehlo.fft %one, type = IFFT, length = [1] : (tensor<2x1xcomplex<f32>>) -> tensor<2x1xcomplex<f32>>
  check.expect_eq %i1, %one : tensor<2x1xcomplex<f32>>
  %r1 = stablehlo.constant dense<[-7.0]> : tensor<1xf32>
  %rf1 = stablehlo.fft %r1, type = RFFT, length = [1] : (tensor<1xf32>) -> tensor<1xcomplex<f32>>
  check.expect_eq_const %rf1, dense<[(-7.0, 0.0)]> : tensor<1xcomplex<f32>>
  %empty = stablehlo.constant dense<> : tensor<0x4xf64>
  %fe = stablehlo.fft %empty, type = RFFT, length = [4] : (tensor<0x4xf64>) -> tensor<0x3xcomplex<f64>>
  check.expect_eq_const %fe, dense<> : tensor<0x3xcomplex<f64>>
  %zero = stablehlo.constant dense<> : tensor<2x0xf32>
  %fz = stablehlo.fft %zero, type = RFFT, length = [0] : (tensor<2x0xf32>) -> tensor<2x0xcomplex<f32>>
  check.expect_eq_const %fz, dense<> : tensor<2x0xcomplex<f32>>
  func.return
}
