//===- ConvConfigs.h - convolution layouts the unit tests share -*- C++ -*-===//
//
// One definition for every test file (they are compiled together in unity
// batches).
//
//===----------------------------------------------------------------------===//

#ifndef SHLO_TESTS_UNIT_CONVCONFIGS_H
#define SHLO_TESTS_UNIT_CONVCONFIGS_H

#include "interpreter/Ops.h"

namespace mlir {
namespace shlo {

/// A convolution laid out [b, 0, 1, f] x [0, 1, i, o] -> [b, 0, 1, f]
/// (NHWC by HWIO), stride 1, no dilation, `pad` on every side.
inline ConvConfig nhwcHwioConfig(int64_t pad) {
  ConvConfig c;
  c.inputBatch = 0;
  c.inputFeature = 3;
  c.inputSpatial = {1, 2};
  c.kernelInput = 2;
  c.kernelOutput = 3;
  c.kernelSpatial = {0, 1};
  c.outputBatch = 0;
  c.outputFeature = 3;
  c.outputSpatial = {1, 2};
  c.strides = {1, 1};
  c.lhsDilation = {1, 1};
  c.rhsDilation = {1, 1};
  c.paddingLow = {pad, pad};
  c.paddingHigh = {pad, pad};
  c.reversal = {false, false};
  return c;
}

} // namespace shlo
} // namespace mlir

#endif // SHLO_TESTS_UNIT_CONVCONFIGS_H
