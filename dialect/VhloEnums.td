//===- VhloEnums.td - versioned enums ----------------------*- tablegen -*-===//
//
// Enum attributes print `#vhlo<mnemonic VALUE>`. The integer of each case is
// what bytecode stores (a varint), so the values are upstream's.
//
//===----------------------------------------------------------------------===//

#ifndef SHLO_DIALECT_VHLO_ENUMS_TD
#define SHLO_DIALECT_VHLO_ENUMS_TD

include "dialect/VhloBase.td"

class VHLO_Enum<string name, string summary, list<I32EnumAttrCase> cases>
    : I32EnumAttr<name, summary, cases> {
  let genSpecializedAttr = 0;
  let cppNamespace = "::mlir::vhlo";
}

def VHLO_ComparisonDirectionV1 : VHLO_Enum<"ComparisonDirectionV1",
    "comparison direction", [
      I32EnumAttrCase<"EQ", 0>, I32EnumAttrCase<"NE", 1>,
      I32EnumAttrCase<"GE", 2>, I32EnumAttrCase<"GT", 3>,
      I32EnumAttrCase<"LE", 4>, I32EnumAttrCase<"LT", 5>]>;
def VHLO_ComparisonDirectionV1Attr
    : VHLO_EnumAttr<VHLO_ComparisonDirectionV1, "comparison_direction_v1">;

def VHLO_ComparisonTypeV1 : VHLO_Enum<"ComparisonTypeV1", "comparison type", [
      I32EnumAttrCase<"NOTYPE", 0>, I32EnumAttrCase<"FLOAT", 1>,
      I32EnumAttrCase<"TOTALORDER", 2>, I32EnumAttrCase<"SIGNED", 3>,
      I32EnumAttrCase<"UNSIGNED", 4>]>;
def VHLO_ComparisonTypeV1Attr
    : VHLO_EnumAttr<VHLO_ComparisonTypeV1, "comparison_type_v1">;

def VHLO_CustomCallApiVersionV1 : VHLO_Enum<"CustomCallApiVersionV1",
    "custom_call API version", [
      I32EnumAttrCase<"API_VERSION_UNSPECIFIED", 0>,
      I32EnumAttrCase<"API_VERSION_ORIGINAL", 1>,
      I32EnumAttrCase<"API_VERSION_STATUS_RETURNING", 2>,
      I32EnumAttrCase<"API_VERSION_STATUS_RETURNING_UNIFIED", 3>,
      I32EnumAttrCase<"API_VERSION_TYPED_FFI", 4>]>;
def VHLO_CustomCallApiVersionV1Attr
    : VHLO_EnumAttr<VHLO_CustomCallApiVersionV1, "api_version_v1">;

def VHLO_FftTypeV1 : VHLO_Enum<"FftTypeV1", "FFT type", [
      I32EnumAttrCase<"FFT", 0>, I32EnumAttrCase<"IFFT", 1>,
      I32EnumAttrCase<"RFFT", 2>, I32EnumAttrCase<"IRFFT", 3>]>;
def VHLO_FftTypeV1Attr : VHLO_EnumAttr<VHLO_FftTypeV1, "fft_type_v1">;

def VHLO_PrecisionV1 : VHLO_Enum<"PrecisionV1", "operand precision", [
      I32EnumAttrCase<"DEFAULT", 0>, I32EnumAttrCase<"HIGH", 1>,
      I32EnumAttrCase<"HIGHEST", 2>]>;
def VHLO_PrecisionV1Attr : VHLO_EnumAttr<VHLO_PrecisionV1, "precision_v1">;

def VHLO_RngAlgorithmV1 : VHLO_Enum<"RngAlgorithmV1", "rng algorithm", [
      I32EnumAttrCase<"DEFAULT", 0>, I32EnumAttrCase<"THREE_FRY", 1>,
      I32EnumAttrCase<"PHILOX", 2>]>;
def VHLO_RngAlgorithmV1Attr
    : VHLO_EnumAttr<VHLO_RngAlgorithmV1, "rng_algorithm_v1">;

def VHLO_RngDistributionV1 : VHLO_Enum<"RngDistributionV1",
    "rng distribution", [
      I32EnumAttrCase<"UNIFORM", 1>, I32EnumAttrCase<"NORMAL", 2>]>;
def VHLO_RngDistributionV1Attr
    : VHLO_EnumAttr<VHLO_RngDistributionV1, "rng_distribution_v1">;

def VHLO_TransposeV1 : VHLO_Enum<"TransposeV1", "triangular_solve transpose", [
      I32EnumAttrCase<"TRANSPOSE_INVALID", 0>,
      I32EnumAttrCase<"NO_TRANSPOSE", 1>, I32EnumAttrCase<"TRANSPOSE", 2>,
      I32EnumAttrCase<"ADJOINT", 3>]>;
def VHLO_TransposeV1Attr : VHLO_EnumAttr<VHLO_TransposeV1, "transpose_v1">;

def VHLO_ResultAccuracyModeV1 : VHLO_Enum<"ResultAccuracyModeV1",
    "result accuracy mode", [
      I32EnumAttrCase<"DEFAULT", 0>, I32EnumAttrCase<"HIGHEST", 1>,
      I32EnumAttrCase<"TOLERANCE", 2>]>;
def VHLO_ResultAccuracyModeV1Attr
    : VHLO_EnumAttr<VHLO_ResultAccuracyModeV1, "result_accuracy_mode_v1",
                    "1.9.0">;

#endif // SHLO_DIALECT_VHLO_ENUMS_TD
