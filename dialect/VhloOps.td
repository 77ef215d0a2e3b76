//===- VhloOps.td - versioned stablehlo ops ---------------*- tablegen -*-===//
//
// Every versioned vhlo op (add_v1, ...), declared with VHLO_Op from
// VhloBase.td. Operands, attributes and regions follow upstream's
// declaration order: VHLO ops keep their attributes in properties (bytecode
// since 0.15.0), and the generated property encoding follows that order.
//
//===----------------------------------------------------------------------===//

#ifndef SHLO_DIALECT_VHLO_OPS_TD
#define SHLO_DIALECT_VHLO_OPS_TD

include "dialect/VhloBase.td"
include "dialect/VhloTypes.td"
include "dialect/VhloAttrs.td"
include "dialect/VhloOpDefs.td"

#endif // SHLO_DIALECT_VHLO_OPS_TD
