// Dynamic shapes through both routes: the lowering's extents come from
// get_dimension_size at run time. Expected values by hand.
// RUN: interpreter-translate --interpret -split-input-file %s
// RUN: interpreter-opt --chlo-legalize-to-stablehlo -split-input-file %s | interpreter-translate --interpret -split-input-file

func.func @broadcast_dynamic() {
  %a = stablehlo.constant dense<[1.0, 2.0, 3.0]> : tensor<3xf32>
  %b = stablehlo.constant dense<[[10.0], [20.0]]> : tensor<2x1xf32>
  %sa = stablehlo.constant dense<[3]> : tensor<1xi64>
  %sb = stablehlo.constant dense<[2, 1]> : tensor<2xi64>
  %da = stablehlo.dynamic_reshape %a, %sa : (tensor<3xf32>, tensor<1xi64>) -> tensor<?xf32>
  %db = stablehlo.dynamic_reshape %b, %sb : (tensor<2x1xf32>, tensor<2xi64>) -> tensor<2x?xf32>
  // [3] with [2, 1]: the 1 stretches to 3.
  %r = chlo.broadcast_add %da, %db : (tensor<?xf32>, tensor<2x?xf32>) -> tensor<2x?xf32>
  %s = stablehlo.constant dense<[2, 3]> : tensor<2xi64>
  %c = stablehlo.dynamic_reshape %r, %s : (tensor<2x?xf32>, tensor<2xi64>) -> tensor<2x3xf32>
  check.expect_eq_const %c, dense<[[11.0, 12.0, 13.0], [21.0, 22.0, 23.0]]> : tensor<2x3xf32>
  func.return
}

// -----

func.func @constant_like_and_erf_dynamic() {
  %a = stablehlo.constant dense<[0.0, -0.0, 0x7F800000, 0xFF800000]> : tensor<4xf32>
  %sa = stablehlo.constant dense<[4]> : tensor<1xi64>
  %da = stablehlo.dynamic_reshape %a, %sa : (tensor<4xf32>, tensor<1xi64>) -> tensor<?xf32>
  // erf's constants are splats broadcast to the run-time extent.
  %e = chlo.erf %da : tensor<?xf32> -> tensor<?xf32>
  %k = "chlo.constant_like"(%da) {value = 2.0 : f32} : (tensor<?xf32>) -> tensor<?xf32>
  %m = chlo.broadcast_multiply %e, %k : (tensor<?xf32>, tensor<?xf32>) -> tensor<?xf32>
  %c = stablehlo.dynamic_reshape %m, %sa : (tensor<?xf32>, tensor<1xi64>) -> tensor<4xf32>
  check.expect_eq_const %c, dense<[0.0, -0.0, 2.0, -2.0]> : tensor<4xf32>
  func.return
}

// -----

func.func @top_k_dynamic() {
  %a = stablehlo.constant dense<[[3, 1, 4, 1, 5, 9], [2, 7, 1, 8, 2, 8]]> : tensor<2x6xi32>
  %sa = stablehlo.constant dense<[2, 6]> : tensor<2xi64>
  %da = stablehlo.dynamic_reshape %a, %sa : (tensor<2x6xi32>, tensor<2xi64>) -> tensor<?x6xi32>
  %v, %i = chlo.top_k(%da, k = 3) : tensor<?x6xi32> -> (tensor<?x3xi32>, tensor<?x3xi32>)
  %s = stablehlo.constant dense<[2, 3]> : tensor<2xi64>
  %cv = stablehlo.dynamic_reshape %v, %s : (tensor<?x3xi32>, tensor<2xi64>) -> tensor<2x3xi32>
  %ci = stablehlo.dynamic_reshape %i, %s : (tensor<?x3xi32>, tensor<2xi64>) -> tensor<2x3xi32>
  // Equal values keep their order (stable): 8 at 3 before 8 at 5.
  check.expect_eq_const %cv, dense<[[9, 5, 4], [8, 8, 7]]> : tensor<2x3xi32>
  check.expect_eq_const %ci, dense<[[5, 4, 2], [3, 5, 1]]> : tensor<2x3xi32>
  func.return
}
