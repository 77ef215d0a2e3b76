// dynamic_iota on an index output_shape (accepted as upstream accepts it);
// the interpreter has no index tensors (tool/upstream-forms-run.mlir).
func.func @iota(%shape: tensor<2xindex>) -> tensor<?x?xi32> {
  %0 = stablehlo.dynamic_iota %shape, dim = 1 : (tensor<2xindex>) -> tensor<?x?xi32>
  func.return %0 : tensor<?x?xi32>
}
