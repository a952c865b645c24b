#pragma once
#include <algorithm>
#include <array>
#include <atomic>
#include <climits>
#include <cstdint>
#include <memory>
#include <vector>

#include "planner/search/limit_watch.hpp"
#include "planner/search/progress.hpp"

namespace polyplan {

// IDA* over one mutable state that is changed and changed back (HOG2's apply/undo environments)
// instead of copied per node: no allocation, and the heuristic is updated by the move instead of
// recomputed. This is the shape that makes unit-cost puzzles such as the 15-puzzle run at tens of
// millions of nodes a second; ida_star() stays the reference for everything else.
//
// The search sees only this concept, never a family:
//   using Move = ...;                        a small value
//   static constexpr int kMaxBranching;
//   int heuristic() const;                   h of the current state
//   bool is_goal() const;
//   int moves(const Move* parent, std::array<Move, kMaxBranching>& out);
//                                            moves here, except undoing `parent` (may be null)
//   int apply(const Move&, int budget);      makes the move (cost 1), returns the new h, or any
//                                            value above `budget` when h exceeds it (so a
//                                            heuristic may stop looking once the node is cut)
//   void undo(const Move&);                  takes back the last move made
//   void prefetch(const Move&) const;        optional: the move may be made soon
template <class Move>
struct IncrementalIdaResult {
  SearchStatus status = SearchStatus::Unsolvable;
  std::vector<Move> path;  // the moves from the start to the goal, when solved
  SearchStatistics statistics;
  double elapsed_s = 0;
};

template <class Puzzle>
class IncrementalIdaStar {
 public:
  using Move = typename Puzzle::Move;

  IncrementalIdaStar(Puzzle& puzzle, const SearchLimits& limits)
      : puzzle_(puzzle), watch_(limits), check_mask_(limits.nodes ? 0 : 0xFFF) {}

  IncrementalIdaResult<Move> run() {
    IncrementalIdaResult<Move> result;
    int h = puzzle_.heuristic();
    stats_.evaluated = 1;
    stats_.initial_h = h;
    for (int bound = h; h != INT_MAX;) {
      stats_.f_bound = bound;
      next_bound_ = INT_MAX;
      if (search_below(0, nullptr, bound)) {
        result.status = stop_ ? *stop_ : SearchStatus::Solved;
        break;
      }
      if (next_bound_ == INT_MAX) break;  // nothing was cut: the reachable space holds no goal
      bound = next_bound_;
    }
    if (result.status == SearchStatus::Solved) result.path = path_;
    result.statistics = stats_;
    result.elapsed_s = watch_.elapsed();
    return result;
  }

  // One depth-first pass below the puzzle's state, reached in `g` moves (`parent` the last one, or
  // null), cutting where f exceeds `bound` (hybrid_ida_star.hpp runs one below each of its
  // frontier nodes). True when the search is over: a goal is reached (path() leads to it from
  // here) or a limit stopped it (stopped()). The least f cut since start_iteration() is
  // next_bound().
  bool search_below(int g, const Move* parent, int bound) {
    bound_ = bound;
    path_.clear();
    return visit(g, parent);
  }
  // When threads each run one of `searches` over their share of an iteration: each adds its
  // expansions to `total` as it goes, and only the first prints progress lines, with the total
  // (one line per thread, each with its own count, read as a count that went up and down).
  static void share_progress(std::vector<std::unique_ptr<IncrementalIdaStar>>& searches,
                             std::atomic<std::size_t>& total) {
    if (searches.size() < 2) return;
    for (std::size_t thread = 0; thread < searches.size(); ++thread) {
      searches[thread]->shared_expanded_ = &total;
      searches[thread]->reports_ = thread == 0;
    }
  }
  void start_iteration() { next_bound_ = INT_MAX; }
  int next_bound() const { return next_bound_; }
  const std::vector<Move>& path() const { return path_; }
  const SearchStatistics& statistics() const { return stats_; }
  const std::optional<SearchStatus>& stopped() const { return stop_; }
  double elapsed() const { return watch_.elapsed(); }

 private:
  // True when the search is over: a goal is reached (path_ leads to it) or a limit stopped it.
  bool visit(int g, const Move* parent) {
    if (puzzle_.is_goal()) return true;
    if ((++stats_.expanded & check_mask_) == 0 && out_of_limits()) return true;
    stats_.max_depth = std::max(stats_.max_depth, g);
    std::array<Move, Puzzle::kMaxBranching> moves;
    int count = puzzle_.moves(parent, moves);
    stats_.generated += static_cast<std::size_t>(count);
    stats_.evaluated += static_cast<std::size_t>(count);
    // A puzzle whose heuristic reads large tables says which entries its moves need, so that
    // they load together rather than one after the other.
    if constexpr (requires { puzzle_.prefetch(moves[0]); })
      for (int i = 0; i < count; ++i) puzzle_.prefetch(moves[std::size_t(i)]);
    for (int i = 0; i < count; ++i) {
      int child_h = puzzle_.apply(moves[i], bound_ - g - 1);
      int f = g + 1 + child_h;
      if (f <= bound_) {
        path_.push_back(moves[i]);
        if (visit(g + 1, &moves[i])) return true;
        path_.pop_back();
      } else {
        next_bound_ = std::min(next_bound_, f);
      }
      puzzle_.undo(moves[i]);
    }
    return false;
  }

  bool out_of_limits() {
    if (!shared_expanded_) {
      progress_.maybe_report(bound_, stats_.expanded, 0);
    } else {
      std::size_t total = shared_expanded_->fetch_add(stats_.expanded - added_) + stats_.expanded - added_;
      added_ = stats_.expanded;
      if (reports_) progress_.maybe_report(bound_, total, 0);
    }
    stop_ = watch_.exceeded(stats_.expanded, 0);
    return stop_.has_value();
  }

  Puzzle& puzzle_;
  LimitWatch watch_;
  ProgressReporter progress_;
  std::atomic<std::size_t>* shared_expanded_ = nullptr;  // share_progress()
  std::size_t added_ = 0;                                // of stats_.expanded, to it
  bool reports_ = true;
  std::vector<Move> path_;
  SearchStatistics stats_;
  std::optional<SearchStatus> stop_;
  // Limits are looked at every 4096 expansions (the clock costs more than a node), or at every
  // expansion when a node limit must be met exactly.
  std::size_t check_mask_;
  int bound_ = 0, next_bound_ = INT_MAX;
};

}  // namespace polyplan
