#pragma once
#include <vector>

#include "planner/search/search_result.hpp"

namespace polyplan {

class Environment;
class SearchConfiguration;

// Runs searches one after another on the same task until one solves it or proves it unsolvable.
// Each stage gets an equal share of the time that is left (the last one all of it), so a stage
// that is strong on some levels and hopeless on others costs the others only its share. A stage
// that stops on a limit hands over to the next; without a time limit the first stage may use
// everything. Memory and node limits apply to each stage on its own (a stage's tables are freed
// before the next one starts). The statistics add up the stages' work; the plan is the winner's.
SearchResult run_portfolio(const std::vector<SearchConfiguration>& stages, Environment& environment,
                           const SearchLimits& limits);

}  // namespace polyplan
