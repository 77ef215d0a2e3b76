// --interpreter-fold's options are checked before MLIR's option parser:
// an unknown name lists the valid ones (with the nearest), a bad value
// says what the option takes. Nothing else is printed.
// RUN: not interpreter-opt --interpreter-fold="max-element=10" %s 2>&1 | FileCheck %s --check-prefix=NAME --implicit-check-not=error
// RUN: not interpreter-opt --interpreter-fold="bogus" %s 2>&1 | FileCheck %s --check-prefix=FAR
// RUN: not interpreter-opt --interpreter-fold="max-elements=lots" %s 2>&1 | FileCheck %s --check-prefix=VALUE --implicit-check-not=invalid
// RUN: not interpreter-opt --interpreter-fold="max-iterations" %s 2>&1 | FileCheck %s --check-prefix=EMPTY
// RUN: not interpreter-opt --interpreter-fold="element-path=maybe" %s 2>&1 | FileCheck %s --check-prefix=BOOL
// RUN: not interpreter-opt --pass-pipeline="builtin.module(interpreter-fold{max-wrok=3})" %s 2>&1 | FileCheck %s --check-prefix=PIPELINE
// RUN: interpreter-opt --interpreter-fold="element-path max-work=100" %s | FileCheck %s --check-prefix=GOOD

// NAME: error: interpreter-fold has no option 'max-element'; did you mean 'max-elements'? Its options: max-elements=<n>, max-iterations=<n>, max-work=<n>, element-path=<bool>
// FAR: error: interpreter-fold has no option 'bogus'. Its options: max-elements=<n>
// VALUE: error: interpreter-fold: max-elements takes a non-negative integer (0: no limit), given 'lots'
// EMPTY: error: interpreter-fold: max-iterations takes a non-negative integer (0: no limit), given ''
// BOOL: error: interpreter-fold: element-path takes true or false, given 'maybe'
// PIPELINE: error: interpreter-fold has no option 'max-wrok'; did you mean 'max-work'?
// GOOD: stablehlo.constant dense<2>
func.func @main() -> tensor<i32> {
  %0 = stablehlo.constant dense<1> : tensor<i32>
  %1 = stablehlo.add %0, %0 : tensor<i32>
  func.return %1 : tensor<i32>
}
