//===- StablehloShapeOps.td - shape and data-movement ops ------*- tablegen -*-===//
//
// Included by StablehloOps.td.
//
//===----------------------------------------------------------------------===//

def StableHLO_BroadcastInDimOp : StableHLO_Op<"broadcast_in_dim", [Pure]> {
  let summary = "expands a tensor by copying along new and size-1 dimensions";
  let description = [{
    Spec: https://github.com/openxla/stablehlo/blob/main/docs/spec.md#broadcast_in_dim

    Expands the operand to the result shape: operand dimension d becomes result
    dimension broadcast_dimensions[d], and a size-1 operand dimension is
    repeated to the result size. Result dimensions that no operand dimension
    maps to repeat the whole operand.

    Example:

    ```mlir
    %r = stablehlo.broadcast_in_dim %x, dims = [0, 2] : (tensor<1x3xi32>) -> tensor<2x4x3xi32>
    ```

    Constraints:
    (C1) operand and result have the same element type (a per-axis quantized
      type may differ in its quantization dimension, as the later constraints
      say).
    (C2) broadcast_dimensions has one entry per operand dimension.
    (C3) every entry lies in [0, rank(result)).
    (C4) no entry appears twice.
    (C5) each operand dimension has size 1 or the size of its result
      dimension.
    (C6) a per-axis quantized result keeps the mapped quantization dimension.
  }];
  let arguments = (ins HLO_Tensor:$operand,
                       DenseI64ArrayAttr:$broadcast_dimensions);
  let results = (outs HLO_Tensor:$result);
  let hasVerifier = 1;
  let assemblyFormat = [{
    $operand `,` `dims` `=` custom<Dims>($broadcast_dimensions)
      attr-dict `:` functional-type(operands, results)
  }];
}

def StableHLO_BroadcastOp : StableHLO_Op<"broadcast", [Pure]> {
  let summary = "deprecated: prepends dimensions of the given sizes";
  let description = [{
    Spec: https://github.com/openxla/stablehlo/blob/main/docs/spec.md#deprecated-operations

    A deprecated op, outside the specification's op list: prepends the
    dimensions broadcast_sizes to the operand shape and repeats the operand
    along them (broadcast_in_dim onto the trailing dimensions).

    Example:

    ```mlir
    %r = stablehlo.broadcast %x, sizes = [2] : (tensor<3xi32>) -> tensor<2x3xi32>
    ```
  }];
  let arguments = (ins HLO_Tensor:$operand, DenseI64ArrayAttr:$broadcast_sizes);
  let results = (outs HLO_Tensor:$result);
  let hasVerifier = 1;
  let assemblyFormat = [{
    $operand `,` `sizes` `=` custom<Dims>($broadcast_sizes)
      attr-dict `:` functional-type(operands, results)
  }];
}

def StableHLO_ReshapeOp : StableHLO_Op<"reshape", [Pure]> {
  let summary = "the same elements in row-major order, another shape";
  let description = [{
    Spec: https://github.com/openxla/stablehlo/blob/main/docs/spec.md#reshape

    Gives the elements of the operand, in row-major order, the result shape.

    Example:

    ```mlir
    %r = stablehlo.reshape %x : (tensor<6xi32>) -> tensor<2x3xi32>
    ```

    Constraints:
    (C1) operand and result have the same element type (a per-axis quantized
      type may differ in its quantization dimension, as the later constraints
      say).
    (C2) operand and result have the same number of elements.
    (C3) a per-axis quantized operand keeps its quantization axis intact.
  }];
  let arguments = (ins HLO_Tensor:$operand);
  let results = (outs HLO_Tensor:$result);
  let hasVerifier = 1;
  let assemblyFormat = "operands attr-dict `:` functional-type(operands, results)";
}

def StableHLO_TransposeOp : StableHLO_Op<"transpose", [Pure]> {
  let summary = "permutes the dimensions of a tensor";
  let description = [{
    Spec: https://github.com/openxla/stablehlo/blob/main/docs/spec.md#transpose

    Permutes the dimensions: result dimension i is operand dimension
    permutation[i].

    Example:

    ```mlir
    %r = stablehlo.transpose %x, dims = [1, 0] : (tensor<2x3xi32>) -> tensor<3x2xi32>
    ```

    Constraints:
    (C1) operand and result have the same element type (a per-axis quantized
      type may differ in its quantization dimension, as the later constraints
      say).
    (C2) permutation is a permutation of [0, rank(operand)).
    (C3) result dimension i has the size of operand dimension permutation[i].
    (C4) a per-axis quantized result has the permuted quantization dimension.
  }];
  let arguments = (ins HLO_Tensor:$operand, DenseI64ArrayAttr:$permutation);
  let results = (outs HLO_Tensor:$result);
  let hasVerifier = 1;
  let assemblyFormat = [{
    $operand `,` `dims` `=` custom<Dims>($permutation)
      attr-dict `:` functional-type(operands, results)
  }];
}

def StableHLO_SliceOp : StableHLO_Op<"slice", [Pure]> {
  let summary = "a strided static slice";
  let description = [{
    Spec: https://github.com/openxla/stablehlo/blob/main/docs/spec.md#slice

    Extracts the elements from start_indices (inclusive) to limit_indices
    (exclusive) with the given strides, written [start:limit:stride] per
    dimension.

    Example:

    ```mlir
    %r = stablehlo.slice %x [1:3, 0:4:2] : (tensor<4x4xi32>) -> tensor<2x2xi32>
    ```

    Constraints:
    (C1) operand and result have the same element type.
    (C2) start_indices, limit_indices and strides have one entry per operand
      dimension.
    (C3) 0 <= start <= limit <= dimension size.
    (C4) strides are positive.
    (C5) the result dimension is ceil((limit - start) / stride).
  }];
  let arguments = (ins HLO_Tensor:$operand, DenseI64ArrayAttr:$start_indices,
                       DenseI64ArrayAttr:$limit_indices,
                       DenseI64ArrayAttr:$strides);
  let results = (outs HLO_Tensor:$result);
  let hasVerifier = 1;
  let assemblyFormat = [{
    $operand custom<SliceRanges>($start_indices, $limit_indices, $strides)
      attr-dict `:` functional-type(operands, results)
  }];
}

def StableHLO_DynamicSliceOp : StableHLO_Op<"dynamic_slice", [Pure]> {
  let summary = "a slice at run-time start indices, clamped into range";
  let description = [{
    Spec: https://github.com/openxla/stablehlo/blob/main/docs/spec.md#dynamic_slice

    Extracts a slice of slice_sizes starting at runtime scalar start indices;
    each start index is first clamped to [0, dimension size - slice size].

    Example:

    ```mlir
    %r = stablehlo.dynamic_slice %x, %i, %j, sizes = [2, 2] : (tensor<4x4xi32>, tensor<i64>, tensor<i64>) -> tensor<2x2xi32>
    ```

    Constraints:
    (C1) operand and result have the same element type.
    (C2) there is one start index and one slice size per operand dimension.
    (C3) the start indices have one type.
    (C4) 0 <= slice size <= dimension size.
    (C5) the result shape is slice_sizes.
  }];
  let arguments = (ins HLO_Tensor:$operand,
                       Variadic<HLO_ScalarIntTensor>:$start_indices,
                       DenseI64ArrayAttr:$slice_sizes);
  let results = (outs HLO_Tensor:$result);
  let hasVerifier = 1;
  let assemblyFormat = [{
    $operand `,` custom<VariadicOperandWithAttribute>($start_indices)
      `sizes` `=` custom<Dims>($slice_sizes) attr-dict `:` functional-type(operands, results)
  }];
}

def StableHLO_DynamicUpdateSliceOp : StableHLO_Op<"dynamic_update_slice",
    [Pure]> {
  let summary = "overwrites a slice at run-time start indices, clamped";
  let description = [{
    Spec: https://github.com/openxla/stablehlo/blob/main/docs/spec.md#dynamic_update_slice

    Returns the operand with the update written at runtime scalar start indices;
    each start index is first clamped to [0, dimension size - update size].

    Example:

    ```mlir
    %r = stablehlo.dynamic_update_slice %x, %u, %i, %j : (tensor<4x4xi32>, tensor<2x2xi32>, tensor<i64>, tensor<i64>) -> tensor<4x4xi32>
    ```

    Constraints:
    (C1) operand and result have the same type.
    (C2) update and operand have the same element type.
    (C3) update and operand have the same rank.
    (C4) there is one start index per operand dimension.
    (C5) the start indices have one type.
    (C6) each update dimension is no larger than the operand dimension.
  }];
  let arguments = (ins HLO_Tensor:$operand, HLO_Tensor:$update,
                       Variadic<HLO_ScalarIntTensor>:$start_indices);
  let results = (outs HLO_Tensor:$result);
  let hasVerifier = 1;
  let assemblyFormat = "operands attr-dict `:` functional-type(operands, results)";
}

def StableHLO_ConcatenateOp : StableHLO_Op<"concatenate", [Pure]> {
  let summary = "joins tensors along one dimension";
  let description = [{
    Spec: https://github.com/openxla/stablehlo/blob/main/docs/spec.md#concatenate

    Joins the inputs, in order, along dimension.

    Example:

    ```mlir
    %r = stablehlo.concatenate %a, %b, dim = 0 : (tensor<3x2xi64>, tensor<1x2xi64>) -> tensor<4x2xi64>
    ```

    Constraints:
    (C1) the inputs have one element type.
    (C2) the inputs have one shape, except along dimension.
    (C3) there is at least one input.
    (C4) 0 <= dimension < rank of the inputs.
    (C5) the result has the element type of the inputs.
    (C6) the result has the input shape, with dimension the sum of the inputs'
      sizes.
  }];
  let arguments = (ins Variadic<HLO_Tensor>:$inputs,
                       ConfinedAttr<I64Attr, [IntNonNegative]>:$dimension);
  let results = (outs HLO_Tensor:$result);
  let hasVerifier = 1;
  let assemblyFormat = [{
    custom<VariadicOperandWithAttribute>($inputs) `dim` `=` $dimension
      attr-dict `:` functional-type(operands, results)
  }];
}

def StableHLO_PadOp : StableHLO_Op<"pad", [Pure]> {
  let summary = "pads at both edges (negative values crop) and between elements";
  let description = [{
    Spec: https://github.com/openxla/stablehlo/blob/main/docs/spec.md#pad

    Surrounds the operand with padding_value: edge_padding_low and
    edge_padding_high elements before and after each dimension (negative amounts
    remove elements) and interior_padding elements between neighbours.

    Example:

    ```mlir
    %r = stablehlo.pad %x, %p, low = [0, 1], high = [2, 1], interior = [1, 2] : (tensor<2x3xi32>, tensor<i32>) -> tensor<5x9xi32>
    ```

    Constraints:
    (C1) operand, padding_value and result have the same element type.
    (C2) the three padding lists have one entry per operand dimension.
    (C3) interior padding is non-negative.
    (C4) result size = low + size + max(size - 1, 0) * interior + high per
      dimension.
  }];
  let arguments = (ins HLO_Tensor:$operand, HLO_Tensor:$padding_value,
                       DenseI64ArrayAttr:$edge_padding_low,
                       DenseI64ArrayAttr:$edge_padding_high,
                       DenseI64ArrayAttr:$interior_padding);
  let results = (outs HLO_Tensor:$result);
  let hasVerifier = 1;
  let assemblyFormat = [{
    $operand `,` $padding_value `,` `low` `=` custom<Dims>($edge_padding_low)
      `,` `high` `=` custom<Dims>($edge_padding_high)
      `,` `interior` `=` custom<Dims>($interior_padding)
      attr-dict `:` functional-type(operands, results)
  }];
}

def StableHLO_ReverseOp : StableHLO_Op<"reverse",
    [Pure, SameOperandsAndResultType]> {
  let summary = "reverses the order of elements along dimensions";
  let description = [{
    Spec: https://github.com/openxla/stablehlo/blob/main/docs/spec.md#reverse

    Reverses the order of the elements along each of dimensions.

    Example:

    ```mlir
    %r = stablehlo.reverse %x, dims = [1] : tensor<2x3xi32>
    ```

    Constraints:
    (C1) operand and result have the same type.
    (C2) no dimension appears twice.
    (C3) every dimension lies in [0, rank(result)).
  }];
  let arguments = (ins HLO_Tensor:$operand, DenseI64ArrayAttr:$dimensions);
  let results = (outs HLO_Tensor:$result);
  let hasVerifier = 1;
  let assemblyFormat = [{
    $operand `,` `dims` `=` custom<Dims>($dimensions) attr-dict `:` type($result)
  }];
}

def StableHLO_GetDimensionSizeOp : StableHLO_Op<"get_dimension_size", [Pure]> {
  let summary = "the size of one dimension, as tensor<i32>";
  let description = [{
    Spec: https://github.com/openxla/stablehlo/blob/main/docs/spec.md#get_dimension_size

    The size of dimension of the operand, as a scalar i32.

    Example:

    ```mlir
    %r = stablehlo.get_dimension_size %x, dim = 0 : (tensor<?x3xi32>) -> tensor<i32>
    ```

    Constraints:
    (C1) 0 <= dimension < rank(operand).
  }];
  let arguments = (ins HLO_Tensor:$operand,
                       ConfinedAttr<I64Attr, [IntNonNegative]>:$dimension);
  let results = (outs 0DTensorOf<[I32]>:$result);
  let hasVerifier = 1;
  let assemblyFormat = [{
    $operand `,` `dim` `=` $dimension attr-dict `:` functional-type(operands, results)
  }];
}

def StableHLO_SetDimensionSizeOp : StableHLO_Op<"set_dimension_size", [Pure]> {
  let summary = "marks the run-time size of a dimension (values unchanged)";
  let description = [{
    Spec: https://github.com/openxla/stablehlo/blob/main/docs/spec.md#dynamism

    An op outside the specification's op list (an XLA bounded-dynamism op): the
    operand with the runtime size of dimension set to size, which must not
    exceed the static size. The verifier checks that dimension is in range and
    that the result has the operand's element type and shape, dimension aside,
    which may become dynamic.

    Example:

    ```mlir
    %r = stablehlo.set_dimension_size %x, %n, dim = 0 : (tensor<2x3xi32>, tensor<i32>) -> tensor<2x3xi32>
    ```
  }];
  let arguments = (ins HLO_Tensor:$operand, 0DTensorOf<[I32]>:$size,
                       ConfinedAttr<I64Attr, [IntNonNegative]>:$dimension);
  let results = (outs HLO_Tensor:$result);
  let hasVerifier = 1;
  let assemblyFormat = [{
    $operand `,` $size `,` `dim` `=` $dimension attr-dict `:` functional-type(operands, results)
  }];
}

//===----------------------------------------------------------------------===//
// Ops whose shapes are operands (static at run time here)
//===----------------------------------------------------------------------===//

def StableHLO_DynamicBroadcastInDimOp : StableHLO_Op<"dynamic_broadcast_in_dim",
    [Pure]> {
  let summary = "broadcast_in_dim to a run-time shape";
  let description = [{
    Spec: https://github.com/openxla/stablehlo/blob/main/docs/spec.md#dynamic_broadcast_in_dim

    broadcast_in_dim with the result shape given at runtime by
    output_dimensions. known_expanding_dimensions and
    known_nonexpanding_dimensions are hints on which size-1 operand dimensions
    broadcast.

    Example:

    ```mlir
    %r = stablehlo.dynamic_broadcast_in_dim %x, %s, dims = [1] : (tensor<3xi32>, tensor<2xi64>) -> tensor<2x3xi32>
    ```

    Constraints:
    (C1) operand and result have the same element type (a per-axis quantized
      type may differ in its quantization dimension, as the later constraints
      say).
    (C2) broadcast_dimensions has one entry per operand dimension.
    (C3) every entry lies in [0, rank(result)).
    (C4) no entry appears twice.
    (C5) each operand dimension has size 1 or the size of its result
      dimension.
    (C6) a per-axis quantized result keeps the mapped quantization dimension.
    (C7) output_dimensions has one entry per result dimension.
    (C8) no dimension is both known expanding and known non-expanding.
    (C9), (C10) the hinted dimensions lie in [0, rank(operand)).
  }];
  let arguments = (ins HLO_Tensor:$operand, HLO_DimTensor:$output_dimensions,
                       DenseI64ArrayAttr:$broadcast_dimensions,
                       OptionalAttr<DenseI64ArrayAttr>:$known_expanding_dimensions,
                       OptionalAttr<DenseI64ArrayAttr>:$known_nonexpanding_dimensions);
  let results = (outs HLO_Tensor:$result);
  let hasVerifier = 1;
  let assemblyFormat = [{
    $operand `,` $output_dimensions `,` `dims` `=` custom<Dims>($broadcast_dimensions)
      attr-dict `:` functional-type(operands, results)
  }];
}

def StableHLO_DynamicIotaOp : StableHLO_Op<"dynamic_iota", [Pure]> {
  let summary = "iota of a run-time shape";
  let description = [{
    Spec: https://github.com/openxla/stablehlo/blob/main/docs/spec.md#dynamic_iota

    iota with the result shape given at runtime by output_shape.

    Example:

    ```mlir
    %r = stablehlo.dynamic_iota %s, dim = 0 : (tensor<2xi64>) -> tensor<?x2xi32>
    ```

    Constraints:
    (C1) 0 <= iota_dimension < size(output_shape).
    (C2) rank(result) = size(output_shape).
  }];
  let arguments = (ins HLO_DimTensorOrIndex:$output_shape,
                       ConfinedAttr<I64Attr, [IntNonNegative]>:$iota_dimension);
  let results = (outs HLO_Tensor:$result);
  let hasVerifier = 1;
  let assemblyFormat = [{
    $output_shape `,` `dim` `=` $iota_dimension attr-dict `:` functional-type(operands, results)
  }];
}

def StableHLO_DynamicPadOp : StableHLO_Op<"dynamic_pad", [Pure]> {
  let summary = "pad with run-time padding amounts";
  let description = [{
    Spec: https://github.com/openxla/stablehlo/blob/main/docs/spec.md#dynamic_pad

    pad with the three padding amounts given as runtime tensors.

    Example:

    ```mlir
    %r = stablehlo.dynamic_pad %x, %p, %lo, %hi, %in : (tensor<2x3xi64>, tensor<i64>, tensor<2xi64>, tensor<2xi64>, tensor<2xi64>) -> tensor<5x9xi64>
    ```

    Constraints:
    (C1) operand, padding_value and result have the same element type.
    (C2) each padding tensor has one entry per operand dimension.
    (C3) interior padding is non-negative.
    (C4) the result shape follows from the amounts as for pad.
  }];
  let arguments = (ins HLO_Tensor:$operand, HLO_Tensor:$padding_value,
                       HLO_DimTensor:$edge_padding_low,
                       HLO_DimTensor:$edge_padding_high,
                       HLO_DimTensor:$interior_padding);
  let results = (outs HLO_Tensor:$result);
  let hasVerifier = 1;
  let assemblyFormat = "operands attr-dict `:` functional-type(operands, results)";
}

def StableHLO_DynamicReshapeOp : StableHLO_Op<"dynamic_reshape", [Pure]> {
  let summary = "reshape to a run-time shape";
  let description = [{
    Spec: https://github.com/openxla/stablehlo/blob/main/docs/spec.md#dynamic_reshape

    reshape with the result shape given at runtime by output_shape.

    Example:

    ```mlir
    %r = stablehlo.dynamic_reshape %x, %s : (tensor<6xi32>, tensor<2xi64>) -> tensor<2x3xi32>
    ```

    Constraints:
    (C1) operand and result have the same element type (a per-axis quantized
      type may differ in its quantization dimension, as the later constraints
      say).
    (C2) operand and result have the same number of elements.
    (C3) a per-axis quantized operand keeps its quantization axis intact.
    (C4) output_shape has one entry per result dimension.
  }];
  let arguments = (ins HLO_Tensor:$operand, HLO_DimTensor:$output_shape);
  let results = (outs HLO_Tensor:$result);
  let hasVerifier = 1;
  let assemblyFormat = "operands attr-dict `:` functional-type(operands, results)";
}

def StableHLO_RealDynamicSliceOp : StableHLO_Op<"real_dynamic_slice", [Pure]> {
  let summary = "a strided slice with run-time bounds";
  let description = [{
    Spec: https://github.com/openxla/stablehlo/blob/main/docs/spec.md#dynamism

    An op outside the specification's op list: slice with start_indices,
    limit_indices and strides given as runtime tensors.

    Example:

    ```mlir
    %r = stablehlo.real_dynamic_slice %x, %b, %e, %s : (tensor<3xi1>, tensor<1xi64>, tensor<1xi64>, tensor<1xi64>) -> tensor<2xi1>
    ```

    Constraints:
    (C1) operand and result have the same element type.
    (C2) start_indices, limit_indices and strides have one entry per operand
      dimension.
  }];
  let arguments = (ins HLO_Tensor:$operand, HLO_DimTensor:$start_indices,
                       HLO_DimTensor:$limit_indices, HLO_DimTensor:$strides);
  let results = (outs HLO_Tensor:$result);
  let hasVerifier = 1;
  let assemblyFormat = "operands attr-dict `:` functional-type(operands, results)";
}
