// Inputs that once crashed the front end (tests/corpus/inputs/: found by scripts/fuzz or by hand).
// Each is read the way the fuzzer reads it: as a .pzl file, a Sokoban level file, tile lines, a
// plan of a tile puzzle and of a Sokoban level, a search configuration, a rules file, a suite file
// and bench results;
// every reader must either succeed or throw InputError. One test per file and reader, so that a
// crash names both (ctest runs each test in its own process).
#include <gtest/gtest.h>

#include <algorithm>
#include <cctype>
#include <filesystem>
#include <fstream>
#include <functional>
#include <map>
#include <memory>
#include <sstream>

#include "cli/lab/bench_report.hpp"
#include "cli/lab/bench_results.hpp"
#include "cli/lab/bench_suite.hpp"
#include "domains/domain_registry.hpp"
#include "domains/environment.hpp"
#include "parser/input_error.hpp"
#include "parser/load.hpp"
#include "planner/plan_validator.hpp"
#include "planner/search/search_configuration.hpp"
#include "planner/selector/rules.hpp"

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

// The problems plans are replayed on, as the fuzzer does (tests/fuzz/parser_fuzzer.cpp): a tile
// puzzle and a Sokoban level of examples/spec-examples.pzl.
Environment& plan_environment(const std::string& problem) {
  static std::map<std::string, std::pair<std::unique_ptr<Task>, std::unique_ptr<Environment>>> made;
  auto& entry = made[problem];
  if (!entry.first) {
    fs::path examples = fs::path(POLYPLAN_SOURCE_DIR) / "examples" / "spec-examples.pzl";
    entry.first =
        std::make_unique<Task>(load_pzl(SourceFile::read(examples.string()), problem, domain_registry()).front());
    entry.second = std::make_unique<Environment>(*entry.first);
  }
  return *entry.second;
}

struct ReaderCase {
  std::string file;
  std::string reader;
};

void PrintTo(const ReaderCase& input, std::ostream* out) { *out << input.file << " read as " << input.reader; }

const std::map<std::string, Reader>& readers() {
  static const std::map<std::string, Reader> all{
      {"pzl", [](const std::string& name,
                 const std::string& text) { load_pzl(SourceFile::from_text(name, text), "", domain_registry()); }},
      {"sokoban",
       [](const std::string& name, const std::string& text) {
         import_sokoban(SourceFile::from_text(name, text), "", LoadOptions{}, domain_registry());
       }},
      {"tiles",
       [](const std::string& name, const std::string& text) {
         import_tiles(SourceFile::from_text(name, text), "", LoadOptions{}, domain_registry());
       }},
      {"tile-plan",
       [](const std::string& name, const std::string& text) {
         validate_plan(plan_environment("eight-14"), *SourceFile::from_text(name, text));
       }},
      {"sokoban-plan",
       [](const std::string& name, const std::string& text) {
         validate_plan(plan_environment("tiny"), *SourceFile::from_text(name, text));
       }},
      {"search", [](const std::string&, const std::string& text) { SearchConfiguration::parse(text, "--search"); }},
      {"rules",
       [](const std::string& name, const std::string& text) { RuleSet::read(SourceFile::from_text(name, text)); }},
      {"suite", [](const std::string& name,
                   const std::string& text) { cli::read_bench_suite(SourceFile::from_text(name, text)); }},
      {"results",
       [](const std::string& name, const std::string& text) {
         cli::bench_markdown(cli::merge_results({cli::parse_results(text, name)}), {"Bench report", "report", ""});
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
  std::replace_if(
      name.begin(), name.end(), [](char c) { return !std::isalnum(static_cast<unsigned char>(c)); }, '_');
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
