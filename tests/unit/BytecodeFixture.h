//===- BytecodeFixture.h - write, read and search MLIR bytecode -*- C++ -*-===//
//
// The bytecode tests' fixture (vhlo and sdy): a context with every dialect
// of the project, a module's text, its bytecode in a given format version,
// the module read back from bytes, and a search for entry bytes in the
// output (kAnyByte stands for a byte that depends on the module, such as an
// index into the attribute or string table).
//
//===----------------------------------------------------------------------===//

#ifndef SHLO_TESTS_UNIT_BYTECODEFIXTURE_H
#define SHLO_TESTS_UNIT_BYTECODEFIXTURE_H

#include "dialect/Register.h"

#include "mlir/Bytecode/BytecodeReader.h"
#include "mlir/Bytecode/BytecodeWriter.h"
#include "mlir/IR/Block.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/IR/Operation.h"
#include "llvm/Support/MemoryBufferRef.h"
#include "llvm/Support/raw_ostream.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

namespace mlir {
namespace shlo {

/// A byte of an entry that matches anything.
constexpr int kAnyByte = -1;

class BytecodeFixture : public ::testing::Test {
protected:
  explicit BytecodeFixture(std::string producer)
      : producer(std::move(producer)) {
    DialectRegistry registry;
    registerAllDialects(registry);
    context.appendDialectRegistry(registry);
    context.loadAllAvailableDialects();
  }

  static std::string print(Operation *op) {
    std::string text;
    llvm::raw_string_ostream os(text);
    op->print(os);
    return text;
  }

  /// `op` as bytecode of format `version` (the formats StableHLO releases
  /// write are listed in docs/vhlo.md).
  std::string write(Operation *op, int64_t version) {
    std::string bytes;
    llvm::raw_string_ostream os(bytes);
    BytecodeWriterConfig config(producer);
    config.setDesiredBytecodeVersion(version);
    EXPECT_TRUE(succeeded(writeBytecodeToFile(op, os, config)));
    return bytes;
  }

  /// Reads `bytes` into `block`.
  LogicalResult read(const std::string &bytes, Block &block) {
    ParserConfig config(&context);
    return readBytecodeFile(llvm::MemoryBufferRef(bytes, "test"), &block,
                            config);
  }

  /// Writes `module` in each bytecode format StableHLO releases write
  /// (docs/vhlo.md), reads each back and expects the text of `module`;
  /// returns the bytes of each format.
  std::vector<std::string> expectRoundTrips(Operation *module) {
    std::vector<std::string> written;
    std::string expected = print(module);
    for (int64_t version : {0, 1, 3, 4, 6}) {
      std::string bytes = write(module, version);
      Block block;
      EXPECT_TRUE(succeeded(read(bytes, block)))
          << "bytecode version " << version;
      EXPECT_FALSE(block.empty()) << "bytecode version " << version;
      if (!block.empty()) {
        EXPECT_EQ(print(&block.front()) + "\n", expected)
            << "bytecode version " << version;
      }
      written.push_back(std::move(bytes));
    }
    return written;
  }

  /// Whether `pattern` (bytes, kAnyByte for any byte) occurs in `bytes`.
  static bool contains(const std::string &bytes, std::vector<int> pattern) {
    for (size_t start = 0; start + pattern.size() <= bytes.size(); ++start) {
      bool match = true;
      for (size_t i = 0; i < pattern.size() && match; ++i)
        match = pattern[i] == kAnyByte ||
                static_cast<unsigned char>(bytes[start + i]) == pattern[i];
      if (match)
        return true;
    }
    return false;
  }

  MLIRContext context;

private:
  std::string producer;
};

} // namespace shlo
} // namespace mlir

#endif // SHLO_TESTS_UNIT_BYTECODEFIXTURE_H
