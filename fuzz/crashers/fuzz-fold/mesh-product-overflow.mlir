

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

