#include "domains/move_generator.hpp"

#include <algorithm>

namespace polyplan {

std::vector<int> pieces_of_kinds(const Task& task, const MoveRule& rule, const std::string& option) {
  const auto& kinds = rule.words(option);
  std::vector<int> pieces;
  for (std::size_t p = 0; p < task.pieces().size(); ++p)
    if (std::find(kinds.begin(), kinds.end(), task.pieces()[p].kind) != kinds.end())
      pieces.push_back(static_cast<int>(p));
  return pieces;
}

}  // namespace polyplan
