//===- InputGate.cpp - the one way programs enter the tools ---------------===//

#include "api/InputGate.h"

#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/Location.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Support/FileUtilities.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/thread.h"

#include <cctype>
#include <cstring>

namespace mlir {
namespace shlo {

namespace {
/// Whether `word` (a run of [A-Za-z0-9_$.]) spells a 0-bit integer type,
/// alone or as a shaped type's element: `[s|u]i` followed by zeros only
/// (`i0`, `ui00`, `si000`), after an optional `2x3x` / `x` dimension prefix.
bool isZeroWidthIntegerType(llvm::StringRef word) {
  llvm::StringRef rest = word.rtrim('0');
  if (rest.size() == word.size() || !rest.consume_back("i"))
    return false;
  if (!rest.consume_back("s"))
    rest.consume_back("u");
  return rest.empty() ||
         (rest.ends_with("x") &&
          llvm::all_of(rest, [](char c) { return c == 'x' || isdigit(c); }));
}

bool isWordChar(char c) {
  return isalnum(static_cast<unsigned char>(c)) || c == '_' || c == '$' ||
         c == '.';
}

std::string tooDeep(const char *what, int limit) {
  return std::string(what) + " nest deeper than " + std::to_string(limit) +
         "; the interpreter accepts at most " + std::to_string(limit);
}
} // namespace

// memchr finds the characters that matter, so a 10 MB hex constant costs a
// few milliseconds; every search stops at the next quote, which the scan
// passes, so the pass stays linear.
size_t skipStringLiteral(llvm::StringRef text, size_t open) {
  const char *data = text.data();
  const size_t size = text.size();
  auto find = [&](size_t from, size_t to, char c) {
    const void *hit = std::memchr(data + from, c, to - from);
    return hit ? size_t(static_cast<const char *>(hit) - data) : to;
  };
  size_t i = open + 1;
  while (i < size) {
    size_t quote = find(i, size, '"');
    size_t end = find(i, quote, '\n');
    for (size_t escape = find(i, end, '\\'); escape < end;
         escape = find(i, end, '\\')) {
      i = escape + 1;
      if (i < size && data[i] != '\n')
        ++i;
      if (i > end)
        break; // the quote was escaped: look for the next one
    }
    if (i <= end)
      return end == size ? size : end + 1;
  }
  return size;
}

std::optional<InputRefusal> findInputRefusal(llvm::StringRef text) {
  if (text.starts_with(llvm::StringRef("ML\xefR", 4)))
    return InputRefusal{0, "MLIR bytecode input is not supported; give the "
                           "textual form"};
  const char *data = text.data();
  const size_t size = text.size();
  int depth = 0, braces = 0;
  size_t i = 0;
  while (i < size) {
    char c = data[i];
    if (c == '"') {
      i = skipStringLiteral(text, i);
      continue;
    }
    if (c == '/' && i + 1 < size && data[i + 1] == '/') {
      const void *newline = std::memchr(data + i, '\n', size - i);
      i = newline ? size_t(static_cast<const char *>(newline) - data) : size;
      continue;
    }
    if (isWordChar(c)) {
      size_t start = i;
      while (i < size && isWordChar(data[i]))
        ++i;
      // SSA names, symbols, block labels and aliases may be called `i0`.
      char before = start > 0 ? data[start - 1] : ' ';
      llvm::StringRef word = text.slice(start, i);
      if (!llvm::StringRef("%@#^!").contains(before) &&
          isZeroWidthIntegerType(word))
        return InputRefusal{start, "0-bit integer type '" + word.str() +
                                       "' is not a StableHLO element type"};
      continue;
    }
    switch (c) {
    case '{':
      if (++braces > kMaxRegionDepth)
        return InputRefusal{i, tooDeep("regions and braces", kMaxRegionDepth)};
      [[fallthrough]];
    case '(':
    case '[':
    case '<':
      if (++depth > kMaxBracketDepth)
        return InputRefusal{i, tooDeep("brackets", kMaxBracketDepth)};
      break;
    case '}':
      braces = std::max(0, braces - 1);
      depth = std::max(0, depth - 1);
      break;
    case '>':
      // `->` (function types, affine maps) and `>=` (integer sets) close
      // nothing.
      if ((i > 0 && data[i - 1] == '-') || (i + 1 < size && data[i + 1] == '='))
        break;
      [[fallthrough]];
    case ')':
    case ']':
      depth = std::max(0, depth - 1);
      break;
    default:
      break;
    }
    ++i;
  }
  return std::nullopt;
}

std::optional<std::string> precheckInput(llvm::StringRef text) {
  if (std::optional<InputRefusal> refusal = findInputRefusal(text))
    return std::move(refusal->message);
  return std::nullopt;
}

std::unique_ptr<llvm::MemoryBuffer> readInput(llvm::StringRef path,
                                              std::string &error) {
  // MemoryBuffer::getFileOrSTDIN reads anything that is not a regular file
  // or a block device as a stream, to its end, exactly once.
  return openInputFile(path, &error);
}

bool gateBuffer(const llvm::MemoryBuffer &buffer, llvm::raw_ostream &errors) {
  llvm::StringRef text = buffer.getBuffer();
  std::optional<InputRefusal> refusal = findInputRefusal(text);
  if (!refusal)
    return true;
  llvm::StringRef before = text.take_front(refusal->offset);
  size_t line = before.count('\n') + 1;
  size_t lineStart = before.rfind('\n');
  size_t column = refusal->offset -
                  (lineStart == llvm::StringRef::npos ? 0 : lineStart + 1) + 1;
  llvm::StringRef name = buffer.getBufferIdentifier();
  errors << (name.empty() ? llvm::StringRef("<input>") : name) << ":" << line
         << ":" << column << ": error: " << refusal->message << "\n";
  return false;
}

OwningOpRef<ModuleOp> parseGatedModule(llvm::SourceMgr &sourceMgr,
                                       MLIRContext *context) {
  const llvm::MemoryBuffer *buffer =
      sourceMgr.getMemoryBuffer(sourceMgr.getMainFileID());
  if (std::optional<InputRefusal> refusal =
          findInputRefusal(buffer->getBuffer())) {
    // A diagnostic, so that -verify-diagnostics sees it too (SourceMgr
    // echoes no line longer than 4096 characters).
    auto [line, column] = sourceMgr.getLineAndColumn(
        llvm::SMLoc::getFromPointer(buffer->getBufferStart() +
                                    refusal->offset),
        sourceMgr.getMainFileID());
    emitError(FileLineColLoc::get(context, buffer->getBufferIdentifier(),
                                  line, column))
        << refusal->message;
    return nullptr;
  }
  return parseSourceFile<ModuleOp>(sourceMgr, ParserConfig(context));
}

void useThreadsForLargeInputs(MLIRContext &context, size_t inputBytes) {
  if (inputBytes < kThreadedInputBytes && context.isMultithreadingEnabled())
    context.disableMultithreading();
}

int runOnLargeStack(llvm::function_ref<int()> body) {
  int status = 0;
  llvm::thread driver(std::optional<unsigned>(1u << 30),
                      [&] { status = body(); });
  driver.join();
  return status;
}

} // namespace shlo
} // namespace mlir
