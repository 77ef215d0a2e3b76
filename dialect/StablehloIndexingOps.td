//===- StablehloIndexingOps.td - gather, scatter and friends ---*- tablegen -*-===//
//
// Included by StablehloOps.td. These print in the generic form, as StableHLO
// does.
//
//===----------------------------------------------------------------------===//

def StableHLO_GatherOp : StableHLO_Op<"gather", [Pure]> {
  let summary = "slices of operand at offsets read from start_indices";
  let description = [{
    Spec: https://github.com/openxla/stablehlo/blob/main/docs/spec.md#gather

    Gathers slices of the operand: for each index vector of start_indices, a
    slice of size slice_sizes starts at the operand position the vector gives
    (start_index_map says which operand dimension each element indexes; each
    start is clamped so that the slice fits). Collapsed and batching dimensions,
    of size 1, are dropped from the slice; the other slice dimensions become
    offset_dims of the result and the index positions its batch dimensions.

    Example:

    ```mlir
    %r = "stablehlo.gather"(%x, %i) {
      dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0],
                                            start_index_map = [0], index_vector_dim = 1>,
      slice_sizes = array<i64: 1, 3>, indices_are_sorted = false
    } : (tensor<3x3xi32>, tensor<3x1xi64>) -> tensor<3x3xi32>
    ```

    Constraints:
    (C1) rank(operand) = size(offset_dims) + size(collapsed_slice_dims) +
      size(operand_batching_dims).
    (C2) 0 <= index_vector_dim <= rank(start_indices).
    (C3) start_index_map has one entry per index vector element (1 when
      index_vector_dim = rank(start_indices)).
    (C4), (C5) offset_dims are sorted, unique and in [0, rank(result)).
    (C6) collapsed_slice_dims and operand_batching_dims together hold no
      dimension twice.
    (C7), (C8) collapsed_slice_dims are sorted and in [0, rank(operand)).
    (C9) a collapsed dimension has slice size at most 1.
    (C10), (C11) operand_batching_dims are sorted and in [0, rank(operand)).
    (C12) a batching dimension has slice size at most 1.
    (C13), (C14) start_indices_batching_dims are unique and in [0,
      rank(start_indices)).
    (C15) index_vector_dim is not a start_indices batching dimension.
    (C16) there are as many operand as start_indices batching dimensions.
    (C17) paired batching dimensions have the same size.
    (C18) start_index_map and operand_batching_dims together hold no dimension
      twice.
    (C19) start_index_map entries lie in [0, rank(operand)).
    (C20) slice_sizes has one entry per operand dimension.
    (C21) 0 <= slice_sizes <= shape(operand).
    (C22) the result shape is the batch dimensions of start_indices
      (index_vector_dim removed) placed around the offset_dims, which take the
      slice sizes of the dimensions neither collapsed nor batching.
    (C23) operand and result have the same element type.
  }];
  let arguments = (ins HLO_Tensor:$operand, HLO_IntTensorOrIndex:$start_indices,
                       HLO_GatherDimensionNumbers:$dimension_numbers,
                       DenseI64ArrayAttr:$slice_sizes,
                       DefaultValuedOptionalAttr<BoolAttr, "false">:$indices_are_sorted);
  let results = (outs HLO_Tensor:$result);
  let hasVerifier = 1;
}

def StableHLO_DynamicGatherOp : StableHLO_Op<"dynamic_gather", [Pure]> {
  let summary = "gather with slice sizes given as an operand";
  let description = [{
    Spec: https://github.com/openxla/stablehlo/blob/main/docs/spec.md#dynamic_gather

    gather with slice_sizes given as a runtime tensor. The verifier applies the
    constraints of gather (the numbering above is gather's, which dynamic_gather
    shares up to its missing batching dimensions) to a constant slice_sizes.

    Example:

    ```mlir
    %r = "stablehlo.dynamic_gather"(%x, %i, %s) {
      dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0],
                                            start_index_map = [0], index_vector_dim = 1>
    } : (tensor<3x3xi32>, tensor<3x1xi64>, tensor<2xi64>) -> tensor<3x3xi32>
    ```

    Constraints:
    (C1) rank(operand) = size(offset_dims) + size(collapsed_slice_dims) +
      size(operand_batching_dims).
    (C2) 0 <= index_vector_dim <= rank(start_indices).
    (C3) start_index_map has one entry per index vector element (1 when
      index_vector_dim = rank(start_indices)).
    (C4), (C5) offset_dims are sorted, unique and in [0, rank(result)).
    (C6) collapsed_slice_dims and operand_batching_dims together hold no
      dimension twice.
    (C7), (C8) collapsed_slice_dims are sorted and in [0, rank(operand)).
    (C9) a collapsed dimension has slice size at most 1.
    (C10), (C11) operand_batching_dims are sorted and in [0, rank(operand)).
    (C12) a batching dimension has slice size at most 1.
    (C13), (C14) start_indices_batching_dims are unique and in [0,
      rank(start_indices)).
    (C15) index_vector_dim is not a start_indices batching dimension.
    (C16) there are as many operand as start_indices batching dimensions.
    (C17) paired batching dimensions have the same size.
    (C18) start_index_map and operand_batching_dims together hold no dimension
      twice.
    (C19) start_index_map entries lie in [0, rank(operand)).
    (C20) slice_sizes has one entry per operand dimension.
    (C21) 0 <= slice_sizes <= shape(operand).
    (C22) the result shape is the batch dimensions of start_indices
      (index_vector_dim removed) placed around the offset_dims, which take the
      slice sizes of the dimensions neither collapsed nor batching.
    (C23) operand and result have the same element type.
  }];
  let arguments = (ins HLO_Tensor:$operand, HLO_IntTensorOrIndex:$start_indices,
                       HLO_DimTensor:$slice_sizes,
                       HLO_GatherDimensionNumbers:$dimension_numbers,
                       DefaultValuedOptionalAttr<BoolAttr, "false">:$indices_are_sorted);
  let results = (outs HLO_Tensor:$result);
  let hasVerifier = 1;
}

def StableHLO_ScatterOp : StableHLO_Op<"scatter",
    [SameVariadicOperandSize, RecursiveMemoryEffects]> {
  let summary = "combines updates into windows of the inputs";
  let description = [{
    Spec: https://github.com/openxla/stablehlo/blob/main/docs/spec.md#scatter

    The inverse of gather: each update window is combined, by
    update_computation(current, update), into the inputs at the position its
    index vector of scatter_indices gives; windows that do not fit are skipped.
    The results are the updated inputs. When indices repeat, the order of the
    updates is implementation-defined.

    Example:

    ```mlir
    %r = "stablehlo.scatter"(%x, %i, %u) ({
    ^bb0(%a: tensor<i32>, %b: tensor<i32>):
      %s = stablehlo.add %a, %b : tensor<i32>
      stablehlo.return %s : tensor<i32>
    }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1],
          inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>,
        indices_are_sorted = false, unique_indices = false}
      : (tensor<3x3xi32>, tensor<2x1xi64>, tensor<2x3xi32>) -> tensor<3x3xi32>
    ```

    Constraints:
    (C1) the inputs have one shape.
    (C2) rank(inputs[0]) = size(update_window_dims) +
      size(inserted_window_dims) + size(input_batching_dims).
    (C3) the updates have one shape.
    (C4) the updates have the scatter dimensions of scatter_indices
      (index_vector_dim removed) around the update_window_dims, which fit the
      input window.
    (C5) there are as many updates as inputs, at least one.
    (C6) updates and inputs have the same element types.
    (C7), (C8) update_window_dims are sorted, unique and in [0,
      rank(updates[0])).
    (C9) inserted_window_dims and input_batching_dims together hold no
      dimension twice.
    (C10), (C11) inserted_window_dims are sorted and in [0, rank(inputs[0])).
    (C12), (C13) input_batching_dims are sorted and in [0, rank(inputs[0])).
    (C14), (C15) scatter_indices_batching_dims are unique and in [0,
      rank(scatter_indices)).
    (C16) index_vector_dim is not a scatter_indices batching dimension.
    (C17) there are as many input as scatter_indices batching dimensions.
    (C18) paired batching dimensions have the same size.
    (C19) scatter_dims_to_operand_dims has one entry per index vector element.
    (C20) scatter_dims_to_operand_dims and input_batching_dims together hold
      no dimension twice.
    (C21) scatter_dims_to_operand_dims entries lie in [0, rank(inputs[0])).
    (C22) 0 <= index_vector_dim <= rank(scatter_indices).
    (C23) update_computation takes two tensor<Ei> per input and returns one
      tensor<Ei> per input, each Ei a promotion of the input element type.
    (C24) results have the input shape.
    (C25) result i has element type Ei.
  }];
  let arguments = (ins Variadic<HLO_Tensor>:$inputs,
                       HLO_IntTensorOrIndex:$scatter_indices,
                       Variadic<HLO_Tensor>:$updates,
                       HLO_ScatterDimensionNumbers:$scatter_dimension_numbers,
                       DefaultValuedOptionalAttr<BoolAttr, "false">:$indices_are_sorted,
                       DefaultValuedOptionalAttr<BoolAttr, "false">:$unique_indices);
  let results = (outs Variadic<HLO_Tensor>);
  let regions = (region SizedRegion<1>:$update_computation);
  let hasVerifier = 1;
}

def StableHLO_TorchIndexSelectOp : StableHLO_Op<"torch_index_select", [Pure]> {
  let summary = "torch.index_select: picks slices of operand along dim";
  let description = [{
    Spec: https://github.com/openxla/stablehlo/blob/main/docs/spec.md#deprecated-operations

    A deprecated op, outside the specification's op list: PyTorch's
    index_select. Picks the operand slices along dim at the positions in index;
    the result shape is operand[:dim] ++ index[batch_dims:] ++ operand[dim+1:].
    The verifier checks dim and batch_dims ranges, the shared batch dimensions
    and that shape.

    Example:

    ```mlir
    %r = "stablehlo.torch_index_select"(%x, %i) {dim = 0 : i64, batch_dims = 0 : i64}
      : (tensor<3x2xf32>, tensor<2xi32>) -> tensor<2x2xf32>
    ```
  }];
  let arguments = (ins HLO_Tensor:$operand, HLO_IntTensorOrIndex:$index,
                       I64Attr:$dim, I64Attr:$batch_dims);
  let results = (outs HLO_Tensor:$result);
  let hasVerifier = 1;
}
