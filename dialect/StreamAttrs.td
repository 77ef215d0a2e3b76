//===- StreamAttrs.td - the one attribute of IREE's stream dialect --------===//
//
// IREE's programs name weights kept in a parameter archive with
// `#stream.parameter.named<"scope"::"key"> : type` as a util.global's
// initial value. The dialect here holds that attribute only: it parses,
// prints and verifies; a load of such a global is a runtime error, since
// the interpreter reads no parameter archive (interpreter/UtilOps.cpp).
//
//===----------------------------------------------------------------------===//

#ifndef SHLO_STREAM_ATTRS
#define SHLO_STREAM_ATTRS

include "mlir/IR/AttrTypeBase.td"
include "mlir/IR/BuiltinAttributeInterfaces.td"
include "mlir/IR/OpBase.td"

def Stream_Dialect : Dialect {
  let name = "stream";
  let cppNamespace = "::mlir::stream";
  let summary = "IREE's stream dialect: the parameter reference of globals";
  let useDefaultAttributePrinterParser = 1;
}

def Stream_ParameterNamedAttr : AttrDef<Stream_Dialect, "ParameterNamed",
    [TypedAttrInterface]> {
  let mnemonic = "parameter.named";
  let summary = "a value read from the parameter `key` of archive `scope`";
  let description = [{
    The value of type `type` that IREE's runtime reads from the parameter
    `key` of the parameter archive bound to `scope` (no scope: the
    archive's global scope); `config` holds optional reading options.

    Example: `util.global private @w = #stream.parameter.named<"model"::"weight"> : tensor<30x20xf32>`.
  }];
  let parameters = (ins AttributeSelfTypeParameter<"">:$type,
                        "StringAttr":$scope,
                        "StringAttr":$key,
                        "DictionaryAttr":$config);
  let hasCustomAssemblyFormat = 1;
}

#endif // SHLO_STREAM_ATTRS
