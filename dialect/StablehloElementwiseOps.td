//===- StablehloElementwiseOps.td - elementwise ops --------*- tablegen -*-===//
//
// Included by StablehloOps.td.
//
//===----------------------------------------------------------------------===//

//===----------------------------------------------------------------------===//
// Unary elementwise ops
//===----------------------------------------------------------------------===//

def StableHLO_AbsOp : HLO_UnaryConvertingOp<"abs", HLO_SIntFpOrComplexTensor,
    RankedTensorOf<[HLO_SInt, HLO_Float, HLO_QuantizedElement]>> {
  let summary = "element-wise absolute value (complex modulus for complex)";
  let description = [{
    Spec: https://github.com/openxla/stablehlo/blob/main/docs/spec.md#abs

    Absolute value of each element. Signed integers wrap, so the most negative
    value maps to itself; floats clear the sign bit; a complex element yields
    its modulus, so the result has the real component type. Quantized operands
    are dequantized, processed and requantized to the result type.

    Example:

    ```mlir
    %r = stablehlo.abs %x : (tensor<2xcomplex<f32>>) -> tensor<2xf32>
    ```

    Constraints:
    (C1) operand and result have the same shape.
    (C2) the result element type is the complex component type for complex
      operands, the operand baseline element type otherwise.
  }];
}
def StableHLO_CbrtOp : HLO_UnaryAccuracyOp<"cbrt", HLO_FpOrComplexTensor> {
  let summary = "element-wise cube root";
  let description = [{
    Spec: https://github.com/openxla/stablehlo/blob/main/docs/spec.md#cbrt

    Cube root of each element (IEEE-754 rootn(x, 3) for floats; the principal
    root for complex).

    Example:

    ```mlir
    %r = stablehlo.cbrt %x : tensor<3xf32>
    ```

    Constraints:
    (C1) operand and result have the same baseline type (quantization
      parameters may differ).
  }];
}
def StableHLO_CeilOp : HLO_UnaryOp<"ceil", HLO_FpOrQuantTensor> {
  let summary = "element-wise ceiling";
  let description = [{
    Spec: https://github.com/openxla/stablehlo/blob/main/docs/spec.md#ceil

    Rounds each element toward positive infinity (IEEE-754
    roundToIntegralTowardPositive).

    Example:

    ```mlir
    %r = stablehlo.ceil %x : tensor<3xf32>
    ```

    Constraints:
    (C1) operand and result have the same baseline type (quantization
      parameters may differ).
  }];
}
def StableHLO_ClzOp : HLO_UnaryOp<"count_leading_zeros", HLO_IntTensor> {
  let summary = "element-wise count of leading zero bits";
  let description = [{
    Spec: https://github.com/openxla/stablehlo/blob/main/docs/spec.md#count_leading_zeros

    Number of leading zero bits of each integer element; zero gives the bit
    width.

    Example:

    ```mlir
    %r = stablehlo.count_leading_zeros %x : tensor<3xi32>
    ```

    Constraints:
    (C1) operand and result have the same type.
  }];
}
def StableHLO_CosineOp : HLO_UnaryAccuracyOp<"cosine", HLO_FpOrComplexTensor> {
  let summary = "element-wise cosine";
  let description = [{
    Spec: https://github.com/openxla/stablehlo/blob/main/docs/spec.md#cosine

    Cosine of each element (IEEE-754 cos for floats; complex cosine for
    complex).

    Example:

    ```mlir
    %r = stablehlo.cosine %x : tensor<3xf32>
    ```

    Constraints:
    (C1) operand and result have the same baseline type (quantization
      parameters may differ).
  }];
}
def StableHLO_ExpOp : HLO_UnaryAccuracyOp<"exponential", HLO_FpOrComplexTensor> {
  let summary = "element-wise exponential";
  let description = [{
    Spec: https://github.com/openxla/stablehlo/blob/main/docs/spec.md#exponential

    Natural exponential e^x of each element, for floats and complex numbers.

    Example:

    ```mlir
    %r = stablehlo.exponential %x : tensor<3xf32>
    ```

    Constraints:
    (C1) operand and result have the same baseline type (quantization
      parameters may differ).
  }];
}
def StableHLO_Expm1Op : HLO_UnaryAccuracyOp<"exponential_minus_one",
    HLO_FpOrComplexTensor> {
  let summary = "element-wise exp(x) - 1";
  let description = [{
    Spec: https://github.com/openxla/stablehlo/blob/main/docs/spec.md#exponential_minus_one

    Computes e^x - 1 for each element, accurately near zero.

    Example:

    ```mlir
    %r = stablehlo.exponential_minus_one %x : tensor<3xf32>
    ```

    Constraints:
    (C1) operand and result have the same baseline type (quantization
      parameters may differ).
  }];
}
def StableHLO_FloorOp : HLO_UnaryOp<"floor", HLO_FpOrQuantTensor> {
  let summary = "element-wise floor";
  let description = [{
    Spec: https://github.com/openxla/stablehlo/blob/main/docs/spec.md#floor

    Rounds each element toward negative infinity (IEEE-754
    roundToIntegralTowardNegative).

    Example:

    ```mlir
    %r = stablehlo.floor %x : tensor<3xf32>
    ```

    Constraints:
    (C1) operand and result have the same baseline type (quantization
      parameters may differ).
  }];
}
def StableHLO_ImagOp : HLO_UnaryConvertingOp<"imag", HLO_FpOrComplexPlainTensor,
    HLO_FpTensor> {
  let summary = "element-wise imaginary part";
  let description = [{
    Spec: https://github.com/openxla/stablehlo/blob/main/docs/spec.md#imag

    Imaginary part of each complex element; for a real floating-point operand
    the result is zero.

    Example:

    ```mlir
    %r = stablehlo.imag %z : (tensor<2xcomplex<f32>>) -> tensor<2xf32>
    ```

    Constraints:
    (C1) operand and result have the same shape.
    (C2) the result element type is the complex component type for complex
      operands, the operand element type otherwise.
  }];
}
def StableHLO_IsFiniteOp : HLO_UnaryConvertingOp<"is_finite", HLO_FpTensor,
    HLO_PredTensor> {
  let summary = "element-wise test for a finite value";
  let description = [{
    Spec: https://github.com/openxla/stablehlo/blob/main/docs/spec.md#is_finite

    True for each element that is neither infinite nor NaN (IEEE-754 isFinite).
    The result is an i1 tensor.

    Example:

    ```mlir
    %r = stablehlo.is_finite %x : (tensor<3xf32>) -> tensor<3xi1>
    ```

    Constraints:
    (C1) x and y have the same shape.
  }];
  let arguments = (ins HLO_FpTensor:$x);
  let results = (outs HLO_PredTensor:$y);
  let assemblyFormat = [{
    $x attr-dict `:` custom<SameOperandsAndResultType>(type($x), type($y))
  }];
}
def StableHLO_LogOp : HLO_UnaryAccuracyOp<"log", HLO_FpOrComplexTensor> {
  let summary = "element-wise natural logarithm";
  let description = [{
    Spec: https://github.com/openxla/stablehlo/blob/main/docs/spec.md#log

    Natural logarithm of each element, for floats and complex numbers.

    Example:

    ```mlir
    %r = stablehlo.log %x : tensor<3xf32>
    ```

    Constraints:
    (C1) operand and result have the same baseline type (quantization
      parameters may differ).
  }];
}
def StableHLO_Log1pOp : HLO_UnaryAccuracyOp<"log_plus_one", HLO_FpOrComplexTensor> {
  let summary = "element-wise log(1 + x)";
  let description = [{
    Spec: https://github.com/openxla/stablehlo/blob/main/docs/spec.md#log_plus_one

    Computes log(1 + x) for each element, accurately near zero.

    Example:

    ```mlir
    %r = stablehlo.log_plus_one %x : tensor<3xf32>
    ```

    Constraints:
    (C1) operand and result have the same baseline type (quantization
      parameters may differ).
  }];
}
def StableHLO_LogisticOp : HLO_UnaryAccuracyOp<"logistic", HLO_FpOrComplexTensor> {
  let summary = "element-wise logistic function 1 / (1 + exp(-x))";
  let description = [{
    Spec: https://github.com/openxla/stablehlo/blob/main/docs/spec.md#logistic

    Logistic (sigmoid) function 1 / (1 + e^-x) of each element.

    Example:

    ```mlir
    %r = stablehlo.logistic %x : tensor<3xf32>
    ```

    Constraints:
    (C1) operand and result have the same baseline type (quantization
      parameters may differ).
  }];
}
def StableHLO_NegOp : HLO_UnaryOp<"negate", HLO_IntFpOrComplexTensor> {
  let summary = "element-wise negation";
  let description = [{
    Spec: https://github.com/openxla/stablehlo/blob/main/docs/spec.md#negate

    Negation of each element; signed integers wrap, unsigned ones are negated
    modulo 2^n.

    Example:

    ```mlir
    %r = stablehlo.negate %x : tensor<3xi32>
    ```

    Constraints:
    (C1) operand and result have the same baseline type (quantization
      parameters may differ).
  }];
}
def StableHLO_NotOp : HLO_UnaryOp<"not", HLO_PredOrIntTensor> {
  let summary = "element-wise logical (i1) or bitwise (integer) not";
  let description = [{
    Spec: https://github.com/openxla/stablehlo/blob/main/docs/spec.md#not

    Logical not of each boolean element, bitwise not of each integer element.

    Example:

    ```mlir
    %r = stablehlo.not %x : tensor<3xi32>
    ```

    Constraints:
    (C1) operand and result have the same type.
  }];
}
def StableHLO_PopulationCountOp : HLO_UnaryOp<"popcnt", HLO_IntTensor> {
  let summary = "element-wise count of set bits";
  let description = [{
    Spec: https://github.com/openxla/stablehlo/blob/main/docs/spec.md#popcnt

    Number of set bits of each integer element.

    Example:

    ```mlir
    %r = stablehlo.popcnt %x : tensor<3xi32>
    ```

    Constraints:
    (C1) operand and result have the same type.
  }];
}
def StableHLO_RealOp : HLO_UnaryConvertingOp<"real", HLO_FpOrComplexPlainTensor,
    HLO_FpTensor> {
  let summary = "element-wise real part";
  let description = [{
    Spec: https://github.com/openxla/stablehlo/blob/main/docs/spec.md#real

    Real part of each complex element; a real floating-point operand is returned
    unchanged.

    Example:

    ```mlir
    %r = stablehlo.real %z : (tensor<2xcomplex<f32>>) -> tensor<2xf32>
    ```

    Constraints:
    (C1) operand and result have the same shape.
    (C2) the result element type is the complex component type for complex
      operands, the operand element type otherwise.
  }];
}
def StableHLO_RoundOp : HLO_UnaryOp<"round_nearest_afz", HLO_FpOrQuantTensor> {
  let summary = "element-wise rounding to integral, ties away from zero";
  let description = [{
    Spec: https://github.com/openxla/stablehlo/blob/main/docs/spec.md#round_nearest_afz

    Rounds each element to the nearest integral value, halfway cases away from
    zero (IEEE-754 roundToIntegralTiesToAway).

    Example:

    ```mlir
    %r = stablehlo.round_nearest_afz %x : tensor<3xf32>
    ```

    Constraints:
    (C1) operand and result have the same baseline type (quantization
      parameters may differ).
  }];
}
def StableHLO_RoundNearestEvenOp : HLO_UnaryOp<"round_nearest_even",
    HLO_FpOrQuantTensor> {
  let summary = "element-wise rounding to integral, ties to even";
  let description = [{
    Spec: https://github.com/openxla/stablehlo/blob/main/docs/spec.md#round_nearest_even

    Rounds each element to the nearest integral value, halfway cases to the even
    neighbour (IEEE-754 roundToIntegralTiesToEven).

    Example:

    ```mlir
    %r = stablehlo.round_nearest_even %x : tensor<3xf32>
    ```

    Constraints:
    (C1) operand and result have the same baseline type (quantization
      parameters may differ).
  }];
}
def StableHLO_RsqrtOp : HLO_UnaryAccuracyOp<"rsqrt", HLO_FpOrComplexTensor> {
  let summary = "element-wise reciprocal square root";
  let description = [{
    Spec: https://github.com/openxla/stablehlo/blob/main/docs/spec.md#rsqrt

    Reciprocal square root 1 / sqrt(x) of each element, for floats and complex
    numbers.

    Example:

    ```mlir
    %r = stablehlo.rsqrt %x : tensor<3xf32>
    ```

    Constraints:
    (C1) operand and result have the same baseline type (quantization
      parameters may differ).
  }];
}
def StableHLO_SignOp : HLO_UnaryOp<"sign", HLO_SIntFpOrComplexTensor> {
  let summary = "element-wise sign";
  let description = [{
    Spec: https://github.com/openxla/stablehlo/blob/main/docs/spec.md#sign

    Sign of each element: -1, 0 or 1 for integers; for floats -1.0, -0.0, +0.0,
    1.0 or NaN as the input; for complex numbers x / |x|, or 0 for a zero
    element.

    Example:

    ```mlir
    %r = stablehlo.sign %x : tensor<3xf32>
    ```

    Constraints:
    (C1) operand and result have the same baseline type (quantization
      parameters may differ).
  }];
}
def StableHLO_SineOp : HLO_UnaryAccuracyOp<"sine", HLO_FpOrComplexTensor> {
  let summary = "element-wise sine";
  let description = [{
    Spec: https://github.com/openxla/stablehlo/blob/main/docs/spec.md#sine

    Sine of each element (IEEE-754 sin for floats; complex sine for complex).

    Example:

    ```mlir
    %r = stablehlo.sine %x : tensor<3xf32>
    ```

    Constraints:
    (C1) operand and result have the same baseline type (quantization
      parameters may differ).
  }];
}
def StableHLO_SqrtOp : HLO_UnaryAccuracyOp<"sqrt", HLO_FpOrComplexTensor> {
  let summary = "element-wise square root";
  let description = [{
    Spec: https://github.com/openxla/stablehlo/blob/main/docs/spec.md#sqrt

    Square root of each element (IEEE-754 squareRoot for floats; the principal
    root for complex).

    Example:

    ```mlir
    %r = stablehlo.sqrt %x : tensor<3xf32>
    ```

    Constraints:
    (C1) operand and result have the same baseline type (quantization
      parameters may differ).
  }];
}
def StableHLO_TanOp : HLO_UnaryAccuracyOp<"tan", HLO_FpOrComplexTensor> {
  let summary = "element-wise tangent";
  let description = [{
    Spec: https://github.com/openxla/stablehlo/blob/main/docs/spec.md#tan

    Tangent of each element (IEEE-754 tan for floats; complex tangent for
    complex).

    Example:

    ```mlir
    %r = stablehlo.tan %x : tensor<3xf32>
    ```

    Constraints:
    (C1) operand and result have the same baseline type (quantization
      parameters may differ).
  }];
}
def StableHLO_TanhOp : HLO_UnaryAccuracyOp<"tanh", HLO_FpOrComplexTensor> {
  let summary = "element-wise hyperbolic tangent";
  let description = [{
    Spec: https://github.com/openxla/stablehlo/blob/main/docs/spec.md#tanh

    Hyperbolic tangent of each element, for floats and complex numbers.

    Example:

    ```mlir
    %r = stablehlo.tanh %x : tensor<3xf32>
    ```

    Constraints:
    (C1) operand and result have the same baseline type (quantization
      parameters may differ).
  }];
}

def StableHLO_ConvertOp : HLO_UnaryConvertingOp<"convert", HLO_Tensor,
    HLO_Tensor> {
  let summary = "element-wise conversion between element types";
  let description = [{
    Spec: https://github.com/openxla/stablehlo/blob/main/docs/spec.md#convert

    Converts each element to the result element type. Float to integer truncates
    toward zero; out-of-range values are implementation-defined. Integer to
    integer wraps; to and from i1 means "non-zero" and 0/1. Complex to real
    drops the imaginary part.

    Example:

    ```mlir
    %r = stablehlo.convert %x : (tensor<3xf32>) -> tensor<3xi32>
    ```

    Constraints:
    (C1) operand and result have the same shape.
  }];
}

def StableHLO_BitcastConvertOp : StableHLO_Op<"bitcast_convert", [Pure]> {
  let summary = "reinterprets the bits of a tensor as another element type";
  let description = [{
    Spec: https://github.com/openxla/stablehlo/blob/main/docs/spec.md#bitcast_convert

    Reinterprets the bits of the operand as the result element type. When the
    widths differ, the narrower side has one extra trailing dimension whose size
    is the width ratio; elements are split or joined in the implementation's
    byte order.

    Example:

    ```mlir
    %r = stablehlo.bitcast_convert %x : (tensor<2xf32>) -> tensor<2x4xi8>
    ```

    Constraints:
    (C1) with equal widths the shapes are equal; with a narrower result, the
      result shape is the operand shape plus a trailing dimension of the ratio;
      with a wider result, the operand shape is the result shape plus that
      dimension (quantized types count by their storage type).
    (C2) complex converts only to and from complex.
  }];
  let arguments = (ins HLO_Tensor:$operand);
  let results = (outs HLO_Tensor:$result);
  let hasVerifier = 1;
  let assemblyFormat = [{
    $operand attr-dict `:` custom<SameOperandsAndResultType>(type($operand), type($result))
  }];
}

def StableHLO_ReducePrecisionOp : StableHLO_Op<"reduce_precision",
    [Pure, Elementwise, SameOperandsAndResultType]> {
  let summary = "rounds floats to a narrower exponent/mantissa and back";
  let description = [{
    Spec: https://github.com/openxla/stablehlo/blob/main/docs/spec.md#reduce_precision

    Rounds each element to a float with the given exponent and mantissa widths
    (ties to even), then back to the operand type. Values out of the narrow
    exponent range become infinity; NaN stays NaN.

    Example:

    ```mlir
    %r = stablehlo.reduce_precision %x, format = e5m10 : tensor<3xf32>
    ```

    Constraints:
    (C1) operand and output have the same baseline type.
    (C2) exponent_bits >= 1.
    (C3) mantissa_bits >= 0.
  }];
  let arguments = (ins HLO_FpTensor:$operand, I32Attr:$exponent_bits,
                       I32Attr:$mantissa_bits);
  let results = (outs HLO_FpTensor:$output);
  let hasVerifier = 1;
  let assemblyFormat = [{
    $operand `,` `format` `=` custom<ExponentMantissa>($exponent_bits, $mantissa_bits)
      attr-dict `:` custom<SameOperandsAndResultType>(type($operand), type($output))
  }];
}

//===----------------------------------------------------------------------===//
// Binary elementwise ops
//===----------------------------------------------------------------------===//

def StableHLO_AddOp : HLO_BinaryOp<"add", HLO_Tensor, [Commutative]> {
  let summary = "element-wise addition (logical or for i1)";
  let description = [{
    Spec: https://github.com/openxla/stablehlo/blob/main/docs/spec.md#add

    Sum of two tensors: logical or for booleans, wrapping sum for integers,
    IEEE-754 addition for floats and complex numbers. Quantized operands are
    dequantized, added and requantized.

    Example:

    ```mlir
    %r = stablehlo.add %a, %b : tensor<3xf32>
    ```

    Constraints:
    (C1) lhs, rhs and result have the same type, unless quantized.
    (C2) if any is quantized, all three are.
    (C3) they share one storage type.
    (C4) they share one expressed type.
    (C5) the result is per-axis quantized iff lhs or rhs is.
    (C6) a per-axis lhs has the result quantization dimension.
    (C7) a per-axis rhs has the result quantization dimension.
  }];
}
def StableHLO_AndOp : HLO_BinaryOp<"and", HLO_PredOrIntTensor, [Commutative]> {
  let summary = "element-wise logical (i1) or bitwise (integer) and";
  let description = [{
    Spec: https://github.com/openxla/stablehlo/blob/main/docs/spec.md#and

    Logical and of booleans, bitwise and of integers.

    Example:

    ```mlir
    %r = stablehlo.and %a, %b : tensor<3xi32>
    ```

    Constraints:
    (C1) lhs, rhs and result have the same type.
  }];
}
def StableHLO_Atan2Op : HLO_BinaryOp<"atan2", HLO_FpOrComplexTensor> {
  let summary = "element-wise atan2";
  let description = [{
    Spec: https://github.com/openxla/stablehlo/blob/main/docs/spec.md#atan2

    Two-argument arctangent atan2(lhs, rhs) of each element pair, for floats and
    complex numbers.

    Example:

    ```mlir
    %r = stablehlo.atan2 %a, %b : tensor<3xf32>
    ```

    Constraints:
    (C1) lhs, rhs and result have the same baseline type (quantization
      parameters may differ).
  }];
}
def StableHLO_DivOp : HLO_BinaryOp<"divide", HLO_IntFpOrComplexTensor> {
  let summary = "element-wise division (integers round toward zero)";
  let description = [{
    Spec: https://github.com/openxla/stablehlo/blob/main/docs/spec.md#divide

    Quotient of each element pair: integer division truncating toward zero
    (division by zero and overflow are implementation-defined), IEEE-754
    division for floats and complex numbers.

    Example:

    ```mlir
    %r = stablehlo.divide %a, %b : tensor<3xf32>
    ```

    Constraints:
    (C1) lhs, rhs and result have the same baseline type (quantization
      parameters may differ).
  }];
}
def StableHLO_MaxOp : HLO_BinaryOp<"maximum", HLO_Tensor, [Commutative]> {
  let summary = "element-wise maximum";
  let description = [{
    Spec: https://github.com/openxla/stablehlo/blob/main/docs/spec.md#maximum

    Larger of each element pair: logical or for booleans; NaN propagates for
    floats; complex numbers compare lexicographically.

    Example:

    ```mlir
    %r = stablehlo.maximum %a, %b : tensor<3xf32>
    ```

    Constraints:
    (C1) lhs, rhs and result have the same baseline type (quantization
      parameters may differ).
  }];
}
def StableHLO_MinOp : HLO_BinaryOp<"minimum", HLO_Tensor, [Commutative]> {
  let summary = "element-wise minimum";
  let description = [{
    Spec: https://github.com/openxla/stablehlo/blob/main/docs/spec.md#minimum

    Smaller of each element pair: logical and for booleans; NaN propagates for
    floats; complex numbers compare lexicographically.

    Example:

    ```mlir
    %r = stablehlo.minimum %a, %b : tensor<3xf32>
    ```

    Constraints:
    (C1) lhs, rhs and result have the same baseline type (quantization
      parameters may differ).
  }];
}
def StableHLO_MulOp : HLO_BinaryOp<"multiply", HLO_Tensor, [Commutative]> {
  let summary = "element-wise multiplication (logical and for i1)";
  let description = [{
    Spec: https://github.com/openxla/stablehlo/blob/main/docs/spec.md#multiply

    Product of each element pair: logical and for booleans, wrapping product for
    integers, IEEE-754 multiplication for floats and complex numbers.

    Example:

    ```mlir
    %r = stablehlo.multiply %a, %b : tensor<3xf32>
    ```

    Constraints:
    (C1) lhs, rhs and result have the same baseline type (quantization
      parameters may differ).
  }];
}
def StableHLO_OrOp : HLO_BinaryOp<"or", HLO_PredOrIntTensor, [Commutative]> {
  let summary = "element-wise logical (i1) or bitwise (integer) or";
  let description = [{
    Spec: https://github.com/openxla/stablehlo/blob/main/docs/spec.md#or

    Logical or of booleans, bitwise or of integers.

    Example:

    ```mlir
    %r = stablehlo.or %a, %b : tensor<3xi32>
    ```

    Constraints:
    (C1) lhs, rhs and result have the same type.
  }];
}
def StableHLO_PowOp : HLO_BinaryOp<"power", HLO_IntFpOrComplexTensor> {
  let summary = "element-wise exponentiation";
  let description = [{
    Spec: https://github.com/openxla/stablehlo/blob/main/docs/spec.md#power

    lhs raised to rhs for each element pair. For integers, a negative exponent
    gives 0 except for bases 1 and -1; floats follow IEEE-754 pow; complex
    numbers use the principal branch.

    Example:

    ```mlir
    %r = stablehlo.power %a, %b : tensor<3xf32>
    ```

    Constraints:
    (C1) lhs, rhs and result have the same baseline type (quantization
      parameters may differ).
  }];
}
def StableHLO_RemOp : HLO_BinaryOp<"remainder", HLO_IntFpOrComplexTensor> {
  let summary = "element-wise remainder; the sign follows the dividend";
  let description = [{
    Spec: https://github.com/openxla/stablehlo/blob/main/docs/spec.md#remainder

    Remainder of truncating division for each element pair; the result takes the
    sign of the dividend (C fmod for floats). A zero integer divisor is
    implementation-defined.

    Example:

    ```mlir
    %r = stablehlo.remainder %a, %b : tensor<3xf32>
    ```

    Constraints:
    (C1) lhs, rhs and result have the same baseline type (quantization
      parameters may differ).
  }];
}
def StableHLO_ShiftLeftOp : HLO_BinaryOp<"shift_left", HLO_IntTensor> {
  let summary = "element-wise left shift";
  let description = [{
    Spec: https://github.com/openxla/stablehlo/blob/main/docs/spec.md#shift_left

    Shifts each integer element of lhs left by rhs bits; shifts of at least the
    bit width give 0.

    Example:

    ```mlir
    %r = stablehlo.shift_left %a, %b : tensor<3xi32>
    ```

    Constraints:
    (C1) lhs, rhs and result have the same type.
  }];
}
def StableHLO_ShiftRightArithmeticOp : HLO_BinaryOp<"shift_right_arithmetic",
    HLO_IntTensor> {
  let summary = "element-wise arithmetic right shift";
  let description = [{
    Spec: https://github.com/openxla/stablehlo/blob/main/docs/spec.md#shift_right_arithmetic

    Shifts each integer element of lhs right by rhs bits, filling with the sign
    bit.

    Example:

    ```mlir
    %r = stablehlo.shift_right_arithmetic %a, %b : tensor<3xi32>
    ```

    Constraints:
    (C1) lhs, rhs and result have the same type.
  }];
}
def StableHLO_ShiftRightLogicalOp : HLO_BinaryOp<"shift_right_logical",
    HLO_IntTensor> {
  let summary = "element-wise logical right shift";
  let description = [{
    Spec: https://github.com/openxla/stablehlo/blob/main/docs/spec.md#shift_right_logical

    Shifts each integer element of lhs right by rhs bits, filling with zeros;
    shifts of at least the bit width give 0.

    Example:

    ```mlir
    %r = stablehlo.shift_right_logical %a, %b : tensor<3xi32>
    ```

    Constraints:
    (C1) lhs, rhs and result have the same type.
  }];
}
def StableHLO_SubtractOp : HLO_BinaryOp<"subtract", HLO_IntFpOrComplexTensor> {
  let summary = "element-wise subtraction";
  let description = [{
    Spec: https://github.com/openxla/stablehlo/blob/main/docs/spec.md#subtract

    Difference of each element pair: wrapping for integers, IEEE-754 subtraction
    for floats and complex numbers.

    Example:

    ```mlir
    %r = stablehlo.subtract %a, %b : tensor<3xf32>
    ```

    Constraints:
    (C1) lhs, rhs and result have the same baseline type (quantization
      parameters may differ).
  }];
}
def StableHLO_XorOp : HLO_BinaryOp<"xor", HLO_PredOrIntTensor, [Commutative]> {
  let summary = "element-wise logical (i1) or bitwise (integer) xor";
  let description = [{
    Spec: https://github.com/openxla/stablehlo/blob/main/docs/spec.md#xor

    Logical exclusive or of booleans, bitwise exclusive or of integers.

    Example:

    ```mlir
    %r = stablehlo.xor %a, %b : tensor<3xi32>
    ```

    Constraints:
    (C1) lhs, rhs and result have the same type.
  }];
}

def StableHLO_ComplexOp : StableHLO_Op<"complex",
    [Pure, Elementwise, SameOperandsAndResultShape, SameTypeOperands]> {
  let summary = "builds complex numbers from real and imaginary parts";
  let description = [{
    Spec: https://github.com/openxla/stablehlo/blob/main/docs/spec.md#complex

    Builds complex elements from a real part (lhs) and an imaginary part (rhs).

    Example:

    ```mlir
    %r = stablehlo.complex %a, %b : tensor<3xcomplex<f32>>
    ```

    Constraints:
    (C1) lhs and rhs have the same type.
    (C2) result and lhs have the same shape.
    (C3) the result element type is complex<E> where E is the lhs element
      type.
  }];
  let arguments = (ins HLO_F32OrF64Tensor:$lhs, HLO_F32OrF64Tensor:$rhs);
  let results = (outs HLO_ComplexTensor:$result);
  let hasVerifier = 1;
  let assemblyFormat = [{
    operands attr-dict
      `:` custom<ComplexOpType>(type($lhs), type($rhs), type($result))
  }];
}

def StableHLO_CompareOp : StableHLO_Op<"compare",
    [Pure, Elementwise, SameTypeOperands, SameOperandsAndResultShape]> {
  let summary = "element-wise comparison";
  let description = [{
    Spec: https://github.com/openxla/stablehlo/blob/main/docs/spec.md#compare

    Compares each element pair with comparison_direction (EQ, NE, GE, GT, LE,
    LT) under compare_type: SIGNED/UNSIGNED integer order, FLOAT (IEEE-754, NaN
    is unordered) or TOTALORDER (IEEE-754 totalOrder). Complex numbers compare
    as (real, imaginary) pairs in lexicographic order. The result is an i1
    tensor.

    Example:

    ```mlir
    %r = stablehlo.compare LT, %a, %b, SIGNED : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
    ```

    Constraints:
    (C1) lhs and rhs have the same baseline element type.
    (C2) lhs, rhs and result have the same shape.
    (C3) compare_type is SIGNED for signed integers, UNSIGNED for unsigned
      integers and booleans, FLOAT or TOTALORDER for floats, FLOAT for complex
      (TOTALORDER is also accepted on integers, as upstream accepts it). As in
      upstream, the verifier does not check (C3), so that modules exporters
      emit parse, print and serialize; the interpreter refuses to evaluate a
      compare that breaks it, with an error at the op.
  }];
  let arguments = (ins HLO_Tensor:$lhs, HLO_Tensor:$rhs,
                       HLO_ComparisonDirectionAttr:$comparison_direction,
                       OptionalAttr<HLO_ComparisonTypeAttr>:$compare_type);
  let results = (outs HLO_PredTensor:$result);
  let assemblyFormat = [{
    $comparison_direction `,` $lhs `,` $rhs (`,` $compare_type^)?
      attr-dict `:` functional-type(operands, results)
  }];
}

//===----------------------------------------------------------------------===//
// Ternary elementwise ops
//===----------------------------------------------------------------------===//

def StableHLO_ClampOp : StableHLO_Op<"clamp", [Pure]> {
  let summary = "clamps every element between a minimum and a maximum";
  let description = [{
    Spec: https://github.com/openxla/stablehlo/blob/main/docs/spec.md#clamp

    Clamps each operand element into [min, max]: minimum(maximum(x, min), max).
    min and max are scalars or tensors of the operand shape.

    Example:

    ```mlir
    %r = stablehlo.clamp %lo, %x, %hi : (tensor<f32>, tensor<3xf32>, tensor<f32>) -> tensor<3xf32>
    ```

    Constraints:
    (C1) min is rank 0 or has the operand shape.
    (C2) max is rank 0 or has the operand shape.
    (C3) min, operand and max have the same baseline element type.
    (C4) operand and result have the same baseline type.
  }];
  let arguments = (ins HLO_Tensor:$min, HLO_Tensor:$operand, HLO_Tensor:$max);
  let results = (outs HLO_Tensor:$result);
  let hasVerifier = 1;
  let assemblyFormat = [{
    $min `,` $operand `,` $max attr-dict
      `:` custom<SameOperandsAndResultType>(type($min), type($operand), type($max), type($result))
  }];
}

def StableHLO_SelectOp : StableHLO_Op<"select", [Pure]> {
  let summary = "picks elements of on_true or on_false according to pred";
  let description = [{
    Spec: https://github.com/openxla/stablehlo/blob/main/docs/spec.md#select

    Picks on_true where pred is true and on_false elsewhere. A rank-0 pred
    chooses a whole tensor.

    Example:

    ```mlir
    %r = stablehlo.select %p, %a, %b : tensor<3xi1>, tensor<3xf32>
    ```

    Constraints:
    (C1) pred is rank 0 or has the shape of on_true.
    (C2) on_true, on_false and result have the same baseline type.
  }];
  let arguments = (ins HLO_PredTensor:$pred, HLO_Tensor:$on_true,
                       HLO_Tensor:$on_false);
  let results = (outs HLO_Tensor:$result);
  let hasVerifier = 1;
  let assemblyFormat = [{
    operands attr-dict `:`
      custom<SelectOpType>(type($pred), type($on_true), type($on_false), type($result))
  }];
}
