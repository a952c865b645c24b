#include "plugin_host/plugin_move_pruner.hpp"

#include <fmt/format.h>

#include <stdexcept>

#include "parser/input_error.hpp"
#include "plugin_host/task_puzzle.hpp"

namespace polyplan {
namespace {

bool same(const plugin::Move& kept, const Move& move) {
  return kept.piece == move.piece && kept.placement == move.placement && kept.cost == move.cost &&
         kept.direction == move.direction;
}

// Owns the puzzle view the plugin's pruner reads (declared first, so it outlives the pruner), and
// the scratch list of plugin moves, so that pruning allocates nothing once warm.
struct PluginPruner {
  PluginPruner(const Task& task, const plugin::MovePrunerFactory& factory, std::string plugin)
      : puzzle(task), name(factory.name()), plugin_name(std::move(plugin)) {
    try {
      pruner = factory.create(puzzle);
    } catch (const std::invalid_argument& error) {
      throw NotApplicable(
          Diagnostic::about("prune", fmt::format("{}: {} (plugin {})", name, error.what(), plugin_name)));
    }
    if (!pruner) throw std::logic_error(fmt::format("plugin {}: pruner {} made nothing", plugin_name, name));
  }

  void prune(StateView state, std::vector<Move>& moves) {
    scratch.clear();
    for (const Move& move : moves)
      scratch.push_back(plugin::Move{move.piece, move.placement, move.cost, move.direction});
    pruner->prune(state, scratch);
    // The kept moves must appear in the given order: walk both lists once.
    std::size_t kept = 0, out = 0;
    for (const Move& move : moves)
      if (kept < scratch.size() && same(scratch[kept], move)) {
        moves[out++] = move;
        ++kept;
      }
    if (kept != scratch.size())
      throw std::logic_error(fmt::format("plugin {}: pruner {} added or reordered moves", plugin_name, name));
    moves.resize(out);
  }

  TaskPuzzle puzzle;
  std::string name;
  std::string plugin_name;
  std::unique_ptr<plugin::MovePruner> pruner;
  std::vector<plugin::Move> scratch;
};

}  // namespace

MovePrunerPlugin plugin_move_pruner(std::shared_ptr<const plugin::MovePrunerFactory> factory,
                                    const std::string& plugin_name) {
  MovePrunerPlugin result{factory->name(),
                          fmt::format("{} (plugin {})", factory->description(), plugin_name),
                          factory->family(),
                          factory->keeps_optimal(),
                          {}};
  result.create = [factory, plugin_name](const Environment& environment) -> MovePruner {
    auto shared = std::make_shared<PluginPruner>(environment.task(), *factory, plugin_name);
    return [shared](StateView state, std::vector<Move>& moves) { shared->prune(state, moves); };
  };
  return result;
}

}  // namespace polyplan
