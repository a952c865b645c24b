// The selector's built-in rules reproduce the Flying Block paper's class assignment on the
// published benchmark, and rules files are read, applied and rejected as documented.
#include <gtest/gtest.h>
#include <unistd.h>

#include <algorithm>
#include <cctype>
#include <filesystem>
#include <fstream>
#include <map>
#include <sstream>
#include <string>
#include <vector>

#include "domains/domain_registry.hpp"
#include "parser/load.hpp"
#include "planner/selector/features.hpp"
#include "planner/selector/rules.hpp"
#include "tests/support/error_headlines.hpp"
#include "tests/support/shared_data.hpp"

namespace polyplan {
namespace {

using test_support::error_headlines;

const std::string kData = POLYPLAN_SHARED_DATA_DIR;

// One row of the benchmark's index (tab-separated, one header line):
// id paper_class folder height vacant_k target_id target_shape pieces source_path.
struct IndexRow {
  std::string paper_class;
  std::string vacant_k;
  std::string target_shape;  // I2, H2 (a lying domino), I3, L3 or comb(body=...,H=5,teeth=1,free=4)
};

std::map<std::string, IndexRow> read_index(const std::string& index_path) {
  std::ifstream index(index_path);
  std::map<std::string, IndexRow> rows;
  std::string line;
  std::getline(index, line);
  EXPECT_EQ(line.substr(0, line.find("\ttarget_shape")), "id\tpaper_class\tfolder\theight\tvacant_k\ttarget_id")
      << "the index's columns changed";
  while (std::getline(index, line)) {
    if (!line.empty() && line.back() == '\r') line.pop_back();
    if (line.empty()) continue;
    std::vector<std::string> fields;
    std::istringstream stream(line);
    for (std::string field; std::getline(stream, field, '\t');) fields.push_back(field);
    EXPECT_GE(fields.size(), 7u) << line;
    if (fields.size() < 7) continue;
    rows[fields[0]] = IndexRow{fields[1], fields[4], fields[6]};
  }
  return rows;
}

// The selector's shape features as the index spells the target: I and H (a domino lying down)
// are both the paper's I shape; a comb's free spaces are its `free=` field.
std::string shape_in_feature_terms(const std::string& target_shape) {
  if (target_shape.rfind("comb(", 0) == 0) {
    std::size_t free = target_shape.find("free=") + 5;
    return "shape=comb s=" + target_shape.substr(free, target_shape.find_first_of(",)", free) - free);
  }
  std::string letter = target_shape.substr(0, 1) == "H" ? "I" : target_shape.substr(0, 1);
  return "shape=" + letter + " n=" + target_shape.substr(1);
}

std::string lower(std::string text) {
  std::transform(text.begin(), text.end(), text.begin(),
                 [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
  return text;
}

std::string describe(const Features& features) {
  std::string text;
  for (const char* name : {"k", "n", "shape", "s", "length", "body"})
    text += std::string(text.empty() ? "" : " ") + name + "=" + to_string(features.at(name));
  return text;
}

TEST(SelectorFlyingBlock, BuiltinRulesPickThePapersClassForEveryBenchmarkInstance) {
  const std::string folder = kData + "/fbp";
  POLYPLAN_NEED_SHARED_DATA(folder);
  std::map<std::string, IndexRow> index = read_index(folder + "/index.tsv");
  ASSERT_FALSE(index.empty());

  int checked = 0;
  std::vector<std::string> wrong_class, wrong_features;
  for (const auto& [id, row] : index) {
    SCOPED_TRACE(id);
    ASSERT_TRUE(std::filesystem::is_directory(folder + "/" + id)) << "the index lists a missing folder";
    Task task(import_flying_block(folder + "/" + id, domain_registry()));
    Features features = instance_features(task);
    const Rule* rule = RuleSet::builtin().select(features);
    ASSERT_NE(rule, nullptr);
    ++checked;
    std::string expected = "flying-block-class-" + lower(row.paper_class);
    if (rule->name != expected)
      wrong_class.push_back(id + ": " + rule->name + " instead of " + expected + " (" + describe(features) + ")");
    // The features the class rules read, against the index's own columns, so that a wrong
    // class can be traced to a wrong feature or a wrong rule.
    std::string shape = shape_in_feature_terms(row.target_shape);
    std::string seen = "shape=" + to_string(features.at("shape")) +
                       (shape.find(" s=") != std::string::npos ? " s=" + to_string(features.at("s"))
                                                               : " n=" + to_string(features.at("n")));
    if (to_string(features.at("k")) != row.vacant_k || seen != shape)
      wrong_features.push_back(id + ": k=" + to_string(features.at("k")) + " " + seen + ", index: k=" + row.vacant_k +
                               " " + shape);
  }
  auto listing = [](const std::vector<std::string>& lines) {
    std::string text;
    for (const std::string& line : lines) text += "\n  " + line;
    return text;
  };
  EXPECT_TRUE(wrong_class.empty()) << wrong_class.size() << " of " << checked
                                   << " instances get another class:" << listing(wrong_class);
  EXPECT_TRUE(wrong_features.empty()) << wrong_features.size() << " of " << checked
                                      << " instances have features that disagree with the index:"
                                      << listing(wrong_features);
  EXPECT_EQ(checked, 145);
}

Features features_of(const std::string& example) {
  auto problems =
      load_input(std::string(POLYPLAN_SOURCE_DIR) + "/examples/spec-examples.pzl#" + example, {}, domain_registry());
  Task task(std::move(problems.front()));
  return instance_features(task);
}

// A rules file as a user would pass with --rules: written to disk and read from there. The
// process id keeps concurrent runs of the suite apart.
RuleSet rules_from_file(const std::string& text) {
  std::filesystem::path path = std::filesystem::temp_directory_path() /
                               ("polyplan-" + std::to_string(::getpid()) + "-" +
                                ::testing::UnitTest::GetInstance()->current_test_info()->name() + ".rules");
  std::ofstream(path) << text;
  SourcePtr source = SourceFile::read(path.string());
  std::filesystem::remove(path);
  RuleSet rules = RuleSet::read(source);
  EXPECT_EQ(rules.origin(), path.string());
  return rules;
}

TEST(SelectorRules, TheFirstRuleThatHoldsFires) {
  RuleSet rules = rules_from_file(R"rules((rule tall-frames
  (when (and (= family flying-block) (>= rows 6)))
  (use "astar(blind)"))
(rule any-flying-block
  (when (= family flying-block))
  (use "gbfs(goal-count)"))
(rule small-boards (when (<= floor 9)) (use "bfs"))
(rule fallback (when true) (use "ucs"))
)rules");
  ASSERT_EQ(rules.rules().size(), 4u);

  // fbp-e6 has six rows and so matches every rule but the third: the first one wins.
  const Rule* chosen = rules.select(features_of("fbp-e6"));
  ASSERT_NE(chosen, nullptr);
  EXPECT_EQ(chosen->name, "tall-frames");
  EXPECT_EQ(chosen->configuration.text(), "astar(blind)");
  // The 8-puzzle has 9 floor cells: the third rule, before the catch-all.
  chosen = rules.select(features_of("eight-14"));
  ASSERT_NE(chosen, nullptr);
  EXPECT_EQ(chosen->name, "small-boards");
  EXPECT_EQ(chosen->configuration.algorithm(), "bfs");
  // Microban 1 is larger than 9 cells and no flying block.
  chosen = rules.select(features_of("tiny"));
  ASSERT_NE(chosen, nullptr);
  EXPECT_EQ(chosen->name, "fallback");
}

TEST(SelectorRules, NoRuleFiresWhenNoneHolds) {
  RuleSet rules = rules_from_file("(rule only-tiles (when (= family sliding-tiles)) (use \"bfs\"))\n");
  EXPECT_EQ(rules.select(features_of("tiny")), nullptr);
}

TEST(SelectorRules, TheTraceSaysWhyEachEarlierRuleDidNotFire) {
  std::vector<std::string> trace;
  const Rule* chosen = RuleSet::builtin().select(features_of("eight-14"), &trace);
  ASSERT_NE(chosen, nullptr);
  EXPECT_EQ(chosen->name, "sliding-tiles-small");
  // Seven Flying Block rules say no, then the small-board tiles rule fires.
  ASSERT_EQ(trace.size(), 8u);
  EXPECT_EQ(trace.front(), "rule flying-block-class-a: no, (= family flying-block) is false (family = sliding-tiles)");
  for (std::size_t i = 0; i + 1 < trace.size(); ++i) EXPECT_NE(trace[i].find(": no, "), std::string::npos) << trace[i];
  EXPECT_EQ(trace.back(),
            "rule sliding-tiles-small fires: (and (= family sliding-tiles) (<= floor 9)) -> "
            "astar(linear-conflict, tiebreak=depth)");
}

std::string rules_error(const std::string& text) {
  std::vector<std::string> headlines =
      error_headlines([&] { RuleSet::read(SourceFile::from_text("bad.rules", text)); });
  EXPECT_EQ(headlines.size(), 1u) << text;
  return headlines.empty() ? std::string("no error") : headlines.front();
}

TEST(SelectorRules, MalformedRulesFilesAreRejectedWithPositions) {
  EXPECT_EQ(rules_error("(rule r\n  (when (= colour red))\n  (use \"bfs\"))\n"),
            "bad.rules:2:9: error: (= ...) compares no feature; features: agent body cols corner-blank described "
            "family fast floor goal-cells k length n pieces pieces-enable-moves rows s shape targets units");
  EXPECT_EQ(rules_error("(rule r\n  (when true)\n  (use astar))\n"),
            "bad.rules:3:3: error: expected (use \"SEARCH\") with the search as a string, found '(use astar)'");
  EXPECT_EQ(
      rules_error("(rule r\n  (when (xor (= k 1) (= n 2)))\n  (use \"bfs\"))\n"),
      "bad.rules:2:10: error: unknown condition 'xor'; expected =, !=, <, <=, >, >=, and, or, not, true or false");
  EXPECT_EQ(rules_error("(rule r (use \"bfs\"))\n"),
            "bad.rules:1:1: error: expected (rule NAME (when CONDITION) (use \"SEARCH\")), found '(rule ...)'");
  EXPECT_EQ(rules_error("(rule r (when (> k 99999999999)) (use \"bfs\"))\n"),
            "bad.rules:1:20: error: the integer 99999999999 is out of range");
  // A bad configuration is reported where it stands in the rules file.
  EXPECT_EQ(rules_error("(rule r\n  (when true)\n  (use \"astar(goal-cont)\"))\n"),
            "bad.rules:3:15: error: unknown heuristic 'goal-cont' (did you mean goal-count?); heuristics: " +
                heuristic_registry().names());
}

}  // namespace
}  // namespace polyplan
