#include "plugin_host/plugin_move_rule.hpp"

#include <fmt/format.h>

#include <stdexcept>

#include "parser/input_error.hpp"
#include "plugin_host/task_puzzle.hpp"

namespace polyplan {
namespace {

OptionType option_type(plugin::OptionType type) {
  switch (type) {
    case plugin::OptionType::Bool:
      return OptionType::Bool;
    case plugin::OptionType::Kinds:
      return OptionType::Kinds;
    case plugin::OptionType::Kind:
      return OptionType::Kind;
    case plugin::OptionType::Distance:
      return OptionType::Distance;
  }
  throw std::logic_error("unknown plugin option type");
}

// Runs a plugin's generator behind polyplan's MoveGenerator. It owns the puzzle view the plugin
// reads (declared first, so it outlives the plugin's generator) and checks every move the plugin
// returns, so that a faulty plugin is reported instead of corrupting states.
class PluginMoveGenerator final : public MoveGenerator {
 public:
  PluginMoveGenerator(const Task& task, const MoveRule& rule, const plugin::MoveRuleFactory& factory,
                      std::string plugin_name)
      : task_(task),
        puzzle_(task),
        rule_name_(rule.name),
        plugin_name_(std::move(plugin_name)),
        agent_(rule.has_agent() ? task.agent() : -1),
        free_walking_(agent_ >= 0 && task.problem().domain.cost == CostModel::Pushes) {
    try {
      generator_ = factory.create(puzzle_, plugin::RuleOptions(rule.options.begin(), rule.options.end()));
    } catch (const std::invalid_argument& error) {
      throw InputError(Diagnostic::about(fmt::format("(:move {})", rule_name_),
                                         fmt::format("{} (plugin {})", error.what(), plugin_name_)));
    }
    if (!generator_)
      throw std::logic_error(fmt::format("plugin {}: rule {} made no generator", plugin_name_, rule_name_));
  }

  void generate(StateView state, Bits occupancy, std::vector<Move>& moves) override {
    scratch_.clear();
    generator_->generate(state, occupancy, scratch_);
    for (const plugin::Move& move : scratch_) {
      if (!inside_the_puzzle(move))
        throw std::logic_error(fmt::format(
            "plugin {}: rule {} made a move outside the puzzle (piece {}, placement {}, cost {}, agent placement {})",
            plugin_name_, rule_name_, move.piece, move.placement, move.cost, move.agent));
      if (agent_ >= 0 && !walk_or_push(state, move))
        throw std::logic_error(
            fmt::format("plugin {}: rule {} has an agent but made a move that is neither a walk nor a push (piece {}, "
                        "direction {}, "
                        "agent placement {})",
                        plugin_name_, rule_name_, move.piece, move.direction, move.agent));
      // (:cost pushes) is polyplan's to apply: the agent's walks are free, as with push.
      int cost = free_walking_ && move.piece == agent_ ? 0 : move.cost;
      moves.push_back(
          Move{move.piece, move.placement, move.agent, cost, move.direction, move.other, move.other_placement});
    }
  }

  void ground_actions(std::vector<GroundAction>& actions) const override {
    // A GroundMove says what a piece needs vacant, not where the agent must stand to push it.
    if (agent_ >= 0)
      throw InputError(
          Diagnostic::about(fmt::format("(:move {})", rule_name_),
                            fmt::format("the rule has an agent, and polyplan writes STRIPS actions only for "
                                        "agents of the built-in push rule (plugin {})",
                                        plugin_name_)));
    std::vector<plugin::GroundMove> ground;
    for (int piece = 0; piece < static_cast<int>(task_.pieces().size()); ++piece) {
      if (!represents_its_group(task_, piece)) continue;
      for (int from = 0; from < task_.table(piece).size(); ++from) {
        ground.clear();
        generator_->ground_moves(piece, static_cast<std::uint32_t>(from), ground);
        for (std::size_t i = 0; i < ground.size(); ++i) {
          GroundAction action = relocation(task_, fmt::format("{}-p{}-l{}-{}", rule_name_, piece, from, i), piece, from,
                                           static_cast<int>(ground[i].to), ground[i].entered);
          action.cost = ground[i].cost;
          actions.push_back(std::move(action));
        }
      }
    }
  }

 private:
  // A placement of the piece's table, or its off-board one when the piece may be removed.
  bool placement_of(int piece, std::uint32_t placement) const {
    return piece >= 0 && piece < static_cast<int>(task_.pieces().size()) &&
           placement < static_cast<std::uint32_t>(task_.table(piece).value_count());
  }
  bool inside_the_puzzle(const plugin::Move& move) const {
    return placement_of(move.piece, move.placement) && move.cost >= 0 && (move.agent == -1 || agent_ >= 0) &&
           (move.other == -1 ||
            (move.other != move.piece && move.other != agent_ && placement_of(move.other, move.other_placement)));
  }
  // What LURD plans, plan replay and the Sokoban machinery read an agent's moves as: a step of the
  // agent, or a push of another piece one cell that carries the agent one cell along.
  bool walk_or_push(StateView state, const plugin::Move& move) const {
    if (move.direction < 0 || move.direction > 3) return false;
    auto one_step = [&](int piece, std::uint32_t to) {
      return task_.table(piece).shifted(static_cast<int>(state[static_cast<std::size_t>(piece)]), move.direction) ==
             static_cast<int>(to);
    };
    if (move.piece == agent_) return move.agent == -1 && one_step(agent_, move.placement);
    return move.agent >= 0 && one_step(agent_, static_cast<std::uint32_t>(move.agent)) &&
           one_step(move.piece, move.placement);
  }

  const Task& task_;
  TaskPuzzle puzzle_;
  std::string rule_name_;
  std::string plugin_name_;
  int agent_;  // the agent's piece when this rule has one, else -1
  bool free_walking_;
  std::unique_ptr<plugin::MoveGenerator> generator_;
  std::vector<plugin::Move> scratch_;
};

}  // namespace

MoveRuleSchema plugin_rule_schema(const plugin::MoveRuleFactory& rule) {
  MoveRuleSchema schema{rule.name(), rule.summary(), {}};
  for (const plugin::RuleOption& option : rule.options())
    schema.options.push_back(OptionSpec{option.name, option_type(option.type), option.help, option.default_value,
                                        option.defaults_to_all_kinds});
  plugin::RuleTraits traits = rule.traits();
  schema.traits = RuleTraits{.agent_option = traits.agent_option,
                             .pushed_kinds_option = traits.pushed_kinds_option,
                             .removed_kinds_option = traits.removed_kinds_option};
  // The host lets an agent's rule only step and push one piece one cell (walk_or_push): a straight
  // path of one cell, which is what LURD plans spell.
  if (!traits.agent_option.empty()) schema.traits.path = MovePath::Straight;
  // This version of the interface has no orientation traits; a plugin's flags named `rotate` and
  // `reflect` have always meant them (as the fly rule's do), and still do.
  for (const OptionSpec& option : schema.options) {
    if (option.type != OptionType::Bool) continue;
    if (option.name == "rotate") schema.traits.rotate_option = option.name;
    if (option.name == "reflect") schema.traits.reflect_option = option.name;
  }
  if (auto error = schema.traits_error()) throw std::invalid_argument(*error);
  return schema;
}

MoveGeneratorFactory plugin_generator_factory(std::shared_ptr<const plugin::MoveRuleFactory> rule,
                                              std::string plugin_name) {
  return [rule = std::move(rule), plugin_name = std::move(plugin_name)](
             const Task& task, const MoveRule& move_rule) -> std::unique_ptr<MoveGenerator> {
    return std::make_unique<PluginMoveGenerator>(task, move_rule, *rule, plugin_name);
  };
}

}  // namespace polyplan
