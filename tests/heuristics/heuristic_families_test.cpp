// Every heuristic declares the families it is made for, or that it is generic; created for a task
// of another family through a configuration, it refuses the task as not applicable, with a message
// that says what to use instead. Refusals about a task's make-up are NotApplicable too, so bench
// tells them from crashes.
#include <gtest/gtest.h>

#include <string>

#include "domains/domain_registry.hpp"
#include "domains/environment.hpp"
#include "heuristics/heuristic_choice.hpp"
#include "heuristics/heuristic_registry.hpp"
#include "parser/input_error.hpp"
#include "parser/load.hpp"
#include "parser/plugins/plugin_option.hpp"
#include "tests/support/spec_examples.hpp"

namespace polyplan {
namespace {

using test_support::spec_example;

// The headline of the NotApplicable that creating `heuristic` for the task throws; a failure when
// it throws anything else or nothing.
std::string refusal(const std::string& heuristic, const Task& task) {
  Environment environment(task);
  try {
    parse_heuristic(heuristic, "--heuristic").create(environment);
  } catch (const NotApplicable& error) {
    return error.diagnostics().front().headline();
  }
  ADD_FAILURE() << heuristic << " took " << task.problem().name;
  return "";
}

TEST(HeuristicFamilies, EveryHeuristicDeclaresItsFamiliesOrThatItIsGeneric) {
  for (const HeuristicPlugin& plugin : heuristic_registry()) {
    EXPECT_NE(plugin.properties.generic, !plugin.properties.families.empty()) << plugin.name;
  }
  EXPECT_TRUE(heuristic_registry().find("blind")->properties.generic);
  EXPECT_TRUE(heuristic_registry().find("goal-count")->properties.generic);
  EXPECT_TRUE(heuristic_registry().find("pdb")->properties.generic);
  EXPECT_EQ(heuristic_registry().find("primitive")->properties.families, std::vector<std::string>{"flying-block"});
  EXPECT_EQ(heuristic_registry().find("manhattan")->properties.families, std::vector<std::string>{"sliding-tiles"});
  EXPECT_EQ(heuristic_registry().find("emm")->properties.families,
            (std::vector<std::string>{"sokoban", "sokoban-moves"}));
}

TEST(HeuristicFamilies, AHeuristicRefusesATaskOfAnotherFamily) {
  EXPECT_EQ(
      refusal("primitive", spec_example("eight-14")),
      "heuristic: error: primitive is made for flying-block puzzles; this problem is sliding-tiles (use a generic "
      "heuristic such as goal-count or blind)");
  EXPECT_EQ(refusal("manhattan", spec_example("fbp-e6")),
            "heuristic: error: manhattan is made for sliding-tiles puzzles; this problem is flying-block (use a "
            "generic heuristic such as goal-count or blind)");
  EXPECT_EQ(refusal("emm(corrals=true)", spec_example("fbp-e6")),
            "heuristic: error: emm is made for sokoban and sokoban-moves puzzles; this problem is flying-block (use a "
            "generic heuristic such as goal-count or blind)");
}

TEST(HeuristicFamilies, GenericHeuristicsAndTheFamilysOwnAreBuilt) {
  for (const char* example : {"fbp-e6", "eight-14", "tiny"}) {
    Task task = spec_example(example);
    Environment environment(task);
    for (const char* heuristic : {"blind", "goal-count"})
      EXPECT_NE(parse_heuristic(heuristic, "--heuristic").create(environment), nullptr) << heuristic << " " << example;
  }
  Task tiles = spec_example("eight-14");
  Environment environment(tiles);
  EXPECT_EQ(parse_heuristic("manhattan", "--heuristic").create(environment)->evaluate(environment.initial_state()), 14);
}

// Below the family check, a heuristic that finds the task unlike what it needs says so as
// NotApplicable too: the plugin's own create, reached without a configuration.
TEST(HeuristicFamilies, ATaskTheHeuristicCannotTakeIsNotApplicable) {
  Task flying = spec_example("fbp-e6");
  Environment environment(flying);
  const HeuristicPlugin* manhattan = heuristic_registry().find("manhattan");
  try {
    manhattan->create(environment, default_options(manhattan->options));
    FAIL() << "manhattan took a Flying Block puzzle";
  } catch (const NotApplicable& error) {
    EXPECT_EQ(error.diagnostics().front().headline(),
              "heuristic: error: manhattan needs one-cell tiles; piece '2' covers 2 cells");
  }
}

}  // namespace
}  // namespace polyplan
