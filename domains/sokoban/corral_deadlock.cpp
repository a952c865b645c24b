#include "domains/sokoban/corral_deadlock.hpp"

#include <algorithm>
#include <unordered_set>

namespace polyplan {
namespace {

// The cells and the agent's mark as bytes, for the exact keys of the memory and the visited set.
std::string key_of(const std::vector<int>& cells, int agent) {
  std::string key;
  key.reserve((cells.size() + 1) * 2);
  for (int cell : cells) key.append({static_cast<char>(cell & 0xFF), static_cast<char>(cell >> 8)});
  key.append({static_cast<char>(agent & 0xFF), static_cast<char>(agent >> 8)});
  return key;
}

}  // namespace

CorralDeadlock::CorralDeadlock(const SokobanBoard& board, const DeadSquares& dead_squares, int max_boxes,
                               int max_states, std::size_t max_patterns)
    : board_(board),
      dead_squares_(dead_squares),
      max_boxes_(max_boxes),
      max_states_(max_states),
      has_box_(static_cast<std::size_t>(board.floor_count()), 0),
      all_boxes_(has_box_.size(), 0),
      corral_(has_box_.size()),
      flooded_(has_box_.size()),
      stands_(has_box_.size()),
      reached_(has_box_.size()),
      patterns_(board.floor_count(), max_patterns) {}

int CorralDeadlock::flood_from(int agent, const std::vector<unsigned char>& boxes) {
  flooded_.clear();
  region_.assign(1, agent);
  flooded_.mark(agent);
  int lowest = agent;
  for (std::size_t head = 0; head < region_.size(); ++head) {
    int cell = region_[head];
    lowest = std::min(lowest, cell);
    for (int d = 0; d < 4; ++d) {
      int next = board_.neighbour(cell, d);
      if (next == SokobanBoard::kNone || flooded_.marked(next) || boxes[static_cast<std::size_t>(next)]) continue;
      flooded_.mark(next);
      region_.push_back(next);
    }
  }
  return lowest;
}

int CorralDeadlock::flood_around(int agent, const std::vector<int>& cells) {
  for (int cell : cells) has_box_[static_cast<std::size_t>(cell)] = 1;
  const int mark = flood_from(agent, has_box_);
  for (int cell : cells) has_box_[static_cast<std::size_t>(cell)] = 0;
  return mark;
}

bool CorralDeadlock::opens(int interior) const {
  int reached = 0;
  for (int cell : region_) reached += corral_.marked(cell) && !all_boxes_[static_cast<std::size_t>(cell)];
  return reached == interior;
}

bool CorralDeadlock::deadlocked(int agent, const std::vector<int>& boxes) {
  for (int cell : boxes) all_boxes_[static_cast<std::size_t>(cell)] = 1;
  flood_from(agent, all_boxes_);
  // The corral searches flood again, so the agent's own region is kept apart.
  reached_.clear();
  for (int cell : region_) reached_.mark(cell);
  corral_.clear();
  std::vector<int> corral_boxes, queue;
  bool found = false;
  for (int start = 0; start < board_.floor_count() && !found; ++start) {
    if (reached_.marked(start) || corral_.marked(start)) continue;
    // One corral: the part of the floor, boxes included, that the agent does not reach.
    corral_boxes.clear();
    int interior = 0;
    queue.assign(1, start);
    corral_.mark(start);
    for (std::size_t head = 0; head < queue.size(); ++head) {
      int cell = queue[head];
      if (all_boxes_[static_cast<std::size_t>(cell)])
        corral_boxes.push_back(cell);
      else
        ++interior;
      for (int d = 0; d < 4; ++d) {
        int next = board_.neighbour(cell, d);
        if (next == SokobanBoard::kNone || reached_.marked(next) || corral_.marked(next)) continue;
        corral_.mark(next);
        queue.push_back(next);
      }
    }
    // Boxes with no empty cell behind them are open already, and a corral of every box is the
    // whole level: neither is worth a search.
    if (interior == 0 || static_cast<int>(corral_boxes.size()) > max_boxes_ || corral_boxes.size() == boxes.size())
      continue;
    if (std::all_of(corral_boxes.begin(), corral_boxes.end(), [&](int cell) { return board_.is_goal(cell); })) continue;
    std::sort(corral_boxes.begin(), corral_boxes.end());
    found = solvable(corral_boxes, agent, interior) == 0;
  }
  // The corral floods are done with, so the patterns' floods may reuse the scratch.
  if (!found && patterns_.enabled())
    found = patterns_.matches(boxes, all_boxes_, [&](const std::vector<int>& cells) { return flood_around(agent, cells); });
  for (int cell : boxes) all_boxes_[static_cast<std::size_t>(cell)] = 0;
  return found;
}

int CorralDeadlock::solvable(const std::vector<int>& cells, int agent, int interior) {
  int start_mark = flood_around(agent, cells);
  std::string start_key = key_of(cells, start_mark);
  if (auto known = remembered_.find(start_key); known != remembered_.end()) return known->second;
  ++searched_;
  struct Node {
    std::vector<int> cells;
    int agent;
  };
  std::vector<Node> frontier{{cells, start_mark}};
  std::unordered_set<std::string> seen{start_key};
  int answer = 0;
  for (std::size_t head = 0; head < frontier.size() && answer == 0; ++head) {
    Node node = frontier[head];
    if (std::all_of(node.cells.begin(), node.cells.end(), [&](int cell) { return board_.is_goal(cell); })) {
      answer = 1;
      break;
    }
    for (int cell : node.cells) has_box_[static_cast<std::size_t>(cell)] = 1;
    flood_from(node.agent, has_box_);
    stands_.clear();
    for (int cell : region_) stands_.mark(cell);
    for (std::size_t b = 0; b < node.cells.size() && answer == 0; ++b) {
      int box = node.cells[b];
      for (int d = 0; d < 4; ++d) {
        int behind = board_.neighbour(box, (d + 2) % 4), target = board_.neighbour(box, d);
        if (behind == SokobanBoard::kNone || target == SokobanBoard::kNone) continue;
        if (has_box_[static_cast<std::size_t>(target)] || dead_squares_.dead(target)) continue;
        if (!stands_.marked(behind)) continue;
        Node child{node.cells, 0};
        child.cells[b] = target;
        std::sort(child.cells.begin(), child.cells.end());
        has_box_[static_cast<std::size_t>(box)] = 0;
        has_box_[static_cast<std::size_t>(target)] = 1;
        child.agent = flood_from(box, has_box_);
        has_box_[static_cast<std::size_t>(target)] = 0;
        has_box_[static_cast<std::size_t>(box)] = 1;
        if (opens(interior)) {
          answer = -1;
          break;
        }
        if (!seen.insert(key_of(child.cells, child.agent)).second) continue;
        if (static_cast<int>(seen.size()) > max_states_) {
          answer = -1;
          break;
        }
        frontier.push_back(std::move(child));
      }
    }
    for (int cell : node.cells) has_box_[static_cast<std::size_t>(cell)] = 0;
  }
  undecided_ += answer == -1;
  if (answer == 0) patterns_.add(cells, start_mark);
  // Bounded like any cache: past a million corrals start afresh.
  if (remembered_.size() > 1'000'000) remembered_.clear();
  remembered_.emplace(start_key, answer);
  return answer;
}

}  // namespace polyplan
