// Upstream's --stablehlo-aggressive-folder, under its name and options:
// ops with constant operands fold through the interpreter's evaluators,
// except an op with a result of more than fold-op-element-limit elements
// and, with fold-float=false, an op with a floating-point or complex
// result. Ops that stay get no remark.
// RUN: interpreter-opt --stablehlo-aggressive-folder %s 2>&1 | FileCheck %s --check-prefix=DEFAULT --implicit-check-not=remark
// RUN: interpreter-opt --stablehlo-aggressive-folder="fold-float=false" %s 2>&1 | FileCheck %s --check-prefix=NOFLOAT --implicit-check-not=remark
// RUN: interpreter-opt --stablehlo-aggressive-folder="fold-op-element-limit=2" %s 2>&1 | FileCheck %s --check-prefix=LIMIT --implicit-check-not=remark
// RUN: interpreter-opt --pass-pipeline="builtin.module(func.func(stablehlo-aggressive-folder{fold-op-element-limit=0}))" %s | FileCheck %s --check-prefix=ZERO
// RUN: not interpreter-opt --stablehlo-aggressive-folder="fold-floats=false" %s 2>&1 | FileCheck %s --check-prefix=NAME
// RUN: not interpreter-opt --stablehlo-aggressive-folder="fold-op-element-limit=-1" %s 2>&1 | FileCheck %s --check-prefix=NEGATIVE

// NAME: error: stablehlo-aggressive-folder has no option 'fold-floats'; did you mean 'fold-float'? Its options: fold-op-element-limit=<n>, fold-float=<bool>
// NEGATIVE: error: stablehlo-aggressive-folder: fold-op-element-limit takes a non-negative integer, given '-1'

// A splat of true converts to a splat of 1 (32 elements, within 65536).
// DEFAULT-LABEL: func.func @convert_bool
// DEFAULT-NEXT: %[[C:.*]] = stablehlo.constant dense<1> : tensor<32xi32>
// DEFAULT-NEXT: return %[[C]]
// NOFLOAT-LABEL: func.func @convert_bool
// NOFLOAT-NEXT: stablehlo.constant dense<1> : tensor<32xi32>
// LIMIT-LABEL: func.func @convert_bool
// LIMIT: stablehlo.convert
// ZERO-LABEL: func.func @convert_bool
// ZERO: stablehlo.convert
func.func @convert_bool() -> tensor<32xi32> {
  %c = stablehlo.constant dense<true> : tensor<32xi1>
  %0 = stablehlo.convert %c : (tensor<32xi1>) -> tensor<32xi32>
  return %0 : tensor<32xi32>
}

// Integer arithmetic folds, wrapping as the spec says, in a chain:
// (2^31-1) + (2^31-1) = 2^32-2 wraps to -2, and -2 * 2 = -4.
// DEFAULT-LABEL: func.func @int_chain
// DEFAULT-NEXT: %[[C:.*]] = stablehlo.constant dense<[6, -4]> : tensor<2xi32>
// DEFAULT-NEXT: return %[[C]]
// LIMIT-LABEL: func.func @int_chain
// LIMIT-NEXT: %[[C:.*]] = stablehlo.constant dense<[6, -4]> : tensor<2xi32>
// ZERO-LABEL: func.func @int_chain
// ZERO: stablehlo.add
// ZERO: stablehlo.multiply
func.func @int_chain() -> tensor<2xi32> {
  %a = stablehlo.constant dense<[1, 2147483647]> : tensor<2xi32>
  %b = stablehlo.constant dense<[2, 2147483647]> : tensor<2xi32>
  %s = stablehlo.add %a, %b : tensor<2xi32>
  %t = stablehlo.constant dense<2> : tensor<2xi32>
  %r = stablehlo.multiply %s, %t : tensor<2xi32>
  return %r : tensor<2xi32>
}

// Floating-point results fold by default, and stay with fold-float=false;
// a compare of floats has an i1 result and folds either way.
// DEFAULT-LABEL: func.func @float_ops
// DEFAULT-DAG: stablehlo.constant dense<[2.500000e+00, 0x7F800000]> : tensor<2xf32>
// DEFAULT-DAG: stablehlo.constant dense<[true, false]> : tensor<2xi1>
// DEFAULT-NOT: stablehlo.add
// NOFLOAT-LABEL: func.func @float_ops
// NOFLOAT: stablehlo.add
// NOFLOAT-NOT: stablehlo.compare
// NOFLOAT: stablehlo.constant dense<[true, false]> : tensor<2xi1>
// NOFLOAT-NOT: stablehlo.compare
func.func @float_ops() -> (tensor<2xf32>, tensor<2xi1>) {
  %a = stablehlo.constant dense<[1.0, 0x7F800000]> : tensor<2xf32>
  %b = stablehlo.constant dense<[1.5, 1.0]> : tensor<2xf32>
  %s = stablehlo.add %a, %b : tensor<2xf32>
  %c = stablehlo.compare LT, %a, %b : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>
  return %s, %c : tensor<2xf32>, tensor<2xi1>
}

// A result of 3 elements stays under fold-op-element-limit=2, and the op
// that reads it then stays too; a 2-element result folds.
// LIMIT-LABEL: func.func @limit
// LIMIT: stablehlo.iota
// LIMIT: stablehlo.slice
// DEFAULT-LABEL: func.func @limit
// DEFAULT-NEXT: %[[C:.*]] = stablehlo.constant dense<[1, 2]> : tensor<2xi32>
// DEFAULT-NEXT: return %[[C]]
func.func @limit() -> tensor<2xi32> {
  %i = stablehlo.iota dim = 0 : tensor<3xi32>
  %s = stablehlo.slice %i [1:3] : (tensor<3xi32>) -> tensor<2xi32>
  return %s : tensor<2xi32>
}
