#include "heuristics/sokoban/cut_assignment.hpp"

#include <algorithm>
#include <queue>

namespace polyplan {

Hungarian::Cost CutAssignment::bound(const Problem& problem, const std::vector<int>& cut) {
  const int fixed_rows = problem.goals == 0 ? 0 : static_cast<int>(problem.fixed.size()) / problem.goals;
  const int rows = fixed_rows + static_cast<int>(cut.size());
  if (rows > problem.goals) return kNoPath;
  Hungarian::Cost maze = 0;
  std::vector<bool> part_done(problem.parts.size(), false);
  int counts[8] = {};
  for (std::size_t p = 0; p < problem.parts.size(); ++p) {
    bool complete = true;
    std::fill(counts, counts + problem.cuts, 0);
    for (int box : problem.parts[p]) {
      if (cut[static_cast<std::size_t>(box)] < 0) complete = false;
      else ++counts[cut[static_cast<std::size_t>(box)]];
    }
    if (!complete) continue;
    int pushes = problem.part_cost(static_cast<int>(p), counts);
    if (pushes >= kInfinite) return kNoPath;
    maze += pushes;
    part_done[p] = true;
  }
  std::vector<bool> box_in_done(cut.size(), false);
  for (std::size_t p = 0; p < problem.parts.size(); ++p)
    if (part_done[p])
      for (int box : problem.parts[p]) box_in_done[static_cast<std::size_t>(box)] = true;
  matching_.reset(rows, problem.goals);
  for (int row = 0; row < fixed_rows; ++row)
    for (int goal = 0; goal < problem.goals; ++goal)
      matching_.cost(row, goal) = problem.fixed[static_cast<std::size_t>(row * problem.goals + goal)];
  for (std::size_t box = 0; box < cut.size(); ++box) {
    const int row = fixed_rows + static_cast<int>(box);
    const std::vector<int>& alone = problem.alone[box];
    for (int goal = 0; goal < problem.goals; ++goal) {
      Hungarian::Cost best = kNoPath;
      for (int c = 0; c < problem.cuts; ++c) {
        if (cut[box] >= 0 && cut[box] != c) continue;
        int onwards = problem.from_cut[static_cast<std::size_t>(c * problem.goals + goal)];
        int to_cut = box_in_done[box] ? 0 : alone[static_cast<std::size_t>(c)];
        if (onwards >= kInfinite || to_cut >= kInfinite) continue;
        best = std::min<Hungarian::Cost>(best, onwards + to_cut);
      }
      matching_.cost(row, goal) = best;
    }
  }
  Hungarian::Cost goal_side = matching_.solve();
  return goal_side >= kNoPath ? kNoPath : maze + goal_side;
}

Hungarian::Cost CutAssignment::exhaustive(const Problem& problem) {
  std::vector<int> cut(problem.alone.size(), 0);
  Hungarian::Cost best = kNoPath;
  nodes_ = 0;
  while (true) {
    ++nodes_;
    best = std::min(best, bound(problem, cut));
    std::size_t i = 0;
    while (i < cut.size() && ++cut[i] == problem.cuts) cut[i++] = 0;
    if (i == cut.size()) break;
  }
  return best;
}

Hungarian::Cost CutAssignment::branch_and_bound(const Problem& problem, std::size_t max_nodes) {
  struct Node {
    Hungarian::Cost bound;
    std::vector<int> cut;
    std::size_t assigned;
  };
  auto later = [](const Node& a, const Node& b) { return a.bound > b.bound; };
  std::priority_queue<Node, std::vector<Node>, decltype(later)> open(later);
  std::vector<int> none(problem.alone.size(), -1);
  open.push(Node{bound(problem, none), none, 0});
  nodes_ = 1;
  while (!open.empty()) {
    Node node = open.top();
    if (node.bound >= kNoPath) return kNoPath;
    if (node.assigned == node.cut.size() || nodes_ >= max_nodes) return node.bound;
    open.pop();
    for (int c = 0; c < problem.cuts; ++c) {
      Node child{0, node.cut, node.assigned + 1};
      child.cut[node.assigned] = c;
      child.bound = bound(problem, child.cut);
      ++nodes_;
      if (child.bound < kNoPath) open.push(std::move(child));
    }
  }
  return kNoPath;
}

}  // namespace polyplan
