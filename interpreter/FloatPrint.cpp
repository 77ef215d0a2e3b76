//===- FloatPrint.cpp - floats printed as MLIR prints them ---------------===//

#include "interpreter/FloatPrint.h"

#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <cstring>

namespace mlir {
namespace shlo {

namespace {
/// A nonnegative integer of up to 3072 bits (an f64 significand times
/// 5^1074 needs 2547), in 32-bit limbs, least significant first.
class BigInt {
public:
  explicit BigInt(uint64_t value) {
    while (value) {
      limbs[size++] = uint32_t(value);
      value >>= 32;
    }
  }
  bool isZero() const { return size == 0; }
  unsigned bitLength() const {
    return size ? 32 * (size - 1) + (32 - __builtin_clz(limbs[size - 1])) : 0;
  }
  void multiply(uint32_t factor) {
    uint64_t carry = 0;
    for (unsigned i = 0; i < size; ++i) {
      uint64_t product = uint64_t(limbs[i]) * factor + carry;
      limbs[i] = uint32_t(product);
      carry = product >> 32;
    }
    if (carry)
      limbs[size++] = uint32_t(carry);
  }
  void shiftLeft(unsigned amount) {
    if (isZero())
      return;
    unsigned words = amount / 32, bits = amount % 32;
    if (bits) {
      uint32_t carry = 0;
      for (unsigned i = 0; i < size; ++i) {
        uint32_t next = limbs[i] >> (32 - bits);
        limbs[i] = (limbs[i] << bits) | carry;
        carry = next;
      }
      if (carry)
        limbs[size++] = carry;
    }
    if (words) {
      std::memmove(limbs + words, limbs, size * sizeof(uint32_t));
      std::memset(limbs, 0, words * sizeof(uint32_t));
      size += words;
    }
  }
  /// Divides by `divisor` (floor) and returns the remainder.
  uint32_t divide(uint32_t divisor) {
    uint64_t remainder = 0;
    for (unsigned i = size; i-- > 0;) {
      uint64_t current = (remainder << 32) | limbs[i];
      limbs[i] = uint32_t(current / divisor);
      remainder = current % divisor;
    }
    while (size && !limbs[size - 1])
      --size;
    return uint32_t(remainder);
  }

private:
  uint32_t limbs[96];
  unsigned size = 0;
};

constexpr uint32_t kPowersOfTen[10] = {1,      10,      100,      1000,
                                       10000,  100000,  1000000,  10000000,
                                       100000000, 1000000000};

constexpr uint32_t kPowersOfFive[14] = {
    1,       5,        25,        125,        625,        3125,      15625,
    78125,   390625,   1953125,   9765625,    48828125,   244140625,
    1220703125};

/// value = sign * significand * 2^exponent, significand < 2^precision.
struct Decomposed {
  bool negative;
  uint64_t significand;
  int exponent;
  unsigned precision;
};

Decomposed decompose(double value, bool single) {
  if (single) {
    float f = float(value);
    uint32_t bits;
    std::memcpy(&bits, &f, sizeof bits);
    int biased = int((bits >> 23) & 0xff);
    uint64_t fraction = bits & 0x7fffff;
    bool normal = biased != 0;
    return {bool(bits >> 31), normal ? fraction | (uint64_t(1) << 23) : fraction,
            (normal ? biased - 127 : -126) - 23, 24};
  }
  uint64_t bits;
  std::memcpy(&bits, &value, sizeof bits);
  int biased = int((bits >> 52) & 0x7ff);
  uint64_t fraction = bits & ((uint64_t(1) << 52) - 1);
  bool normal = biased != 0;
  return {bool(bits >> 63), normal ? fraction | (uint64_t(1) << 52) : fraction,
          (normal ? biased - 1023 : -1022) - 52, 53};
}
/// Rounds the digits (least significant first) down to `precision` of
/// them, half up on the first dropped digit; zeros left at the end are
/// dropped too, each counted in `exp`.
void roundToPrecision(char *buffer, unsigned &count, unsigned precision,
                      int &exp) {
  if (count > precision) {
    unsigned first = count - precision;
    if (buffer[first - 1] < '5') {
      while (first < count && buffer[first] == '0')
        ++first;
    } else {
      for (unsigned i = first; i != count; ++i) {
        if (buffer[i] != '9') {
          ++buffer[i];
          break;
        }
        ++first;
      }
    }
    exp += int(first);
    if (first == count) { // carried through every digit
      buffer[0] = '1';
      count = 1;
    } else {
      std::memmove(buffer, buffer + first, count - first);
      count -= first;
    }
  }
}

/// Appends d.ddd...e+XX (E+X when `truncateZero`, as APFloat::toString)
/// for the digits (least significant first) times 10^exp.
void appendScientific(std::string &out, const char *buffer, unsigned digits,
                      int exp, unsigned formatPrecision, bool truncateZero) {
  exp += int(digits - 1);
  out += buffer[digits - 1];
  out += '.';
  if (digits == 1 && truncateZero)
    out += '0';
  else
    for (unsigned i = 1; i != digits; ++i)
      out += buffer[digits - 1 - i];
  if (!truncateZero && formatPrecision > digits - 1)
    out.append(formatPrecision - digits + 1, '0');
  out += truncateZero ? 'E' : 'e';
  out += exp >= 0 ? '+' : '-';
  unsigned magnitude = unsigned(exp < 0 ? -exp : exp);
  char expDigits[8];
  unsigned n = 0;
  do {
    expDigits[n++] = char('0' + magnitude % 10);
    magnitude /= 10;
  } while (magnitude);
  if (!truncateZero && n < 2)
    expDigits[n++] = '0';
  while (n)
    out += expDigits[--n];
}

} // namespace

void apfloatToString(std::string &out, double value, bool single,
                     unsigned formatPrecision, unsigned formatMaxPadding,
                     bool truncateZero) {
  Decomposed d = decompose(value, single);
  if (d.significand == 0) {
    if (d.negative)
      out += '-';
    if (formatMaxPadding) {
      out += '0';
    } else if (truncateZero) {
      out += "0.0E+0";
    } else {
      out += "0.0";
      if (formatPrecision > 1)
        out.append(formatPrecision - 1, '0');
      out += "e+00";
    }
    return;
  }
  if (d.negative)
    out += '-';
  if (!formatPrecision)
    formatPrecision = 2 + d.precision * 59 / 196;

  // value = number * 10^exp, number an integer without trailing binary
  // zeros multiplied out.
  int exp = d.exponent;
  unsigned trailing = __builtin_ctzll(d.significand);
  exp += int(trailing);
  BigInt number(d.significand >> trailing);
  if (exp > 0) {
    number.shiftLeft(unsigned(exp));
    exp = 0;
  } else if (exp < 0) {
    // n * 2^-e = n * 5^e * 10^-e; 5^13 is the largest power in 32 bits.
    for (int left = -exp; left > 0; left -= 13)
      number.multiply(kPowersOfFive[left >= 13 ? 13 : left]);
  }

  // Whole decimal digits dropped by a truncating division, as many as the
  // bit count says are surely beyond the precision.
  unsigned bits = number.bitLength();
  unsigned bitsRequired = (formatPrecision * 196 + 58) / 59;
  if (bits > bitsRequired) {
    unsigned tens = (bits - bitsRequired) * 59 / 196;
    exp += int(tens);
    for (; tens >= 9; tens -= 9)
      number.divide(kPowersOfTen[9]);
    if (tens)
      number.divide(kPowersOfTen[tens]);
  }

  // The digits, least significant first, trailing zeros counted in exp.
  char buffer[1100];
  unsigned count = 0;
  bool inTrail = true;
  while (!number.isZero()) {
    uint32_t chunk = number.divide(kPowersOfTen[9]);
    bool last = number.isZero();
    for (unsigned i = 0; i < 9 && (!last || chunk); ++i) {
      unsigned digit = chunk % 10;
      chunk /= 10;
      if (inTrail && !digit) {
        ++exp;
      } else {
        buffer[count++] = char('0' + digit);
        inTrail = false;
      }
    }
  }

  roundToPrecision(buffer, count, formatPrecision, exp);

  unsigned digits = count;
  bool scientific;
  if (!formatMaxPadding) {
    scientific = true;
  } else if (exp >= 0) {
    scientific = unsigned(exp) > formatMaxPadding ||
                 digits + unsigned(exp) > formatPrecision;
  } else {
    int msd = exp + int(digits - 1);
    scientific = msd < 0 && unsigned(-msd) > formatMaxPadding;
  }

  if (scientific) {
    appendScientific(out, buffer, digits, exp, formatPrecision, truncateZero);
    return;
  }
  if (exp >= 0) {
    for (unsigned i = 0; i != digits; ++i)
      out += buffer[digits - 1 - i];
    out.append(unsigned(exp), '0');
    return;
  }
  int whole = exp + int(digits);
  unsigned i = 0;
  if (whole > 0) {
    for (; i != unsigned(whole); ++i)
      out += buffer[digits - 1 - i];
    out += '.';
  } else {
    out += "0.";
    out.append(unsigned(-whole), '0');
  }
  for (; i != digits; ++i)
    out += buffer[digits - 1 - i];
}

bool printFloatLikeMlir(llvm::raw_ostream &os, double value, bool single) {
  if (!std::isfinite(value))
    return false;
  std::string text;
  apfloatToString(text, value, single, 6, 0, false);
  // The C library's conversions round correctly, as APFloat's parse does.
  bool same = single ? [&] {
    float back = std::strtof(text.c_str(), nullptr), f = float(value);
    return std::memcmp(&back, &f, sizeof f) == 0;
  }()
                     : [&] {
                         double back = std::strtod(text.c_str(), nullptr);
                         return std::memcmp(&back, &value, sizeof value) == 0;
                       }();
  if (!same) {
    text.clear();
    apfloatToString(text, value, single, 0, 3, true);
    if (text.find('.') == std::string::npos)
      return false;
  }
  os << text;
  return true;
}

} // namespace shlo
} // namespace mlir
