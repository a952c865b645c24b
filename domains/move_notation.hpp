#pragma once
#include "translator/task.hpp"

namespace polyplan {

// How a task's moves are typed and drawn, as the players of its family expect, read from the
// traits its rules declare (never their names): plans, `play`, the board page and the hints all
// ask this one function.
enum class MoveNotation {
  NumberedTiles,  // one-cell pieces that each step one cell on their own: a tile by its number
  AgentSteps,     // an agent walks and pushes: LURD letters, pushes upper case
  NamedPieces,    // anything else (a pull, a pushed chain too): a piece by its name, then where it goes
};
MoveNotation move_notation(const Task& task);

// Numbered tiles with exactly one vacant cell: a sliding-tile puzzle, whose plans puzzle books
// print as the tiles moved. (A few one-cell blocks on an open board are numbered tiles too, but
// their list of tiles moved would read "A A A A".)
bool is_sliding_tile_puzzle(const Task& task);

}  // namespace polyplan
