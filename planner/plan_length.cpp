#include "planner/plan_length.hpp"

#include <fmt/format.h>

#include <cctype>

namespace polyplan {

std::string describe_moves(std::size_t moves) { return fmt::format("{} move{}", moves, moves == 1 ? "" : "s"); }

std::string describe_pushes_and_steps(std::size_t pushes, std::size_t steps) {
  return fmt::format("{} push{}, {} step{}", pushes, pushes == 1 ? "" : "es", steps, steps == 1 ? "" : "s");
}

std::string describe_lurd(std::string_view lurd) {
  std::size_t pushes = 0, steps = 0;
  for (char letter : lurd) {
    if (std::string_view("lurdLURD").find(letter) == std::string_view::npos) continue;
    ++steps;
    if (std::isupper(static_cast<unsigned char>(letter))) ++pushes;
  }
  return describe_pushes_and_steps(pushes, steps);
}

}  // namespace polyplan
