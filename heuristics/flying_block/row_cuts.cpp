#include "heuristics/flying_block/row_cuts.hpp"

#include <algorithm>
#include <climits>

namespace polyplan {

RowCuts::RowCuts(const FrameIndex& frame) {
  if (frame.cols() != 2 || frame.floor_count() != frame.rows() * 2) return;
  usable_ = true;
  for (int row = 0; row < frame.rows(); ++row) {
    left_.push_back(frame.floor_at(Coord{row, 0}));
    right_.push_back(frame.floor_at(Coord{row, 1}));
  }
}

int RowCuts::extra_movers(std::span<const int> occupant, const std::vector<char>& already_moving, int first,
                          int last) const {
  constexpr int kInfinity = INT_MAX / 4;
  // cost[a][b]: fewest extra movers so far, given whether the current left (a) and right (b)
  // occupants move. A vacant slot or an already-moving piece is "moves" for free.
  int cost[2][2] = {{0, kInfinity}, {kInfinity, kInfinity}};
  int previous_left = -1, previous_right = -1;
  for (int row = first; row <= last; ++row) {
    int left = occupant[static_cast<std::size_t>(left_[static_cast<std::size_t>(row)])];
    int right = occupant[static_cast<std::size_t>(right_[static_cast<std::size_t>(row)])];
    int next[2][2] = {{kInfinity, kInfinity}, {kInfinity, kInfinity}};
    for (int a = 0; a < 2; ++a)
      for (int b = 0; b < 2; ++b) {
        if (cost[a][b] >= kInfinity) continue;
        // The decision a piece carries from the row above, or -1 if it is new in this row.
        auto carried = [&](int piece) {
          if (piece < 0) return -1;
          if (piece == previous_left) return a;
          if (piece == previous_right) return b;
          return -1;
        };
        for (int x = 0; x < 2; ++x)
          for (int y = 0; y < 2; ++y) {
            int added = 0;
            auto decide = [&](int piece, int choice) {
              if (piece < 0) return choice == 0;
              bool free_mover = already_moving[static_cast<std::size_t>(piece)] != 0;
              int from_above = carried(piece);
              if (free_mover) return choice == 1;
              if (from_above >= 0) return choice == from_above;
              return true;
            };
            if (!decide(left, x) || !decide(right, y)) continue;
            if (left >= 0 && left == right && x != y) continue;
            if (left >= 0 && x == 1 && carried(left) < 0 && !already_moving[static_cast<std::size_t>(left)]) ++added;
            if (right >= 0 && right != left && y == 1 && carried(right) < 0 &&
                !already_moving[static_cast<std::size_t>(right)])
              ++added;
            bool blocked = left >= 0 && right >= 0 && x == 0 && y == 0;
            if (blocked) continue;
            next[x][y] = std::min(next[x][y], cost[a][b] + added);
          }
      }
    std::copy(&next[0][0], &next[0][0] + 4, &cost[0][0]);
    previous_left = left;
    previous_right = right;
  }
  return std::min({cost[0][0], cost[0][1], cost[1][0], cost[1][1]});
}

}  // namespace polyplan
