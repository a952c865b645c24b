#pragma once
#include <string>
#include <vector>

#include "heuristics/sokoban/deadlock_filter.hpp"
#include "heuristics/sokoban/level_tables.hpp"

namespace polyplan {

// What every Sokoban heuristic shares: the level's tables (agent regions around each box cell,
// push distances per goal, deadlock detectors) built once per task, and one evaluation skeleton:
// read the boxes, answer a dead end when a chosen detector fires, otherwise estimate over the
// boxes that can still move, with the tables of the level in which the frozen boxes on goals are
// walls (when the freeze test runs).
class SokobanHeuristic : public Heuristic {
 public:
  // `options` choose the deadlock detectors (DeadlockChoice); `name` is the plugin's, for messages.
  SokobanHeuristic(const Task& task, const std::string& name, const PluginOptions& options);

  int evaluate(StateView state) final;

 protected:
  // `boxes` are the cells of the boxes that may still move; `has_box_` marks every box.
  virtual int estimate(const LevelTables& tables, const std::vector<int>& boxes, int agent) = 0;

  BoxMap has_box_;

 private:
  // Frozen-goal tables take at most this much memory per heuristic; later sets use the plain ones.
  static constexpr std::size_t kFrozenTablesBudget = std::size_t(256) << 20;

  LevelTables plain_;
  DeadlockFilter deadlocks_;
  FrozenGoalTables frozen_tables_;
  std::vector<int> boxes_, frozen_, movable_;
};

// The plugin of a Sokoban heuristic H, built as H(task, name, options): admissible, for the
// sokoban and sokoban-moves domains, with the deadlock options and then `extra` ones.
template <typename H>
HeuristicPlugin sokoban_plugin(const std::string& name, std::string description, bool consistent,
                               std::vector<PluginOption> extra = {}) {
  std::vector<PluginOption> options = DeadlockChoice::options();
  options.insert(options.end(), extra.begin(), extra.end());
  return HeuristicPlugin{name, std::move(description), {true, consistent, {"sokoban", "sokoban-moves"}},
                         std::move(options),
                         [name](const Environment& environment, const PluginOptions& chosen) -> std::unique_ptr<Heuristic> {
                           return std::make_unique<H>(environment.task(), name, chosen);
                         }};
}

}  // namespace polyplan
