#pragma once
#include "domains/move_generator.hpp"
#include "translator/task.hpp"

namespace polyplan {

// Whether `move`, applied to `parent`, moves the piece that `previous` (the move into `parent`)
// moved. Pieces of one kind are interchangeable and the task keeps them sorted, so a piece's
// index can change between two moves; the piece is recognised by its cells instead: the piece
// `move` takes stands where `previous` put its piece. Inertia (a tie key) and FESS's turn
// weights both ask this.
bool moves_piece_put_by(const Task& task, StateView parent, const Move& move, const Move& previous);

}  // namespace polyplan
