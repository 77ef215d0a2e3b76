//===- StablehloControlFlowOps.td - regions, calls and tuples --*- tablegen -*-===//
//
// Included by StablehloOps.td.
//
//===----------------------------------------------------------------------===//

def StableHLO_WhileOp : StableHLO_Op<"while", [RecursiveMemoryEffects]> {
  let summary = "runs body while cond holds";
  let description = [{
    Spec: https://github.com/openxla/stablehlo/blob/main/docs/spec.md#while

    Starting from the operands, runs body on the loop values while cond returns
    true for them; the results are the values when cond first returns false. The
    printed form names the loop values in the header, as the example does.

    Example:

    ```mlir
    %zero = stablehlo.constant dense<0> : tensor<i64>
    %one = stablehlo.constant dense<1> : tensor<i64>
    %r:2 = stablehlo.while(%i = %zero, %acc = %zero) : tensor<i64>, tensor<i64>
    cond {
      %c = stablehlo.compare LT, %i, %n, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
      stablehlo.return %c : tensor<i1>
    } do {
      %i1 = stablehlo.add %i, %one : tensor<i64>
      %a1 = stablehlo.add %acc, %i : tensor<i64>
      stablehlo.return %i1, %a1 : tensor<i64>, tensor<i64>
    }
    ```

    Constraints:
    (C1) cond takes the operand types and returns one tensor<i1>.
    (C2) body takes and returns the operand types.
    (C3) results have the operand types.
  }];
  let arguments = (ins Variadic<HLO_TensorOrTokenOrTuple>:$operand);
  let results = (outs Variadic<HLO_TensorOrTokenOrTuple>);
  let regions = (region SizedRegion<1>:$cond, SizedRegion<1>:$body);
  let hasVerifier = 1;
  let hasCustomAssemblyFormat = 1;
}

def StableHLO_IfOp : StableHLO_Op<"if", [RecursiveMemoryEffects]> {
  let summary = "runs one of two regions";
  let description = [{
    Spec: https://github.com/openxla/stablehlo/blob/main/docs/spec.md#if

    Runs true_branch when pred is true and false_branch otherwise, and returns
    what the branch returns. The branches take no arguments; they use values of
    the enclosing scope.

    Example:

    ```mlir
    %r = "stablehlo.if"(%p) ({
      stablehlo.return %x : tensor<i64>
    }, {
      %y = stablehlo.negate %x : tensor<i64>
      stablehlo.return %y : tensor<i64>
    }) : (tensor<i1>) -> tensor<i64>
    ```

    Constraints:
    (C1) the branches take no arguments.
    (C2) the branches return the same types.
    (C3) results have those types.
  }];
  let arguments = (ins HLO_PredTensor:$pred);
  let results = (outs Variadic<HLO_TensorOrTokenOrTuple>);
  let regions = (region SizedRegion<1>:$true_branch,
                        SizedRegion<1>:$false_branch);
  let hasVerifier = 1;
}

def StableHLO_CaseOp : StableHLO_Op<"case", [RecursiveMemoryEffects]> {
  let summary = "runs the branch picked by index (the last one if out of range)";
  let description = [{
    Spec: https://github.com/openxla/stablehlo/blob/main/docs/spec.md#case

    Runs the branch numbered index and returns what it returns; an index outside
    [0, number of branches) runs the last branch.

    Example:

    ```mlir
    %r = "stablehlo.case"(%i) ({
      stablehlo.return %x : tensor<i64>
    }, {
      %y = stablehlo.negate %x : tensor<i64>
      stablehlo.return %y : tensor<i64>
    }) : (tensor<i32>) -> tensor<i64>
    ```

    Constraints:
    (C1) there is at least one branch.
    (C2) the branches take no arguments.
    (C3) the branches return the same types.
    (C4) results have those types.
  }];
  let arguments = (ins 0DTensorOf<[I32]>:$index);
  let results = (outs Variadic<HLO_TensorOrTokenOrTuple>);
  let regions = (region VariadicRegion<SizedRegion<1>>:$branches);
  let hasVerifier = 1;
}

def StableHLO_MapOp : StableHLO_Op<"map", [RecursiveMemoryEffects]> {
  let summary = "applies a computation to elements of the inputs";
  let description = [{
    Spec: https://github.com/openxla/stablehlo/blob/main/docs/spec.md#map

    Applies computation to each tuple of corresponding input elements, as rank-0
    tensors, and collects the results. A deprecated op that the spec still
    describes.

    Example:

    ```mlir
    %r = "stablehlo.map"(%a, %b) ({
    ^bb0(%x: tensor<i32>, %y: tensor<i32>):
      %s = stablehlo.multiply %x, %y : tensor<i32>
      stablehlo.return %s : tensor<i32>
    }) {dimensions = array<i64: 0>} : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi32>
    ```

    Constraints:
    (C1) the inputs and the result have one shape.
    (C2) there is at least one input.
    (C3) dimensions is [0, ..., rank - 1].
    (C4) computation takes tensor<Ei> for the element type Ei of input i and
      returns tensor<E> for the result element type E.
  }];
  let arguments = (ins Variadic<HLO_Tensor>:$inputs,
                       DenseI64ArrayAttr:$dimensions);
  let results = (outs HLO_Tensor:$result);
  let regions = (region SizedRegion<1>:$computation);
  let hasVerifier = 1;
}

def StableHLO_CompositeOp : StableHLO_Op<"composite"> {
  let summary = "an op defined by its decomposition function";
  let description = [{
    Spec: https://github.com/openxla/stablehlo/blob/main/docs/spec.md#composite

    An op named name (with composite_attributes and a version) whose meaning is
    the function decomposition; the interpreter calls that function with the
    inputs. The op may carry regions (the spec's `regions`, since StableHLO
    1.14.0), which model the bodies of an op like `while` or `reduce` for
    the consumers that know the composite; as the spec says, they are
    ignored when the decomposition runs.

    Example:

    ```mlir
    %r = stablehlo.composite "my.double" %x {decomposition = @my_double, version = 1 : i32} : (tensor<3xf32>) -> tensor<3xf32>
    ```

    Constraints:
    (C1) name is namespaced, like my.op.
    (C2) decomposition names a function in scope.
    (C3) the function takes the input types.
    (C4) the function returns the result types.
  }];
  let arguments = (ins Variadic<HLO_TensorOrTokenOrTuple>:$inputs,
                       StrAttr:$name,
                       DefaultValuedOptionalAttr<DictionaryAttr, "{}">:$composite_attributes,
                       FlatSymbolRefAttr:$decomposition,
                       DefaultValuedOptionalAttr<I32Attr, "0">:$version);
  let results = (outs Variadic<HLO_TensorOrTokenOrTuple>);
  let regions = (region VariadicRegion<AnyRegion>:$composite_regions);
  let hasVerifier = 1;
  let assemblyFormat = [{
    $name $inputs (`(` $composite_regions^ `)`)? attr-dict `:`
      functional-type(operands, results)
  }];
}

def StableHLO_TupleOp : StableHLO_Op<"tuple", [Pure]> {
  let summary = "groups values into a tuple";
  let description = [{
    Spec: https://github.com/openxla/stablehlo/blob/main/docs/spec.md#tuple

    Groups its operands into one tuple value.

    Example:

    ```mlir
    %t = stablehlo.tuple %a, %b : tuple<tensor<2xi1>, tensor<f32>>
    ```

    Constraints:
    (C1) the result is the tuple of the operand types.
  }];
  let arguments = (ins Variadic<HLO_TensorOrTokenOrTuple>:$val);
  let results = (outs HLO_Tuple:$result);
  let hasVerifier = 1;
  let assemblyFormat = [{
    $val attr-dict `:` custom<TupleOpType>(type($val), type($result))
  }];
}

def StableHLO_GetTupleElementOp : StableHLO_Op<"get_tuple_element", [Pure]> {
  let summary = "one element of a tuple";
  let description = [{
    Spec: https://github.com/openxla/stablehlo/blob/main/docs/spec.md#get_tuple_element

    The element at index of a tuple.

    Example:

    ```mlir
    %r = stablehlo.get_tuple_element %t[1] : (tuple<tensor<2xi1>, tensor<f32>>) -> tensor<f32>
    ```

    Constraints:
    (C1) 0 <= index < size of the tuple.
    (C2) the result has the type of that element.
  }];
  let arguments = (ins HLO_Tuple:$operand,
                       ConfinedAttr<I32Attr, [IntNonNegative]>:$index);
  let results = (outs HLO_TensorOrTokenOrTuple:$result);
  let hasVerifier = 1;
  let assemblyFormat = [{
    $operand `[` $index `]` attr-dict `:` functional-type(operands, results)
  }];
}

def StableHLO_AfterAllOp : StableHLO_Op<"after_all", [Pure]> {
  let summary = "a token that follows the given tokens";
  let description = [{
    Spec: https://github.com/openxla/stablehlo/blob/main/docs/spec.md#after_all

    Returns a token that comes after every input token, ordering side effects;
    with no inputs it makes a fresh token.

    Example:

    ```mlir
    %t = stablehlo.after_all %a, %b : !stablehlo.token
    ```
  }];
  let arguments = (ins Variadic<HLO_Token>:$inputs);
  let results = (outs HLO_Token:$result);
  let assemblyFormat = "$inputs attr-dict `:` type($result)";
}

def StableHLO_CreateTokenOp : StableHLO_Op<"create_token", [Pure]> {
  let summary = "deprecated: a fresh token";
  let description = [{
    Spec: https://github.com/openxla/stablehlo/blob/main/docs/spec.md#deprecated-operations

    A deprecated op, outside the specification's op list: makes a fresh token,
    as after_all with no inputs does.

    Example:

    ```mlir
    %t = stablehlo.create_token : !stablehlo.token
    ```
  }];
  let results = (outs HLO_Token:$output);
  let assemblyFormat = "attr-dict `:` type($output)";
}
