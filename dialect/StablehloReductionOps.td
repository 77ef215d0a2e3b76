//===- StablehloReductionOps.td - reduce and sort ----------*- tablegen -*-===//
//
// Included by StablehloOps.td.
//
//===----------------------------------------------------------------------===//

def StableHLO_SortOp : StableHLO_Op<"sort", [RecursiveMemoryEffects]> {
  let summary = "sorts slices of the inputs with a comparator";
  let description = [{
    Spec: https://github.com/openxla/stablehlo/blob/main/docs/spec.md#sort

    Sorts the 1-D slices along dimension of all inputs together, ordered by
    comparator, which gets the two elements of every input and returns true when
    the first goes before the second. is_stable keeps the order of equal
    elements. A negative dimension counts from the back.

    Example:

    ```mlir
    %r = "stablehlo.sort"(%x) ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %p = stablehlo.compare LT, %a, %b, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %p : tensor<i1>
    }) {dimension = 0 : i64, is_stable = true} : (tensor<4xf32>) -> tensor<4xf32>
    ```

    Constraints:
    (C1) there is at least one input.
    (C2) results have the input types.
    (C3) inputs and results have one shape.
    (C4) -R <= dimension < R, R the input rank.
    (C5) comparator takes two tensor<Ei> per input and returns one tensor<i1>.
  }];
  let arguments = (ins Variadic<HLO_Tensor>:$inputs,
                       DefaultValuedOptionalAttr<I64Attr, "-1">:$dimension,
                       DefaultValuedOptionalAttr<BoolAttr, "false">:$is_stable);
  let results = (outs Variadic<HLO_Tensor>);
  let regions = (region SizedRegion<1>:$comparator);
  let hasVerifier = 1;
}

def StableHLO_ReduceOp : StableHLO_Op<"reduce",
    [SameVariadicOperandSize, RecursiveMemoryEffects]> {
  let summary = "reduces dimensions of the inputs with a body";
  let description = [{
    Spec: https://github.com/openxla/stablehlo/blob/main/docs/spec.md#reduce

    Reduces the inputs along dimensions with body, starting from init_values;
    the other dimensions remain. With several inputs the body combines tuples of
    elements. The order of the reduction is implementation-defined, so body
    should be associative. A body of one binary op prints in the short form of
    the example; any other body uses the generic region form.

    Example:

    ```mlir
    %r = stablehlo.reduce(%x init: %z) applies stablehlo.add across dimensions = [1]
      : (tensor<2x3xi32>, tensor<i32>) -> tensor<2xi32>
    ```

    Constraints:
    (C1) the inputs have one shape.
    (C2) each init value has its input element type.
    (C3) 0 < number of inputs = number of init_values = number of results.
    (C4), (C5) dimensions are unique and in [0, rank(inputs[0])).
    (C6) body takes 2N scalars tensor<Ei> and returns N, each Ei a promotion
      of input element type i.
    (C7) results have the input shape without dimensions.
    (C8) result i has element type Ei.
  }];
  let arguments = (ins Variadic<HLO_Tensor>:$inputs,
                       Variadic<HLO_Tensor>:$init_values,
                       DenseI64ArrayAttr:$dimensions);
  let results = (outs Variadic<HLO_Tensor>);
  let regions = (region SizedRegion<1>:$body);
  let hasVerifier = 1;
  let hasCustomAssemblyFormat = 1;
}
