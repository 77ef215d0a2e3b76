// A Fortran-order array (np.asfortranarray(np.arange(6).reshape(2, 3)),
// fortran_order: True in the file) is transposed on reading: the tensor has
// the array's shape and elements, [[0, 1, 2], [3, 4, 5]].

// RUN: interpreter-translate --interpret %s --args-npy=%S/Inputs/fortran_i32.npy | FileCheck %s
// CHECK: tensor<2x3xi32>
// CHECK: [0, 1, 2],
// CHECK-NEXT: [3, 4, 5]

// Written back in C order.
// RUN: rm -rf %t && interpreter-translate --interpret %s --args-npy=%S/Inputs/fortran_i32.npy --results-npy=%t
// RUN: head -c 127 %t/result0.npy | FileCheck %s --check-prefix=HEADER
// HEADER: {'descr': '<i4', 'fortran_order': False, 'shape': (2, 3), }

func.func @main(%a: tensor<2x3xi32>) -> tensor<2x3xi32> {
  return %a : tensor<2x3xi32>
}
