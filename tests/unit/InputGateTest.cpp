//===- InputGateTest.cpp - the input gate of both tools ------------------===//
//
// findInputRefusal's spellings, bracket counting and strings, its speed on
// deep and long input, and readInput on a named FIFO (read once, to its end)
// and on a pipe given as a path.
//
//===----------------------------------------------------------------------===//

#include "api/InputGate.h"

#include "mlir/IR/MLIRContext.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"

#include <gtest/gtest.h>

#include <chrono>
#include <filesystem>
#include <sys/stat.h>
#include <thread>
#include <unistd.h>

using namespace mlir::shlo;

namespace {
bool refused(llvm::StringRef text) { return findInputRefusal(text).has_value(); }

TEST(InputGate, ZeroWidthIntegerSpellings) {
  for (const char *type : {"i0", "si0", "ui0", "ui00", "i000", "si00",
                           "2x3xi0", "xui00", "4xsi000"})
    EXPECT_TRUE(refused(std::string("tensor<") + type + ">")) << type;
  for (const char *type : {"i1", "i10", "ui100", "si08", "i01", "f0"})
    EXPECT_FALSE(refused(std::string("tensor<") + type + ">")) << type;
  // Names, symbols, strings and comments may say i0.
  EXPECT_FALSE(refused("%i0 = @i0 ^i0 #i0 !i0 \"i0\" // i0\n"));
  std::optional<InputRefusal> refusal = findInputRefusal("a\n tensor<ui00>");
  ASSERT_TRUE(refusal);
  EXPECT_EQ(refusal->offset, 10u);
}

TEST(InputGate, BracketsAreCountedByKind) {
  std::string arrows;
  for (int i = 0; i <= kMaxBracketDepth; ++i)
    arrows += "[() -> (), ";
  EXPECT_TRUE(refused(arrows));
  std::string sets;
  for (int i = 0; i <= kMaxBracketDepth; ++i)
    sets += "<(d0) : (d0 >= 0)";
  EXPECT_TRUE(refused(sets));
  std::string balanced;
  for (int i = 0; i <= 3 * kMaxBracketDepth; ++i)
    balanced += "tensor<2x(i32)> -> [] ";
  EXPECT_FALSE(refused(balanced));
  // A string ends at a newline, as for MLIR's lexer: brackets count again.
  EXPECT_TRUE(refused("\"unclosed\n" + std::string(kMaxBracketDepth + 1, '[')));
  EXPECT_FALSE(refused("\"[[[\\\"" + std::string(kMaxBracketDepth + 1, '[') +
                       "\""));
}

TEST(InputGate, WholeTextRefusesWhatAChunkRefuses) {
  std::string deep = std::string(kMaxBracketDepth + 1, '(');
  for (const std::string &chunk :
       {deep, std::string("tensor<i0>"), "\"" + deep + "\"\n" + deep})
    for (const std::string &before :
         {std::string(""), std::string("\"open string\n"),
          std::string("// comment [[[\n"), std::string(")))]]]>>>\n")}) {
      std::string text = before + "// -----\n" + chunk;
      EXPECT_EQ(refused(chunk), refused(text)) << text.substr(0, 40);
    }
}

TEST(InputGate, DeepRegionsAreRefusedInMilliseconds) {
  std::string text = "func.func @main(%i: tensor<i32>) {\n";
  for (int i = 0; i < 1000000; ++i)
    text += "\"stablehlo.case\"(%i) ({\n";
  auto start = std::chrono::steady_clock::now();
  std::optional<InputRefusal> refusal = findInputRefusal(text);
  auto elapsed = std::chrono::steady_clock::now() - start;
  ASSERT_TRUE(refusal);
  EXPECT_NE(refusal->message.find("regions and braces"), std::string::npos);
  // A guard against quadratic scans (10^12 steps here), not a timing: the
  // linear scan takes tens of milliseconds, and the bound leaves room for
  // a loaded machine.
  EXPECT_LT(elapsed, std::chrono::seconds(10));
}

/// Whether the end of `text` lies inside a string literal, scanning one
/// character at a time as MLIR's lexer does: a string ends at an unescaped
/// quote or at a newline; a backslash escapes the next character unless
/// that is a newline.
bool endsInsideString(llvm::StringRef text) {
  bool inside = false;
  for (size_t i = 0; i < text.size(); ++i) {
    char c = text[i];
    if (!inside) {
      inside = c == '"';
    } else if (c == '"' || c == '\n') {
      inside = false;
    } else if (c == '\\' && i + 1 < text.size() && text[i + 1] != '\n') {
      ++i;
    }
  }
  return inside;
}

TEST(InputGate, StringsEndWhereTheLexerEndsThem) {
  // Random texts of quotes, backslashes, newlines and letters, then ` i0`:
  // refused exactly when the ` i0` is outside a string.
  uint64_t state = 12345;
  for (int trial = 0; trial < 20000; ++trial) {
    auto next = [&] {
      state = state * 6364136223846793005ULL + 1442695040888963407ULL;
      return state >> 33;
    };
    std::string text;
    for (int k = 0, length = int(next() % 24); k < length; ++k)
      text += "\"\\\nab "[next() % 6];
    std::string probe = text + " i0";
    std::optional<InputRefusal> refusal = findInputRefusal(probe);
    EXPECT_EQ(refusal.has_value(), !endsInsideString(text)) << probe;
    if (refusal) {
      EXPECT_EQ(refusal->offset, text.size() + 1) << probe;
    }
  }
}

TEST(InputGate, LongStringsAreSkippedInLinearTime) {
  // A 16 MB hex constant, 16 MB of escapes in one string, and a million
  // short strings on one line.
  std::string hex = "dense<\"0x" + std::string(16 << 20, 'A') + "\"> [[";
  std::string escapes = "\"" + std::string(16 << 20, '\\') + "\" i0";
  std::string many;
  for (int i = 0; i < 1000000; ++i)
    many += "\"ab\\\"c\" ";
  many += "i0";
  auto start = std::chrono::steady_clock::now();
  EXPECT_FALSE(refused(hex));
  EXPECT_TRUE(refused(escapes));
  EXPECT_TRUE(refused(many));
  auto elapsed = std::chrono::steady_clock::now() - start;
  // As above: a quadratic scan of 16 MB would take hours.
  EXPECT_LT(elapsed, std::chrono::seconds(20));
}

TEST(InputGate, BytecodeIsRefused) {
  EXPECT_TRUE(refused(llvm::StringRef("ML\xefR\0\1", 6)));
}

/// A fresh temporary folder, removed with what it holds when this goes.
struct TempDir {
  TempDir() {
    llvm::SmallString<128> made;
    EXPECT_FALSE(llvm::sys::fs::createUniqueDirectory("input-gate", made));
    path = std::string(made);
  }
  ~TempDir() {
    std::error_code ignored;
    std::filesystem::remove_all(path, ignored);
  }
  std::string path;
};

const char *const program = "func.func @main() {\n  func.return\n}\n";

TEST(InputGate, NamedFifoIsReadOnceToItsEnd) {
  TempDir dir;
  std::string fifo = dir.path + "/program.fifo";
  ASSERT_EQ(mkfifo(fifo.c_str(), 0600), 0);
  std::thread writer([&] {
    FILE *file = std::fopen(fifo.c_str(), "w");
    ASSERT_TRUE(file);
    std::fputs(program, file);
    std::fclose(file);
  });
  std::string error;
  std::unique_ptr<llvm::MemoryBuffer> buffer = readInput(fifo, error);
  writer.join();
  ASSERT_TRUE(buffer) << error;
  EXPECT_EQ(buffer->getBuffer(), program);
  std::string messages;
  llvm::raw_string_ostream errors(messages);
  EXPECT_TRUE(gateBuffer(*buffer, errors));
}

TEST(InputGate, PipeGivenAsPathIsRefusedOnce) {
  int fds[2];
  ASSERT_EQ(pipe(fds), 0);
  std::string text = "func.func @main(%a: tensor<ui00>) {\n}\n";
  ASSERT_EQ(write(fds[1], text.data(), text.size()), ssize_t(text.size()));
  close(fds[1]);
  std::string error;
  std::unique_ptr<llvm::MemoryBuffer> buffer =
      readInput("/dev/fd/" + std::to_string(fds[0]), error);
  close(fds[0]);
  ASSERT_TRUE(buffer) << error;
  EXPECT_EQ(buffer->getBuffer(), text);
  std::string messages;
  llvm::raw_string_ostream errors(messages);
  EXPECT_FALSE(gateBuffer(*buffer, errors));
  EXPECT_NE(messages.find(":1:28: error: 0-bit integer type 'ui00'"),
            std::string::npos)
      << messages;
}

TEST(InputGate, MlirThreadsOnlyForLargeInputs) {
  mlir::MLIRContext small;
  ASSERT_TRUE(small.isMultithreadingEnabled());
  useThreadsForLargeInputs(small, kThreadedInputBytes - 1);
  EXPECT_FALSE(small.isMultithreadingEnabled());
  mlir::MLIRContext large;
  useThreadsForLargeInputs(large, kThreadedInputBytes);
  EXPECT_TRUE(large.isMultithreadingEnabled());
  // Never turned back on once off (--mlir-disable-threading).
  mlir::MLIRContext off(mlir::MLIRContext::Threading::DISABLED);
  useThreadsForLargeInputs(off, 64 * kThreadedInputBytes);
  EXPECT_FALSE(off.isMultithreadingEnabled());
}
} // namespace
