// RUN: interpreter-translate --interpret -split-input-file %s
// RUN: interpreter-translate --interpret -split-input-file --interpreter-element-path %s

// Indices 0, 1 and 2 select the branch of that position.
func.func @case_in_range() {
  %i0 = stablehlo.constant dense<0> : tensor<i32>
  %i1 = stablehlo.constant dense<1> : tensor<i32>
  %i2 = stablehlo.constant dense<2> : tensor<i32>
  %a = stablehlo.constant dense<10> : tensor<i64>
  %b = stablehlo.constant dense<20> : tensor<i64>
  %c = stablehlo.constant dense<30> : tensor<i64>
  %r0 = "stablehlo.case"(%i0) ({
    stablehlo.return %a : tensor<i64>
  }, {
    stablehlo.return %b : tensor<i64>
  }, {
    stablehlo.return %c : tensor<i64>
  }) : (tensor<i32>) -> tensor<i64>
  check.expect_eq_const %r0, dense<10> : tensor<i64>
  %r1 = "stablehlo.case"(%i1) ({
    stablehlo.return %a : tensor<i64>
  }, {
    stablehlo.return %b : tensor<i64>
  }, {
    stablehlo.return %c : tensor<i64>
  }) : (tensor<i32>) -> tensor<i64>
  check.expect_eq_const %r1, dense<20> : tensor<i64>
  %r2 = "stablehlo.case"(%i2) ({
    stablehlo.return %a : tensor<i64>
  }, {
    stablehlo.return %b : tensor<i64>
  }, {
    stablehlo.return %c : tensor<i64>
  }) : (tensor<i32>) -> tensor<i64>
  check.expect_eq_const %r2, dense<30> : tensor<i64>
  func.return
}

// -----

// The example of the specification: index -1 runs the last branch.
func.func @case_spec_example() {
  %index = stablehlo.constant dense<-1> : tensor<i32>
  %result_branch0 = stablehlo.constant dense<[0, 0]> : tensor<2xi64>
  %result_branch1 = stablehlo.constant dense<[1, 1]> : tensor<2xi64>
  %result0, %result1 = "stablehlo.case"(%index) ({
    "stablehlo.return"(%result_branch0, %result_branch0) : (tensor<2xi64>, tensor<2xi64>) -> ()
  }, {
    "stablehlo.return"(%result_branch1, %result_branch1) : (tensor<2xi64>, tensor<2xi64>) -> ()
  }) : (tensor<i32>) -> (tensor<2xi64>, tensor<2xi64>)
  check.expect_eq_const %result0, dense<[1, 1]> : tensor<2xi64>
  check.expect_eq_const %result1, dense<[1, 1]> : tensor<2xi64>
  func.return
}

// -----

// Every index outside [0, size(branches)) runs the last branch: one past the
// end, large, the most negative and the most positive si32.
func.func @case_out_of_range_runs_last_branch() {
  %i3 = stablehlo.constant dense<3> : tensor<i32>
  %i100 = stablehlo.constant dense<100> : tensor<i32>
  %imin = stablehlo.constant dense<-2147483648> : tensor<i32>
  %imax = stablehlo.constant dense<2147483647> : tensor<i32>
  %a = stablehlo.constant dense<1.0> : tensor<f32>
  %b = stablehlo.constant dense<2.0> : tensor<f32>
  %c = stablehlo.constant dense<3.0> : tensor<f32>
  %r3 = "stablehlo.case"(%i3) ({
    stablehlo.return %a : tensor<f32>
  }, {
    stablehlo.return %b : tensor<f32>
  }, {
    stablehlo.return %c : tensor<f32>
  }) : (tensor<i32>) -> tensor<f32>
  check.expect_eq_const %r3, dense<3.0> : tensor<f32>
  %r100 = "stablehlo.case"(%i100) ({
    stablehlo.return %a : tensor<f32>
  }, {
    stablehlo.return %b : tensor<f32>
  }, {
    stablehlo.return %c : tensor<f32>
  }) : (tensor<i32>) -> tensor<f32>
  check.expect_eq_const %r100, dense<3.0> : tensor<f32>
  %rmin = "stablehlo.case"(%imin) ({
    stablehlo.return %a : tensor<f32>
  }, {
    stablehlo.return %b : tensor<f32>
  }, {
    stablehlo.return %c : tensor<f32>
  }) : (tensor<i32>) -> tensor<f32>
  check.expect_eq_const %rmin, dense<3.0> : tensor<f32>
  %rmax = "stablehlo.case"(%imax) ({
    stablehlo.return %a : tensor<f32>
  }, {
    stablehlo.return %b : tensor<f32>
  }, {
    stablehlo.return %c : tensor<f32>
  }) : (tensor<i32>) -> tensor<f32>
  check.expect_eq_const %rmax, dense<3.0> : tensor<f32>
  func.return
}

// -----

// A single branch runs for any index.
func.func @case_single_branch() {
  %i0 = stablehlo.constant dense<0> : tensor<i32>
  %i5 = stablehlo.constant dense<5> : tensor<i32>
  %x = stablehlo.constant dense<[true, false]> : tensor<2xi1>
  %r0 = "stablehlo.case"(%i0) ({
    stablehlo.return %x : tensor<2xi1>
  }) : (tensor<i32>) -> tensor<2xi1>
  check.expect_eq_const %r0, dense<[true, false]> : tensor<2xi1>
  %r5 = "stablehlo.case"(%i5) ({
    %n = stablehlo.not %x : tensor<2xi1>
    stablehlo.return %n : tensor<2xi1>
  }) : (tensor<i32>) -> tensor<2xi1>
  check.expect_eq_const %r5, dense<[false, true]> : tensor<2xi1>
  func.return
}

// -----

// Exactly one branch runs: the others hold checks that would fail. Branches
// compute their results from outside values; the index is computed at run time
// (4 - 3 = 1).
func.func @case_runs_one_branch() {
  %four = stablehlo.constant dense<4> : tensor<i32>
  %three = stablehlo.constant dense<3> : tensor<i32>
  %index = stablehlo.subtract %four, %three : tensor<i32>
  %x = stablehlo.constant dense<[1.0, 2.0]> : tensor<2xf32>
  %r:2 = "stablehlo.case"(%index) ({
    check.expect_eq_const %index, dense<0> : tensor<i32>
    stablehlo.return %x, %four : tensor<2xf32>, tensor<i32>
  }, {
    %y = stablehlo.add %x, %x : tensor<2xf32>
    %z = stablehlo.multiply %four, %three : tensor<i32>
    stablehlo.return %y, %z : tensor<2xf32>, tensor<i32>
  }, {
    check.expect_eq_const %index, dense<2> : tensor<i32>
    stablehlo.return %x, %three : tensor<2xf32>, tensor<i32>
  }) : (tensor<i32>) -> (tensor<2xf32>, tensor<i32>)
  check.expect_eq_const %r#0, dense<[2.0, 4.0]> : tensor<2xf32>
  check.expect_eq_const %r#1, dense<12> : tensor<i32>
  func.return
}

// -----

// A case without results, run for the effects of its branch (a check).
func.func @case_no_results() {
  %index = stablehlo.constant dense<7> : tensor<i32>
  %x = stablehlo.constant dense<42> : tensor<ui16>
  "stablehlo.case"(%index) ({
    check.expect_eq_const %x, dense<0> : tensor<ui16>
    stablehlo.return
  }, {
    check.expect_eq_const %x, dense<42> : tensor<ui16>
    stablehlo.return
  }) : (tensor<i32>) -> ()
  func.return
}

// -----

// A case inside a loop body picks a different branch on every iteration:
// i = 0, 1, 2, 3 adds 1, 10, 100, 100 (index 3 is out of range).
func.func @case_in_while() {
  %zero = stablehlo.constant dense<0> : tensor<i32>
  %one = stablehlo.constant dense<1> : tensor<i32>
  %four = stablehlo.constant dense<4> : tensor<i32>
  %r:2 = stablehlo.while(%i = %zero, %sum = %zero) : tensor<i32>, tensor<i32>
  cond {
    %c = stablehlo.compare LT, %i, %four, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  } do {
    %add = "stablehlo.case"(%i) ({
      %v = stablehlo.constant dense<1> : tensor<i32>
      stablehlo.return %v : tensor<i32>
    }, {
      %v = stablehlo.constant dense<10> : tensor<i32>
      stablehlo.return %v : tensor<i32>
    }, {
      %v = stablehlo.constant dense<100> : tensor<i32>
      stablehlo.return %v : tensor<i32>
    }) : (tensor<i32>) -> tensor<i32>
    %sum2 = stablehlo.add %sum, %add : tensor<i32>
    %i2 = stablehlo.add %i, %one : tensor<i32>
    stablehlo.return %i2, %sum2 : tensor<i32>, tensor<i32>
  }
  check.expect_eq_const %r#1, dense<211> : tensor<i32>
  func.return
}
