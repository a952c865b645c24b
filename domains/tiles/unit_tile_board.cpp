#include "domains/tiles/unit_tile_board.hpp"

#include <algorithm>

namespace polyplan {

namespace {

bool slides_one_cell(const Task& task) {
  const Domain& domain = task.problem().domain;
  if (domain.cost == CostModel::Pushes) return false;
  for (const TaskPiece& piece : task.pieces()) {
    const MoveRule* rule = domain.rule_for(piece.kind);
    if (!rule || !rule->steps_one_cell()) return false;
  }
  return true;
}

}  // namespace

std::optional<UnitTileBoard> UnitTileBoard::from(const Task& task) {
  const FrameIndex& frame = task.frame();
  int tile_count = static_cast<int>(task.pieces().size());
  if (frame.floor_count() > 255 || tile_count + 1 != frame.floor_count() || task.agent() >= 0) return std::nullopt;
  if (!slides_one_cell(task) || !task.goal().on_goal_pieces().empty()) return std::nullopt;
  for (const auto& group : task.groups())
    if (group.size() > 1) return std::nullopt;  // interchangeable tiles: the goal is not one cell per tile
  for (int tile = 0; tile < tile_count; ++tile) {
    const PlacementTable& table = task.table(tile);
    if (table.cells_per_placement() != 1) return std::nullopt;
  }

  UnitTileBoard board;
  board.rows = frame.rows();
  board.cols = frame.cols();
  board.cells = frame.floor_count();
  board.tiles = tile_count;
  for (int cell = 0; cell < board.cells; ++cell) {
    board.coord.push_back(frame.coord(cell));
    std::array<std::int16_t, 4> next{};
    for (int direction = 0; direction < 4; ++direction)
      next[std::size_t(direction)] = static_cast<std::int16_t>(frame.neighbour(cell, direction));
    board.neighbour.push_back(next);
  }
  board.goal_cell.assign(std::size_t(tile_count), kNoGoal);
  std::vector<int> goals_per_tile(std::size_t(tile_count), 0);
  for (const auto& placed : task.goal().placed()) {
    if (placed.placements.size() != 1 || ++goals_per_tile[std::size_t(placed.piece)] > 1) return std::nullopt;
    board.goal_cell[std::size_t(placed.piece)] = task.table(placed.piece).cells(placed.placements.front())[0];
  }
  board.start = board.tiles_of(task, task.initial_state());
  board.start_blank = board.blank_of(board.start);
  return board;
}

std::vector<std::uint8_t> UnitTileBoard::tiles_of(const Task& task, StateView state) const {
  std::vector<std::uint8_t> tile_at(std::size_t(cells), kBlank);
  for (int tile = 0; tile < tiles; ++tile)
    tile_at[std::size_t(task.table(tile).cells(static_cast<int>(state[std::size_t(tile)]))[0])] =
        static_cast<std::uint8_t>(tile);
  return tile_at;
}

int UnitTileBoard::blank_of(const std::vector<std::uint8_t>& tile_at) const {
  return static_cast<int>(std::find(tile_at.begin(), tile_at.end(), kBlank) - tile_at.begin());
}

int UnitTileBoard::misplaced(const std::vector<std::uint8_t>& tile_at) const {
  int count = 0;
  for (int cell = 0; cell < cells; ++cell) {
    std::uint8_t tile = tile_at[std::size_t(cell)];
    if (tile != kBlank && goal_cell[tile] != kNoGoal && goal_cell[tile] != cell) ++count;
  }
  return count;
}

}  // namespace polyplan
