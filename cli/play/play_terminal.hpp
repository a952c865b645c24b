#pragma once
#include "cli/play/play_session.hpp"

namespace polyplan::cli {

// Play in a terminal with ncurses: the board in colour (when the terminal has colours), the
// moves made, the message and the prompt; keys as PlaySession describes, arrows included.
// Returns 0 when the player leaves at the goal or quits, -1 when the terminal cannot be driven
// by curses (the caller falls back to play_lines).
int play_in_terminal(PlaySession& session, const std::string& title);

}  // namespace polyplan::cli
