// The host side of plugins without a shared library: the Task as a plugin sees it, a plugin's rule
// and heuristic behind polyplan's interfaces, and the loader's refusals (the end-to-end tests in
// tests/plugins/ build and load real plugins).
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <stdexcept>
#include <unistd.h>

#include "domains/domain_registry.hpp"
#include "domains/environment.hpp"
#include "parser/load.hpp"
#include "parser/source/diagnostics.hpp"
#include "plugin_host/plugin_heuristic.hpp"
#include "plugin_host/plugin_loader.hpp"
#include "plugin_host/plugin_move_rule.hpp"
#include "plugin_host/task_puzzle.hpp"

namespace polyplan {
namespace {

// Two blocks on a 2x3 floor; block a must reach the right end of the top row.
const char* kPuzzle = R"pzl(
(define (problem two-blocks)
  (:domain sliding-block)
  (:board """
     aa.
     b..
     """)
  (:target a)
  (:goal (at a (0 1) (0 2))))
)pzl";

Task two_blocks() { return Task(load_pzl(SourceFile::from_text("two-blocks.pzl", kPuzzle), "", domain_registry()).front()); }

TEST(PluginHost, TaskPuzzleShowsTheFloorPiecesPlacementsAndGoal) {
  Task task = two_blocks();
  TaskPuzzle puzzle(task);
  EXPECT_EQ(puzzle.domain(), "sliding-block");
  EXPECT_EQ(puzzle.rows(), 2);
  EXPECT_EQ(puzzle.cols(), 3);
  EXPECT_EQ(puzzle.floor_count(), 6);
  EXPECT_EQ(puzzle.floor_at({1, 2}), 5);
  EXPECT_EQ(puzzle.piece_count(), 2);
  EXPECT_EQ(puzzle.piece_name(0), "a");
  EXPECT_TRUE(puzzle.is_target(0));
  EXPECT_FALSE(puzzle.is_target(1));
  // A domino on a 2x3 floor without rotation: two positions per row.
  EXPECT_EQ(puzzle.placement_count(0), 4);
  auto start = puzzle.initial_placement(0);
  EXPECT_EQ(std::vector<int>(puzzle.cells(0, start).begin(), puzzle.cells(0, start).end()), (std::vector<int>{0, 1}));
  int right = puzzle.shifted(0, start, plugin::kRight);
  ASSERT_NE(right, plugin::Puzzle::kNone);
  EXPECT_EQ(std::vector<int>(puzzle.cells(0, right).begin(), puzzle.cells(0, right).end()), (std::vector<int>{1, 2}));
  EXPECT_EQ(puzzle.shifted(0, right, plugin::kRight), plugin::Puzzle::kNone);
  ASSERT_EQ(puzzle.goal_placements(0).size(), 1U);
  EXPECT_EQ(puzzle.goal_placements(0)[0], right);
  EXPECT_TRUE(puzzle.goal_placements(1).empty());
}

// A rule a plugin could define: every piece of the listed kinds steps one cell right.
class StepRight final : public plugin::MoveRuleFactory {
 public:
  std::string name() const override { return "step-right"; }
  std::string summary() const override { return "one cell to the right"; }
  std::vector<plugin::RuleOption> options() const override {
    return {plugin::RuleOption{"kinds", plugin::OptionType::Kinds, "kinds that step", std::nullopt, true}};
  }
  std::unique_ptr<plugin::MoveGenerator> create(const plugin::Puzzle& puzzle, const plugin::RuleOptions&) const override {
    struct Generator final : plugin::MoveGenerator {
      explicit Generator(const plugin::Puzzle& p) : puzzle(p) {}
      void generate(plugin::State state, plugin::Occupancy occupancy, std::vector<plugin::Move>& moves) override {
        for (int piece = 0; piece < puzzle.piece_count(); ++piece) {
          int next = puzzle.shifted(piece, state[static_cast<std::size_t>(piece)], plugin::kRight);
          if (next != plugin::Puzzle::kNone && !plugin::occupied(occupancy, puzzle.cells(piece, static_cast<unsigned>(next)).back()))
            moves.push_back(plugin::Move{piece, static_cast<std::uint32_t>(next), 1, plugin::kRight});
        }
      }
      void ground_moves(int, std::uint32_t, std::vector<plugin::GroundMove>&) const override {}
      const plugin::Puzzle& puzzle;
    };
    return std::make_unique<Generator>(puzzle);
  }
};

TEST(PluginHost, PluginRuleRunsBehindMoveGenerator) {
  Task task = two_blocks();
  auto rule = std::make_shared<StepRight>();
  MoveRuleSchema schema = plugin_rule_schema(*rule);
  EXPECT_EQ(schema.name, "step-right");
  ASSERT_EQ(schema.options.size(), 1U);
  EXPECT_EQ(schema.options[0].type, OptionType::Kinds);

  MoveRule move_rule{"step-right", {{"kinds", std::vector<std::string>{"block"}}}};
  auto generator = plugin_generator_factory(rule, "test")(task, move_rule);
  std::vector<Word> occupancy(static_cast<std::size_t>(task.words()));
  task.occupancy(task.initial_state(), occupancy);
  std::vector<Move> moves;
  generator->generate(task.initial_state(), occupancy, moves);
  // a steps right onto (0 2); b steps right onto (1 1).
  ASSERT_EQ(moves.size(), 2U);
  EXPECT_EQ(moves[0].piece, 0);
  EXPECT_EQ(moves[0].direction, kRight);
  EXPECT_EQ(moves[1].piece, 1);
}

// A heuristic a plugin could define: 1 until the target is home.
class NotHome final : public plugin::HeuristicFactory {
 public:
  std::string name() const override { return "not-home"; }
  std::string description() const override { return "1 until the target is home"; }
  plugin::HeuristicProperties properties() const override { return {true, true, {"sliding-block"}}; }
  std::vector<plugin::HeuristicOption> options() const override { return {}; }
  std::unique_ptr<plugin::Heuristic> create(const plugin::Puzzle& puzzle, const plugin::HeuristicOptions&) const override {
    if (puzzle.goal_placements(0).empty()) throw std::invalid_argument("no goal for piece 0");
    struct H final : plugin::Heuristic {
      explicit H(int g) : goal(g) {}
      int evaluate(plugin::State state) override { return static_cast<int>(state[0]) == goal ? 0 : 1; }
      int goal;
    };
    return std::make_unique<H>(puzzle.goal_placements(0)[0]);
  }
};

TEST(PluginHost, PluginHeuristicRunsBehindHeuristicAndReportsRefusals) {
  Task task = two_blocks();
  Environment environment(task);
  HeuristicPlugin adapted = plugin_heuristic(std::make_shared<NotHome>(), "test");
  EXPECT_EQ(adapted.name, "not-home");
  EXPECT_TRUE(adapted.properties.admissible);
  EXPECT_EQ(adapted.properties.families, std::vector<std::string>{"sliding-block"});
  auto heuristic = adapted.create(environment, {});
  EXPECT_EQ(heuristic->evaluate(task.initial_state()), 1);

  Task other(load_pzl(SourceFile::from_text("no-goal.pzl", R"pzl(
(define (problem no-goal) (:domain sliding-block)
  (:board """
     aa.
     b..
     """)
  (:goal (at b (1 2))))
)pzl"), "", domain_registry()).front());
  Environment other_environment(other);
  try {
    adapted.create(other_environment, {});
    FAIL() << "expected a refusal";
  } catch (const InputError& error) {
    EXPECT_EQ(error.diagnostics().front().headline(), "not-home: error: no goal for piece 0 (plugin test)");
  }
}

TEST(PluginHost, LoaderRefusesFilesThatAreNotPluginsNamingThem) {
  auto dir = std::filesystem::temp_directory_path() / ("polyplan-plugin-host-test-" + std::to_string(::getpid()));
  std::filesystem::create_directories(dir);
  std::ofstream(dir / "libfoo.so") << "not a library\n";
  try {
    load_plugin_directory(dir, "--plugin-dir");
    FAIL() << "expected a refusal";
  } catch (const InputError& error) {
    std::string headline = error.diagnostics().front().headline();
    EXPECT_NE(headline.find("libfoo.so: error: not a plugin: not a shared library"), std::string::npos) << headline;
  }
  try {
    load_plugin_path("::" + (dir / "absent").string(), "POLYPLAN_PLUGIN_PATH");
    FAIL() << "expected a refusal";
  } catch (const InputError& error) {
    EXPECT_EQ(error.diagnostics().front().headline(),
              "POLYPLAN_PLUGIN_PATH: error: plugin directory '" + (dir / "absent").string() + "' does not exist");
  }
  std::filesystem::remove_all(dir);
}

}  // namespace
}  // namespace polyplan
