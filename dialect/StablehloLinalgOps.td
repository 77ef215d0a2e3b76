//===- StablehloLinalgOps.td - fft, linear algebra, batch norm, rng ------===//
//
// Included from StablehloOps.td. Ops the specification gives a pretty form
// (fft, cholesky, rng, rng_bit_generator) carry it; triangular_solve and the
// batch_norm ops are written in the generic form only, as StableHLO prints
// them.
//
//===----------------------------------------------------------------------===//

#ifndef SHLO_STABLEHLO_LINALG_OPS
#define SHLO_STABLEHLO_LINALG_OPS

//===----------------------------------------------------------------------===//
// Enums: #stablehlo<fft_type FFT>, #stablehlo<transpose ADJOINT>,
// #stablehlo<rng_distribution NORMAL>, #stablehlo<rng_algorithm PHILOX>
//===----------------------------------------------------------------------===//

def HLO_FftType : I32EnumAttr<"FftType", "fft type", [
      I32EnumAttrCase<"FFT", 0>, I32EnumAttrCase<"IFFT", 1>,
      I32EnumAttrCase<"RFFT", 2>, I32EnumAttrCase<"IRFFT", 3>]> {
  let genSpecializedAttr = 0;
  let cppNamespace = "::mlir::stablehlo";
}
def HLO_FftTypeAttr : EnumAttr<StableHLO_Dialect, HLO_FftType, "fft_type"> {
  let assemblyFormat = "$value";
}

def HLO_Transpose : I32EnumAttr<"Transpose", "transpose of a", [
      I32EnumAttrCase<"TRANSPOSE_INVALID", 0>,
      I32EnumAttrCase<"NO_TRANSPOSE", 1>, I32EnumAttrCase<"TRANSPOSE", 2>,
      I32EnumAttrCase<"ADJOINT", 3>]> {
  let genSpecializedAttr = 0;
  let cppNamespace = "::mlir::stablehlo";
}
def HLO_TransposeAttr : EnumAttr<StableHLO_Dialect, HLO_Transpose, "transpose"> {
  let assemblyFormat = "$value";
}

def HLO_RngDistribution : I32EnumAttr<"RngDistribution", "rng distribution", [
      I32EnumAttrCase<"UNIFORM", 1>, I32EnumAttrCase<"NORMAL", 2>]> {
  let genSpecializedAttr = 0;
  let cppNamespace = "::mlir::stablehlo";
}
def HLO_RngDistributionAttr : EnumAttr<StableHLO_Dialect, HLO_RngDistribution,
    "rng_distribution"> {
  let assemblyFormat = "$value";
}

def HLO_RngAlgorithm : I32EnumAttr<"RngAlgorithm", "rng algorithm", [
      I32EnumAttrCase<"DEFAULT", 0>, I32EnumAttrCase<"THREE_FRY", 1>,
      I32EnumAttrCase<"PHILOX", 2>]> {
  let genSpecializedAttr = 0;
  let cppNamespace = "::mlir::stablehlo";
}
def HLO_RngAlgorithmAttr : EnumAttr<StableHLO_Dialect, HLO_RngAlgorithm,
    "rng_algorithm"> {
  let assemblyFormat = "$value";
}

//===----------------------------------------------------------------------===//
// fft
//===----------------------------------------------------------------------===//

def StableHLO_FftOp : StableHLO_Op<"fft", [Pure]> {
  let summary = "forward and inverse discrete Fourier transforms";
  let description = [{
    Spec: https://github.com/openxla/stablehlo/blob/main/docs/spec.md#fft

    Fourier transform over the trailing size(fft_length) dimensions: FFT and
    IFFT map complex to complex (IFFT divides by the transform size), RFFT maps
    real to complex keeping the n / 2 + 1 non-redundant outputs of the last
    dimension, and IRFFT maps those back to real.

    Example:

    ```mlir
    %r = stablehlo.fft %x, type = RFFT, length = [4] : (tensor<4xf32>) -> tensor<3xcomplex<f32>>
    ```

    Constraints:
    (C1) size(fft_length) <= rank(operand).
    (C2) FFT and IFFT: complex to the same complex type; RFFT: float to its
      complex type; IRFFT: complex to its component type.
    (C3) 1 <= size(fft_length) <= 3.
    (C4) the real tensor among operand and result ends in fft_length.
    (C5) result shape = operand shape, except the last dimension n / 2 + 1 for
      RFFT and fft_length[-1] for IRFFT.
  }];
  let arguments = (ins HLO_FpOrComplexTensor:$operand,
                       HLO_FftTypeAttr:$fft_type,
                       DenseI64ArrayAttr:$fft_length);
  let results = (outs HLO_FpOrComplexTensor:$result);
  let hasVerifier = 1;
  let assemblyFormat = [{
    $operand `,` `type` `=` $fft_type `,` `length` `=` custom<Dims>($fft_length)
      attr-dict `:` functional-type(operands, results)
  }];
}

//===----------------------------------------------------------------------===//
// Linear algebra
//===----------------------------------------------------------------------===//

def StableHLO_TriangularSolveOp : StableHLO_Op<"triangular_solve", [Pure]> {
  let summary = "solves batches of triangular systems of linear equations";
  let description = [{
    Spec: https://github.com/openxla/stablehlo/blob/main/docs/spec.md#triangular_solve

    Solves op(a) * x = b (left_side) or x * op(a) = b for x, batched over the
    leading dimensions, where a is lower or upper triangular (the other triangle
    is ignored), unit_diagonal takes its diagonal as ones, and op is identity,
    transpose or adjoint per transpose_a.

    Example:

    ```mlir
    %r = "stablehlo.triangular_solve"(%a, %b) {
      left_side = true, lower = true, unit_diagonal = false,
      transpose_a = #stablehlo<transpose NO_TRANSPOSE>
    } : (tensor<3x3xf32>, tensor<3x2xf32>) -> tensor<3x2xf32>
    ```

    Constraints:
    (C1) a and b have the same baseline element type.
    (C2) a and b have one rank, at least 2.
    (C3) a is square with matching batch dimensions, and its size matches the
      rows (left_side) or columns of b.
    (C4) result and b have the same baseline type.
  }];
  let arguments = (ins HLO_FpOrComplexTensor:$a, HLO_FpOrComplexTensor:$b,
                       BoolAttr:$left_side, BoolAttr:$lower,
                       BoolAttr:$unit_diagonal,
                       HLO_TransposeAttr:$transpose_a);
  let results = (outs HLO_FpOrComplexTensor:$result);
  let hasVerifier = 1;
}

def StableHLO_CholeskyOp : StableHLO_Op<"cholesky", [Pure]> {
  let summary = "Cholesky decomposition of a batch of matrices";
  let description = [{
    Spec: https://github.com/openxla/stablehlo/blob/main/docs/spec.md#cholesky

    Cholesky factor of each matrix in a batch of Hermitian positive-definite
    matrices: lower l with a = l * l^H, or upper u with a = u^H * u. Only the
    chosen triangle of a is read; the other triangle of the result, and results
    for matrices that are not positive definite, are implementation-defined.

    Example:

    ```mlir
    %r = stablehlo.cholesky %a, lower = true : tensor<3x3xf64>
    ```

    Constraints:
    (C1) a and result have the same baseline type.
    (C2) rank(a) >= 2.
    (C3) the last two dimensions of a are equal.
  }];
  let arguments = (ins HLO_FpOrComplexTensor:$a,
                       DefaultValuedOptionalAttr<BoolAttr, "false">:$lower);
  let results = (outs HLO_FpOrComplexTensor:$result);
  let hasVerifier = 1;
  let assemblyFormat = [{
    $a (`,` `lower` `=` $lower^)? attr-dict
      `:` custom<SameOperandsAndResultType>(type($a), type($result))
  }];
}

//===----------------------------------------------------------------------===//
// Batch normalization
//===----------------------------------------------------------------------===//

def StableHLO_BatchNormInferenceOp : StableHLO_Op<"batch_norm_inference", [Pure]> {
  let summary = "normalizes with a given mean and variance per feature";
  let description = [{
    Spec: https://github.com/openxla/stablehlo/blob/main/docs/spec.md#batch_norm_inference

    Normalizes the operand along all dimensions but feature_index with the given
    mean and variance: (x - mean) / sqrt(variance + epsilon) * scale + offset,
    per feature.

    Example:

    ```mlir
    %r = "stablehlo.batch_norm_inference"(%x, %s, %o, %m, %v) {
      epsilon = 1.0e-5 : f32, feature_index = 2 : i64
    } : (tensor<2x2x2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>) -> tensor<2x2x2xf32>
    ```

    Constraints:
    (C1) 0 <= feature_index < rank(operand).
    (C2) all operands and the result have one baseline element type.
    (C3), (C4), (C5), (C6) scale, offset, mean and variance each have one
      entry per feature.
    (C7) result and operand have the same baseline type.
  }];
  let arguments = (ins HLO_FpTensor:$operand, HLO_FpTensor:$scale,
                       HLO_FpTensor:$offset, HLO_FpTensor:$mean,
                       HLO_FpTensor:$variance, F32Attr:$epsilon,
                       I64Attr:$feature_index);
  let results = (outs HLO_FpTensor:$result);
  let hasVerifier = 1;
}

def StableHLO_BatchNormTrainingOp : StableHLO_Op<"batch_norm_training", [Pure]> {
  let summary = "normalizes with the batch's own mean and variance per feature";
  let description = [{
    Spec: https://github.com/openxla/stablehlo/blob/main/docs/spec.md#batch_norm_training

    Computes the mean and variance of the operand per feature (over all other
    dimensions), normalizes the operand with them as batch_norm_inference does,
    and returns the normalized tensor, the batch mean and the batch variance.

    Example:

    ```mlir
    %r:3 = "stablehlo.batch_norm_training"(%x, %s, %o) {
      epsilon = 1.0e-5 : f32, feature_index = 2 : i64
    } : (tensor<2x2x2xf32>, tensor<2xf32>, tensor<2xf32>)
      -> (tensor<2x2x2xf32>, tensor<2xf32>, tensor<2xf32>)
    ```

    Constraints:
    (C1) 0 <= feature_index < rank(operand).
    (C2) all operands and results have one baseline element type.
    (C3), (C4), (C5), (C6) scale, offset, batch_mean and batch_var each have
      one entry per feature.
    (C7) output and operand have the same baseline type.
  }];
  let arguments = (ins HLO_FpTensor:$operand, HLO_FpTensor:$scale,
                       HLO_FpTensor:$offset, F32Attr:$epsilon,
                       I64Attr:$feature_index);
  let results = (outs HLO_FpTensor:$output, HLO_FpTensor:$batch_mean,
                      HLO_FpTensor:$batch_var);
  let hasVerifier = 1;
}

def StableHLO_BatchNormGradOp : StableHLO_Op<"batch_norm_grad", [Pure]> {
  let summary = "gradients of batch_norm_training";
  let description = [{
    Spec: https://github.com/openxla/stablehlo/blob/main/docs/spec.md#batch_norm_grad

    The gradients of batch_norm_training with respect to operand, scale and
    offset, given the gradient grad_output of its output and the mean and
    variance it used.

    Example:

    ```mlir
    %r:3 = "stablehlo.batch_norm_grad"(%x, %s, %m, %v, %g) {
      epsilon = 1.0e-5 : f32, feature_index = 2 : i64
    } : (tensor<2x2x2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2x2x2xf32>)
      -> (tensor<2x2x2xf32>, tensor<2xf32>, tensor<2xf32>)
    ```

    Constraints:
    (C1) 0 <= feature_index < rank(operand).
    (C2) all operands and results have one baseline element type.
    (C3) operand, grad_output and grad_operand have one shape.
    (C4) scale, mean, variance, grad_scale and grad_offset have one shape.
    (C5) scale has one entry per feature.
  }];
  let arguments = (ins HLO_FpTensor:$operand, HLO_FpTensor:$scale,
                       HLO_FpTensor:$mean, HLO_FpTensor:$variance,
                       HLO_FpTensor:$grad_output, F32Attr:$epsilon,
                       I64Attr:$feature_index);
  let results = (outs HLO_FpTensor:$grad_operand, HLO_FpTensor:$grad_scale,
                      HLO_FpTensor:$grad_offset);
  let hasVerifier = 1;
}

//===----------------------------------------------------------------------===//
// Random numbers
//===----------------------------------------------------------------------===//

def HLO_PredIntOrFpTensor : RankedTensorOf<[HLO_Pred, HLO_Int, HLO_Float]>;

def StableHLO_RngOp : StableHLO_Op<"rng", []> {
  let summary = "random numbers of a uniform or normal distribution";
  let description = [{
    Spec: https://github.com/openxla/stablehlo/blob/main/docs/spec.md#rng

    Random numbers of the given shape: UNIFORM in [a, b), or NORMAL with mean a
    and standard deviation b. The generator is implementation-defined and may be
    nondeterministic.

    Example:

    ```mlir
    %r = stablehlo.rng %a, %b, %s, distribution = UNIFORM : (tensor<f32>, tensor<f32>, tensor<2xi64>) -> tensor<3x4xf32>
    ```

    Constraints:
    (C1) a, b and result have one element type.
    (C2) NORMAL needs a float type.
    (C3) the result shape is shape.
  }];
  let arguments = (ins 0DTensorOf<[HLO_Pred, HLO_Int, HLO_Float]>:$a,
                       0DTensorOf<[HLO_Pred, HLO_Int, HLO_Float]>:$b,
                       HLO_DimTensorOrIndex:$shape,
                       HLO_RngDistributionAttr:$rng_distribution);
  let results = (outs HLO_PredIntOrFpTensor:$result);
  let hasVerifier = 1;
  let assemblyFormat = [{
    $a `,` $b `,` $shape `,` `distribution` `=` $rng_distribution
      attr-dict `:` functional-type(operands, results)
  }];
}

def StableHLO_RngBitGeneratorOp : StableHLO_Op<"rng_bit_generator", [Pure]> {
  let summary = "uniform random bits and the updated generator state";
  let description = [{
    Spec: https://github.com/openxla/stablehlo/blob/main/docs/spec.md#rng_bit_generator

    Fills output with random bits from initial_state by rng_algorithm
    (THREE_FRY, PHILOX or DEFAULT) and returns the next state. The spec asks a
    1-D ui64 initial_state; upstream, and this verifier, take an integer or
    float state of any rank (upstream's print_stablehlo.mlir passes a
    tensor<1x2xf32>) and check (C1) on it. The interpreter runs a state
    whose elements of 8 to 64 bits make whole 64-bit words (read row-major,
    little-endian, as bitcast_convert would make ui64 of them; IREE's tests
    pass a tensor<4xi32>), checks (C2) on the words when the op runs, and
    refuses any other state.

    Example:

    ```mlir
    %state, %bits = stablehlo.rng_bit_generator %s, algorithm = THREE_FRY
        : (tensor<2xui64>) -> (tensor<2xui64>, tensor<2x2xui32>)
    ```

    Constraints:
    (C1) output_state has the type of initial_state.
    (C2) initial_state holds the number of values the algorithm needs: 2 for
      THREE_FRY, 2 or 3 for PHILOX.
  }];
  let arguments = (ins HLO_RngAlgorithmAttr:$rng_algorithm,
                       HLO_IntOrFpTensor:$initial_state);
  let results = (outs HLO_IntOrFpTensor:$output_state,
                      HLO_IntOrFpTensor:$output);
  let hasVerifier = 1;
  let assemblyFormat = [{
    $initial_state `,` `algorithm` `=` $rng_algorithm attr-dict
      `:` functional-type(operands, results)
  }];
}

#endif // SHLO_STABLEHLO_LINALG_OPS
