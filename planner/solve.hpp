#pragma once
#include <functional>
#include <memory>
#include <optional>
#include <string>

#include "domains/environment.hpp"
#include "planner/search/search_observer.hpp"
#include "planner/search/search_result.hpp"
#include "planner/selector/search_selection.hpp"
#include "planner/solvability/unsolvability.hpp"
#include "translator/task.hpp"

namespace polyplan {

// The planner's front door: a problem in, its outcome out. Translation, the choice of search,
// the proofs of unsolvability, the search and the replay of its plan, in that order, all inside
// the request's limits (a huge board spends seconds and gigabytes before its search starts, and
// that counts). Every caller (solve, demo, show, the play hints, the tests) comes through here,
// so that they all choose, prove and check alike; the command line only reads options and
// formats the outcome.
struct SolveRequest {
  SearchSelection selection;
  SearchLimits limits;  // for the whole run: time and memory from the start of the translation
  // Told the chosen search before anything runs; may throw to refuse it (an InputError).
  std::function<void(const Task&, const SearchSelection::Chosen&)> on_chosen;
  // Told when the search starts (not when a proof settled the problem without one).
  std::function<void(const Task&, const SearchSelection::Chosen&)> on_search_start;
  // Makes the observer of a traced search (nullptr: untraced); the chosen search must be
  // traceable, which on_chosen may check.
  std::function<std::unique_ptr<SearchObserver>(const Task&)> make_observer;
};

struct SolveOutcome {
  // Present once translated; a limit reached during the translation leaves them empty.
  std::unique_ptr<Task> task;
  std::unique_ptr<Environment> environment;
  std::optional<SearchSelection::Chosen> chosen;  // present once chosen
  std::optional<UnsolvabilityProof> proof;        // a proof before search settled it
  SearchResult result;                            // status, plan and statistics
  std::string plan_text;                // the plan's lines (LURD for an agent's moves), replayed; empty unless solved
  const char* stopped_while = nullptr;  // the step a limit stopped before the search, if one did

  bool solved() const { return result.status == SearchStatus::Solved; }
};

// Throws InputError for input the planner refuses (a rule set where no rule fires, a
// configuration that does not apply: NotApplicable), and std::logic_error if a plan found does
// not replay (a bug). Limits reached and allocations refused end the run with that status.
SolveOutcome solve(Problem problem, const SolveRequest& request);

}  // namespace polyplan
