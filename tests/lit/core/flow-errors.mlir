// flow.tensor.dynamic_constant's verifier: the result type must be able to
// hold the value (element type, rank, static dimensions).
// RUN: interpreter-opt -split-input-file -verify-diagnostics %s

func.func @static_dimension_differs() {
  // expected-error @+1 {{value of type 'tensor<3x2xi32>' is not a value of the result type 'tensor<?x3xi32>'}}
  %a = flow.tensor.dynamic_constant dense<[[1, 2], [3, 4], [5, 6]]> : tensor<3x2xi32> -> tensor<?x3xi32>
  func.return
}

// -----

func.func @rank_differs() {
  // expected-error @+1 {{value of type 'tensor<2xi32>' is not a value of the result type 'tensor<?x?xi32>'}}
  %a = flow.tensor.dynamic_constant dense<[1, 2]> : tensor<2xi32> -> tensor<?x?xi32>
  func.return
}

// -----

func.func @element_type_differs() {
  // expected-error @+1 {{value of type 'tensor<2xi32>' is not a value of the result type 'tensor<?xf32>'}}
  %a = flow.tensor.dynamic_constant dense<[1, 2]> : tensor<2xi32> -> tensor<?xf32>
  func.return
}
