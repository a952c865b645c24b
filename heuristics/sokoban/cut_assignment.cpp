#include "heuristics/sokoban/cut_assignment.hpp"

#include <algorithm>
#include <queue>

namespace polyplan {

Hungarian::Cost CutAssignment::fill(const Problem& problem, const std::vector<int>& cut) {
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
      if (cut[static_cast<std::size_t>(box)] < 0)
        complete = false;
      else
        ++counts[cut[static_cast<std::size_t>(box)]];
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
  // Square, with rows of zeros for the goals no box takes: the same optimum, and the warm
  // re-solves (Hungarian::resolve) need it.
  matching_.reset(problem.goals, problem.goals);
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
  return maze;
}

Hungarian::Cost CutAssignment::bound(const Problem& problem, const std::vector<int>& cut,
                                     const Hungarian::Solution* from, std::span<const int> changed,
                                     Hungarian::Solution* solved) {
  const Hungarian::Cost maze = fill(problem, cut);
  last_solved_ = maze < kNoPath;
  if (!last_solved_) return kNoPath;
  const Hungarian::Cost goal_side = from ? matching_.resolve(*from, changed) : matching_.solve();
  if (solved) matching_.save(*solved);
  return goal_side >= kNoPath ? kNoPath : maze + goal_side;
}

int CutAssignment::fixed_rows(const Problem& problem) {
  return problem.goals == 0 ? 0 : static_cast<int>(problem.fixed.size()) / problem.goals;
}

Hungarian::Cost CutAssignment::exhaustive(const Problem& problem) {
  std::vector<int> cut(problem.alone.size(), 0);
  Hungarian::Cost best = kNoPath;
  nodes_ = 0;
  // Each assignment differs from the one before in the boxes the odometer turned: only their rows
  // are solved again, from the last solved state.
  Hungarian::Solution last;
  bool have_last = false;
  std::vector<int> changed;
  while (true) {
    ++nodes_;
    best = std::min(best, bound(problem, cut, have_last ? &last : nullptr, changed, &last));
    have_last = last_solved_;  // a state left by an older assignment misses the rows turned since
    std::size_t i = 0;
    while (i < cut.size() && ++cut[i] == problem.cuts) cut[i++] = 0;
    if (i == cut.size()) break;
    changed.clear();
    for (std::size_t box = 0; box <= i; ++box) changed.push_back(fixed_rows(problem) + static_cast<int>(box));
  }
  return best;
}

Hungarian::Cost CutAssignment::branch_and_bound(const Problem& problem, std::size_t max_nodes) {
  struct Node {
    Hungarian::Cost bound;
    std::vector<int> cut;
    std::size_t assigned;
    Hungarian::Solution solved;  // the matching of this node, where its children start
  };
  auto later = [](const Node& a, const Node& b) { return a.bound > b.bound; };
  std::priority_queue<Node, std::vector<Node>, decltype(later)> open(later);
  // Assigning a box changes its own row and, when that completes its part, the rows of the part's
  // other boxes (their pushes to the cuts move into the database's value). Boxes are assigned in
  // index order, so a part is complete when its last box is.
  std::vector<std::vector<int>> rows_with(problem.alone.size());
  for (std::size_t box = 0; box < problem.alone.size(); ++box)
    rows_with[box].push_back(fixed_rows(problem) + static_cast<int>(box));
  for (const std::vector<int>& part : problem.parts) {
    const int last = *std::max_element(part.begin(), part.end());
    for (int other : part)
      if (other != last) rows_with[static_cast<std::size_t>(last)].push_back(fixed_rows(problem) + other);
  }
  std::vector<int> none(problem.alone.size(), -1);
  Node root{0, none, 0, {}};
  root.bound = bound(problem, none, nullptr, {}, &root.solved);
  open.push(std::move(root));
  nodes_ = 1;
  while (!open.empty()) {
    const Node& top = open.top();
    if (top.bound >= kNoPath) return kNoPath;
    if (top.assigned == top.cut.size() || nodes_ >= max_nodes) return top.bound;
    Node node = top;
    open.pop();
    for (int c = 0; c < problem.cuts; ++c) {
      Node child{0, node.cut, node.assigned + 1, {}};
      child.cut[node.assigned] = c;
      child.bound = bound(problem, child.cut, &node.solved, rows_with[node.assigned], &child.solved);
      ++nodes_;
      if (child.bound < kNoPath) open.push(std::move(child));
    }
  }
  return kNoPath;
}

}  // namespace polyplan
