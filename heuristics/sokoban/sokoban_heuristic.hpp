#pragma once
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "domains/sokoban/structure/goal_perimeter.hpp"
#include "heuristics/sokoban/deadlock_filter.hpp"
#include "heuristics/sokoban/level_tables.hpp"

namespace polyplan {

// What every Sokoban heuristic shares: the level's tables (agent regions around each box cell,
// push distances per goal, deadlock detectors) built once per task, and one evaluation skeleton:
// read the boxes, answer a dead end when a chosen detector fires, otherwise estimate over the
// boxes that can still move, with the tables of the level in which the frozen boxes on goals are
// walls (when the freeze test runs).
//
// With `perimeter=N` (push-optimal levels only) the estimate is raised by the goal perimeter of up
// to N states (domains/sokoban/structure/goal_perimeter.hpp), perimeter search's bound: a state in it gets its
// exact distance, any other at least one more than the distance to which the perimeter is
// complete, and none at all (a dead end) when the pull search ran out of states, since every
// solvable state is then in it. That bound is consistent (its steps between neighbours are at
// most one push), so its maximum with a consistent estimate stays consistent.
class SokobanHeuristic : public Heuristic {
 public:
  // `options` choose the deadlock detectors (DeadlockChoice); `name` is the plugin's, for messages.
  SokobanHeuristic(const Task& task, const std::string& name, const PluginOptions& options);

  int evaluate(StateView state) final;
  // With the parent, the local deadlock search (deadlock_filter.hpp, local=N) looks round the box
  // that moved: the one cell holding a box in `child` and none in `parent`.
  int evaluate_child(StateView child, StateView parent) final;
  std::size_t memory_bytes() const override;

 protected:
  // `boxes` are the cells of the boxes that may still move; `has_box_` marks every box.
  virtual int estimate(const LevelTables& tables, const std::vector<int>& boxes, int agent) = 0;

  BoxMap has_box_;

 private:
  // Frozen-goal tables take at most this much memory per heuristic; later sets use the plain ones.
  static constexpr std::size_t kFrozenTablesBudget = std::size_t(256) << 20;

  // The estimate of the boxes in boxes_ raised by the perimeter, or a dead end; `pushed` as in
  // DeadlockFilter::deadlocked.
  int evaluate_boxes(StateView state, int pushed);
  // The estimate of the boxes in boxes_ raised by the perimeter, or a dead end.
  int with_perimeter(int h, int agent);
  // Each box's pushes to its nearest goal, summed: the cheapest bound, for deciding at set-up.
  int start_bound(StateView state) const;

  LevelTables plain_;
  DeadlockFilter deadlocks_;
  FrozenGoalTables frozen_tables_;
  std::vector<int> boxes_, frozen_, movable_, parent_boxes_, sorted_boxes_;
  std::optional<GoalPerimeter> perimeter_;
  std::vector<std::uint16_t> perimeter_key_;
};

// The plugin of a Sokoban heuristic H, built as H(task, name, options): admissible, for the
// sokoban and sokoban-moves domains, with the deadlock options and then `extra` ones.
template <typename H>
HeuristicPlugin sokoban_plugin(const std::string& name, std::string description, bool consistent,
                               std::vector<PluginOption> extra = {}) {
  std::vector<PluginOption> options = DeadlockChoice::options();
  options.push_back(PluginOption::integer(
      "perimeter", 0, 0, 20'000'000,
      "up to this many states of a breadth-first pull search from the solved level that raise h: exact inside, one "
      "more than its complete depth outside (perimeter search; domain sokoban only; a twentieth of them when the "
      "start lies beyond twice the depth that reaches); 0: none"));
  options.insert(options.end(), extra.begin(), extra.end());
  return HeuristicPlugin{
      name,
      std::move(description),
      {true, consistent, {"sokoban", "sokoban-moves"}},
      std::move(options),
      [name](const Environment& environment, const PluginOptions& chosen) -> std::unique_ptr<Heuristic> {
        return std::make_unique<H>(environment.task(), name, chosen);
      }};
}

}  // namespace polyplan
