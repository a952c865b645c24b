#include "domains/sokoban/board/single_box_pushes.hpp"

#include <algorithm>

#include "domains/cell_flood.hpp"

namespace polyplan {

SingleBoxPushes::SingleBoxPushes(const SokobanBoard& board)
    : board_(board),
      reached_(static_cast<std::size_t>(board.floor_count())),
      handed_(static_cast<std::size_t>(board.floor_count())),
      seen_(static_cast<std::size_t>(board.floor_count()) * 4),
      links_(SideLinks::shared_for(board)) {}

std::optional<SingleBoxPushes::Path> SingleBoxPushes::shortest(const BoxMap& others, int vacated, int box, int agent,
                                                               int target, const std::vector<bool>* allowed) {
  if (box == target) return Path{0, -1, agent, box};
  return nearest(
      others, vacated, box, agent, [target](int cell) { return cell == target; }, allowed);
}

std::optional<SingleBoxPushes::Path> SingleBoxPushes::nearest(const BoxMap& others, int vacated, int box, int agent,
                                                              const std::function<bool(int cell)>& wanted,
                                                              const std::vector<bool>* allowed) {
  std::optional<Path> found;
  each_reached(
      others, vacated, box, agent,
      [&](const Path& path) {
        if (!wanted(path.cell)) return false;
        found = path;
        return true;
      },
      allowed);
  return found;
}

void SingleBoxPushes::each_reached(const BoxMap& others, int vacated, int box, int agent,
                                   const std::function<bool(const Path& path)>& visit,
                                   const std::vector<bool>* allowed) {
  queue_.clear();
  seen_.clear();
  // The agent's side: any neighbour of the box it reaches stands for the whole region. A box
  // still on its own cell stands on floor the labelling of the state's boxes answers for (the
  // macros search several boxes of one state); one pushed already needs a flood.
  const bool unmoved = box == vacated;
  if (unmoved)
    links_->label(others, vacated);
  else
    flood_to_sides(others, vacated, box, agent);
  auto agent_reaches = [&](int beside) {
    if (beside == SokobanBoard::kNone) return false;
    return unmoved ? !others[beside] && links_->walks_between(agent, beside) : reached_.marked(beside);
  };
  for (int d = 0; d < 4 && queue_.empty(); ++d)
    if (agent_reaches(board_.neighbour(box, d))) {
      queue_.push_back({box, d, 0, -1});
      seen_.mark(box * 4 + d);
    }
  // A cell is handed over the first time the box gets there: breadth first, by its fewest pushes.
  // The box's own cell counts as handed over.
  handed_.clear();
  handed_.mark(box);
  for (std::size_t head = 0; head < queue_.size(); ++head) {
    const Node node = queue_[head];
    // The start's sides come from the agent's region just above; those of every later position
    // from the floor's biconnected components, labelled above for a box on its own cell and, for
    // one pushed already, once the search goes beyond the start.
    if (head == 1 && !unmoved) links_->label(others, vacated);
    auto reaches = [&](int side) {
      const int beside = board_.neighbour(node.box, side);
      if (head == 0) return agent_reaches(beside);
      return !blocked(others, vacated, node.box, beside) && links_->joined(node.box, node.side, side);
    };
    // The other sides the agent reaches lead to the same pushes: none of them is searched again.
    for (int d = 0; d < 4; ++d)
      if (reaches(d)) seen_.mark(node.box * 4 + d);
    for (int d = 0; d < 4; ++d) {
      int ahead = board_.neighbour(node.box, d);
      if (!reaches((d + 2) % 4) || blocked(others, vacated, node.box, ahead)) continue;
      if (allowed && !(*allowed)[static_cast<std::size_t>(ahead)]) continue;
      if (!handed_.marked(ahead)) {
        handed_.mark(ahead);
        if (visit(Path{node.pushes + 1, d, node.box, ahead})) return;
      }
      int key = ahead * 4 + (d + 2) % 4;
      if (seen_.marked(key)) continue;
      seen_.mark(key);
      queue_.push_back({ahead, (d + 2) % 4, node.pushes + 1, d});
    }
  }
}

void SingleBoxPushes::flood(const BoxMap& others, int vacated, int box, int start) {
  reached_.clear();
  reached_.mark(start);
  flood_cells(
      start, cells_, [&](int cell, int d) { return board_.neighbour(cell, d); },
      [&](int next) {
        if (blocked(others, vacated, box, next) || reached_.marked(next)) return false;
        reached_.mark(next);
        return true;
      });
}

void SingleBoxPushes::flood_to_sides(const BoxMap& others, int vacated, int box, int start) {
  int sides_left = 0;
  for (int d = 0; d < 4; ++d) sides_left += !blocked(others, vacated, box, board_.neighbour(box, d));
  reached_.clear();
  cells_.assign(1, start);
  reached_.mark(start);
  auto is_side = [&](int cell) {
    for (int d = 0; d < 4; ++d)
      if (board_.neighbour(box, d) == cell) return true;
    return false;
  };
  sides_left -= is_side(start);
  flood_cells_until(
      start, cells_, [&](int cell, int d) { return board_.neighbour(cell, d); },
      [&](int next) {
        if (blocked(others, vacated, box, next) || reached_.marked(next)) return false;
        reached_.mark(next);
        sides_left -= is_side(next);
        return true;
      },
      [&] { return sides_left <= 0; });
}

int SingleBoxPushes::lowest() const { return *std::min_element(cells_.begin(), cells_.end()); }

}  // namespace polyplan
