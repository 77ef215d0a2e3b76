// Found by fuzz-mlir-interpret (ASan, heap-buffer-overflow): a while body
// whose return was cut off crashed the verifier, which read the operands of
// the block's last op as its terminator before MLIR checks that blocks end
// in one. Every region op's verifier now reports a missing return.
// RUN: interpreter-translate --interpret -split-input-file -verify-diagnostics %s

func.func @while_body_without_return() {
  %zero = stablehlo.constant dense<0> : tensor<i32>
  // expected-error @+1 {{body must end in a return}}
  %r = "stablehlo.while"(%zero) ({
  ^bb0(%i: tensor<i32>):
    %c = stablehlo.compare LT, %i, %i, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  }, {
  ^bb0(%i: tensor<i32>):
  }) : (tensor<i32>) -> tensor<i32>
  func.return
}

// -----

func.func @while_cond_without_return() {
  %zero = stablehlo.constant dense<0> : tensor<i32>
  // expected-error @+1 {{cond must end in a return}}
  %r = "stablehlo.while"(%zero) ({
  ^bb0(%i: tensor<i32>):
    %c = stablehlo.compare LT, %i, %i, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
  }, {
  ^bb0(%i: tensor<i32>):
    stablehlo.return %i : tensor<i32>
  }) : (tensor<i32>) -> tensor<i32>
  func.return
}

// -----

func.func @if_without_return(%p: tensor<i1>) {
  %zero = stablehlo.constant dense<0> : tensor<i32>
  // expected-error @+1 {{each branch must end in a return}}
  %r = "stablehlo.if"(%p) ({
    stablehlo.return %zero : tensor<i32>
  }, {
  ^bb0:
  }) : (tensor<i1>) -> tensor<i32>
  func.return
}

// -----

func.func @sort_comparator_without_return() {
  %x = stablehlo.constant dense<[3, 1]> : tensor<2xi32>
  // expected-error @+1 {{comparator must end in a return}}
  %r = "stablehlo.sort"(%x) ({
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
  }) {dimension = 0 : i64, is_stable = false} : (tensor<2xi32>) -> tensor<2xi32>
  func.return
}

// -----

func.func @reduce_body_without_return() {
  %x = stablehlo.constant dense<[3, 1]> : tensor<2xi32>
  %zero = stablehlo.constant dense<0> : tensor<i32>
  // expected-error @+1 {{body must end in a return}}
  %r = "stablehlo.reduce"(%x, %zero) ({
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    %s = stablehlo.add %a, %b : tensor<i32>
  }) {dimensions = array<i64: 0>} : (tensor<2xi32>, tensor<i32>) -> tensor<i32>
  func.return
}

// -----

func.func @reduce_window_body_without_return() {
  %x = stablehlo.constant dense<[3, 1]> : tensor<2xi32>
  %zero = stablehlo.constant dense<0> : tensor<i32>
  // expected-error @+1 {{body must end in a return}}
  %r = "stablehlo.reduce_window"(%x, %zero) ({
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
  }) {window_dimensions = array<i64: 2>} : (tensor<2xi32>, tensor<i32>) -> tensor<1xi32>
  func.return
}

// -----

func.func @scatter_update_without_return() {
  %x = stablehlo.constant dense<[3, 1]> : tensor<2xi32>
  %i = stablehlo.constant dense<[[0]]> : tensor<1x1xi32>
  %u = stablehlo.constant dense<[5]> : tensor<1xi32>
  // expected-error @+1 {{update_computation must end in a return}}
  %r = "stablehlo.scatter"(%x, %i, %u) ({
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
  }) {scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>} : (tensor<2xi32>, tensor<1x1xi32>, tensor<1xi32>) -> tensor<2xi32>
  func.return
}

// -----

func.func @select_and_scatter_select_without_return() {
  %x = stablehlo.constant dense<[3, 1]> : tensor<2xi32>
  %s = stablehlo.constant dense<[5]> : tensor<1xi32>
  %zero = stablehlo.constant dense<0> : tensor<i32>
  // expected-error @+1 {{select must end in a return}}
  %r = "stablehlo.select_and_scatter"(%x, %s, %zero) ({
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
  }, {
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    %t = stablehlo.add %a, %b : tensor<i32>
    stablehlo.return %t : tensor<i32>
  }) {window_dimensions = array<i64: 2>} : (tensor<2xi32>, tensor<1xi32>, tensor<i32>) -> tensor<2xi32>
  func.return
}

// -----

func.func @select_and_scatter_scatter_without_return() {
  %x = stablehlo.constant dense<[3, 1]> : tensor<2xi32>
  %s = stablehlo.constant dense<[5]> : tensor<1xi32>
  %zero = stablehlo.constant dense<0> : tensor<i32>
  // expected-error @+1 {{scatter must end in a return}}
  %r = "stablehlo.select_and_scatter"(%x, %s, %zero) ({
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    %c = stablehlo.compare GE, %a, %b, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  }, {
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
  }) {window_dimensions = array<i64: 2>} : (tensor<2xi32>, tensor<1xi32>, tensor<i32>) -> tensor<2xi32>
  func.return
}

// -----

func.func @map_computation_without_return() {
  %x = stablehlo.constant dense<[3, 1]> : tensor<2xi32>
  // expected-error @+1 {{computation must end in a return}}
  %r = "stablehlo.map"(%x) ({
  ^bb0(%a: tensor<i32>):
  }) {dimensions = array<i64: 0>} : (tensor<2xi32>) -> tensor<2xi32>
  func.return
}
