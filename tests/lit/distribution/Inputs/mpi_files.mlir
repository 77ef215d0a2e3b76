// Files a run writes under --grid=mpi (../mpi-files.test): the results of
// main (--results-npy) and probes inside and outside the processes
// (--probe-output-dir). Each process probes with its own probe_id, so
// every probe runs once and its file name does not depend on the order in
// which processes run.
func.func @p0(%x: tensor<2xi32>) -> tensor<2xi32> {
  %p = interpreter.probe %x, probe_id = "in0" : tensor<2xi32>
  %y = stablehlo.add %p, %p : tensor<2xi32>
  return %y : tensor<2xi32>
}
func.func @p1(%x: tensor<2xi32>) -> tensor<2xi32> {
  %p = interpreter.probe %x, probe_id = "in1" : tensor<2xi32>
  %y = stablehlo.add %p, %p : tensor<2xi32>
  return %y : tensor<2xi32>
}
func.func @p2(%x: tensor<2xi32>) -> tensor<2xi32> {
  %p = interpreter.probe %x, probe_id = "in2" : tensor<2xi32>
  %y = stablehlo.add %p, %p : tensor<2xi32>
  return %y : tensor<2xi32>
}
func.func @p3(%x: tensor<2xi32>) -> tensor<2xi32> {
  %p = interpreter.probe %x, probe_id = "in3" : tensor<2xi32>
  %y = stablehlo.add %p, %p : tensor<2xi32>
  return %y : tensor<2xi32>
}
func.func @main() -> (tensor<2xi32>, tensor<2xi32>, tensor<2xi32>, tensor<2xi32>) {
  %a = stablehlo.constant dense<[1, 2]> : tensor<2xi32>
  %b = stablehlo.constant dense<[3, 4]> : tensor<2xi32>
  %c = stablehlo.constant dense<[5, 6]> : tensor<2xi32>
  %d = stablehlo.constant dense<[7, 8]> : tensor<2xi32>
  %m = interpreter.probe %a, probe_id = "main" : tensor<2xi32>
  %r:4 = "interpreter.run_parallel"(%m, %b, %c, %d) {
    programs = [[@p0], [@p1], [@p2], [@p3]]
  } : (tensor<2xi32>, tensor<2xi32>, tensor<2xi32>, tensor<2xi32>) -> (tensor<2xi32>, tensor<2xi32>, tensor<2xi32>, tensor<2xi32>)
  return %r#0, %r#1, %r#2, %r#3 : tensor<2xi32>, tensor<2xi32>, tensor<2xi32>, tensor<2xi32>
}
