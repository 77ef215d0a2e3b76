//===- StorageArena.h - one mapping for tensors bound together --*- C++ -*-===//
//
// Tensors made together and kept long, such as a program's arguments read
// from an .npz, are cut one after another from one mapping instead of each
// taking its own: their storage then fills whole 2 MiB huge pages, instead
// of each tensor's tail taking small pages (interpreter/Allocator.cpp),
// and costs one mapping instead of hundreds. A tensor cut from the arena
// leaves its room to later tensors of any size when it is freed (not to
// the cache of freed blocks): the pages stay resident, and go back to the
// system only when fresh memory would otherwise take the tensors, the
// cache and this room over the most bytes tensors ever held at once.
//
//===----------------------------------------------------------------------===//

#ifndef SHLO_INTERPRETER_STORAGEARENA_H
#define SHLO_INTERPRETER_STORAGEARENA_H

#include "llvm/ADT/ArrayRef.h"

#include <cstddef>
#include <cstdint>

namespace mlir {
namespace shlo {

/// While alive, the storage of tensors of 64 KiB or more made on this
/// thread is cut from one fresh mapping of `bytes` bytes (as long as it has
/// room; storageArenaBytes says how much tensors of given sizes take).
/// Does nothing where large blocks come from malloc (under
/// AddressSanitizer, or without transparent huge pages). Not nested.
class ScopedStorageArena {
public:
  explicit ScopedStorageArena(size_t bytes);
  ~ScopedStorageArena();
  ScopedStorageArena(const ScopedStorageArena &) = delete;
  ScopedStorageArena &operator=(const ScopedStorageArena &) = delete;

private:
  void *arena = nullptr;
};

/// The bytes a ScopedStorageArena needs for tensors of `tensorBytes`
/// bytes each (those below 64 KiB take none).
size_t storageArenaBytes(llvm::ArrayRef<int64_t> tensorBytes);

/// Bytes of freed arena blocks kept resident for later tensors.
int64_t storageArenaRoomBytes();

} // namespace shlo
} // namespace mlir

#endif // SHLO_INTERPRETER_STORAGEARENA_H
