// The push rule names the agent's canonical cell after every push (the lowest cell of its region)
// without flooding again where the local picture decides it. On every state of whole spaces, each
// push's agent is checked against a plain flood of the child written here.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <vector>

#include "tests/support/shared_data.hpp"
#include "tests/support/sokoban_levels.hpp"

namespace polyplan {
namespace {

using test_support::ExploredLevel;

// The lowest floor cell the agent on `start` reaches in `state`, by breadth-first search.
int lowest_reachable(const Task& task, StateView state, int start) {
  const FrameIndex& frame = task.frame();
  std::vector<bool> blocked(static_cast<std::size_t>(frame.floor_count()), false), seen(blocked.size(), false);
  for (std::size_t p = 0; p < task.pieces().size(); ++p)
    if (static_cast<int>(p) != task.agent())
      for (int cell : task.table(static_cast<int>(p)).cells(static_cast<int>(state[p])))
        blocked[static_cast<std::size_t>(cell)] = true;
  std::vector<int> queue{start};
  seen[static_cast<std::size_t>(start)] = true;
  for (std::size_t head = 0; head < queue.size(); ++head)
    for (int d = 0; d < 4; ++d) {
      int next = frame.neighbour(queue[head], d);
      if (next == FrameIndex::kNone || seen[static_cast<std::size_t>(next)] || blocked[static_cast<std::size_t>(next)])
        continue;
      seen[static_cast<std::size_t>(next)] = true;
      queue.push_back(next);
    }
  return *std::min_element(queue.begin(), queue.end());
}

// Checks every push of every state; returns how many pushes were checked.
int check_level(const std::string& name, ExploredLevel& level) {
  EXPECT_TRUE(level.space.complete) << name;
  const Task& task = *level.task;
  std::vector<Move> moves;
  StateValues child(task.pieces().size());
  int checked = 0;
  for (StateId id = 0; id < level.h_star.size(); ++id) {
    StateValues state = level.state(id);
    level.environment->successors(state, moves);
    for (const Move& move : moves) {
      if (move.agent < 0) continue;
      level.environment->apply(state, move, child);
      // The agent stands where the pushed box was: the cell behind its new one.
      int box = task.table(move.piece).cells(static_cast<int>(move.placement))[0];
      int stands = task.frame().neighbour(box, opposite(move.direction));
      EXPECT_EQ(task.agent_floor(child), lowest_reachable(task, child, stands)) << name << " state " << id;
      ++checked;
    }
  }
  return checked;
}

TEST(PushAgentRegion, EveryPushNamesTheLowestCellTheAgentReaches) {
  int checked = 0;
  for (const auto* titles : {&test_support::solvable_sokoban_levels, &test_support::unsolvable_sokoban_levels})
    for (const std::string& title : *titles) {
      ExploredLevel level(test_support::sokoban_level(title));
      checked += check_level(title, level);
    }
  EXPECT_GT(checked, 10000);
}

TEST(PushAgentRegion, MicrobanPushesNameTheLowestCellTheAgentReaches) {
  const std::string& microban = test_support::microban_levels;
  POLYPLAN_NEED_SHARED_DATA(microban);
  int levels = test_support::for_each_small_microban_level(
      40, 20'000, [](int number, ExploredLevel& level) { check_level("Microban " + std::to_string(number), level); });
  EXPECT_GT(levels, 10);
}

}  // namespace
}  // namespace polyplan
