#pragma once
#include <string>

#include "translator/task.hpp"

namespace polyplan {

// A state drawn as the board it is: `#` walls, `.` vacant floor (`+` on goal cells), blanks for
// void, and each piece by its name. Names longer than one character switch to a token grid
// with columns padded to the longest name.
std::string render_board(const Task& task, StateView state);

}  // namespace polyplan
