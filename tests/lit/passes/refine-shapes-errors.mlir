// The refusals of --stablehlo-refine-shapes, each a located error.
// RUN: interpreter-opt --split-input-file --verify-diagnostics --stablehlo-refine-shapes %s

// Two calls that would refine one callee differently.
func.func @main(%x: tensor<3xf32>, %y: tensor<4xf32>) -> (tensor<?xf32>, tensor<?xf32>) {
  %a = stablehlo.convert %x : (tensor<3xf32>) -> tensor<?xf32>
  %b = stablehlo.convert %y : (tensor<4xf32>) -> tensor<?xf32>
  // expected-note @+1 {{the other call}}
  %c = func.call @f(%a) : (tensor<?xf32>) -> tensor<?xf32>
  // expected-error @+1 {{'func.call' op passes (tensor<4xf32>) to @f and another call passes (tensor<3xf32>): shape refinement needs every call of a function to pass the same argument types}}
  %d = func.call @f(%b) : (tensor<?xf32>) -> tensor<?xf32>
  return %c, %d : tensor<?xf32>, tensor<?xf32>
}
func.func private @f(%x: tensor<?xf32>) -> tensor<?xf32> {
  return %x : tensor<?xf32>
}

// -----

// expected-error @+1 {{shape refinement starts from the module's only function or its @main, and this module has 2 functions and no @main}}
module {
  func.func @f(%x: tensor<2xf32>) -> tensor<?xf32> {
    %a = stablehlo.abs %x : (tensor<2xf32>) -> tensor<?xf32>
    return %a : tensor<?xf32>
  }
  func.func @g(%x: tensor<2xf32>) -> tensor<2xf32> {
    return %x : tensor<2xf32>
  }
}
