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
  // What decides whether a cell's occupant moves: nothing there (it stays open), a piece that
  // moves anyway (free), the piece of the row above on the left or on the right (it keeps that
  // decision), or a piece new in this row (free to choose; moving costs one).
  enum Decision { kOpen, kMoving, kAsLeftAbove, kAsRightAbove, kChosen };
  // cost[a][b]: fewest extra movers so far, given whether the current left (a) and right (b)
  // occupants move. A vacant slot counts as "does not move", and a row is blocked only when
  // two occupants both stay.
  int cost[2][2] = {{0, kInfinity}, {kInfinity, kInfinity}};
  int previous_left = -1, previous_right = -1;
  for (int row = first; row <= last; ++row) {
    int left = occupant[static_cast<std::size_t>(left_[static_cast<std::size_t>(row)])];
    int right = occupant[static_cast<std::size_t>(right_[static_cast<std::size_t>(row)])];
    // Decided once per row rather than for each of the 16 transitions below.
    auto decision = [&](int piece) {
      if (piece < 0) return kOpen;
      if (already_moving[static_cast<std::size_t>(piece)]) return kMoving;
      if (piece == previous_left) return kAsLeftAbove;
      if (piece == previous_right) return kAsRightAbove;
      return kChosen;
    };
    const Decision left_decision = decision(left), right_decision = decision(right);
    const bool one_piece = left >= 0 && left == right;  // both cells of one piece: one decision
    const bool both_occupied = left >= 0 && right >= 0;
    int next[2][2] = {{kInfinity, kInfinity}, {kInfinity, kInfinity}};
    for (int a = 0; a < 2; ++a)
      for (int b = 0; b < 2; ++b) {
        if (cost[a][b] >= kInfinity) continue;
        // The values a cell's occupant may take, as an inclusive range.
        auto range = [&](Decision d, int& low, int& high) {
          switch (d) {
            case kOpen:
              low = high = 0;
              break;
            case kMoving:
              low = high = 1;
              break;
            case kAsLeftAbove:
              low = high = a;
              break;
            case kAsRightAbove:
              low = high = b;
              break;
            case kChosen:
              low = 0, high = 1;
              break;
          }
        };
        int x_low, x_high, y_low, y_high;
        range(left_decision, x_low, x_high);
        range(right_decision, y_low, y_high);
        for (int x = x_low; x <= x_high; ++x)
          for (int y = y_low; y <= y_high; ++y) {
            if (one_piece && x != y) continue;
            if (both_occupied && x == 0 && y == 0) continue;
            int added = (left_decision == kChosen && x == 1 ? 1 : 0) +
                        (right_decision == kChosen && !one_piece && y == 1 ? 1 : 0);
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
