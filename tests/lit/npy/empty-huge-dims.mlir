// An empty array whose other dimensions multiply past 64 bits (NumPy never
// writes one: np.empty((0, 2**40, 2**40)) is "too big" for it; this header
// is written by hand) is refused by the tensor limit, which counts the
// nonzero dimensions, instead of overflowing the interpreter's strides
// (fuzz-npz, docs/reliability.md defect 15). Empty arrays of sensible
// shapes still bind.
// RUN: not interpreter-translate --interpret --entry=huge %s --args-npy=%S/Inputs/empty_huge_dims.npy 2>&1 | FileCheck %s --check-prefix=HUGE
// RUN: interpreter-translate --interpret --entry=small %s --args-npy=%S/Inputs/empty_0x3.npy | FileCheck %s --check-prefix=SMALL
// RUN: not interpreter-translate --interpret --entry=constant %s 2>&1 | FileCheck %s --check-prefix=CONSTANT

// HUGE: error: --args-npy: argument 0 ({{.*}}empty_huge_dims.npy): tensor type tensor<0x1099511627776x1099511627776xf32> needs more than the {{[0-9]+}} bytes the interpreter allows for one tensor (its nonzero dimensions counted: it is empty, but its other dimensions are past the limit)
func.func @huge(%a: tensor<0x1099511627776x1099511627776xf32>) -> tensor<0x1099511627776x1099511627776xf32> {
  func.return %a : tensor<0x1099511627776x1099511627776xf32>
}

// SMALL: tensor<0x3xf32> {
func.func @small(%a: tensor<0x3xf32>) -> tensor<0x3xf32> {
  func.return %a : tensor<0x3xf32>
}

// CONSTANT: :[[#@LINE+2]]:8: error: result type 'tensor<0x4611686018427387904x4611686018427387904xf32>' needs more than the {{[0-9]+}} bytes
func.func @constant() -> tensor<0x4611686018427387904x4611686018427387904xf32> {
  %0 = stablehlo.constant dense<> : tensor<0x4611686018427387904x4611686018427387904xf32>
  func.return %0 : tensor<0x4611686018427387904x4611686018427387904xf32>
}
