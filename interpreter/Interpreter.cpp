//===- Interpreter.cpp - the options of an evaluation ---------------------===//

#include "interpreter/Interpreter.h"

#include <algorithm>
#include <unistd.h>

namespace mlir {
namespace shlo {

int64_t InterpreterOptions::defaultMaxTensorBytes() {
  int64_t cap = int64_t(8) << 30;
  long pages = sysconf(_SC_PHYS_PAGES), pageSize = sysconf(_SC_PAGESIZE);
  if (pages <= 0 || pageSize <= 0)
    return cap;
  return std::min<int64_t>(cap, int64_t(pages) * pageSize / 4);
}

} // namespace shlo
} // namespace mlir
