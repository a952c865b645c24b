// The host side of plugins without a shared library: the Task as a plugin sees it, a plugin's rule
// and heuristic behind polyplan's interfaces, and the loader's refusals (the end-to-end tests in
// tests/plugins/ build and load real plugins).
#include <gtest/gtest.h>

#include <unistd.h>
#include <algorithm>
#include <filesystem>
#include <fstream>
#include <functional>
#include <stdexcept>

#include "domains/domain_registry.hpp"
#include "domains/environment.hpp"
#include "domains/move_generator_registry.hpp"
#include "domains/move_rule_registry.hpp"
#include "heuristics/heuristic_registry.hpp"
#include "parser/input_error.hpp"
#include "parser/load.hpp"
#include "planner/plan.hpp"
#include "planner/plan_validator.hpp"
#include "planner/state_space.hpp"
#include "plugin_host/plugin_heuristic.hpp"
#include "plugin_host/plugin_loader.hpp"
#include "plugin_host/plugin_move_pruner.hpp"
#include "plugin_host/plugin_move_rule.hpp"
#include "plugin_host/plugin_registrar.hpp"
#include "plugin_host/plugin_tie_key.hpp"
#include "plugin_host/task_puzzle.hpp"
#include "tests/support/error_headlines.hpp"

namespace polyplan {
namespace {

using test_support::error_headlines;

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

Task two_blocks() {
  return Task(load_pzl(SourceFile::from_text("two-blocks.pzl", kPuzzle), "", domain_registry()).front());
}

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
  std::unique_ptr<plugin::MoveGenerator> create(const plugin::Puzzle& puzzle,
                                                const plugin::RuleOptions&) const override {
    struct Generator final : plugin::MoveGenerator {
      explicit Generator(const plugin::Puzzle& p) : puzzle(p) {}
      void generate(plugin::State state, plugin::Occupancy occupancy, std::vector<plugin::Move>& moves) override {
        for (int piece = 0; piece < puzzle.piece_count(); ++piece) {
          int next = puzzle.shifted(piece, state[static_cast<std::size_t>(piece)], plugin::kRight);
          if (next != plugin::Puzzle::kNone &&
              !plugin::occupied(occupancy, puzzle.cells(piece, static_cast<unsigned>(next)).back()))
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

// A rule of interface version 3: piece 0 steps right and takes piece 1 off the board with it
// (a capture), and piece 1 may also leave the board on its own.
class CaptureRight final : public plugin::MoveRuleFactory {
 public:
  std::string name() const override { return "capture-right"; }
  std::string summary() const override { return "piece 0 steps right and captures piece 1"; }
  std::vector<plugin::RuleOption> options() const override {
    return {plugin::RuleOption{"kinds", plugin::OptionType::Kinds, "kinds that move", std::nullopt, true},
            plugin::RuleOption{"removes", plugin::OptionType::Kinds, "kinds it takes off", std::nullopt, false}};
  }
  plugin::RuleTraits traits() const override { return {.removed_kinds_option = "removes"}; }
  std::unique_ptr<plugin::MoveGenerator> create(const plugin::Puzzle& puzzle,
                                                const plugin::RuleOptions&) const override {
    struct Generator final : plugin::MoveGenerator {
      explicit Generator(const plugin::Puzzle& p) : puzzle(p) {}
      void generate(plugin::State state, plugin::Occupancy, std::vector<plugin::Move>& moves) override {
        const auto off = static_cast<std::uint32_t>(puzzle.placement_count(1));
        if (state[1] == off) return;
        int next = puzzle.shifted(0, state[0], plugin::kRight);
        if (next != plugin::Puzzle::kNone)
          moves.push_back(plugin::Move{0, static_cast<std::uint32_t>(next), 1, plugin::kRight, -1, 1, off});
        moves.push_back(plugin::Move{1, off, 1, -1});
      }
      void ground_moves(int, std::uint32_t, std::vector<plugin::GroundMove>&) const override {}
      const plugin::Puzzle& puzzle;
    };
    return std::make_unique<Generator>(puzzle);
  }
};

TEST(PluginHost, APluginRuleMayTakePiecesOffTheBoardAndChangeTwoPieces) {
  auto rule = std::make_shared<CaptureRight>();
  RuleCatalog rules = move_rule_registry();
  rules.add(plugin_rule_schema(*rule));
  MoveGeneratorRegistry generators = move_generator_registry();
  generators.add({"capture-right", plugin_generator_factory(rule, "test")});
  DomainLibrary domains(rules);
  auto domain_text = SourceFile::from_text("capture.pzl", R"pzl(
(define (domain capture)
  (:kinds block)
  (:move capture-right :kinds (block) :removes (block)))
(define (problem two)
  (:domain capture)
  (:board """
     aa.
     b..
     """)
  (:goal (at a (0 1) (0 2))))
)pzl");
  std::vector<Problem> problems = load_pzl(domain_text, "", domains);
  ASSERT_EQ(problems.size(), 1U);
  EXPECT_EQ(problems[0].domain.moves[0].removed_kinds, std::vector<std::string>{"block"});
  Task task(std::move(problems[0]));
  ASSERT_TRUE(task.table(1).removable());
  Environment environment(task, generators);
  std::vector<Move> moves;
  environment.successors(task.initial_state(), moves);
  ASSERT_EQ(moves.size(), 2U);
  EXPECT_EQ(moves[0].other, 1);
  StateValues after(task.initial_state().size());
  environment.apply(task.initial_state(), moves[0], after);
  EXPECT_EQ(static_cast<int>(after[1]), task.table(1).off_board());
  EXPECT_TRUE(task.table(1).cells(static_cast<int>(after[1])).empty());
  EXPECT_TRUE(environment.is_goal(after));
  // The whole space: the start, a captured b (two ways), a at the goal with b gone.
  StateSpace space = explore_state_space(environment, 100);
  EXPECT_EQ(space.states(), 3U);
}

// A heuristic a plugin could define: 1 until the target is home.
class NotHome final : public plugin::HeuristicFactory {
 public:
  std::string name() const override { return "not-home"; }
  std::string description() const override { return "1 until the target is home"; }
  plugin::HeuristicProperties properties() const override { return {true, true, {"sliding-block"}}; }
  std::vector<plugin::HeuristicOption> options() const override { return {}; }
  std::unique_ptr<plugin::Heuristic> create(const plugin::Puzzle& puzzle,
                                            const plugin::HeuristicOptions&) const override {
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
  EXPECT_FALSE(adapted.properties.generic);
  auto heuristic = adapted.create(environment, {});
  EXPECT_EQ(heuristic->evaluate(task.initial_state()), 1);

  Task other(load_pzl(SourceFile::from_text("no-goal.pzl", R"pzl(
(define (problem no-goal) (:domain sliding-block)
  (:board """
     aa.
     b..
     """)
  (:goal (at b (1 2))))
)pzl"),
                      "", domain_registry())
                 .front());
  Environment other_environment(other);
  try {
    adapted.create(other_environment, {});
    FAIL() << "expected a refusal";
  } catch (const NotApplicable& error) {
    // The plugin's refusal of a puzzle is a configuration that does not apply, not a crash.
    EXPECT_EQ(error.diagnostics().front().headline(), "not-home: error: no goal for piece 0 (plugin test)");
  }
}

// Sokoban's push as a plugin could write it. Its options are not named like push's, so only its
// traits tell polyplan which piece is the agent and what it pushes.
class Shove final : public plugin::MoveRuleFactory {
 public:
  std::string name() const override { return "shove"; }
  std::string summary() const override { return "the agent walks, or pushes one piece a cell ahead"; }
  std::vector<plugin::RuleOption> options() const override {
    return {plugin::RuleOption{"who", plugin::OptionType::Kind, "the kind that walks", std::nullopt, false},
            plugin::RuleOption{"moves", plugin::OptionType::Kinds, "the kinds it pushes", std::nullopt, false}};
  }
  plugin::RuleTraits traits() const override { return {"who", "moves"}; }
  std::unique_ptr<plugin::MoveGenerator> create(const plugin::Puzzle& puzzle,
                                                const plugin::RuleOptions& options) const override {
    struct Generator final : plugin::MoveGenerator {
      Generator(const plugin::Puzzle& p, const plugin::RuleOptions& options) : puzzle(p) {
        const auto& who = std::get<std::string>(options.at("who"));
        const auto& moves = std::get<std::vector<std::string>>(options.at("moves"));
        for (int piece = 0; piece < puzzle.piece_count(); ++piece) {
          if (puzzle.piece_kind(piece) == who) agent = piece;
          pushable.push_back(std::find(moves.begin(), moves.end(), puzzle.piece_kind(piece)) != moves.end());
        }
      }
      int piece_on(plugin::State state, int floor) const {
        for (int piece = 0; piece < puzzle.piece_count(); ++piece) {
          auto cells = puzzle.cells(piece, state[static_cast<std::size_t>(piece)]);
          if (std::find(cells.begin(), cells.end(), floor) != cells.end()) return piece;
        }
        return -1;
      }
      void generate(plugin::State state, plugin::Occupancy occupancy, std::vector<plugin::Move>& moves) override {
        for (int d = 0; d < 4; ++d) {
          int step = puzzle.shifted(agent, state[static_cast<std::size_t>(agent)], d);
          if (step == plugin::Puzzle::kNone) continue;
          int front = puzzle.cells(agent, static_cast<std::uint32_t>(step))[0];
          if (!plugin::occupied(occupancy, front)) {
            moves.push_back(plugin::Move{agent, static_cast<std::uint32_t>(step), 1, d});
            continue;
          }
          int box = piece_on(state, front);
          if (!pushable[static_cast<std::size_t>(box)]) continue;
          auto from = state[static_cast<std::size_t>(box)];
          int ahead = puzzle.shifted(box, from, d);
          if (ahead == plugin::Puzzle::kNone) continue;
          auto old_cells = puzzle.cells(box, from);
          bool clear = true;
          for (int cell : puzzle.cells(box, static_cast<std::uint32_t>(ahead)))
            if (plugin::occupied(occupancy, cell) &&
                std::find(old_cells.begin(), old_cells.end(), cell) == old_cells.end())
              clear = false;
          if (clear) moves.push_back(plugin::Move{box, static_cast<std::uint32_t>(ahead), 1, d, step});
        }
      }
      void ground_moves(int, std::uint32_t, std::vector<plugin::GroundMove>&) const override {}
      const plugin::Puzzle& puzzle;
      int agent = -1;
      std::vector<bool> pushable;
    };
    return std::make_unique<Generator>(puzzle, options);
  }
};

// The agent at (1 4) must walk round to (2 1), the only cell left of the box: four steps (lll
// then d; stepping down earlier runs into the box), then two pushes right. 6 moves, 2 pushes.
const char* kShoveDomains = R"pzl(
(define (domain shoving) (:kinds player box) (:move shove :who player :moves (box)))
(define (domain shoving-pushes) (:kinds player box) (:move shove :who player :moves (box)) (:cost pushes))
)pzl";

std::string level_text(const std::string& domain, const std::string& rows) {
  return "(define (problem level) (:domain " + domain + ") (:legend :preset xsb)\n  (:board \"\"\"\n" + rows +
         "     \"\"\")\n  (:goal (all box on goal)))\n";
}

const char* kLevelRows =
    "     ######\n"
    "     #   @#\n"
    "     # $ .#\n"
    "     ######\n";

class ShovingLevels {
 public:
  ShovingLevels() : rules_(move_rule_registry()), library_(rules_) {
    rules_.add(plugin_rule_schema(*shove));
    rules_.add(plugin_rule_schema(StepRight()));
    for (const Domain& domain : domain_registry()) library_.add(domain);
  }
  std::vector<Problem> load(const std::string& text) const {
    return load_pzl(SourceFile::from_text("shove.pzl", text), "", library_);
  }
  Problem level(const std::string& domain, const std::string& rows = kLevelRows) const {
    return load(kShoveDomains + level_text(domain, rows)).front();
  }
  // The headline of the one error loading `text` reports.
  std::string error(const std::string& text) const {
    try {
      load(text);
    } catch (const InputError& error) {
      EXPECT_EQ(error.diagnostics().size(), 1U);
      return error.diagnostics().front().headline();
    }
    return "no error";
  }
  MoveGeneratorRegistry generators() const {
    MoveGeneratorRegistry registry("move generator");
    registry.add({"shove", plugin_generator_factory(shove, "test")});
    return registry;
  }

  std::shared_ptr<Shove> shove = std::make_shared<Shove>();

 private:
  RuleCatalog rules_;
  DomainLibrary library_;
};

TEST(PluginHost, PluginRuleTraitsNameTheAgentAndThePushedKinds) {
  ShovingLevels levels;
  MoveRuleSchema schema = plugin_rule_schema(*levels.shove);
  EXPECT_EQ(schema.traits.agent_option, "who");
  EXPECT_EQ(schema.traits.pushed_kinds_option, "moves");
  Problem problem = levels.level("shoving");
  ASSERT_EQ(problem.domain.moves.size(), 1U);
  EXPECT_EQ(problem.domain.moves[0].agent, "player");
  EXPECT_EQ(problem.domain.moves[0].pushed_kinds, std::vector<std::string>{"box"});
  Task task(problem);
  ASSERT_GE(task.agent(), 0);
  EXPECT_EQ(task.pieces()[static_cast<std::size_t>(task.agent())].kind, "player");
  EXPECT_EQ(task.frame().coord(task.agent_floor(task.initial_state())), (Coord{1, 4}));
}

TEST(PluginHost, APluginRuleWithAnAgentNeedsExactlyOneAgentOnTheBoard) {
  ShovingLevels levels;
  EXPECT_EQ(levels.error(kShoveDomains + level_text("shoving", "     ######\n     #    #\n     # $ .#\n     ######\n")),
            "shove.pzl:5:11: error: the shove rule moves one 'player', and the board has none: draw one (with the xsb "
            "legend: @, or + on a goal)");
  EXPECT_EQ(levels.error(kShoveDomains + level_text("shoving", "     ######\n     #@@  #\n     # $ .#\n     ######\n")),
            "shove.pzl:5:11: error: the shove rule moves one 'player', and the board has 2 player cells, at (1 1) (1 "
            "2): keep one and draw the others as floor");
  EXPECT_EQ(levels.error(kShoveDomains + level_text("shoving", "     ######\n     #@  +#\n     # $ .#\n     ######\n")),
            "shove.pzl:5:11: error: the shove rule moves one 'player', and the board has 2 player cells, at (1 1) (1 "
            "4): keep one and draw the others as floor");
}

TEST(PluginHost, CostPushesNeedsARuleThatDeclaresPushedKinds) {
  ShovingLevels levels;
  EXPECT_EQ(levels.level("shoving-pushes").domain.cost, CostModel::Pushes);
  EXPECT_EQ(levels.error("(define (domain stepping) (:move step-right) (:cost pushes))"),
            "shove.pzl:1:53: error: cost model 'pushes' needs a move rule that pushes pieces (such as push) in the "
            "domain");
  EXPECT_EQ(levels.error("(define (domain flying) (:move fly) (:cost pushes))"),
            "shove.pzl:1:44: error: cost model 'pushes' needs a move rule that pushes pieces (such as push) in the "
            "domain");
}

// The plugin's rule and the built-in push on the same level: the same optimal costs under both
// cost models, LURD plans that print and replay, and a Sokoban heuristic that accepts the level.
TEST(PluginHost, APluginRuleWithAnAgentSolvesLikePush) {
  ShovingLevels levels;
  MoveGeneratorRegistry shove = levels.generators();
  for (auto [shoving, pushing, optimum] :
       {std::tuple{"shoving", "sokoban-moves", 6}, std::tuple{"shoving-pushes", "sokoban", 2}}) {
    Task plugin_task(levels.level(shoving)), push_task(levels.level(pushing));
    Environment plugin_environment(plugin_task, shove), push_environment(push_task);
    StateSpace plugin_space = explore_state_space(plugin_environment, 10000);
    StateSpace push_space = explore_state_space(push_environment, 10000);
    std::vector<int> plugin_h = goal_distances(plugin_space);
    EXPECT_EQ(plugin_h[0], optimum) << shoving;
    EXPECT_EQ(goal_distances(push_space)[0], optimum) << pushing;
    // Under (:cost pushes) push keeps the agent at its region's lowest cell and the plugin's walks
    // cost 0, so only the unit spaces are alike state for state.
    if (optimum == 6) {
      EXPECT_EQ(plugin_space.states(), push_space.states());
    }
    // The one shortest way, also across the free walks of (:cost pushes).
    Plan plan = optimal_plan_from_oracle(plugin_environment, plugin_space, plugin_h);
    EXPECT_EQ(plan.cost, optimum) << shoving;
    EXPECT_EQ(format_lurd(plugin_environment, plan), "llldRR\n") << shoving;
    PlanCheck check = validate_plan(plugin_environment, *SourceFile::from_text("plan.lurd", "llldRR\n"));
    EXPECT_TRUE(check.valid) << shoving;
    EXPECT_EQ(check.cost, optimum) << shoving;
    try {
      plugin_environment.ground_actions();
      FAIL() << "STRIPS actions were written for a plugin's agent";
    } catch (const InputError& error) {
      EXPECT_EQ(error.diagnostics().front().headline(),
                "(:move shove): error: the rule has an agent, and polyplan writes STRIPS actions only for agents of "
                "the built-in push rule (plugin test)");
    }
    // The Sokoban heuristics take the level: the box is two pushes from its goal.
    auto box_distance = heuristic_registry().find("box-distance")->create(plugin_environment, {});
    EXPECT_EQ(box_distance->evaluate(plugin_environment.initial_state()), 2) << shoving;
  }
}

// A rule that breaks the promise of its traits: its one move sends the agent from (1 4) to (1 1),
// or (declaring no agent) carries an agent along. polyplan stops it rather than print or replay
// such moves as LURD.
class Teleport final : public plugin::MoveRuleFactory {
 public:
  explicit Teleport(bool declares_agent) : declares_agent_(declares_agent) {}
  std::string name() const override { return "teleport"; }
  std::string summary() const override { return "not a walk"; }
  std::vector<plugin::RuleOption> options() const override {
    return {plugin::RuleOption{"who", plugin::OptionType::Kind, "the kind that moves", std::nullopt, false}};
  }
  plugin::RuleTraits traits() const override {
    return declares_agent_ ? plugin::RuleTraits{"who"} : plugin::RuleTraits{};
  }
  std::unique_ptr<plugin::MoveGenerator> create(const plugin::Puzzle& puzzle,
                                                const plugin::RuleOptions&) const override {
    struct Generator final : plugin::MoveGenerator {
      explicit Generator(const plugin::Puzzle& p) : puzzle(p) {}
      void generate(plugin::State, plugin::Occupancy, std::vector<plugin::Move>& moves) override {
        int far = -1;
        for (int placement = 0; placement < puzzle.placement_count(agent); ++placement)
          if (puzzle.cells(agent, static_cast<std::uint32_t>(placement))[0] == puzzle.floor_at({1, 1})) far = placement;
        moves.push_back(plugin::Move{agent, static_cast<std::uint32_t>(far), 1, plugin::kLeft, 0});
      }
      void ground_moves(int, std::uint32_t, std::vector<plugin::GroundMove>&) const override {}
      const plugin::Puzzle& puzzle;
      int agent = 0;  // the player: drawn before the box
    };
    return std::make_unique<Generator>(puzzle);
  }

 private:
  bool declares_agent_;
};

TEST(PluginHost, AgentMovesThatAreNeitherWalksNorPushesAreRefused) {
  for (bool declares_agent : {true, false}) {
    auto teleport = std::make_shared<Teleport>(declares_agent);
    RuleCatalog rules = move_rule_registry();
    rules.add(plugin_rule_schema(*teleport));
    DomainLibrary library(rules);
    Task task(load_pzl(SourceFile::from_text(
                           "teleport.pzl",
                           "(define (domain teleporting) (:kinds player box) (:move teleport :who player))\n" +
                               level_text("teleporting", kLevelRows)),
                       "", library)
                  .front());
    ASSERT_EQ(task.pieces()[0].kind, "player");
    EXPECT_EQ(task.agent(), declares_agent ? 0 : -1);
    auto generator = plugin_generator_factory(teleport, "test")(task, task.problem().domain.moves[0]);
    std::vector<Word> occupancy(static_cast<std::size_t>(task.words()));
    task.occupancy(task.initial_state(), occupancy);
    std::vector<Move> moves;
    try {
      generator->generate(task.initial_state(), occupancy, moves);
      FAIL() << "a teleport was accepted";
    } catch (const std::logic_error& error) {
      EXPECT_EQ(std::string(error.what()),
                declares_agent
                    ? "plugin test: rule teleport has an agent but made a move that is neither a walk nor a "
                      "push (piece 0, direction 0, agent placement 0)"
                    : "plugin test: rule teleport made a move outside the puzzle (piece 0, placement 0, cost "
                      "1, agent placement 0)");
    }
  }
}

// Traits must name options of the right types: polyplan refuses the rule before any domain uses it.
class MisdeclaredTraits final : public plugin::MoveRuleFactory {
 public:
  explicit MisdeclaredTraits(plugin::RuleTraits traits) : traits_(std::move(traits)) {}
  std::string name() const override { return "misdeclared"; }
  std::string summary() const override { return "traits that do not fit"; }
  std::vector<plugin::RuleOption> options() const override {
    return {plugin::RuleOption{"kinds", plugin::OptionType::Kinds, "kinds", std::nullopt, true},
            plugin::RuleOption{"who", plugin::OptionType::Kind, "one kind", std::nullopt, false}};
  }
  plugin::RuleTraits traits() const override { return traits_; }
  std::unique_ptr<plugin::MoveGenerator> create(const plugin::Puzzle&, const plugin::RuleOptions&) const override {
    return nullptr;
  }

 private:
  plugin::RuleTraits traits_;
};

TEST(PluginHost, TraitsThatDoNotFitTheOptionsAreRefused) {
  auto refusal = [](plugin::RuleTraits traits) -> std::string {
    try {
      plugin_rule_schema(MisdeclaredTraits(std::move(traits)));
    } catch (const std::invalid_argument& error) {
      return error.what();
    }
    return "accepted";
  };
  EXPECT_EQ(refusal({"agent", ""}),
            "move rule 'misdeclared' declares option ':agent' as its agent, but has no such option");
  EXPECT_EQ(refusal({"kinds", ""}),
            "move rule 'misdeclared' declares option ':kinds' as its agent, which must be a kind option");
  EXPECT_EQ(refusal({"who", "who"}),
            "move rule 'misdeclared' declares option ':who' as its pushed kinds, which must be a kinds option");
  EXPECT_EQ(refusal({"", "kinds"}), "move rule 'misdeclared' declares pushed kinds but no agent to push them");
  EXPECT_EQ(refusal({"who", "kinds"}), "accepted");
  EXPECT_EQ(refusal({}), "accepted");
}

// A tie key a plugin could define: the target's placement number, and the moves it was shown.
class TargetPlacement final : public plugin::TieKeyFactory {
 public:
  std::string name() const override { return "target-placement"; }
  std::string description() const override { return "the target's placement number"; }
  std::string family() const override { return "sliding-block"; }
  std::unique_ptr<plugin::TieKey> create(const plugin::Puzzle& puzzle) const override {
    if (puzzle.piece_count() < 2) throw std::invalid_argument("needs two pieces");
    struct Key final : plugin::TieKey {
      int key(const plugin::TieNode& node) override {
        seen_move = node.move ? node.move->piece : -1;
        seen_previous = node.previous ? node.previous->piece : -1;
        return static_cast<int>(node.state[0]) * 100 + node.g;
      }
      int seen_move = -2, seen_previous = -2;
    };
    return std::make_unique<Key>();
  }
};

TEST(PluginHost, PluginTieKeySeesTheNodeAndItsLastTwoMoves) {
  Task task = two_blocks();
  Environment environment(task);
  TieKeyPlugin adapted = plugin_tie_key(std::make_shared<TargetPlacement>(), "test");
  EXPECT_EQ(adapted.name, "target-placement");
  EXPECT_EQ(adapted.description, "the target's placement number (plugin test)");
  EXPECT_EQ(adapted.family, "sliding-block");
  TieKey key = adapted.create(environment);
  StateValues state = environment.initial_state();
  Move move{1, 0, -1, 1, plugin::kRight}, previous{0, 0, -1, 1, plugin::kLeft};
  EXPECT_EQ(key(TieContext{state, 3, 1, state, &move, &previous}), static_cast<int>(state[0]) * 100 + 3);
  EXPECT_EQ(key(TieContext{state, 0, 1, {}, nullptr, nullptr}), static_cast<int>(state[0]) * 100);
  Task one_piece(load_pzl(SourceFile::from_text("one.pzl", R"pzl(
(define (problem one)
  (:domain sliding-block)
  (:board """
     a..
     """)
  (:target a)
  (:goal (at a (0 2))))
)pzl"),
                          "", domain_registry())
                     .front());
  Environment lone(one_piece);
  EXPECT_EQ(error_headlines([&] { adapted.create(lone); }),
            std::vector<std::string>{"tiebreak: error: target-placement: needs two pieces (plugin test)"});
}

// A pruner a plugin could define: keeps only the moves of piece 0, or, when asked to misbehave,
// hands the moves back reversed.
class OnlyFirstPiece final : public plugin::MovePrunerFactory {
 public:
  explicit OnlyFirstPiece(bool reorder) : reorder_(reorder) {}
  std::string name() const override { return "only-first-piece"; }
  std::string description() const override { return "moves of piece 0 only"; }
  std::string family() const override { return "sliding-block"; }
  bool keeps_optimal() const override { return false; }
  std::unique_ptr<plugin::MovePruner> create(const plugin::Puzzle&) const override {
    struct Pruner final : plugin::MovePruner {
      explicit Pruner(bool reorder) : reorder(reorder) {}
      void prune(plugin::State, std::vector<plugin::Move>& moves) override {
        if (reorder)
          std::reverse(moves.begin(), moves.end());
        else
          std::erase_if(moves, [](const plugin::Move& move) { return move.piece != 0; });
      }
      bool reorder;
    };
    return std::make_unique<Pruner>(reorder_);
  }

 private:
  bool reorder_;
};

TEST(PluginHost, PluginPrunerMayEraseMovesButNotReorderThem) {
  Task task = two_blocks();
  Environment environment(task);
  StateValues state = environment.initial_state();
  std::vector<Move> all;
  environment.successors(state, all);
  ASSERT_GE(std::count_if(all.begin(), all.end(), [](const Move& move) { return move.piece != 0; }), 1);
  MovePrunerPlugin adapted = plugin_move_pruner(std::make_shared<OnlyFirstPiece>(false), "test");
  EXPECT_FALSE(adapted.keeps_optimal);
  std::vector<Move> kept = all;
  adapted.create(environment)(state, kept);
  std::vector<Move> expected;
  std::copy_if(all.begin(), all.end(), std::back_inserter(expected), [](const Move& move) { return move.piece == 0; });
  ASSERT_EQ(kept.size(), expected.size());
  for (std::size_t i = 0; i < kept.size(); ++i) EXPECT_EQ(kept[i].placement, expected[i].placement);
  std::vector<Move> reordered = all;
  MovePruner faulty = plugin_move_pruner(std::make_shared<OnlyFirstPiece>(true), "test").create(environment);
  if (all.size() > 1) {
    try {
      faulty(state, reordered);
      FAIL() << "a pruner that reorders moves was accepted";
    } catch (const std::logic_error& error) {
      EXPECT_STREQ(error.what(), "plugin test: pruner only-first-piece added or reordered moves");
    }
  }
}

TEST(PluginHost, RegistrarRefusesTakenNamesAndTraitsThatDoNotFit) {
  auto refusal = [](const std::function<void(PluginRegistrar&)>& add) {
    PluginRegistrar registrar("test", "libtest.so");
    std::vector<std::string> headlines = error_headlines([&] { add(registrar); });
    return headlines.empty() ? std::string("accepted") : headlines.front();
  };
  struct NamedKey final : plugin::TieKeyFactory {
    explicit NamedKey(std::string name) : name_(std::move(name)) {}
    std::string name() const override { return name_; }
    std::string description() const override { return ""; }
    std::string family() const override { return ""; }
    std::unique_ptr<plugin::TieKey> create(const plugin::Puzzle&) const override { return nullptr; }
    std::string name_;
  };
  EXPECT_EQ(refusal([](PluginRegistrar& r) { r.add_tie_key(std::make_shared<NamedKey>("depth")); }),
            "libtest.so: error: plugin test refused: the tie-breaking key name 'depth' is already taken");
  EXPECT_EQ(refusal([](PluginRegistrar& r) {
              r.add_tie_key(std::make_shared<NamedKey>("mine"));
              r.add_tie_key(std::make_shared<NamedKey>("mine"));
            }),
            "libtest.so: error: plugin test refused: the tie-breaking key name 'mine' is already taken");
  struct NamedPruner final : plugin::MovePrunerFactory {
    explicit NamedPruner(std::string name) : name_(std::move(name)) {}
    std::string name() const override { return name_; }
    std::string description() const override { return ""; }
    std::string family() const override { return ""; }
    bool keeps_optimal() const override { return true; }
    std::unique_ptr<plugin::MovePruner> create(const plugin::Puzzle&) const override { return nullptr; }
    std::string name_;
  };
  EXPECT_EQ(refusal([](PluginRegistrar& r) { r.add_move_pruner(std::make_shared<NamedPruner>("none")); }),
            "libtest.so: error: plugin test refused: the move pruner name 'none' is already taken");
  EXPECT_EQ(refusal([](PluginRegistrar& r) { r.add_move_pruner(std::make_shared<NamedPruner>("pi-corral")); }),
            "libtest.so: error: plugin test refused: the move pruner name 'pi-corral' is already taken");
  EXPECT_EQ(refusal([](PluginRegistrar& r) {
              r.add_move_rule(std::make_shared<MisdeclaredTraits>(plugin::RuleTraits{"agent", ""}));
            }),
            "libtest.so: error: plugin test refused: move rule 'misdeclared' declares option ':agent' as its agent, "
            "but has no such option");
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
