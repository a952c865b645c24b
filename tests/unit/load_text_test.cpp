// Every input is read as UTF-8 text without control characters other than tab and line breaks
// (docs/language.md, "Text"): the check lives in SourceFile, so each reader refuses such bytes at
// their place, and a file of no bytes is refused as empty except where it is a plan.
#include <gtest/gtest.h>

#include <unistd.h>

#include <filesystem>
#include <fstream>

#include "domains/domain_registry.hpp"
#include "parser/input_error.hpp"
#include "parser/load.hpp"
#include "tests/support/error_headlines.hpp"

namespace polyplan {
namespace {

namespace fs = std::filesystem;
using namespace std::string_literals;
using test_support::error_headlines;

class LoadText : public ::testing::Test {
 protected:
  void SetUp() override {
    folder_ = fs::temp_directory_path() / ("polyplan-load-text-" + std::to_string(::getpid()));
    fs::create_directories(folder_);
  }
  void TearDown() override { fs::remove_all(folder_); }

  std::string write(const std::string& name, const std::string& text) {
    fs::path path = folder_ / name;
    fs::create_directories(path.parent_path());
    std::ofstream(path, std::ios::binary) << text;
    return path.string();
  }
  // The whole message the user sees for `spec`, as the CLI prints it.
  std::string diagnostics_of(const std::string& spec) {
    try {
      load_input(spec, {}, domain_registry());
    } catch (const InputError& error) {
      return error.format();
    }
    return "no error";
  }
  static std::string headline_of_text(const std::string& text) {
    std::vector<std::string> headlines = error_headlines([&] { SourceFile::from_text("t.txt", text); });
    return headlines.empty() ? "no error" : headlines.front();
  }

  fs::path folder_;
};

TEST_F(LoadText, ByteThatIsNotUtf8InASokobanLevelFileIsRefusedAtItsPlace) {
  // A collection saved as Latin-1: the title's é is the one byte 0xE9.
  std::string path = write("latin.xsb", "; Lev\xE9l 1\n#####\n#@$.#\n#####\n");
  EXPECT_EQ(diagnostics_of(path), path +
                                      ":1:6: error: the byte 0xE9 is not UTF-8 text\n"
                                      "; Lev\xEF\xBF\xBDl 1\n"
                                      "     ^\n");
}

TEST_F(LoadText, NulByteInATileLineIsRefusedAtItsPlace) {
  std::string path = write("eight.txt", "first 1 2 3 4 5 6 7 8 0\nsecond 0 1 2\0 3 4 5 6 7 8\n"s);
  EXPECT_EQ(diagnostics_of(path), path +
                                      ":2:13: error: a NUL byte (0x00) is not allowed in text\n"
                                      "second 0 1 2\xE2\x90\x80 3 4 5 6 7 8\n"
                                      "            ^\n");
}

TEST_F(LoadText, ByteThatIsNotUtf8InAFlyingBlockFrameIsRefusedAtItsPlace) {
  write("fbp/frame.txt", "1 0\r\n\xFF 1");
  write("fbp/goal.txt", "1 0\r\n0 0");
  EXPECT_EQ(error_headlines([&] { load_input((folder_ / "fbp").string(), {}, domain_registry()); }),
            std::vector<std::string>{(folder_ / "fbp" / "frame.txt").string() +
                                     ":2:1: error: the byte 0xFF is not UTF-8 text"});
}

TEST_F(LoadText, EveryMalformedSequenceIsNamedWithItsBytes) {
  EXPECT_EQ(headline_of_text("ok\n\x80"), "t.txt:2:1: error: the byte 0x80 is not UTF-8 text");
  EXPECT_EQ(headline_of_text("\xC0\xAF"), "t.txt:1:1: error: the bytes 0xC0 0xAF are not UTF-8 text");  // overlong '/'
  EXPECT_EQ(headline_of_text("a\xED\xA0\x80"), "t.txt:1:2: error: the bytes 0xED 0xA0 0x80 are not UTF-8 text");
  EXPECT_EQ(headline_of_text("\xF4\x90\x80\x80"),
            "t.txt:1:1: error: the bytes 0xF4 0x90 0x80 0x80 are not UTF-8 text");  // above U+10FFFF
  EXPECT_EQ(headline_of_text("\xE2\x86(x)"), "t.txt:1:1: error: the bytes 0xE2 0x86 are not UTF-8 text");
  EXPECT_EQ(headline_of_text("x \xE2\x86"), "t.txt:1:3: error: the bytes 0xE2 0x86 are not UTF-8 text");
  // A run of continuation bytes is named four at a time, as the longest character is.
  EXPECT_EQ(headline_of_text("\xF8\x88\x80\x80\x80"),
            "t.txt:1:1: error: the bytes 0xF8 0x88 0x80 0x80 are not UTF-8 text");
}

TEST_F(LoadText, ControlCharactersOtherThanTabAndLineBreaksAreRefused) {
  EXPECT_EQ(headline_of_text("12\n3\x7F"),
            "t.txt:2:2: error: the control character U+007F is not allowed in text (only tab, line feed and "
            "carriage return are)");
  EXPECT_EQ(headline_of_text("\xC2\x85"),
            "t.txt:1:1: error: the control character U+0085 is not allowed in text (only tab, line feed and "
            "carriage return are)");
  EXPECT_EQ(headline_of_text("(a)\f(b)"),
            "t.txt:1:4: error: the control character U+000C is not allowed in text (only tab, line feed and "
            "carriage return are)");
}

TEST_F(LoadText, TabsLineBreaksAndMultiByteCharactersAreText) {
  std::string text = "\t\xC3\xA9\r\n\xE2\x86\x92\r\xE6\x97\xA5\xE6\x9C\xAC \xF0\x9F\x98\x80\xC2\xA0\n";
  SourcePtr source = SourceFile::from_text("t.txt", text);
  EXPECT_EQ(source->text(), text);
  EXPECT_EQ(source->position(text.find("\xF0")), (Position{static_cast<std::uint32_t>(text.find("\xF0")), 3, 4}));
}

TEST_F(LoadText, MultiByteGlyphsAreOnePieceEach) {
  std::string path = write("glyphs.pzl",
                           "(define (problem glyphs) (:domain sliding-block)\n"
                           "  (:board \"\"\"\n     \xC3\xA9\xE2\x86\x92.\n     \xC3\xA9..\n     \"\"\")\n"
                           "  (:goal (at \"\xE2\x86\x92\" (1 2))))\n");
  std::vector<Problem> problems = load_input(path, {}, domain_registry());
  ASSERT_EQ(problems.size(), 1u);
  std::vector<std::string> names;
  for (const Piece& piece : problems[0].pieces) names.push_back(piece.name);
  EXPECT_EQ(names, (std::vector<std::string>{"\xC3\xA9", "\xE2\x86\x92"}));
}

TEST_F(LoadText, FileOfNoBytesIsRefusedAsEmptyUnlessItIsAPlan) {
  for (const char* name : {"empty.pzl", "empty.xsb", "empty.txt"}) {
    std::string path = write(name, "");
    EXPECT_EQ(error_headlines([&] { load_input(path, {}, domain_registry()); }),
              std::vector<std::string>{path + ": error: the file is empty"});
  }
  write("fbp/frame.txt", "1 0\r\n0 1");
  write("fbp/goal.txt", "");
  EXPECT_EQ(error_headlines([&] { load_input((folder_ / "fbp").string(), {}, domain_registry()); }),
            std::vector<std::string>{(folder_ / "fbp" / "goal.txt").string() + ": error: the file is empty"});
  std::string plan = write("empty.plan", "");
  EXPECT_EQ(SourceFile::read(plan, SourceFile::EmptyFile::Allowed)->text(), "");
}

}  // namespace
}  // namespace polyplan
