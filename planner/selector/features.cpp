#include "planner/selector/features.hpp"

#include "translator/shape_class.hpp"

namespace polyplan {

std::string to_string(const FeatureValue& value) {
  if (auto* number = std::get_if<int>(&value)) return std::to_string(*number);
  return std::get<std::string>(value);
}

Features instance_features(const Task& task, bool fast) {
  const Problem& problem = task.problem();
  Features features;
  features["family"] = problem.domain.name;
  features["rows"] = problem.frame.rows;
  features["cols"] = problem.frame.cols;
  features["floor"] = task.frame().floor_count();
  features["k"] = problem.vacant_cells();
  features["pieces"] = static_cast<int>(problem.pieces.size());
  int units = 0;
  for (const Piece& piece : problem.pieces) units += piece.unit;
  features["units"] = units;
  features["agent"] = task.agent() >= 0 ? 1 : 0;
  features["goal-cells"] = problem.frame.goal_count();
  features["targets"] = static_cast<int>(problem.target.size());
  features["fast"] = fast ? 1 : 0;
  // The first target piece's shape, in the Flying Block paper's terms.
  features["n"] = 0;
  features["shape"] = std::string("none");
  features["length"] = 0;
  features["s"] = 0;
  features["body"] = 0;
  if (!problem.target.empty()) {
    ShapeClass shape = classify_shape(problem.pieces[static_cast<std::size_t>(problem.target.front())].cells);
    const char* names[] = {"I", "L", "comb", "other"};
    features["n"] = shape.size;
    features["shape"] = std::string(names[static_cast<int>(shape.type)]);
    features["length"] = shape.length;
    features["s"] = shape.free_spaces;
    features["body"] = shape.body_height;
  }
  return features;
}

}  // namespace polyplan
