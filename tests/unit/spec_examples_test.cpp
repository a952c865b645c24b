#include <gtest/gtest.h>

#include "domains/builtin_domains.hpp"
#include "parser/load.hpp"

namespace polyplan {

TEST(SpecExamples, AllThreeCheck) {
  auto problems = load_input(std::string(POLYPLAN_SOURCE_DIR) + "/examples/spec-examples.pzl", {}, builtin_domains());
  ASSERT_EQ(problems.size(), 3u);
  EXPECT_EQ(problems[0].vacant_cells(), 2);
}

}  // namespace polyplan
