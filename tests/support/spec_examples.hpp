#pragma once
// The problems of examples/spec-examples.pzl (the language reference's examples: fbp-e6,
// eight-14, tiny), which many tests take as their one instance of a family.
#include <string>
#include <utility>

#include "domains/domain_registry.hpp"
#include "parser/load.hpp"
#include "translator/task.hpp"

namespace polyplan::test_support {

inline Problem spec_example_problem(const std::string& name) {
  return std::move(
      load_input(std::string(POLYPLAN_SOURCE_DIR) + "/examples/spec-examples.pzl#" + name, {}, domain_registry())
          .front());
}

inline Task spec_example(const std::string& name) { return Task(spec_example_problem(name)); }

}  // namespace polyplan::test_support
