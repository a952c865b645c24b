#include "heuristics/tiles/korf_felner_splits.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <map>

#include "domains/frame_symmetries.hpp"
#include "domains/tiles/unit_tile_board.hpp"
#include "parser/input_error.hpp"

namespace polyplan {
namespace {

struct Split {
  int side;
  std::vector<std::vector<int>> cells;  // row-major cells, the blank's goal at 0
};

const std::map<std::string, Split>& splits() {
  static const std::map<std::string, Split> known{
      {"korf-felner-6-6-3", {4, {{1, 4, 5, 8, 9, 12}, {2, 3, 6, 7, 10, 11}, {13, 14, 15}}}},
      {"korf-felner-7-8", {4, {{1, 2, 3, 4, 5, 6, 7}, {8, 9, 10, 11, 12, 13, 14, 15}}}},
      {"korf-felner-6-6-6-6",
       {5, {{1, 2, 5, 6, 7, 12}, {3, 4, 8, 9, 13, 14}, {10, 11, 15, 16, 20, 21}, {17, 18, 19, 22, 23, 24}}}},
  };
  return known;
}

}  // namespace

std::vector<std::string> korf_felner_split_names() {
  std::vector<std::string> names;
  for (const auto& [name, split] : splits()) names.push_back(name);
  return names;
}

std::vector<std::vector<int>> korf_felner_groups(const Task& task, const std::string& name) {
  const Split& split = splits().at(name);
  std::string puzzle = split.side == 4 ? "15-puzzle" : "24-puzzle";
  auto refuse = [&](const std::string& why) {
    return NotApplicable(Diagnostic::about(
        "split",
        fmt::format("{} is Korf and Felner's split of the {} ({} x {} boards whose goal leaves a corner to the "
                    "blank); {}",
                    name, puzzle, split.side, split.side, why)));
  };
  const FrameIndex& frame = task.frame();
  std::optional<UnitTileBoard> board = UnitTileBoard::from(task);
  if (!board || frame.rows() != split.side || frame.cols() != split.side || board->cells != split.side * split.side)
    throw refuse(fmt::format("this board is {} x {} with {} cells", frame.rows(), frame.cols(), frame.floor_count()));
  std::vector<int> tile_with_goal(std::size_t(board->cells), -1);
  for (int tile = 0; tile < board->tiles; ++tile)
    if (board->goal_cell[std::size_t(tile)] != UnitTileBoard::kNoGoal)
      tile_with_goal[std::size_t(board->goal_cell[std::size_t(tile)])] = tile;
  int free_goals = static_cast<int>(std::count(tile_with_goal.begin(), tile_with_goal.end(), -1));
  if (free_goals != 1) throw refuse(fmt::format("its goal places {} tiles", board->cells - free_goals));
  int blank_goal =
      static_cast<int>(std::find(tile_with_goal.begin(), tile_with_goal.end(), -1) - tile_with_goal.begin());
  for (const FrameSymmetry& turn : frame_symmetries(frame)) {
    if (turn.cell[0] != blank_goal) continue;
    std::vector<std::vector<int>> groups;
    for (const std::vector<int>& cells : split.cells) {
      groups.emplace_back();
      for (int cell : cells) groups.back().push_back(tile_with_goal[std::size_t(turn.cell[std::size_t(cell)])]);
    }
    return groups;
  }
  throw refuse(fmt::format("its goal leaves {} to the blank", to_string(frame.coord(blank_goal))));
}

}  // namespace polyplan
