// linalg's runtime errors, each located: an indexing map that leaves its
// operand (possible only with dynamic shapes, which the verifier cannot
// check), run-time sizes that disagree with the loops, an error of an op
// in the body (at that op), a body op without an evaluator, and memref
// operands (their producer has no evaluator: the interpreter holds
// values, not buffers).
// RUN: interpreter-translate --interpret -split-input-file -verify-diagnostics %s

func.func @main() -> tensor<3xi32> {
  %c = util.unfoldable_constant dense<[1, 2, 3]> : tensor<3xi32>
  %in = tensor.cast %c : tensor<3xi32> to tensor<?xi32>
  %init = tensor.empty() : tensor<3xi32>
  // expected-error @+1 {{indexing map #0 (d0) -> (d0 + 1) gives index [3] at loop point [2], out of bounds of the operand's shape [3]}}
  %r = linalg.generic {
      indexing_maps = [affine_map<(d0) -> (d0 + 1)>, affine_map<(d0) -> (d0)>],
      iterator_types = ["parallel"]}
      ins(%in : tensor<?xi32>) outs(%init : tensor<3xi32>) {
    ^bb0(%a: i32, %o: i32):
      linalg.yield %a : i32
  } -> tensor<3xi32>
  return %r : tensor<3xi32>
}

// -----

func.func @main() -> tensor<3xi32> {
  %c = util.unfoldable_constant dense<[1, 2, 3, 4]> : tensor<4xi32>
  %in = tensor.cast %c : tensor<4xi32> to tensor<?xi32>
  %init = tensor.empty() : tensor<3xi32>
  // expected-error @+1 {{operand #1 has size 3 in dimension 0, where its map puts loop d0, which runs over 4}}
  %r = linalg.generic {
      indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>],
      iterator_types = ["parallel"]}
      ins(%in : tensor<?xi32>) outs(%init : tensor<3xi32>) {
    ^bb0(%a: i32, %o: i32):
      linalg.yield %a : i32
  } -> tensor<3xi32>
  return %r : tensor<3xi32>
}

// -----

func.func @main() -> tensor<3xi32> {
  %c = util.unfoldable_constant dense<[1, 2, 3]> : tensor<3xi32>
  %in = tensor.cast %c : tensor<3xi32> to tensor<?xi32>
  %init = tensor.empty() : tensor<3xi32>
  // expected-error @+1 {{indexing map #0 (d0) -> (d0 - 1) gives index [-1] at loop point [0], out of bounds of the operand's shape [3]}}
  %r = linalg.generic {
      indexing_maps = [affine_map<(d0) -> (d0 - 1)>, affine_map<(d0) -> (d0)>],
      iterator_types = ["parallel"]}
      ins(%in : tensor<?xi32>) outs(%init : tensor<3xi32>) {
    ^bb0(%a: i32, %o: i32):
      linalg.yield %a : i32
  } -> tensor<3xi32>
  return %r : tensor<3xi32>
}

// -----

func.func @main() -> tensor<2xi32> {
  %a = util.unfoldable_constant dense<[6, 7]> : tensor<2xi32>
  %b = util.unfoldable_constant dense<[3, 0]> : tensor<2xi32>
  %init = tensor.empty() : tensor<2xi32>
  %r = linalg.map ins(%a, %b : tensor<2xi32>, tensor<2xi32>) outs(%init : tensor<2xi32>)
      (%x: i32, %y: i32, %o: i32) {
        // expected-error @+1 {{integer division by zero}}
        %q = arith.divsi %x, %y : i32
        linalg.yield %q : i32
      }
  return %r : tensor<2xi32>
}

// -----

func.func @main() -> tensor<2xf32> {
  %a = util.unfoldable_constant dense<[1.0, 2.0]> : tensor<2xf32>
  %init = tensor.empty() : tensor<2xf32>
  %r = linalg.generic {
      indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>],
      iterator_types = ["parallel"]}
      ins(%a : tensor<2xf32>) outs(%init : tensor<2xf32>) {
    ^bb0(%x: f32, %o: f32):
      // expected-error @+1 {{the interpreter does not support 'math.exp2'}}
      %e = math.exp2 %x : f32
      linalg.yield %e : f32
  } -> tensor<2xf32>
  return %r : tensor<2xf32>
}

// -----

func.func private @fill(%m: memref<4xf32>) {
  %v = arith.constant 1.0 : f32
  linalg.fill ins(%v : f32) outs(%m : memref<4xf32>)
  return
}

func.func @main() {
  // expected-error @+1 {{the interpreter does not support 'memref.alloc'}}
  %m = memref.alloc() : memref<4xf32>
  func.call @fill(%m) : (memref<4xf32>) -> ()
  return
}
