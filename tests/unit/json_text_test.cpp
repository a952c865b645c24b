// JSON output never ends in an exception: bytes that are not UTF-8 (from a file name on the
// command line, say) are written as U+FFFD; UTF-8 text is written as it is.
#include <gtest/gtest.h>

#include "cli/json_text.hpp"

namespace polyplan::cli {
namespace {

TEST(JsonText, BytesThatAreNotUtf8AreWrittenAsReplacementCharacters) {
  nlohmann::json row = {{"input", "n\xFF.pzl#1"}};
  EXPECT_EQ(json_text(row), "{\"input\":\"n\xEF\xBF\xBD.pzl#1\"}");
  nlohmann::ordered_json record = {{"piece", "\xC3"}};
  EXPECT_EQ(json_text(record), "{\"piece\":\"\xEF\xBF\xBD\"}");
}

TEST(JsonText, Utf8TextIsWrittenAsItIsAndIndentedOnRequest) {
  nlohmann::json piece = {{"name", "\xC3\xA9\xE2\x86\x92"}};
  EXPECT_EQ(json_text(piece), "{\"name\":\"\xC3\xA9\xE2\x86\x92\"}");
  EXPECT_EQ(json_text(piece, 2), "{\n  \"name\": \"\xC3\xA9\xE2\x86\x92\"\n}");
}

}  // namespace
}  // namespace polyplan::cli
