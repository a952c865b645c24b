// The built-in rules against their specification: domains/pzl/built-in-rules.pzl writes fly,
// slide and push in the movement vocabulary, and here each native generator must make, in every
// reachable state of small puzzles, exactly the successor states (and costs) that the described
// twin makes through the interpreter. Both tasks are built from the same board and pieces, so
// their placements are numbered alike and states compare value by value.
#include <gtest/gtest.h>

#include <deque>
#include <map>
#include <set>

#include "domains/domain_registry.hpp"
#include "domains/environment.hpp"
#include "parser/load.hpp"
#include "planner/state_space.hpp"
#include "tests/support/shared_data.hpp"

namespace polyplan {
namespace {

using Successors = std::set<std::pair<StateValues, int>>;

Successors successors(Environment& environment, const StateValues& state) {
  std::vector<Move> moves;
  environment.successors(state, moves);
  Successors made;
  StateValues child(state.size());
  for (const Move& move : moves) {
    environment.apply(state, move, child);
    made.insert({child, move.cost});
  }
  return made;
}

// Walks the native space breadth first (at most `limit` states) and compares every state's
// successors; returns the number of states compared.
std::size_t expect_same_moves(const Problem& native, const std::string& twin_domain, std::size_t limit) {
  Problem described = native;
  const Domain* twin = domain_registry().find(twin_domain);
  EXPECT_NE(twin, nullptr) << twin_domain;
  if (!twin) return 0;
  described.domain = *twin;
  Task native_task{Problem(native)}, described_task{std::move(described)};
  Environment native_env(native_task), described_env(described_task);
  EXPECT_EQ(native_env.initial_state(), described_env.initial_state());
  std::set<StateValues> seen{native_env.initial_state()};
  std::deque<StateValues> frontier{native_env.initial_state()};
  while (!frontier.empty() && seen.size() < limit) {
    StateValues state = std::move(frontier.front());
    frontier.pop_front();
    const Successors expected = successors(native_env, state), actual = successors(described_env, state);
    if (expected != actual) {
      ADD_FAILURE() << native.name << ": the native rule and " << twin_domain << " differ in a state after "
                    << seen.size() << " states";
      return seen.size();
    }
    EXPECT_EQ(native_env.is_goal(state), described_env.is_goal(state));
    for (const auto& [child, cost] : expected)
      if (seen.insert(child).second) frontier.push_back(child);
  }
  return seen.size();
}

std::vector<Problem> load(const std::string& path) { return load_input(path, {}, domain_registry()); }

const std::string kExamples = std::string(POLYPLAN_SOURCE_DIR) + "/examples/";

Problem from_text(const std::string& text) {
  return load_pzl(SourceFile::from_text("<test>", text), "", domain_registry()).front();
}

TEST(BuiltInRules, FlyMakesTheMovesItsDescriptionMakes) {
  std::vector<Problem> problems = load(kExamples + "spec-examples.pzl#fbp-e6");
  EXPECT_GT(expect_same_moves(problems.front(), "flying-block-described", 50'000), 100u);
  // An L tetromino and an S: pieces whose mirror images are not turns of them, so that a twin
  // that got the mirrors wrong would differ.
  const Problem chiral = from_text(R"(
    (define (problem chiral)
      (:domain flying-block)
      (:board """
         AAA..
         A..BB
         ..BB.
         """)
      (:goal (at A (1 1) (1 2) (1 3) (2 1)))))");
  EXPECT_GT(expect_same_moves(chiral, "flying-block-described", 50'000), 100u);
  const std::string data = POLYPLAN_SHARED_DATA_DIR;
  POLYPLAN_NEED_SHARED_DATA(data);
  for (const char* folder : {"A-h5-k2-i2-1", "A-h5-k3-l3-1", "A-h5-k4-l3-1"}) {
    std::vector<Problem> published = load(data + "/fbp/" + folder);
    EXPECT_GT(expect_same_moves(published.front(), "flying-block-described", 50'000), 100u) << folder;
  }
}

TEST(BuiltInRules, SlideMakesTheMovesItsDescriptionMakes) {
  std::vector<Problem> blocks = load(kExamples + "sliding-block.pzl");
  EXPECT_GT(expect_same_moves(blocks.front(), "sliding-block-described", 50'000), 100u);
  std::vector<Problem> tiles = load(kExamples + "spec-examples.pzl#eight-14");
  EXPECT_EQ(expect_same_moves(tiles.front(), "sliding-tiles-described", 200'000), 181'440u);
}

TEST(BuiltInRules, PushMakesTheMovesItsDescriptionMakes) {
  const std::string data = POLYPLAN_SHARED_DATA_DIR;
  POLYPLAN_NEED_SHARED_DATA(data);
  for (int level = 1; level <= 3; ++level) {
    std::vector<Problem> problems =
        load_input(data + "/sokoban/Microban.xsb#" + std::to_string(level), {}, domain_registry());
    Problem moves = problems.front();
    moves.domain = *domain_registry().find("sokoban-moves");
    EXPECT_GT(expect_same_moves(moves, "sokoban-moves-described", 50'000), 100u) << "Microban " << level;
  }
}

// Under (:cost pushes) a described push charges its plain steps nothing: a different state graph
// from the built-in push's (which keeps the agent as the lowest cell of its region), but the same
// puzzle, so the same optimal push counts.
TEST(BuiltInRules, ADescribedPushUnderCostPushesFindsThePushOptimalCounts) {
  const std::string data = POLYPLAN_SHARED_DATA_DIR;
  POLYPLAN_NEED_SHARED_DATA(data);
  const Problem twin_domain = from_text(R"(
    (define (domain sokoban-described)
      (:kinds player box)
      (:move push :agent player :go (push :pieces (box)))
      (:cost pushes))
    (define (problem unused)
      (:domain sokoban-described)
      (:legend :preset xsb)
      (:board """
         #####
         #@$.#
         #####
         """)
      (:goal (all box on goal))))");
  for (int level = 1; level <= 3; ++level) {
    Problem native = load_input(data + "/sokoban/Microban.xsb#" + std::to_string(level), {}, domain_registry()).front();
    Problem described = native;
    described.domain = twin_domain.domain;
    int costs[2] = {0, 0};
    for (int i = 0; i < 2; ++i) {
      Task task{Problem(i == 0 ? native : described)};
      Environment environment(task);
      const StateSpace space = explore_state_space(environment, 200'000);
      ASSERT_TRUE(space.complete) << "Microban " << level;
      costs[i] = goal_distances(space)[0];
    }
    EXPECT_EQ(costs[1], costs[0]) << "Microban " << level;
    if (level == 1) {
      EXPECT_EQ(costs[0], 8);  // ../shared/spec/LANGUAGE.md: 8 pushes
    }
  }
}

}  // namespace
}  // namespace polyplan
