#include "domains/pddl/pddl_text.hpp"

#include <cctype>

namespace polyplan {

std::string pddl_name(const std::string& text) {
  std::string name;
  for (char c : text) name += std::isalnum(static_cast<unsigned char>(c)) ? static_cast<char>(std::tolower(c)) : '-';
  return name.empty() || !std::isalpha(static_cast<unsigned char>(name.front())) ? "x-" + name : name;
}

std::string conjunction(const std::vector<std::string>& facts, const std::string& indent) {
  if (facts.size() == 1) return facts.front();
  std::string out = "(and";
  for (const auto& fact : facts) out.append("\n").append(indent).append("  ").append(fact);
  return out + ")";
}

}  // namespace polyplan
