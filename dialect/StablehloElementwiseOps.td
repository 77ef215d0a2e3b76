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
}
def StableHLO_CbrtOp : HLO_UnaryOp<"cbrt", HLO_FpOrComplexTensor> {
  let summary = "element-wise cube root";
}
def StableHLO_CeilOp : HLO_UnaryOp<"ceil", HLO_FpOrQuantTensor> {
  let summary = "element-wise ceiling";
}
def StableHLO_ClzOp : HLO_UnaryOp<"count_leading_zeros", HLO_IntTensor> {
  let summary = "element-wise count of leading zero bits";
}
def StableHLO_CosineOp : HLO_UnaryOp<"cosine", HLO_FpOrComplexTensor> {
  let summary = "element-wise cosine";
}
def StableHLO_ExpOp : HLO_UnaryOp<"exponential", HLO_FpOrComplexTensor> {
  let summary = "element-wise exponential";
}
def StableHLO_Expm1Op : HLO_UnaryOp<"exponential_minus_one",
    HLO_FpOrComplexTensor> {
  let summary = "element-wise exp(x) - 1";
}
def StableHLO_FloorOp : HLO_UnaryOp<"floor", HLO_FpOrQuantTensor> {
  let summary = "element-wise floor";
}
def StableHLO_ImagOp : HLO_UnaryConvertingOp<"imag", HLO_FpOrComplexPlainTensor,
    HLO_FpTensor> {
  let summary = "element-wise imaginary part";
}
def StableHLO_IsFiniteOp : HLO_UnaryConvertingOp<"is_finite", HLO_FpTensor,
    HLO_PredTensor> {
  let summary = "element-wise test for a finite value";
  let arguments = (ins HLO_FpTensor:$x);
  let results = (outs HLO_PredTensor:$y);
  let assemblyFormat = [{
    $x attr-dict `:` custom<SameOperandsAndResultType>(type($x), type($y))
  }];
}
def StableHLO_LogOp : HLO_UnaryOp<"log", HLO_FpOrComplexTensor> {
  let summary = "element-wise natural logarithm";
}
def StableHLO_Log1pOp : HLO_UnaryOp<"log_plus_one", HLO_FpOrComplexTensor> {
  let summary = "element-wise log(1 + x)";
}
def StableHLO_LogisticOp : HLO_UnaryOp<"logistic", HLO_FpOrComplexTensor> {
  let summary = "element-wise logistic function 1 / (1 + exp(-x))";
}
def StableHLO_NegOp : HLO_UnaryOp<"negate", HLO_IntFpOrComplexTensor> {
  let summary = "element-wise negation";
}
def StableHLO_NotOp : HLO_UnaryOp<"not", HLO_PredOrIntTensor> {
  let summary = "element-wise logical (i1) or bitwise (integer) not";
}
def StableHLO_PopulationCountOp : HLO_UnaryOp<"popcnt", HLO_IntTensor> {
  let summary = "element-wise count of set bits";
}
def StableHLO_RealOp : HLO_UnaryConvertingOp<"real", HLO_FpOrComplexPlainTensor,
    HLO_FpTensor> {
  let summary = "element-wise real part";
}
def StableHLO_RoundOp : HLO_UnaryOp<"round_nearest_afz", HLO_FpOrQuantTensor> {
  let summary = "element-wise rounding to integral, ties away from zero";
}
def StableHLO_RoundNearestEvenOp : HLO_UnaryOp<"round_nearest_even",
    HLO_FpOrQuantTensor> {
  let summary = "element-wise rounding to integral, ties to even";
}
def StableHLO_RsqrtOp : HLO_UnaryOp<"rsqrt", HLO_FpOrComplexTensor> {
  let summary = "element-wise reciprocal square root";
}
def StableHLO_SignOp : HLO_UnaryOp<"sign", HLO_SIntFpOrComplexTensor> {
  let summary = "element-wise sign";
}
def StableHLO_SineOp : HLO_UnaryOp<"sine", HLO_FpOrComplexTensor> {
  let summary = "element-wise sine";
}
def StableHLO_SqrtOp : HLO_UnaryOp<"sqrt", HLO_FpOrComplexTensor> {
  let summary = "element-wise square root";
}
def StableHLO_TanOp : HLO_UnaryOp<"tan", HLO_FpOrComplexTensor> {
  let summary = "element-wise tangent";
}
def StableHLO_TanhOp : HLO_UnaryOp<"tanh", HLO_FpOrComplexTensor> {
  let summary = "element-wise hyperbolic tangent";
}

def StableHLO_ConvertOp : HLO_UnaryConvertingOp<"convert", HLO_Tensor,
    HLO_Tensor> {
  let summary = "element-wise conversion between element types";
}

def StableHLO_BitcastConvertOp : StableHLO_Op<"bitcast_convert", [Pure]> {
  let summary = "reinterprets the bits of a tensor as another element type";
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
}
def StableHLO_AndOp : HLO_BinaryOp<"and", HLO_PredOrIntTensor, [Commutative]> {
  let summary = "element-wise logical (i1) or bitwise (integer) and";
}
def StableHLO_Atan2Op : HLO_BinaryOp<"atan2", HLO_FpOrComplexTensor> {
  let summary = "element-wise atan2";
}
def StableHLO_DivOp : HLO_BinaryOp<"divide", HLO_IntFpOrComplexTensor> {
  let summary = "element-wise division (integers round toward zero)";
}
def StableHLO_MaxOp : HLO_BinaryOp<"maximum", HLO_Tensor, [Commutative]> {
  let summary = "element-wise maximum";
}
def StableHLO_MinOp : HLO_BinaryOp<"minimum", HLO_Tensor, [Commutative]> {
  let summary = "element-wise minimum";
}
def StableHLO_MulOp : HLO_BinaryOp<"multiply", HLO_Tensor, [Commutative]> {
  let summary = "element-wise multiplication (logical and for i1)";
}
def StableHLO_OrOp : HLO_BinaryOp<"or", HLO_PredOrIntTensor, [Commutative]> {
  let summary = "element-wise logical (i1) or bitwise (integer) or";
}
def StableHLO_PowOp : HLO_BinaryOp<"power", HLO_IntFpOrComplexTensor> {
  let summary = "element-wise exponentiation";
}
def StableHLO_RemOp : HLO_BinaryOp<"remainder", HLO_IntFpOrComplexTensor> {
  let summary = "element-wise remainder; the sign follows the dividend";
}
def StableHLO_ShiftLeftOp : HLO_BinaryOp<"shift_left", HLO_IntTensor> {
  let summary = "element-wise left shift";
}
def StableHLO_ShiftRightArithmeticOp : HLO_BinaryOp<"shift_right_arithmetic",
    HLO_IntTensor> {
  let summary = "element-wise arithmetic right shift";
}
def StableHLO_ShiftRightLogicalOp : HLO_BinaryOp<"shift_right_logical",
    HLO_IntTensor> {
  let summary = "element-wise logical right shift";
}
def StableHLO_SubtractOp : HLO_BinaryOp<"subtract", HLO_IntFpOrComplexTensor> {
  let summary = "element-wise subtraction";
}
def StableHLO_XorOp : HLO_BinaryOp<"xor", HLO_PredOrIntTensor, [Commutative]> {
  let summary = "element-wise logical (i1) or bitwise (integer) xor";
}

def StableHLO_ComplexOp : StableHLO_Op<"complex",
    [Pure, Elementwise, SameOperandsAndResultShape, SameTypeOperands]> {
  let summary = "builds complex numbers from real and imaginary parts";
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
  let arguments = (ins HLO_Tensor:$lhs, HLO_Tensor:$rhs,
                       HLO_ComparisonDirectionAttr:$comparison_direction,
                       OptionalAttr<HLO_ComparisonTypeAttr>:$compare_type);
  let results = (outs HLO_PredTensor:$result);
  let hasVerifier = 1;
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
  let arguments = (ins HLO_PredTensor:$pred, HLO_Tensor:$on_true,
                       HLO_Tensor:$on_false);
  let results = (outs HLO_Tensor:$result);
  let hasVerifier = 1;
  let assemblyFormat = [{
    operands attr-dict `:`
      custom<SelectOpType>(type($pred), type($on_true), type($on_false), type($result))
  }];
}
