#include "domains/sokoban/orders/packing_order.hpp"

#include <algorithm>
#include <limits>

namespace polyplan {
namespace {

class Unpacking {
 public:
  Unpacking(const SokobanBoard& board, const std::vector<int>& room)
      : board_(board), in_room_(cells(), 0), has_box_(cells(), 0), region_(cells(), 0), seen_(cells() * 4, 0) {
    for (int cell : room) in_room_[index(cell)] = has_box_[index(cell)] = 1;
  }

  // Takes the boxes out one by one; the goals in the order they were emptied, or fewer than the
  // room's when one could not be.
  std::vector<int> unpack(std::vector<int> left) {
    std::vector<int> emptied;
    while (!left.empty()) {
      mark_largest_free_region();
      int best = -1, best_pulls = std::numeric_limits<int>::max();
      for (int goal : left) {
        int pulls = pulls_out(goal);
        if (pulls >= 0 && pulls < best_pulls) best = goal, best_pulls = pulls;
      }
      if (best < 0) break;
      has_box_[index(best)] = 0;
      emptied.push_back(best);
      left.erase(std::find(left.begin(), left.end(), best));
    }
    return emptied;
  }

  // Takes the boxes out in layers: each takes every box that pulls can take out with all the
  // others of the room still standing. The layers in the order they came out, or empty when a
  // layer takes none while boxes are left.
  std::vector<std::vector<int>> unpack_in_layers(std::vector<int> left) {
    std::vector<std::vector<int>> layers;
    while (!left.empty()) {
      mark_largest_free_region();
      std::vector<int> layer;
      for (int goal : left)
        if (pulls_out(goal) >= 0) layer.push_back(goal);
      if (layer.empty()) return {};
      for (int goal : layer) {
        has_box_[index(goal)] = 0;
        left.erase(std::find(left.begin(), left.end(), goal));
      }
      layers.push_back(std::move(layer));
    }
    return layers;
  }

 private:
  std::size_t cells() const { return static_cast<std::size_t>(board_.floor_count()); }
  static std::size_t index(int cell) { return static_cast<std::size_t>(cell); }
  bool free(int cell) const { return cell != SokobanBoard::kNone && !has_box_[index(cell)]; }

  // The agent's start: the largest set of free cells joined side by side; ties to the one found first.
  void mark_largest_free_region() {
    std::vector<int> component(cells(), -1);
    int best = -1;
    std::size_t best_size = 0;
    for (int start = 0; start < board_.floor_count(); ++start) {
      if (!free(start) || component[index(start)] >= 0) continue;
      std::vector<int> queue{start};
      component[index(start)] = start;
      for (std::size_t head = 0; head < queue.size(); ++head)
        for (int d = 0; d < 4; ++d) {
          int next = board_.neighbour(queue[head], d);
          if (free(next) && component[index(next)] < 0) {
            component[index(next)] = start;
            queue.push_back(next);
          }
        }
      if (queue.size() > best_size) best = start, best_size = queue.size();
    }
    for (std::size_t cell = 0; cell < cells(); ++cell) region_[cell] = best >= 0 && component[cell] == best;
  }

  // The cells the agent reaches from `from` with the pulled box on `box` and the room's other
  // boxes where they stand.
  std::vector<char> reach(int box, int from) const {
    std::vector<char> reached(cells(), 0);
    std::vector<int> queue{from};
    reached[index(from)] = 1;
    for (std::size_t head = 0; head < queue.size(); ++head)
      for (int d = 0; d < 4; ++d) {
        int next = board_.neighbour(queue[head], d);
        if (!free(next) || next == box || reached[index(next)]) continue;
        reached[index(next)] = 1;
        queue.push_back(next);
      }
    return reached;
  }

  // The fewest pulls that take the box on `goal` to a cell outside the room, or -1. A search
  // over (box cell, side of the box the agent stands on), breadth first.
  int pulls_out(int goal) {
    has_box_[index(goal)] = 0;
    std::fill(seen_.begin(), seen_.end(), 0);
    struct Node {
      int box, side, pulls;
    };
    std::vector<Node> queue;
    for (int d = 0; d < 4; ++d) {
      int beside = board_.neighbour(goal, d);
      if (free(beside) && region_[index(beside)]) {
        seen_[index(goal) * 4 + static_cast<std::size_t>(d)] = 1;
        queue.push_back({goal, d, 0});
      }
    }
    int found = -1;
    for (std::size_t head = 0; head < queue.size() && found < 0; ++head) {
      const Node node = queue[head];
      std::vector<char> reached = reach(node.box, board_.neighbour(node.box, node.side));
      // A pull in direction d: the agent on the box's d side steps on to d, the box follows.
      for (int d = 0; d < 4 && found < 0; ++d) {
        int to = board_.neighbour(node.box, d);
        if (to == SokobanBoard::kNone || !reached[index(to)]) continue;
        int back = board_.neighbour(to, d);
        if (!free(back)) continue;
        if (!in_room_[index(to)]) {
          found = node.pulls + 1;
          break;
        }
        std::size_t key = index(to) * 4 + static_cast<std::size_t>(d);
        if (seen_[key]) continue;
        seen_[key] = 1;
        queue.push_back({to, d, node.pulls + 1});
      }
    }
    has_box_[index(goal)] = 1;
    return found;
  }

  const SokobanBoard& board_;
  std::vector<char> in_room_, has_box_, region_, seen_;
};

}  // namespace

std::vector<int> packing_order(const SokobanBoard& board, const std::vector<int>& room) {
  std::vector<int> emptied = Unpacking(board, room).unpack(room);
  if (emptied.size() != room.size()) return {};
  std::reverse(emptied.begin(), emptied.end());
  return emptied;
}

std::vector<std::vector<int>> packing_layers(const SokobanBoard& board, const std::vector<int>& room) {
  std::vector<std::vector<int>> layers = Unpacking(board, room).unpack_in_layers(room);
  std::reverse(layers.begin(), layers.end());
  return layers;
}

}  // namespace polyplan
