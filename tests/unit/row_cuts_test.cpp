// The row-cut minimum of the target-path heuristics on hand-made rows with known answers: the
// fewest extra pieces that must move so that every row between the target and its goal has a
// free cell (a minimum vertex cover, found by a dynamic program down the rows).
#include <gtest/gtest.h>

#include "heuristics/flying_block/row_cuts.hpp"
#include "parser/model/grid.hpp"
#include "translator/frame_index.hpp"

namespace polyplan {
namespace {

Grid floor_grid(int rows) {
  Grid grid(rows, 2);
  for (Cell& cell : grid.cells) cell.type = CellType::Floor;
  return grid;
}

// A 2-column frame of `rows` rows; occupant per floor cell, row by row (left, right).
struct Rows {
  FrameIndex frame;
  std::vector<int> occupant;
  explicit Rows(const std::vector<std::pair<int, int>>& rows) : frame(floor_grid(static_cast<int>(rows.size()))) {
    occupant.assign(rows.size() * 2, -1);
    for (std::size_t r = 0; r < rows.size(); ++r) {
      occupant[std::size_t(frame.floor_at(Coord{int(r), 0}))] = rows[r].first;
      occupant[std::size_t(frame.floor_at(Coord{int(r), 1}))] = rows[r].second;
    }
  }
  int extra(std::vector<char> moving, int first, int last) const {
    RowCuts cuts(frame);
    return cuts.extra_movers(occupant, moving, first, last);
  }
};

TEST(RowCuts, AFullRowOfOnePieceForcesThatPiece) {
  Rows rows({{0, 0}, {1, 2}});
  EXPECT_EQ(rows.extra({0, 0, 0}, 0, 0), 1);
}

TEST(RowCuts, ARowWithAVacantCellForcesNothing) {
  Rows rows({{0, -1}, {1, 2}});
  EXPECT_EQ(rows.extra({0, 0, 0}, 0, 0), 0);
  EXPECT_EQ(rows.extra({0, 0, 0}, 0, 1), 1);
}

TEST(RowCuts, APieceBesideTwoOthersCoversBothRows) {
  // Piece 0 stands in the left column of rows 0-1, pieces 1 and 2 beside it: moving 0 opens both.
  Rows rows({{0, 1}, {0, 2}});
  EXPECT_EQ(rows.extra({0, 0, 0}, 0, 1), 1);
}

TEST(RowCuts, StaggeredBricksNeedEveryOtherPiece) {
  // Bricks 0..4 alternate columns, each beside the next: rows (0,1) (2,1) (2,3) (4,3) form a path
  // 0-1-2-3-4 whose smallest cover has two pieces (1 and 3).
  Rows rows({{0, 1}, {2, 1}, {2, 3}, {4, 3}});
  EXPECT_EQ(rows.extra({0, 0, 0, 0, 0}, 0, 3), 2);
}

TEST(RowCuts, PiecesAlreadyMovingCoverTheirRowsForFree) {
  Rows rows({{0, 1}, {2, 1}, {2, 3}, {4, 3}});
  EXPECT_EQ(rows.extra({0, 1, 0, 1, 0}, 0, 3), 0);
  EXPECT_EQ(rows.extra({0, 1, 0, 0, 0}, 0, 3), 1);  // 1 opens rows 0-1; 3 then opens rows 2-3
  EXPECT_EQ(rows.extra({0, 0, 1, 0, 0}, 0, 3), 2);  // 2 opens rows 1-2; rows 0 and 3 need one each
}

TEST(RowCuts, OnlyTheRowsAskedForCount) {
  Rows rows({{0, 0}, {1, 1}, {2, 2}});
  EXPECT_EQ(rows.extra({0, 0, 0}, 1, 2), 2);
  EXPECT_EQ(rows.extra({0, 0, 0}, 0, 2), 3);
}

}  // namespace
}  // namespace polyplan
