#pragma once
#include <string>
#include <vector>

#include "parser/check/domain_library.hpp"
#include "parser/model/problem.hpp"

namespace polyplan {

// Writes problems as .pzl text that parses back to equal problems (the round trip `convert`
// promises). Domains that are not built in are written before the first problem that uses
// them. Throws InputError when a problem cannot be drawn in the language (a piece that only
// partly covers goal cells).
std::string write_pzl(const std::vector<Problem>& problems, const DomainLibrary& builtin);

}  // namespace polyplan
