//===- FloatPrint.h - floats printed as MLIR prints them ---------*- C++ -*-===//
//
// The interpreter prints results element by element. Through MLIR's printer
// (a FloatAttr per element, APFloat's decimal conversion on arbitrary-width
// integers, a parse back to check the round trip) an f32 costs about 28,000
// instructions: printing a 1000x1000 result took 3.9 s. These functions give
// the same characters for f32 and f64 from fixed-size integer arithmetic and
// the C library's correctly rounded strtof/strtod.
//
// MLIR's rule (printFloatValue in mlir/lib/IR/AsmPrinter.cpp): write the
// value with APFloat::toString(6, 0, false), "d.dddddde+XX", if that string
// parses back to the same bits; otherwise with APFloat::toString(), if the
// result has a '.'; otherwise (and for infinities and NaNs) in hexadecimal.
// APFloat::toString does not round correctly: it first drops whole decimal
// digits with a truncating division sized from the bit count, then rounds
// what is left half up on the first dropped digit. apfloatToString
// reproduces that arithmetic step for step; tests/unit/FloatPrintTest.cpp
// compares it with APFloat on millions of values.
//
//===----------------------------------------------------------------------===//

#ifndef SHLO_INTERPRETER_FLOATPRINT_H
#define SHLO_INTERPRETER_FLOATPRINT_H

#include "llvm/Support/raw_ostream.h"

#include <string>

namespace mlir {
namespace shlo {

/// APFloat::toString(out, formatPrecision, formatMaxPadding, truncateZero)
/// of the finite `value`, an f32 when `single` (then `value` must hold an
/// f32 exactly), else an f64.
void apfloatToString(std::string &out, double value, bool single,
                     unsigned formatPrecision, unsigned formatMaxPadding,
                     bool truncateZero);

/// Writes `value` (an f32 when `single`, else an f64) as MLIR prints a
/// float attribute's value and returns true; returns false, writing
/// nothing, for the values MLIR prints in hexadecimal (infinities, NaNs
/// and a few finite ones), which the caller leaves to MLIR.
bool printFloatLikeMlir(llvm::raw_ostream &os, double value, bool single);

} // namespace shlo
} // namespace mlir

#endif // SHLO_INTERPRETER_FLOATPRINT_H
