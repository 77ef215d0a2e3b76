//===- InputGate.h - the one way program text enters the API ---*- C++ -*-===//
//
// Every program text reaches MLIR's parser through this gate: it is read
// once into a buffer (a named file, `-` for standard input, a pipe or FIFO
// given as the path; `@response` files are expanded by the command-line
// parser before the path is known), checked by findInputRefusal, and parsed
// from that same buffer. The API layer's loadModule (api/Api.h) gates each
// text it loads (parseGatedModule, or parseWithLargeHexLiterals on the text
// with its large hex literals decoded), so interpreter-translate gates each
// `-split-input-file` chunk and the Python module each program;
// interpreter-opt gates the whole buffer before MlirOptMain splits it
// (gateToolInput), which refuses every chunk a chunk-wise check would
// refuse (see findInputRefusal). MLIR bytecode does not come here: the
// API layer checks it with checkBytecode.
//
//===----------------------------------------------------------------------===//

#ifndef SHLO_API_INPUTGATE_H
#define SHLO_API_INPUTGATE_H

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/OwningOpRef.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/raw_ostream.h"

#include <memory>
#include <optional>
#include <string>

namespace mlir {
namespace shlo {

/// Deepest nesting of brackets (`(`, `[`, `{`, `<`) the parser is given;
/// beyond it the text is refused before parsing (MLIR's parser recurses
/// once per level).
constexpr int kMaxBracketDepth = 10000;

/// Deepest nesting of braces (regions, dictionaries) the parser is given.
/// MLIR's parser and verifier take time quadratic in the region depth
/// (20,000 levels took a minute); the interpreter evaluates at most 200
/// nested regions anyway.
constexpr int kMaxRegionDepth = 1000;

/// Why a text is refused, and where (a byte offset into it).
struct InputRefusal {
  size_t offset = 0;
  std::string message;
};

/// Checks program text before MLIR reads it, in one linear pass that stops
/// at the first problem. Refused: MLIR bytecode (this is a check of text;
/// loadModule and gateToolInput send bytecode to checkBytecode instead, so
/// only text-only inputs such as `--args` meet this); bracket nesting deeper than kMaxBracketDepth
/// and brace nesting deeper than kMaxRegionDepth (`->` and `>=` are not
/// brackets; strings and `//` comments are skipped); 0-bit integer types in
/// any spelling (`i0`, `si0`, `ui00`, `4x?xi000`: MLIR's printer crashes on
/// their dense attributes, e.g. when a verifier error prints the op).
///
/// A string or comment ends at a newline (MLIR's lexer refuses a newline in
/// a string), so no state crosses a `// -----` line, and nesting depth at
/// any point of a chunk is at most the depth at that point of the whole
/// text: whatever is refused in a chunk is refused in the whole text.
std::optional<InputRefusal> findInputRefusal(llvm::StringRef text);

/// The offset just past the string literal whose opening quote is at
/// `open` in `text`: past its closing quote, past the newline that ends it
/// unclosed (an error for MLIR's lexer), or the end of `text`. A backslash
/// escapes the next character unless that is a newline.
size_t skipStringLiteral(llvm::StringRef text, size_t open);

/// findInputRefusal's message alone, or nullopt.
std::optional<std::string> precheckInput(llvm::StringRef text);

/// Reads the program at `path` once: `-` is standard input; pipes, FIFOs
/// and character devices are read to their end. Null after setting `error`.
std::unique_ptr<llvm::MemoryBuffer> readInput(llvm::StringRef path,
                                              std::string &error);

/// Checks `buffer`; prints `<name>:<line>:<col>: error: <why>` to `errors`
/// and returns false when it is refused. (The line itself is not printed:
/// refused input is often one huge line.)
bool gateBuffer(const llvm::MemoryBuffer &buffer, llvm::raw_ostream &errors);

/// Checks the main buffer of `sourceMgr` (a refusal is an error diagnostic
/// at its file:line:col in `context`, so -verify-diagnostics sees it), then
/// parses and verifies it as a module in `context`. Null after an error.
OwningOpRef<ModuleOp> parseGatedModule(llvm::SourceMgr &sourceMgr,
                                       MLIRContext *context);

/// Inputs of at least this many bytes let MLIR start its worker threads.
constexpr size_t kThreadedInputBytes = size_t(1) << 20;

/// Turns off MLIR's worker threads (parallel verification, pass pipelines
/// run per function) in `context` for an input of fewer than
/// kThreadedInputBytes bytes: starting two threads costs a small program
/// about 1 ms of CPU, more than they save it. `--mlir-disable-threading`
/// still turns them off for every input. The interpreter's own threads
/// (`--interpreter-threads`) are not MLIR's and are not affected.
void useThreadsForLargeInputs(MLIRContext &context, size_t inputBytes);

/// Runs `body` on a thread with 1 GiB of stack (reserved, touched only as
/// deep as the input goes), so that nesting up to the gate's limits parses
/// and verifies without a stack overflow; returns what `body` returns.
int runOnLargeStack(llvm::function_ref<int()> body);

} // namespace shlo
} // namespace mlir

#endif // SHLO_API_INPUTGATE_H
