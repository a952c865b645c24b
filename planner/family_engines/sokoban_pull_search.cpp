#include "planner/family_engines/sokoban_pull_search.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <cstdint>
#include <limits>
#include <memory>
#include <queue>
#include <stdexcept>

#include "domains/sokoban/board/cell_key_set.hpp"
#include "domains/sokoban/board/cell_marks.hpp"
#include "domains/sokoban/board/floor_flood.hpp"
#include "domains/sokoban/board/pull_region.hpp"
#include "domains/sokoban/board/sokoban_board.hpp"
#include "heuristics/sokoban/hungarian.hpp"
#include "parser/input_error.hpp"
#include "planner/family_engines/sokoban_pull_routes.hpp"
#include "planner/search/limit_watch.hpp"
#include "planner/search/progress.hpp"
#include "planner/search/search_engine.hpp"

namespace polyplan {
namespace {

constexpr std::uint16_t kUnreached = 0xFFFF;
// Above any sum of finite distances (at most 65 534 per box), so that a total this large means
// some box can reach no start cell.
constexpr Hungarian::Cost kForbidden = Hungarian::Cost{1} << 40;
constexpr std::uint32_t kNoParent = PullStep::kRoot;

struct OpenEntry {
  std::int64_t key;
  std::int64_t estimate;
  std::uint32_t order;
  std::uint32_t node;
  // std::priority_queue pops the largest: the least key first, then the newest.
  bool operator<(const OpenEntry& other) const { return key != other.key ? key > other.key : order < other.order; }
};

class PullSearch {
 public:
  PullSearch(Environment& environment, const PullSearchSettings& settings, const SearchLimits& limits)
      : environment_(environment),
        board_(environment.task(), "search=pull"),
        settings_(settings),
        limits_(limits),
        boxes_(static_cast<std::size_t>(board_.box_count())),
        width_(boxes_ + 1),
        floors_(static_cast<std::size_t>(board_.floor_count())),
        has_box_(floors_, 0),
        rings_(environment.task().frame()),
        region_(floors_),
        child_region_(floors_),
        key_(width_),
        states_(width_),
        cell_row_(floors_, -1),
        stamped_(floors_, 0) {
    if (board_.goals().size() != boxes_)
      throw NotApplicable(Diagnostic::about(
          "search", fmt::format("pull needs as many goals as boxes (this level has {} goals for {} boxes); "
                                "search forwards instead, e.g. fess(emm)",
                                board_.goals().size(), boxes_)));
    if (floors_ >= kUnreached)
      throw NotApplicable(Diagnostic::about("search", "pull handles levels of fewer than 65535 floor cells"));
    const StateValues start = environment.initial_state();
    board_.box_cells(start, start_boxes_);
    std::sort(start_boxes_.begin(), start_boxes_.end());
    start_agent_ = board_.agent_cell(start);
    compute_distances();
  }

  SearchResult run() {
    LimitWatch watch(limits_);
    SearchStatistics statistics;
    hungarian_.reset(static_cast<int>(boxes_), static_cast<int>(boxes_));
    std::uint32_t goal = add_roots(statistics);
    if (goal != kNoParent) return solved(goal, statistics, watch);
    std::vector<int> cells(boxes_);
    ProgressReporter progress;
    while (!open_.empty()) {
      if (auto stop = watch.exceeded(statistics.expanded, memory_bytes())) return unsolved(*stop, statistics, watch);
      const std::uint32_t node = open_.top().node;
      least_estimate_ = std::min(least_estimate_, open_.top().estimate);
      progress.maybe_report("least pulls estimated to the start", least_estimate_, statistics.expanded, open_.size());
      open_.pop();
      ++statistics.expanded;
      statistics.max_depth = std::max(statistics.max_depth, static_cast<int>(nodes_[node].pulls));
      const std::uint16_t* key = states_.key(node);
      for (std::size_t b = 0; b < boxes_; ++b) cells[b] = key[b];
      const int agent = key[boxes_];
      for (int cell : cells) has_box_[static_cast<std::size_t>(cell)] = 1;
      region_.clear();
      flood_floor(board_, has_box_, agent, region_, queue_);
      goal = expand(node, cells, statistics);
      for (int cell : cells) has_box_[static_cast<std::size_t>(cell)] = 0;
      if (goal != kNoParent) return solved(goal, statistics, watch);
    }
    return finished_search(SearchStatus::Unsolvable, Plan{}, statistics, watch.elapsed(), memory_bytes());
  }

 private:
  // distance_[s * floors + x]: the pulls that take a box on x to the start cell start_boxes_[s] on
  // the empty level, i.e. the pushes from that start cell to x (a push needs the cell behind the
  // box to be floor).
  void compute_distances() {
    distance_.assign(boxes_ * floors_, kUnreached);
    reachable_.assign(floors_, 0);
    std::vector<int> queue;
    for (std::size_t s = 0; s < boxes_; ++s) {
      std::uint16_t* row = &distance_[s * floors_];
      row[static_cast<std::size_t>(start_boxes_[s])] = 0;
      queue.assign(1, start_boxes_[s]);
      for (std::size_t head = 0; head < queue.size(); ++head) {
        const int cell = queue[head];
        reachable_[static_cast<std::size_t>(cell)] = 1;
        for (int d = 0; d < 4; ++d) {
          const int next = board_.neighbour(cell, d);
          if (next == SokobanBoard::kNone || board_.neighbour(cell, opposite(d)) == SokobanBoard::kNone ||
              row[static_cast<std::size_t>(next)] != kUnreached)
            continue;
          row[static_cast<std::size_t>(next)] = static_cast<std::uint16_t>(row[static_cast<std::size_t>(cell)] + 1);
          queue.push_back(next);
        }
      }
    }
  }

  void set_row(int row, int cell) {
    for (std::size_t s = 0; s < boxes_; ++s) {
      const std::uint16_t d = distance_[s * floors_ + static_cast<std::size_t>(cell)];
      hungarian_.cost(row, static_cast<int>(s)) = d == kUnreached ? kForbidden : d;
    }
  }

  // The least-cost matching of the boxes on `cells` to the start cells, or -1 when a box can
  // reach none. The solution is kept: a child differs from it in one box, and the matching is
  // repaired for that row alone (child_estimate). Row b is cells[b].
  std::int64_t estimate(const std::vector<int>& cells) {
    for (int cell : row_cell_) cell_row_[static_cast<std::size_t>(cell)] = -1;
    row_cell_ = cells;
    for (std::size_t b = 0; b < boxes_; ++b) {
      cell_row_[static_cast<std::size_t>(cells[b])] = static_cast<int>(b);
      set_row(static_cast<int>(b), cells[b]);
    }
    const Hungarian::Cost total = hungarian_.solve();
    hungarian_.save(parent_matching_);
    return total >= kForbidden ? -1 : total;
  }

  // The matching of a state about to be expanded, kept for its children. The state expanded before
  // it is often its parent or a sibling, a box or two apart: the rows of the boxes that moved take
  // the new cells and only they are repaired, a phase each, where a whole solve takes one per box
  // (a quarter of the search's time on XSokoban 42 went to those solves). The optimum is one
  // number, so the estimates are the same either way; only which row holds which box differs.
  void match_expanded(const std::vector<int>& cells) {
    moved_to_.clear();
    for (int cell : cells)
      if (cell_row_[static_cast<std::size_t>(cell)] < 0) moved_to_.push_back(cell);
    if (row_cell_.empty() || 2 * moved_to_.size() > boxes_) {
      estimate(cells);
      return;
    }
    if (moved_to_.empty()) return;
    ++stamp_;
    for (int cell : cells) stamped_[static_cast<std::size_t>(cell)] = stamp_;
    moved_rows_.clear();
    for (std::size_t row = 0; row < boxes_; ++row)
      if (stamped_[static_cast<std::size_t>(row_cell_[row])] != stamp_) moved_rows_.push_back(static_cast<int>(row));
    for (std::size_t i = 0; i < moved_rows_.size(); ++i) {
      const auto row = static_cast<std::size_t>(moved_rows_[i]);
      cell_row_[static_cast<std::size_t>(row_cell_[row])] = -1;
      row_cell_[row] = moved_to_[i];
      cell_row_[static_cast<std::size_t>(moved_to_[i])] = moved_rows_[i];
      set_row(moved_rows_[i], moved_to_[i]);
    }
    hungarian_.resolve(parent_matching_, moved_rows_);
    hungarian_.save(parent_matching_);
  }

  // The same with box `row` of the last estimate's cells moved to `cell`; the matrix is left as it was.
  std::int64_t child_estimate(int row, int cell, int old_cell) {
    set_row(row, cell);
    const int changed[1] = {row};
    const Hungarian::Cost total = hungarian_.resolve(parent_matching_, changed);
    set_row(row, old_cell);
    return total >= kForbidden ? -1 : total;
  }

  // The solved position with the agent in each region its boxes leave; returns a root that is
  // already the start, if one is.
  std::uint32_t add_roots(SearchStatistics& statistics) {
    std::vector<int> goals(board_.goals().begin(), board_.goals().end());
    std::sort(goals.begin(), goals.end());
    for (int cell : goals) has_box_[static_cast<std::size_t>(cell)] = 1;
    CellMarks covered(floors_);
    std::uint32_t goal = kNoParent;
    for (int cell = 0; cell < board_.floor_count() && goal == kNoParent; ++cell) {
      if (has_box_[static_cast<std::size_t>(cell)] || covered.marked(cell)) continue;
      child_region_.clear();
      const int lowest = flood_floor(board_, has_box_, cell, child_region_, queue_);
      for (int reached : queue_) covered.mark(reached);
      for (std::size_t b = 0; b < boxes_; ++b) key_[b] = static_cast<std::uint16_t>(goals[b]);
      key_[boxes_] = static_cast<std::uint16_t>(lowest);
      const std::uint32_t node = insert(PullStep{kNoParent, 0, 0, 0});
      if (node == kNoParent) continue;
      queue(node, estimate(goals), child_region_.marked(start_agent_), statistics);
      if (is_start(goals)) goal = node;
    }
    for (int cell : goals) has_box_[static_cast<std::size_t>(cell)] = 0;
    return goal;
  }

  // The state just flooded into child_region_ is the start when its boxes are on their start
  // cells and its region holds the agent's start cell.
  bool is_start(const std::vector<int>& sorted_boxes) const {
    return child_region_.marked(start_agent_) && sorted_boxes == start_boxes_;
  }

  std::uint32_t expand(std::uint32_t node, const std::vector<int>& cells, SearchStatistics& statistics) {
    const int parent_lowest = states_.key(node)[boxes_];
    std::vector<int>& child = child_;
    match_expanded(cells);
    for (std::size_t b = 0; b < boxes_; ++b) {
      const int box = cells[b];
      for (int d = 0; d < 4; ++d) {
        // The agent beside the box steps away from it, and the box follows onto its cell.
        const int agent = board_.neighbour(box, d);
        if (agent == SokobanBoard::kNone || !region_.marked(agent)) continue;
        const int back = board_.neighbour(agent, d);
        if (back == SokobanBoard::kNone || has_box_[static_cast<std::size_t>(back)]) continue;
        if (!reachable_[static_cast<std::size_t>(agent)]) continue;
        ++statistics.generated;
        child = cells;
        std::size_t at = b;
        child[at] = agent;
        for (; at > 0 && child[at - 1] > child[at]; --at) std::swap(child[at - 1], child[at]);
        for (; at + 1 < boxes_ && child[at + 1] < child[at]; ++at) std::swap(child[at + 1], child[at]);
        int lowest = lowest_after_pull(board_, rings_, has_box_, region_, box, agent, parent_lowest);
        const bool at_start = child == start_boxes_;
        // The agent's start cell is in the child's region when it was in the parent's, unless the
        // pull moved onto it or freed it: those two cases flood.
        const bool start_cell_moved = start_agent_ == box || start_agent_ == agent;
        bool covers_start = region_.marked(start_agent_);
        if (lowest < 0 || at_start || (start_cell_moved && settings_.agent_penalty > 0)) {
          has_box_[static_cast<std::size_t>(box)] = 0;
          has_box_[static_cast<std::size_t>(agent)] = 1;
          child_region_.clear();
          lowest = flood_floor(board_, has_box_, back, child_region_, queue_);
          has_box_[static_cast<std::size_t>(agent)] = 0;
          has_box_[static_cast<std::size_t>(box)] = 1;
          covers_start = child_region_.marked(start_agent_);
        }
        for (std::size_t i = 0; i < boxes_; ++i) key_[i] = static_cast<std::uint16_t>(child[i]);
        key_[boxes_] = static_cast<std::uint16_t>(lowest);
        const std::uint32_t added = insert(
            PullStep{node, nodes_[node].pulls + 1, static_cast<std::uint16_t>(box), static_cast<std::uint16_t>(agent)});
        if (added == kNoParent) continue;
        queue(added, child_estimate(cell_row_[static_cast<std::size_t>(box)], agent, box), covers_start, statistics);
        if (at_start && child_region_.marked(start_agent_)) return added;
      }
    }
    return kNoParent;
  }

  // Adds key_ as a node; the node, or kNoParent when the key is known.
  std::uint32_t insert(const PullStep& made) {
    const CellKeySet::Probe probe = states_.probe(key_.data());
    if (probe.found()) return kNoParent;
    nodes_.push_back(made);
    return states_.add(probe, key_.data());
  }

  // Queues a new node by its estimate, raised by the agent penalty when the agent's start cell is
  // not in its region; a hopeless one (-1) stays known and is never expanded.
  void queue(std::uint32_t node, std::int64_t h, bool covers_start, SearchStatistics& statistics) {
    ++statistics.evaluated;
    if (h < 0) return;
    if (statistics.initial_h < 0) statistics.initial_h = static_cast<int>(h);
    if (!covers_start) h += settings_.agent_penalty;
    const std::int64_t key =
        std::int64_t(kWeightScale) * h + static_cast<std::int64_t>(settings_.g_weight) * nodes_[node].pulls;
    open_.push(OpenEntry{key, h, order_++, node});
  }

  std::size_t memory_bytes() const {
    return states_.memory_bytes() + nodes_.capacity() * sizeof(PullStep) + open_.size() * sizeof(OpenEntry);
  }

  // The pulls from the start back to the solved position, reversed into pushes: the node the
  // search ended on made the first push's pull.
  SearchResult solved(std::uint32_t goal, SearchStatistics& statistics, const LimitWatch& watch) {
    std::optional<std::vector<Move>> moves =
        replay_pulls(environment_, board_, environment_.initial_state(), nodes_, goal);
    if (!moves) throw std::logic_error("pull search: a reversed pull is no push of the level");
    Plan plan;
    plan.moves = std::move(*moves);
    for (const Move& move : plan.moves) plan.cost += move.cost;
    return finished_search(SearchStatus::Solved, std::move(plan), statistics, watch.elapsed(), memory_bytes());
  }

  // Ended without the start: the states reached stay on the environment for the forward searches
  // after this one, when asked to.
  SearchResult unsolved(SearchStatus status, SearchStatistics& statistics, const LimitWatch& watch) {
    SearchResult result = finished_search(status, Plan{}, statistics, watch.elapsed(), memory_bytes());
    if (settings_.keep_states) {
      open_ = {};
      environment_.keep_routes(
          std::make_shared<PullRoutes>(environment_.task(), std::move(states_), std::move(nodes_)));
    }
    return result;
  }

  Environment& environment_;
  SokobanBoard board_;
  PullSearchSettings settings_;
  SearchLimits limits_;
  std::size_t boxes_;
  std::size_t width_;  // a key: the boxes' cells in increasing order, then the agent's region's lowest cell
  std::size_t floors_;
  std::vector<int> start_boxes_;  // sorted
  int start_agent_ = 0;
  std::vector<std::uint16_t> distance_;
  std::vector<unsigned char> reachable_;  // cells from which some start cell can be reached by pulls
  std::vector<unsigned char> has_box_;
  CellRings rings_;
  CellMarks region_;        // the expanded state's region
  CellMarks child_region_;  // a successor's
  std::vector<int> queue_;
  std::vector<int> child_;  // a successor's boxes, sorted; kept so that an expansion allocates nothing
  std::vector<std::uint16_t> key_;
  CellKeySet states_;  // the nodes' keys, numbered as nodes_
  std::vector<PullStep> nodes_;
  std::priority_queue<OpenEntry> open_;
  std::uint32_t order_ = 0;
  std::int64_t least_estimate_ = std::numeric_limits<std::int64_t>::max();  // for the progress lines
  Hungarian hungarian_;
  Hungarian::Solution parent_matching_;  // the expanded state's, which its children repair
  // Which cell each row of the matching stands for, and back (-1: none); the rows of boxes that
  // moved since the last matching, and the cells they moved to.
  std::vector<int> row_cell_, cell_row_, moved_rows_, moved_to_;
  std::vector<std::uint32_t> stamped_;  // per cell: stamp_ when it holds a box of the state matched
  std::uint32_t stamp_ = 0;
};

}  // namespace

SearchResult sokoban_pull_search(Environment& environment, const PullSearchSettings& settings,
                                 const SearchLimits& limits) {
  return PullSearch(environment, settings, limits).run();
}

}  // namespace polyplan
