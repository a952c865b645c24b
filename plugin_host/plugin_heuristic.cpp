#include "plugin_host/plugin_heuristic.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <limits>
#include <stdexcept>
#include <type_traits>

#include "parser/input_error.hpp"
#include "plugin_host/task_puzzle.hpp"

namespace polyplan {
namespace {

// Owns the puzzle view the plugin's heuristic reads; the view is declared first so that it
// outlives the plugin's object.
class PluginHeuristicAdapter final : public Heuristic {
 public:
  PluginHeuristicAdapter(const Task& task, const plugin::HeuristicFactory& factory,
                         const plugin::HeuristicOptions& options, const std::string& plugin_name)
      : puzzle_(task) {
    try {
      heuristic_ = factory.create(puzzle_, options);
    } catch (const std::invalid_argument& error) {
      throw NotApplicable(Diagnostic::about(factory.name(), fmt::format("{} (plugin {})", error.what(), plugin_name)));
    }
    if (!heuristic_)
      throw std::logic_error(fmt::format("plugin {}: heuristic {} made nothing", plugin_name, factory.name()));
  }

  int evaluate(StateView state) override {
    int h = heuristic_->evaluate(state);
    return h == plugin::Heuristic::kDeadEnd ? kDeadEnd : h;
  }

 private:
  TaskPuzzle puzzle_;
  std::unique_ptr<plugin::Heuristic> heuristic_;
};

// The plugin's declaration as polyplan's, so that its values are checked like a built-in
// heuristic's: numbers within their bounds (the type's range when none is given), strings among
// their choices when there are any.
PluginOption to_host(const plugin::HeuristicOption& option) {
  constexpr double kInfinity = std::numeric_limits<double>::infinity();
  return std::visit(
      [&](const auto& value) -> PluginOption {
        using Value = std::decay_t<decltype(value)>;
        if constexpr (std::is_same_v<Value, int>) {
          PluginOption host = PluginOption::integer(option.name, value, std::numeric_limits<int>::min(),
                                                    std::numeric_limits<int>::max(), option.help);
          host.least = std::max(host.least, option.least.value_or(host.least));
          host.most = std::min(host.most, option.most.value_or(host.most));
          return host;
        } else if constexpr (std::is_same_v<Value, double>) {
          return PluginOption::number(option.name, value, option.least.value_or(-kInfinity),
                                      option.most.value_or(kInfinity), option.help);
        } else if constexpr (std::is_same_v<Value, bool>) {
          return PluginOption::flag(option.name, value, option.help);
        } else {
          if (option.choices.empty()) return PluginOption::text(option.name, value, option.help);
          return PluginOption::choice(option.name, value, option.choices, option.help);
        }
      },
      option.default_value);
}

plugin::HeuristicValue to_plugin(const PluginValue& value) {
  return std::visit(
      [](const auto& v) -> plugin::HeuristicValue {
        using Value = std::decay_t<decltype(v)>;
        if constexpr (std::is_same_v<Value, int> || std::is_same_v<Value, double> || std::is_same_v<Value, bool> ||
                      std::is_same_v<Value, std::string>)
          return v;
        else
          throw std::logic_error("a plugin heuristic's option holds a list or a nested value");
      },
      value);
}

}  // namespace

HeuristicPlugin plugin_heuristic(std::shared_ptr<const plugin::HeuristicFactory> factory,
                                 const std::string& plugin_name) {
  plugin::HeuristicProperties properties = factory->properties();
  // A plugin declares itself generic by naming no family (docs/plugins.md).
  HeuristicPlugin result{factory->name(),
                         fmt::format("{} (plugin {})", factory->description(), plugin_name),
                         HeuristicProperties{properties.admissible, properties.consistent, properties.families,
                                             properties.families.empty()},
                         {},
                         {}};
  for (const plugin::HeuristicOption& option : factory->options()) result.options.push_back(to_host(option));
  result.create = [factory, plugin_name](const Environment& environment,
                                         const PluginOptions& options) -> std::unique_ptr<Heuristic> {
    plugin::HeuristicOptions plugin_options;
    for (const auto& [name, value] : options) plugin_options.emplace(name, to_plugin(value));
    return std::make_unique<PluginHeuristicAdapter>(environment.task(), *factory, plugin_options, plugin_name);
  };
  return result;
}

}  // namespace polyplan
