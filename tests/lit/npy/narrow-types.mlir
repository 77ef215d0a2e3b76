// Element types whose NumPy dtype has more values: i4 comes as int8 and
// must be in [-8, 7]; i1 comes as bool.

// RUN: not interpreter-translate --interpret %s --entry=narrow --args-npy=%S/Inputs/i4_bad.npy 2>&1 | FileCheck %s --check-prefix=I4
// I4: error: --args-npy: argument 0 ({{.*}}i4_bad.npy): element 1 does not fit i4 (values must be in [-8, 7])

// RUN: interpreter-translate --interpret %s --entry=flags --args-npy=%S/Inputs/bool.npy | FileCheck %s --check-prefix=BOOL
// BOOL: tensor<3xi1>
// BOOL-NEXT: [false, true, false]

func.func @narrow(%a: tensor<2xi4>) -> tensor<2xi4> {
  return %a : tensor<2xi4>
}

func.func @flags(%a: tensor<3xi1>) -> tensor<3xi1> {
  %0 = stablehlo.not %a : tensor<3xi1>
  return %0 : tensor<3xi1>
}
