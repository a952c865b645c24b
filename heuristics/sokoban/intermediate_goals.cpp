// The intermediate-goal heuristics of Pereira et al. (2015: I; 2016: D) over the instance
// decomposition (domains/sokoban/structure/maze_decomposition.hpp) and its pattern database
// (cut_pattern_database.hpp). Boxes of the maze zone must reach a cut square before any goal.
// Groups of maze boxes whose pushes to the cuts interact (the database says more than their pushes
// alone: the paper's conflict pushes) form the parts; a part's database value counts its pushes to
// the cuts, and the goal side counts the pushes from the cuts onwards with the other boxes where
// they stand, in one matching of boxes to goals.
//   independent (I): each side on its own: a part's cheapest spread over the cuts, and each part
//                    box's cheapest cut for each goal;
//   exhaustive (D_E), branch-and-bound (D_B): one assignment of part boxes to cuts for both sides
//                    (cut_assignment.hpp), the minimum over assignments.
// The estimate is the larger of this and EMM (both admissible). docs/sokoban.md has the argument.
#include <algorithm>
#include <array>
#include <limits>

#include "heuristics/sokoban/cut_assignment.hpp"
#include "heuristics/sokoban/cut_pattern_database.hpp"
#include "heuristics/sokoban/emm_estimate.hpp"
#include "heuristics/sokoban/sokoban_heuristic.hpp"
#include "heuristics/sokoban/sokoban_heuristics.hpp"

namespace polyplan {
namespace {

enum class Combine { Independent, Exhaustive, BranchAndBound };

Combine combine_of(const std::string& text) {
  if (text == "independent") return Combine::Independent;
  if (text == "exhaustive") return Combine::Exhaustive;
  return Combine::BranchAndBound;
}

// Every way of spreading `boxes` boxes over `cuts` cut squares, as counts per cut.
std::vector<std::array<int, CutPatternDatabase::kMaxCuts>> spreads(int boxes, int cuts) {
  std::vector<std::array<int, CutPatternDatabase::kMaxCuts>> all;
  std::array<int, CutPatternDatabase::kMaxCuts> counts{};
  auto place = [&](auto& self, int cut, int left) -> void {
    if (cut == cuts - 1) {
      counts[static_cast<std::size_t>(cut)] = left;
      all.push_back(counts);
      return;
    }
    for (int here = 0; here <= left; ++here) {
      counts[static_cast<std::size_t>(cut)] = here;
      self(self, cut + 1, left - here);
    }
  };
  if (cuts > 0) place(place, 0, boxes);
  return all;
}

// n choose k, saturating far above any budget.
std::uint64_t combinations(int n, int k) {
  std::uint64_t result = 1;
  for (int i = 1; i <= k; ++i) {
    result = result * static_cast<std::uint64_t>(n - k + i) / static_cast<std::uint64_t>(i);
    if (result > (std::uint64_t(1) << 40)) return result;
  }
  return result;
}

class IntermediateGoals final : public SokobanHeuristic {
 public:
  IntermediateGoals(const Task& task, const std::string& name, const PluginOptions& options)
      : SokobanHeuristic(task, name, options),
        board_(task, name),
        dead_(board_),
        zones_(MazeDecomposition::largest(board_, dead_, std::get<int>(options.at("cuts")))),
        database_(board_, zones_,
                  CutPatternDatabase::Options{std::get<int>(options.at("stones")),
                                              std::get<std::string>(options.at("agent")) == "track",
                                              static_cast<std::uint64_t>(std::get<int>(options.at("max-entries")))},
                  name),
        emm_(task.frame().floor_count(), true),
        combine_(combine_of(std::get<std::string>(options.at("combine")))),
        max_nodes_(static_cast<std::size_t>(std::get<int>(options.at("nodes")))),
        max_groups_(static_cast<std::uint64_t>(std::get<int>(options.at("groups")))),
        linked_groups_(std::get<std::string>(options.at("candidates")) == "linked") {
    for (int boxes = 0; boxes <= CutPatternDatabase::kMaxStones; ++boxes)
      spreads_.push_back(spreads(boxes, static_cast<int>(zones_.cuts().size())));
  }

  std::size_t memory_bytes() const override { return database_.memory_bytes() + SokobanHeuristic::memory_bytes(); }

 private:
  static constexpr int kInfinite = CutAssignment::kInfinite;

  int estimate(const LevelTables& tables, const std::vector<int>& boxes, int agent) override {
    int emm = emm_.estimate(tables, boxes, agent, has_box_);
    if (emm == kDeadEnd || zones_.empty()) return emm;
    maze_.clear();
    others_.clear();
    for (int box : boxes) (zones_.in_maze(box) && zones_.cut_index(box) < 0 ? maze_ : others_).push_back(box);
    if (maze_.empty()) return emm;
    const int cuts = static_cast<int>(zones_.cuts().size());
    // Each maze box alone: pushes to each cut. One that reaches none can reach no goal.
    alone_.assign(maze_.size(), std::vector<int>(static_cast<std::size_t>(cuts), kInfinite));
    std::vector<int> nearest(maze_.size(), kInfinite);
    for (std::size_t b = 0; b < maze_.size(); ++b) {
      CutPatternDatabase::Query query = database_.prepare(std::span<const int>(&maze_[b], 1), agent);
      for (int c = 0; c < cuts; ++c) {
        std::array<int, CutPatternDatabase::kMaxCuts> counts{};
        counts[static_cast<std::size_t>(c)] = 1;
        int pushes = database_.cost(query, std::span<const int>(counts.data(), static_cast<std::size_t>(cuts)));
        pushes = pushes == CutPatternDatabase::kUnreachable ? kInfinite : pushes;
        alone_[b][static_cast<std::size_t>(c)] = pushes;
        nearest[b] = std::min(nearest[b], pushes);
      }
      if (nearest[b] >= kInfinite) return kDeadEnd;
    }
    if (!choose_parts(agent, nearest)) return kDeadEnd;
    if (parts_.empty()) return emm;
    int value = combine_ == Combine::Independent ? independent(tables, agent) : dependent(tables, agent);
    return value >= kInfinite ? kDeadEnd : std::max(emm, value);
  }

  // The cheapest spread over the cuts of the maze boxes `members` (indices into maze_).
  int cheapest(const std::vector<int>& members, int agent) {
    int cells[CutPatternDatabase::kMaxStones];
    for (std::size_t i = 0; i < members.size(); ++i) cells[i] = maze_[static_cast<std::size_t>(members[i])];
    CutPatternDatabase::Query query = database_.prepare(std::span<const int>(cells, members.size()), agent);
    // The same group with the agent in the same component comes back in state after state (a push
    // moves one box); a small table of recent answers saves a probe into the large database per
    // spread. Keys are exact, and the database never changes, so a hit is the value itself.
    CheapestSpread& memo = cheapest_[static_cast<std::size_t>((query.key * 0x9E3779B97F4A7C15ULL) >> 48)];
    if (memo.key == query.key) return memo.pushes;
    int best = kInfinite;
    for (const auto& counts : spreads_[members.size()]) {
      int pushes = database_.cost(query, std::span<const int>(counts.data(), zones_.cuts().size()));
      best = std::min(best, pushes == CutPatternDatabase::kUnreachable ? kInfinite : pushes);
    }
    memo = CheapestSpread{query.key, best};
    return best;
  }

  // The parts: groups of boxes whose pushes exceed their boxes' pushes alone (conflict pushes),
  // chosen greedily by that excess, disjoint; false when some group can reach no spread over the
  // cuts at all (then neither can the level). Which groups are candidates is a choice of speed
  // and strength only: any disjoint parts give a lower bound.
  bool choose_parts(int agent, const std::vector<int>& nearest) {
    parts_.clear();
    candidates_.clear();
    const int n = static_cast<int>(maze_.size());
    bool complete = linked_groups_ && n <= 64 ? linked_candidates(agent, nearest) : every_group(agent, nearest);
    if (!complete) return false;
    std::stable_sort(candidates_.begin(), candidates_.end(),
                     [](const Candidate& a, const Candidate& b) { return a.conflict > b.conflict; });
    std::vector<bool> taken(maze_.size(), false);
    for (const Candidate& candidate : candidates_) {
      if (std::any_of(candidate.members.begin(), candidate.members.end(),
                      [&](int member) { return taken[static_cast<std::size_t>(member)]; }))
        continue;
      for (int member : candidate.members) taken[static_cast<std::size_t>(member)] = true;
      parts_.push_back(candidate.members);
    }
    in_part_ = taken;
    return true;
  }

  // Adds `members` as a candidate when its boxes conflict; false when they reach no spread.
  bool try_group(const std::vector<int>& members, int agent, const std::vector<int>& nearest, int* conflict = nullptr) {
    int joint = cheapest(members, agent);
    if (joint >= kInfinite) return false;
    int apart = 0;
    for (int member : members) apart += nearest[static_cast<std::size_t>(member)];
    if (conflict) *conflict = joint - apart;
    if (joint > apart) candidates_.push_back({joint - apart, members});
    return true;
  }

  // Calls `visit` with every set of `size` of the first `n` maze boxes, in lexicographic order,
  // until it returns false; false then.
  template <typename Visit>
  static bool each_subset(int n, int size, Visit visit) {
    std::vector<int> members(static_cast<std::size_t>(size));
    for (int i = 0; i < size; ++i) members[static_cast<std::size_t>(i)] = i;
    while (true) {
      if (!visit(members)) return false;
      int i = size;
      while (i > 0 && members[static_cast<std::size_t>(i - 1)] == n - size + i - 1) --i;
      if (i == 0) return true;
      ++members[static_cast<std::size_t>(i - 1)];
      for (int j = i; j < size; ++j)
        members[static_cast<std::size_t>(j)] = members[static_cast<std::size_t>(j - 1)] + 1;
    }
  }

  // groups=every: every group of the largest size whose number stays within the budget per state
  // (with many maze boxes, groups of four would cost more than they find).
  bool every_group(int agent, const std::vector<int>& nearest) {
    int size = std::min(database_.stones(), static_cast<int>(maze_.size()));
    while (size > 2 && combinations(static_cast<int>(maze_.size()), size) > max_groups_) --size;
    if (size < 2) return true;
    return each_subset(static_cast<int>(maze_.size()), size,
                       [&](const std::vector<int>& members) { return try_group(members, agent, nearest); });
  }

  // groups=linked: every pair, and the larger groups (up to the database's size) in which each box
  // conflicts with another box of the group as a pair. Pairs are cheap to look up and most
  // conflicts show in a pair (two boxes in one corridor, one behind the other); a group of four
  // whose boxes conflict with nobody in pairs rarely adds anything, and skipping those groups is
  // what makes levels with many maze boxes affordable. At most `groups` larger groups per state.
  bool linked_candidates(int agent, const std::vector<int>& nearest) {
    const int n = static_cast<int>(maze_.size());
    if (n < 2) return true;
    std::vector<std::uint64_t> linked(static_cast<std::size_t>(n), 0);
    bool reachable = each_subset(n, 2, [&](const std::vector<int>& pair) {
      int conflict = 0;
      if (!try_group(pair, agent, nearest, &conflict)) return false;
      if (conflict > 0) {
        linked[static_cast<std::size_t>(pair[0])] |= std::uint64_t(1) << pair[1];
        linked[static_cast<std::size_t>(pair[1])] |= std::uint64_t(1) << pair[0];
      }
      return true;
    });
    if (!reachable) return false;
    std::uint64_t looked_up = 0;
    for (int size = 3; size <= std::min(database_.stones(), n); ++size) {
      bool complete = each_subset(n, size, [&](const std::vector<int>& members) {
        std::uint64_t group = 0;
        for (int member : members) group |= std::uint64_t(1) << member;
        for (int member : members)
          if ((linked[static_cast<std::size_t>(member)] & group) == 0) return true;
        if (++looked_up > max_groups_) return true;
        return try_group(members, agent, nearest);
      });
      if (!complete) return false;
    }
    return true;
  }

  // Pushes from each cut to each goal of the board `tables` describes, whichever side the agent is on.
  std::vector<int> from_cuts(const LevelTables& tables) const {
    const int goals = tables.distances.goal_count();
    std::vector<int> from(zones_.cuts().size() * static_cast<std::size_t>(goals), kInfinite);
    for (std::size_t c = 0; c < zones_.cuts().size(); ++c)
      for (int goal = 0; goal < goals; ++goal) {
        int pushes = tables.distances.distance(goal, zones_.cuts()[c], 0xF);
        from[c * static_cast<std::size_t>(goals) + static_cast<std::size_t>(goal)] =
            pushes == PushDistances::kInfinite ? kInfinite : pushes;
      }
    return from;
  }

  // The rows of the boxes that stay where they are: those off the maze and the maze boxes in no part.
  std::vector<Hungarian::Cost> fixed_rows(const LevelTables& tables, int agent) const {
    const int goals = tables.distances.goal_count();
    std::vector<Hungarian::Cost> rows;
    auto add = [&](int box) {
      unsigned sides = tables.distances.reachable_sides(box, agent);
      for (int goal = 0; goal < goals; ++goal) {
        int pushes = tables.distances.distance(goal, box, sides);
        rows.push_back(pushes == PushDistances::kInfinite ? CutAssignment::kNoPath : pushes);
      }
    };
    for (int box : others_) add(box);
    for (std::size_t b = 0; b < maze_.size(); ++b)
      if (!in_part_[b]) add(maze_[b]);
    return rows;
  }

  CutAssignment::Problem problem(const LevelTables& tables, int agent) {
    CutAssignment::Problem problem;
    problem.cuts = static_cast<int>(zones_.cuts().size());
    problem.goals = tables.distances.goal_count();
    problem.fixed = fixed_rows(tables, agent);
    problem.from_cut = from_cuts(tables);
    std::vector<int> cells_of_box;
    for (const std::vector<int>& part : parts_) {
      std::vector<int> indices;
      for (int member : part) {
        indices.push_back(static_cast<int>(problem.alone.size()));
        problem.alone.push_back(alone_[static_cast<std::size_t>(member)]);
        cells_of_box.push_back(maze_[static_cast<std::size_t>(member)]);
      }
      problem.parts.push_back(indices);
    }
    // Each part's boxes and agent component are found once; the assignment search asks for spreads.
    std::vector<CutPatternDatabase::Query> queries;
    for (const std::vector<int>& members : problem.parts) {
      int cells[CutPatternDatabase::kMaxStones];
      for (std::size_t i = 0; i < members.size(); ++i) cells[i] = cells_of_box[static_cast<std::size_t>(members[i])];
      queries.push_back(database_.prepare(std::span<const int>(cells, members.size()), agent));
    }
    problem.part_cost = [this, queries = std::move(queries)](int part, const int* counts) {
      int pushes =
          database_.cost(queries[static_cast<std::size_t>(part)], std::span<const int>(counts, zones_.cuts().size()));
      return pushes == CutPatternDatabase::kUnreachable ? kInfinite : pushes;
    };
    return problem;
  }

  int independent(const LevelTables& tables, int agent) {
    int maze = 0;
    for (const std::vector<int>& part : parts_) maze += cheapest(part, agent);
    CutAssignment::Problem goal_side = problem(tables, agent);
    // Each part box from its cheapest cut for each goal, with no pushes to get there (the parts'
    // database values count those): the assignment search with every part already done.
    const int fixed_rows = goal_side.goals == 0 ? 0 : static_cast<int>(goal_side.fixed.size()) / goal_side.goals;
    const int rows = fixed_rows + static_cast<int>(goal_side.alone.size());
    if (rows > goal_side.goals) return kInfinite;
    matching_.reset(rows, goal_side.goals);
    for (int row = 0; row < fixed_rows; ++row)
      for (int goal = 0; goal < goal_side.goals; ++goal)
        matching_.cost(row, goal) = goal_side.fixed[static_cast<std::size_t>(row * goal_side.goals + goal)];
    for (std::size_t box = 0; box < goal_side.alone.size(); ++box)
      for (int goal = 0; goal < goal_side.goals; ++goal) {
        Hungarian::Cost best = CutAssignment::kNoPath;
        for (int c = 0; c < goal_side.cuts; ++c) {
          int onwards = goal_side.from_cut[static_cast<std::size_t>(c * goal_side.goals + goal)];
          if (onwards < kInfinite) best = std::min<Hungarian::Cost>(best, onwards);
        }
        matching_.cost(fixed_rows + static_cast<int>(box), goal) = best;
      }
    Hungarian::Cost goal_cost = matching_.solve();
    if (goal_cost >= CutAssignment::kNoPath || maze >= kInfinite) return kInfinite;
    return maze + static_cast<int>(goal_cost);
  }

  int dependent(const LevelTables& tables, int agent) {
    CutAssignment::Problem both = problem(tables, agent);
    Hungarian::Cost value =
        combine_ == Combine::Exhaustive ? assignment_.exhaustive(both) : assignment_.branch_and_bound(both, max_nodes_);
    return value >= CutAssignment::kNoPath ? kInfinite : static_cast<int>(value);
  }

  SokobanBoard board_;
  DeadSquares dead_;
  MazeDecomposition zones_;
  CutPatternDatabase database_;
  EmmEstimate emm_;
  Combine combine_;
  std::size_t max_nodes_;
  std::uint64_t max_groups_;
  CutAssignment assignment_;
  Hungarian matching_;
  std::vector<int> maze_, others_;
  std::vector<std::vector<int>> alone_;
  std::vector<std::vector<int>> parts_;  // indices into maze_
  // Every spread of 0..kMaxStones boxes over the cuts.
  std::vector<std::vector<std::array<int, CutPatternDatabase::kMaxCuts>>> spreads_;
  std::vector<bool> in_part_;
  struct Candidate {
    int conflict;
    std::vector<int> members;
  };
  std::vector<Candidate> candidates_;
  bool linked_groups_;
  struct CheapestSpread {
    std::uint64_t key = 0;  // a query's key; 0 is no packed state
    int pushes = 0;
  };
  std::vector<CheapestSpread> cheapest_ = std::vector<CheapestSpread>(std::size_t(1) << 16);
};

}  // namespace

HeuristicPlugin intermediate_goals_heuristic_plugin() {
  return sokoban_plugin<IntermediateGoals>(
      "intermediate-goals",
      "Sokoban: Pereira et al.'s intermediate goals: a pattern database of maze boxes to cut squares plus the goal "
      "side's matching (I independent, D with one assignment of boxes to cuts), at least EMM",
      false,
      {PluginOption::integer("cuts", 2, 1, CutPatternDatabase::kMaxCuts,
                             "cut squares of the decomposition (the set with the largest maze zone)"),
       PluginOption::integer("stones", 2, 1, CutPatternDatabase::kMaxStones, "boxes per pattern database lookup"),
       PluginOption::choice("combine", "branch-and-bound", {"independent", "exhaustive", "branch-and-bound"},
                            "independent: the paper's I; exhaustive and branch-and-bound: D_E and D_B"),
       PluginOption::choice("agent", "track", {"track", "ignore"},
                            "track: the database keeps the agent's component around the boxes; ignore: anywhere "
                            "(smaller, weaker)"),
       PluginOption::integer("max-entries", 50'000'000, 1, std::numeric_limits<int>::max(),
                             "the most states the database may hold (about 18 bytes each)"),
       PluginOption::integer("nodes", 300, 1, std::numeric_limits<int>::max(),
                             "branch-and-bound nodes per state, past which the smallest open bound is taken"),
       PluginOption::integer("groups", 2'000, 1, std::numeric_limits<int>::max(),
                             "the most groups of maze boxes looked up per state; with candidates=every and more "
                             "boxes the groups are smaller (down to pairs)"),
       PluginOption::choice("candidates", "every", {"every", "linked"},
                            "every: every group of database size; linked: every pair, and the larger groups in "
                            "which each box conflicts with another as a pair")});
}

}  // namespace polyplan
