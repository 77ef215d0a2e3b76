// One all_reduce (f32 sum) of 1Mi elements over 8 processes (8x1 grid),
// for docs/performance.md ("The process grid on MPI"): each process makes
// an f32 iota plus its replica id and returns the first 4 sums.
// Run: interpreter-translate --interpret [--grid=mpi under mpirun -np N].
func.func @proc() -> tensor<4xf32> {
  %r = stablehlo.replica_id : tensor<ui32>
  %f = stablehlo.convert %r : (tensor<ui32>) -> tensor<f32>
  %i = stablehlo.iota dim = 0 : tensor<1048576xf32>
  %b = stablehlo.broadcast_in_dim %f, dims = [] : (tensor<f32>) -> tensor<1048576xf32>
  %x = stablehlo.add %i, %b : tensor<1048576xf32>
  %sum = "stablehlo.all_reduce"(%x) ({
  ^bb0(%a: tensor<f32>, %c: tensor<f32>):
    %s = stablehlo.add %a, %c : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) {replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>} : (tensor<1048576xf32>) -> tensor<1048576xf32>
  %head = stablehlo.slice %sum [0:4] : (tensor<1048576xf32>) -> tensor<4xf32>
  return %head : tensor<4xf32>
}
func.func @main() -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) {
  %r:8 = "interpreter.run_parallel"() {
    programs = [[@proc], [@proc], [@proc], [@proc], [@proc], [@proc], [@proc], [@proc]]
  } : () -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>)
  return %r#0, %r#1, %r#2, %r#3, %r#4, %r#5, %r#6, %r#7 : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
}
