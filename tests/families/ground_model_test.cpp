// The ground model of the described ways that take more than a step: hops that capture (with the
// count of pieces left), an agent's pushes of chains and its pulls, walks under a lock, exits.
// Each on a tiny board worked by hand: h^max and LM-cut exact, the model's own optimum (a
// uniform-cost search over its actions from the state's facts to its goal) equal to the optimal
// cost of polyplan's state space, and the facts the new ways add (counts, (idle)) where they
// belong.
#include <gtest/gtest.h>

#include <map>
#include <queue>
#include <set>

#include "domains/domain_registry.hpp"
#include "domains/environment.hpp"
#include "domains/ground_goal.hpp"
#include "domains/ground_model.hpp"
#include "heuristics/heuristic_registry.hpp"
#include "parser/load.hpp"
#include "planner/state_space.hpp"

namespace polyplan {
namespace {

Problem problem_of(const std::string& text) {
  return load_pzl(SourceFile::from_text("tiny.pzl", text), "", domain_registry()).front();
}

int estimate(const std::string& name, const Environment& environment, StateView state) {
  const HeuristicPlugin* plugin = heuristic_registry().find(name);
  EXPECT_NE(plugin, nullptr) << name;
  return plugin->create(environment, {})->evaluate(state);
}

// Whether the facts meet the goal formula (domains/ground_goal.hpp).
bool holds(const GoalFormula& formula, const GroundModel& model, const std::set<int>& facts) {
  switch (formula.kind) {
    case GoalFormula::Kind::True:
      return true;
    case GoalFormula::Kind::False:
      return false;
    case GoalFormula::Kind::Fact: {
      const auto& names = model.fact_names();
      const auto found = std::find(names.begin(), names.end(), formula.fact);
      return found != names.end() && facts.count(static_cast<int>(found - names.begin())) > 0;
    }
    case GoalFormula::Kind::Not:
      return !holds(formula.parts.front(), model, facts);
    case GoalFormula::Kind::All:
      return std::all_of(formula.parts.begin(), formula.parts.end(),
                         [&](const GoalFormula& part) { return holds(part, model, facts); });
    case GoalFormula::Kind::Any:
      return std::any_of(formula.parts.begin(), formula.parts.end(),
                         [&](const GoalFormula& part) { return holds(part, model, facts); });
  }
  return false;
}

// The cheapest sequence of the model's actions from the state's facts to facts meeting the goal
// formula: the optimum of the grounded translation, read off the model it writes.
int model_optimum(const Task& task, const GroundModel& model, StateView state) {
  std::vector<int> start;
  model.facts_of(state, start);
  using Facts = std::set<int>;
  const GoalFormula goal = ground_goal_formula(task, model);
  auto goal_holds = [&](const Facts& facts) { return holds(goal, model, facts); };
  std::map<Facts, int> best{{Facts(start.begin(), start.end()), 0}};
  using Entry = std::pair<int, Facts>;
  std::priority_queue<Entry, std::vector<Entry>, std::greater<>> open;
  open.push({0, Facts(start.begin(), start.end())});
  while (!open.empty()) {
    auto [cost, facts] = open.top();
    open.pop();
    if (best.at(facts) < cost) continue;
    if (goal_holds(facts)) return cost;
    for (const GroundModel::Action& action : model.actions()) {
      if (std::any_of(action.preconditions.begin(), action.preconditions.end(),
                      [&](int fact) { return facts.count(fact) == 0; }))
        continue;
      Facts next = facts;
      for (int fact : action.deletes) next.erase(fact);
      next.insert(action.adds.begin(), action.adds.end());
      auto [known, fresh] = best.emplace(next, cost + action.cost);
      if (!fresh && known->second <= cost + action.cost) continue;
      known->second = cost + action.cost;
      open.push({cost + action.cost, next});
    }
  }
  return -1;
}

struct Figures {
  int optimal;  // polyplan's state space
  int model;    // the ground model's own optimum
  int hmax;
  int lmcut;
};

Figures figures(const std::string& text) {
  Task task(problem_of(text));
  Environment environment(task);
  const StateSpace space = explore_state_space(environment, 100'000);
  EXPECT_TRUE(space.complete);
  const GroundModel model(environment);
  return Figures{goal_distances(space)[0], model_optimum(task, model, task.initial_state()),
                 estimate("hmax", environment, task.initial_state()),
                 estimate("lmcut", environment, task.initial_state())};
}

using Outcomes = std::map<std::vector<int>, int>;  // facts of the state reached -> cheapest cost

// What the model's actions reach from a state a search meets: one action, or where moves are locked
// a first action and its continuations up to the next state with (idle), at the cheapest cost.
Outcomes ground_outcomes(const GroundModel& model, const std::vector<int>& start) {
  Outcomes reached;
  std::map<std::vector<int>, int> best{{start, 0}};
  using Entry = std::pair<int, std::vector<int>>;
  std::priority_queue<Entry, std::vector<Entry>, std::greater<>> open;
  open.push({0, start});
  const int idle = [&] {
    const auto& facts = model.fact_names();
    auto found = std::find(facts.begin(), facts.end(), "(idle)");
    return found == facts.end() ? -1 : static_cast<int>(found - facts.begin());
  }();
  while (!open.empty()) {
    auto [cost, facts] = open.top();
    open.pop();
    if (best.at(facts) < cost) continue;
    for (const GroundModel::Action& action : model.actions()) {
      if (std::any_of(action.preconditions.begin(), action.preconditions.end(),
                      [&](int fact) { return !std::binary_search(facts.begin(), facts.end(), fact); }))
        continue;
      std::set<int> next(facts.begin(), facts.end());
      for (int fact : action.deletes) next.erase(fact);
      next.insert(action.adds.begin(), action.adds.end());
      const std::vector<int> after(next.begin(), next.end());
      const int total = cost + action.cost;
      if (idle < 0 || next.count(idle)) {
        auto [known, fresh] = reached.emplace(after, total);
        if (!fresh) known->second = std::min(known->second, total);
        continue;
      }
      auto [known, fresh] = best.emplace(after, total);
      if (!fresh && known->second <= total) continue;
      known->second = total;
      open.push({total, after});
    }
  }
  reached.erase(start);  // a walk back to where it began: a move that changes nothing
  return reached;
}

// On every reachable state: the states the real moves lead to, with their cheapest costs, are
// exactly those the ground actions lead to (told apart by their facts). Both halves matter: every
// move must be there at its cost for the relaxation heuristics to stay admissible, and nothing
// else may be for the grounded translation to keep the optimum.
void expect_moves_are_the_ground_actions(const std::string& text) {
  Task task(problem_of(text));
  Environment environment(task);
  const StateSpace space = explore_state_space(environment, 20'000);
  ASSERT_TRUE(space.complete);
  const GroundModel model(environment);
  StateValues state(task.pieces().size()), child(task.pieces().size());
  std::vector<Move> moves;
  std::vector<int> facts, child_facts;
  int compared = 0;
  for (std::size_t id = 0; id < space.states(); ++id) {
    space.registry->unpack(static_cast<StateId>(id), state);
    model.facts_of(state, facts);
    Outcomes real;
    environment.successors(state, moves);
    for (const Move& move : moves) {
      environment.apply(state, move, child);
      model.facts_of(child, child_facts);
      auto [known, fresh] = real.emplace(child_facts, move.cost);
      if (!fresh) known->second = std::min(known->second, move.cost);
    }
    real.erase(facts);
    ASSERT_EQ(ground_outcomes(model, facts), real) << "state " << id;
    compared += static_cast<int>(real.size());
  }
  EXPECT_GT(compared, 0);
}

std::vector<std::string> names(const GroundModel& model, const std::vector<int>& facts) {
  std::vector<std::string> out;
  for (int fact : facts) out.push_back(model.fact_names()[std::size_t(fact)]);
  return out;
}

// Pegs on cells 0, 1 and 3 of a row of five: the only first jump is 0 over 1 into 2, then 2 over 3
// into 4 (or 3 over 2 into 1) leaves one peg. h^max follows the count: three pegs left at no cost,
// two after one jump, one after a second jump that needs the first's landing cell and the count.
TEST(GroundModelWays, PegsInARowAreCountedDown) {
  const std::string text = R"((define (problem row) (:domain peg-solitaire) (:legend "o" (unit peg) "." floor)
  (:board """
oo.o.
""") (:goal (<= (count peg) 1))))";
  const Figures f = figures(text);
  EXPECT_EQ(f.optimal, 2);
  EXPECT_EQ(f.model, 2);
  EXPECT_EQ(f.hmax, 2);
  EXPECT_EQ(f.lmcut, 2);

  Task task(problem_of(text));
  Environment environment(task);
  const GroundModel model(environment);
  std::vector<int> facts;
  model.facts_of(task.initial_state(), facts);
  const std::vector<std::string> start = names(model, facts);
  EXPECT_NE(std::find(start.begin(), start.end(), "(left k-peg n3)"), start.end());
  // The count goal: one peg left or none.
  EXPECT_EQ(ground_goal_formula(task, model),
            (GoalFormula{GoalFormula::Kind::Any,
                         "",
                         {GoalFormula::fact_named("(left k-peg n0)"), GoalFormula::fact_named("(left k-peg n1)")}}));
  // Every jump is written once per count of pegs it may start from, and costs one move.
  for (const GroundModel::Action& action : model.actions()) {
    EXPECT_EQ(action.cost, 1) << action.name;
    const std::vector<std::string> needs = names(model, action.preconditions);
    EXPECT_EQ(
        std::count_if(needs.begin(), needs.end(), [](const std::string& fact) { return fact.rfind("(left ", 0) == 0; }),
        1)
        << action.name;
  }
}

// Pulls: the player steps away from the box and drags it along, twice, onto the goal cell.
TEST(GroundModelWays, PullsDragTheBoxAlong) {
  const Figures f = figures(R"((define (problem pull) (:domain pull-sokoban) (:legend :preset xsb) (:board """
######
# .@$#
######
""") (:goal (all box on goal))))");
  EXPECT_EQ(f.optimal, 2);
  EXPECT_EQ(f.model, 2);
  EXPECT_EQ(f.hmax, 2);
  EXPECT_EQ(f.lmcut, 2);
}

// A chain of two boxes pushed twice, both onto goal cells: each push moves both.
TEST(GroundModelWays, ChainsOfTwoMoveTogether) {
  const Figures f = figures(R"((define (problem chain) (:domain chain-sokoban) (:legend :preset xsb) (:board """
#######
#@$$..#
#######
""") (:goal (all box on goal))))");
  EXPECT_EQ(f.optimal, 2);
  EXPECT_EQ(f.model, 2);
  EXPECT_EQ(f.hmax, 2);
  EXPECT_EQ(f.lmcut, 2);
}

// A described push of one box (the built-in Sokoban rule as text): two pushes down a corridor.
TEST(GroundModelWays, DescribedPushesOfOneBox) {
  const Figures f =
      figures(R"((define (problem push) (:domain sokoban-moves-described) (:legend :preset xsb) (:board """
######
#@$ .#
######
""") (:goal (all box on goal))))");
  EXPECT_EQ(f.optimal, 2);
  EXPECT_EQ(f.model, 2);
  EXPECT_EQ(f.hmax, 2);
  EXPECT_EQ(f.lmcut, 2);
}

// Walks: B walks two cells right (one move), then A walks two cells right (one move). In the
// relaxation A's walk needs B's first step to free cell 1, so h^max is 2 as well: B's move (1) and
// A's (1), not the four steps.
TEST(GroundModelWays, WalksCostOnePerMove) {
  const std::string text = R"((define (problem walks) (:domain klotski) (:board """
AB..
""") (:goal (and (at A (0 2)) (at B (0 3))))))";
  const Figures f = figures(text);
  EXPECT_EQ(f.optimal, 2);
  EXPECT_EQ(f.model, 2);
  EXPECT_EQ(f.hmax, 2);
  EXPECT_EQ(f.lmcut, 2);

  Task task(problem_of(text));
  Environment environment(task);
  const GroundModel model(environment);
  ASSERT_TRUE(model.locks_moves());
  std::vector<int> facts;
  model.facts_of(task.initial_state(), facts);
  const std::vector<std::string> start = names(model, facts);
  EXPECT_NE(std::find(start.begin(), start.end(), "(idle)"), start.end());
  const GoalFormula goal = ground_goal_formula(task, model);
  ASSERT_EQ(goal.kind, GoalFormula::Kind::All);
  EXPECT_EQ(goal.parts.back(), GoalFormula::fact_named("(idle)"));
  // Every walk's first step pays the move; the steps under the lock and the stops are free.
  for (const GroundModel::Action& action : model.actions())
    EXPECT_EQ(action.cost,
              action.name.find("-on") != std::string::npos || action.name.find("-stop") != std::string::npos ? 0 : 1)
        << action.name;
}

// One walk of three cells is one move; in single steps it is three.
TEST(GroundModelWays, AWalkOfThreeCellsIsOneMove) {
  const Figures walk = figures(R"((define (problem walk) (:domain klotski) (:board """
A...
""") (:goal (at A (0 3)))))");
  EXPECT_EQ(walk.optimal, 1);
  EXPECT_EQ(walk.model, 1);
  EXPECT_EQ(walk.hmax, 1);
  EXPECT_EQ(walk.lmcut, 1);
  const Figures steps = figures(R"((define (problem steps) (:domain klotski-steps) (:board """
A...
""") (:goal (at A (0 3)))))");
  EXPECT_EQ(steps.optimal, 3);
  EXPECT_EQ(steps.model, 3);
  EXPECT_EQ(steps.hmax, 3);
}

// An exit: a car that steps onto the door's cell leaves the board; the goal counts cars left.
TEST(GroundModelWays, ExitsTakePiecesOffAndCountThem) {
  const std::string text = R"((define (domain exits) (:requirements :described-moves) (:kinds car)
  (:move drive :kinds (car) :go step :exit door))
(define (problem out) (:domain exits) (:legend "A" (piece car) "B" (piece car) "." floor "D" (floor (region door)))
  (:board """
A.D
B..
""") (:goal (<= (count car) 0))))";
  const Figures f = figures(text);
  // A: two steps right, the second onto the door; B: up behind it... B steps right twice then up
  // onto the door (three), or up once A has left and then right twice (three): five in all.
  EXPECT_EQ(f.optimal, 5);
  EXPECT_EQ(f.model, 5);
  // The two cars are interchangeable, so they share position facts: relaxed, the car that reached
  // (0 1) in one step exits from there twice, each exit counting one car down. h^max: one step,
  // the exit from two cars left, the exit from one; LM-cut finds the same three landmarks (a
  // step toward the door, each of the two exits).
  EXPECT_EQ(f.hmax, 3);
  EXPECT_EQ(f.lmcut, 3);
}

// Every way on boards that exercise what the examples do not: pieces of several cells pushed in
// chains and pulled, hops over a longer piece without capture, walks and slides onto exits, walks
// charged per cell, flights.
TEST(GroundModelWays, EveryMoveIsItsGroundActionsAndNothingElse) {
  SCOPED_TRACE("dominoes pushed in chains of two");
  expect_moves_are_the_ground_actions(R"((define (domain dominoes) (:requirements :agent :described-moves)
  (:kinds player box) (:move shove :agent player :go (push :pieces (box) :chain 2)))
(define (problem d) (:domain dominoes) (:legend "@" (piece player) "A" (piece box) "B" (piece box) "." floor "#" wall)
  (:board """
.....
.AA..
.@B..
..B..
.....
""") (:goal (at A (0 0) (0 1)))))");
  SCOPED_TRACE("dominoes pulled");
  expect_moves_are_the_ground_actions(R"((define (domain pulls) (:requirements :agent :described-moves)
  (:kinds player box) (:move drag :agent player :go (pull :pieces (box))))
(define (problem p) (:domain pulls) (:legend "@" (piece player) "A" (piece box) "." floor)
  (:board """
....
.AA.
..@.
....
""") (:goal (at A (3 0) (3 1)))))");
  SCOPED_TRACE("hops over a domino, no capture");
  expect_moves_are_the_ground_actions(R"((define (domain frogs) (:requirements :described-moves)
  (:kinds frog log) (:move leap :kinds (frog) :go (hop :over (log frog))))
(define (problem f) (:domain frogs) (:legend "F" (piece frog) "G" (piece frog) "L" (piece log) "." floor)
  (:board """
F.G.
LL..
....
""") (:goal (at F (2 0)))))");
  SCOPED_TRACE("pegs captured, counted");
  expect_moves_are_the_ground_actions(R"((define (problem pegs) (:domain peg-solitaire)
  (:legend "o" (unit peg) "." floor) (:board """
oo.o
.oo.
o...
""") (:goal (<= (count peg) 1))))");
  SCOPED_TRACE("walks onto an exit, counted");
  expect_moves_are_the_ground_actions(R"((define (domain leaving) (:requirements :described-moves)
  (:kinds car) (:move go :kinds (car) :go walk :exit door))
(define (problem w) (:domain leaving) (:legend "A" (piece car) "B" (piece car) "." floor "D" (floor (region door)))
  (:board """
A..
.#D
B..
""") (:goal (<= (count car) 0))))");
  SCOPED_TRACE("walks charged per cell");
  expect_moves_are_the_ground_actions(R"((define (domain strolls) (:requirements :polyominoes :described-moves)
  (:kinds block) (:move stroll :kinds (block) :go walk :per cell :cost 2))
(define (problem s) (:domain strolls) (:board """
AA.
.B.
...
""") (:goal (at B (2 2)))))");
  SCOPED_TRACE("slides onto an exit");
  expect_moves_are_the_ground_actions(R"((define (domain sliders) (:requirements :described-moves)
  (:kinds puck) (:move glide :kinds (puck) :go (slide :until blocked) :exit hole))
(define (problem s) (:domain sliders) (:legend "P" (piece puck) "Q" (piece puck) "." floor "H" (floor (region hole)))
  (:board """
P..H
..Q.
....
""") (:goal (<= (count puck) 1))))");
  SCOPED_TRACE("flights");
  expect_moves_are_the_ground_actions(R"((define (domain fliers) (:requirements :polyominoes :described-moves)
  (:kinds block) (:move hover :kinds (block) :go (fly :rotate true)))
(define (problem f) (:domain fliers) (:board """
AA.
.B.
""") (:goal (at B (0 2)))))");
  SCOPED_TRACE("rows of three units");
  expect_moves_are_the_ground_actions(R"((define (domain trains) (:requirements :agent :described-moves)
  (:kinds player box) (:move haul :agent player :go (push :pieces (box) :chain 3)))
(define (problem rows) (:domain trains) (:legend :preset xsb) (:board """
#######
#@$$$.#
#. $..#
#######
""") (:goal (all box on goal))))");
}

}  // namespace
}  // namespace polyplan
