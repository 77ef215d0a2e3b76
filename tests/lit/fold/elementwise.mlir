// Elementwise ops fold to the values the spec gives, on both paths.
// RUN: interpreter-opt --interpreter-fold %s | FileCheck %s
// RUN: interpreter-opt --interpreter-fold="element-path=true" %s | FileCheck %s

// Integer overflow wraps.
// CHECK-LABEL: func.func @add_i32
func.func @add_i32() -> tensor<2xi32> {
  %a = stablehlo.constant dense<[1, 2147483647]> : tensor<2xi32>
  %b = stablehlo.constant dense<[2, 1]> : tensor<2xi32>
  %r = stablehlo.add %a, %b : tensor<2xi32>
  // CHECK-NEXT: %[[R:.*]] = stablehlo.constant dense<[3, -2147483648]> : tensor<2xi32>
  // CHECK-NEXT: return %[[R]]
  return %r : tensor<2xi32>
}

// Negation flips the sign of zero and of infinity.
// CHECK-LABEL: func.func @negate_f32
func.func @negate_f32() -> tensor<3xf32> {
  %x = stablehlo.constant dense<[1.5, 0.0, 0x7F800000]> : tensor<3xf32>
  %r = stablehlo.negate %x : tensor<3xf32>
  // CHECK-NEXT: %[[R:.*]] = stablehlo.constant dense<[-1.500000e+00, -0.000000e+00, 0xFF800000]> : tensor<3xf32>
  // CHECK-NEXT: return %[[R]]
  return %r : tensor<3xf32>
}

// A chain folds whole: (2 * 3) - 1 = 5, then compare 5 > 4.
// CHECK-LABEL: func.func @chain
func.func @chain() -> tensor<i1> {
  %two = stablehlo.constant dense<2> : tensor<i64>
  %three = stablehlo.constant dense<3> : tensor<i64>
  %one = stablehlo.constant dense<1> : tensor<i64>
  %four = stablehlo.constant dense<4> : tensor<i64>
  %m = stablehlo.multiply %two, %three : tensor<i64>
  %s = stablehlo.subtract %m, %one : tensor<i64>
  %c = stablehlo.compare GT, %s, %four, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
  // CHECK-NEXT: %[[R:.*]] = stablehlo.constant dense<true> : tensor<i1>
  // CHECK-NEXT: return %[[R]]
  return %c : tensor<i1>
}

// select and clamp with a scalar bound.
// CHECK-LABEL: func.func @select_clamp
func.func @select_clamp() -> tensor<3xi8> {
  %p = stablehlo.constant dense<[true, false, true]> : tensor<3xi1>
  %a = stablehlo.constant dense<[-100, 5, 100]> : tensor<3xi8>
  %b = stablehlo.constant dense<[7, 8, 9]> : tensor<3xi8>
  %lo = stablehlo.constant dense<-10> : tensor<i8>
  %hi = stablehlo.constant dense<10> : tensor<i8>
  %s = stablehlo.select %p, %a, %b : tensor<3xi1>, tensor<3xi8>
  %c = stablehlo.clamp %lo, %s, %hi : (tensor<i8>, tensor<3xi8>, tensor<i8>) -> tensor<3xi8>
  // CHECK-NEXT: %[[R:.*]] = stablehlo.constant dense<[-10, 8, 10]> : tensor<3xi8>
  // CHECK-NEXT: return %[[R]]
  return %c : tensor<3xi8>
}

// convert from f32 to i32 truncates toward zero.
// CHECK-LABEL: func.func @convert
func.func @convert() -> tensor<2xi32> {
  %x = stablehlo.constant dense<[2.75, -2.75]> : tensor<2xf32>
  %r = stablehlo.convert %x : (tensor<2xf32>) -> tensor<2xi32>
  // CHECK-NEXT: %[[R:.*]] = stablehlo.constant dense<[2, -2]> : tensor<2xi32>
  // CHECK-NEXT: return %[[R]]
  return %r : tensor<2xi32>
}

// An op whose operand is not a constant stays; its constant operand stays.
// CHECK-LABEL: func.func @not_constant
func.func @not_constant(%arg0: tensor<2xi32>) -> tensor<2xi32> {
  // CHECK-NEXT: stablehlo.constant dense<1>
  // CHECK-NEXT: stablehlo.add
  %one = stablehlo.constant dense<1> : tensor<2xi32>
  %r = stablehlo.add %arg0, %one : tensor<2xi32>
  return %r : tensor<2xi32>
}
