#pragma once
#include <map>
#include <memory>
#include <string>
#include <vector>

#include "heuristics/sokoban/push_distances.hpp"

namespace polyplan {

// What the Sokoban estimates read for one board: the board, the agent's components around every
// box cell and the push distances. Built once; the distances refer to the other two, so the
// tables stay where they were built.
struct LevelTables {
  LevelTables(SokobanBoard level, const std::string& user)
      : board(std::move(level)), regions(board, user), distances(board, regions) {}
  LevelTables(const LevelTables&) = delete;
  LevelTables& operator=(const LevelTables&) = delete;

  SokobanBoard board;
  AgentRegions regions;
  PushDistances distances;
};

// Tables for the level with boxes that sit on goals and can never move again (frozen: see
// FreezeDeadlock) turned into walls. Those boxes are done, and the others can neither pass nor
// use their cells, so the distances over such a board are still lower bounds, only closer: a goal
// room filled in the wrong order shows up as goals no box can reach any more. Tables are cached
// per frozen set; past `budget_bytes` new sets fall back to the plain tables (weaker, still sound).
class FrozenGoalTables {
 public:
  FrozenGoalTables(const LevelTables& plain, std::size_t budget_bytes) : plain_(plain), budget_(budget_bytes) {}

  // `frozen`: cells of the frozen boxes, all on goals; sorted in place.
  const LevelTables& tables(std::vector<int>& frozen);

 private:
  const LevelTables& plain_;
  std::size_t budget_;
  std::size_t used_ = 0;
  std::map<std::vector<int>, std::unique_ptr<LevelTables>> cache_;
};

}  // namespace polyplan
