#pragma once
#include <nlohmann/json.hpp>
#include <ostream>
#include <string>

#include "cli/search_choice.hpp"
#include "parser/input_error.hpp"

namespace polyplan::cli {

// One solved (or not) problem, as solve and demo report it.
struct SolveReport {
  SearchStatus status = SearchStatus::Unsolvable;
  std::string plan_text;  // move lines, or LURD for push domains; empty unless solved
  std::string text;       // the human-readable report
  nlohmann::json json;    // the same as one JSON object
};

// solve --trace: where the trace goes and in which form.
struct TraceRequest {
  std::ostream* out = nullptr;  // nullptr: no trace
  bool json = false;            // JSON Lines instead of text
};

// Chooses the search (--search or the selector), runs it under `limits` (traced when asked),
// replays the plan from its text, and describes the outcome. With `announce`, the chosen search
// is written there as it starts, so that a user waiting on a long search knows what runs.
SolveReport solve_problem(Problem problem, const SearchChoice& choice, const SearchLimits& limits,
                          const TraceRequest& trace = {}, std::ostream* announce = nullptr);

// The JSON report of a problem the configuration does not apply to (a heuristic made for another
// family, a pruner the level cannot use): status "not-applicable", the refusal's first line as
// "detail".
nlohmann::json not_applicable_json(const std::string& problem, const NotApplicable& refusal);

// The exit code of a solve that ended so (docs/cli.md): 0, 10-13, or 128 + the signal that
// interrupted it.
int solve_exit_code(SearchStatus status);

}  // namespace polyplan::cli
