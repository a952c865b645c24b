#include "plugin_host/plugin_tie_key.hpp"

#include <fmt/format.h>

#include <stdexcept>

#include "parser/input_error.hpp"
#include "plugin_host/task_puzzle.hpp"

namespace polyplan {
namespace {

plugin::Move to_plugin(const Move& move) { return plugin::Move{move.piece, move.placement, move.cost, move.direction}; }

// Owns the puzzle view the plugin's key reads (declared first, so it outlives the key). Shared
// by the copies of the TieKey function the search keeps.
struct PluginKey {
  PluginKey(const Task& task, const plugin::TieKeyFactory& factory, const std::string& plugin_name) : puzzle(task) {
    try {
      key = factory.create(puzzle);
    } catch (const std::invalid_argument& error) {
      throw NotApplicable(
          Diagnostic::about("tiebreak", fmt::format("{}: {} (plugin {})", factory.name(), error.what(), plugin_name)));
    }
    if (!key) throw std::logic_error(fmt::format("plugin {}: tie key {} made nothing", plugin_name, factory.name()));
  }
  TaskPuzzle puzzle;
  std::unique_ptr<plugin::TieKey> key;
};

}  // namespace

TieKeyPlugin plugin_tie_key(std::shared_ptr<const plugin::TieKeyFactory> factory, const std::string& plugin_name) {
  TieKeyPlugin result{
      factory->name(), fmt::format("{} (plugin {})", factory->description(), plugin_name), factory->family(), {}};
  result.create = [factory, plugin_name](const Environment& environment) -> TieKey {
    auto shared = std::make_shared<PluginKey>(environment.task(), *factory, plugin_name);
    return [shared](const TieContext& node) {
      plugin::Move move, previous;
      plugin::TieNode seen{node.state, node.g, node.h, node.parent, nullptr, nullptr};
      if (node.move) seen.move = &(move = to_plugin(*node.move));
      if (node.previous) seen.previous = &(previous = to_plugin(*node.previous));
      return shared->key->key(seen);
    };
  };
  return result;
}

}  // namespace polyplan
