//===- OutputFile.h - outputs that never destroy an input ------*- C++ -*-===//
//
// The `-o` file of interpreter-opt and interpreter-translate. The old way
// (LLVM's ToolOutputFile) truncated the path when the tool started: with
// `-o` naming the input (or a symlink to it) the input was emptied, and a
// memory-mapped input over 16 KiB ended in SIGBUS. An output now goes to a
// temporary file beside its target and is renamed over it only when the run
// succeeds, so the input (an open inode) is never changed while it is read.
//
//===----------------------------------------------------------------------===//

#ifndef SHLO_TOOLS_COMMON_OUTPUTFILE_H
#define SHLO_TOOLS_COMMON_OUTPUTFILE_H

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/raw_ostream.h"

#include <memory>
#include <string>

namespace mlir {
namespace shlo {

/// An output that replaces its target only when kept:
/// - `-`: standard output, written as it goes;
/// - a regular file or a new one: a temporary file in the target's
///   directory (mode of the old file kept), renamed over the target by
///   keep(); dropped without keep() (or on a signal, or by
///   llvm::sys::RunInterruptHandlers before an out-of-memory exit), the
///   temporary file is removed and the target is unchanged;
/// - a symlink: its final target, written as above (the link stays);
/// - a character device or a FIFO: written into directly (never replaced).
/// A directory or another kind of file is refused.
class SafeOutputFile {
public:
  /// Null after setting `error` ("<path>: cannot write the output file:
  /// <why>").
  static std::unique_ptr<SafeOutputFile> open(llvm::StringRef path,
                                              std::string &error);
  ~SafeOutputFile();

  llvm::raw_ostream &os() { return *stream; }

  /// Flushes and, for a temporary file, renames it over the target. False
  /// after setting `error` (the temporary file is then removed).
  bool keep(std::string &error);

private:
  SafeOutputFile() = default;
  std::string path;
  std::string target;
  std::string tempPath;
  std::unique_ptr<llvm::raw_fd_ostream> owned;
  llvm::raw_ostream *stream = nullptr;
};

/// The file `path` names after following its symlinks (at most 40); `path`
/// itself when it does not exist. Empty after setting `error`.
std::string resolveOutputTarget(llvm::StringRef path, std::string &error);

} // namespace shlo
} // namespace mlir

#endif // SHLO_TOOLS_COMMON_OUTPUTFILE_H
