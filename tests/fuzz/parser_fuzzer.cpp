// libFuzzer target for every text polyplan reads: the same bytes are read as a .pzl file, as a
// Sokoban level file, as sliding-tile instance lines, as a plan (move lines for a tile puzzle,
// LURD or move lines for a Sokoban level), as a search configuration string, as a selector rules
// file, as a bench suite file and as bench results (the rows `report` reads, tabulated as it
// does). Bad input must end in InputError, and what loads must dump to JSON; any other exception,
// a crash, a hang or a sanitizer report is a finding (scripts/fuzz turns it into a regression
// input under tests/corpus/inputs/, which tests/unit/regression_inputs_test.cpp reads the same
// ways).
#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

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

namespace {

template <typename Reader>
void expect_only_input_errors(Reader read) {
  try {
    read();
  } catch (const polyplan::InputError& error) {
    // Formatting quotes the source line and places the caret; that code must survive any input too.
    static_cast<void>(error.format());
  }
}

// What a loaded problem carries into JSON output, dumped strictly (nlohmann's default throws on
// bytes that are not UTF-8): the readers must have refused such bytes (docs/language.md, "Text").
void expect_json_safe(const std::vector<polyplan::Problem>& problems) {
  nlohmann::json names = nlohmann::json::array();
  for (const polyplan::Problem& problem : problems) {
    names.push_back(problem.name);
    for (const polyplan::Piece& piece : problem.pieces) names.push_back(piece.name);
  }
  static_cast<void>(names.dump());
}

// A problem of each kind of plan: tiles (move lines) and Sokoban (LURD, or move lines).
polyplan::Environment& environment_of(const char* text) {
  using namespace polyplan;
  auto* task = new Task(load_pzl(SourceFile::from_text("plan-task.pzl", text), "", domain_registry()).front());
  return *new Environment(*task);
}

// examples/spec-examples.pzl#eight-14 and #tiny, as tests/unit/regression_inputs_test.cpp reads them.
constexpr const char* kTiles = R"((define (problem eight-14) (:domain sliding-tiles)
  (:board """
     351
     7.6
     482
     """)
  (:goal (board """
     .12
     345
     678
     """))))";

constexpr const char* kSokoban = R"((define (problem tiny) (:domain sokoban) (:legend :preset xsb)
  (:board """
     ####
     # .#
     #  ###
     #*@  #
     #  $ #
     #  ###
     ####
     """)
  (:goal (all box on goal))))";

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace polyplan;
  const std::string text(reinterpret_cast<const char*>(data), size);
  const DomainLibrary& domains = domain_registry();
  const LoadOptions options;
  static Environment& tiles = environment_of(kTiles);
  static Environment& sokoban = environment_of(kSokoban);
  expect_only_input_errors([&] { expect_json_safe(load_pzl(SourceFile::from_text("fuzz.pzl", text), "", domains)); });
  expect_only_input_errors(
      [&] { expect_json_safe(import_sokoban(SourceFile::from_text("fuzz.xsb", text), "", options, domains)); });
  expect_only_input_errors(
      [&] { expect_json_safe(import_tiles(SourceFile::from_text("fuzz.txt", text), "", options, domains)); });
  expect_only_input_errors([&] { validate_plan(tiles, *SourceFile::from_text("fuzz.plan", text)); });
  expect_only_input_errors([&] { validate_plan(sokoban, *SourceFile::from_text("fuzz.lurd", text)); });
  expect_only_input_errors([&] { SearchConfiguration::parse(text, "--search"); });
  expect_only_input_errors([&] { RuleSet::read(SourceFile::from_text("fuzz.rules", text)); });
  expect_only_input_errors([&] { cli::read_bench_suite(SourceFile::from_text("fuzz.suite", text)); });
  expect_only_input_errors([&] {
    std::vector<nlohmann::json> rows = cli::parse_results(text, "fuzz.jsonl");
    static_cast<void>(
        cli::bench_markdown(cli::merge_results({rows}), {"Bench report", "polyplan report fuzz.jsonl", ""}));
  });
  return 0;
}
