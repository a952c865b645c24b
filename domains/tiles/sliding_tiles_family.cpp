#include "domains/tiles/sliding_tiles_family.hpp"

#include <fmt/format.h>

namespace polyplan {

std::string sliding_tiles_class(const Task& task) {
  return fmt::format("{}x{}", task.problem().frame.rows, task.problem().frame.cols);
}

FamilyPlugin sliding_tiles_family() {
  return {"sliding-tiles", "the board's rows x columns (3x3 for the 8-puzzle, 4x4 for the 15-puzzle)",
          sliding_tiles_class, nullptr};
}

}  // namespace polyplan
