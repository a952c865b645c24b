// Rule traits: the options that name a rule's agent and the kinds it pushes. The checker copies
// their values into the checked rule, so that nothing after it asks for a rule by name
// (plugin rules declare the same traits: plugin_host_test.cpp).
#include <gtest/gtest.h>

#include "domains/domain_registry.hpp"
#include "domains/move_rule_registry.hpp"

namespace polyplan {
namespace {

TEST(RuleTraits, PushDeclaresItsAgentAndPushedKindsAndTheOtherRulesNone) {
  for (const MoveRuleSchema& schema : move_rule_registry()) EXPECT_FALSE(schema.traits_error()) << schema.name;
  const MoveRuleSchema* push = move_rule_registry().find("push");
  ASSERT_NE(push, nullptr);
  EXPECT_EQ(push->traits.agent_option, "agent");
  EXPECT_EQ(push->traits.pushed_kinds_option, "pushes");
  for (const char* name : {"fly", "slide"}) {
    EXPECT_EQ(move_rule_registry().find(name)->traits.agent_option, "") << name;
    EXPECT_EQ(move_rule_registry().find(name)->traits.pushed_kinds_option, "") << name;
  }
}

TEST(RuleTraits, TheCheckedRuleCarriesTheAgentAndThePushedKinds) {
  for (const char* name : {"sokoban", "sokoban-moves"}) {
    const Domain* sokoban = domain_registry().find(name);
    ASSERT_NE(sokoban, nullptr);
    ASSERT_EQ(sokoban->moves.size(), 1U);
    EXPECT_EQ(sokoban->moves[0].agent, "player");
    EXPECT_EQ(sokoban->moves[0].pushed_kinds, std::vector<std::string>{"box"});
    EXPECT_TRUE(sokoban->moves[0].pushes("box"));
    EXPECT_FALSE(sokoban->moves[0].pushes("player"));
    // The rule that moves boxes is push; nothing moves the player but its own walking.
    EXPECT_EQ(sokoban->rule_for("box"), &sokoban->moves[0]);
    EXPECT_EQ(sokoban->rule_for("player"), nullptr);
  }
  const Domain* flying = domain_registry().find("flying-block");
  ASSERT_NE(flying, nullptr);
  for (const MoveRule& rule : flying->moves) {
    EXPECT_FALSE(rule.has_agent());
    EXPECT_TRUE(rule.pushed_kinds.empty());
  }
}

}  // namespace
}  // namespace polyplan
