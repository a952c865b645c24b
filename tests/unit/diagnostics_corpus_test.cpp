// The diagnostic corpus (tests/corpus/diagnostics/): every NAME.pzl holds one mistake and
// NAME.expected the exact stderr of `polyplan check NAME.pzl` run in that folder. The file is read
// under its bare name so that messages match what a user sees there.
// A case with a NAME.pending note documents a message known to be wrong: its .expected holds the
// message it should print, and the test is skipped until the front end prints it.
#include <gtest/gtest.h>

#include <algorithm>
#include <cctype>
#include <filesystem>
#include <fstream>
#include <set>
#include <sstream>

#include "domains/domain_registry.hpp"
#include "parser/input_error.hpp"
#include "parser/load.hpp"

namespace polyplan {
namespace {

namespace fs = std::filesystem;

fs::path corpus_dir() { return fs::path(POLYPLAN_SOURCE_DIR) / "tests" / "corpus" / "diagnostics"; }

std::string read_text(const fs::path& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

std::set<std::string> stems_with_extension(const std::string& extension) {
  std::set<std::string> stems;
  for (const auto& entry : fs::directory_iterator(corpus_dir()))
    if (entry.is_regular_file() && entry.path().extension() == extension) stems.insert(entry.path().stem().string());
  return stems;
}

std::vector<std::string> case_names() {
  std::set<std::string> stems = stems_with_extension(".pzl");
  return {stems.begin(), stems.end()};
}

// gtest names allow only letters, digits and '_'.
std::string test_name(const testing::TestParamInfo<std::string>& info) {
  std::string name = info.param;
  std::replace_if(
      name.begin(), name.end(), [](char c) { return !std::isalnum(static_cast<unsigned char>(c)); }, '_');
  return name;
}

std::string diagnostics_of(const std::string& name) {
  try {
    // Inside the try: bytes that are not text are refused as the source is made.
    auto source = SourceFile::from_text(name + ".pzl", read_text(corpus_dir() / (name + ".pzl")));
    load_pzl(source, "", domain_registry());
  } catch (const InputError& error) {
    return error.format();
  }
  return "<no InputError: the file loaded without a diagnostic>\n";
}

class DiagnosticsCorpus : public testing::TestWithParam<std::string> {};

TEST_P(DiagnosticsCorpus, PrintsExactlyTheExpectedDiagnostics) {
  const std::string& name = GetParam();
  const fs::path expected_path = corpus_dir() / (name + ".expected");
  ASSERT_TRUE(fs::exists(expected_path)) << name << ".pzl has no " << name << ".expected";
  const std::string expected = read_text(expected_path);
  const std::string actual = diagnostics_of(name);
  const fs::path pending_path = corpus_dir() / (name + ".pending");
  if (fs::exists(pending_path)) {
    ASSERT_NE(actual, expected) << name << ".pzl now prints its expected message: delete " << name
                                << ".pending and its entry in README.md";
    GTEST_SKIP() << "known wrong message (" << name << ".pending): " << read_text(pending_path) << "prints:\n"
                 << actual;
  }
  EXPECT_EQ(actual, expected) << "in " << corpus_dir().string() << "/" << name << ".pzl";
}

INSTANTIATE_TEST_SUITE_P(Corpus, DiagnosticsCorpus, testing::ValuesIn(case_names()), test_name);

TEST(DiagnosticsCorpusFiles, EveryInputHasAnExpectedOutputAndEveryNoteAnInput) {
  std::set<std::string> inputs = stems_with_extension(".pzl");
  EXPECT_GE(inputs.size(), 30u);
  for (const char* extension : {".expected", ".pending"})
    for (const std::string& stem : stems_with_extension(extension))
      EXPECT_TRUE(inputs.count(stem)) << stem << extension << " has no " << stem << ".pzl";
  for (const std::string& stem : inputs)
    EXPECT_TRUE(fs::exists(corpus_dir() / (stem + ".expected"))) << stem << ".pzl has no " << stem << ".expected";
}

}  // namespace
}  // namespace polyplan
