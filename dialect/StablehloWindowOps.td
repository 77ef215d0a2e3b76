//===- StablehloWindowOps.td - ops over windows ------------*- tablegen -*-===//
//
// Included by StablehloOps.td.
//
//===----------------------------------------------------------------------===//

def StableHLO_ReduceWindowOp : StableHLO_Op<"reduce_window",
    [SameVariadicOperandSize, RecursiveMemoryEffects]> {
  let summary = "reduces windows of the inputs with a body";
  let description = [{
    Spec: https://github.com/openxla/stablehlo/blob/main/docs/spec.md#reduce_window

    Reduces each window of the inputs with body, starting from init_values. The
    inputs are first dilated by base_dilations and padded with init values by
    padding; windows of window_dimensions, dilated by window_dilations, step by
    window_strides. The reduction order within a window is implementation-
    defined.

    Example:

    ```mlir
    %r = "stablehlo.reduce_window"(%x, %z) ({
    ^bb0(%a: tensor<i64>, %b: tensor<i64>):
      %s = stablehlo.add %a, %b : tensor<i64>
      stablehlo.return %s : tensor<i64>
    }) {window_dimensions = array<i64: 2, 1>, window_strides = array<i64: 1, 1>,
        padding = dense<[[1, 0], [0, 0]]> : tensor<2x2xi64>}
      : (tensor<3x2xi64>, tensor<i64>) -> tensor<3x2xi64>
    ```

    Constraints:
    (C1) 0 < number of inputs = number of init_values = number of results.
    (C2) the inputs have one shape.
    (C3) each init value has its input element type.
    (C4), (C5) window_dimensions: one positive entry per input dimension.
    (C6), (C7) window_strides: one positive entry per input dimension.
    (C8), (C9) base_dilations: one positive entry per input dimension.
    (C10), (C11) window_dilations: one positive entry per input dimension.
    (C12) padding has shape [rank, 2].
    (C13) body takes 2N scalars tensor<Ei> and returns N, each Ei a promotion
      of input element type i.
    (C14) the results have one shape.
    (C15) that shape is the number of windows per dimension.
    (C16) result i has element type Ei.
  }];
  let arguments = (ins Variadic<HLO_Tensor>:$inputs,
                       Variadic<HLO_Tensor>:$init_values,
                       DenseI64ArrayAttr:$window_dimensions,
                       OptionalAttr<DenseI64ArrayAttr>:$window_strides,
                       OptionalAttr<DenseI64ArrayAttr>:$base_dilations,
                       OptionalAttr<DenseI64ArrayAttr>:$window_dilations,
                       OptionalAttr<I64ElementsAttr>:$padding);
  let results = (outs Variadic<HLO_Tensor>);
  let regions = (region SizedRegion<1>:$body);
  let hasVerifier = 1;
}

def StableHLO_SelectAndScatterOp : StableHLO_Op<"select_and_scatter",
    [RecursiveMemoryEffects]> {
  let summary = "scatters source values to the elements windows select";
  let description = [{
    Spec: https://github.com/openxla/stablehlo/blob/main/docs/spec.md#select_and_scatter

    For each window of the operand, picks one element with select (the backward
    of a max-pool): select(a, b) true keeps a. The source element of that window
    is then combined by scatter into the result at the picked position;
    positions never picked keep init_value.

    Example:

    ```mlir
    %r = "stablehlo.select_and_scatter"(%x, %s, %z) ({
    ^bb0(%a: tensor<i32>, %b: tensor<i32>):
      %c = stablehlo.compare GE, %a, %b, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %c : tensor<i1>
    }, {
    ^bb0(%a: tensor<i32>, %b: tensor<i32>):
      %t = stablehlo.add %a, %b : tensor<i32>
      stablehlo.return %t : tensor<i32>
    }) {window_dimensions = array<i64: 2>, window_strides = array<i64: 2>}
      : (tensor<4xi32>, tensor<2xi32>, tensor<i32>) -> tensor<4xi32>
    ```

    Constraints:
    (C1) operand and source have the same element type.
    (C2) source has the number of windows of the padded operand as shape.
    (C3) init_value has the operand element type.
    (C4), (C5) window_dimensions: one positive entry per operand dimension.
    (C6), (C7) window_strides: one positive entry per operand dimension.
    (C8) padding has shape [rank, 2].
    (C9) select takes two tensor<E> of the operand element type and returns
      tensor<i1>.
    (C10) scatter takes and returns tensor<E>, E a promotion of the operand
      element type.
    (C11) result and operand have the same shape.
    (C12) the result element type is E.
  }];
  let arguments = (ins HLO_Tensor:$operand, HLO_Tensor:$source,
                       HLO_Tensor:$init_value,
                       OptionalAttr<DenseI64ArrayAttr>:$window_dimensions,
                       OptionalAttr<DenseI64ArrayAttr>:$window_strides,
                       OptionalAttr<I64ElementsAttr>:$padding);
  let results = (outs HLO_Tensor:$result);
  let regions = (region SizedRegion<1>:$select, SizedRegion<1>:$scatter);
  let hasVerifier = 1;
}
