#include <gtest/gtest.h>

#include "domains/domain_registry.hpp"
#include "parser/load.hpp"

namespace polyplan {

TEST(SpecExamples, AllThreeCheck) {
  auto problems = load_input(std::string(POLYPLAN_SOURCE_DIR) + "/examples/spec-examples.pzl", {}, domain_registry());
  ASSERT_EQ(problems.size(), 3u);
  EXPECT_EQ(problems[0].vacant_cells(), 2);
}

}  // namespace polyplan
