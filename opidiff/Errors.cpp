//===- Errors.cpp - Error kinds shared by the opidiff2mlir stages ---------===//

#include "opidiff/Errors.h"

char mlir::shlo::opidiff::UnsupportedError::ID = 0;
