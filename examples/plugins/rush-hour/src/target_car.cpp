#include "target_car.hpp"

#include <stdexcept>

namespace rush_hour {

int target_car(const polyplan::plugin::Puzzle& puzzle) {
  int target = -1;
  for (int piece = 0; piece < puzzle.piece_count(); ++piece) {
    if (puzzle.goal_placements(piece).empty()) continue;
    if (target >= 0) throw std::invalid_argument("needs a goal that places exactly one car, this one places several");
    target = piece;
  }
  if (target < 0) throw std::invalid_argument("needs a goal that places one car with (at CAR ...)");
  return target;
}

}  // namespace rush_hour
