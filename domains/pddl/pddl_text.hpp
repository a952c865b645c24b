#pragma once
#include <string>
#include <vector>

namespace polyplan {

// A PDDL name for free text: lower case, letters, digits and '-', starting with a letter.
std::string pddl_name(const std::string& text);

// `(and a b ...)` over the facts, one per line under `indent`; the fact itself when there is one.
std::string conjunction(const std::vector<std::string>& facts, const std::string& indent);

}  // namespace polyplan
