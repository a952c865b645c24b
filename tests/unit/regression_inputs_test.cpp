// Inputs that once crashed the front end (tests/corpus/inputs/: found by scripts/fuzz or by hand).
// Each is read the way the fuzzer reads it, as a .pzl file, a Sokoban level file and tile lines;
// every reader must either succeed or throw InputError. One test per file and reader, so that a
// crash names both (ctest runs each test in its own process).
#include <gtest/gtest.h>

#include <algorithm>
#include <cctype>
#include <filesystem>
#include <fstream>
#include <functional>
#include <map>
#include <sstream>

#include "domains/domain_registry.hpp"
#include "parser/load.hpp"
#include "parser/input_error.hpp"

namespace polyplan {
namespace {

namespace fs = std::filesystem;

fs::path inputs_dir() { return fs::path(POLYPLAN_SOURCE_DIR) / "tests" / "corpus" / "inputs"; }

std::string read_text(const fs::path& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

using Reader = std::function<void(const std::string& name, const std::string& text)>;

struct ReaderCase {
  std::string file;
  std::string reader;
};

void PrintTo(const ReaderCase& input, std::ostream* out) { *out << input.file << " read as " << input.reader; }

const std::map<std::string, Reader>& readers() {
  static const std::map<std::string, Reader> all{
      {"pzl", [](const std::string& name, const std::string& text) {
         load_pzl(SourceFile::from_text(name, text), "", domain_registry());
       }},
      {"sokoban", [](const std::string& name, const std::string& text) {
         import_sokoban(SourceFile::from_text(name, text), "", LoadOptions{}, domain_registry());
       }},
      {"tiles", [](const std::string& name, const std::string& text) {
         import_tiles(SourceFile::from_text(name, text), "", LoadOptions{}, domain_registry());
       }},
  };
  return all;
}

std::vector<ReaderCase> cases() {
  std::vector<std::string> files;
  if (fs::is_directory(inputs_dir()))
    for (const auto& entry : fs::directory_iterator(inputs_dir()))
      if (entry.is_regular_file()) files.push_back(entry.path().filename().string());
  std::sort(files.begin(), files.end());
  std::vector<ReaderCase> all;
  for (const std::string& file : files)
    for (const auto& [reader, read] : readers()) all.push_back(ReaderCase{file, reader});
  return all;
}

std::string test_name(const testing::TestParamInfo<ReaderCase>& info) {
  std::string name = info.param.file + "_as_" + info.param.reader;
  std::replace_if(name.begin(), name.end(), [](char c) { return !std::isalnum(static_cast<unsigned char>(c)); }, '_');
  return name;
}

class RegressionInputs : public testing::TestWithParam<ReaderCase> {};

TEST_P(RegressionInputs, SucceedsOrThrowsInputError) {
  const ReaderCase& input = GetParam();
  const std::string text = read_text(inputs_dir() / input.file);
  try {
    readers().at(input.reader)(input.file, text);
  } catch (const InputError& error) {
    // Formatting the diagnostics quotes source lines; it must cope with any input too.
    EXPECT_FALSE(error.format().empty());
  } catch (const std::exception& error) {
    FAIL() << input.file << " read as " << input.reader << ": an exception other than InputError: " << error.what();
  } catch (...) {
    FAIL() << input.file << " read as " << input.reader << ": an exception that is not a std::exception";
  }
}

INSTANTIATE_TEST_SUITE_P(Corpus, RegressionInputs, testing::ValuesIn(cases()), test_name);
// The folder may be empty between findings.
GTEST_ALLOW_UNINSTANTIATED_PARAMETERIZED_TEST(RegressionInputs);

}  // namespace
}  // namespace polyplan
