//===- StablehloQuantizedOps.td - quantization ops ---------*- tablegen -*-===//
//
// Included by StablehloOps.td.
//
//===----------------------------------------------------------------------===//

def StableHLO_UniformQuantizeOp : HLO_UnaryConvertingOp<"uniform_quantize",
    RankedTensorOf<[HLO_Float, HLO_QuantizedElement]>,
    RankedTensorOf<[HLO_QuantizedElement]>> {
  let summary = "quantizes floats, or requantizes to other parameters";
}

def StableHLO_UniformDequantizeOp : HLO_UnaryConvertingOp<"uniform_dequantize",
    RankedTensorOf<[HLO_QuantizedElement]>, RankedTensorOf<[HLO_Float]>> {
  let summary = "turns quantized elements into their expressed values";
}
