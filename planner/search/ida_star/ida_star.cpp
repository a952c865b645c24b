#include <algorithm>
#include <climits>
#include <deque>

#include "planner/search/limit_watch.hpp"
#include "planner/search/progress.hpp"
#include "planner/search/search_engine.hpp"

namespace polyplan {
namespace {

class IdaStar {
 public:
  IdaStar(Environment& environment, Heuristic& heuristic, const SearchLimits& limits)
      : environment_(environment), heuristic_(heuristic), watch_(limits) {}

  SearchResult run() {
    path_.push_back(environment_.initial_state());
    int h = evaluate(path_.back());
    if (h == Heuristic::kDeadEnd) return finish(SearchStatus::Unsolvable);
    for (int bound = h;;) {
      stats_.f_bound = bound;
      int next_bound = INT_MAX;
      Outcome outcome = visit(0, bound, next_bound);
      if (outcome == Outcome::Found) return finish(SearchStatus::Solved);
      if (outcome == Outcome::Stopped) return finish(stop_);
      if (next_bound == INT_MAX) return finish(SearchStatus::Unsolvable);
      bound = next_bound;
    }
  }

 private:
  enum class Outcome { Found, Exhausted, Stopped };

  int evaluate(StateView state) {
    ++stats_.evaluated;
    return heuristic_.evaluate(state);
  }

  // Depth-first below path_.back() (reached at cost g); every f above `bound` only lowers
  // next_bound. Move buffers are kept per depth and reused across iterations.
  Outcome visit(int g, int bound, int& next_bound) {
    if (auto stop = watch_.exceeded(stats_.expanded, memory())) {
      stop_ = *stop;
      return Outcome::Stopped;
    }
    progress_.maybe_report(bound, stats_.expanded, 0);
    std::size_t depth = path_.size() - 1;
    const StateValues& state = path_[depth];  // deques keep references valid as they grow
    if (environment_.is_goal(state)) return Outcome::Found;
    ++stats_.expanded;
    stats_.max_depth = std::max(stats_.max_depth, static_cast<int>(depth));
    if (moves_.size() <= depth) moves_.emplace_back();
    environment_.successors(state, moves_[depth]);
    for (const Move& move : moves_[depth]) {
      StateValues child(state.size());
      environment_.apply(state, move, child);
      ++stats_.generated;
      if (std::find(path_.begin(), path_.end(), child) != path_.end()) continue;  // a cycle on the path
      int h = evaluate(child);
      if (h == Heuristic::kDeadEnd) continue;
      int f = g + move.cost + h;
      if (f > bound) {
        next_bound = std::min(next_bound, f);
        continue;
      }
      path_.push_back(std::move(child));
      plan_.moves.push_back(move);
      Outcome outcome = visit(g + move.cost, bound, next_bound);
      if (outcome != Outcome::Exhausted) return outcome;
      path_.pop_back();
      plan_.moves.pop_back();
    }
    return Outcome::Exhausted;
  }

  std::size_t memory() const { return path_.size() * path_.front().size() * sizeof(std::uint32_t); }

  SearchResult finish(SearchStatus status) {
    Plan plan = plan_;
    plan.cost = 0;
    for (const Move& move : plan.moves) plan.cost += move.cost;
    return finished_search(status, std::move(plan), stats_, watch_.elapsed(), memory());
  }

  Environment& environment_;
  Heuristic& heuristic_;
  LimitWatch watch_;
  ProgressReporter progress_;
  std::deque<StateValues> path_;
  std::deque<std::vector<Move>> moves_;
  Plan plan_;
  SearchStatistics stats_;
  SearchStatus stop_ = SearchStatus::TimeLimit;
};

}  // namespace

SearchResult ida_star(Environment& environment, Heuristic& heuristic, const SearchLimits& limits) {
  return IdaStar(environment, heuristic, limits).run();
}

}  // namespace polyplan
