// How many moves of other pieces must come before a target step, on a hand-made board:
//   1 .      1 = target (I3), 2 = vertical domino, 3 = unit, k = 2 vacant cells
//   1 .
//   1 2
//   3 2
#include <gtest/gtest.h>

#include "domains/domain_registry.hpp"
#include "heuristics/flying_block/step_clearance.hpp"
#include "parser/load.hpp"

namespace polyplan {
namespace {

class StepClearanceTest : public ::testing::Test {
 protected:
  StepClearanceTest()
      : task_(load_pzl(SourceFile::from_text("board.pzl", R"((define (problem board) (:domain flying-block)
          (:board :cells tokens """
            1 0
            1 0
            1 2
            3 2
            """)
          (:goal (at 1 (1 0) (2 0) (3 0)))))"),
                       "", domain_registry())
                  .front()),
        clearance_(task_, 0) {
    clearance_.load(task_.initial_state());
  }
  int moves_before(std::initializer_list<Coord> cells) {
    std::vector<Word> bits(static_cast<std::size_t>(task_.words()), 0);
    for (Coord c : cells) set_bit(bits, task_.frame().floor_at(c));
    return clearance_.moves_before(bits);
  }
  Task task_;
  StepClearance clearance_;
};

TEST_F(StepClearanceTest, VacantCellsNeedNoMove) { EXPECT_EQ(moves_before({{0, 1}, {1, 1}}), 0); }

TEST_F(StepClearanceTest, AUnitFliesOutOfTheWayInOneMove) { EXPECT_EQ(moves_before({{1, 0}, {2, 0}, {3, 0}}), 1); }

TEST_F(StepClearanceTest, TwoPiecesInTheWayNeedTwoMoves) { EXPECT_EQ(moves_before({{3, 0}, {3, 1}}), 2); }

TEST_F(StepClearanceTest, APieceWithNowhereToGoInOneMoveNeedsTwo) {
  // The domino would have to leave rows 1-3 of the right column, and only (0, 1) stays free.
  EXPECT_EQ(moves_before({{1, 1}, {2, 1}, {3, 1}}), 2);
}

TEST_F(StepClearanceTest, APieceThatCanSlideAsideNeedsOneMove) {
  // Freeing (3, 1) alone: the domino slides up into (1, 1).
  EXPECT_EQ(moves_before({{3, 1}}), 1);
}

}  // namespace
}  // namespace polyplan
