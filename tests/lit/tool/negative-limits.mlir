// Negative limits are errors, not "no limit"; --args takes tensor literals
// only.
// RUN: not interpreter-translate --interpret --max-tensor-bytes=-1 %s 2>&1 | FileCheck %s --check-prefix=BYTES
// RUN: not interpreter-translate --interpret --max-while-iterations=-5 %s 2>&1 | FileCheck %s --check-prefix=WHILE
// RUN: not interpreter-translate --interpret --args='[dense<[1, 2]> : vector<2xi32>]' %s 2>&1 | FileCheck %s --check-prefix=VECTOR
// BYTES: error: --max-tensor-bytes must not be negative (-1)
// WHILE: error: --max-while-iterations must not be negative (-5)
// VECTOR: error: --args element dense<[1, 2]> : vector<2xi32> is not a typed dense attribute

func.func @main(%a: tensor<2xi32>) -> tensor<2xi32> {
  func.return %a : tensor<2xi32>
}
