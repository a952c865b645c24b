#include "translator/goal_test.hpp"

#include <algorithm>

#include "translator/task.hpp"

namespace polyplan {
namespace {

std::vector<int> pieces_of_kind(const Task& task, const std::string& kind) {
  std::vector<int> pieces;
  for (std::size_t p = 0; p < task.pieces().size(); ++p)
    if (task.pieces()[p].kind == kind) pieces.push_back(static_cast<int>(p));
  return pieces;
}

// The placements of the piece's table (by value, the off-board one included) that cover exactly
// `cells`: at most one, since a table holds each cell set once.
std::vector<bool> placements_covering(const Task& task, int piece, const std::vector<Coord>& cells) {
  const PlacementTable& table = task.table(piece);
  std::vector<int> floors;
  for (Coord c : cells) floors.push_back(task.frame().floor_at(c));
  std::sort(floors.begin(), floors.end());
  std::vector<bool> accepted(static_cast<std::size_t>(table.value_count()), false);
  // The checker proved the cells are the piece's shape in an orientation its rule allows, so a
  // table built with that rule's symmetries holds them; a piece no rule turns may still be asked
  // to lie in another orientation, which then can never hold.
  if (int placement = table.find(floors); placement != PlacementTable::kNone)
    accepted[static_cast<std::size_t>(placement)] = true;
  return accepted;
}

}  // namespace

GoalTest::GoalTest(const Task& task, const Goal& goal) : task_(&task) {
  compile(task, goal);
  for (const PiecePlacement& entry : placed_) {
    if (entry.placements.size() == 1)
      fixed_.push_back({static_cast<std::size_t>(entry.piece), static_cast<std::uint32_t>(entry.placements.front())});
    else
      only_fixed_ = false;
  }
  if (!on_goal_pieces_.empty() || beyond_placements()) only_fixed_ = false;
}

void GoalTest::compile(const Task& task, const Goal& goal) {
  switch (goal.kind) {
    case Goal::Kind::At: {
      std::vector<bool> accepted = placements_covering(task, goal.piece, goal.cells);
      PiecePlacement entry{goal.piece, {}};
      for (std::size_t placement = 0; placement < accepted.size(); ++placement)
        if (accepted[placement]) entry.placements.push_back(static_cast<int>(placement));
      placed_.push_back(std::move(entry));
      accepted_.push_back(std::move(accepted));
      break;
    }
    case Goal::Kind::AllOnGoal:
      for (int p : pieces_of_kind(task, goal.piece_kind))
        if (std::find(on_goal_pieces_.begin(), on_goal_pieces_.end(), p) == on_goal_pieces_.end())
          on_goal_pieces_.push_back(p);
      break;
    case Goal::Kind::And:
      for (const Goal& part : goal.parts) compile(task, part);
      break;
    case Goal::Kind::Count:
      counts_.push_back(PieceCount{pieces_of_kind(task, goal.piece_kind), goal.relation, goal.count});
      break;
    case Goal::Kind::Or:
    case Goal::Kind::Not:
    case Goal::Kind::On:
    case Goal::Kind::Inside:
    case Goal::Kind::Shape:
      conditions_.push_back(condition(task, goal));
      break;
  }
}

GoalTest::Condition GoalTest::condition(const Task& task, const Goal& goal) const {
  Condition made;
  switch (goal.kind) {
    case Goal::Kind::At:
      made.kind = Condition::Kind::Placement;
      made.piece = goal.piece;
      made.accepted = placements_covering(task, goal.piece, goal.cells);
      break;
    case Goal::Kind::AllOnGoal:
      made.kind = Condition::Kind::And;
      for (int p : pieces_of_kind(task, goal.piece_kind)) {
        Condition on_goal;
        on_goal.kind = Condition::Kind::OnGoal;
        on_goal.piece = p;
        made.parts.push_back(std::move(on_goal));
      }
      break;
    case Goal::Kind::And:
    case Goal::Kind::Or:
    case Goal::Kind::Not:
      made.kind = goal.kind == Goal::Kind::And  ? Condition::Kind::And
                  : goal.kind == Goal::Kind::Or ? Condition::Kind::Or
                                                : Condition::Kind::Not;
      for (const Goal& part : goal.parts) made.parts.push_back(condition(task, part));
      break;
    case Goal::Kind::On:
      made.kind = Condition::Kind::On;
      made.pieces = pieces_of_kind(task, goal.piece_kind);
      for (Coord c : goal.cells) made.cells.push_back(task.frame().floor_at(c));
      break;
    case Goal::Kind::Inside: {
      made.kind = Condition::Kind::Placement;
      made.piece = goal.piece;
      const PlacementTable& table = task.table(goal.piece);
      made.accepted.assign(static_cast<std::size_t>(table.value_count()), false);
      const std::vector<bool> in_region = task.region_floors(goal.region);
      for (int placement = 0; placement < table.size(); ++placement) {
        auto cells = table.cells(placement);
        made.accepted[std::size_t(placement)] =
            std::all_of(cells.begin(), cells.end(), [&](int cell) { return in_region[std::size_t(cell)]; });
      }
      break;
    }
    case Goal::Kind::Count:
      made.kind = Condition::Kind::Count;
      made.pieces = pieces_of_kind(task, goal.piece_kind);
      made.relation = goal.relation;
      made.count = goal.count;
      break;
    case Goal::Kind::Shape:
      made.kind = Condition::Kind::Shape;
      for (const Goal& part : goal.parts) {
        Condition::ShapePart shaped;
        if (part.kind == Goal::Kind::At)
          shaped.piece = part.piece;
        else
          shaped.pieces = pieces_of_kind(task, part.piece_kind);
        for (Coord c : part.cells) {
          shaped.rows.push_back(c.row);
          shaped.cols.push_back(c.col);
        }
        made.shape.push_back(std::move(shaped));
      }
      break;
  }
  return made;
}

int GoalTest::on_board(const std::vector<int>& pieces, std::span<const std::uint32_t> state) const {
  int count = 0;
  for (int p : pieces) count += static_cast<int>(state[std::size_t(p)]) != task_->table(p).off_board();
  return count;
}

bool GoalTest::covered_by(const std::vector<int>& pieces, int floor, std::span<const std::uint32_t> state) const {
  for (int p : pieces)
    if (test_bit(task_->table(p).bits(static_cast<int>(state[std::size_t(p)])), floor)) return true;
  return false;
}

bool GoalTest::holds(const Condition& condition, std::span<const std::uint32_t> state) const {
  switch (condition.kind) {
    case Condition::Kind::Placement:
      return condition.accepted[state[std::size_t(condition.piece)]];
    case Condition::Kind::OnGoal:
      return task_->table(condition.piece).on_goal(static_cast<int>(state[std::size_t(condition.piece)]));
    case Condition::Kind::And:
      return std::all_of(condition.parts.begin(), condition.parts.end(),
                         [&](const Condition& part) { return holds(part, state); });
    case Condition::Kind::Or:
      return std::any_of(condition.parts.begin(), condition.parts.end(),
                         [&](const Condition& part) { return holds(part, state); });
    case Condition::Kind::Not:
      return !holds(condition.parts.front(), state);
    case Condition::Kind::On:
      return std::all_of(condition.cells.begin(), condition.cells.end(),
                         [&](int floor) { return covered_by(condition.pieces, floor, state); });
    case Condition::Kind::Count:
      return count_holds(on_board(condition.pieces, state), condition.relation, condition.count);
    case Condition::Kind::Shape:
      return shape_holds(condition, state);
  }
  return false;
}

// The translations worth trying come from one part: a named piece's cells fix the translation;
// a kind's pieces offer one per cell they cover.
bool GoalTest::shape_holds(const Condition& condition, std::span<const std::uint32_t> state) const {
  const Condition::ShapePart& first = condition.shape.front();
  // The translations that put the first drawn cell on a cell the anchor covers.
  auto anchored = [&](int p, bool first_cell_only) {
    auto cells = task_->table(p).cells(static_cast<int>(state[std::size_t(p)]));
    if (first_cell_only && !cells.empty()) cells = cells.first(1);
    for (int cell : cells) {
      const Coord at = task_->frame().coord(cell);
      if (shape_holds_at(condition, state, at.row - first.rows.front(), at.col - first.cols.front())) return true;
    }
    return false;
  };
  if (first.piece >= 0) return anchored(first.piece, true);
  return std::any_of(first.pieces.begin(), first.pieces.end(), [&](int p) { return anchored(p, false); });
}

bool GoalTest::shape_holds_at(const Condition& condition, std::span<const std::uint32_t> state, int row_shift,
                              int col_shift) const {
  // The drawn cells are in row-major order and floor numbers follow it, so a named piece's cells
  // (ascending) match the shifted drawing cell by cell.
  for (const Condition::ShapePart& part : condition.shape) {
    std::span<const int> cells;
    if (part.piece >= 0) {
      cells = task_->table(part.piece).cells(static_cast<int>(state[std::size_t(part.piece)]));
      if (cells.size() != part.rows.size()) return false;
    }
    for (std::size_t i = 0; i < part.rows.size(); ++i) {
      const int floor = task_->frame().floor_at(Coord{part.rows[i] + row_shift, part.cols[i] + col_shift});
      if (floor == FrameIndex::kNone) return false;
      if (part.piece >= 0 ? cells[i] != floor : !covered_by(part.pieces, floor, state)) return false;
    }
  }
  return true;
}

bool GoalTest::conditions_hold(std::span<const std::uint32_t> state) const {
  return std::all_of(conditions_.begin(), conditions_.end(),
                     [&](const Condition& condition) { return holds(condition, state); });
}

bool GoalTest::satisfied_otherwise(std::span<const std::uint32_t> state) const {
  for (std::size_t i = 0; i < placed_.size(); ++i)
    if (placed_[i].placements.size() != 1 && !accepted_[i][state[static_cast<std::size_t>(placed_[i].piece)]])
      return false;
  for (int piece : on_goal_pieces_)
    if (!task_->table(piece).on_goal(static_cast<int>(state[static_cast<std::size_t>(piece)]))) return false;
  for (const PieceCount& count : counts_)
    if (!count_holds(left(count, state), count.relation, count.count)) return false;
  return conditions_hold(state);
}

}  // namespace polyplan
