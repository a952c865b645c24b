#include "heuristics/sokoban/deadlock_filter.hpp"

namespace polyplan {

DeadlockChoice DeadlockChoice::from(const PluginOptions& options) {
  DeadlockChoice choice;
  auto flag = [&](const char* name, bool& value) {
    if (auto found = options.find(name); found != options.end()) value = std::get<bool>(found->second);
  };
  flag("dead-squares", choice.dead_squares);
  flag("freeze", choice.freeze);
  flag("blocks", choice.blocks);
  flag("corrals", choice.corrals);
  flag("patterns", choice.patterns);
  flag("local-patterns", choice.local_patterns);
  auto integer = [&](const char* name, int& value) {
    if (auto found = options.find(name); found != options.end()) value = std::get<int>(found->second);
  };
  integer("sets", choice.sets);
  integer("local", choice.local.max_boxes);
  integer("local-reach", choice.local.reach);
  integer("local-states", choice.local.max_states);
  return choice;
}

std::vector<PluginOption> DeadlockChoice::options() {
  return {
      PluginOption::flag("dead-squares", true,
                         "prune states with a box on a dead square (no goal reachable by pushes alone)"),
      PluginOption::flag("freeze", true, "prune states with a frozen box off its goal (freeze deadlock)"),
      PluginOption::flag("blocks", true, "prune states with a 2x2 block of walls and boxes holding a box off its goal"),
      PluginOption::flag("corrals", false,
                         "prune states with a corral whose boxes, alone on the board, can never all reach goals "
                         "(a bounded search per corral)"),
      PluginOption::flag("patterns", false,
                         "with corrals: keep every corral proved deadlocked as a pattern and prune later states "
                         "that hold its boxes with the agent on the same side (learned deadlock patterns)"),
      PluginOption::integer("sets", 0, 0, 3,
                            "prune states where some N boxes (N the value, 1 to 3), alone on the board with the agent "
                            "where it stands, can never all reach goals: a table of every such set, built once per "
                            "level by a backward pull search over every placement of N boxes (0: off)"),
      PluginOption::integer("local", 0, 0, 7,
                            "prune states where the boxes near the last push (at most N, the value, nearest first), "
                            "alone on the board, can never all reach goals: a search of their pushes that lets a box "
                            "leave once it is pushed out of the window round the pushed box (0: off)"),
      PluginOption::integer("local-reach", 2, 1, 6,
                            "with local: the window round the pushed box, in cells of floor walked from it"),
      PluginOption::flag("local-patterns", true,
                         "with local: keep every set a local search proves dead as a pattern, test it on every later "
                         "state, and share it with the other searches over the level in this run (a portfolio's later "
                         "stages and other threads)"),
      PluginOption::integer("local-states", 300, 10, 100'000,
                            "with local: states a local search may reach before it gives up (and prunes nothing)")};
}

DeadlockFilter::DeadlockFilter(const SokobanBoard& board, DeadlockChoice choice)
    : choice_(choice),
      dead_squares_(board),
      freeze_(board, dead_squares_),
      blocks_(board),
      corrals_(board, dead_squares_, kCorralBoxes, kCorralStates, choice.patterns ? kMaxPatterns : 0),
      sets_(board, dead_squares_, choice.sets),
      local_(board, dead_squares_, choice.local, choice.local_patterns ? kMaxPatterns : 0) {}

bool DeadlockFilter::deadlocked(const std::vector<int>& boxes, const BoxMap& has_box, int agent, int pushed) {
  // Cheapest first: one lookup per box, then the squares around each box, then the fixed point.
  if (choice_.dead_squares)
    for (int cell : boxes)
      if (dead_squares_.dead(cell)) return true;
  if (choice_.blocks && blocks_.deadlocked(boxes, has_box)) return true;
  if (choice_.freeze && freeze_.deadlocked(boxes)) return true;
  if (choice_.sets > 0 && sets_.deadlocked(agent, boxes)) return true;
  if (choice_.corrals && corrals_.deadlocked(agent, boxes)) return true;
  if (choice_.local.max_boxes == 0) return false;
  return local_.deadlocked(agent, boxes, pushed) || local_.matches_pattern(agent, boxes);
}

}  // namespace polyplan
