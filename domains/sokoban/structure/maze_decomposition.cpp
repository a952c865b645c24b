#include "domains/sokoban/structure/maze_decomposition.hpp"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <algorithm>
#include <optional>

#include "parser/input_error.hpp"
#include "parser/model/grid_coords.hpp"

namespace polyplan {

MazeDecomposition::MazeDecomposition(const SokobanBoard& board, const DeadSquares& dead, std::vector<int> cuts)
    : cuts_(std::move(cuts)),
      cut_index_(static_cast<std::size_t>(board.floor_count()), -1),
      zone_(static_cast<std::size_t>(board.floor_count()), Zone::Dead) {
  std::sort(cuts_.begin(), cuts_.end());
  for (std::size_t i = 0; i < cuts_.size(); ++i) cut_index_[static_cast<std::size_t>(cuts_[i])] = static_cast<int>(i);
  // The goal zone: the reverse pulls of dead_squares, from every goal at once, with the cut
  // squares barred to the box. Goals belong to the goal side; they are reached first.
  std::vector<bool> reached(static_cast<std::size_t>(board.floor_count()), false);
  std::vector<int> queue;
  for (int goal : board.goals()) {
    reached[static_cast<std::size_t>(goal)] = true;
    queue.push_back(goal);
  }
  for (std::size_t head = 0; head < queue.size(); ++head) {
    int cell = queue[head];
    for (int d = 0; d < 4; ++d) {
      int from = board.neighbour(cell, d);
      if (from == SokobanBoard::kNone || reached[static_cast<std::size_t>(from)] || cut_index(from) >= 0) continue;
      if (board.neighbour(from, d) == SokobanBoard::kNone) continue;
      reached[static_cast<std::size_t>(from)] = true;
      queue.push_back(from);
    }
  }
  for (int cell = 0; cell < board.floor_count(); ++cell) {
    if (dead.dead(cell)) continue;
    bool maze = !reached[static_cast<std::size_t>(cell)];
    zone_[static_cast<std::size_t>(cell)] = maze ? Zone::Maze : Zone::Goal;
    maze_size_ += maze ? 1 : 0;
  }
}

MazeDecomposition MazeDecomposition::largest(const SokobanBoard& board, const DeadSquares& dead, int cut_count) {
  std::vector<int> candidates;
  for (int cell = 0; cell < board.floor_count(); ++cell)
    if (!dead.dead(cell) && !board.is_goal(cell)) candidates.push_back(cell);
  MazeDecomposition best(board, dead, {});
  if (cut_count < 1 || static_cast<int>(candidates.size()) < cut_count) return best;
  // Every set of cut_count candidates, in lexicographic order, as indices into `candidates`.
  std::vector<std::size_t> chosen(static_cast<std::size_t>(cut_count));
  for (std::size_t i = 0; i < chosen.size(); ++i) chosen[i] = i;
  const std::size_t n = candidates.size(), k = chosen.size();
  while (true) {
    std::vector<int> cuts;
    for (std::size_t index : chosen) cuts.push_back(candidates[index]);
    MazeDecomposition trial(board, dead, cuts);
    // Only the cut squares in the maze zone is no decomposition.
    if (trial.maze_size() > cut_count && trial.maze_size() > best.maze_size()) best = std::move(trial);
    std::size_t i = k;
    while (i > 0 && chosen[i - 1] == n - k + (i - 1)) --i;
    if (i == 0) break;
    ++chosen[i - 1];
    for (std::size_t j = i; j < k; ++j) chosen[j] = chosen[j - 1] + 1;
  }
  return best;
}

std::string draw_decomposition(const SokobanBoard& board, const DeadSquares& dead, const MazeDecomposition& zones) {
  const FrameIndex& frame = board.task().frame();
  std::string out;
  for (Coord at : grid_coords(frame.rows(), frame.cols())) {
    int cell = frame.floor_at(at);
    char glyph = '#';
    if (cell == FrameIndex::kNone)
      glyph = board.task().problem().frame.at(at).type == CellType::Wall ? '#' : ' ';
    else if (zones.cut_index(cell) >= 0)
      glyph = 'C';
    else if (board.is_goal(cell))
      glyph = '.';
    else if (dead.dead(cell))
      glyph = 'x';
    else
      glyph = zones.in_maze(cell) ? 'm' : 'g';
    out += glyph;
    if (at.col + 1 == frame.cols()) {
      while (!out.empty() && out.back() == ' ') out.pop_back();
      out += '\n';
    }
  }
  return out;
}

std::string describe_decompositions(const Task& task) {
  std::optional<SokobanBoard> board = SokobanBoard::of(task);
  if (!board) return {};  // not a Sokoban level
  DeadSquares dead(*board);
  std::string out;
  for (int cuts = 1; cuts <= 2; ++cuts) {
    MazeDecomposition zones = MazeDecomposition::largest(*board, dead, cuts);
    int live = board->floor_count() - dead.count();
    if (zones.empty()) {
      out += fmt::format("  decomposition with {} cut square(s): none makes a maze zone\n", cuts);
      continue;
    }
    std::vector<std::string> cells;
    for (int cut : zones.cuts()) cells.push_back(to_string(task.frame().coord(cut)));
    out += fmt::format(
        "  decomposition with {} cut square(s) at {}: maze zone {} of {} live squares (C cut, m maze, g goal zone, "
        ". goal, x dead)\n",
        cuts, fmt::join(cells, " "), zones.maze_size(), live);
    std::string drawing = draw_decomposition(*board, dead, zones);
    std::size_t start = 0;
    while (start < drawing.size()) {
      std::size_t end = drawing.find('\n', start);
      out += "    " + drawing.substr(start, end - start) + "\n";
      start = end + 1;
    }
  }
  return out;
}

}  // namespace polyplan
