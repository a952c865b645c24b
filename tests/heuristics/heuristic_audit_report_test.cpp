// audit_heuristic counts exactly the states and transitions that break a heuristic's promises.
#include <gtest/gtest.h>

#include "domains/domain_registry.hpp"
#include "parser/load.hpp"
#include "planner/audit/heuristic_audit.hpp"
#include "planner/board_render.hpp"

namespace polyplan {
namespace {

// h = 3 everywhere but at goals: overestimates every state closer than 3 to the goal, and is
// inconsistent exactly on the moves into a goal state (3 > 1 + 0).
class ThreeUnlessGoal final : public Heuristic {
 public:
  explicit ThreeUnlessGoal(const Environment& environment) : environment_(environment) {}
  int evaluate(StateView state) override { return environment_.is_goal(state) ? 0 : 3; }

 private:
  const Environment& environment_;
};

TEST(HeuristicAuditReport, CountsOverestimatesAndInconsistentMoves) {
  // The 2x3 sliding puzzle: 360 states, h* known from the oracle.
  std::string text =
      "(define (problem six) (:domain sliding-tiles) (:board \"\"\"\n.12\n345\n\"\"\")"
      " (:goal (board \"\"\"\n12.\n345\n\"\"\")))";
  Task task(load_pzl(SourceFile::from_text("six.pzl", text), "", domain_registry()).front());
  Environment environment(task);
  StateSpace space = explore_state_space(environment, 1000);
  std::vector<int> h_star = goal_distances(space);
  ThreeUnlessGoal heuristic(environment);
  HeuristicAudit audit = audit_heuristic(space, h_star, heuristic, task);

  std::size_t closer_than_three = 0, moves_into_goal = 0;
  for (StateId s = 0; s < space.states(); ++s) {
    closer_than_three += h_star[s] == 1 || h_star[s] == 2;
    for (std::size_t e = space.edge_begin[s]; e < space.edge_begin[s + 1]; ++e)
      moves_into_goal += space.goal[space.edges[e].to] && !space.goal[s];
  }
  EXPECT_EQ(audit.states, 360u);
  EXPECT_EQ(audit.solvable_states, 360u);
  // The blank starts in a corner: two states one move away; from those the blank reaches (0 0)
  // once and (1 1) by two different routes, which leave different tiles moved: three states.
  EXPECT_EQ(closer_than_three, 2u + 3u);
  EXPECT_EQ(audit.admissibility_violations, closer_than_three);
  EXPECT_EQ(audit.worst_overestimate, 2);
  ASSERT_TRUE(audit.worst_state.has_value());
  EXPECT_EQ(h_star[*audit.worst_state], 1);
  EXPECT_EQ(audit.consistency_violations, moves_into_goal);
  EXPECT_EQ(audit.worst_inconsistency, 2);
  EXPECT_EQ(audit.goal_violations, 0u);
}

TEST(HeuristicAuditReport, BoardsAreDrawnWithPiecesWallsAndGoals) {
  std::string text =
      "(define (problem tiny) (:domain sokoban) (:legend :preset xsb) (:board \"\"\"\n"
      "#####\n#@$.#\n#####\n\"\"\") (:goal (all box on goal)))";
  Task task(load_pzl(SourceFile::from_text("tiny.pzl", text), "", domain_registry()).front());
  EXPECT_EQ(render_board(task, task.initial_state()), "#####\n#@$+#\n#####\n");
}

}  // namespace
}  // namespace polyplan
