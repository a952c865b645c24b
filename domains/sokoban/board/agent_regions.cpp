#include "domains/sokoban/board/agent_regions.hpp"

#include <fmt/format.h>

#include <limits>

#include "parser/input_error.hpp"

namespace polyplan {

AgentRegions::AgentRegions(const SokobanBoard& board, const std::string& user) : floor_(board.floor_count()) {
  if (floor_ > kMaxFloor)
    throw NotApplicable(Diagnostic::about(
        "heuristic", fmt::format("{} tabulates the floor around every box cell and takes levels of at most {} floor "
                                 "cells; this one has {}",
                                 user, kMaxFloor, floor_)));
  labels_.resize(static_cast<std::size_t>(floor_) * static_cast<std::size_t>(floor_));
  constexpr std::uint16_t kUnlabelled = std::numeric_limits<std::uint16_t>::max();
  std::vector<int> queue;
  for (int box = 0; box < floor_; ++box) {
    std::uint16_t* labels = labels_.data() + index(box, 0);
    std::fill(labels, labels + floor_, kUnlabelled);
    // The box's cell keeps the unlabelled mark: it belongs to no component, so it is connected to
    // nothing but itself, and it is never asked about (the agent never stands on a box).
    std::uint16_t next = 0;
    for (int start = 0; start < floor_; ++start) {
      if (start == box || labels[start] != kUnlabelled) continue;
      std::uint16_t label = next++;  // at most kMaxFloor components: no overflow
      queue.assign(1, start);
      labels[start] = label;
      for (std::size_t head = 0; head < queue.size(); ++head)
        for (int d = 0; d < 4; ++d) {
          int cell = board.neighbour(queue[head], d);
          if (cell == SokobanBoard::kNone || cell == box || labels[cell] != kUnlabelled) continue;
          labels[cell] = label;
          queue.push_back(cell);
        }
    }
  }
}

}  // namespace polyplan
