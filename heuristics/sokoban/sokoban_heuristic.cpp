#include "heuristics/sokoban/sokoban_heuristic.hpp"

#include <algorithm>

#include "parser/input_error.hpp"

namespace polyplan {

SokobanHeuristic::SokobanHeuristic(const Task& task, const std::string& name, const PluginOptions& options)
    : has_box_(SokobanBoard(task, name)),
      plain_(SokobanBoard(task, name), name),
      deadlocks_(plain_.board, DeadlockChoice::from(options)),
      frozen_tables_(plain_, kFrozenTablesBudget) {
  const auto chosen = options.find("perimeter");
  const int states = chosen == options.end() ? 0 : std::get<int>(chosen->second);
  if (states == 0) return;
  if (task.problem().domain.cost != CostModel::Pushes)
    throw NotApplicable(Diagnostic::about(
        "heuristic", name + " with perimeter= needs walking to be free (domain sokoban): the perimeter counts pushes"));
  // The bound reaches only states whose estimate is at most the perimeter's depth, which a search
  // from a start much farther away never expands. So a twentieth of the states is pulled first,
  // and the rest only when the start's plainest bound (each box to its nearest goal) is within
  // twice the depth that reached: on a long level the build would cost its seconds for nothing.
  perimeter_.emplace(plain_.board, std::max<std::size_t>(1, static_cast<std::size_t>(states) / 20));
  if (!perimeter_->whole() && start_bound(task.initial_state()) <= 2 * (perimeter_->complete_distance() + 1))
    perimeter_.emplace(plain_.board, static_cast<std::size_t>(states));
  perimeter_key_.resize(static_cast<std::size_t>(plain_.board.box_count()) + 1);
}

int SokobanHeuristic::start_bound(StateView state) const {
  std::vector<int> boxes;
  plain_.board.box_cells(state, boxes);
  const int agent = plain_.board.agent_cell(state);
  int bound = 0;
  for (int box : boxes) {
    const int nearest = plain_.distances.nearest(box, plain_.distances.reachable_sides(box, agent));
    if (nearest == PushDistances::kInfinite) return 0;  // a dead end at the start: nothing to gain or lose
    bound += nearest;
  }
  return bound;
}

std::size_t SokobanHeuristic::memory_bytes() const { return perimeter_ ? perimeter_->memory_bytes() : 0; }

int SokobanHeuristic::with_perimeter(int h, int agent) {
  if (!perimeter_ || perimeter_->size() == 0) return h;
  for (std::size_t b = 0; b < boxes_.size(); ++b) perimeter_key_[b] = static_cast<std::uint16_t>(boxes_[b]);
  std::sort(perimeter_key_.begin(), perimeter_key_.end() - 1);
  perimeter_key_.back() = static_cast<std::uint16_t>(agent);
  if (const GoalPerimeter::Step* step = perimeter_->find(perimeter_key_)) return std::max<int>(h, step->distance);
  if (perimeter_->whole()) return kDeadEnd;
  return std::max(h, perimeter_->complete_distance() + 1);
}

int SokobanHeuristic::evaluate(StateView state) {
  plain_.board.box_cells(state, boxes_);
  return evaluate_boxes(state, -1);
}

int SokobanHeuristic::evaluate_child(StateView child, StateView parent) {
  plain_.board.box_cells(child, boxes_);
  // Only the local deadlock search asks which box moved; without it (the rules' default) a child
  // costs what evaluate costs.
  if (!deadlocks_.looks_at_pushes()) return evaluate_boxes(child, -1);
  plain_.board.box_cells(parent, parent_boxes_);
  sorted_boxes_ = boxes_;
  std::sort(sorted_boxes_.begin(), sorted_boxes_.end());
  std::sort(parent_boxes_.begin(), parent_boxes_.end());
  // A push or a macro of one box leaves one cell different; a mirrored child (board symmetry)
  // leaves many, and then no box is singled out.
  int pushed = -1, moved = 0;
  std::size_t p = 0;
  for (int cell : sorted_boxes_) {
    while (p < parent_boxes_.size() && parent_boxes_[p] < cell) ++p;
    if (p == parent_boxes_.size() || parent_boxes_[p] != cell) {
      pushed = cell;
      ++moved;
    }
  }
  return evaluate_boxes(child, moved == 1 ? pushed : -1);
}

int SokobanHeuristic::evaluate_boxes(StateView state, int pushed) {
  has_box_.fill(boxes_);
  int h = kDeadEnd;
  if (!deadlocks_.deadlocked(boxes_, has_box_, plain_.board.agent_cell(state), pushed)) {
    frozen_ = deadlocks_.frozen();
    const LevelTables& tables = frozen_tables_.tables(frozen_);
    if (&tables == &plain_) {
      h = estimate(plain_, boxes_, plain_.board.agent_cell(state));
    } else {
      movable_.clear();
      for (int cell : boxes_)
        if (!std::binary_search(frozen_.begin(), frozen_.end(), cell)) movable_.push_back(cell);
      h = estimate(tables, movable_, plain_.board.agent_cell(state));
    }
    if (h != kDeadEnd) h = with_perimeter(h, plain_.board.agent_cell(state));
  }
  has_box_.clear(boxes_);
  return h;
}

}  // namespace polyplan
