// Malformed sdy attributes and ops end in a located error. (A
// manual_computation over several devices runs: tests/lit/distribution/
// manual_computation.mlir, its run-time errors manual_computation_errors.mlir.)
// RUN: interpreter-translate --interpret -split-input-file -verify-diagnostics %s

// expected-error @+1 {{duplicate mesh axis "x"}}
sdy.mesh @mesh = <["x"=2, "x"=2]>

// -----

// expected-error @+2 {{mesh axis "x" must have a positive size, got 0}}
// expected-error @+1 {{failed to parse Sdy_Mesh parameter 'axes'}}
sdy.mesh @mesh = <["x"=0]>

// -----

// expected-error @+1 {{mesh has 3 device ids but its axes make 2 devices}}
sdy.mesh @mesh = <["x"=2], device_ids=[0, 1, 2]>

// -----

// expected-error @+1 {{mesh device ids must not be the identity (leave device_ids out)}}
sdy.mesh @mesh = <["x"=2], device_ids=[0, 1]>

// -----

sdy.mesh @mesh = <["x"=2]>
// expected-error @+2 {{expected a priority p<N>, got 'q1'}}
// expected-error @+1 {{failed to parse Sdy_TensorSharding parameter 'dim_shardings'}}
func.func @f(%a: tensor<2xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}q1]>}) {
  return
}

// -----

sdy.mesh @mesh = <["x"=2]>
// expected-error @+2 {{expected '}'}}
// expected-error @+1 {{failed to parse Sdy_TensorSharding parameter 'dim_shardings'}}
func.func @f(%a: tensor<2xf32> {sdy.sharding = #sdy.sharding<@mesh, [{?, "x"}]>}) {
  return
}

// -----

sdy.mesh @mesh = <["x"=2]>
// expected-error @+1 {{argument 0: sharding has 2 dimension shardings but the value has rank 1}}
func.func @f(%a: tensor<2xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}) {
  return
}

// -----

sdy.mesh @mesh = <["x"=2]>
// expected-error @+1 {{result 0: sharding uses axis "y", which is not in the mesh}}
func.func @f(%a: tensor<2xf32>) -> (tensor<2xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"y"}]>}) {
  return %a : tensor<2xf32>
}

// -----

// expected-error @+1 {{argument 0: sharding refers to @nowhere, which is not an sdy.mesh}}
func.func @f(%a: tensor<2xf32> {sdy.sharding = #sdy.sharding<@nowhere, [{}]>}) {
  return
}

// -----

sdy.mesh @mesh = <["x"=4]>
func.func @f(%a: tensor<8xf32>) -> tensor<8xf32> {
  // expected-error @+1 {{sub-axis "x":(2)4 does not split the axis of size 4}}
  %0 = sdy.sharding_constraint %a <@mesh, [{"x":(2)4}]> : tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

sdy.mesh @mesh = <["x"=2]>
func.func @f(%a: tensor<8xf32>) -> tensor<8xf32> {
  // expected-error @+1 {{sharding uses axis "x" twice}}
  %0 = sdy.sharding_constraint %a <@mesh, [{"x", "x"}]> : tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

sdy.mesh @mesh = <["x"=2]>
func.func @f(%a: tensor<8xf32>) -> tensor<8xf32> {
  // expected-error @+1 {{'sdy.sharding' has 2 shardings for 1 results}}
  %0 = stablehlo.negate %a {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}]>, <@mesh, [{}]>]>} : tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

sdy.mesh @mesh = <["x"=2]>
func.func @f(%a: tensor<8xf32>) -> tensor<8xf32> {
  // expected-error @+1 {{body argument 0 has type 'tensor<8xf32>', expected the local type 'tensor<4xf32>'}}
  %0 = sdy.manual_computation(%a) in_shardings=[<@mesh, [{"x"}]>] out_shardings=[<@mesh, [{}]>] manual_axes={"x"} (%b: tensor<8xf32>) {
    sdy.return %b : tensor<8xf32>
  } : (tensor<8xf32>) -> tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

sdy.mesh @mesh = <["x"=2]>
func.func @f(%a: tensor<8xf32>) -> tensor<8xf32> {
  // expected-error @+1 {{manual axis "y" is not in the mesh}}
  %0 = sdy.manual_computation(%a) in_shardings=[<@mesh, [{}]>] out_shardings=[<@mesh, [{}]>] manual_axes={"y"} (%b: tensor<8xf32>) {
    sdy.return %b : tensor<8xf32>
  } : (tensor<8xf32>) -> tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

sdy.mesh @mesh = <["x"=2]>
func.func @f(%a: tensor<8xf32>) -> tensor<8xf32> {
  // expected-error @+1 {{has 0 in_shardings for 1 operands}}
  %0 = sdy.manual_computation(%a) in_shardings=[] out_shardings=[<@mesh, [{}]>] manual_axes={} (%b: tensor<8xf32>) {
    sdy.return %b : tensor<8xf32>
  } : (tensor<8xf32>) -> tensor<8xf32>
  return %0 : tensor<8xf32>
}
