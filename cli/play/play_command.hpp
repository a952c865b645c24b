#pragma once
#include <string>

#include "cli/search_choice.hpp"

namespace polyplan::cli {

// One problem played by a person: in the terminal (ncurses) when stdin and stdout are one and
// `plain` is false, else by lines from stdin. Hints come from `choice` (the selector unless
// --search names a search) within `hint_seconds`. Returns the exit code: 0 solved (or left
// interactively), 3 when scripted input ends before the goal.
int play_problem(Problem problem, const SearchChoice& choice, double hint_seconds, bool plain);

}  // namespace polyplan::cli
