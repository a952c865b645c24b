// Generated Flying Block instances are of the class asked for, solvable, and their reported
// optimal cost is the exact oracle's.
#include <gtest/gtest.h>

#include "domains/domain_registry.hpp"
#include "parser/input_error.hpp"
#include "parser/load.hpp"
#include "planner/generate/flying_block_generator.hpp"
#include "planner/selector/rules.hpp"
#include "planner/state_space.hpp"

namespace polyplan {
namespace {

TEST(FlyingBlockGenerator, EveryClassGivesSolvableInstancesOfThatClass) {
  for (char flying_block_class : std::string("ABCDEFG")) {
    SCOPED_TRACE(std::string("class ") + flying_block_class);
    GeneratorRequest request{flying_block_class, flying_block_class == 'F' ? 6 : 5, 7, 2};
    std::vector<GeneratedInstance> made = generate_flying_block(request, domain_registry());
    ASSERT_EQ(made.size(), 2u);
    for (const GeneratedInstance& instance : made) {
      Task task(load_pzl(SourceFile::from_text("generated.pzl", instance.pzl), "", domain_registry()).front());
      const Rule* rule = RuleSet::builtin().select(instance_features(task));
      ASSERT_NE(rule, nullptr);
      EXPECT_EQ(rule->name, std::string("flying-block-class-") + static_cast<char>(std::tolower(flying_block_class)));
      Environment environment(task);
      StateSpace space = explore_state_space(environment, 3'000'000);
      ASSERT_TRUE(space.complete) << instance.pzl;
      int optimal = goal_distances(space)[0];
      EXPECT_NE(optimal, kUnreachable) << instance.pzl;
      EXPECT_GT(optimal, 0);
      if (instance.optimal_cost != 0) {
        EXPECT_EQ(instance.optimal_cost, optimal) << instance.pzl;
      }
    }
  }
}

TEST(FlyingBlockGenerator, TheSameSeedGivesTheSameInstances) {
  GeneratorRequest request{'D', 5, 11, 2};
  auto first = generate_flying_block(request, domain_registry());
  auto second = generate_flying_block(request, domain_registry());
  ASSERT_EQ(first.size(), second.size());
  for (std::size_t i = 0; i < first.size(); ++i) EXPECT_EQ(first[i].pzl, second[i].pzl);
}

TEST(FlyingBlockGenerator, BadRequestsNameTheOption) {
  try {
    generate_flying_block(GeneratorRequest{'A', 2, 1, 1}, domain_registry());
    FAIL() << "a frame of height 2 was accepted";
  } catch (const InputError& error) {
    EXPECT_EQ(error.diagnostics().front().headline(), "--height: error: expected a frame height from 3 to 60, got 2");
  }
}

}  // namespace
}  // namespace polyplan
