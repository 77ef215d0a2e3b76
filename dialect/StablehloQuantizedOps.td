//===- StablehloQuantizedOps.td - quantization ops ---------*- tablegen -*-===//
//
// Included by StablehloOps.td.
//
//===----------------------------------------------------------------------===//

def StableHLO_UniformQuantizeOp : HLO_UnaryConvertingOp<"uniform_quantize",
    RankedTensorOf<[HLO_Float, HLO_QuantizedElement]>,
    RankedTensorOf<[HLO_QuantizedElement]>> {
  let summary = "quantizes floats, or requantizes to other parameters";
  let description = [{
    Spec: https://github.com/openxla/stablehlo/blob/main/docs/spec.md#uniform_quantize

    Quantizes floats to the result's quantized type (round to nearest even of x
    / scale + zero_point, clamped to the storage range), or requantizes a
    quantized operand to other parameters by way of its expressed values.

    Example:

    ```mlir
    %r = stablehlo.uniform_quantize %x : (tensor<3xf32>) -> tensor<3x!quant.uniform<i8:f32, 0.5:-1>>
    ```

    Constraints:
    (C1) operand and result have the same shape.
    (C2) the result expressed type is the operand element type (float operand)
      or the operand expressed type (quantized operand).
  }];
}

def StableHLO_UniformDequantizeOp : HLO_UnaryConvertingOp<"uniform_dequantize",
    RankedTensorOf<[HLO_QuantizedElement]>, RankedTensorOf<[HLO_Float]>> {
  let summary = "turns quantized elements into their expressed values";
  let description = [{
    Spec: https://github.com/openxla/stablehlo/blob/main/docs/spec.md#uniform_dequantize

    Turns each quantized element into its expressed value (storage - zero_point)
    * scale.

    Example:

    ```mlir
    %r = stablehlo.uniform_dequantize %q : (tensor<3x!quant.uniform<i8:f32, 0.5:-1>>) -> tensor<3xf32>
    ```

    Constraints:
    (C1) operand and result have the same shape.
    (C2) the result element type is the operand expressed type.
  }];
}
