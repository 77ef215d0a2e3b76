// Verifier errors of stablehlo.convolution: one violated constraint of the
// specification per chunk. Constraints the verifier does not enforce are in
// convolution_more.mlir. Quantized types (C28-C34) are not supported.
// RUN: interpreter-translate --interpret -split-input-file -verify-diagnostics %s

// (C1) A rank-4 lhs with a rank-3 rhs.
func.func @main(%lhs: tensor<1x4x4x2xf32>, %rhs: tensor<2x2x3xf32>) {
  // expected-error @+1 {{lhs and rhs must have the same rank (C1)}}
  %r = "stablehlo.convolution"(%lhs, %rhs) {
    dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>,
    feature_group_count = 1 : i64,
    batch_group_count = 1 : i64
  } : (tensor<1x4x4x2xf32>, tensor<2x2x3xf32>) -> tensor<1x3x3x3xf32>
  func.return
}

// -----

// (C2) One window stride for two spatial dimensions.
func.func @main(%lhs: tensor<1x4x4x2xf32>, %rhs: tensor<2x2x2x3xf32>) {
  // expected-error @+1 {{window_strides needs 2 values}}
  %r = "stablehlo.convolution"(%lhs, %rhs) {
    window_strides = array<i64: 1>,
    dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>,
    feature_group_count = 1 : i64,
    batch_group_count = 1 : i64
  } : (tensor<1x4x4x2xf32>, tensor<2x2x2x3xf32>) -> tensor<1x3x3x3xf32>
  func.return
}

// -----

// (C3) A window stride of 0.
func.func @main(%lhs: tensor<1x4x4x2xf32>, %rhs: tensor<2x2x2x3xf32>) {
  // expected-error @+1 {{window_strides must be positive}}
  %r = "stablehlo.convolution"(%lhs, %rhs) {
    window_strides = array<i64: 1, 0>,
    dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>,
    feature_group_count = 1 : i64,
    batch_group_count = 1 : i64
  } : (tensor<1x4x4x2xf32>, tensor<2x2x2x3xf32>) -> tensor<1x3x3x3xf32>
  func.return
}

// -----

// (C3) A negative window stride.
func.func @main(%lhs: tensor<1x4x4x2xf32>, %rhs: tensor<2x2x2x3xf32>) {
  // expected-error @+1 {{window_strides must be positive}}
  %r = "stablehlo.convolution"(%lhs, %rhs) {
    window_strides = array<i64: -1, 1>,
    dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>,
    feature_group_count = 1 : i64,
    batch_group_count = 1 : i64
  } : (tensor<1x4x4x2xf32>, tensor<2x2x2x3xf32>) -> tensor<1x3x3x3xf32>
  func.return
}

// -----

// (C4) Padding of shape [2, 3].
func.func @main(%lhs: tensor<1x4x4x2xf32>, %rhs: tensor<2x2x2x3xf32>) {
  // expected-error @+1 {{padding must have shape [2, 2]}}
  %r = "stablehlo.convolution"(%lhs, %rhs) {
    padding = dense<0> : tensor<2x3xi64>,
    dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>,
    feature_group_count = 1 : i64,
    batch_group_count = 1 : i64
  } : (tensor<1x4x4x2xf32>, tensor<2x2x2x3xf32>) -> tensor<1x3x3x3xf32>
  func.return
}

// -----

// (C4) Padding for one spatial dimension out of two.
func.func @main(%lhs: tensor<1x4x4x2xf32>, %rhs: tensor<2x2x2x3xf32>) {
  // expected-error @+1 {{padding must have shape [2, 2]}}
  %r = "stablehlo.convolution"(%lhs, %rhs) {
    padding = dense<0> : tensor<1x2xi64>,
    dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>,
    feature_group_count = 1 : i64,
    batch_group_count = 1 : i64
  } : (tensor<1x4x4x2xf32>, tensor<2x2x2x3xf32>) -> tensor<1x3x3x3xf32>
  func.return
}

// -----

// (C5) Three lhs dilations for two spatial dimensions.
func.func @main(%lhs: tensor<1x4x4x2xf32>, %rhs: tensor<2x2x2x3xf32>) {
  // expected-error @+1 {{lhs_dilation needs 2 values}}
  %r = "stablehlo.convolution"(%lhs, %rhs) {
    lhs_dilation = array<i64: 1, 1, 1>,
    dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>,
    feature_group_count = 1 : i64,
    batch_group_count = 1 : i64
  } : (tensor<1x4x4x2xf32>, tensor<2x2x2x3xf32>) -> tensor<1x3x3x3xf32>
  func.return
}

// -----

// (C6) An lhs dilation of 0.
func.func @main(%lhs: tensor<1x4x4x2xf32>, %rhs: tensor<2x2x2x3xf32>) {
  // expected-error @+1 {{lhs_dilation must be positive}}
  %r = "stablehlo.convolution"(%lhs, %rhs) {
    lhs_dilation = array<i64: 0, 1>,
    dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>,
    feature_group_count = 1 : i64,
    batch_group_count = 1 : i64
  } : (tensor<1x4x4x2xf32>, tensor<2x2x2x3xf32>) -> tensor<1x3x3x3xf32>
  func.return
}

// -----

// (C7) One rhs dilation for two spatial dimensions.
func.func @main(%lhs: tensor<1x4x4x2xf32>, %rhs: tensor<2x2x2x3xf32>) {
  // expected-error @+1 {{rhs_dilation needs 2 values}}
  %r = "stablehlo.convolution"(%lhs, %rhs) {
    rhs_dilation = array<i64: 1>,
    dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>,
    feature_group_count = 1 : i64,
    batch_group_count = 1 : i64
  } : (tensor<1x4x4x2xf32>, tensor<2x2x2x3xf32>) -> tensor<1x3x3x3xf32>
  func.return
}

// -----

// (C8) A negative rhs dilation.
func.func @main(%lhs: tensor<1x4x4x2xf32>, %rhs: tensor<2x2x2x3xf32>) {
  // expected-error @+1 {{rhs_dilation must be positive}}
  %r = "stablehlo.convolution"(%lhs, %rhs) {
    rhs_dilation = array<i64: 1, -2>,
    dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>,
    feature_group_count = 1 : i64,
    batch_group_count = 1 : i64
  } : (tensor<1x4x4x2xf32>, tensor<2x2x2x3xf32>) -> tensor<1x3x3x3xf32>
  func.return
}

// -----

// (C9) One window reversal flag for two spatial dimensions.
func.func @main(%lhs: tensor<1x4x4x2xf32>, %rhs: tensor<2x2x2x3xf32>) {
  // expected-error @+1 {{window_reversal needs 2 values}}
  %r = "stablehlo.convolution"(%lhs, %rhs) {
    window_reversal = array<i1: false>,
    dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>,
    feature_group_count = 1 : i64,
    batch_group_count = 1 : i64
  } : (tensor<1x4x4x2xf32>, tensor<2x2x2x3xf32>) -> tensor<1x3x3x3xf32>
  func.return
}

// -----

// (C10) An lhs batch of 3 in 2 batch groups.
func.func @main(%lhs: tensor<3x4x4x2xf32>, %rhs: tensor<2x2x2x4xf32>) {
  // expected-error @+1 {{input batch 3 is not a multiple of batch_group_count}}
  %r = "stablehlo.convolution"(%lhs, %rhs) {
    dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>,
    feature_group_count = 1 : i64,
    batch_group_count = 2 : i64
  } : (tensor<3x4x4x2xf32>, tensor<2x2x2x4xf32>) -> tensor<1x3x3x4xf32>
  func.return
}

// -----

// (C11) 3 input features in 2 feature groups.
func.func @main(%lhs: tensor<1x4x4x3xf32>, %rhs: tensor<2x2x1x4xf32>) {
  // expected-error @+1 {{input features 3 are not a multiple of feature_group_count}}
  %r = "stablehlo.convolution"(%lhs, %rhs) {
    dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>,
    feature_group_count = 2 : i64,
    batch_group_count = 1 : i64
  } : (tensor<1x4x4x3xf32>, tensor<2x2x1x4xf32>) -> tensor<1x3x3x4xf32>
  func.return
}

// -----

// (C12) One input spatial dimension in a rank-4 convolution.
func.func @main(%lhs: tensor<1x4x4x2xf32>, %rhs: tensor<2x2x2x3xf32>) {
  // expected-error @+1 {{input dimensions needs 2 spatial dimensions}}
  %r = "stablehlo.convolution"(%lhs, %rhs) {
    dimension_numbers = #stablehlo.conv<raw
      input_batch_dimension = 0, input_feature_dimension = 3, input_spatial_dimensions = [1],
      kernel_input_feature_dimension = 2, kernel_output_feature_dimension = 3, kernel_spatial_dimensions = [0, 1],
      output_batch_dimension = 0, output_feature_dimension = 3, output_spatial_dimensions = [1, 2]>,
    feature_group_count = 1 : i64,
    batch_group_count = 1 : i64
  } : (tensor<1x4x4x2xf32>, tensor<2x2x2x3xf32>) -> tensor<1x3x3x3xf32>
  func.return
}

// -----

// (C13) The input batch dimension is also an input spatial dimension.
func.func @main(%lhs: tensor<1x4x4x2xf32>, %rhs: tensor<2x2x2x3xf32>) {
  // expected-error @+1 {{input dimensions repeats 1}}
  %r = "stablehlo.convolution"(%lhs, %rhs) {
    dimension_numbers = #stablehlo.conv<raw
      input_batch_dimension = 1, input_feature_dimension = 3, input_spatial_dimensions = [1, 2],
      kernel_input_feature_dimension = 2, kernel_output_feature_dimension = 3, kernel_spatial_dimensions = [0, 1],
      output_batch_dimension = 0, output_feature_dimension = 3, output_spatial_dimensions = [1, 2]>,
    feature_group_count = 1 : i64,
    batch_group_count = 1 : i64
  } : (tensor<1x4x4x2xf32>, tensor<2x2x2x3xf32>) -> tensor<1x3x3x3xf32>
  func.return
}

// -----

// (C13) An input feature dimension equal to the rank.
func.func @main(%lhs: tensor<1x4x4x2xf32>, %rhs: tensor<2x2x2x3xf32>) {
  // expected-error @+1 {{input dimensions value 4 is out of range [0, 4)}}
  %r = "stablehlo.convolution"(%lhs, %rhs) {
    dimension_numbers = #stablehlo.conv<raw
      input_batch_dimension = 0, input_feature_dimension = 4, input_spatial_dimensions = [1, 2],
      kernel_input_feature_dimension = 2, kernel_output_feature_dimension = 3, kernel_spatial_dimensions = [0, 1],
      output_batch_dimension = 0, output_feature_dimension = 3, output_spatial_dimensions = [1, 2]>,
    feature_group_count = 1 : i64,
    batch_group_count = 1 : i64
  } : (tensor<1x4x4x2xf32>, tensor<2x2x2x3xf32>) -> tensor<1x3x3x3xf32>
  func.return
}

// -----

// (C13) A negative input batch dimension.
func.func @main(%lhs: tensor<1x4x4x2xf32>, %rhs: tensor<2x2x2x3xf32>) {
  // expected-error @+1 {{input dimensions value -1 is out of range [0, 4)}}
  %r = "stablehlo.convolution"(%lhs, %rhs) {
    dimension_numbers = #stablehlo.conv<raw
      input_batch_dimension = -1, input_feature_dimension = 3, input_spatial_dimensions = [1, 2],
      kernel_input_feature_dimension = 2, kernel_output_feature_dimension = 3, kernel_spatial_dimensions = [0, 1],
      output_batch_dimension = 0, output_feature_dimension = 3, output_spatial_dimensions = [1, 2]>,
    feature_group_count = 1 : i64,
    batch_group_count = 1 : i64
  } : (tensor<1x4x4x2xf32>, tensor<2x2x2x3xf32>) -> tensor<1x3x3x3xf32>
  func.return
}

// -----

// (C14) 3 kernel input features for 2 input features.
func.func @main(%lhs: tensor<1x4x4x2xf32>, %rhs: tensor<2x2x3x3xf32>) {
  // expected-error @+1 {{kernel input features 3 times feature_group_count must equal the input features 2}}
  %r = "stablehlo.convolution"(%lhs, %rhs) {
    dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>,
    feature_group_count = 1 : i64,
    batch_group_count = 1 : i64
  } : (tensor<1x4x4x2xf32>, tensor<2x2x3x3xf32>) -> tensor<1x3x3x3xf32>
  func.return
}

// -----

// (C14) With 2 feature groups, 4 input features need 2 kernel input
// features, not 4.
func.func @main(%lhs: tensor<1x4x4x4xf32>, %rhs: tensor<2x2x4x2xf32>) {
  // expected-error @+1 {{kernel input features 4 times feature_group_count must equal the input features 4}}
  %r = "stablehlo.convolution"(%lhs, %rhs) {
    dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>,
    feature_group_count = 2 : i64,
    batch_group_count = 1 : i64
  } : (tensor<1x4x4x4xf32>, tensor<2x2x4x2xf32>) -> tensor<1x3x3x2xf32>
  func.return
}

// -----

// (C15) 3 kernel output features in 2 batch groups.
func.func @main(%lhs: tensor<2x4x4x2xf32>, %rhs: tensor<2x2x2x3xf32>) {
  // expected-error @+1 {{kernel output features are not a multiple of batch_group_count}}
  %r = "stablehlo.convolution"(%lhs, %rhs) {
    dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>,
    feature_group_count = 1 : i64,
    batch_group_count = 2 : i64
  } : (tensor<2x4x4x2xf32>, tensor<2x2x2x3xf32>) -> tensor<1x3x3x3xf32>
  func.return
}

// -----

// (C16) 3 kernel output features in 2 feature groups.
func.func @main(%lhs: tensor<1x4x4x4xf32>, %rhs: tensor<2x2x2x3xf32>) {
  // expected-error @+1 {{kernel output features are not a multiple of feature_group_count}}
  %r = "stablehlo.convolution"(%lhs, %rhs) {
    dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>,
    feature_group_count = 2 : i64,
    batch_group_count = 1 : i64
  } : (tensor<1x4x4x4xf32>, tensor<2x2x2x3xf32>) -> tensor<1x3x3x3xf32>
  func.return
}

// -----

// (C17) One kernel spatial dimension in a rank-4 convolution.
func.func @main(%lhs: tensor<1x4x4x2xf32>, %rhs: tensor<2x2x2x3xf32>) {
  // expected-error @+1 {{kernel dimensions needs 2 spatial dimensions}}
  %r = "stablehlo.convolution"(%lhs, %rhs) {
    dimension_numbers = #stablehlo.conv<raw
      input_batch_dimension = 0, input_feature_dimension = 3, input_spatial_dimensions = [1, 2],
      kernel_input_feature_dimension = 2, kernel_output_feature_dimension = 3, kernel_spatial_dimensions = [0],
      output_batch_dimension = 0, output_feature_dimension = 3, output_spatial_dimensions = [1, 2]>,
    feature_group_count = 1 : i64,
    batch_group_count = 1 : i64
  } : (tensor<1x4x4x2xf32>, tensor<2x2x2x3xf32>) -> tensor<1x3x3x3xf32>
  func.return
}

// -----

// (C18) The kernel input and output feature dimensions are the same.
func.func @main(%lhs: tensor<1x4x4x2xf32>, %rhs: tensor<2x2x2x3xf32>) {
  // expected-error @+1 {{kernel dimensions repeats 3}}
  %r = "stablehlo.convolution"(%lhs, %rhs) {
    dimension_numbers = #stablehlo.conv<raw
      input_batch_dimension = 0, input_feature_dimension = 3, input_spatial_dimensions = [1, 2],
      kernel_input_feature_dimension = 3, kernel_output_feature_dimension = 3, kernel_spatial_dimensions = [0, 1],
      output_batch_dimension = 0, output_feature_dimension = 3, output_spatial_dimensions = [1, 2]>,
    feature_group_count = 1 : i64,
    batch_group_count = 1 : i64
  } : (tensor<1x4x4x2xf32>, tensor<2x2x2x3xf32>) -> tensor<1x3x3x3xf32>
  func.return
}

// -----

// (C18) A kernel output feature dimension equal to the rank.
func.func @main(%lhs: tensor<1x4x4x2xf32>, %rhs: tensor<2x2x2x3xf32>) {
  // expected-error @+1 {{kernel dimensions value 4 is out of range [0, 4)}}
  %r = "stablehlo.convolution"(%lhs, %rhs) {
    dimension_numbers = #stablehlo.conv<raw
      input_batch_dimension = 0, input_feature_dimension = 3, input_spatial_dimensions = [1, 2],
      kernel_input_feature_dimension = 2, kernel_output_feature_dimension = 4, kernel_spatial_dimensions = [0, 1],
      output_batch_dimension = 0, output_feature_dimension = 3, output_spatial_dimensions = [1, 2]>,
    feature_group_count = 1 : i64,
    batch_group_count = 1 : i64
  } : (tensor<1x4x4x2xf32>, tensor<2x2x2x3xf32>) -> tensor<1x3x3x3xf32>
  func.return
}

// -----

// (C19) Three output spatial dimensions in a rank-4 convolution.
func.func @main(%lhs: tensor<1x4x4x2xf32>, %rhs: tensor<2x2x2x3xf32>) {
  // expected-error @+1 {{output dimensions needs 2 spatial dimensions}}
  %r = "stablehlo.convolution"(%lhs, %rhs) {
    dimension_numbers = #stablehlo.conv<raw
      input_batch_dimension = 0, input_feature_dimension = 3, input_spatial_dimensions = [1, 2],
      kernel_input_feature_dimension = 2, kernel_output_feature_dimension = 3, kernel_spatial_dimensions = [0, 1],
      output_batch_dimension = 0, output_feature_dimension = 3, output_spatial_dimensions = [1, 2, 3]>,
    feature_group_count = 1 : i64,
    batch_group_count = 1 : i64
  } : (tensor<1x4x4x2xf32>, tensor<2x2x2x3xf32>) -> tensor<1x3x3x3xf32>
  func.return
}

// -----

// (C20) The output batch and feature dimensions are the same.
func.func @main(%lhs: tensor<1x4x4x2xf32>, %rhs: tensor<2x2x2x3xf32>) {
  // expected-error @+1 {{output dimensions repeats 0}}
  %r = "stablehlo.convolution"(%lhs, %rhs) {
    dimension_numbers = #stablehlo.conv<raw
      input_batch_dimension = 0, input_feature_dimension = 3, input_spatial_dimensions = [1, 2],
      kernel_input_feature_dimension = 2, kernel_output_feature_dimension = 3, kernel_spatial_dimensions = [0, 1],
      output_batch_dimension = 0, output_feature_dimension = 0, output_spatial_dimensions = [1, 2]>,
    feature_group_count = 1 : i64,
    batch_group_count = 1 : i64
  } : (tensor<1x4x4x2xf32>, tensor<2x2x2x3xf32>) -> tensor<1x3x3x3xf32>
  func.return
}

// -----

// (C20) A negative output batch dimension.
func.func @main(%lhs: tensor<1x4x4x2xf32>, %rhs: tensor<2x2x2x3xf32>) {
  // expected-error @+1 {{output dimensions value -1 is out of range [0, 4)}}
  %r = "stablehlo.convolution"(%lhs, %rhs) {
    dimension_numbers = #stablehlo.conv<raw
      input_batch_dimension = 0, input_feature_dimension = 3, input_spatial_dimensions = [1, 2],
      kernel_input_feature_dimension = 2, kernel_output_feature_dimension = 3, kernel_spatial_dimensions = [0, 1],
      output_batch_dimension = -1, output_feature_dimension = 3, output_spatial_dimensions = [1, 2]>,
    feature_group_count = 1 : i64,
    batch_group_count = 1 : i64
  } : (tensor<1x4x4x2xf32>, tensor<2x2x2x3xf32>) -> tensor<1x3x3x3xf32>
  func.return
}

// -----

// (C21) feature_group_count = 0.
func.func @main(%lhs: tensor<1x4x4x2xf32>, %rhs: tensor<2x2x2x3xf32>) {
  // expected-error @+1 {{'feature_group_count' failed to satisfy constraint}}
  %r = "stablehlo.convolution"(%lhs, %rhs) {
    dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>,
    feature_group_count = 0 : i64,
    batch_group_count = 1 : i64
  } : (tensor<1x4x4x2xf32>, tensor<2x2x2x3xf32>) -> tensor<1x3x3x3xf32>
  func.return
}

// -----

// (C22) batch_group_count = -1.
func.func @main(%lhs: tensor<1x4x4x2xf32>, %rhs: tensor<2x2x2x3xf32>) {
  // expected-error @+1 {{'batch_group_count' failed to satisfy constraint}}
  %r = "stablehlo.convolution"(%lhs, %rhs) {
    dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>,
    feature_group_count = 1 : i64,
    batch_group_count = -1 : i64
  } : (tensor<1x4x4x2xf32>, tensor<2x2x2x3xf32>) -> tensor<1x3x3x3xf32>
  func.return
}

// -----

// (C23) Both group counts above 1 (each divides what it has to).
func.func @main(%lhs: tensor<2x4x4x2xf32>, %rhs: tensor<2x2x1x4xf32>) {
  // expected-error @+1 {{feature_group_count and batch_group_count cannot both exceed 1}}
  %r = "stablehlo.convolution"(%lhs, %rhs) {
    dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>,
    feature_group_count = 2 : i64,
    batch_group_count = 2 : i64
  } : (tensor<2x4x4x2xf32>, tensor<2x2x1x4xf32>) -> tensor<1x3x3x4xf32>
  func.return
}

// -----

// (C24) One precision value: accepted as upstream's verifier does
// (docs/design.md). A 1x1 kernel of 2 scales the input by 2.
func.func @one_precision() {
  %lhs = stablehlo.constant dense<[[[[1.0], [2.0]], [[3.0], [4.0]]]]> : tensor<1x2x2x1xf32>
  %rhs = stablehlo.constant dense<2.0> : tensor<1x1x1x1xf32>
  %r = "stablehlo.convolution"(%lhs, %rhs) {
    dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>,
    precision_config = [#stablehlo<precision HIGH>],
    feature_group_count = 1 : i64,
    batch_group_count = 1 : i64
  } : (tensor<1x2x2x1xf32>, tensor<1x1x1x1xf32>) -> tensor<1x2x2x1xf32>
  check.expect_eq_const %r, dense<[[[[2.0], [4.0]], [[6.0], [8.0]]]]> : tensor<1x2x2x1xf32>
  func.return
}

// -----

// (C24) Three precision values.
func.func @main(%lhs: tensor<1x4x4x2xf32>, %rhs: tensor<2x2x2x3xf32>) {
  // expected-error @+1 {{precision_config has 3 values, at most 2 (C24)}}
  %r = "stablehlo.convolution"(%lhs, %rhs) {
    dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>,
    precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision HIGH>, #stablehlo<precision HIGHEST>],
    feature_group_count = 1 : i64,
    batch_group_count = 1 : i64
  } : (tensor<1x4x4x2xf32>, tensor<2x2x2x3xf32>) -> tensor<1x3x3x3xf32>
  func.return
}

// -----

// (C25) The result batch is the lhs batch: 2, not 1.
func.func @main(%lhs: tensor<2x4x4x2xf32>, %rhs: tensor<2x2x2x3xf32>) {
  // expected-error @+1 {{expects result of shape [2, 3, 3, 3], got 'tensor<1x3x3x3xf32>'}}
  %r = "stablehlo.convolution"(%lhs, %rhs) {
    dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>,
    feature_group_count = 1 : i64,
    batch_group_count = 1 : i64
  } : (tensor<2x4x4x2xf32>, tensor<2x2x2x3xf32>) -> tensor<1x3x3x3xf32>
  func.return
}

// -----

// (C25) The result features are the kernel output features: 3, not 2.
func.func @main(%lhs: tensor<1x4x4x2xf32>, %rhs: tensor<2x2x2x3xf32>) {
  // expected-error @+1 {{expects result of shape [1, 3, 3, 3], got 'tensor<1x3x3x2xf32>'}}
  %r = "stablehlo.convolution"(%lhs, %rhs) {
    dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>,
    feature_group_count = 1 : i64,
    batch_group_count = 1 : i64
  } : (tensor<1x4x4x2xf32>, tensor<2x2x2x3xf32>) -> tensor<1x3x3x2xf32>
  func.return
}

// -----

// (C25) A 2-wide window over 4 elements fits 3 times, not 4.
func.func @main(%lhs: tensor<1x4x4x2xf32>, %rhs: tensor<2x2x2x3xf32>) {
  // expected-error @+1 {{expects result of shape [1, 3, 3, 3], got 'tensor<1x3x4x3xf32>'}}
  %r = "stablehlo.convolution"(%lhs, %rhs) {
    dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>,
    feature_group_count = 1 : i64,
    batch_group_count = 1 : i64
  } : (tensor<1x4x4x2xf32>, tensor<2x2x2x3xf32>) -> tensor<1x3x4x3xf32>
  func.return
}

// -----

// (C25) Stride 2: floor((4 - 2) / 2) + 1 = 2 windows.
func.func @main(%lhs: tensor<1x4x4x2xf32>, %rhs: tensor<2x2x2x3xf32>) {
  // expected-error @+1 {{expects result of shape [1, 2, 3, 3], got 'tensor<1x3x3x3xf32>'}}
  %r = "stablehlo.convolution"(%lhs, %rhs) {
    window_strides = array<i64: 2, 1>,
    dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>,
    feature_group_count = 1 : i64,
    batch_group_count = 1 : i64
  } : (tensor<1x4x4x2xf32>, tensor<2x2x2x3xf32>) -> tensor<1x3x3x3xf32>
  func.return
}

// -----

// (C25) Padding [1, 0] makes 5 rows: 4 windows.
func.func @main(%lhs: tensor<1x4x4x2xf32>, %rhs: tensor<2x2x2x3xf32>) {
  // expected-error @+1 {{expects result of shape [1, 4, 3, 3], got 'tensor<1x3x3x3xf32>'}}
  %r = "stablehlo.convolution"(%lhs, %rhs) {
    padding = dense<[[1, 0], [0, 0]]> : tensor<2x2xi64>,
    dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>,
    feature_group_count = 1 : i64,
    batch_group_count = 1 : i64
  } : (tensor<1x4x4x2xf32>, tensor<2x2x2x3xf32>) -> tensor<1x3x3x3xf32>
  func.return
}

// -----

// (C25) lhs dilation 2 makes (4 - 1) * 2 + 1 = 7 rows: 6 windows.
func.func @main(%lhs: tensor<1x4x4x2xf32>, %rhs: tensor<2x2x2x3xf32>) {
  // expected-error @+1 {{expects result of shape [1, 6, 3, 3], got 'tensor<1x3x3x3xf32>'}}
  %r = "stablehlo.convolution"(%lhs, %rhs) {
    lhs_dilation = array<i64: 2, 1>,
    dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>,
    feature_group_count = 1 : i64,
    batch_group_count = 1 : i64
  } : (tensor<1x4x4x2xf32>, tensor<2x2x2x3xf32>) -> tensor<1x3x3x3xf32>
  func.return
}

// -----

// (C25) rhs dilation 2 makes windows 3 wide: 2 windows.
func.func @main(%lhs: tensor<1x4x4x2xf32>, %rhs: tensor<2x2x2x3xf32>) {
  // expected-error @+1 {{expects result of shape [1, 3, 2, 3], got 'tensor<1x3x3x3xf32>'}}
  %r = "stablehlo.convolution"(%lhs, %rhs) {
    rhs_dilation = array<i64: 1, 2>,
    dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>,
    feature_group_count = 1 : i64,
    batch_group_count = 1 : i64
  } : (tensor<1x4x4x2xf32>, tensor<2x2x2x3xf32>) -> tensor<1x3x3x3xf32>
  func.return
}

// -----

// (C25) A window wider than the input: no window, not one.
func.func @main(%lhs: tensor<1x2x1xf32>, %rhs: tensor<3x1x1xf32>) {
  // expected-error @+1 {{expects result of shape [1, 0, 1], got 'tensor<1x1x1xf32>'}}
  %r = "stablehlo.convolution"(%lhs, %rhs) {
    dimension_numbers = #stablehlo.conv<[b, 0, f]x[0, i, o]->[b, 0, f]>,
    feature_group_count = 1 : i64,
    batch_group_count = 1 : i64
  } : (tensor<1x2x1xf32>, tensor<3x1x1xf32>) -> tensor<1x1x1xf32>
  func.return
}

// -----

// (C25) With 2 batch groups the result batch is 2 / 2 = 1.
func.func @main(%lhs: tensor<2x4x4x2xf32>, %rhs: tensor<2x2x2x4xf32>) {
  // expected-error @+1 {{expects result of shape [1, 3, 3, 4], got 'tensor<2x3x3x4xf32>'}}
  %r = "stablehlo.convolution"(%lhs, %rhs) {
    dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>,
    feature_group_count = 1 : i64,
    batch_group_count = 2 : i64
  } : (tensor<2x4x4x2xf32>, tensor<2x2x2x4xf32>) -> tensor<2x3x3x4xf32>
  func.return
}

// -----

// (C25) The result follows the output layout: NCHW gives 1x5x3x3, not the
// NHWC shape.
func.func @main(%lhs: tensor<1x4x4x2xf32>, %rhs: tensor<2x2x2x5xf32>) {
  // expected-error @+1 {{expects result of shape [1, 5, 3, 3], got 'tensor<1x3x3x5xf32>'}}
  %r = "stablehlo.convolution"(%lhs, %rhs) {
    dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, f, 0, 1]>,
    feature_group_count = 1 : i64,
    batch_group_count = 1 : i64
  } : (tensor<1x4x4x2xf32>, tensor<2x2x2x5xf32>) -> tensor<1x3x3x5xf32>
  func.return
}

// -----

// (C26) A rank-3 result for rank-4 operands.
func.func @main(%lhs: tensor<1x4x4x2xf32>, %rhs: tensor<2x2x2x3xf32>) {
  // expected-error @+1 {{the result must have the operands' rank (C26)}}
  %r = "stablehlo.convolution"(%lhs, %rhs) {
    dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>,
    feature_group_count = 1 : i64,
    batch_group_count = 1 : i64
  } : (tensor<1x4x4x2xf32>, tensor<2x2x2x3xf32>) -> tensor<1x3x3xf32>
  func.return
}

// -----

// (C26) A rank-5 result for rank-4 operands.
func.func @main(%lhs: tensor<1x4x4x2xf32>, %rhs: tensor<2x2x2x3xf32>) {
  // expected-error @+1 {{the result must have the operands' rank (C26)}}
  %r = "stablehlo.convolution"(%lhs, %rhs) {
    dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>,
    feature_group_count = 1 : i64,
    batch_group_count = 1 : i64
  } : (tensor<1x4x4x2xf32>, tensor<2x2x2x3xf32>) -> tensor<1x3x3x3x1xf32>
  func.return
}

// -----

// (C2) The pretty form: one stride for two spatial dimensions.
func.func @main(%lhs: tensor<1x4x4x2xf32>, %rhs: tensor<2x2x2x3xf32>) {
  // expected-error @+1 {{window_strides needs 2 values}}
  %r = stablehlo.convolution(%lhs, %rhs) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x4x4x2xf32>, tensor<2x2x2x3xf32>) -> tensor<1x3x3x3xf32>
  func.return
}

// -----

// (C9) The pretty form: one reversal flag for two spatial dimensions.
func.func @main(%lhs: tensor<1x4x4x2xf32>, %rhs: tensor<2x2x2x3xf32>) {
  // expected-error @+1 {{window_reversal needs 2 values}}
  %r = stablehlo.convolution(%lhs, %rhs) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {reverse = [0]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x4x4x2xf32>, tensor<2x2x2x3xf32>) -> tensor<1x3x3x3xf32>
  func.return
}
