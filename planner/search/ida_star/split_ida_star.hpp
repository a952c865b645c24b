#pragma once
#include <algorithm>
#include <atomic>
#include <climits>
#include <cstdint>
#include <memory>
#include <optional>
#include <thread>
#include <vector>

#include "planner/search/built_apart.hpp"
#include "planner/search/ida_star/incremental_ida_star.hpp"
#include "planner/search/ida_star/subtree_search.hpp"

namespace polyplan {

// IDA* whose iterations are shared out among threads in the order one thread would search them.
// Each iteration first goes depth-first from the start down to a split depth, exactly as
// IncrementalIdaStar would (same move order, same cuts, the puzzle's move automaton carried
// along); every node it reaches at that depth, and every goal above it, becomes a task: the moves
// that lead there. Threads take the tasks in that order, replay a task's moves on their own
// puzzle (so the automaton's state and the incremental heuristic are those of the single-thread
// search) and search below it.
//
// Why the order matters: a thread that finds a goal in task i lets the others stop at the next
// task after i, and the tasks before i were all searched to the end; so the plan is the one a
// single thread finds, and the node counts (the split's nodes before task i, plus every task up to
// i) are exactly its counts. An iteration without a goal counts everything, as one thread does.
// An order by f, as A*+IDA*'s frontier has (hybrid_ida_star.hpp), reaches the last iteration's
// goal much later than depth-first order does, which cost two threads more time than one.
//
// The split depth is chosen per iteration: the least depth that gives at least `tasks_wanted`
// tasks (one more level each time the split gives too few) within a cost budget per pass (see
// split()), kept for the next iteration, and lowered when an iteration gives far more (the task
// list holds each task's moves).
template <class Puzzle>
class SplitIdaStar {
 public:
  using Move = typename Puzzle::Move;

  // `puzzles`: one per thread, each on the start state with a heuristic of its own.
  SplitIdaStar(std::vector<Puzzle*> puzzles, const SearchLimits& limits, std::size_t tasks_wanted)
      : puzzles_(std::move(puzzles)),
        limits_(limits),
        watch_(limits),
        tasks_wanted_(std::max<std::size_t>(tasks_wanted, 1)) {}

  IncrementalIdaResult<Move> run() {
    IncrementalIdaResult<Move> result;
    int h = puzzles_.front()->heuristic();
    result.statistics.initial_h = h;
    result.statistics.evaluated = 1;
    const SearchLimits each = shared_among(limits_, puzzles_.size());
    auto searches = built_apart<IncrementalIdaStar<Puzzle>>(puzzles_.size(), [&](std::size_t thread) {
      return std::make_unique<IncrementalIdaStar<Puzzle>>(*puzzles_[thread], each);
    });
    std::atomic<std::size_t> expanded_by_threads{0};
    IncrementalIdaStar<Puzzle>::share_progress(searches, expanded_by_threads);
    for (int bound = h;;) {
      result.statistics.f_bound = bound;
      expanded_before_split_ = result.statistics.expanded;
      if (std::optional<SearchStatus> stop = split(bound)) {
        result.status = *stop;
        break;
      }
      Iteration iteration = share_out(bound, searches);
      std::size_t counted = iteration.found ? *iteration.found + 1 : tasks_.size();
      std::size_t split_expanded = iteration.found ? tasks_[*iteration.found].expanded_before : split_.expanded;
      std::size_t split_generated = iteration.found ? tasks_[*iteration.found].generated_before : split_.generated;
      last_iteration_expanded_ = split_.expanded;
      result.statistics.expanded += split_expanded;
      result.statistics.generated += split_generated;
      result.statistics.evaluated += split_generated;
      result.statistics.max_depth = std::max(result.statistics.max_depth, split_.max_depth);
      std::size_t expanded_before_subtrees = result.statistics.expanded;
      int next = add_subtrees(result.statistics, below_, counted, split_.next_bound);
      last_iteration_expanded_ += result.statistics.expanded - expanded_before_subtrees;
      if (iteration.stopped) {
        result.status = *iteration.stopped;
        break;
      }
      if (iteration.found) {
        const Task& task = tasks_[*iteration.found];
        result.status = SearchStatus::Solved;
        result.path.assign(moves_.begin() + std::ptrdiff_t(task.first),
                           moves_.begin() + std::ptrdiff_t(task.first + task.depth));
        result.path.insert(result.path.end(), below_[*iteration.found].path.begin(),
                           below_[*iteration.found].path.end());
        break;
      }
      if (next == INT_MAX) break;  // nothing was cut: the reachable space holds no goal
      bound = next;
    }
    result.statistics.memory_bytes =
        moves_.capacity() * sizeof(Move) + tasks_.capacity() * sizeof(Task) + below_.capacity() * sizeof(Below);
    result.elapsed_s = watch_.elapsed();
    return result;
  }

 private:
  struct Task {
    std::size_t first;  // its moves: moves_[first, first + depth)
    std::size_t depth;
    std::size_t expanded_before, generated_before;  // the split's counts when it reached the task
  };
  struct SplitCounts {
    std::size_t expanded = 0, generated = 0;
    int max_depth = 0;
    int next_bound = INT_MAX;
    bool reached_depth = false;  // some node lay at the split depth (deeper splits can give more)
  };
  // What one task's search did.
  using Below = SubtreeSearch<Move>;
  struct Iteration {
    std::optional<std::size_t> found;  // the first task (in order) below which a goal lies
    std::optional<SearchStatus> stopped;
  };

  // Fills tasks_ for `bound`. The split depth kept from the last iteration is deepened while it
  // gives too few tasks, but no pass may cost more than a budget: a 1/64 share of the last
  // iteration's nodes. Why a budget: near the start of a hard instance the tree is narrow for
  // dozens of levels (24-puzzle #1 at bound 89: 515 nodes at depth 37, 1.3 million above them),
  // so a depth found by counting tasks alone reaches down through most of the iteration, and each
  // pass repeats it on one thread. A pass over budget is abandoned and the depth lowered by a
  // quarter; once lowered, the iteration takes what that depth gives.
  std::optional<SearchStatus> split(int bound) {
    const std::size_t budget = std::max<std::size_t>(kLeastSplitBudget, last_iteration_expanded_ / 64);
    bool lowered = false;
    for (;;) {
      tasks_.clear();
      moves_.clear();
      split_ = SplitCounts{};
      path_.clear();
      switch (visit_split(0, nullptr, bound, budget)) {
        case Pass::Stopped:
          return stop_;
        case Pass::OverBudget:
          split_depth_ = std::max(1, split_depth_ - std::max(1, split_depth_ / 4));
          lowered = true;
          continue;
        case Pass::Done:
          break;
      }
      if (tasks_.size() >= tasks_wanted_ || !split_.reached_depth || lowered) break;
      ++split_depth_;
    }
    if (tasks_.size() > 16 * tasks_wanted_ && split_depth_ > 1) --split_depth_;
    return std::nullopt;
  }

  // The single-thread search's own steps down to the split depth.
  enum class Pass { Done, OverBudget, Stopped };
  Pass visit_split(int g, const Move* parent, int bound, std::size_t budget) {
    Puzzle& puzzle = *puzzles_.front();
    if (puzzle.is_goal() || g == split_depth_) {
      split_.reached_depth |= g == split_depth_;
      tasks_.push_back(Task{moves_.size(), path_.size(), split_.expanded, split_.generated});
      moves_.insert(moves_.end(), path_.begin(), path_.end());
      return Pass::Done;
    }
    if (++split_.expanded > budget && split_depth_ > 1) return Pass::OverBudget;
    // The clock is read every 4096 expansions; a node limit is met exactly, as one thread meets it.
    if (((split_.expanded & 0xFFF) == 0 || limits_.nodes > 0) &&
        (stop_ = watch_.exceeded(expanded_before_split_ + split_.expanded, 0)))
      return Pass::Stopped;
    split_.max_depth = std::max(split_.max_depth, g);
    std::array<Move, Puzzle::kMaxBranching> moves;
    int count = puzzle.moves(parent, moves);
    split_.generated += std::size_t(count);
    for (int i = 0; i < count; ++i) {
      int f = g + 1 + puzzle.apply(moves[std::size_t(i)], bound - g - 1);
      Pass pass = Pass::Done;
      if (f <= bound) {
        path_.push_back(moves[std::size_t(i)]);
        pass = visit_split(g + 1, &moves[std::size_t(i)], bound, budget);
        path_.pop_back();
      } else {
        split_.next_bound = std::min(split_.next_bound, f);
      }
      puzzle.undo(moves[std::size_t(i)]);
      if (pass != Pass::Done) return pass;
    }
    return Pass::Done;
  }

  Iteration share_out(int bound, std::vector<std::unique_ptr<IncrementalIdaStar<Puzzle>>>& searches) {
    below_.assign(tasks_.size(), Below{});
    std::atomic<std::size_t> next_task{0}, found{SIZE_MAX};
    std::atomic<bool> stop{false};
    std::vector<std::optional<SearchStatus>> stopped(searches.size());
    auto work = [&](std::size_t thread) {
      Puzzle& puzzle = *puzzles_[thread];
      IncrementalIdaStar<Puzzle>& search = *searches[thread];
      for (std::size_t i; (i = next_task.fetch_add(1)) < tasks_.size() && i < found.load() && !stop.load();) {
        const Task& task = tasks_[i];
        const Move* moves = moves_.data() + task.first;
        for (std::size_t step = 0; step < task.depth; ++step) puzzle.apply(moves[step]);
        if (search_subtree(search, int(task.depth), task.depth ? &moves[task.depth - 1] : nullptr, bound, below_[i])) {
          // The puzzle stays where the search ended; this thread takes no further task.
          if (search.stopped()) {
            stopped[thread] = search.stopped();
            stop = true;
          } else {
            lower_found(found, i);
          }
          return;
        }
        for (std::size_t step = task.depth; step-- > 0;) puzzle.undo(moves[step]);
      }
    };
    std::vector<std::thread> threads;
    for (std::size_t thread = 1; thread < searches.size(); ++thread) threads.emplace_back(work, thread);
    work(0);
    for (std::thread& thread : threads) thread.join();
    Iteration iteration;
    if (found.load() != SIZE_MAX) iteration.found = found.load();
    for (const auto& status : stopped)
      if (status && !iteration.found) iteration.stopped = status;
    return iteration;
  }

  std::vector<Puzzle*> puzzles_;
  SearchLimits limits_;
  LimitWatch watch_;
  std::size_t tasks_wanted_;
  int split_depth_ = 1;
  std::size_t last_iteration_expanded_ = 0;
  std::size_t expanded_before_split_ = 0;  // counted in earlier iterations
  static constexpr std::size_t kLeastSplitBudget = std::size_t(1) << 16;
  std::vector<Task> tasks_;
  std::vector<Move> moves_;  // every task's moves, one after the other
  std::vector<Move> path_;   // the split's current path
  std::vector<Below> below_;
  SplitCounts split_;
  std::optional<SearchStatus> stop_;
};

}  // namespace polyplan
