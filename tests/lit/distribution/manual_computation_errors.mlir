// sdy.manual_computation on several devices: what goes wrong ends in a
// located error, never a hang.
// RUN: interpreter-translate --interpret -split-input-file -verify-diagnostics %s

// A run-time dimension (3) that the manual axis (2 devices) does not divide.
sdy.mesh @mesh = <["x"=2]>
func.func @main() {
  %shape = stablehlo.constant dense<3> : tensor<1xi64>
  %a = stablehlo.dynamic_iota %shape, dim = 0 : (tensor<1xi64>) -> tensor<?xi32>
  // expected-error @+1 {{operand #0: dimension 0 of size 3 is not divisible by its manual axes' size 2}}
  %r = sdy.manual_computation(%a) in_shardings=[<@mesh, [{"x"}]>]
      out_shardings=[<@mesh, [{"x"}]>] manual_axes={"x"} (%x: tensor<?xi32>) {
    sdy.return %x : tensor<?xi32>
  } : (tensor<?xi32>) -> tensor<?xi32>
  func.return
}

// -----

// A static dimension that the manual axes do not divide is a verifier error.
sdy.mesh @mesh = <["x"=4]>
func.func @main() {
  %a = stablehlo.constant dense<[1, 2, 3, 4, 5, 6]> : tensor<6xi32>
  // expected-error @+1 {{dimension 0 of size 6 is not divisible by its manual axes' size 4}}
  %r = sdy.manual_computation(%a) in_shardings=[<@mesh, [{"x"}]>]
      out_shardings=[<@mesh, [{"x"}]>] manual_axes={"x"} (%x: tensor<1xi32>) {
    sdy.return %x : tensor<1xi32>
  } : (tensor<6xi32>) -> tensor<4xi32>
  func.return
}

// -----

// Device 1 divides by zero before the all_reduce that device 0 waits in:
// the error is reported where it happens, device 0 stops there (as a
// process of interpreter.run_parallel does), and the op fails naming both.
sdy.mesh @mesh = <["x"=2]>
func.func @main() {
  %a = stablehlo.constant dense<[1, 0]> : tensor<2xi32>
  // expected-error @+1 {{sdy.manual_computation failed on device(s) 0, 1}}
  %r = sdy.manual_computation(%a) in_shardings=[<@mesh, [{"x"}]>]
      out_shardings=[<@mesh, [{"x"}]>] manual_axes={"x"} (%x: tensor<1xi32>) {
    %one = stablehlo.constant dense<1> : tensor<1xi32>
    // expected-error @+1 {{integer division by zero}}
    %q = stablehlo.divide %one, %x : tensor<1xi32>
    // expected-error @+1 {{stopped: another process of the grid failed}}
    %s = "stablehlo.all_reduce"(%q) ({
    ^bb0(%p: tensor<i32>, %r: tensor<i32>):
      %t = stablehlo.add %p, %r : tensor<i32>
      stablehlo.return %t : tensor<i32>
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>,
        channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>,
        use_global_device_ids} : (tensor<1xi32>) -> tensor<1xi32>
    sdy.return %s : tensor<1xi32>
  } : (tensor<2xi32>) -> tensor<2xi32>
  func.return
}

// -----

// A collective whose group the other device never joins (device 1 skips
// it and finishes): a deadlock, reported on device 0, not a hang.
sdy.mesh @mesh = <["x"=2]>
func.func @main() {
  %a = stablehlo.constant dense<[1, 2]> : tensor<2xi32>
  // expected-error @+1 {{sdy.manual_computation failed on device(s) 0}}
  %r = sdy.manual_computation(%a) in_shardings=[<@mesh, [{"x"}]>]
      out_shardings=[<@mesh, [{"x"}]>] manual_axes={"x"} (%x: tensor<1xi32>) {
    %id = stablehlo.partition_id : tensor<ui32>
    %zero = stablehlo.constant dense<0> : tensor<ui32>
    %first = stablehlo.compare EQ, %id, %zero : (tensor<ui32>, tensor<ui32>) -> tensor<i1>
    %s = "stablehlo.if"(%first) ({
      // expected-error-re @+1 {{deadlock: {{.*}}}}
      %g = "stablehlo.all_reduce"(%x) ({
      ^bb0(%p: tensor<i32>, %q: tensor<i32>):
        %t = stablehlo.add %p, %q : tensor<i32>
        stablehlo.return %t : tensor<i32>
      }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>,
          channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>,
          use_global_device_ids} : (tensor<1xi32>) -> tensor<1xi32>
      stablehlo.return %g : tensor<1xi32>
    }, {
      stablehlo.return %x : tensor<1xi32>
    }) : (tensor<i1>) -> tensor<1xi32>
    sdy.return %s : tensor<1xi32>
  } : (tensor<2xi32>) -> tensor<2xi32>
  func.return
}

// -----

// A multi-device mesh inside interpreter.run_parallel is refused.
sdy.mesh @mesh = <["x"=2]>
func.func @program(%a: tensor<2xi32>) -> tensor<2xi32> {
  // expected-error @+1 {{sdy.manual_computation on a mesh of 2 devices inside a process grid (interpreter.run_parallel or another manual_computation) is not supported}}
  %r = sdy.manual_computation(%a) in_shardings=[<@mesh, [{"x"}]>]
      out_shardings=[<@mesh, [{"x"}]>] manual_axes={"x"} (%x: tensor<1xi32>) {
    sdy.return %x : tensor<1xi32>
  } : (tensor<2xi32>) -> tensor<2xi32>
  return %r : tensor<2xi32>
}
func.func @main() {
  %a = stablehlo.constant dense<[1, 2]> : tensor<2xi32>
  // expected-error @+1 {{the process grid failed: (0, 0) @program}}
  %r = "interpreter.run_parallel"(%a) {programs = [[@program]]} : (tensor<2xi32>) -> tensor<2xi32>
  func.return
}
