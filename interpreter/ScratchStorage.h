//===- ScratchStorage.h - the kernels' scratch memory -----------*- C++ -*-===//
//
// Scratch memory of the kernels (the packed strips of the products) taken
// from the same blocks as tensor storage (interpreter/Allocator.cpp): 64
// KiB or more gets its own mapping (huge pages for its whole 2 MiB spans)
// and goes back through the cache of freed blocks.
//
//===----------------------------------------------------------------------===//

#ifndef SHLO_INTERPRETER_SCRATCHSTORAGE_H
#define SHLO_INTERPRETER_SCRATCHSTORAGE_H

#include <cstddef>
#include <cstdint>

namespace mlir {
namespace shlo {

/// `words` 8-byte words of uninitialised scratch, 64-byte aligned; ends the
/// process through reportOutOfMemory when the system has none.
uint64_t *allocateScratchStorage(size_t words);

/// Gives back a block of `words` words from allocateScratchStorage.
void freeScratchStorage(uint64_t *block, size_t words);

} // namespace shlo
} // namespace mlir

#endif // SHLO_INTERPRETER_SCRATCHSTORAGE_H
