// The registries list what the user may name (heuristics, searches, move rules), and a bad search
// configuration is reported at the offending character with the alternatives spelled out.
#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "cli/option_listing.hpp"
#include "cli/search_choice.hpp"
#include "domains/move_generator_registry.hpp"
#include "domains/move_pruner.hpp"
#include "domains/move_rule_registry.hpp"
#include "domains/tie_key.hpp"
#include "heuristics/heuristic_registry.hpp"
#include "planner/search/family_engine.hpp"
#include "planner/search/search_configuration.hpp"
#include "tests/support/error_headlines.hpp"

namespace polyplan {
namespace {

using test_support::error_headlines;

TEST(Registry, AdmissibleHeuristicsDeclareItAndPublishedVariantsDoNot) {
  for (const char* name : {"blind", "goal-count", "primitive", "general", "hmax"}) {
    const HeuristicPlugin* plugin = heuristic_registry().find(name);
    ASSERT_NE(plugin, nullptr) << name;
    EXPECT_EQ(plugin->name, name);
    EXPECT_TRUE(plugin->properties.admissible) << name;
    EXPECT_TRUE(plugin->properties.consistent) << name;
    EXPECT_TRUE(static_cast<bool>(plugin->create)) << name;
  }
  EXPECT_EQ(heuristic_registry().find("goal-cont"), nullptr);
  EXPECT_EQ(heuristic_registry().names(),
            "blind, goal-count, primitive, primitive-published, general, class-b, class-c, class-d, class-e, class-f, "
            "class-g, class-c-published, target-path, vacancy, misplaced, manhattan, linear-conflict, sequence-score, "
            "tile-pdb, "
            "tile-pdb-reduced, deadlocks, box-distance, emm, intermediate-goals, pdb, hmax, hadd, ff, lmcut");
  const HeuristicPlugin* published = heuristic_registry().find("primitive-published");
  ASSERT_NE(published, nullptr);
  EXPECT_FALSE(published->properties.admissible);
  EXPECT_FALSE(published->properties.consistent);
  EXPECT_EQ(heuristic_registry().find("general")->properties.families, std::vector<std::string>{"flying-block"});
  EXPECT_FALSE(heuristic_registry().find("class-c-published")->properties.admissible);
  for (const char* inadmissible : {"hadd", "ff"})
    EXPECT_FALSE(heuristic_registry().find(inadmissible)->properties.admissible ||
                 heuristic_registry().find(inadmissible)->properties.consistent)
        << inadmissible;
  for (const char* own : {"class-b", "class-c", "class-d", "class-e", "class-f", "class-g", "target-path", "vacancy"})
    EXPECT_TRUE(heuristic_registry().find(own)->properties.admissible &&
                heuristic_registry().find(own)->properties.consistent)
        << own;
}

TEST(Registry, EverySearchIsListedWithItsOptimalityPromise) {
  struct Expected {
    const char* name;
    bool takes_heuristic;
    bool optimal;
  };
  const std::vector<Expected> expected{{"bfs", false, true},       {"ucs", false, true},    {"astar", true, true},
                                       {"dpastar", true, true},    {"wastar", true, false}, {"gbfs", true, false},
                                       {"idastar", true, true},    {"fess", true, false},   {"pull", false, false},
                                       {"portfolio", false, false}};
  ASSERT_EQ(search_registry().size(), expected.size());
  for (const Expected& search : expected) {
    const SearchPlugin* found = search_registry().find(search.name);
    ASSERT_NE(found, nullptr) << search.name;
    bool takes_heuristic = std::any_of(found->options.begin(), found->options.end(),
                                       [](const PluginOption& option) { return option.kind == OptionKind::Heuristic; });
    EXPECT_EQ(takes_heuristic, search.takes_heuristic) << search.name;
    EXPECT_EQ(found->optimal, search.optimal) << search.name;
  }
  EXPECT_TRUE(search_registry().find("portfolio")->runs_searches);
}

TEST(Registry, TieKeysPrunersAndEnginesAreRegisteredWithTheirFamilies) {
  EXPECT_EQ(tie_key_registry().names(), "depth, shallow, h, inertia, vertical-distance, fill-order, level-order");
  EXPECT_EQ(tie_key_registry().find("level-order")->family, "sokoban");
  EXPECT_EQ(tie_key_registry().find("vertical-distance")->family, "flying-block");
  EXPECT_EQ(tie_key_registry().find("depth")->family, "");
  ASSERT_NE(move_pruner_registry().find("pi-corral"), nullptr);
  EXPECT_TRUE(move_pruner_registry().find("pi-corral")->keeps_optimal);
  const FamilyEnginePlugin* tiles = family_engine_registry().find("sliding-tiles-ida-star");
  ASSERT_NE(tiles, nullptr);
  EXPECT_EQ(tiles->search, "idastar");
  EXPECT_EQ(tiles->family, "sliding-tiles");
}

TEST(Registry, BuiltInRulesFilesAreRegisteredByName) {
  EXPECT_EQ(builtin_rule_sets().names(), "default, paper-cbha");
  EXPECT_EQ(RuleSet::builtin("paper-cbha"), &builtin_rule_sets().find("paper-cbha")->rules);
  EXPECT_EQ(RuleSet::builtin("nope"), nullptr);
  cli::SearchChoice choice;
  choice.rules_file = "builtin:nope";
  EXPECT_EQ(
      error_headlines([&] { choice.rules(); }),
      std::vector<std::string>{
          "--rules: error: unknown built-in rules 'builtin:nope'; built in: builtin:default, builtin:paper-cbha"});
}

TEST(Registry, ARegistryRefusesANameTwice) {
  TieKeyRegistry keys("tie-breaking key");
  keys.add({"depth", "", "", {}});
  EXPECT_THROW(keys.add({"depth", "", "", {}}), std::logic_error);
  EXPECT_EQ(keys.names(), "depth");
}

TEST(Registry, ConfigurationsPromiseOptimalityOnlyWithAnOptimalSearch) {
  EXPECT_TRUE(SearchConfiguration::parse("astar(goal-count)", "--search").optimal());
  EXPECT_TRUE(SearchConfiguration::parse("idastar(blind)", "--search").optimal());
  EXPECT_TRUE(SearchConfiguration::parse("ucs", "--search").optimal());
  EXPECT_FALSE(SearchConfiguration::parse("wastar(goal-count, w=2)", "--search").optimal());
  EXPECT_FALSE(SearchConfiguration::parse("gbfs(goal-count)", "--search").optimal());
}

TEST(Registry, ParsedConfigurationsKeepTheirAlgorithmAndHeuristic) {
  SearchConfiguration configuration =
      SearchConfiguration::parse("astar(goal-count, tiebreak=[h, depth], order=lifo)", "--search");
  EXPECT_EQ(configuration.algorithm(), "astar");
  ASSERT_NE(configuration.heuristic(), nullptr);
  EXPECT_EQ(configuration.heuristic()->name, "goal-count");
  EXPECT_EQ(SearchConfiguration::parse("bfs", "--search").heuristic(), nullptr);
}

TEST(Registry, MoveRulesAndTheirGeneratorsAreRegisteredUnderTheSameNames) {
  for (const char* name : {"fly", "slide", "push"}) {
    const MoveRuleSchema* schema = move_rule_registry().find(name);
    ASSERT_NE(schema, nullptr) << name;
    EXPECT_EQ(schema->name, name);
    EXPECT_NE(move_generator_registry().find(name), nullptr) << name;
  }
  EXPECT_EQ(move_rule_registry().find("teleport"), nullptr);
  EXPECT_EQ(move_generator_registry().find("teleport"), nullptr);
}

std::string configuration_error(const std::string& text) {
  std::vector<std::string> headlines = error_headlines([&] { SearchConfiguration::parse(text, "--search"); });
  EXPECT_EQ(headlines.size(), 1u) << text;
  return headlines.empty() ? std::string("no error") : headlines.front();
}

TEST(Registry, UnknownNamesListTheAlternatives) {
  EXPECT_EQ(configuration_error("astar(goal-cont)"),
            "--search:1:7: error: unknown heuristic 'goal-cont' (did you mean goal-count?); heuristics: " +
                heuristic_registry().names());
  EXPECT_EQ(
      configuration_error("foo(x)"),
      "--search:1:1: error: unknown search 'foo'; searches: bfs, ucs, astar, dpastar, wastar, gbfs, idastar, fess, "
      "pull, portfolio");
}

TEST(Registry, OptionsAreCheckedAgainstTheSearchThatTakesThem) {
  EXPECT_EQ(configuration_error("astar(goal-count, w=2)"),
            "--search:1:19: error: search 'astar' has no option 'w'; its options: heuristic, tiebreak, order, "
            "symmetry, board-symmetry, prune, "
            "macros, preferred, boost, nodes, bucket");
  EXPECT_EQ(configuration_error("wastar(goal-count, w=0.5)"),
            "--search:1:22: error: option 'w' expects a number from 1 to 1000");
  EXPECT_EQ(
      configuration_error("astar(goal-count, tiebreak=width)"),
      "--search:1:28: error: option 'tiebreak' expects depth, shallow, h, inertia, vertical-distance, fill-order or "
      "level-order, or a list [..] of up to 4 of them");
  EXPECT_EQ(
      configuration_error("astar(goal-count, tiebreak=[h, width])"),
      "--search:1:32: error: option 'tiebreak' expects depth, shallow, h, inertia, vertical-distance, fill-order or "
      "level-order, or a list [..] of up to 4 of them");
  EXPECT_EQ(configuration_error("astar(goal-count, prune=corral)"),
            "--search:1:25: error: option 'prune' expects none or pi-corral");
  EXPECT_EQ(configuration_error("gbfs(goal-count, nodes=0.5)"),
            "--search:1:24: error: option 'nodes' expects a whole number from 0 to 2147483647");
  EXPECT_EQ(configuration_error("astar(target-path(vacancy=1e12))"),
            "--search:1:27: error: option 'vacancy' expects a whole number from 0 to 2147483647");
  EXPECT_EQ(configuration_error("astar(target-path(vacancy=2.5))"),
            "--search:1:27: error: option 'vacancy' expects a whole number from 0 to 2147483647");
  EXPECT_EQ(configuration_error("astar(tile-pdb(blank=sometimes))"),
            "--search:1:22: error: option 'blank' expects auto, track, region or ignore");
  EXPECT_EQ(configuration_error("astar(tile-pdb(max-group=0))"),
            "--search:1:26: error: option 'max-group' expects a whole number from 1 to 64");
  EXPECT_EQ(configuration_error("astar(goal-count, order=random)"),
            "--search:1:25: error: option 'order' expects fifo or lifo");
  EXPECT_EQ(configuration_error("astar(goal-count, tiebreak=[h, depth, shallow, h, inertia])"),
            "--search:1:28: error: option 'tiebreak' takes at most 4 names");
  EXPECT_EQ(configuration_error("dpastar(goal-count, tiebreak=[h, shallow, h, inertia])"),
            "--search:1:30: error: option 'tiebreak' takes at most 3 names");
  EXPECT_EQ(configuration_error("fess(emm, finish=[astar(emm), gbfs(emm)])"),
            "--search:1:18: error: option 'finish' takes at most 1 search");
  EXPECT_EQ(configuration_error("fess(emm, finish=5)"),
            "--search:1:18: error: option 'finish' expects a search such as astar(goal-count)");
  EXPECT_EQ(configuration_error("fess(emm, finish=emm)"),
            "--search:1:18: error: unknown search 'emm'; searches: bfs, ucs, astar, dpastar, wastar, gbfs, idastar, "
            "fess, pull, portfolio");
}

TEST(Registry, HeuristicsAreRequiredWhereTheSearchNeedsOneAndRefusedElsewhere) {
  EXPECT_EQ(configuration_error("astar"),
            "--search:1:1: error: search 'astar' needs a heuristic, e.g. astar(blind); heuristics: " +
                heuristic_registry().names());
  EXPECT_EQ(configuration_error("bfs(goal-count)"), "--search:1:5: error: search 'bfs' takes no heuristic");
  EXPECT_EQ(configuration_error("astar(goal-count, blind)"),
            "--search:1:19: error: search 'astar' takes one heuristic");
  EXPECT_EQ(configuration_error("astar(goal-count(x=1))"),
            "--search:1:18: error: heuristic 'goal-count' takes no options");
}

TEST(Registry, OptionsAreGivenOnce) {
  EXPECT_EQ(configuration_error("wastar(goal-count, w=2, w=3)"), "--search:1:25: error: option 'w' is given twice");
  EXPECT_EQ(configuration_error("astar(goal-count, heuristic=blind)"),
            "--search:1:19: error: option 'heuristic' is given twice");
  EXPECT_EQ(configuration_error(""), "--search:1:1: error: expected a search such as astar(goal-count)");
}

TEST(Registry, SyntaxErrorsPointAtTheCharacter) {
  EXPECT_EQ(configuration_error("astar("),
            "--search:1:7: error: unexpected end: expected a name, a number, a \"string\" or '['");
  EXPECT_EQ(configuration_error("astar(tile-pdb(groups=\"1 2))"),
            "--search:1:23: error: unterminated string: expected a closing '\"'");
  EXPECT_EQ(configuration_error("astar(goal-count"), "--search:1:17: error: expected ',' or ')' after an argument");
  EXPECT_EQ(configuration_error("astar(goal-count) x"), "--search:1:19: error: unexpected 'x' after the configuration");
}

}  // namespace
}  // namespace polyplan
