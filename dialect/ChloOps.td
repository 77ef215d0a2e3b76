//===- ChloOps.td - chlo dialect: client-level HLO ops -----*- tablegen -*-===//
//
// The `chlo` dialect as JAX emits it: elementwise special functions, ops with
// implicit (numpy-style) or explicit (`broadcast_dimensions`) broadcasting,
// and a few composite ops (top_k, ragged_dot, scan). The syntax follows
// upstream's ChloOps.td (openxla/stablehlo); the interpreter evaluates every
// op directly (interpreter/ChloOps.cpp), with no decomposition pass.
//
//===----------------------------------------------------------------------===//

#ifndef SHLO_CHLO_OPS
#define SHLO_CHLO_OPS

include "mlir/IR/OpBase.td"
include "mlir/IR/AttrTypeBase.td"
include "mlir/IR/EnumAttr.td"
include "mlir/IR/CommonTypeConstraints.td"
include "mlir/IR/BuiltinAttributeInterfaces.td"
include "mlir/Interfaces/SideEffectInterfaces.td"
include "mlir/Interfaces/InferTypeOpInterface.td"

def CHLO_Dialect : Dialect {
  let name = "chlo";
  let cppNamespace = "::mlir::chlo";
  let summary = "client HLO ops: broadcasting arithmetic and special functions";
  let useDefaultAttributePrinterParser = 1;
}

class CHLO_Op<string mnemonic, list<Trait> traits = []>
    : Op<CHLO_Dialect, mnemonic, traits>;

//===----------------------------------------------------------------------===//
// Element and tensor types (the stablehlo element types, ranked tensors)
//===----------------------------------------------------------------------===//

def CHLO_Pred : TypeAlias<I1, "bool">;
def CHLO_Int : AnyTypeOf<[SignlessIntOfWidths<[2, 4, 8, 16, 32, 64]>,
                          UnsignedIntOfWidths<[2, 4, 8, 16, 32, 64]>]>;
def CHLO_Float : AnyTypeOf<[F4E2M1FN, F6E2M3FN, F6E3M2FN, F8E3M4, F8E4M3,
                            F8E4M3FN, F8E4M3FNUZ, F8E4M3B11FNUZ, F8E5M2,
                            F8E5M2FNUZ, F8E8M0FNU, BF16, F16, F32, F64, TF32]>;
def CHLO_Complex : Complex<AnyTypeOf<[F32, F64]>>;

def CHLO_Tensor : RankedTensorOf<[CHLO_Pred, CHLO_Int, CHLO_Float, CHLO_Complex]>;
def CHLO_PredTensor : RankedTensorOf<[CHLO_Pred]>;
def CHLO_IntTensor : RankedTensorOf<[CHLO_Int]>;
def CHLO_PredOrIntTensor : RankedTensorOf<[CHLO_Pred, CHLO_Int]>;
def CHLO_FpTensor : RankedTensorOf<[CHLO_Float]>;
def CHLO_ComplexTensor : RankedTensorOf<[CHLO_Complex]>;
def CHLO_FpOrComplexTensor : RankedTensorOf<[CHLO_Float, CHLO_Complex]>;
def CHLO_IntFpOrComplexTensor : RankedTensorOf<[CHLO_Int, CHLO_Float, CHLO_Complex]>;

//===----------------------------------------------------------------------===//
// Enums and attributes
//===----------------------------------------------------------------------===//

def CHLO_ComparisonDirection : I32EnumAttr<"ComparisonDirection",
    "comparison direction", [
      I32EnumAttrCase<"EQ", 0>, I32EnumAttrCase<"NE", 1>,
      I32EnumAttrCase<"GE", 2>, I32EnumAttrCase<"GT", 3>,
      I32EnumAttrCase<"LE", 4>, I32EnumAttrCase<"LT", 5>]> {
  let genSpecializedAttr = 0;
  let cppNamespace = "::mlir::chlo";
}
def CHLO_ComparisonDirectionAttr : EnumAttr<CHLO_Dialect,
    CHLO_ComparisonDirection, "comparison_direction"> {
  let assemblyFormat = "$value";
}

def CHLO_ComparisonType : I32EnumAttr<"ComparisonType", "comparison type", [
      I32EnumAttrCase<"NOTYPE", 0>, I32EnumAttrCase<"FLOAT", 1>,
      I32EnumAttrCase<"TOTALORDER", 2>, I32EnumAttrCase<"SIGNED", 3>,
      I32EnumAttrCase<"UNSIGNED", 4>]> {
  let genSpecializedAttr = 0;
  let cppNamespace = "::mlir::chlo";
}
def CHLO_ComparisonTypeAttr : EnumAttr<CHLO_Dialect, CHLO_ComparisonType,
    "comparison_type"> {
  let assemblyFormat = "$value";
}

def CHLO_Precision : I32EnumAttr<"Precision", "precision", [
      I32EnumAttrCase<"DEFAULT", 0>, I32EnumAttrCase<"HIGH", 1>,
      I32EnumAttrCase<"HIGHEST", 2>]> {
  let genSpecializedAttr = 0;
  let cppNamespace = "::mlir::chlo";
}
def CHLO_PrecisionAttr : EnumAttr<CHLO_Dialect, CHLO_Precision, "precision"> {
  let assemblyFormat = "$value";
}
def CHLO_PrecisionConfigAttr : TypedArrayAttrBase<CHLO_PrecisionAttr,
    "precision config">;

def CHLO_RaggedDotDimensionNumbers : AttrDef<CHLO_Dialect,
    "RaggedDotDimensionNumbers"> {
  let mnemonic = "ragged_dot";
  let summary = "dimension numbers of ragged_dot";
  let description = [{
    dot_general's batching and contracting dimensions, plus the one lhs
    dimension that is ragged (split into groups by `group_sizes`) and, when
    that dimension is a free (non-contracting, non-batching) one, the rhs
    dimension that indexes the groups.
  }];
  let parameters = (ins
      OptionalArrayRefParameter<"int64_t">:$lhsBatchingDimensions,
      OptionalArrayRefParameter<"int64_t">:$rhsBatchingDimensions,
      OptionalArrayRefParameter<"int64_t">:$lhsContractingDimensions,
      OptionalArrayRefParameter<"int64_t">:$rhsContractingDimensions,
      OptionalArrayRefParameter<"int64_t">:$lhsRaggedDimensions,
      OptionalArrayRefParameter<"int64_t">:$rhsGroupDimensions);
  let hasCustomAssemblyFormat = 1;
}

//===----------------------------------------------------------------------===//
// Unary elementwise ops
//===----------------------------------------------------------------------===//

/// Unary elementwise op; `chlo.op %x : T -> R`.
class CHLO_UnaryOp<string mnemonic, Type operandType, Type resultType = operandType,
                   list<Trait> traits = []>
    : CHLO_Op<mnemonic, !listconcat(traits,
          [Pure, Elementwise, SameOperandsAndResultShape])> {
  let arguments = (ins operandType:$operand);
  let results = (outs resultType:$result);
  let assemblyFormat = [{
    $operand attr-dict `:` type($operand) `->` type($result)
  }];
}

/// Unary elementwise op whose result type is its operand's.
class CHLO_SameTypeUnaryOp<string mnemonic, Type type>
    : CHLO_UnaryOp<mnemonic, type, type, [SameOperandsAndResultType]>;

def CHLO_AcosOp : CHLO_SameTypeUnaryOp<"acos", CHLO_FpOrComplexTensor> {
  let summary = "element-wise inverse cosine";
  let description = [{
    Inverse cosine of each element: in [0, pi] for real x in [-1, 1], NaN
    outside; the principal value for complex x. The interpreter computes it in
    double (long double where the C library has it) and rounds once to the
    element type; there is no decomposition into stablehlo.

    Example:

    ```mlir
    %r = chlo.acos %x : tensor<3xf32> -> tensor<3xf32>
    ```
  }];
}
def CHLO_AcoshOp : CHLO_SameTypeUnaryOp<"acosh", CHLO_FpOrComplexTensor> {
  let summary = "element-wise inverse hyperbolic cosine (NaN below 1 for reals)";
  let description = [{
    Inverse hyperbolic cosine of each element; NaN below 1 for reals, the
    principal value for complex. The interpreter computes it in double (long
    double where the C library has it) and rounds once to the element type;
    there is no decomposition into stablehlo.

    Example:

    ```mlir
    %r = chlo.acosh %x : tensor<3xf32> -> tensor<3xf32>
    ```
  }];
}
def CHLO_AsinOp : CHLO_SameTypeUnaryOp<"asin", CHLO_FpOrComplexTensor> {
  let summary = "element-wise inverse sine";
  let description = [{
    Inverse sine of each element: in [-pi/2, pi/2] for real x in [-1, 1], NaN
    outside; the principal value for complex x. The interpreter computes it in
    double (long double where the C library has it) and rounds once to the
    element type; there is no decomposition into stablehlo.

    Example:

    ```mlir
    %r = chlo.asin %x : tensor<3xf32> -> tensor<3xf32>
    ```
  }];
}
def CHLO_AsinhOp : CHLO_SameTypeUnaryOp<"asinh", CHLO_FpOrComplexTensor> {
  let summary = "element-wise inverse hyperbolic sine";
  let description = [{
    Inverse hyperbolic sine of each element, for floats and complex numbers. The
    interpreter computes it in double (long double where the C library has it)
    and rounds once to the element type; there is no decomposition into
    stablehlo.

    Example:

    ```mlir
    %r = chlo.asinh %x : tensor<3xf32> -> tensor<3xf32>
    ```
  }];
}
def CHLO_AtanOp : CHLO_SameTypeUnaryOp<"atan", CHLO_FpOrComplexTensor> {
  let summary = "element-wise inverse tangent";
  let description = [{
    Inverse tangent of each element, for floats and complex numbers. The
    interpreter computes it in double (long double where the C library has it)
    and rounds once to the element type; there is no decomposition into
    stablehlo.

    Example:

    ```mlir
    %r = chlo.atan %x : tensor<3xf32> -> tensor<3xf32>
    ```
  }];
}
def CHLO_AtanhOp : CHLO_SameTypeUnaryOp<"atanh", CHLO_FpOrComplexTensor> {
  let summary = "element-wise inverse hyperbolic tangent (NaN beyond |x| > 1)";
  let description = [{
    Inverse hyperbolic tangent of each element; NaN for real |x| > 1, +-inf at
    +-1. The interpreter computes it in double (long double where the C library
    has it) and rounds once to the element type; there is no decomposition into
    stablehlo.

    Example:

    ```mlir
    %r = chlo.atanh %x : tensor<3xf32> -> tensor<3xf32>
    ```
  }];
}
def CHLO_AsinAcosKernelOp : CHLO_SameTypeUnaryOp<"_asin_acos_kernel",
    CHLO_ComplexTensor> {
  let summary = "the complex w from which asin and acos of z follow";
  let description = [{
    A helper of the complex asin and acos: returns w with asin(z) =
    complex(atan2(re z, re w), sign(im z) * im w) and acos(z) = complex(atan2(re
    w, re z), -sign(im z) * im w); re w = sqrt(A^2 - (re z)^2), im w = acosh(A)
    and A = (|z + 1| + |z - 1|) / 2. The interpreter derives w from a long
    double complex asin.

    Example:

    ```mlir
    %r = chlo._asin_acos_kernel %x : tensor<2xcomplex<f32>> -> tensor<2xcomplex<f32>>
    ```
  }];
}
def CHLO_BesselI1eOp : CHLO_SameTypeUnaryOp<"bessel_i1e", CHLO_FpTensor> {
  let summary = "element-wise exponentially scaled modified Bessel function I1";
  let description = [{
    Exponentially scaled modified Bessel function of the first kind and order
    one, exp(-|x|) * I1(x); an asymptotic series for large |x|. The interpreter
    computes it in double (long double where the C library has it) and rounds
    once to the element type; there is no decomposition into stablehlo.

    Example:

    ```mlir
    %r = chlo.bessel_i1e %x : tensor<3xf32> -> tensor<3xf32>
    ```
  }];
}
def CHLO_ConjOp : CHLO_SameTypeUnaryOp<"conj", CHLO_FpOrComplexTensor> {
  let summary = "element-wise complex conjugate (identity on reals)";
  let description = [{
    Complex conjugate of each element; the identity on real floats.

    Example:

    ```mlir
    %r = chlo.conj %x : tensor<2xcomplex<f32>> -> tensor<2xcomplex<f32>>
    ```
  }];
}
def CHLO_CoshOp : CHLO_SameTypeUnaryOp<"cosh", CHLO_FpOrComplexTensor> {
  let summary = "element-wise hyperbolic cosine";
  let description = [{
    Hyperbolic cosine of each element, for floats and complex numbers. The
    interpreter computes it in double (long double where the C library has it)
    and rounds once to the element type; there is no decomposition into
    stablehlo.

    Example:

    ```mlir
    %r = chlo.cosh %x : tensor<3xf32> -> tensor<3xf32>
    ```
  }];
}
def CHLO_SinhOp : CHLO_SameTypeUnaryOp<"sinh", CHLO_FpOrComplexTensor> {
  let summary = "element-wise hyperbolic sine";
  let description = [{
    Hyperbolic sine of each element, for floats and complex numbers. The
    interpreter computes it in double (long double where the C library has it)
    and rounds once to the element type; there is no decomposition into
    stablehlo.

    Example:

    ```mlir
    %r = chlo.sinh %x : tensor<3xf32> -> tensor<3xf32>
    ```
  }];
}
def CHLO_TanOp : CHLO_SameTypeUnaryOp<"tan", CHLO_FpOrComplexTensor> {
  let summary = "element-wise tangent";
  let description = [{
    Tangent of each element, for floats and complex numbers. The interpreter
    computes it in double (long double where the C library has it) and rounds
    once to the element type; there is no decomposition into stablehlo.

    Example:

    ```mlir
    %r = chlo.tan %x : tensor<3xf32> -> tensor<3xf32>
    ```
  }];
}
def CHLO_SquareOp : CHLO_SameTypeUnaryOp<"square", CHLO_IntFpOrComplexTensor> {
  let summary = "element-wise x * x";
  let description = [{
    x * x for each element. For complex x = a + bi the real part is computed as
    (a - b)(a + b), which stays exact where a*a - b*b would cancel; the
    imaginary part is 2ab.

    Example:

    ```mlir
    %r = chlo.square %x : tensor<3xf32> -> tensor<3xf32>
    ```
  }];
}
def CHLO_DigammaOp : CHLO_SameTypeUnaryOp<"digamma", CHLO_FpTensor> {
  let summary = "element-wise digamma (the derivative of lgamma)";
  let description = [{
    Digamma function, the derivative of lgamma, of each element; reflection for
    negative x and an asymptotic series for large x. The interpreter computes it
    in double (long double where the C library has it) and rounds once to the
    element type; there is no decomposition into stablehlo.

    Example:

    ```mlir
    %r = chlo.digamma %x : tensor<3xf32> -> tensor<3xf32>
    ```
  }];
}
def CHLO_ErfOp : CHLO_SameTypeUnaryOp<"erf", CHLO_FpTensor> {
  let summary = "element-wise Gauss error function";
  let description = [{
    Gauss error function of each element. The interpreter computes it in double
    (long double where the C library has it) and rounds once to the element
    type; there is no decomposition into stablehlo.

    Example:

    ```mlir
    %r = chlo.erf %x : tensor<3xf32> -> tensor<3xf32>
    ```
  }];
}
def CHLO_ErfcOp : CHLO_SameTypeUnaryOp<"erfc", CHLO_FpTensor> {
  let summary = "element-wise complementary error function 1 - erf(x)";
  let description = [{
    Complementary error function 1 - erf(x) of each element, accurate where erf
    is near 1. The interpreter computes it in double (long double where the C
    library has it) and rounds once to the element type; there is no
    decomposition into stablehlo.

    Example:

    ```mlir
    %r = chlo.erfc %x : tensor<3xf32> -> tensor<3xf32>
    ```
  }];
}
def CHLO_ErfInvOp : CHLO_SameTypeUnaryOp<"erf_inv", CHLO_FpTensor> {
  let summary = "element-wise inverse error function (+-inf at +-1)";
  let description = [{
    Inverse error function of each element: +-inf at +-1, NaN beyond; a close
    start refined by Newton steps on erf (on erfc near 1). The interpreter
    computes it in double (long double where the C library has it) and rounds
    once to the element type; there is no decomposition into stablehlo.

    Example:

    ```mlir
    %r = chlo.erf_inv %x : tensor<3xf32> -> tensor<3xf32>
    ```
  }];
}
def CHLO_LgammaOp : CHLO_SameTypeUnaryOp<"lgamma", CHLO_FpTensor> {
  let summary = "element-wise log |gamma(x)| (+inf at the poles)";
  let description = [{
    log |gamma(x)| of each element; +inf at the poles (zero and the negative
    integers). The interpreter computes it in double (long double where the C
    library has it) and rounds once to the element type; there is no
    decomposition into stablehlo.

    Example:

    ```mlir
    %r = chlo.lgamma %x : tensor<3xf32> -> tensor<3xf32>
    ```
  }];
}
def CHLO_IsInfOp : CHLO_UnaryOp<"is_inf", CHLO_FpTensor, CHLO_PredTensor> {
  let summary = "element-wise test for +inf or -inf";
  let description = [{
    True for each element that is +inf or -inf.

    Example:

    ```mlir
    %r = chlo.is_inf %x : tensor<3xf32> -> tensor<3xi1>
    ```
  }];
}
def CHLO_IsNegInfOp : CHLO_UnaryOp<"is_neg_inf", CHLO_FpTensor, CHLO_PredTensor> {
  let summary = "element-wise test for -inf";
  let description = [{
    True for each element that is -inf.

    Example:

    ```mlir
    %r = chlo.is_neg_inf %x : tensor<3xf32> -> tensor<3xi1>
    ```
  }];
}
def CHLO_IsPosInfOp : CHLO_UnaryOp<"is_pos_inf", CHLO_FpTensor, CHLO_PredTensor> {
  let summary = "element-wise test for +inf";
  let description = [{
    True for each element that is +inf.

    Example:

    ```mlir
    %r = chlo.is_pos_inf %x : tensor<3xf32> -> tensor<3xi1>
    ```
  }];
}

//===----------------------------------------------------------------------===//
// Binary ops without broadcasting
//===----------------------------------------------------------------------===//

def CHLO_NextAfterOp : CHLO_Op<"next_after",
    [Pure, Elementwise, SameOperandsAndResultType]> {
  let summary = "element-wise next float after x in the direction of y";
  let description = [{
    The next representable float after x in the direction of y, as C's
    nextafter: y when x == y, NaN when either is NaN, the smallest subnormal
    with the sign of y when x is zero.

    Example:

    ```mlir
    %r = chlo.next_after %x, %y : tensor<3xf32>, tensor<3xf32> -> tensor<3xf32>
    ```
  }];
  let arguments = (ins CHLO_FpTensor:$x, CHLO_FpTensor:$y);
  let results = (outs CHLO_FpTensor:$result);
  let assemblyFormat = [{
    $x `,` $y attr-dict `:` type($x) `,` type($y) `->` type($result)
  }];
}
def CHLO_PolygammaOp : CHLO_Op<"polygamma",
    [Pure, Elementwise, SameOperandsAndResultType]> {
  let summary = "element-wise polygamma function of order n";
  let description = [{
    Polygamma function of order n: digamma(x) for n = 0, (-1)^(n+1) n! zeta(n +
    1, x) for integer n >= 1, NaN for any other n. The interpreter computes it
    in double (long double where the C library has it) and rounds once to the
    element type; there is no decomposition into stablehlo.

    Example:

    ```mlir
    %r = chlo.polygamma %n, %x : tensor<3xf32>, tensor<3xf32> -> tensor<3xf32>
    ```
  }];
  let arguments = (ins CHLO_FpTensor:$n, CHLO_FpTensor:$x);
  let results = (outs CHLO_FpTensor:$result);
  let assemblyFormat = [{
    $n `,` $x attr-dict `:` type($n) `,` type($x) `->` type($result)
  }];
}
def CHLO_ZetaOp : CHLO_Op<"zeta",
    [Pure, Elementwise, SameOperandsAndResultType]> {
  let summary = "element-wise Hurwitz zeta function sum_{n>=0} (q + n)^-x";
  let description = [{
    Hurwitz zeta function, the sum over n >= 0 of (q + n)^-x; Euler-Maclaurin
    summation with Bernoulli corrections. The interpreter computes it in double
    (long double where the C library has it) and rounds once to the element
    type; there is no decomposition into stablehlo.

    Example:

    ```mlir
    %r = chlo.zeta %x, %q : tensor<3xf32>, tensor<3xf32> -> tensor<3xf32>
    ```
  }];
  let arguments = (ins CHLO_FpTensor:$x, CHLO_FpTensor:$q);
  let results = (outs CHLO_FpTensor:$result);
  let assemblyFormat = [{
    $x `,` $q attr-dict `:` type($x) `,` type($q) `->` type($result)
  }];
}
def CHLO_MulhiOp : CHLO_Op<"mulhi",
    [Pure, Elementwise, SameOperandsAndResultType]> {
  let summary = "element-wise high half of the double-width integer product";
  let description = [{
    The high half of the double-width product of each pair of integers (signed
    or unsigned by the element type).

    Example:

    ```mlir
    %r = chlo.mulhi %a, %b : tensor<3xi32>, tensor<3xi32> -> tensor<3xi32>
    ```
  }];
  let arguments = (ins CHLO_IntTensor:$lhs, CHLO_IntTensor:$rhs);
  let results = (outs CHLO_IntTensor:$result);
  let assemblyFormat = [{
    $lhs `,` $rhs attr-dict `:` type($lhs) `,` type($rhs) `->` type($result)
  }];
}

//===----------------------------------------------------------------------===//
// Broadcasting binary ops
//===----------------------------------------------------------------------===//

/// A binary op whose operands broadcast to the result: numpy-style (trailing
/// dimensions aligned, size-1 dimensions stretched), or with
/// `broadcast_dimensions` mapping the lower-rank operand's dimensions into
/// the higher-rank one's.
class CHLO_BroadcastBinaryOp<string mnemonic, Type operandType,
                             Type resultType, list<Trait> traits = []>
    : CHLO_Op<mnemonic, !listconcat(traits, [Pure])> {
  let arguments = (ins operandType:$lhs, operandType:$rhs,
                       OptionalAttr<DenseI64ArrayAttr>:$broadcast_dimensions);
  let results = (outs resultType:$result);
  let hasVerifier = 1;
  let assemblyFormat = [{
    $lhs `,` $rhs attr-dict `:` `(` type($lhs) `,` type($rhs) `)` `->` type($result)
  }];
}

/// Operands and result share one element type.
class CHLO_BroadcastSameElementOp<string mnemonic, Type type>
    : CHLO_BroadcastBinaryOp<mnemonic, type, type,
                             [SameOperandsAndResultElementType]>;

def CHLO_BroadcastAddOp : CHLO_BroadcastSameElementOp<"broadcast_add", CHLO_Tensor> {
  let summary = "lhs + rhs with broadcasting";
  let description = [{
    lhs + rhs, as stablehlo.add. The operands broadcast to the result shape
    numpy-style (trailing dimensions aligned, size-1 dimensions stretched) or,
    with broadcast_dimensions, by mapping the lower-rank operand's dimensions to
    those positions of the higher-rank one; then the stablehlo op of the same
    name runs on equal shapes. The verifier checks that the shapes broadcast and
    the result shape is their broadcast.

    Example:

    ```mlir
    %r = chlo.broadcast_add %a, %b : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
    ```
  }];
}
def CHLO_BroadcastAtan2Op : CHLO_BroadcastSameElementOp<"broadcast_atan2", CHLO_Tensor> {
  let summary = "atan2(lhs, rhs) with broadcasting";
  let description = [{
    atan2(lhs, rhs), as stablehlo.atan2. The operands broadcast to the result
    shape numpy-style (trailing dimensions aligned, size-1 dimensions stretched)
    or, with broadcast_dimensions, by mapping the lower-rank operand's
    dimensions to those positions of the higher-rank one; then the stablehlo op
    of the same name runs on equal shapes. The verifier checks that the shapes
    broadcast and the result shape is their broadcast.

    Example:

    ```mlir
    %r = chlo.broadcast_atan2 %a, %b : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
    ```
  }];
}
def CHLO_BroadcastDivOp : CHLO_BroadcastSameElementOp<"broadcast_divide", CHLO_Tensor> {
  let summary = "lhs / rhs with broadcasting";
  let description = [{
    lhs / rhs, as stablehlo.divide. The operands broadcast to the result shape
    numpy-style (trailing dimensions aligned, size-1 dimensions stretched) or,
    with broadcast_dimensions, by mapping the lower-rank operand's dimensions to
    those positions of the higher-rank one; then the stablehlo op of the same
    name runs on equal shapes. The verifier checks that the shapes broadcast and
    the result shape is their broadcast.

    Example:

    ```mlir
    %r = chlo.broadcast_divide %a, %b : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
    ```
  }];
}
def CHLO_BroadcastMaxOp : CHLO_BroadcastSameElementOp<"broadcast_maximum", CHLO_Tensor> {
  let summary = "max(lhs, rhs) with broadcasting";
  let description = [{
    max(lhs, rhs), as stablehlo.maximum. The operands broadcast to the result
    shape numpy-style (trailing dimensions aligned, size-1 dimensions stretched)
    or, with broadcast_dimensions, by mapping the lower-rank operand's
    dimensions to those positions of the higher-rank one; then the stablehlo op
    of the same name runs on equal shapes. The verifier checks that the shapes
    broadcast and the result shape is their broadcast.

    Example:

    ```mlir
    %r = chlo.broadcast_maximum %a, %b : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
    ```
  }];
}
def CHLO_BroadcastMinOp : CHLO_BroadcastSameElementOp<"broadcast_minimum", CHLO_Tensor> {
  let summary = "min(lhs, rhs) with broadcasting";
  let description = [{
    min(lhs, rhs), as stablehlo.minimum. The operands broadcast to the result
    shape numpy-style (trailing dimensions aligned, size-1 dimensions stretched)
    or, with broadcast_dimensions, by mapping the lower-rank operand's
    dimensions to those positions of the higher-rank one; then the stablehlo op
    of the same name runs on equal shapes. The verifier checks that the shapes
    broadcast and the result shape is their broadcast.

    Example:

    ```mlir
    %r = chlo.broadcast_minimum %a, %b : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
    ```
  }];
}
def CHLO_BroadcastMulOp : CHLO_BroadcastSameElementOp<"broadcast_multiply", CHLO_Tensor> {
  let summary = "lhs * rhs with broadcasting";
  let description = [{
    lhs * rhs, as stablehlo.multiply. The operands broadcast to the result shape
    numpy-style (trailing dimensions aligned, size-1 dimensions stretched) or,
    with broadcast_dimensions, by mapping the lower-rank operand's dimensions to
    those positions of the higher-rank one; then the stablehlo op of the same
    name runs on equal shapes. The verifier checks that the shapes broadcast and
    the result shape is their broadcast.

    Example:

    ```mlir
    %r = chlo.broadcast_multiply %a, %b : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
    ```
  }];
}
def CHLO_BroadcastNextAfterOp : CHLO_BroadcastSameElementOp<"broadcast_next_after",
    CHLO_Tensor> {
  let summary = "next_after(lhs, rhs) with broadcasting";
  let description = [{
    next_after(lhs, rhs), as chlo.next_after. The operands broadcast to the
    result shape numpy-style (trailing dimensions aligned, size-1 dimensions
    stretched) or, with broadcast_dimensions, by mapping the lower-rank
    operand's dimensions to those positions of the higher-rank one; then the
    stablehlo op of the same name runs on equal shapes. The verifier checks that
    the shapes broadcast and the result shape is their broadcast.

    Example:

    ```mlir
    %r = chlo.broadcast_next_after %a, %b : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
    ```
  }];
}
def CHLO_BroadcastPolygammaOp : CHLO_BroadcastSameElementOp<"broadcast_polygamma",
    CHLO_Tensor> {
  let summary = "polygamma(lhs, rhs) with broadcasting";
  let description = [{
    polygamma(lhs, rhs), as chlo.polygamma. The operands broadcast to the result
    shape numpy-style (trailing dimensions aligned, size-1 dimensions stretched)
    or, with broadcast_dimensions, by mapping the lower-rank operand's
    dimensions to those positions of the higher-rank one; then the stablehlo op
    of the same name runs on equal shapes. The verifier checks that the shapes
    broadcast and the result shape is their broadcast.

    Example:

    ```mlir
    %r = chlo.broadcast_polygamma %a, %b : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
    ```
  }];
}
def CHLO_BroadcastPowOp : CHLO_BroadcastSameElementOp<"broadcast_power", CHLO_Tensor> {
  let summary = "lhs ^ rhs with broadcasting";
  let description = [{
    lhs raised to rhs, as stablehlo.power. The operands broadcast to the result
    shape numpy-style (trailing dimensions aligned, size-1 dimensions stretched)
    or, with broadcast_dimensions, by mapping the lower-rank operand's
    dimensions to those positions of the higher-rank one; then the stablehlo op
    of the same name runs on equal shapes. The verifier checks that the shapes
    broadcast and the result shape is their broadcast.

    Example:

    ```mlir
    %r = chlo.broadcast_power %a, %b : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
    ```
  }];
}
def CHLO_BroadcastRemOp : CHLO_BroadcastSameElementOp<"broadcast_remainder", CHLO_Tensor> {
  let summary = "lhs % rhs (sign of lhs) with broadcasting";
  let description = [{
    The remainder of lhs / rhs with the sign of lhs, as stablehlo.remainder. The
    operands broadcast to the result shape numpy-style (trailing dimensions
    aligned, size-1 dimensions stretched) or, with broadcast_dimensions, by
    mapping the lower-rank operand's dimensions to those positions of the
    higher-rank one; then the stablehlo op of the same name runs on equal
    shapes. The verifier checks that the shapes broadcast and the result shape
    is their broadcast.

    Example:

    ```mlir
    %r = chlo.broadcast_remainder %a, %b : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
    ```
  }];
}
def CHLO_BroadcastShiftLeftOp : CHLO_BroadcastSameElementOp<"broadcast_shift_left",
    CHLO_Tensor> {
  let summary = "lhs << rhs with broadcasting";
  let description = [{
    lhs shifted left by rhs bits, as stablehlo.shift_left. The operands
    broadcast to the result shape numpy-style (trailing dimensions aligned,
    size-1 dimensions stretched) or, with broadcast_dimensions, by mapping the
    lower-rank operand's dimensions to those positions of the higher-rank one;
    then the stablehlo op of the same name runs on equal shapes. The verifier
    checks that the shapes broadcast and the result shape is their broadcast.

    Example:

    ```mlir
    %r = chlo.broadcast_shift_left %a, %b : (tensor<2x3xi32>, tensor<3xi32>) -> tensor<2x3xi32>
    ```
  }];
}
def CHLO_BroadcastShiftRightArithmeticOp : CHLO_BroadcastSameElementOp<
    "broadcast_shift_right_arithmetic", CHLO_Tensor> {
  let summary = "arithmetic lhs >> rhs with broadcasting";
  let description = [{
    lhs shifted right by rhs bits, sign-filling, as
    stablehlo.shift_right_arithmetic. The operands broadcast to the result shape
    numpy-style (trailing dimensions aligned, size-1 dimensions stretched) or,
    with broadcast_dimensions, by mapping the lower-rank operand's dimensions to
    those positions of the higher-rank one; then the stablehlo op of the same
    name runs on equal shapes. The verifier checks that the shapes broadcast and
    the result shape is their broadcast.

    Example:

    ```mlir
    %r = chlo.broadcast_shift_right_arithmetic %a, %b : (tensor<2x3xi32>, tensor<3xi32>) -> tensor<2x3xi32>
    ```
  }];
}
def CHLO_BroadcastShiftRightLogicalOp : CHLO_BroadcastSameElementOp<
    "broadcast_shift_right_logical", CHLO_Tensor> {
  let summary = "logical lhs >> rhs with broadcasting";
  let description = [{
    lhs shifted right by rhs bits, zero-filling, as
    stablehlo.shift_right_logical. The operands broadcast to the result shape
    numpy-style (trailing dimensions aligned, size-1 dimensions stretched) or,
    with broadcast_dimensions, by mapping the lower-rank operand's dimensions to
    those positions of the higher-rank one; then the stablehlo op of the same
    name runs on equal shapes. The verifier checks that the shapes broadcast and
    the result shape is their broadcast.

    Example:

    ```mlir
    %r = chlo.broadcast_shift_right_logical %a, %b : (tensor<2x3xi32>, tensor<3xi32>) -> tensor<2x3xi32>
    ```
  }];
}
def CHLO_BroadcastSubOp : CHLO_BroadcastSameElementOp<"broadcast_subtract", CHLO_Tensor> {
  let summary = "lhs - rhs with broadcasting";
  let description = [{
    lhs - rhs, as stablehlo.subtract. The operands broadcast to the result shape
    numpy-style (trailing dimensions aligned, size-1 dimensions stretched) or,
    with broadcast_dimensions, by mapping the lower-rank operand's dimensions to
    those positions of the higher-rank one; then the stablehlo op of the same
    name runs on equal shapes. The verifier checks that the shapes broadcast and
    the result shape is their broadcast.

    Example:

    ```mlir
    %r = chlo.broadcast_subtract %a, %b : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
    ```
  }];
}
def CHLO_BroadcastZetaOp : CHLO_BroadcastSameElementOp<"broadcast_zeta", CHLO_FpTensor> {
  let summary = "zeta(lhs, rhs) with broadcasting";
  let description = [{
    zeta(lhs, rhs), as chlo.zeta. The operands broadcast to the result shape
    numpy-style (trailing dimensions aligned, size-1 dimensions stretched) or,
    with broadcast_dimensions, by mapping the lower-rank operand's dimensions to
    those positions of the higher-rank one; then the stablehlo op of the same
    name runs on equal shapes. The verifier checks that the shapes broadcast and
    the result shape is their broadcast.

    Example:

    ```mlir
    %r = chlo.broadcast_zeta %a, %b : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
    ```
  }];
}
def CHLO_BroadcastAndOp : CHLO_BroadcastSameElementOp<"broadcast_and",
    CHLO_PredOrIntTensor> {
  let summary = "logical (i1) or bitwise and with broadcasting";
  let description = [{
    Logical (i1) or bitwise and, as stablehlo.and. The operands broadcast to the
    result shape numpy-style (trailing dimensions aligned, size-1 dimensions
    stretched) or, with broadcast_dimensions, by mapping the lower-rank
    operand's dimensions to those positions of the higher-rank one; then the
    stablehlo op of the same name runs on equal shapes. The verifier checks that
    the shapes broadcast and the result shape is their broadcast.

    Example:

    ```mlir
    %r = chlo.broadcast_and %a, %b : (tensor<2x3xi32>, tensor<3xi32>) -> tensor<2x3xi32>
    ```
  }];
}
def CHLO_BroadcastOrOp : CHLO_BroadcastSameElementOp<"broadcast_or",
    CHLO_PredOrIntTensor> {
  let summary = "logical (i1) or bitwise or with broadcasting";
  let description = [{
    Logical (i1) or bitwise or, as stablehlo.or. The operands broadcast to the
    result shape numpy-style (trailing dimensions aligned, size-1 dimensions
    stretched) or, with broadcast_dimensions, by mapping the lower-rank
    operand's dimensions to those positions of the higher-rank one; then the
    stablehlo op of the same name runs on equal shapes. The verifier checks that
    the shapes broadcast and the result shape is their broadcast.

    Example:

    ```mlir
    %r = chlo.broadcast_or %a, %b : (tensor<2x3xi32>, tensor<3xi32>) -> tensor<2x3xi32>
    ```
  }];
}
def CHLO_BroadcastXorOp : CHLO_BroadcastSameElementOp<"broadcast_xor",
    CHLO_PredOrIntTensor> {
  let summary = "logical (i1) or bitwise xor with broadcasting";
  let description = [{
    Logical (i1) or bitwise exclusive or, as stablehlo.xor. The operands
    broadcast to the result shape numpy-style (trailing dimensions aligned,
    size-1 dimensions stretched) or, with broadcast_dimensions, by mapping the
    lower-rank operand's dimensions to those positions of the higher-rank one;
    then the stablehlo op of the same name runs on equal shapes. The verifier
    checks that the shapes broadcast and the result shape is their broadcast.

    Example:

    ```mlir
    %r = chlo.broadcast_xor %a, %b : (tensor<2x3xi32>, tensor<3xi32>) -> tensor<2x3xi32>
    ```
  }];
}

def CHLO_BroadcastComplexOp : CHLO_BroadcastBinaryOp<"broadcast_complex",
    CHLO_FpTensor, CHLO_ComplexTensor> {
  let summary = "complex(lhs, rhs) with broadcasting";
  let description = [{
    complex(lhs, rhs), as stablehlo.complex: lhs and rhs are f32 or f64 of one
    type and the result is complex of it. The operands broadcast to the result
    shape numpy-style (trailing dimensions aligned, size-1 dimensions stretched)
    or, with broadcast_dimensions, by mapping the lower-rank operand's
    dimensions to those positions of the higher-rank one; then the stablehlo op
    of the same name runs on equal shapes. The verifier checks that the shapes
    broadcast and the result shape is their broadcast.

    Example:

    ```mlir
    %r = chlo.broadcast_complex %a, %b : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xcomplex<f32>>
    ```
  }];
}

def CHLO_BroadcastCompareOp : CHLO_Op<"broadcast_compare", [Pure]> {
  let summary = "compare(lhs, rhs) with broadcasting";
  let description = [{
    compare(lhs, rhs), as stablehlo.compare, with an i1 result. Without
    compare_type, floats compare as FLOAT, signless integers as SIGNED and
    unsigned integers as UNSIGNED. The operands broadcast to the result shape
    numpy-style (trailing dimensions aligned, size-1 dimensions stretched) or,
    with broadcast_dimensions, by mapping the lower-rank operand's dimensions to
    those positions of the higher-rank one; then the stablehlo op of the same
    name runs on equal shapes. The verifier checks that the shapes broadcast and
    the result shape is their broadcast.

    Example:

    ```mlir
    %r = chlo.broadcast_compare %a, %b {comparison_direction = #chlo<comparison_direction LT>} : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xi1>
    ```
  }];
  let arguments = (ins CHLO_Tensor:$lhs, CHLO_Tensor:$rhs,
                       OptionalAttr<DenseI64ArrayAttr>:$broadcast_dimensions,
                       CHLO_ComparisonDirectionAttr:$comparison_direction,
                       OptionalAttr<CHLO_ComparisonTypeAttr>:$compare_type);
  let results = (outs CHLO_PredTensor:$result);
  let hasVerifier = 1;
  let assemblyFormat = [{
    $lhs `,` $rhs attr-dict `:` `(` type($lhs) `,` type($rhs) `)` `->` type($result)
  }];
}

def CHLO_BroadcastSelectOp : CHLO_Op<"broadcast_select", [Pure]> {
  let summary = "select(pred, on_true, on_false) with numpy-style broadcasting";
  let description = [{
    select(pred, on_true, on_false), as stablehlo.select, after broadcasting the
    three operands to one shape numpy-style. on_true and on_false have one
    element type.

    Example:

    ```mlir
    %r = chlo.broadcast_select %p, %a, %b : (tensor<3xi1>, tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    ```
  }];
  let arguments = (ins CHLO_PredTensor:$pred, CHLO_Tensor:$on_true,
                       CHLO_Tensor:$on_false);
  let results = (outs CHLO_Tensor:$result);
  let hasVerifier = 1;
  let assemblyFormat = [{
    $pred `,` $on_true `,` $on_false attr-dict `:`
      `(` type($pred) `,` type($on_true) `,` type($on_false) `)` `->` type($result)
  }];
}

//===----------------------------------------------------------------------===//
// Other ops
//===----------------------------------------------------------------------===//

def CHLO_ConstantOp : CHLO_Op<"constant", [ConstantLike, Pure]> {
  let summary = "a constant tensor";
  let description = [{
    A constant tensor; the value has the result type.

    Example:

    ```mlir
    %c = chlo.constant dense<1.0> : tensor<2xf32>
    ```
  }];
  let arguments = (ins ElementsAttr:$value);
  let results = (outs CHLO_Tensor:$output);
  let hasVerifier = 1;
  let hasCustomAssemblyFormat = 1;
}

def CHLO_ConstantLikeOp : CHLO_Op<"constant_like",
    [Pure, SameOperandsAndResultShape]> {
  let summary = "a splat of `value` with the operand's shape";
  let description = [{
    A splat of value with the shape of the operand (which may be dynamic), in
    the generic syntax only. The verifier checks that the type of value is the
    result element type.

    Example:

    ```mlir
    %r = "chlo.constant_like"(%x) {value = 1.0 : f32} : (tensor<2xf32>) -> tensor<2xf32>
    ```
  }];
  let arguments = (ins TypedAttrInterface:$value, CHLO_Tensor:$operand);
  let results = (outs CHLO_Tensor:$result);
  let hasVerifier = 1;
}

def CHLO_TopKOp : CHLO_Op<"top_k", [Pure]> {
  let summary = "the k largest elements along the last dimension and their indices";
  let description = [{
    The k largest elements along the last dimension, in descending order, and
    their positions: values[..., j] is the j-th largest and indices[..., j] its
    index. Equal elements keep their order (the lower index first); floats order
    as IEEE totalOrder, so NaN comes above +inf. The verifier checks rank >= 1,
    0 <= k <= last dimension, and the result shapes.

    Example:

    ```mlir
    %v, %i = chlo.top_k(%x, k = 2) : tensor<5x3xf32> -> (tensor<5x2xf32>, tensor<5x2xi32>)
    ```
  }];
  let arguments = (ins CHLO_Tensor:$operand, I64Attr:$k);
  let results = (outs CHLO_Tensor:$values, CHLO_IntTensor:$indices);
  let hasVerifier = 1;
  let assemblyFormat = [{
    `(` $operand `,` `k` `=` $k `)` attr-dict `:`
      type($operand) `->` `(` type($values) `,` type($indices) `)`
  }];
}

def CHLO_RaggedDotOp : CHLO_Op<"ragged_dot", [Pure]> {
  let summary = "dot_general over groups of rows of varying sizes";
  let description = [{
    dot_general over groups of varying size: group_sizes splits the ragged lhs
    dimension into consecutive groups (its last dimension indexes the groups,
    its leading dimensions are lhs batching dimensions). If the ragged dimension
    is free, the rows of group g multiply slice g of the rhs group dimension and
    rows past the total give 0; if it is contracting, the result gains a leading
    group dimension and entry g sums only over the positions of group g; if it
    is a batching dimension, the op is an ordinary dot_general.

    Example:

    ```mlir
    %d = "chlo.ragged_dot"(%l, %r, %g) {
      ragged_dot_dimension_numbers = #chlo.ragged_dot<lhs_contracting_dimensions = [1],
        rhs_contracting_dimensions = [1], lhs_ragged_dimensions = [0], rhs_group_dimensions = [0]>
    } : (tensor<11x5xf32>, tensor<3x5x7xf32>, tensor<3xi64>) -> tensor<11x7xf32>
    ```
  }];
  let arguments = (ins CHLO_Tensor:$lhs, CHLO_Tensor:$rhs,
                       CHLO_IntTensor:$group_sizes,
                       CHLO_RaggedDotDimensionNumbers:$ragged_dot_dimension_numbers,
                       OptionalAttr<CHLO_PrecisionConfigAttr>:$precision_config);
  let results = (outs CHLO_Tensor:$result);
  let hasVerifier = 1;
}

def CHLO_ScanOp : CHLO_Op<"scan", [RecursiveMemoryEffects, AttrSizedOperandSegments]> {
  let summary = "a loop along one dimension producing outputs and carries";
  let description = [{
    A loop along dimension (from the end when is_reverse): at each position the
    body takes the input slices there (that dimension removed) and the carries,
    and returns the output slices followed by the new carries. The results are
    the outputs, the slices stacked along dimension, then the final carries.
    is_associative is a hint the interpreter does not need.

    Example:

    ```mlir
    %r:2 = chlo.scan(%x) inits(%c) dimension=0 {
    ^bb0(%e: tensor<i32>, %acc: tensor<i32>):
      %s = stablehlo.add %e, %acc : tensor<i32>
      stablehlo.return %s, %s : tensor<i32>, tensor<i32>
    } : (tensor<4xi32>, tensor<i32>) -> (tensor<4xi32>, tensor<i32>)
    ```
  }];
  let arguments = (ins Variadic<CHLO_Tensor>:$inputs,
                       Variadic<CHLO_Tensor>:$inits, I64Attr:$dimension,
                       OptionalAttr<BoolAttr>:$is_reverse,
                       OptionalAttr<BoolAttr>:$is_associative);
  let results = (outs Variadic<CHLO_Tensor>:$results);
  let regions = (region SizedRegion<1>:$body);
  let hasVerifier = 1;
  let hasCustomAssemblyFormat = 1;
}

#endif // SHLO_CHLO_OPS
