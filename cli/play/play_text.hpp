#pragma once
#include <istream>
#include <ostream>

#include "cli/play/play_session.hpp"

namespace polyplan::cli {

// Play by lines: the board, then one line of input at a time (several moves may share a line),
// the board again after every move, and the solved line at the goal. This is scripted play
// (stdin not a terminal) and `play --plain`; it needs no terminal at all. `prompts`: print what
// is asked before each line (for a person typing).
//
// Returns 0 when the goal is reached, 3 when the input ends (or quit) before it; a line that
// cannot be played is an InputError at its line and column in `<stdin>`.
int play_lines(PlaySession& session, std::istream& in, std::ostream& out, bool prompts);

// The board with the piece whose placements are offered, and those placements as numbered
// boards side by side (the pieces families' choice).
void write_board(const PlaySession& session, std::ostream& out);

}  // namespace polyplan::cli
