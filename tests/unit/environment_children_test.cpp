// Whether a child is its parent with only the move's piece and agent changed, the condition under
// which the best-first search stages children from their parent's packed form: true without
// interchangeable units (sliding tiles; one box), false once units must be sorted back into order.
#include <gtest/gtest.h>

#include "domains/domain_registry.hpp"
#include "parser/load.hpp"
#include "tests/support/sokoban_levels.hpp"

namespace polyplan {
namespace {

// Every move of the state changes exactly the variables the move names, or some other too.
bool children_differ_only_in_the_moved(Environment& environment, StateView state) {
  std::vector<Move> moves;
  environment.successors(state, moves);
  EXPECT_FALSE(moves.empty());
  StateValues child(state.size());
  for (const Move& move : moves) {
    environment.apply(state, move, child);
    StateValues expected(state.begin(), state.end());
    expected[static_cast<std::size_t>(move.piece)] = move.placement;
    if (move.agent >= 0)
      expected[static_cast<std::size_t>(environment.task().agent())] = static_cast<std::uint32_t>(move.agent);
    if (child != expected) return false;
  }
  return true;
}

TEST(Environment, ChildrenComeFromTheParentWithoutUnitsToSort) {
  std::string text =
      "(define (problem p) (:domain sliding-tiles) (:board \"\"\"\n1.2\n345\n678\n\"\"\")"
      " (:goal (board \"\"\"\n.12\n345\n678\n\"\"\")))";
  Task tiles(load_pzl(SourceFile::from_text("p.pzl", text), "", domain_registry()).front());
  Environment tiles_environment(tiles);
  EXPECT_TRUE(tiles_environment.moves_change_only_their_pieces());
  EXPECT_TRUE(children_differ_only_in_the_moved(tiles_environment, tiles_environment.initial_state()));

  Task one_box(test_support::sokoban_text("one", "#####\n#@$.#\n#####\n"));
  Environment one_box_environment(one_box);
  EXPECT_TRUE(one_box_environment.moves_change_only_their_pieces());
  EXPECT_TRUE(children_differ_only_in_the_moved(one_box_environment, one_box_environment.initial_state()));
}

TEST(Environment, ChildrenAreSortedWhenUnitsAreInterchangeable) {
  // The boxes are kept in the order of their cells: pushing the left box down puts it after the
  // right one, so that child has the two boxes' values swapped as well.
  Task two_boxes(test_support::sokoban_text("two", "######\n#  @ #\n# $$ #\n#  . #\n#  . #\n######\n"));
  Environment environment(two_boxes);
  EXPECT_FALSE(environment.moves_change_only_their_pieces());
  EXPECT_FALSE(children_differ_only_in_the_moved(environment, environment.initial_state()));
}

}  // namespace
}  // namespace polyplan
