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
  let arguments = (ins HLO_FpOrComplexTensor:$a, HLO_FpOrComplexTensor:$b,
                       BoolAttr:$left_side, BoolAttr:$lower,
                       BoolAttr:$unit_diagonal,
                       HLO_TransposeAttr:$transpose_a);
  let results = (outs HLO_FpOrComplexTensor:$result);
  let hasVerifier = 1;
}

def StableHLO_CholeskyOp : StableHLO_Op<"cholesky", [Pure]> {
  let summary = "Cholesky decomposition of a batch of matrices";
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
  let arguments = (ins HLO_FpTensor:$operand, HLO_FpTensor:$scale,
                       HLO_FpTensor:$offset, HLO_FpTensor:$mean,
                       HLO_FpTensor:$variance, F32Attr:$epsilon,
                       I64Attr:$feature_index);
  let results = (outs HLO_FpTensor:$result);
  let hasVerifier = 1;
}

def StableHLO_BatchNormTrainingOp : StableHLO_Op<"batch_norm_training", [Pure]> {
  let summary = "normalizes with the batch's own mean and variance per feature";
  let arguments = (ins HLO_FpTensor:$operand, HLO_FpTensor:$scale,
                       HLO_FpTensor:$offset, F32Attr:$epsilon,
                       I64Attr:$feature_index);
  let results = (outs HLO_FpTensor:$output, HLO_FpTensor:$batch_mean,
                      HLO_FpTensor:$batch_var);
  let hasVerifier = 1;
}

def StableHLO_BatchNormGradOp : StableHLO_Op<"batch_norm_grad", [Pure]> {
  let summary = "gradients of batch_norm_training";
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
  let arguments = (ins 0DTensorOf<[HLO_Pred, HLO_Int, HLO_Float]>:$a,
                       0DTensorOf<[HLO_Pred, HLO_Int, HLO_Float]>:$b,
                       HLO_DimTensor:$shape,
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
    The spec asks a 1-D `ui64` initial_state. Upstream takes an integer or
    floating-point state of any rank (its print_stablehlo.mlir passes a
    tensor<1x2xf32>), and so does this verifier, with (C1) (output_state has
    the type of initial_state) and (C2) (the number of state values the
    algorithm needs) checked on it. The interpreter runs the spec's 1-D ui64
    state only, and refuses any other at run time.

    ```mlir
    %state, %bits = stablehlo.rng_bit_generator %seed, algorithm = THREE_FRY
        : (tensor<2xui64>) -> (tensor<2xui64>, tensor<2x2xui32>)
    ```
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
