//===- Register.h - registering the project's dialects ----------*- C++ -*-===//
//
// One place that names every dialect the tools load, and the func inliner
// that `--inline` uses on them. A dialect's own .cpp defines that dialect
// and nothing else.
//
//===----------------------------------------------------------------------===//

#ifndef SHLO_DIALECT_REGISTER_H
#define SHLO_DIALECT_REGISTER_H

namespace mlir {
class DialectRegistry;
namespace shlo {

/// Adds stablehlo, check, interpreter, chlo, sdy, vhlo, quant, func, arith,
/// scf, tensor, shape and cf to `registry`.
void registerAllDialects(DialectRegistry &registry);

/// Lets `--inline` inline `func.call`s of single-block `func.func`s (every
/// StableHLO function has one block): the callee's `func.return` operands
/// replace the call's results. It stands in for MLIR's func inliner
/// extension, which loads the cf and arith dialects to branch out of
/// multi-block callees; loading those cost a third of interpreter-opt's
/// start-up on a small file. Multi-block callees are not inlined.
void registerFuncInliner(DialectRegistry &registry);

} // namespace shlo
} // namespace mlir

#endif // SHLO_DIALECT_REGISTER_H
