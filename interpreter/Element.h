//===- Element.h - one value of any StableHLO element type ------*- C++ -*-===//
//
// Element is the interpreter's readable, universal path: every element type of
// the specification (i1, signless and unsigned integers of 2..64 bits, all
// float kinds, complex<f32/f64>) as an APInt, an APFloat or a pair of APFloats,
// with the arithmetic, comparisons and conversions the ops need. Signless
// integers are the specification's signed integers.
//
//===----------------------------------------------------------------------===//

#ifndef SHLO_INTERPRETER_ELEMENT_H
#define SHLO_INTERPRETER_ELEMENT_H

#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Types.h"
#include "llvm/ADT/APFloat.h"
#include "llvm/ADT/APInt.h"
#include "llvm/Support/raw_ostream.h"

#include <complex>
#include <string>
#include <utility>
#include <variant>

namespace mlir {
namespace shlo {

/// A real and an imaginary part of the same float semantics.
using ComplexValue = std::pair<llvm::APFloat, llvm::APFloat>;

/// One value of a tensor element type.
class Element {
public:
  /// A boolean (`type` is i1) or integer value; `value` has the type's width.
  Element(Type type, llvm::APInt value);
  /// A floating-point value in the semantics of `type`.
  Element(Type type, llvm::APFloat value);
  /// A complex value of complex type `type`.
  Element(Type type, ComplexValue value);

  /// An i1 element.
  static Element fromBool(MLIRContext *context, bool value);
  /// An element of type `type` holding the integer `value` (wraps to width),
  /// or its nearest float / complex with zero imaginary part.
  static Element fromInt(Type type, int64_t value);
  /// An element of float or complex type `type` nearest to `value`.
  static Element fromDouble(Type type, double value);
  /// An element of complex type `type` nearest to `value`.
  static Element fromComplex(Type type, std::complex<double> value);
  /// Reinterprets `bits` (of width `bitWidth(type)`) as an element of `type`.
  static Element fromBits(Type type, const llvm::APInt &bits);

  /// The element type.
  Type getType() const { return type; }

  /// Element-kind queries.
  bool isBool() const;
  bool isInteger() const; // excludes i1
  bool isSignedInteger() const;
  bool isUnsignedInteger() const;
  bool isFloat() const;
  bool isComplex() const;

  /// Accessors; each asserts the matching kind.
  bool getBool() const;
  const llvm::APInt &getInteger() const;
  const llvm::APFloat &getFloat() const;
  const ComplexValue &getComplex() const;

  /// The value widened to double (floats) or std::complex<double>.
  double toDouble() const;
  std::complex<double> toComplexDouble() const;
  /// The integer value sign- or zero-extended according to its type.
  int64_t toInt64() const;
  /// The integer value as an index: like toInt64, but unsigned values above
  /// INT64_MAX saturate to INT64_MAX instead of wrapping negative.
  int64_t toIndex() const;

  /// The in-memory bits (complex: real in the low half, imaginary above).
  llvm::APInt toBits() const;

  /// Bitwise equality; any two NaNs of the same type are equal.
  bool isSameAs(const Element &other) const;

  /// Prints the value as MLIR prints it in a dense attribute.
  void print(llvm::raw_ostream &os) const;
  std::string toString() const;

private:
  Type type;
  std::variant<llvm::APInt, llvm::APFloat, ComplexValue> value;
};

/// Bit width of an element type; complex types count both parts.
unsigned getBitWidth(Type elementType);

//===----------------------------------------------------------------------===//
// Arithmetic. Integer arithmetic wraps around; float arithmetic follows
// IEEE-754 with round-to-nearest-even; i1 add/multiply are or/and.
//===----------------------------------------------------------------------===//

Element operator+(const Element &lhs, const Element &rhs);
Element operator-(const Element &lhs, const Element &rhs);
Element operator*(const Element &lhs, const Element &rhs);
/// x y + acc: for real floats with one rounding (IEEE fusedMultiplyAdd);
/// for the other kinds, acc + x * y.
Element fusedMultiplyAdd(const Element &x, const Element &y,
                         const Element &acc);
/// Integer division truncates toward zero; the caller rules out a zero divisor.
Element operator/(const Element &lhs, const Element &rhs);
/// Remainder with the sign of the dividend (C fmod for floats).
Element remainder(const Element &lhs, const Element &rhs);
Element operator-(const Element &operand);
Element operator&(const Element &lhs, const Element &rhs);
Element operator|(const Element &lhs, const Element &rhs);
Element operator^(const Element &lhs, const Element &rhs);
Element operator~(const Element &operand);

Element abs(const Element &operand);
Element atan2(const Element &lhs, const Element &rhs);
Element cbrt(const Element &operand);
Element ceil(const Element &operand);
Element cosine(const Element &operand);
Element countLeadingZeros(const Element &operand);
Element exponential(const Element &operand);
Element exponentialMinusOne(const Element &operand);
Element floor(const Element &operand);
Element imag(const Element &operand);
Element isFinite(const Element &operand);
Element log(const Element &operand);
Element logPlusOne(const Element &operand);
Element logistic(const Element &operand);
/// IEEE-754 maximum/minimum for floats (NaN propagates, -0 < +0);
/// lexicographic on (real, imag) for complex; or/and for i1.
Element maximum(const Element &lhs, const Element &rhs);
Element minimum(const Element &lhs, const Element &rhs);
Element popcnt(const Element &operand);
/// Integer power: exponent < 0 gives 0 unless the base is 1 or -1.
Element power(const Element &lhs, const Element &rhs);
Element real(const Element &operand);
Element reducePrecision(const Element &operand, int32_t exponentBits,
                        int32_t mantissaBits);
Element roundNearestAfz(const Element &operand);
Element roundNearestEven(const Element &operand);
Element rsqrt(const Element &operand);
/// Shifts by an amount outside [0, width) give 0 (left, logical) or the
/// sign fill (arithmetic).
Element shiftLeft(const Element &lhs, const Element &rhs);
Element shiftRightArithmetic(const Element &lhs, const Element &rhs);
Element shiftRightLogical(const Element &lhs, const Element &rhs);
Element sign(const Element &operand);
Element sine(const Element &operand);
Element sqrt(const Element &operand);
Element tan(const Element &operand);
Element tanh(const Element &operand);
/// A complex element of type `type` from two floats.
Element makeComplex(Type type, const Element &re, const Element &im);
/// Converts to element type `type` as stablehlo.convert does. Floats convert
/// to integers truncating toward zero, saturating out-of-range values, NaN
/// becoming 0.
Element convert(const Element &operand, Type type);
/// Whether `lhs` and `rhs` are equal (integers, floats) or is zero.
bool isZero(const Element &operand);

/// The comparison directions and types of stablehlo.compare.
enum class CompareDirection { EQ, NE, GE, GT, LE, LT };
enum class CompareKind { Default, Float, TotalOrder, Signed, Unsigned };
bool compare(const Element &lhs, const Element &rhs, CompareDirection direction,
             CompareKind kind);

inline llvm::raw_ostream &operator<<(llvm::raw_ostream &os, const Element &e) {
  e.print(os);
  return os;
}

} // namespace shlo
} // namespace mlir

#endif // SHLO_INTERPRETER_ELEMENT_H
