// Rule traits: the options that name a rule's agent and the kinds it pushes, how its moves travel
// (a straight line of some distance, or a flight) and whether they turn or mirror a piece. The
// checker copies their values into the checked rule, so that nothing after it asks for a rule by
// name (plugin rules declare the same traits: plugin_host_test.cpp).
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

TEST(RuleTraits, EachBuiltInRuleDeclaresHowItsMovesTravel) {
  const MoveRuleSchema& fly = *move_rule_registry().find("fly");
  EXPECT_EQ(fly.traits.path, MovePath::Flight);
  EXPECT_EQ(fly.traits.rotate_option, "rotate");
  EXPECT_EQ(fly.traits.reflect_option, "reflect");
  EXPECT_EQ(fly.traits.distance_option, "");
  const MoveRuleSchema& slide = *move_rule_registry().find("slide");
  EXPECT_EQ(slide.traits.path, MovePath::Straight);
  EXPECT_EQ(slide.traits.distance_option, "distance");
  EXPECT_EQ(slide.traits.rotate_option, "");
  EXPECT_EQ(move_rule_registry().find("push")->traits.path, MovePath::Straight);
}

// The values, as the checker copies them: Flying Block turns and mirrors its flights, the
// sliding-tile puzzle's tiles step one cell, the sliding-block puzzles' blocks slide any
// distance, Sokoban's agent steps one cell (but is no sliding tile: it has an agent).
TEST(RuleTraits, TheCheckedRuleCarriesItsPathDistanceAndOrientations) {
  const MoveRule& flight = domain_registry().find("flying-block")->moves.at(0);
  EXPECT_EQ(flight.path, MovePath::Flight);
  EXPECT_TRUE(flight.rotates);
  EXPECT_TRUE(flight.reflects);
  EXPECT_FALSE(flight.steps_one_cell());
  const MoveRule& tile = domain_registry().find("sliding-tiles")->moves.at(0);
  EXPECT_EQ(tile.path, MovePath::Straight);
  EXPECT_EQ(tile.distance, 1);
  EXPECT_FALSE(tile.rotates);
  EXPECT_TRUE(tile.steps_one_cell());
  const MoveRule& block = domain_registry().find("sliding-block")->moves.at(0);
  EXPECT_EQ(block.path, MovePath::Straight);
  EXPECT_EQ(block.distance, 0);
  EXPECT_FALSE(block.steps_one_cell());
  const MoveRule& push = domain_registry().find("sokoban")->moves.at(0);
  EXPECT_EQ(push.path, MovePath::Straight);
  EXPECT_EQ(push.distance, 1);
  EXPECT_FALSE(push.steps_one_cell());
}

TEST(RuleTraits, ATraitMustNameAnOptionOfItsType) {
  MoveRuleSchema schema{"hop",
                        "",
                        {{"far", OptionType::Bool, "", std::nullopt, false}},
                        RuleTraits{.path = MovePath::Straight, .distance_option = "far"}};
  EXPECT_EQ(schema.traits_error(),
            "move rule 'hop' declares option ':far' as its distance, which must be a distance option");
  schema.traits = RuleTraits{.rotate_option = "turn"};
  EXPECT_EQ(schema.traits_error(), "move rule 'hop' declares option ':turn' as its rotation, but has no such option");
  schema.options = {{"far", OptionType::Distance, "", std::nullopt, false}};
  schema.traits = RuleTraits{.distance_option = "far"};
  EXPECT_EQ(schema.traits_error(), "move rule 'hop' declares a distance but no straight moves");
}

}  // namespace
}  // namespace polyplan
