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

//===----------------------------------------------------------------------===//
// StableHLO to StableHLO passes with upstream's names (docs/design.md,
// "Upstream's passes").
//===----------------------------------------------------------------------===//

def StablehloComplexMathExpanderPass
    : Pass<"stablehlo-complex-math-expander", "mlir::func::FuncOp"> {
  let summary = "Rewrite sqrt, log and log_plus_one of complex tensors in real arithmetic";
  let description = [{
    A backend without complex arithmetic gets the complex forms of
    `stablehlo.sqrt`, `stablehlo.log` and `stablehlo.log_plus_one` as ops on
    their real and imaginary parts (`real`, `imag`, real math, `complex`).
    The formulas scale by the larger part so that no intermediate overflows
    or underflows where the result does not, and treat zeros, infinities and
    NaNs as C99's csqrt/clog do. Ops on real tensors are left alone.
  }];
  let dependentDialects = ["mlir::stablehlo::StableHLODialect"];
}

def StablehloLegalizeCompositeToCallPass
    : Pass<"stablehlo-legalize-composite-to-call", "mlir::func::FuncOp"> {
  let summary = "Replace each stablehlo.composite by a call of its decomposition";
  let description = [{
    `stablehlo.composite "ns.op" %a {decomposition = @f}` becomes
    `func.call @f(%a)`; the composite's name, attributes and version are
    dropped. Composites whose name is listed in `except` stay.
  }];
  let dependentDialects = ["mlir::func::FuncDialect"];
  let options = [
    ListOption<"exceptListOption", "except", "std::string",
               "Names of the composites to keep (e.g. 'foo.baz,foo.qux')">,
  ];
}

def StablehloRefineArgumentsPass
    : Pass<"stablehlo-refine-arguments", "mlir::ModuleOp"> {
  let summary = "Give the entry function's arguments the types of `types`";
  let description = [{
    The entry function (the module's only function, else `@main`) takes the
    listed types, one per argument. Each argument whose type changes is
    passed through `stablehlo.custom_call
    @stablehlo.shape_refinement_operand_wrapper(%arg, %shape)` of its old
    type, so that the body still verifies; --stablehlo-refine-shapes then
    removes the wrappers and propagates the new shapes. A refined type must
    be a ranked tensor of the argument's element type and rank that keeps
    every static dimension.
  }];
  let dependentDialects = ["mlir::stablehlo::StableHLODialect"];
  let options = [
    ListOption<"refinedTypesOption", "types", "std::string",
               "The entry function's new argument types, e.g. "
               "'tensor<2x3xf32>,tensor<i32>'">,
  ];
}

def StablehloRefineShapesPass
    : Pass<"stablehlo-refine-shapes", "mlir::ModuleOp"> {
  let summary = "Propagate static shapes through a StableHLO program";
  let description = [{
    Starting from the argument types of the entry function (the module's
    only function, else `@main`) and the functions its calls reach, result
    types are made as static as their operands, attributes and constant
    shape operands allow: shape-preserving ops take their operands' shape, shape ops
    (transpose, concatenate, dot_general, reduce, ...) compute theirs, the
    dynamic ops (dynamic_broadcast_in_dim, dynamic_reshape, dynamic_iota,
    dynamic_pad, real_dynamic_slice, dynamic_gather, dynamic_conv) take the
    shape their constant operands give, and integer shape arithmetic on
    constants (get_dimension_size of a static dimension, add, multiply,
    concatenate, slice, ...) is evaluated to constants. Function result
    types, call results, callee argument types (all calls of a function must
    agree), while and if/case results follow. Leading scalar integer
    arguments that every call passes as the same constant (dimension
    arguments) become constants in the callee, and calls of a function that
    then returns only constants become those constants. The wrappers left
    by --stablehlo-refine-arguments are removed.
  }];
  let dependentDialects = ["mlir::stablehlo::StableHLODialect"];
}

#endif // SHLO_TRANSFORMS_PASSES_TD
