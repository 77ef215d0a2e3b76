//===- LargeHexTest.cpp - the large hex literal decoder and finder --------===//

#include "api/LargeHexLiterals.h"

#include "gtest/gtest.h"

#include <cctype>
#include <cstdlib>
#include <random>
#include <string>

using namespace mlir::shlo;

namespace {
/// The bytes of `digits` by strtoul, two digits at a time.
std::string referenceDecode(const std::string &digits) {
  std::string out;
  for (size_t i = 0; i + 1 < digits.size(); i += 2) {
    char pair[3] = {digits[i], digits[i + 1], 0};
    out.push_back(char(std::strtoul(pair, nullptr, 16)));
  }
  return out;
}

TEST(LargeHexTest, DecodesEveryLengthAndCaseLikeStrtoul) {
  std::mt19937 rng(18);
  const char *hex = "0123456789abcdefABCDEF";
  for (size_t size = 0; size < 300; ++size) {
    std::string digits;
    for (size_t i = 0; i < 2 * size; ++i)
      digits.push_back(hex[rng() % 22]);
    std::string out(size, '\0');
    ASSERT_TRUE(decodeHexDigits(digits.data(), size, out.data())) << size;
    EXPECT_EQ(out, referenceDecode(digits)) << size;
  }
}

TEST(LargeHexTest, RefusesEveryCharacterThatIsNotAHexDigit) {
  for (int c = 0; c < 256; ++c) {
    for (size_t at : {0, 1, 31, 32, 63, 64, 127, 200, 255}) {
      std::string digits(256, '7');
      digits[at] = char(c);
      std::string out(128, '\0');
      EXPECT_EQ(decodeHexDigits(digits.data(), 128, out.data()),
                bool(std::isxdigit(c)))
          << "character " << c << " at " << at;
    }
  }
}

TEST(LargeHexTest, MapsColumnsBackAroundReplacements) {
  ColumnMap map;
  // Line 3: columns 10-29 became 5 columns, then 40-59 became 5.
  map.addReplacement(3, 10, 20, 5);
  map.addReplacement(3, 40, 20, 5);
  EXPECT_EQ(map.map(3, 9), 9u);
  EXPECT_EQ(map.map(3, 10), 10u);
  EXPECT_EQ(map.map(3, 12), 12u); // inside: the same offset into the span
  EXPECT_EQ(map.map(3, 15), 30u);
  EXPECT_EQ(map.map(3, 24), 39u);
  EXPECT_EQ(map.map(3, 25), 40u);
  EXPECT_EQ(map.map(3, 30), 60u);
  EXPECT_EQ(map.map(3, 31), 61u);
  EXPECT_EQ(map.map(2, 31), 31u);
  EXPECT_EQ(map.map(4, 31), 31u);
  EXPECT_TRUE(map.moves(3));
  EXPECT_FALSE(map.moves(4));
}

/// The literals findLargeHexLiterals finds in `text` (4 digits suffice).
std::vector<LargeHexLiteral> find(const std::string &text) {
  return findLargeHexLiterals(text, "prog.mlir", 4).literals;
}

TEST(LargeHexTest, FindsOnlyThePrettyConstantWithAMatchingType) {
  auto found = find("%c = stablehlo.constant dense<\"0x0100000002000000\"> : "
                    "tensor<2xi32>\n");
  ASSERT_EQ(found.size(), 1u);
  EXPECT_EQ(found[0].begin, 24u);
  EXPECT_EQ(found[0].bytes, 8u);
  EXPECT_EQ(found[0].elementBytes, 4u);
  EXPECT_EQ(found[0].line, 1u);
  EXPECT_EQ(found[0].column, 25u);
  EXPECT_EQ(find("\n\n  %c = stablehlo.constant\tdense<\"0x0100\"> "
                 ":tensor<1x1xcomplex<f32>>")
                .size(),
            0u); // 2 bytes for an 8-byte element
  EXPECT_EQ(find("\n\n  %c = stablehlo.constant\tdense<\"0x0100000002000000\"> "
                 ":tensor<1x1xcomplex<f32>>")[0]
                .line,
            3u);
  for (const char *text : {
           // odd digit count, wrong size, i1, a quantized type, index
           "%c = stablehlo.constant dense<\"0x010000000\"> : tensor<2xi16>",
           "%c = stablehlo.constant dense<\"0x01000000\"> : tensor<2xi32>",
           "%c = stablehlo.constant dense<\"0x0100\"> : tensor<16xi1>",
           "%c = stablehlo.constant dense<\"0x0100\"> : "
           "tensor<2x!quant.uniform<i8:f32, 1.0>>",
           "%c = stablehlo.constant dense<\"0x0100000002000000\"> : "
           "tensor<1xindex>",
           // dynamic shape, leading zero, no type, attribute dictionary
           "%c = stablehlo.constant dense<\"0x01000200\"> : tensor<?xi16>",
           "%c = stablehlo.constant dense<\"0x01000200\"> : tensor<02xi16>",
           "%c = stablehlo.constant dense<\"0x01000200\">",
           "%c = stablehlo.constant {a} dense<\"0x01000200\"> : tensor<2xi16>",
           // another op, inside a comment, inside a string
           "%c = stablehlo.other dense<\"0x01000200\"> : tensor<2xi16>",
           "// %c = stablehlo.constant dense<\"0x01000200\"> : tensor<2xi16>",
           "\"%c = stablehlo.constant dense<\"0x01000200\"> : tensor<2xi16>",
       })
    EXPECT_EQ(find(text).size(), 0u) << text;
}

TEST(LargeHexTest, NoticesAStringSpellingTheBuffersName) {
  std::string constant =
      "%c = stablehlo.constant dense<\"0x01000200\"> : tensor<2xi16>";
  EXPECT_FALSE(findLargeHexLiterals(constant, "prog.mlir", 4).namesItself);
  EXPECT_TRUE(
      findLargeHexLiterals(constant + " loc(\"prog.mlir\":1:2)", "prog.mlir", 4)
          .namesItself);
  EXPECT_TRUE(findLargeHexLiterals(constant + " loc(\"prog\\2Emlir\":1:2)",
                                   "prog.mlir", 4)
                  .namesItself);
}
} // namespace
