//===- SameBytes.h - two tensors with the same storage bytes ----*- C++ -*-===//
//
// The unit tests' byte-for-byte comparison of two runs of one computation
// (typed and Element path, AVX2 and baseline builds, thread counts): NaNs
// must agree in sign and payload too. Reports the first differing element.
//
//===----------------------------------------------------------------------===//

#ifndef SHLO_TESTS_UNIT_SAMEBYTES_H
#define SHLO_TESTS_UNIT_SAMEBYTES_H

#include "interpreter/Tensor.h"
#include "interpreter/TypedStorage.h"

#include "gtest/gtest.h"

#include <cstring>
#include <string>

namespace mlir {
namespace shlo {

/// Expects `a` (from run `aName`) and `b` (run `bName`) to have one type
/// and the same storage bytes.
inline void expectSameBytes(const Tensor &a, const Tensor &b,
                            const std::string &what, const char *aName,
                            const char *bName) {
  ASSERT_EQ(a.getType(), b.getType()) << what;
  int64_t bytes = getStorageBytes(a.getElementType());
  for (int64_t i = 0; i < a.getNumElements(); ++i)
    ASSERT_EQ(
        std::memcmp(a.rawData() + i * bytes, b.rawData() + i * bytes, bytes),
        0)
        << what << " at " << i << ": " << aName << " "
        << a.getLinear(i).toString() << " vs " << bName << " "
        << b.getLinear(i).toString();
}

} // namespace shlo
} // namespace mlir

#endif // SHLO_TESTS_UNIT_SAMEBYTES_H
