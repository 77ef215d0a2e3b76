// collective_broadcast's has_dynamic_root: the last operand holds the root
// (C4), the other operands have one result each (C5). The interpreter
// refuses such an op when it runs, as it refuses collective_reduce's.
// RUN: interpreter-translate --interpret -split-input-file -verify-diagnostics %s

func.func @main() {
  %x = stablehlo.constant dense<[1, 2]> : tensor<2xi64>
  %root = stablehlo.constant dense<0> : tensor<1xi32>
  // expected-error @+1 {{collective_broadcast with has_dynamic_root is not supported by the interpreter}}
  %0 = "stablehlo.collective_broadcast"(%x, %root) {
    replica_groups = dense<[[0]]> : tensor<1x1xi64>,
    has_dynamic_root
  } : (tensor<2xi64>, tensor<1xi32>) -> tensor<2xi64>
  func.return
}

// -----

// (C4): the root is a tensor of i32.
func.func @root_i64(%x: tensor<2xi64>, %root: tensor<1xi64>) -> tensor<2xi64> {
  // expected-error @+1 {{'stablehlo.collective_broadcast' op root operand must be a tensor of i32, got 'tensor<1xi64>' (C4)}}
  %0 = "stablehlo.collective_broadcast"(%x, %root) {
    replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>,
    has_dynamic_root
  } : (tensor<2xi64>, tensor<1xi64>) -> tensor<2xi64>
  func.return %0 : tensor<2xi64>
}

// -----

// (C4): has_dynamic_root needs the root operand.
func.func @no_root() {
  // expected-error @+1 {{'stablehlo.collective_broadcast' op has_dynamic_root needs a root operand (C4)}}
  "stablehlo.collective_broadcast"() {
    replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>,
    has_dynamic_root
  } : () -> ()
  func.return
}

// -----

// (C5): without has_dynamic_root, the i32 tensor is data and needs a result.
func.func @root_without_flag(%x: tensor<2xi64>, %root: tensor<1xi32>) -> tensor<2xi64> {
  // expected-error @+1 {{'stablehlo.collective_broadcast' op needs one result per operand (C5)}}
  %0 = "stablehlo.collective_broadcast"(%x, %root) {
    replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>
  } : (tensor<2xi64>, tensor<1xi32>) -> tensor<2xi64>
  func.return %0 : tensor<2xi64>
}
