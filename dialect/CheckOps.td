//===- CheckOps.td - check dialect: assertions on runtime values ---------===//
//
// Ops that compare a runtime tensor with an expected one. The interpreter
// reports a failed check as a located error and a non-zero exit code.
//
//===----------------------------------------------------------------------===//

#ifndef SHLO_CHECK_OPS
#define SHLO_CHECK_OPS

include "mlir/IR/OpBase.td"
include "mlir/IR/CommonTypeConstraints.td"
include "mlir/IR/BuiltinAttributeInterfaces.td"

def Check_Dialect : Dialect {
  let name = "check";
  let cppNamespace = "::mlir::check";
  let summary = "assertions on the values a program computes";
}

// Quantized operand types are verified first (dialect/Traits.h), as for
// every stablehlo op, so that no check reads the parameters of an invalid
// type.
def Check_QuantizedTypesValid : NativeOpTrait<"QuantizedTypesValid"> {
  let cppNamespace = "::mlir::stablehlo::OpTrait";
}

class Check_Op<string mnemonic, list<Trait> traits = []>
    : Op<Check_Dialect, mnemonic,
         !listconcat([Check_QuantizedTypesValid], traits)>;

def Check_ExpectEqOp : Check_Op<"expect_eq", [AllTypesMatch<["lhs", "rhs"]>]> {
  let summary = "checks that two tensors are bitwise equal (NaN equals NaN)";
  let description = [{
    Checks that lhs and rhs, of one type, are bitwise equal element by element;
    NaN equals a NaN of the same bits. A failed check is an error at the op that
    describes the mismatches; elements; evaluation goes on and the run is
    recorded as failed.

    Example:

    ```mlir
    check.expect_eq %a, %b : tensor<3xi32>
    ```

    IREE's spelling, operands in parentheses, parses too:

    ```mlir
    check.expect_eq(%a, %b) : tensor<3xi32>
    ```
  }];
  let arguments = (ins AnyRankedTensor:$lhs, AnyRankedTensor:$rhs);
  let hasCustomAssemblyFormat = 1;
}

def Check_ExpectEqConstOp : Check_Op<"expect_eq_const"> {
  let summary = "checks that a tensor is bitwise equal to a constant";
  let description = [{
    expect_eq against a constant. The verifier checks that the constant has the
    type of lhs. A failed check is an error at the op that describes the
    mismatches; elements; evaluation goes on and the run is recorded as failed.

    Example:

    ```mlir
    check.expect_eq_const %a, dense<[1, 2, 3]> : tensor<3xi32>
    ```

    IREE's spelling parses too:

    ```mlir
    check.expect_eq_const(%a, dense<[1, 2, 3]> : tensor<3xi32>) : tensor<3xi32>
    ```
  }];
  let arguments = (ins AnyRankedTensor:$lhs, ElementsAttr:$value);
  let hasVerifier = 1;
  let hasCustomAssemblyFormat = 1;
}

def Check_ExpectAlmostEqOp : Check_Op<"expect_almost_eq",
    [AllTypesMatch<["lhs", "rhs"]>]> {
  let summary = "checks that two tensors agree within an absolute tolerance";
  let description = [{
    Checks that two tensors of one type agree. Floating-point elements (and each
    part of complex ones) agree when |lhs - rhs| <= tolerance (default 0.0001),
    when they are adjacent floats of their type (at most 1 ULP apart, which
    matters only where the float grid is coarser than the tolerance), or when
    both are NaN or the same infinity; other element types must be equal. The
    verifier checks tolerance >= 0. A failed check is an error at the op that
    describes the mismatches; elements; evaluation goes on and the run is
    recorded as failed.

    Example:

    ```mlir
    check.expect_almost_eq %a, %b, tolerance = 1.0e-6 : tensor<3xf32>
    ```

    IREE's spelling parses too, with IREE's NumPy-style bounds: when atol or
    rtol is given (kept as attributes, atol 0.0001 and rtol 0 when one is
    missing), floats agree when |lhs - rhs| <= atol + rtol * |rhs|, with no
    ULP allowance; without them the default tolerance above applies. The
    verifier checks atol >= 0 and rtol >= 0.

    ```mlir
    check.expect_almost_eq(%a, %b, atol 1.0e-2, rtol 1.0e-3) : tensor<3xf32>
    ```
  }];
  let arguments = (ins AnyRankedTensor:$lhs, AnyRankedTensor:$rhs,
                       OptionalAttr<F64Attr>:$tolerance,
                       OptionalAttr<F64Attr>:$atol,
                       OptionalAttr<F64Attr>:$rtol);
  let hasVerifier = 1;
  let hasCustomAssemblyFormat = 1;
}

def Check_ExpectAlmostEqConstOp : Check_Op<"expect_almost_eq_const"> {
  let summary = "checks that a tensor agrees with a constant within a tolerance";
  let description = [{
    expect_almost_eq against a constant. The verifier checks tolerance >= 0 and
    that the constant has the type of lhs. A failed check is an error at the op
    that describes the mismatches; elements; evaluation goes on and the run is
    recorded as failed.

    Example:

    ```mlir
    check.expect_almost_eq_const %a, dense<[0.5, 1.5]> : tensor<2xf32> {tolerance = 1.0e-6 : f64}
    ```

    IREE's spelling parses too, atol and rtol as for expect_almost_eq:

    ```mlir
    check.expect_almost_eq_const(%a, dense<[0.5, 1.5]> : tensor<2xf32>, atol 1.0e-2) : tensor<2xf32>
    ```
  }];
  let arguments = (ins AnyRankedTensor:$lhs, ElementsAttr:$value,
                       OptionalAttr<F64Attr>:$tolerance,
                       OptionalAttr<F64Attr>:$atol,
                       OptionalAttr<F64Attr>:$rtol);
  let hasVerifier = 1;
  let hasCustomAssemblyFormat = 1;
}

def Check_ExpectTrueOp : Check_Op<"expect_true"> {
  let summary = "checks that an integer is not zero (IREE's check)";
  let description = [{
    IREE's check.expect_true: the operand, a signless integer, is true when
    it is not zero. A failed check is an error at the op; evaluation goes on
    and the run is recorded as failed.

    Example:

    ```mlir
    check.expect_true(%i) : i32
    ```
  }];
  let arguments = (ins AnySignlessInteger:$operand);
  let assemblyFormat = "`(` $operand `)` attr-dict `:` type($operand)";
}

def Check_ExpectFalseOp : Check_Op<"expect_false"> {
  let summary = "checks that an integer is zero (IREE's check)";
  let description = [{
    IREE's check.expect_false: the signless integer operand must be zero. A
    failed check is an error at the op; evaluation goes on and the run is
    recorded as failed.

    Example:

    ```mlir
    check.expect_false(%i) : i32
    ```
  }];
  let arguments = (ins AnySignlessInteger:$operand);
  let assemblyFormat = "`(` $operand `)` attr-dict `:` type($operand)";
}

def Check_ExpectAllTrueOp : Check_Op<"expect_all_true"> {
  let summary = "checks that no element of an integer tensor is zero (IREE's check)";
  let description = [{
    IREE's check.expect_all_true: every element of the tensor of signless
    integers must be nonzero. A failed check is an error at the op that
    describes the mismatches; evaluation goes on and the run is recorded as
    failed.

    Example:

    ```mlir
    check.expect_all_true(%t) : tensor<2x2xi32>
    ```
  }];
  let arguments = (ins TensorOf<[AnySignlessInteger]>:$operand);
  let assemblyFormat = "`(` $operand `)` attr-dict `:` type($operand)";
}

def Check_ExpectCloseOp : Check_Op<"expect_close"> {
  let summary = "checks that floats are within a number of ULPs of each other";
  let description = [{
    Checks that every element pair of two float or complex tensors of one type
    is at least min_ulp_difference (default 0) and at most max_ulp_difference
    (default 1) units in the last place apart, as upstream's op has it; both
    bounds are ui64. (custom_call @check.expect_close, which JAX's test files
    use, accepts 0..3.) A failed check is an error at the op that describes the
    mismatches; elements; evaluation goes on and the run is recorded as failed.

    Example:

    ```mlir
    check.expect_close %a, %e, max_ulp_difference = 1 : tensor<3xf32>, tensor<3xf32>
    ```
  }];
  let arguments = (ins AnyRankedTensor:$actual, AnyRankedTensor:$expected,
                       OptionalAttr<UI64Attr>:$min_ulp_difference,
                       OptionalAttr<UI64Attr>:$max_ulp_difference);
  let hasVerifier = 1;
  let assemblyFormat = [{
    $actual `,` $expected
      custom<UlpBounds>($min_ulp_difference, $max_ulp_difference)
      attr-dict `:` type($actual) `,` type($expected)
  }];
}

#endif // SHLO_CHECK_OPS
