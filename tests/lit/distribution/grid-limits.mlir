// The size of a process grid is checked (issue 29): a mesh whose axis
// product overflows or exceeds the limit of 1024 devices is an error, not a
// crash or std::length_error; ids of INT64_MAX are ids like others.
// RUN: interpreter-translate --interpret -split-input-file -verify-diagnostics %s

// An axis of INT64_MAX.
sdy.mesh @mesh = <["x"=9223372036854775807]>
func.func @main() {
  %a = stablehlo.constant dense<1> : tensor<i32>
  // expected-error @+1 {{sdy.manual_computation's mesh (axis sizes 9223372036854775807) has more devices than the limit of 1024}}
  %r = sdy.manual_computation(%a) in_shardings=[<@mesh, []>]
      out_shardings=[<@mesh, []>] manual_axes={"x"} (%x: tensor<i32>) {
    sdy.return %x : tensor<i32>
  } : (tensor<i32>) -> tensor<i32>
  func.return
}

// -----

// Axes whose product overflows int64 (2^32 * 2^32).
sdy.mesh @mesh = <["x"=4294967296, "y"=4294967296]>
func.func @main() {
  %a = stablehlo.constant dense<1> : tensor<i32>
  // expected-error @+1 {{sdy.manual_computation's mesh (axis sizes 4294967296x4294967296) has more devices than the limit of 1024}}
  %r = sdy.manual_computation(%a) in_shardings=[<@mesh, []>]
      out_shardings=[<@mesh, []>] manual_axes={"x", "y"} (%x: tensor<i32>) {
    sdy.return %x : tensor<i32>
  } : (tensor<i32>) -> tensor<i32>
  func.return
}

// -----

// 1025 devices: one more than the limit.
sdy.mesh @mesh = <["x"=5, "y"=205]>
func.func @main() {
  %a = stablehlo.constant dense<1> : tensor<i32>
  // expected-error @+1 {{sdy.manual_computation's mesh (axis sizes 5x205) has more devices than the limit of 1024}}
  %r = sdy.manual_computation(%a) in_shardings=[<@mesh, []>]
      out_shardings=[<@mesh, []>] manual_axes={"x", "y"} (%x: tensor<i32>) {
    sdy.return %x : tensor<i32>
  } : (tensor<i32>) -> tensor<i32>
  func.return
}

// -----

// An id of INT64_MAX in replica_groups is not a repeated id: it is outside
// the grid at run time.
func.func @main() {
  %a = stablehlo.constant dense<1> : tensor<2xi64>
  // expected-error @+1 {{replica group id 9223372036854775807 is outside the process grid of 1x1}}
  %0 = "stablehlo.all_reduce"(%a) ({
    ^bb0(%x: tensor<i64>, %y: tensor<i64>):
      %s = stablehlo.add %x, %y : tensor<i64>
      stablehlo.return %s : tensor<i64>
  }) {replica_groups = dense<[[0, 9223372036854775807]]> : tensor<1x2xi64>} : (tensor<2xi64>) -> tensor<2xi64>
  func.return
}

// -----

// The same in source_target_pairs.
func.func @main() {
  %a = stablehlo.constant dense<1> : tensor<2xi64>
  // expected-error @+1 {{source_target_pairs id 9223372036854775807 is outside the process grid}}
  %0 = "stablehlo.collective_permute"(%a) {source_target_pairs = dense<[[0, 9223372036854775807]]> : tensor<1x2xi64>} : (tensor<2xi64>) -> tensor<2xi64>
  func.return
}

// -----

// A repeated INT64_MAX is still a repeated id.
func.func @main() {
  %a = stablehlo.constant dense<1> : tensor<2xi64>
  // expected-error @+1 {{replica_groups repeats id 9223372036854775807}}
  %0 = "stablehlo.all_gather"(%a) {all_gather_dim = 0 : i64,
    replica_groups = dense<[[9223372036854775807, 9223372036854775807]]> : tensor<1x2xi64>} : (tensor<2xi64>) -> tensor<4xi64>
  func.return
}
