//===- VhloTypes.td - versioned types ----------------------*- tablegen -*-===//
//
// Every vhlo type, with the release that introduced it. Element types are
// parameterless (`!vhlo.f32_v1`); containers nest vhlo types
// (`!vhlo.tensor_v1<2x?x!vhlo.f32_v1>`). The textual forms and the bytecode
// codes (VhloBytecode.cpp) are upstream's.
//
//===----------------------------------------------------------------------===//

#ifndef SHLO_DIALECT_VHLO_TYPES_TD
#define SHLO_DIALECT_VHLO_TYPES_TD

include "dialect/VhloBase.td"

// A list of dimension sizes (ShapedType::kDynamic for `?`).
def VHLO_DimSizes : ArrayRefParameter<"int64_t", "dimension sizes">;

//===----------------------------------------------------------------------===//
// Element types without parameters
//===----------------------------------------------------------------------===//

def VHLO_BooleanV1 : VHLO_TypeDef<"BooleanV1", "bool_v1">;
def VHLO_FloatBF16V1 : VHLO_TypeDef<"FloatBF16V1", "bf16_v1">;
def VHLO_FloatF16V1 : VHLO_TypeDef<"FloatF16V1", "f16_v1">;
def VHLO_FloatF32V1 : VHLO_TypeDef<"FloatF32V1", "f32_v1">;
def VHLO_FloatF64V1 : VHLO_TypeDef<"FloatF64V1", "f64_v1">;
def VHLO_FloatF8E4M3FNV1 : VHLO_TypeDef<"FloatF8E4M3FNV1", "f8E4M3FN_v1">;
def VHLO_FloatF8E5M2V1 : VHLO_TypeDef<"FloatF8E5M2V1", "f8E5M2_v1">;
def VHLO_FloatF8E4M3FNUZV1
    : VHLO_TypeDef<"FloatF8E4M3FNUZV1", "f8E4M3FNUZ_v1", "0.10.0">;
def VHLO_FloatF8E5M2FNUZV1
    : VHLO_TypeDef<"FloatF8E5M2FNUZV1", "f8E5M2FNUZ_v1", "0.10.0">;
def VHLO_FloatF8E4M3B11FNUZV1
    : VHLO_TypeDef<"FloatF8E4M3B11FNUZV1", "f8E4M3B11FNUZ_v1", "0.11.0">;
// upstream spells TF32's mnemonic "tf31_v1"; artifacts carry only the code.
def VHLO_FloatTF32V1 : VHLO_TypeDef<"FloatTF32V1", "tf31_v1", "1.6.0">;
def VHLO_FloatF8E4M3V1 : VHLO_TypeDef<"FloatF8E4M3V1", "f8E4M3_v1", "1.7.0">;
def VHLO_FloatF8E3M4V1 : VHLO_TypeDef<"FloatF8E3M4V1", "f8E3M4_v1", "1.7.0">;
def VHLO_FloatF4E2M1FNV1
    : VHLO_TypeDef<"FloatF4E2M1FNV1", "f4E2M1FN_v1", "1.8.0">;
def VHLO_FloatF6E2M3FNV1
    : VHLO_TypeDef<"FloatF6E2M3FNV1", "f6E2M3FN_v1", "1.8.0">;
def VHLO_FloatF6E3M2FNV1
    : VHLO_TypeDef<"FloatF6E3M2FNV1", "f6E3M2FN_v1", "1.8.0">;
def VHLO_FloatF8E8M0FNUV1
    : VHLO_TypeDef<"FloatF8E8M0FNUV1", "f8E8M0FNU_v1", "1.8.0">;

def VHLO_IndexV1 : VHLO_TypeDef<"IndexV1", "index_v1">;

def VHLO_IntegerSI2V1 : VHLO_TypeDef<"IntegerSI2V1", "i2_v1", "1.2.0">;
def VHLO_IntegerSI4V1 : VHLO_TypeDef<"IntegerSI4V1", "i4_v1">;
def VHLO_IntegerSI8V1 : VHLO_TypeDef<"IntegerSI8V1", "i8_v1">;
def VHLO_IntegerSI16V1 : VHLO_TypeDef<"IntegerSI16V1", "i16_v1">;
def VHLO_IntegerSI32V1 : VHLO_TypeDef<"IntegerSI32V1", "i32_v1">;
def VHLO_IntegerSI64V1 : VHLO_TypeDef<"IntegerSI64V1", "i64_v1">;
def VHLO_IntegerUI2V1 : VHLO_TypeDef<"IntegerUI2V1", "ui2_v1", "1.2.0">;
def VHLO_IntegerUI4V1 : VHLO_TypeDef<"IntegerUI4V1", "ui4_v1">;
def VHLO_IntegerUI8V1 : VHLO_TypeDef<"IntegerUI8V1", "ui8_v1">;
def VHLO_IntegerUI16V1 : VHLO_TypeDef<"IntegerUI16V1", "ui16_v1">;
def VHLO_IntegerUI32V1 : VHLO_TypeDef<"IntegerUI32V1", "ui32_v1">;
def VHLO_IntegerUI64V1 : VHLO_TypeDef<"IntegerUI64V1", "ui64_v1">;

def VHLO_NoneV1 : VHLO_TypeDef<"NoneV1", "none_v1", "1.6.0">;
def VHLO_TokenV1 : VHLO_TypeDef<"TokenV1", "token_v1">;
def VHLO_WitnessV1 : VHLO_TypeDef<"WitnessV1", "witness_v1">;

//===----------------------------------------------------------------------===//
// Types with parameters
//===----------------------------------------------------------------------===//

def VHLO_ComplexV1 : VHLO_TypeDef<"ComplexV1", "complex_v1"> {
  let parameters = (ins "::mlir::Type":$elementType);
  let genVerifyDecl = 1;
  let assemblyFormat = "`<` $elementType `>`";
}

// `!vhlo.func_v1<(A, B) -> C>`; no inputs print as `(())`, several results
// as a comma-separated list (upstream's form).
def VHLO_FunctionV1 : VHLO_TypeDef<"FunctionV1", "func_v1"> {
  let parameters = (ins ArrayRefParameter<"::mlir::Type">:$inputs,
                        ArrayRefParameter<"::mlir::Type">:$outputs);
  let genVerifyDecl = 1;
  let assemblyFormat =
      "`<` `(` custom<VhloTypeList>($inputs) `)` `->` custom<VhloTypeList>($outputs) `>`";
}

// `!vhlo.tensor_v1<2x?x!vhlo.f32_v1>`, optionally `, #encoding` at the end.
def VHLO_RankedTensorV1 : VHLO_TypeDef<"RankedTensorV1", "tensor_v1"> {
  let parameters = (ins VHLO_DimSizes:$shape, "::mlir::Type":$elementType,
                        "::mlir::Attribute":$encoding);
  let genVerifyDecl = 1;
  let assemblyFormat =
      "`<` custom<VhloShape>($shape) `` $elementType `` custom<VhloEncoding>($encoding) `>`";
}

def VHLO_TupleV1 : VHLO_TypeDef<"TupleV1", "tuple_v1"> {
  let parameters = (ins ArrayRefParameter<"::mlir::Type">:$types);
  let genVerifyDecl = 1;
  let assemblyFormat = "`<` custom<VhloTypeListOrEmpty>($types) `>`";
}

def VHLO_UnrankedTensorV1
    : VHLO_TypeDef<"UnrankedTensorV1", "unranked_tensor_v1"> {
  let parameters = (ins "::mlir::Type":$elementType);
  let genVerifyDecl = 1;
  let assemblyFormat = "`<` $elementType `>`";
}

// `!vhlo.quant_v1<!vhlo.i8_v1:!vhlo.f32_v1, 3.4e+01:16, -128:127, 1>`:
// storage:expressed, scale:zero point, min:max, flags.
def VHLO_UniformQuantizedV1 : VHLO_TypeDef<"UniformQuantizedV1", "quant_v1"> {
  let parameters = (ins "unsigned":$flags, "::mlir::Type":$storageType,
                        "::mlir::Type":$expressedType,
                        APFloatParameter<"">:$scale, "int64_t":$zeroPoint,
                        "int64_t":$storageTypeMin, "int64_t":$storageTypeMax);
  let genVerifyDecl = 1;
  let hasCustomAssemblyFormat = 1;
}

// `!vhlo.quant_per_axis_v1<!vhlo.i8_v1:!vhlo.f32_v1, 0, [s, ...], [z, ...],
// -128:127, 1>`.
def VHLO_UniformQuantizedPerAxisV1
    : VHLO_TypeDef<"UniformQuantizedPerAxisV1", "quant_per_axis_v1",
                   "0.18.0"> {
  let parameters = (ins "unsigned":$flags, "::mlir::Type":$storageType,
                        "::mlir::Type":$expressedType,
                        "int32_t":$quantizedDimension,
                        ArrayRefParameter<"::llvm::APFloat">:$scales,
                        ArrayRefParameter<"int64_t">:$zeroPoints,
                        "int64_t":$storageTypeMin, "int64_t":$storageTypeMax);
  let genVerifyDecl = 1;
  let hasCustomAssemblyFormat = 1;
}

// `!vhlo.buffer_v1<2x!vhlo.f32_v1>` (custom_call's buffer operands).
def VHLO_RankedBufferV1
    : VHLO_TypeDef<"RankedBufferV1", "buffer_v1", "1.13.0"> {
  let parameters = (ins VHLO_DimSizes:$shape, "::mlir::Type":$elementType);
  let genVerifyDecl = 1;
  let assemblyFormat = "`<` custom<VhloShape>($shape) `` $elementType `>`";
}

// `!vhlo.future_v1<T, ...>` (async_start's result).
def VHLO_FutureV1 : VHLO_TypeDef<"FutureV1", "future_v1", "1.15.0"> {
  let parameters = (ins ArrayRefParameter<"::mlir::Type">:$types);
  let genVerifyDecl = 1;
  let assemblyFormat = "`<` custom<VhloTypeListOrEmpty>($types) `>`";
}

#endif // SHLO_DIALECT_VHLO_TYPES_TD
