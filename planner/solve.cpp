#include "planner/solve.hpp"

#include <new>
#include <stdexcept>

#include "planner/plan.hpp"
#include "planner/plan_validator.hpp"
#include "translator/run_limits.hpp"
#include "translator/stop_request.hpp"

namespace polyplan {
namespace {

// Everything up to the end of the search, inside the run's limits. A limit reached on the way
// (or an allocation refused at the memory ceiling) ends the run with that status and names the
// step it stopped; bad input still throws.
void run_within_limits(SolveOutcome& outcome, Problem problem, const SolveRequest& request) {
  const SearchLimits& limits = request.limits;
  RunLimits run_limits(limits.time_s, limits.memory_bytes);
  const char* step = "translating the problem";
  try {
    outcome.task = std::make_unique<Task>(std::move(problem));
    outcome.environment = std::make_unique<Environment>(*outcome.task);
    step = "choosing the search";
    outcome.chosen = request.selection.choose(*outcome.task);
    if (request.on_chosen) request.on_chosen(*outcome.task, *outcome.chosen);
    // A proof before search settles the question without a search.
    step = "looking for a proof of unsolvability";
    outcome.proof = prove_unsolvable(*outcome.task);
    if (outcome.proof) return;
    if (request.on_search_start) request.on_search_start(*outcome.task, *outcome.chosen);
    step = nullptr;
    // The search has what is left of the run's time.
    SearchLimits own = limits;
    if (limits.time_s > 0) {
      own.time_s = limits.time_s - run_limits.elapsed();
      if (own.time_s <= 0) throw LimitReached(StopCause::Time);
    }
    const SearchConfiguration& configuration = outcome.chosen->configuration;
    if (std::unique_ptr<SearchObserver> observer =
            request.make_observer ? request.make_observer(*outcome.task) : nullptr)
      outcome.result = configuration.run_traced(*outcome.environment, own, *observer);
    else
      outcome.result = configuration.run(*outcome.environment, own);
  } catch (const LimitReached& stop) {
    outcome.result = finished_search(status_of(stop.cause()), {}, {}, run_limits.elapsed(), 0);
    outcome.stopped_while = step;
  } catch (const std::bad_alloc&) {
    outcome.result = finished_search(SearchStatus::MemoryLimit, {}, {}, run_limits.elapsed(), 0);
    outcome.stopped_while = step;
  }
}

}  // namespace

SolveOutcome solve(Problem problem, const SolveRequest& request) {
  SolveOutcome outcome;
  run_within_limits(outcome, std::move(problem), request);
  if (!outcome.solved()) return outcome;
  Environment& environment = *outcome.environment;
  const Plan& plan = outcome.result.plan;
  outcome.plan_text = format_plan(environment, plan);
  // Every plan is replayed from its own text before it is reported, outside the run's limits:
  // a plan found is never lost to a limit reached while it is checked.
  PlanCheck check = validate_plan(environment, *SourceFile::from_text("<plan>", outcome.plan_text));
  if (!check.valid || check.cost != plan.cost)
    throw std::logic_error("the search returned a plan the validator rejects: " +
                           (check.failure ? check.failure->headline() : std::string("its cost differs")));
  return outcome;
}

}  // namespace polyplan
