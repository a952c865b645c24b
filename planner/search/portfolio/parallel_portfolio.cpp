#include "planner/search/portfolio/parallel_portfolio.hpp"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <exception>
#include <memory>
#include <mutex>
#include <optional>
#include <system_error>
#include <thread>

#include "planner/search/portfolio/portfolio.hpp"
#include "planner/search/portfolio/portfolio_totals.hpp"
#include "planner/search/portfolio/stage_time.hpp"
#include "planner/search/search_configuration.hpp"

namespace polyplan {
namespace {

bool ends_the_task(SearchStatus status) { return status == SearchStatus::Solved || status == SearchStatus::Unsolvable; }

// What a thread takes when it starts a stage: the stage, its limits and the routes it starts with.
struct StageStart {
  std::size_t stage;
  SearchLimits limits;
  std::shared_ptr<const KnownRoutes> routes;
  double start_s;
};

class ParallelPortfolio {
 public:
  ParallelPortfolio(const std::vector<SearchConfiguration>& stages, const std::vector<double>& shares,
                    Environment& environment, const SearchLimits& limits)
      : stages_(stages),
        shares_(shares),
        environment_(environment),
        limits_(limits),
        threads_(static_cast<unsigned>(std::min<std::size_t>(limits.threads, stages.size()))),
        start_(std::chrono::steady_clock::now()),
        run_deadline_(DeadlineScope::current()),
        results_(stages.size()),
        outcomes_(stages.size()),
        deadline_s_(threads_),
        routes_(environment.shared_routes()) {}

  SearchResult run() {
    {
      // Joined at the end of the block, after this thread has run its own share of the stages.
      std::vector<std::jthread> helpers;
      helpers.reserve(threads_ - 1);
      try {
        for (unsigned thread = 1; thread < threads_; ++thread) helpers.emplace_back([this, thread] { work(thread); });
      } catch (const std::system_error&) {
        // No more threads to be had: the stages are shared among those that started.
      }
      work(0);
    }
    if (failure_) std::rethrow_exception(failure_);
    return result();
  }

 private:
  double elapsed() const { return std::chrono::duration<double>(std::chrono::steady_clock::now() - start_).count(); }

  // A stage's thread runs under the run's deadline, as the portfolio's own thread does, and under
  // the portfolio's cancel flag.
  void work(unsigned thread) {
    DeadlineScope run_deadline(run_deadline_);
    CancelScope cancel(&cancel_);
    std::optional<StageStart> start;
    try {
      while ((start = next_stage(thread))) {
        Environment environment = environment_.sibling();
        environment.keep_routes(start->routes);
        SearchResult result = stages_[start->stage].run(environment, start->limits);
        finished(thread, *start, std::move(result), environment.shared_routes());
      }
    } catch (...) {
      failed(thread, start, std::current_exception());
    }
  }

  std::optional<StageStart> next_stage(unsigned thread) {
    std::lock_guard lock(mutex_);
    if (ended_ || next_ == stages_.size()) return std::nullopt;
    const double now = elapsed();
    SearchLimits limits = limits_;
    limits.threads = 1;
    if (limits_.memory_bytes > 0) limits.memory_bytes = limits_.memory_bytes / threads_;
    if (limits_.time_s > 0) {
      const double wall_left = limits_.time_s - now;
      if (wall_left <= 0) {
        ended_ = true;
        return std::nullopt;
      }
      std::vector<double> running_left;
      for (const std::optional<double>& deadline : deadline_s_)
        if (deadline) running_left.push_back(*deadline - now);
      limits.time_s =
          stage_time_limit(wall_left, running_left, threads_, portfolio_share(shares_, stages_.size(), next_));
      deadline_s_[thread] = now + limits.time_s;
    }
    outcomes_[next_].thread = static_cast<int>(thread) + 1;
    outcomes_[next_].start_s = now;
    return StageStart{next_++, limits, routes_, now};
  }

  void finished(unsigned thread, const StageStart& start, SearchResult result,
                const std::shared_ptr<const KnownRoutes>& routes) {
    std::lock_guard lock(mutex_);
    deadline_s_[thread].reset();
    StageOutcome& outcome = outcomes_[start.stage];
    outcome.status = result.status;
    outcome.time_s = elapsed() - start.start_s;
    outcome.expanded = result.statistics.expanded;
    // Only routes the stage left itself replace those of a stage that ended before it.
    if (routes != start.routes) routes_ = routes;
    if (!ended_ && ends_the_task(result.status)) {
      winner_ = start.stage;
      cancel_.store(true, std::memory_order_relaxed);
    }
    if (ends_the_task(result.status) || result.status == SearchStatus::Interrupted) ended_ = true;
    results_[start.stage] = std::move(result);
  }

  // A stage that threw (bad input found late, a bug) ends the portfolio with its exception, unless
  // another stage had ended the task before: one thread would not have run it at all then.
  void failed(unsigned thread, const std::optional<StageStart>& start, std::exception_ptr failure) {
    std::lock_guard lock(mutex_);
    deadline_s_[thread].reset();
    if (!failure_ && !winner_) failure_ = std::move(failure);
    ended_ = true;
    cancel_.store(true, std::memory_order_relaxed);
    // Reported as cancelled when the winner's result is returned.
    if (start && !results_[start->stage]) {
      results_[start->stage] = SearchResult{SearchStatus::Cancelled, {}, {}};
      outcomes_[start->stage].status = SearchStatus::Cancelled;
      outcomes_[start->stage].time_s = elapsed() - start->start_s;
    }
  }

  // The winner's result, or else an interrupted stage's, or else the last stage's, as one thread
  // ends with the last stage it ran; the statistics of all that ran.
  SearchResult result() {
    SearchResult result;
    result.status = SearchStatus::TimeLimit;  // when no stage got any time
    SearchStatistics total;
    std::optional<std::size_t> chosen = winner_;
    for (std::size_t i = 0; i < next_; ++i) {
      total.stages.push_back(outcomes_[i]);
      add_stage_work(total, results_[i]->statistics, i == 0);
      if (!chosen && results_[i]->status == SearchStatus::Interrupted) chosen = i;
    }
    if (!chosen && next_ > 0) chosen = next_ - 1;
    if (chosen) result = std::move(*results_[*chosen]);
    close_portfolio(result, std::move(total), elapsed());
    if (routes_ != environment_.shared_routes()) environment_.keep_routes(routes_);
    return result;
  }

  const std::vector<SearchConfiguration>& stages_;
  const std::vector<double>& shares_;
  Environment& environment_;
  const SearchLimits limits_;
  const unsigned threads_;
  const std::chrono::steady_clock::time_point start_;
  const std::optional<std::chrono::steady_clock::time_point> run_deadline_;
  std::atomic<bool> cancel_{false};

  std::mutex mutex_;  // guards everything below
  std::size_t next_ = 0;
  bool ended_ = false;  // no stage is to start any more
  std::optional<std::size_t> winner_;
  std::exception_ptr failure_;
  std::vector<std::optional<SearchResult>> results_;
  std::vector<StageOutcome> outcomes_;
  std::vector<std::optional<double>> deadline_s_;  // per thread: its stage's time limit's end, from the start
  std::shared_ptr<const KnownRoutes> routes_;      // those the stage that ended last left
};

}  // namespace

SearchResult run_portfolio_in_parallel(const std::vector<SearchConfiguration>& stages,
                                       const std::vector<double>& shares, Environment& environment,
                                       const SearchLimits& limits) {
  return ParallelPortfolio(stages, shares, environment, limits).run();
}

}  // namespace polyplan
