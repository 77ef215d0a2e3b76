// scf's runtime errors, each located at its op: a step that is not
// positive, loops beyond --max-while-iterations (scf.for, scf.while and a
// region of several blocks looping through a back edge), and scf ops
// without an evaluator.
// RUN: interpreter-translate --interpret -split-input-file -verify-diagnostics --max-while-iterations=5 %s

func.func @main() -> index {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %step = util.unfoldable_constant 0 : index
  // expected-error @+1 {{scf.for step must be positive, got 0}}
  %r = scf.for %i = %c0 to %c4 step %step iter_args(%a = %c0) -> (index) {
    scf.yield %i : index
  }
  return %r : index
}

// -----

func.func @main() -> i32 {
  %lo = arith.constant 0 : i32
  %hi = arith.constant 10 : i32
  %step = util.unfoldable_constant -2 : i32
  // expected-error @+1 {{scf.for step must be positive, got -2}}
  %r = scf.for %i = %lo to %hi step %step iter_args(%a = %lo) -> (i32) : i32 {
    scf.yield %i : i32
  }
  return %r : i32
}

// -----

// Five trips run; the sixth is refused.
func.func @main() -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  %ok = scf.for %i = %c0 to %c5 step %c1 iter_args(%a = %c0) -> (index) {
    scf.yield %i : index
  }
  %c6 = arith.constant 6 : index
  // expected-error @+1 {{scf.for exceeds 5 iterations (--max-while-iterations)}}
  %r = scf.for %i = %c0 to %c6 step %c1 iter_args(%a = %c0) -> (index) {
    scf.yield %i : index
  }
  return %r : index
}

// -----

func.func @main() -> i32 {
  %z = arith.constant 0 : i32
  // expected-error @+1 {{scf.while exceeds 5 iterations (--max-while-iterations)}}
  %r = scf.while (%x = %z) : (i32) -> i32 {
    %t = arith.constant true
    scf.condition(%t) %x : i32
  } do {
  ^bb0(%y: i32):
    scf.yield %y : i32
  }
  return %r : i32
}

// -----

func.func @main() -> i32 {
  %z = arith.constant 0 : i32
  %r = scf.execute_region -> i32 {
    cf.br ^loop(%z : i32)
  ^loop(%x: i32):
    %t = arith.constant true
    // expected-error @+1 {{a block of the region of 'scf.execute_region' runs more than 5 times (--max-while-iterations)}}
    cf.cond_br %t, ^loop(%x : i32), ^done
  ^done:
    scf.yield %x : i32
  }
  return %r : i32
}

// -----

// An error inside a region of several blocks is reported at its op.
func.func @main() -> i32 {
  %z = arith.constant 0 : i32
  %r = scf.execute_region -> i32 {
    cf.br ^next
  ^next:
    %d = arith.constant 0 : i32
    // expected-error @+1 {{division by zero}}
    %q = arith.divsi %z, %d : i32
    scf.yield %q : i32
  }
  return %r : i32
}

// -----

func.func @main() -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %init = arith.constant dense<0.0> : tensor<4xf32>
  // expected-error @+1 {{the interpreter does not support 'scf.forall'}}
  %r = scf.forall (%i) in (4) shared_outs(%o = %init) -> tensor<4xf32> {
  }
  return %r : tensor<4xf32>
}
