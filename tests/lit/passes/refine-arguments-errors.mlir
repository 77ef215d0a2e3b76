// The refusals of --stablehlo-refine-arguments, each a located error.
// RUN: interpreter-opt --split-input-file --verify-diagnostics '--stablehlo-refine-arguments=types=tensor<4xf32>' %s

// expected-error @+1 {{'func.func' op takes 2 arguments but 1 refined types were given}}
func.func @main(%x: tensor<?xf32>, %y: tensor<?xf32>) -> tensor<?xf32> {
  return %x : tensor<?xf32>
}

// -----

// expected-error @+1 {{'func.func' op cannot refine argument #0 from 'tensor<3xf32>' to 'tensor<4xf32>': a static dimension changes}}
func.func @main(%x: tensor<3xf32>) -> tensor<3xf32> {
  return %x : tensor<3xf32>
}

// -----

// expected-error @+1 {{'func.func' op cannot refine argument #0 from 'tensor<?xi32>' to 'tensor<4xf32>': the element types differ}}
func.func @main(%x: tensor<?xi32>) -> tensor<?xi32> {
  return %x : tensor<?xi32>
}

// -----

// expected-error @+1 {{'func.func' op cannot refine argument #0 from 'tensor<?x?xf32>' to 'tensor<4xf32>': the ranks differ}}
func.func @main(%x: tensor<?x?xf32>) -> tensor<?x?xf32> {
  return %x : tensor<?x?xf32>
}

// -----

// expected-error @+1 {{shape refinement starts from the module's only function or its @main, and this module has 2 functions and no @main}}
module {
  func.func @f(%x: tensor<?xf32>) -> tensor<?xf32> {
    return %x : tensor<?xf32>
  }
  func.func @g(%x: tensor<?xf32>) -> tensor<?xf32> {
    return %x : tensor<?xf32>
  }
}
