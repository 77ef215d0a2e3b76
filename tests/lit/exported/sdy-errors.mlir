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

// -----

func.func @rule_rank(%x: tensor<f32>) -> tensor<f32> {
  // expected-error @+1 {{'sdy.sharding_rule' maps 1 dimensions of operand 0, which has rank 0}}
  %0 = stablehlo.negate %x {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([]) {i=2}>} : tensor<f32>
  return %0 : tensor<f32>
}

// -----

func.func @rule_count(%x: tensor<2xf32>) -> tensor<2xf32> {
  // expected-error @+1 {{'sdy.sharding_rule' has 2 operand mappings for 1 operands}}
  %0 = stablehlo.negate %x {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=2}>} : tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

func.func @rule_factor(%x: tensor<2xf32>) -> tensor<2xf32> {
  // expected-error @+1 {{factor 'j' is not among the rule's 1 factors}}
  %0 = stablehlo.negate %x {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([j]) {i=2}>} : tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

func.func @rule_order(%x: tensor<2xf32>) -> tensor<2xf32> {
  // expected-error @+1 {{expected the factor sizes in order from 'i', got 'j' in place of 'i'}}
  %0 = stablehlo.negate %x {sdy.sharding_rule = #sdy.op_sharding_rule<([j])->([j]) {j=2}>} : tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

func.func @rule_kinds(%x: tensor<2xf32>) -> tensor<2xf32> {
  // expected-error @+1 {{factor 'i' has more than one kind}}
  %0 = stablehlo.negate %x {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i]) {i=2} reduction={i} need_replication={i}>} : tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

func.func @barrier(%x: tensor<2xf32>) -> tensor<2xf32> {
  // expected-error @+1 {{'sdy.propagation_barrier' op allowed_direction cannot be BOTH (the barrier would block nothing)}}
  %0 = sdy.propagation_barrier %x allowed_direction=BOTH : tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

sdy.mesh @mesh = <["a"=2, "b"=2]>
func.func @all_to_all(%x: tensor<4x4xf32>) -> tensor<4x4xf32> {
  // expected-error @+1 {{'sdy.all_to_all' op dimension 1 appears twice}}
  %0 = sdy.all_to_all [{"a"}: 0->1, {"b"}: 1->0] %x out_sharding=<@mesh, [{}, {"a"}]> : tensor<4x4xf32>
  return %0 : tensor<4x4xf32>
}

// -----

sdy.mesh @mesh = <["a"=2, "b"=2]>
func.func @all_gather(%x: tensor<4x4xf32>) -> tensor<4x4xf32> {
  // expected-error @+1 {{'sdy.all_gather' op gathering_axes has 1 axis lists for a tensor of rank 2}}
  %0 = sdy.all_gather [{"a"}] %x out_sharding=<@mesh, [{}, {}]> : tensor<4x4xf32>
  return %0 : tensor<4x4xf32>
}

// -----

sdy.mesh @mesh = <["a"=2, "b"=2]>
func.func @unreduced_twice(%x: tensor<4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"a"}], unreduced={"a"}>}) -> tensor<4xf32> {
  // expected-error @-1 {{sharding uses axis "a" twice}}
  return %x : tensor<4xf32>
}

// -----

func.func @named(%x: tensor<2xf32>) -> tensor<2xf32> {
  // expected-error @+1 {{'sdy.named_computation' op body must return values of the result types}}
  %0 = sdy.named_computation<"f">(%x) (%a: tensor<2xf32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    sdy.return %c : tensor<i32>
  } : (tensor<2xf32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}
