#include "plugin_host/plugin_move_rule.hpp"

#include <fmt/format.h>

#include <stdexcept>

#include "parser/source/diagnostics.hpp"
#include "plugin_host/task_puzzle.hpp"

namespace polyplan {
namespace {

OptionType option_type(plugin::OptionType type) {
  switch (type) {
    case plugin::OptionType::Bool: return OptionType::Bool;
    case plugin::OptionType::Kinds: return OptionType::Kinds;
    case plugin::OptionType::Kind: return OptionType::Kind;
    case plugin::OptionType::Distance: return OptionType::Distance;
  }
  throw std::logic_error("unknown plugin option type");
}

// Runs a plugin's generator behind polyplan's MoveGenerator. It owns the puzzle view the plugin
// reads (declared first, so it outlives the plugin's generator) and checks every move the plugin
// returns, so that a faulty plugin is reported instead of corrupting states.
class PluginMoveGenerator final : public MoveGenerator {
 public:
  PluginMoveGenerator(const Task& task, const MoveRule& rule, const plugin::MoveRuleFactory& factory, std::string plugin_name)
      : task_(task), puzzle_(task), rule_name_(rule.name), plugin_name_(std::move(plugin_name)) {
    try {
      generator_ = factory.create(puzzle_, plugin::RuleOptions(rule.options.begin(), rule.options.end()));
    } catch (const std::invalid_argument& error) {
      throw InputError(Diagnostic::about(fmt::format("(:move {})", rule_name_), fmt::format("{} (plugin {})", error.what(), plugin_name_)));
    }
    if (!generator_) throw std::logic_error(fmt::format("plugin {}: rule {} made no generator", plugin_name_, rule_name_));
  }

  void generate(StateView state, Bits occupancy, std::vector<Move>& moves) override {
    scratch_.clear();
    generator_->generate(state, occupancy, scratch_);
    for (const plugin::Move& move : scratch_) {
      if (move.piece < 0 || move.piece >= static_cast<int>(task_.pieces().size()) ||
          move.placement >= static_cast<std::uint32_t>(task_.table(move.piece).size()) || move.cost < 0)
        throw std::logic_error(fmt::format("plugin {}: rule {} made a move outside the puzzle (piece {}, placement {}, cost {})",
                                           plugin_name_, rule_name_, move.piece, move.placement, move.cost));
      moves.push_back(Move{move.piece, move.placement, -1, move.cost, move.direction});
    }
  }

  void ground_actions(std::vector<GroundAction>& actions) const override {
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
  const Task& task_;
  TaskPuzzle puzzle_;
  std::string rule_name_;
  std::string plugin_name_;
  std::unique_ptr<plugin::MoveGenerator> generator_;
  std::vector<plugin::Move> scratch_;
};

}  // namespace

MoveRuleSchema plugin_rule_schema(const plugin::MoveRuleFactory& rule) {
  MoveRuleSchema schema{rule.name(), rule.summary(), {}};
  for (const plugin::RuleOption& option : rule.options())
    schema.options.push_back(OptionSpec{option.name, option_type(option.type), option.help, option.default_value,
                                        option.defaults_to_all_kinds});
  return schema;
}

MoveGeneratorFactory plugin_generator_factory(std::shared_ptr<const plugin::MoveRuleFactory> rule, std::string plugin_name) {
  return [rule = std::move(rule), plugin_name = std::move(plugin_name)](const Task& task, const MoveRule& move_rule) -> std::unique_ptr<MoveGenerator> {
    return std::make_unique<PluginMoveGenerator>(task, move_rule, *rule, plugin_name);
  };
}

}  // namespace polyplan
