#include "plugin_host/plugin_heuristic.hpp"

#include <fmt/format.h>

#include <stdexcept>

#include "parser/source/diagnostics.hpp"
#include "plugin_host/task_puzzle.hpp"

namespace polyplan {
namespace {

// Owns the puzzle view the plugin's heuristic reads; the view is declared first so that it
// outlives the plugin's object.
class PluginHeuristicAdapter final : public Heuristic {
 public:
  PluginHeuristicAdapter(const Task& task, const plugin::HeuristicFactory& factory, const plugin::HeuristicOptions& options,
                         const std::string& plugin_name)
      : puzzle_(task) {
    try {
      heuristic_ = factory.create(puzzle_, options);
    } catch (const std::invalid_argument& error) {
      throw InputError(Diagnostic::about(factory.name(), fmt::format("{} (plugin {})", error.what(), plugin_name)));
    }
    if (!heuristic_) throw std::logic_error(fmt::format("plugin {}: heuristic {} made nothing", plugin_name, factory.name()));
  }

  int evaluate(StateView state) override {
    int h = heuristic_->evaluate(state);
    return h == plugin::Heuristic::kDeadEnd ? kDeadEnd : h;
  }

 private:
  TaskPuzzle puzzle_;
  std::unique_ptr<plugin::Heuristic> heuristic_;
};

PluginValue to_host(const plugin::HeuristicValue& value) {
  return std::visit([](const auto& v) { return PluginValue(v); }, value);
}

plugin::HeuristicValue to_plugin(const PluginValue& value) {
  return std::visit([](const auto& v) { return plugin::HeuristicValue(v); }, value);
}

}  // namespace

HeuristicPlugin plugin_heuristic(std::shared_ptr<const plugin::HeuristicFactory> factory, const std::string& plugin_name) {
  plugin::HeuristicProperties properties = factory->properties();
  HeuristicPlugin result{factory->name(), fmt::format("{} (plugin {})", factory->description(), plugin_name),
                         HeuristicProperties{properties.admissible, properties.consistent, properties.families}, {}, {}};
  for (const plugin::HeuristicOption& option : factory->options())
    result.options.push_back(PluginOption{option.name, to_host(option.default_value), option.help});
  result.create = [factory, plugin_name](const Environment& environment, const PluginOptions& options) -> std::unique_ptr<Heuristic> {
    plugin::HeuristicOptions plugin_options;
    for (const auto& [name, value] : options) plugin_options.emplace(name, to_plugin(value));
    return std::make_unique<PluginHeuristicAdapter>(environment.task(), *factory, plugin_options, plugin_name);
  };
  return result;
}

}  // namespace polyplan
