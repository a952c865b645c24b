#include "domains/flying_block/flying_block_family.hpp"

#include "translator/shape_class.hpp"

namespace polyplan {

std::string flying_block_class(const Task& task) {
  const Problem& problem = task.problem();
  const int k = problem.vacant_cells();
  // Without a target the test k >= n holds with n = 0, as in the selector's rules.
  if (problem.target.empty()) return "A";
  const ShapeClass shape = classify_shape(problem.pieces[static_cast<std::size_t>(problem.target.front())].cells);
  using Type = ShapeClass::Type;
  if (k >= shape.size) return "A";
  if (shape.type == Type::I && shape.size >= 3) return "B";
  if (shape.type == Type::I && shape.size == 2 && k == 1) return "C";
  if (shape.type == Type::L && k == 1) return "D";
  if (shape.type == Type::L && k == 2) return "E";
  if (shape.type == Type::Comb && shape.free_spaces > k) return "F";
  return "G";
}

FamilyPlugin flying_block_family() {
  return {"flying-block",
          "A to G, the Flying Block paper's (Algorithm 3: the target's shape and size n, the vacant cells k)",
          flying_block_class, nullptr};
}

}  // namespace polyplan
