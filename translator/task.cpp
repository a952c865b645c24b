#include "translator/task.hpp"

#include <algorithm>
#include <map>
#include <stdexcept>

#include "translator/sort_within_groups.hpp"

namespace polyplan {

Task::Task(Problem problem) : problem_(std::move(problem)), frame_(problem_.frame) {
  std::map<std::tuple<CellSet, bool, bool, bool>, int> table_of_shape;
  std::map<std::string, int> group_of_kind;
  for (const Piece& piece : problem_.pieces) {
    bool rotate = problem_.domain.rotates(piece.kind);
    bool reflect = problem_.domain.reflects(piece.kind);
    bool removable = problem_.domain.removes(piece.kind);
    // Keyed by the least of the shape's allowed orientations, so that a standing and a lying
    // domino share one table: their placements are numbered alike, which is what lets
    // interchangeable pieces be told apart by placement number alone (piece_symmetry).
    std::vector<CellSet> turns = orientations(piece.cells, rotate, reflect);
    CellSet shape = *std::min_element(turns.begin(), turns.end());
    auto [entry, fresh] = table_of_shape.try_emplace(std::make_tuple(shape, rotate, reflect, removable),
                                                     static_cast<int>(tables_.size()));
    if (fresh) tables_.emplace_back(frame_, shape, rotate, reflect, removable);
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
    if (!rule.has_agent()) continue;
    for (std::size_t p = 0; p < pieces_.size(); ++p)
      if (pieces_[p].kind == rule.agent) agent_ = static_cast<int>(p);
  }
  canonicalize(initial_);
  goal_ = GoalTest(*this, problem_.goal);
  if (words() == 1)  // tables_ is complete, so the pointers stay valid
    for (std::size_t p = 0; p < pieces_.size(); ++p)
      one_word_bits_.push_back(table(static_cast<int>(p)).bits(0).data());
  if (!one_word_bits_.empty() && std::all_of(one_word_bits_.begin(), one_word_bits_.end(),
                                             [&](const Word* bits) { return bits == one_word_bits_[0]; }))
    shared_one_word_bits_ = one_word_bits_[0];
}

std::vector<bool> Task::region_floors(const std::string& name) const {
  std::vector<bool> floors(static_cast<std::size_t>(frame_.floor_count()), false);
  if (const Region* region = problem_.region(name))
    for (Coord c : region->cells)
      if (int floor = frame_.floor_at(c); floor != FrameIndex::kNone) floors[static_cast<std::size_t>(floor)] = true;
  return floors;
}

void Task::canonicalize(std::span<std::uint32_t> state) const { sort_within_groups(groups_, state); }

void Task::occupancy_of_words(StateView state, MutableBits out) const {
  clear(out);
  for (std::size_t p = 0; p < pieces_.size(); ++p)
    or_into(out, table(static_cast<int>(p)).bits(static_cast<int>(state[p])));
}

}  // namespace polyplan
