//===- ApiLayerTest.cpp - the API layer of the tools (api/Api.h) ---------===//

#include "api/Api.h"

#include "mlir/AsmParser/AsmParser.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"
#include "gtest/gtest.h"

using namespace mlir;
using namespace mlir::shlo;

namespace {

class ApiLayerTest : public ::testing::Test {
protected:
  ApiLayerTest() : context(MLIRContext::Threading::DISABLED) {
    registerApiDialects(context);
    handler.emplace(&context, [this](Diagnostic &diag) {
      messages.push_back(diag.str());
      return success();
    });
  }

  OwningOpRef<ModuleOp> parse(StringRef text) {
    return parseSourceString<ModuleOp>(text, &context);
  }

  ShapedType type(StringRef text) {
    return cast<ShapedType>(parseType(text, &context));
  }

  MLIRContext context;
  std::vector<std::string> messages;
  std::optional<ScopedDiagnosticHandler> handler;
};

TEST_F(ApiLayerTest, DynamicDimensionsTakeTheArraysSizes) {
  EXPECT_EQ(bindShape(type("tensor<?x4xf32>"), {3, 4}),
            type("tensor<3x4xf32>"));
  EXPECT_EQ(bindShape(type("tensor<?x?xi8>"), {0, 7}),
            type("tensor<0x7xi8>"));
  // A static dimension that differs, or another rank: unchanged, for the
  // shape check to name.
  EXPECT_EQ(bindShape(type("tensor<?x5xf32>"), {3, 4}),
            type("tensor<?x5xf32>"));
  EXPECT_EQ(bindShape(type("tensor<?xf32>"), {3, 4}), type("tensor<?xf32>"));
  EXPECT_EQ(bindShape(type("tensor<2xf32>"), {2}), type("tensor<2xf32>"));
}

TEST_F(ApiLayerTest, EntriesEachFunctionOnlyWhenAllPublicTakeNoArguments) {
  OwningOpRef<ModuleOp> tests = parse(R"mlir(
    func.func @b() { func.return }
    func.func private @helper(%x: tensor<i32>) { func.return }
    func.func @a() { func.return })mlir");
  ASSERT_TRUE(tests);
  FailureOr<EntrySelection> each = selectEntries(*tests, "", "--entry");
  ASSERT_TRUE(succeeded(each));
  EXPECT_TRUE(each->eachFunction);
  ASSERT_EQ(each->functions.size(), 2u);
  EXPECT_EQ(each->functions[0].getName(), "b"); // module order
  EXPECT_EQ(each->functions[1].getName(), "a");

  FailureOr<EntrySelection> one = selectEntries(*tests, "helper", "--entry");
  ASSERT_TRUE(succeeded(one));
  EXPECT_FALSE(one->eachFunction);
  EXPECT_EQ(one->functions[0].getName(), "helper");

  OwningOpRef<ModuleOp> mixed = parse(R"mlir(
    func.func @a() { func.return }
    func.func @b(%x: tensor<i32>) { func.return })mlir");
  ASSERT_TRUE(mixed);
  EXPECT_TRUE(failed(selectEntries(*mixed, "", "--entry=<name>")));
  ASSERT_FALSE(messages.empty());
  EXPECT_NE(messages.back().find("choose one with --entry=<name>"),
            std::string::npos);
}

TEST_F(ApiLayerTest, MalformedBytecodeIsRefusedBeforeMlirReadsIt) {
  // Magic, version 6, producer, then a string section (id 0) whose length
  // says 100 bytes where 2 follow.
  std::string bytes("ML\xefR\x0d" "p\0" "\x00\xc9" "ab", 11);
  auto buffer = llvm::MemoryBuffer::getMemBuffer(bytes, "cut.mlirbc", false);
  EXPECT_TRUE(isBytecode(buffer->getBuffer()));
  EXPECT_TRUE(failed(checkBytecode(*buffer, &context)));
  ASSERT_EQ(messages.size(), 1u);
  EXPECT_EQ(messages[0], "malformed MLIR bytecode: section 0 at byte 7 runs "
                         "past the end of the file");
  // A section id beyond the last one MLIR defines.
  messages.clear();
  std::string unknown("ML\xefR\x0d" "p\0" "\x0c\x01", 9);
  auto second =
      llvm::MemoryBuffer::getMemBuffer(unknown, "id.mlirbc", false);
  EXPECT_TRUE(failed(checkBytecode(*second, &context)));
  ASSERT_EQ(messages.size(), 1u);
  EXPECT_EQ(messages[0], "malformed MLIR bytecode: unknown section id 12 at "
                         "byte 7");
}

} // namespace
