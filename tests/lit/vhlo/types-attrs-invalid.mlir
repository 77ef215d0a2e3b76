// vhlo containers hold vhlo types and attributes only; malformed values are
// located errors.
// RUN: interpreter-opt %s -split-input-file -verify-diagnostics

// expected-error @+2 {{expected VHLO key attribute}}
func.func private @dict_key() attributes {
  vhlo.attr = #vhlo.dict_v1<{"attr1" = #vhlo.array_v1<[]>}>
}

// -----

// expected-error @+2 {{expected VHLO result accuracy mode}}
func.func private @accuracy_mode() attributes {
  vhlo.attr = #vhlo.result_accuracy_v1<atol = 0.000000e+00, rtol = 0.000000e+00, ulps = 0, mode = #stablehlo.result_accuracy_mode<DEFAULT>>
}

// -----

// expected-error @+3 {{expected VHLO type, got 'f32'}}
// expected-error @+2 {{failed to parse VHLO_TypeV1Attr parameter 'value'}}
func.func private @tensor_element() attributes {
  vhlo.attr = #vhlo.type_v1<!vhlo.tensor_v1<2xf32>>
}

// -----

// expected-error @+2 {{expected VHLO attribute, got 1 : i32}}
func.func private @array_element() attributes {
  vhlo.attr = #vhlo.array_v1<[1 : i32]>
}

// -----

// expected-error @+2 {{expected a VHLO float type}}
func.func private @float_type() attributes {
  vhlo.attr = #vhlo.float_v1<1.0 : !vhlo.i32_v1>
}

// -----

// expected-error @+2 {{integer type has no VHLO form}}
func.func private @signed_integer() attributes {
  vhlo.attr = #vhlo.integer_v1<1 : si32>
}

// -----

// expected-error @+3 {{unknown  type `tensor_v9` in dialect `vhlo`}}
// expected-error @+2 {{failed to parse VHLO_TypeV1Attr parameter 'value'}}
func.func private @unknown_type() attributes {
  vhlo.attr = #vhlo.type_v1<!vhlo.tensor_v9<!vhlo.f32_v1>>
}

// -----

// A value of another dialect may stand in a vhlo container (what
// allow-other-dialects leaves), a stablehlo one may not.
// expected-error @+2 {{expected VHLO attribute, got #stablehlo<precision DEFAULT>}}
func.func private @stablehlo_element() attributes {
  vhlo.attr = #vhlo.array_v1<[#stablehlo<precision DEFAULT>]>
}
