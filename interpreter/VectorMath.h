//===- VectorMath.h - f32 transcendentals, vectorised ----------*- C++ -*-===//
//
// f32 sine, cosine, sqrt, exponential, logistic and log, each evaluated
// in double and rounded once to float, and tanh, exponential_minus_one
// and power, evaluated in float with fused multiply-adds (below; power
// keeps the double form for zeros, negatives, subnormal bases,
// infinities, NaN and |y log x| > 87). Every
// function has a scalar form (the Element path calls
// it) and an array form (the typed path calls it); the array form runs the
// very same double arithmetic per element, vectorised (SSE2, or AVX2 where
// the machine has it: the arithmetic has no fused multiply-add and the same
// operations in the same order on every ISA, so the bits do not depend on
// the machine), and the two forms give identical bits. On machines with
// AVX-512, exp, logistic and log run faster cores
// (double ones for exp and logistic; for log one
// in float lanes with double-float steps)
// whose value is used only where it decides the f32 rounding as the scalar
// form's does (elsewhere the element is redone by the scalar form): the
// same bits again. tanh's, expm1's and power's forms each run one float algorithm
// (16 lanes on AVX-512, 8 on AVX2 with FMA, one by one elsewhere, std::fma
// for each fused step): the same bits by construction.
//
// Accuracy: the double evaluation errs by a few double ULPs at most
// (Taylor polynomials of degree 12-16 after exact argument reduction), by
// below 2^-50 relative for log and 2^-43 for power's double form
// (table-driven reductions, series through r^6 and r^5), far below half
// an f32 ULP, so
// the rounded result is within 1 ULP of the correctly rounded value (and
// equals it but for inputs whose value lies that close to a rounding
// midpoint). tanh, expm1 and power are faithfully rounded instead:
// within 1 ULP on every float (checked on all of them; power by an error
// bound and on sampled pairs), the correctly rounded value on 99.97%
// (tanh) and 99.96% (expm1) of them.
// tests/unit/VectorMathTest.cpp
// checks the bounds against long double references. docs/design.md and
// docs/performance.md say why and by how much.
//
//===----------------------------------------------------------------------===//

#ifndef SHLO_INTERPRETER_VECTORMATH_H
#define SHLO_INTERPRETER_VECTORMATH_H

#include <cstdint>

namespace mlir {
namespace shlo {
namespace vm {

/// sin(x) for an f32 x, evaluated in double and rounded once.
float sinF32(float x);
/// cos(x), likewise.
float cosF32(float x);
/// tanh(x), in float arithmetic, faithfully rounded.
float tanhF32(float x);
/// sqrt(x), likewise (IEEE sqrt: exact before the one rounding).
float sqrtF32(float x);
/// exp(x), likewise.
float expF32(float x);
/// exp(x) - 1, in float arithmetic, faithfully rounded.
float expm1F32(float x);
/// 1 / (1 + exp(-x)), likewise.
float logisticF32(float x);
/// log(x), likewise.
float logF32(float x);
/// pow(x, y) with C's special cases, likewise.
float powF32(float x, float y);

/// out[i] = sinF32(in[i]) for i < n (in and out may be the same array).
void sinF32Array(const float *in, float *out, int64_t n);
void cosF32Array(const float *in, float *out, int64_t n);
void tanhF32Array(const float *in, float *out, int64_t n);
void sqrtF32Array(const float *in, float *out, int64_t n);
void expF32Array(const float *in, float *out, int64_t n);
void expm1F32Array(const float *in, float *out, int64_t n);
void logisticF32Array(const float *in, float *out, int64_t n);
void logF32Array(const float *in, float *out, int64_t n);
/// out[i] = powF32(x[i], y[i]) for i < n (out may be x or y).
void powF32Array(const float *x, const float *y, float *out, int64_t n);

/// The array forms of tanh, exp, expm1, logistic, log and power as
/// machines without AVX-512 run them: the scalar forms' double cores,
/// vectorised (AVX2 or the x86-64 baseline). With AVX-512, the forms above
/// run other cores (VectorMath.cpp, "The AVX-512 forms" and "f32 cores")
/// and give the same bits; tests compare both with the scalar forms.
void tanhF32ArrayPortable(const float *in, float *out, int64_t n);
void expF32ArrayPortable(const float *in, float *out, int64_t n);
void expm1F32ArrayPortable(const float *in, float *out, int64_t n);
void logisticF32ArrayPortable(const float *in, float *out, int64_t n);
void logF32ArrayPortable(const float *in, float *out, int64_t n);
void powF32ArrayPortable(const float *x, const float *y, float *out,
                         int64_t n);

} // namespace vm
} // namespace shlo
} // namespace mlir

#endif // SHLO_INTERPRETER_VECTORMATH_H
