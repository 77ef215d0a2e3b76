// A failing shape assertion is an error with its message (placeholders
// filled in); an unknown custom_call target is an error naming it.
// RUN: interpreter-translate --interpret -split-input-file -verify-diagnostics %s

func.func @main() {
  %false = stablehlo.constant dense<false> : tensor<i1>
  %b = stablehlo.constant dense<0> : tensor<i32>
  // expected-error @+1 {{Input shapes do not match the polymorphic shapes specification. Expected value >= 1 for dimension variable 'b'. Obtained dimension variables: 'b' = 0 from specification 'b' for dimension args[0].shape[0] (= 0).}}
  stablehlo.custom_call @shape_assertion(%false, %b, %b) {api_version = 2 : i32, error_message = "Input shapes do not match the polymorphic shapes specification. Expected value >= 1 for dimension variable 'b'. Obtained dimension variables: 'b' = {0} from specification 'b' for dimension args[0].shape[0] (= {1}).", has_side_effect = true} : (tensor<i1>, tensor<i32>, tensor<i32>) -> ()
  func.return
}

// -----

func.func @main() {
  %x = stablehlo.constant dense<1.0> : tensor<2xf32>
  // expected-error @+1 {{the interpreter does not support custom_call @my_kernel}}
  %y = stablehlo.custom_call @my_kernel(%x) : (tensor<2xf32>) -> tensor<2xf32>
  func.return
}

// -----

func.func @main() {
  %x = stablehlo.constant dense<1.0> : tensor<4xf32>
  %k = stablehlo.constant dense<5> : tensor<i64>
  // expected-error @+1 {{top_k: k = 5 is out of range for a last dimension of size 4}}
  %v, %i = stablehlo.custom_call @stablehlo.dynamic_top_k(%x, %k) : (tensor<4xf32>, tensor<i64>) -> (tensor<?xf32>, tensor<?xi32>)
  func.return
}

// -----

func.func @main() {
  %x = stablehlo.constant dense<1.0> : tensor<4xf32>
  // expected-error @+1 {{custom_call @mhlo.topk computed a 'tensor<2xf32>' for a result of type 'tensor<3xf32>'}}
  %v, %i = stablehlo.custom_call @mhlo.topk(%x) {mhlo.attributes = {k = 2 : i64, largest = true}} : (tensor<4xf32>) -> (tensor<3xf32>, tensor<3xi32>)
  func.return
}
