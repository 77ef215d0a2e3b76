// ApproxTopK's contract violations are located errors naming the target.
// RUN: interpreter-translate --interpret -split-input-file -verify-diagnostics %s

func.func private @gt(%a: tensor<f32>, %b: tensor<f32>, %i: tensor<i32>, %j: tensor<i32>) -> tensor<i1> {
  %r = stablehlo.compare GT, %a, %b : (tensor<f32>, tensor<f32>) -> tensor<i1>
  return %r : tensor<i1>
}
func.func @main() -> tensor<2xf32> {
  %x = stablehlo.constant dense<[3.0, 1.0, 4.0]> : tensor<3xf32>
  %iota = stablehlo.iota dim = 0 : tensor<3xi32>
  %init = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %arg = stablehlo.constant dense<-1> : tensor<i32>
  // expected-error @+1 {{custom_call @ApproxTopK: mhlo.backend_config needs `top_k`}}
  %v, %i = stablehlo.custom_call @ApproxTopK(%x, %iota, %init, %arg) {called_computations = [@gt], mhlo.backend_config = {aggregate_to_topk = true, recall_target = 0.95 : f32, reduction_dim = 0 : i64, reduction_input_size_override = -1 : i64}} : (tensor<3xf32>, tensor<3xi32>, tensor<f32>, tensor<i32>) -> (tensor<2xf32>, tensor<2xi32>)
  return %v : tensor<2xf32>
}

// -----

func.func private @gt(%a: tensor<f32>, %b: tensor<f32>, %i: tensor<i32>, %j: tensor<i32>) -> tensor<i1> {
  %r = stablehlo.compare GT, %a, %b : (tensor<f32>, tensor<f32>) -> tensor<i1>
  return %r : tensor<i1>
}
func.func @main() -> tensor<3xf32> {
  %x = stablehlo.constant dense<[3.0, 1.0, 4.0]> : tensor<3xf32>
  %iota = stablehlo.iota dim = 0 : tensor<3xi32>
  %init = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %arg = stablehlo.constant dense<-1> : tensor<i32>
  // expected-error @+1 {{custom_call @ApproxTopK: the results keep 3 elements along the reduction dimension; aggregate_to_topk needs top_k = 2}}
  %v, %i = stablehlo.custom_call @ApproxTopK(%x, %iota, %init, %arg) {called_computations = [@gt], mhlo.backend_config = {aggregate_to_topk = true, recall_target = 0.95 : f32, reduction_dim = 0 : i64, reduction_input_size_override = -1 : i64, top_k = 2 : i64}} : (tensor<3xf32>, tensor<3xi32>, tensor<f32>, tensor<i32>) -> (tensor<3xf32>, tensor<3xi32>)
  return %v : tensor<3xf32>
}

// -----

func.func private @gt(%a: tensor<f32>, %b: tensor<f32>, %i: tensor<i32>, %j: tensor<i32>) -> tensor<i1> {
  %r = stablehlo.compare GT, %a, %b : (tensor<f32>, tensor<f32>) -> tensor<i1>
  return %r : tensor<i1>
}
func.func @main() -> tensor<2xf32> {
  %x = stablehlo.constant dense<[3.0, 1.0, 4.0]> : tensor<3xf32>
  %iota = stablehlo.iota dim = 0 : tensor<3xi32>
  %init = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %arg = stablehlo.constant dense<-1> : tensor<i32>
  // expected-error @+1 {{custom_call @ApproxTopK: recall_target = 1.50 is not in (0, 1]}}
  %v, %i = stablehlo.custom_call @ApproxTopK(%x, %iota, %init, %arg) {called_computations = [@gt], mhlo.backend_config = {aggregate_to_topk = true, recall_target = 1.5 : f32, reduction_dim = 0 : i64, reduction_input_size_override = -1 : i64, top_k = 2 : i64}} : (tensor<3xf32>, tensor<3xi32>, tensor<f32>, tensor<i32>) -> (tensor<2xf32>, tensor<2xi32>)
  return %v : tensor<2xf32>
}

// -----

func.func @main() -> tensor<2xf32> {
  %x = stablehlo.constant dense<[3.0, 1.0, 4.0]> : tensor<3xf32>
  %iota = stablehlo.iota dim = 0 : tensor<3xi32>
  %init = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %arg = stablehlo.constant dense<-1> : tensor<i32>
  // expected-error @+1 {{custom_call @ApproxTopK needs one called computation (its comparator)}}
  %v, %i = stablehlo.custom_call @ApproxTopK(%x, %iota, %init, %arg) {mhlo.backend_config = {aggregate_to_topk = true, recall_target = 0.95 : f32, reduction_dim = 0 : i64, reduction_input_size_override = -1 : i64, top_k = 2 : i64}} : (tensor<3xf32>, tensor<3xi32>, tensor<f32>, tensor<i32>) -> (tensor<2xf32>, tensor<2xi32>)
  return %v : tensor<2xf32>
}

// -----

func.func private @gt(%a: tensor<f32>, %b: tensor<f32>, %i: tensor<i32>, %j: tensor<i32>) -> tensor<i1> {
  %r = stablehlo.compare GT, %a, %b : (tensor<f32>, tensor<f32>) -> tensor<i1>
  return %r : tensor<i1>
}
func.func @main() -> tensor<2xf32> {
  %x = stablehlo.constant dense<[3.0, 1.0, 4.0]> : tensor<3xf32>
  %iota = stablehlo.iota dim = 0 : tensor<3xi32>
  %init = stablehlo.constant dense<0xFF800000> : tensor<1xf32>
  %arg = stablehlo.constant dense<-1> : tensor<i32>
  // expected-error @+1 {{custom_call @ApproxTopK: init value 0 must be a scalar of 'f32', got 'tensor<1xf32>'}}
  %v, %i = stablehlo.custom_call @ApproxTopK(%x, %iota, %init, %arg) {called_computations = [@gt], mhlo.backend_config = {aggregate_to_topk = true, recall_target = 0.95 : f32, reduction_dim = 0 : i64, reduction_input_size_override = -1 : i64, top_k = 2 : i64}} : (tensor<3xf32>, tensor<3xi32>, tensor<1xf32>, tensor<i32>) -> (tensor<2xf32>, tensor<2xi32>)
  return %v : tensor<2xf32>
}

// -----

func.func private @gt(%a: tensor<f32>, %b: tensor<f32>, %i: tensor<i32>, %j: tensor<i32>) -> tensor<i1> {
  %r = stablehlo.compare GT, %a, %b : (tensor<f32>, tensor<f32>) -> tensor<i1>
  return %r : tensor<i1>
}
func.func @main() -> tensor<2xf32> {
  %x = stablehlo.constant dense<[3.0, 1.0, 4.0]> : tensor<3xf32>
  %iota = stablehlo.iota dim = 0 : tensor<3xi32>
  %init = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %arg = stablehlo.constant dense<-1> : tensor<i32>
  // expected-error @+1 {{custom_call @ApproxTopK takes no attribute `is_max_k`}}
  %v, %i = stablehlo.custom_call @ApproxTopK(%x, %iota, %init, %arg) {called_computations = [@gt], mhlo.backend_config = {aggregate_to_topk = true, is_max_k = true, recall_target = 0.95 : f32, reduction_dim = 0 : i64, reduction_input_size_override = -1 : i64, top_k = 2 : i64}} : (tensor<3xf32>, tensor<3xi32>, tensor<f32>, tensor<i32>) -> (tensor<2xf32>, tensor<2xi32>)
  return %v : tensor<2xf32>
}
