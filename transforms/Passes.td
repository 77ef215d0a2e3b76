//===- Passes.td - the project's conversion passes ---------*- tablegen -*-===//
//
// Passes between stablehlo and vhlo (versioned stablehlo, the dialect of
// portable artifacts), with upstream's names and options. See docs/vhlo.md.
//
//===----------------------------------------------------------------------===//

#ifndef SHLO_TRANSFORMS_PASSES_TD
#define SHLO_TRANSFORMS_PASSES_TD

include "mlir/Pass/PassBase.td"

def StablehloLegalizeToVhloPass
    : Pass<"stablehlo-legalize-to-vhlo", "mlir::ModuleOp"> {
  let summary = "Rewrite stablehlo and func ops as vhlo ops of the current version";
  let description = [{
    Every stablehlo op, func.func, func.call and func.return becomes the
    newest vhlo op of its family; types and attributes become their vhlo
    forms, and attributes left at their default get their value written out
    (vhlo has no defaults). Without `allow-other-dialects`, an op of another
    dialect is an error at its location.
  }];
  let options = [
    Option<"allowOtherDialects", "allow-other-dialects", "bool",
           /*default=*/"false",
           "Leave ops of other dialects in place, joined to vhlo values by "
           "builtin.unrealized_conversion_cast">,
  ];
}

def VhloLegalizeToStablehloPass
    : Pass<"vhlo-legalize-to-stablehlo", "mlir::ModuleOp"> {
  let summary = "Rewrite vhlo ops of the current version as stablehlo and func ops";
  let description = [{
    The inverse of --stablehlo-legalize-to-vhlo: attributes holding their
    default value are dropped again, so that the result prints as the
    original did.
  }];
}

def VhloToVersionPass : Pass<"vhlo-to-version", "mlir::ModuleOp"> {
  let summary = "Upgrade or downgrade vhlo ops to those of a target version";
  let description = [{
    Each vhlo op is replaced by the form of its family that exists in
    `target`. A newer form loses an attribute only when that attribute holds
    the value that means "absent" in the older form; anything the target
    version cannot express is a located error naming the op, the attribute
    and the version.
  }];
  let options = [
    Option<"targetVersionOption", "target", "std::string", /*default=*/"",
           "The target version: X.Y.Z, `current` or `minimum`">,
  ];
}

def ChloLegalizeToStablehloPass : Pass<"chlo-legalize-to-stablehlo"> {
  let summary = "Lower every chlo op to stablehlo ops";
  let description = [{
    Each chlo op becomes a stablehlo program with upstream StableHLO's
    decomposition: explicit broadcasts for the broadcast_* ops (dynamic
    extents through get_dimension_size), fixed approximations for the
    special functions, iota + sort + slice for top_k, masked dot_general per
    group for ragged_dot and a while loop for scan. An op it cannot lower is
    a located error. See docs/design.md for where the interpreter's direct
    chlo evaluators are more accurate.
  }];
  let dependentDialects = ["::mlir::stablehlo::StableHLODialect"];
}

#endif // SHLO_TRANSFORMS_PASSES_TD
