#include "translator/task.hpp"

#include <algorithm>
#include <map>
#include <stdexcept>

namespace polyplan {

Task::Task(Problem problem) : problem_(std::move(problem)), frame_(problem_.frame) {
  std::map<std::tuple<CellSet, bool, bool>, int> table_of_shape;
  std::map<std::string, int> group_of_kind;
  for (const Piece& piece : problem_.pieces) {
    bool rotate = problem_.domain.rotates(piece.kind);
    bool reflect = problem_.domain.reflects(piece.kind);
    CellSet shape = normalized(piece.cells);
    auto [entry, fresh] = table_of_shape.try_emplace(std::make_tuple(shape, rotate, reflect), static_cast<int>(tables_.size()));
    if (fresh) tables_.emplace_back(frame_, shape, rotate, reflect);
    TaskPiece task_piece{piece.name, piece.kind, piece.unit, entry->second, -1};
    if (piece.unit) {
      auto [group, new_group] = group_of_kind.try_emplace(piece.kind, static_cast<int>(groups_.size()));
      if (new_group) groups_.emplace_back();
      groups_[static_cast<std::size_t>(group->second)].push_back(static_cast<int>(pieces_.size()));
      task_piece.group = group->second;
    }
    pieces_.push_back(task_piece);

    std::vector<int> floors;
    for (Coord c : piece.cells) floors.push_back(frame_.floor_at(c));
    std::sort(floors.begin(), floors.end());
    int placement = tables_[static_cast<std::size_t>(entry->second)].find(floors);
    if (placement == PlacementTable::kNone) throw std::logic_error("a checked piece has no placement: " + piece.name);
    initial_.push_back(static_cast<std::uint32_t>(placement));
  }
  for (const MoveRule& rule : problem_.domain.moves) {
    if (rule.name != "push") continue;
    for (std::size_t p = 0; p < pieces_.size(); ++p)
      if (pieces_[p].kind == rule.word("agent")) agent_ = static_cast<int>(p);
  }
  canonicalize(initial_);
  goal_ = GoalTest(*this, problem_.goal);
}

void Task::canonicalize(std::span<std::uint32_t> state) const {
  for (const std::vector<int>& group : groups_) {
    if (group.size() < 2) continue;
    // Groups are short (boxes of a level); insertion sort through the index list avoids a buffer.
    for (std::size_t i = 1; i < group.size(); ++i) {
      std::uint32_t value = state[static_cast<std::size_t>(group[i])];
      std::size_t j = i;
      for (; j > 0 && state[static_cast<std::size_t>(group[j - 1])] > value; --j)
        state[static_cast<std::size_t>(group[j])] = state[static_cast<std::size_t>(group[j - 1])];
      state[static_cast<std::size_t>(group[j])] = value;
    }
  }
}

void Task::occupancy(StateView state, MutableBits out) const {
  clear(out);
  for (std::size_t p = 0; p < pieces_.size(); ++p) or_into(out, table(static_cast<int>(p)).bits(static_cast<int>(state[p])));
}

}  // namespace polyplan
