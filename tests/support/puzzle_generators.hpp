#pragma once
// Small random puzzle instances written as .pzl text, for tests that compare searches and
// heuristics with the exact oracle. Every generator draws only from the given engine, so a
// fixed seed gives the same instances on every platform that implements std::mt19937 (the
// distributions below are hand-rolled for the same reason: std::uniform_int_distribution is
// not specified bit for bit).
#include <algorithm>
#include <array>
#include <cstdint>
#include <random>
#include <string>
#include <utility>
#include <vector>

#include "domains/domain_registry.hpp"
#include "parser/load.hpp"

namespace polyplan::test_support {

struct GeneratedInstance {
  std::string name;
  std::string text;  // one complete (define (problem ...)) form
};

// A number in [low, high], from the engine alone.
inline int draw(std::mt19937& rng, int low, int high) {
  return low + static_cast<int>(rng() % static_cast<std::uint32_t>(high - low + 1));
}

template <typename T>
void shuffle_with(std::mt19937& rng, std::vector<T>& items) {
  for (std::size_t i = items.size(); i > 1; --i)
    std::swap(items[i - 1], items[static_cast<std::size_t>(draw(rng, 0, int(i) - 1))]);
}

inline Problem load_generated(const GeneratedInstance& instance) {
  return load_pzl(SourceFile::from_text(instance.name + ".pzl", instance.text), "", domain_registry()).front();
}

// Sliding tiles: a uniformly random arrangement of tiles 1..rows*cols-1 and the blank, with the
// goal ".12/345/..." (blank top-left). Half of all arrangements have the wrong parity and are
// unsolvable, which is what the unsolvable checks need.
inline GeneratedInstance sliding_tiles_instance(std::mt19937& rng, int rows, int cols, const std::string& name) {
  std::vector<int> tiles(static_cast<std::size_t>(rows * cols));
  for (std::size_t i = 0; i < tiles.size(); ++i) tiles[i] = static_cast<int>(i);
  shuffle_with(rng, tiles);
  auto board = [&](auto tile_at) {
    std::string text;
    for (int r = 0; r < rows; ++r) {
      text += "     ";
      for (int c = 0; c < cols; ++c) {
        int tile = tile_at(r * cols + c);
        text += tile == 0 ? std::string(".") : std::to_string(tile);
      }
      text += "\n";
    }
    return text;
  };
  std::string start = board([&](int position) { return tiles[static_cast<std::size_t>(position)]; });
  std::string goal = board([](int position) { return position; });
  return {name, "(define (problem " + name + ")\n  (:domain sliding-tiles)\n  (:board \"\"\"\n" + start +
                    "     \"\"\")\n  (:goal (board \"\"\"\n" + goal + "     \"\"\")))\n"};
}

// Flying Block: a frame two cells wide and 3..5 high, tiled by random 4-connected pieces of 1..3
// cells around 1..3 vacant cells. The goal puts one random piece at a random rotation or
// reflection of its shape somewhere in the frame; the other pieces may make that impossible.
inline GeneratedInstance flying_block_instance(std::mt19937& rng, const std::string& name) {
  const int cols = 2;
  const int rows = draw(rng, 3, 5);
  const int vacant = draw(rng, 1, 3);
  std::vector<int> owner(static_cast<std::size_t>(rows * cols), -1);  // 0 = vacant, else piece id
  std::vector<int> cells(owner.size());
  for (std::size_t i = 0; i < cells.size(); ++i) cells[i] = static_cast<int>(i);
  shuffle_with(rng, cells);
  for (int i = 0; i < vacant; ++i) owner[static_cast<std::size_t>(cells[static_cast<std::size_t>(i)])] = 0;

  std::vector<std::vector<int>> pieces;  // cell indices per piece (piece id = index + 1)
  for (int seed_cell = 0; seed_cell < rows * cols; ++seed_cell) {
    if (owner[static_cast<std::size_t>(seed_cell)] != -1) continue;
    int id = static_cast<int>(pieces.size()) + 1;
    std::vector<int> piece{seed_cell};
    owner[static_cast<std::size_t>(seed_cell)] = id;
    for (int size = draw(rng, 1, 3); static_cast<int>(piece.size()) < size;) {
      std::vector<int> frontier;
      for (int cell : piece) {
        int r = cell / cols, c = cell % cols;
        for (auto [dr, dc] : {std::pair{-1, 0}, std::pair{1, 0}, std::pair{0, -1}, std::pair{0, 1}}) {
          int nr = r + dr, nc = c + dc;
          if (nr < 0 || nr >= rows || nc < 0 || nc >= cols) continue;
          int next = nr * cols + nc;
          if (owner[static_cast<std::size_t>(next)] == -1 &&
              std::find(frontier.begin(), frontier.end(), next) == frontier.end())
            frontier.push_back(next);
        }
      }
      if (frontier.empty()) break;
      int chosen = frontier[static_cast<std::size_t>(draw(rng, 0, static_cast<int>(frontier.size()) - 1))];
      owner[static_cast<std::size_t>(chosen)] = id;
      piece.push_back(chosen);
    }
    pieces.push_back(piece);
  }

  std::string board;
  for (int r = 0; r < rows; ++r) {
    board += "     ";
    for (int c = 0; c < cols; ++c) {
      if (c) board += ' ';
      board += std::to_string(owner[static_cast<std::size_t>(r * cols + c)]);
    }
    board += "\n";
  }

  // The goal: one of the 8 symmetries of the target's shape, translated to a random spot where
  // it fits in the frame.
  int target = draw(rng, 0, static_cast<int>(pieces.size()) - 1);
  std::vector<std::pair<int, int>> shape;
  for (int cell : pieces[static_cast<std::size_t>(target)]) shape.emplace_back(cell / cols, cell % cols);
  int symmetry = draw(rng, 0, 7);
  for (auto& [r, c] : shape) {
    if (symmetry & 1) std::swap(r, c);
    if (symmetry & 2) r = -r;
    if (symmetry & 4) c = -c;
  }
  int min_r = shape[0].first, min_c = shape[0].second, max_r = min_r, max_c = min_c;
  for (auto [r, c] : shape) {
    min_r = std::min(min_r, r), min_c = std::min(min_c, c), max_r = std::max(max_r, r), max_c = std::max(max_c, c);
  }
  if (max_c - min_c >= cols) {  // a row of three does not fit two columns: stand it upright
    for (auto& [r, c] : shape) std::swap(r, c);
    std::swap(min_r, min_c), std::swap(max_r, max_c);
  }
  int shift_r = draw(rng, 0, rows - 1 - (max_r - min_r)) - min_r;
  int shift_c = draw(rng, 0, cols - 1 - (max_c - min_c)) - min_c;
  std::string goal_cells;
  for (auto [r, c] : shape) goal_cells += " (" + std::to_string(r + shift_r) + " " + std::to_string(c + shift_c) + ")";

  return {name, "(define (problem " + name + ")\n  (:domain flying-block)\n  (:board :cells tokens \"\"\"\n" + board +
                    "     \"\"\")\n  (:goal (at " + std::to_string(target + 1) + goal_cells + ")))\n"};
}

// Sokoban: a walled room of 5..6 by 5..6 floor cells with up to three inner walls, one player,
// one or two boxes and as many goal cells, all at random (a box may start on its goal, and some
// levels are dead from the start). Boxes start off the room's edge unless `boxes_anywhere`: a box
// against the outer wall is dead unless a goal lies on that wall, so those levels are mostly
// unsolvable, which is what checks of unsolvability need.
inline GeneratedInstance sokoban_instance(std::mt19937& rng, const std::string& domain, const std::string& name,
                                          bool boxes_anywhere = false) {
  const int rows = draw(rng, 5, 6), cols = draw(rng, 5, 6);
  const int boxes = draw(rng, 1, 2);
  const int inner_walls = draw(rng, 0, 3);
  std::vector<std::string> grid(static_cast<std::size_t>(rows + 2),
                                std::string(static_cast<std::size_t>(cols + 2), '#'));
  std::vector<std::pair<int, int>> floor;
  for (int r = 1; r <= rows; ++r)
    for (int c = 1; c <= cols; ++c) {
      grid[static_cast<std::size_t>(r)][static_cast<std::size_t>(c)] = ' ';
      floor.emplace_back(r, c);
    }
  shuffle_with(rng, floor);
  std::size_t next = 0;
  auto at = [&](std::pair<int, int> cell) -> char& {
    return grid[static_cast<std::size_t>(cell.first)][static_cast<std::size_t>(cell.second)];
  };
  for (int i = 0; i < inner_walls; ++i) at(floor[next++]) = '#';
  std::vector<std::pair<int, int>> free_cells(floor.begin() + static_cast<std::ptrdiff_t>(next), floor.end());
  auto off_the_edge = [&](std::pair<int, int> cell) {
    return cell.first > 1 && cell.first < rows && cell.second > 1 && cell.second < cols;
  };
  if (!boxes_anywhere) std::stable_partition(free_cells.begin(), free_cells.end(), off_the_edge);
  for (int i = 0; i < boxes; ++i) at(free_cells[static_cast<std::size_t>(i)]) = '$';
  at(free_cells[static_cast<std::size_t>(boxes)]) = '@';
  // Goals are drawn independently, so a goal may lie under a box or the player.
  shuffle_with(rng, free_cells);
  for (int i = 0; i < boxes; ++i) {
    char& cell = at(free_cells[static_cast<std::size_t>(i)]);
    cell = cell == '$' ? '*' : cell == '@' ? '+' : '.';
  }
  std::string board;
  for (const std::string& row : grid) board += "     " + row + "\n";
  return {name, "(define (problem " + name + ")\n  (:domain " + domain +
                    ")\n  (:legend :preset xsb)\n  (:board \"\"\"\n" + board +
                    "     \"\"\")\n  (:goal (all box on goal)))\n"};
}

}  // namespace polyplan::test_support
