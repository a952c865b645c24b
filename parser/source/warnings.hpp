#pragma once
#include <vector>

#include "parser/input_error.hpp"

namespace polyplan {

// Input that is accepted but probably not what its writer meant (a ';' inside a board row, which
// is not a comment there) is reported as a warning: the reading goes on, and the command line
// prints the warnings on stderr once the inputs are loaded (cli/input_options). Kept per thread,
// as a parse runs on one.
void warn(Diagnostic diagnostic);

// The warnings since the last call, in the order they were given; each marked as a warning.
std::vector<Diagnostic> take_warnings();

}  // namespace polyplan
