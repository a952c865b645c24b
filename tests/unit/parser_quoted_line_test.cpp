// What a diagnostic quotes of its line: the line, or at most kQuotedLineWidth characters around the
// caret with "…" where it goes on, every character visible so that the caret stays under it.
#include <gtest/gtest.h>

#include "domains/domain_registry.hpp"
#include "parser/input_error.hpp"
#include "parser/load.hpp"
#include "parser/source/quoted_line.hpp"

namespace polyplan {
namespace {

using namespace std::string_view_literals;

constexpr std::string_view kEllipsis = "\xE2\x80\xA6";

// "0123456789" repeated: column c holds the digit (c - 1) % 10.
std::string digits(std::size_t length) {
  std::string text;
  for (std::size_t i = 0; i < length; ++i) text += static_cast<char>('0' + i % 10);
  return text;
}

TEST(ParserQuotedLine, ShortLineIsQuotedWhole) {
  QuotedLine quoted = quote_line("(:goal (at 1 (0 0)))", 8);
  EXPECT_EQ(quoted.text, "(:goal (at 1 (0 0)))");
  EXPECT_EQ(quoted.caret, "       ^");
}

TEST(ParserQuotedLine, LineOfExactlyTheWidthIsQuotedWhole) {
  QuotedLine quoted = quote_line(digits(kQuotedLineWidth), kQuotedLineWidth);
  EXPECT_EQ(quoted.text, digits(kQuotedLineWidth));
  EXPECT_EQ(quoted.caret, std::string(kQuotedLineWidth - 1, ' ') + "^");
}

TEST(ParserQuotedLine, LongLineIsCutAroundTheCaret) {
  std::string line = digits(300);
  QuotedLine quoted = quote_line(line, 150);
  // Columns 90 to 209: sixty before the caret.
  EXPECT_EQ(quoted.text, std::string(kEllipsis) + line.substr(89, 120) + std::string(kEllipsis));
  EXPECT_EQ(quoted.caret, std::string(61, ' ') + "^");
}

TEST(ParserQuotedLine, CaretNearEitherEndKeepsThatEnd) {
  std::string line = digits(300);
  QuotedLine start = quote_line(line, 5);
  EXPECT_EQ(start.text, line.substr(0, 120) + std::string(kEllipsis));
  EXPECT_EQ(start.caret, "    ^");
  // One past the last character, where a message about what is missing at the end points.
  QuotedLine end = quote_line(line, 301);
  EXPECT_EQ(end.text, std::string(kEllipsis) + line.substr(181));
  EXPECT_EQ(end.caret, std::string(120, ' ') + "^");
}

TEST(ParserQuotedLine, ControlCharactersAndBytesThatAreNotUtf8ShowAsOneVisibleCharacterEach) {
  QuotedLine quoted = quote_line(
      "a\tb\x00"
      "c\xFF\xE2\x86\x92\x1B"
      "d"sv,
      9);
  EXPECT_EQ(quoted.text,
            "a\tb\xE2\x90\x80"
            "c\xEF\xBF\xBD\xE2\x86\x92\xE2\x90\x9B"
            "d");
  EXPECT_EQ(quoted.caret, " \t      ^");
}

TEST(ParserQuotedLine, ListsNestedTooDeepOnAMegabyteLineQuoteAWindowOfIt) {
  std::string line = std::string(300, '(');
  for (int i = 0; i < 600000; ++i) line += "x ";
  line += std::string(300, ')');
  try {
    load_pzl(SourceFile::from_text("deep.pzl", "; deep\n" + line + "\n"), "", domain_registry());
    FAIL() << "expected an InputError";
  } catch (const InputError& error) {
    EXPECT_EQ(error.format(), "deep.pzl:2:257: error: lists are nested more than 256 deep\n" + std::string(kEllipsis) +
                                  std::string(104, '(') + "x x x x x x x x " + std::string(kEllipsis) + "\n" +
                                  std::string(61, ' ') + "^\n");
  }
}

}  // namespace
}  // namespace polyplan
