//===- StablehloOps.td - stablehlo operations --------------*- tablegen -*-===//
//
// The root of the stablehlo op definitions: the op classes several kinds
// share, then one file per kind. Each op carries the StableHLO textual syntax
// (pretty form) and the constraints of its section in the specification.
// An op of kind <Kind> has its syntax in Stablehlo<Kind>Ops.td, the
// constraints a type constraint cannot say in Stablehlo<Kind>Ops.cpp
// (`hasVerifier`) and its evaluator in interpreter/<Kind>Ops.cpp.
//
//===----------------------------------------------------------------------===//

#ifndef SHLO_STABLEHLO_OPS
#define SHLO_STABLEHLO_OPS

include "dialect/StablehloBase.td"
include "mlir/Interfaces/SideEffectInterfaces.td"
include "mlir/Interfaces/InferTypeOpInterface.td"
include "mlir/IR/BuiltinAttributeInterfaces.td"
include "mlir/IR/OpAsmInterface.td"

//===----------------------------------------------------------------------===//
// Elementwise op classes (elementwise and quantized ops)
//===----------------------------------------------------------------------===//

/// Unary elementwise op whose operand and result have the same type.
class HLO_UnaryOp<string mnemonic, Type operandType, list<Trait> traits = []>
    : StableHLO_Op<mnemonic, !listconcat(traits,
          [Pure, Elementwise, HLO_SameTypeOrQuantized])> {
  let arguments = (ins operandType:$operand);
  let results = (outs operandType:$result);
  let builders = [OpBuilder<(ins "Value":$operand), [{
    build($_builder, $_state, operand.getType(), operand);
  }]>];
  let assemblyFormat = [{
    $operand attr-dict `:` custom<SameOperandsAndResultType>(type($operand), type($result))
  }];
}

/// A unary op of the spec's transcendental group, which carries the
/// accuracy the program asks of it: `result_accuracy`, by default
/// `#stablehlo.result_accuracy<mode = #stablehlo.result_accuracy_mode<DEFAULT>>`
/// and then not printed (upstream's StableHLO 1.9 and later). The
/// interpreter evaluates every mode the same way (its evaluators' accuracy,
/// docs/design.md); the attribute travels through printing, vhlo and
/// serialization.
class HLO_UnaryAccuracyOp<string mnemonic, Type operandType,
                          list<Trait> traits = []>
    : HLO_UnaryOp<mnemonic, operandType, traits> {
  let arguments = (ins operandType:$operand,
      DefaultValuedOptionalAttr<HLO_ResultAccuracy,
          "::mlir::stablehlo::ResultAccuracyMode::DEFAULT">:$result_accuracy);
}

/// Unary elementwise op whose result type differs from its operand's (the
/// verifier states how).
class HLO_UnaryConvertingOp<string mnemonic, Type operandType, Type resultType,
                            list<Trait> traits = []>
    : StableHLO_Op<mnemonic, !listconcat(traits,
          [Pure, Elementwise, SameOperandsAndResultShape])> {
  let arguments = (ins operandType:$operand);
  let results = (outs resultType:$result);
  let hasVerifier = 1;
  let assemblyFormat = [{
    $operand attr-dict `:` custom<SameOperandsAndResultType>(type($operand), type($result))
  }];
}

/// Binary elementwise op whose operands and result have the same type.
class HLO_BinaryOp<string mnemonic, Type type, list<Trait> traits = []>
    : StableHLO_Op<mnemonic, !listconcat(traits,
          [Pure, Elementwise, HLO_SameTypeOrQuantized])> {
  let arguments = (ins type:$lhs, type:$rhs);
  let results = (outs type:$result);
  let builders = [OpBuilder<(ins "Value":$lhs, "Value":$rhs), [{
    build($_builder, $_state, lhs.getType(), lhs, rhs);
  }]>];
  let assemblyFormat = [{
    $lhs `,` $rhs attr-dict
      `:` custom<SameOperandsAndResultType>(type($lhs), type($rhs), type($result))
  }];
}

include "dialect/StablehloElementwiseOps.td"
include "dialect/StablehloMiscOps.td"
include "dialect/StablehloQuantizedOps.td"
include "dialect/StablehloShapeOps.td"
include "dialect/StablehloIndexingOps.td"
include "dialect/StablehloControlFlowOps.td"
include "dialect/StablehloReductionOps.td"
include "dialect/StablehloWindowOps.td"
include "dialect/StablehloContractionOps.td"
include "dialect/StablehloLinalgOps.td"
include "dialect/StablehloDistributionOps.td"

#endif // SHLO_STABLEHLO_OPS
