//===- StablehloContractionOps.td - dot, conv, einsum ------*- tablegen -*-===//
//
// Included by StablehloOps.td.
//
//===----------------------------------------------------------------------===//

def StableHLO_DotGeneralOp : StableHLO_Op<"dot_general", [Pure]> {
  let summary = "batched contraction of two tensors";
  let description = [{
    Spec: https://github.com/openxla/stablehlo/blob/main/docs/spec.md#dot_general

    Contracts lhs and rhs: for each index of the batching dimensions (paired
    between the two), sums the products over the paired contracting dimensions.
    The result dimensions are the batching ones, then the remaining lhs
    dimensions, then the remaining rhs dimensions. precision_config and
    algorithm are hints on accuracy; quantized operands are dequantized,
    contracted and requantized.

    Example:

    ```mlir
    %r = stablehlo.dot_general %a, %b, batching_dims = [0] x [0], contracting_dims = [2] x [1],
      precision = [DEFAULT, DEFAULT] : (tensor<2x2x3xi32>, tensor<2x3x2xi32>) -> tensor<2x2x2xi32>
    ```

    Constraints:
    (C1) as many lhs as rhs batching dimensions.
    (C2) as many lhs as rhs contracting dimensions.
    (C3), (C5), (C6) lhs batching and contracting dimensions are unique and in
      [0, rank(lhs)).
    (C4), (C7), (C8) rhs batching and contracting dimensions are unique and in
      [0, rank(rhs)).
    (C9) paired batching dimensions have the same size.
    (C10) paired contracting dimensions have the same size.
    (C11) precision_config has 0 or 2 entries.
    (C12) the result shape is batching, then lhs free, then rhs free
      dimensions.
    (C13) without quantization lhs and rhs have one element type.
    (C14), (C15), (C16), (C17), (C18), (C19) quantized: lhs and result
      quantized exactly when rhs is; rhs zero points 0; a per-axis rhs not on a
      contracting dimension; shared storage and expressed types; a per-tensor
      rhs gives a per-tensor result.
    (C20) a float lhs with a quantized rhs: lhs and result have the expressed
      type of rhs.
    (C21) an algorithm needs DEFAULT precision.
    (C22), (C23) the algorithm component counts are positive.
    (C24) its num_primitive_operations is positive.
  }];
  let arguments = (ins HLO_Tensor:$lhs, HLO_Tensor:$rhs,
                       HLO_DotDimensionNumbers:$dot_dimension_numbers,
                       OptionalAttr<HLO_PrecisionConfigAttr>:$precision_config,
                       OptionalAttr<HLO_DotAlgorithm>:$algorithm);
  let results = (outs HLO_Tensor:$result);
  let hasVerifier = 1;
  let hasCustomAssemblyFormat = 1;
}

def StableHLO_EinsumOp : StableHLO_Op<"einsum", [Pure]> {
  let summary = "deprecated: Einstein summation of two tensors";
  let description = [{
    Spec: https://github.com/openxla/stablehlo/blob/main/docs/spec.md#deprecated-operations

    A deprecated op, outside the specification's op list: Einstein summation of
    two tensors described by einsum_config ("lhs,rhs->result", one letter per
    dimension); letters missing from the result are summed over. The verifier
    checks that the config matches the operand ranks, that a letter keeps one
    size and that result letters appear in the inputs, once.

    Example:

    ```mlir
    %r = stablehlo.einsum %a, %b, config = "ab,bc->ac" : (tensor<2x3xi32>, tensor<3x2xi32>) -> tensor<2x2xi32>
    ```
  }];
  let arguments = (ins HLO_Tensor:$lhs, HLO_Tensor:$rhs, StrAttr:$einsum_config);
  let results = (outs HLO_Tensor:$result);
  let hasVerifier = 1;
  let assemblyFormat = [{
    $lhs `,` $rhs `,` `config` `=` $einsum_config attr-dict `:` functional-type(operands, results)
  }];
}

def StableHLO_UnaryEinsumOp : StableHLO_Op<"unary_einsum", [Pure]> {
  let summary = "deprecated: Einstein summation of one tensor";
  let description = [{
    Spec: https://github.com/openxla/stablehlo/blob/main/docs/spec.md#deprecated-operations

    A deprecated op, outside the specification's op list: einsum of one operand,
    with einsum_config "operand->result".

    Example:

    ```mlir
    %r = stablehlo.unary_einsum %x, config = "ab->ba" : (tensor<2x3xi32>) -> tensor<3x2xi32>
    ```
  }];
  let arguments = (ins HLO_Tensor:$operand, StrAttr:$einsum_config);
  let results = (outs HLO_Tensor:$result);
  let hasVerifier = 1;
  let assemblyFormat = [{
    $operand `,` `config` `=` $einsum_config attr-dict `:` functional-type(operands, results)
  }];
}

def StableHLO_ConvolutionOp : StableHLO_Op<"convolution", [Pure]> {
  let summary = "windowed dot products of lhs windows with a kernel";
  let description = [{
    Spec: https://github.com/openxla/stablehlo/blob/main/docs/spec.md#convolution

    Slides the kernel rhs over the spatial dimensions of lhs and takes, at each
    window position, the dot product over the input features. lhs may be dilated
    (lhs_dilation) and padded (padding), the kernel dilated (rhs_dilation) and
    reversed per dimension (window_reversal); windows step by window_strides.
    dimension_numbers names which dimension is batch (b), feature (f), kernel
    input (i) or output (o) feature, and spatial (0, 1, ...).
    feature_group_count and batch_group_count split features or batch into
    groups convolved separately. Quantized operands are dequantized, convolved
    and requantized.

    Example:

    ```mlir
    %r = stablehlo.convolution(%x, %k) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f],
      window = {stride = [2], pad = [[1, 1]]}
      {batch_group_count = 1 : i64, feature_group_count = 1 : i64}
      : (tensor<1x7x1xi32>, tensor<3x1x1xi32>) -> tensor<1x4x1xi32>
    ```

    Constraints:
    (C1) lhs and rhs have one rank N >= 2.
    (C2), (C3) window_strides: N - 2 positive entries.
    (C4) padding has shape [N - 2, 2].
    (C5), (C6) lhs_dilation: N - 2 positive entries.
    (C7), (C8) rhs_dilation: N - 2 positive entries.
    (C9) window_reversal has N - 2 entries.
    (C10) the lhs batch size divides by batch_group_count.
    (C11) the lhs feature size divides by feature_group_count.
    (C12), (C13) the input dimensions (batch, spatial, feature) are N - 2
      spatial plus two, unique and in range.
    (C14) kernel input features = lhs features / feature_group_count.
    (C15) kernel output features divide by batch_group_count.
    (C16) kernel output features divide by feature_group_count.
    (C17), (C18) the kernel dimensions are N - 2 spatial plus two, unique and
      in range.
    (C19), (C20) the output dimensions are N - 2 spatial plus two, unique and
      in range.
    (C21), (C22) feature_group_count and batch_group_count are positive.
    (C23) at most one of them exceeds 1.
    (C24) precision_config has 0 or 2 entries.
    (C25) the result has batch lhs batch / batch_group_count, feature kernel
      output features, and per spatial dimension the number of windows.
    (C26) the result has rank N.
    (C27) without quantization lhs, rhs and result have one element type (the
      result may be a wider type of the same kind).
    (C28), (C29), (C30), (C31), (C32), (C33) quantized: lhs and result
      quantized exactly when rhs is; per-axis rhs and result on the output
      feature dimension; shared storage and expressed types; a per-tensor rhs
      gives a per-tensor result.
    (C34) a float lhs with a quantized rhs: lhs and result have the expressed
      type of rhs.
  }];
  let arguments = (ins HLO_Tensor:$lhs, HLO_Tensor:$rhs,
                       OptionalAttr<DenseI64ArrayAttr>:$window_strides,
                       OptionalAttr<I64ElementsAttr>:$padding,
                       OptionalAttr<DenseI64ArrayAttr>:$lhs_dilation,
                       OptionalAttr<DenseI64ArrayAttr>:$rhs_dilation,
                       OptionalAttr<DenseBoolArrayAttr>:$window_reversal,
                       HLO_ConvDimensionNumbers:$dimension_numbers,
                       ConfinedAttr<I64Attr, [IntPositive]>:$feature_group_count,
                       ConfinedAttr<I64Attr, [IntPositive]>:$batch_group_count,
                       OptionalAttr<HLO_PrecisionConfigAttr>:$precision_config);
  let results = (outs HLO_Tensor:$result);
  let hasVerifier = 1;
  let hasCustomAssemblyFormat = 1;
}

def StableHLO_DynamicConvOp : StableHLO_Op<"dynamic_conv", [Pure]> {
  let summary = "convolution whose padding is an operand";
  let description = [{
    Spec: https://github.com/openxla/stablehlo/blob/main/docs/spec.md#dynamic_conv

    convolution with the [N - 2, 2] padding given as a runtime tensor; written
    in the generic form. The constraints are convolution's; the result shape
    (C25) is checked when the padding is a constant.

    Example:

    ```mlir
    %r = "stablehlo.dynamic_conv"(%x, %k, %p) {
      window_strides = array<i64: 4, 4>, lhs_dilation = array<i64: 2, 2>,
      dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>,
      batch_group_count = 1 : i64, feature_group_count = 1 : i64
    } : (tensor<1x4x4x1xi64>, tensor<3x3x1x1xi64>, tensor<2x2xi64>) -> tensor<1x2x2x1xi64>
    ```

    Constraints:
    (C1) lhs and rhs have one rank N >= 2.
    (C2), (C3) window_strides: N - 2 positive entries.
    (C4) padding has shape [N - 2, 2].
    (C5), (C6) lhs_dilation: N - 2 positive entries.
    (C7), (C8) rhs_dilation: N - 2 positive entries.
    (C9) window_reversal has N - 2 entries.
    (C10) the lhs batch size divides by batch_group_count.
    (C11) the lhs feature size divides by feature_group_count.
    (C12), (C13) the input dimensions (batch, spatial, feature) are N - 2
      spatial plus two, unique and in range.
    (C14) kernel input features = lhs features / feature_group_count.
    (C15) kernel output features divide by batch_group_count.
    (C16) kernel output features divide by feature_group_count.
    (C17), (C18) the kernel dimensions are N - 2 spatial plus two, unique and
      in range.
    (C19), (C20) the output dimensions are N - 2 spatial plus two, unique and
      in range.
    (C21), (C22) feature_group_count and batch_group_count are positive.
    (C23) at most one of them exceeds 1.
    (C24) precision_config has 0 or 2 entries.
    (C25) the result has batch lhs batch / batch_group_count, feature kernel
      output features, and per spatial dimension the number of windows.
    (C26) the result has rank N.
    (C27) without quantization lhs, rhs and result have one element type (the
      result may be a wider type of the same kind).
    (C28), (C29), (C30), (C31), (C32), (C33) quantized: lhs and result
      quantized exactly when rhs is; per-axis rhs and result on the output
      feature dimension; shared storage and expressed types; a per-tensor rhs
      gives a per-tensor result.
    (C34) a float lhs with a quantized rhs: lhs and result have the expressed
      type of rhs.
  }];
  let arguments = (ins HLO_Tensor:$lhs, HLO_Tensor:$rhs,
                       HLO_IntTensor:$padding,
                       OptionalAttr<DenseI64ArrayAttr>:$window_strides,
                       OptionalAttr<DenseI64ArrayAttr>:$lhs_dilation,
                       OptionalAttr<DenseI64ArrayAttr>:$rhs_dilation,
                       OptionalAttr<DenseBoolArrayAttr>:$window_reversal,
                       HLO_ConvDimensionNumbers:$dimension_numbers,
                       ConfinedAttr<I64Attr, [IntPositive]>:$feature_group_count,
                       ConfinedAttr<I64Attr, [IntPositive]>:$batch_group_count,
                       OptionalAttr<HLO_PrecisionConfigAttr>:$precision_config);
  let results = (outs HLO_Tensor:$result);
  let hasVerifier = 1;
}

def StableHLO_DotOp : StableHLO_Op<"dot", [Pure]> {
  let summary = "deprecated: vector/matrix products (dot_general without batches)";
  let description = [{
    Spec: https://github.com/openxla/stablehlo/blob/main/docs/spec.md#deprecated-operations

    A deprecated op, outside the specification's op list: the product of vectors
    or matrices (dot_general contracting the last lhs dimension with the first
    rhs one). The verifier checks ranks 1 or 2, one element type, matching inner
    sizes and a result of lhs rows by rhs columns.

    Example:

    ```mlir
    %r = stablehlo.dot %a, %b : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2xf32>
    ```
  }];
  let arguments = (ins HLO_Tensor:$lhs, HLO_Tensor:$rhs,
                       OptionalAttr<HLO_PrecisionConfigAttr>:$precision_config);
  let results = (outs HLO_Tensor:$result);
  let hasVerifier = 1;
  let assemblyFormat = [{
    $lhs `,` $rhs `` custom<PrecisionConfig>($precision_config) attr-dict
      `:` functional-type(operands, results)
  }];
}
