#pragma once
#include <cstddef>
#include <vector>

#include "planner/search/search_result.hpp"

namespace polyplan {

class Environment;
class SearchConfiguration;

// Runs searches one after another on the same task until one solves it or proves it unsolvable.
// Each stage gets its share of the time that is left (the last one all of it), so a stage that is
// strong on some levels and hopeless on others costs the others only its share. Shares are equal
// unless `shares` gives one weight per stage: stage i then gets shares[i] / (shares[i] + ... +
// shares[last]) of what is left when it starts, so time a stage leaves unused goes to the later
// ones in the same proportions. A stage that stops on a limit hands over to the next; without a
// time limit the first stage may use everything. Memory and node limits apply to each stage on
// its own (a stage's tables are freed before the next one starts). The statistics add up the
// stages' work; the plan is the winner's. With limits.threads above 1 the stages run side by side
// (parallel_portfolio.hpp); with 1 they run as described here.
SearchResult run_portfolio(const std::vector<SearchConfiguration>& stages, const std::vector<double>& shares,
                           Environment& environment, const SearchLimits& limits);

// The fraction of the time left that stage `stage` of `count` gets (`shares` empty: equal ones).
double portfolio_share(const std::vector<double>& shares, std::size_t count, std::size_t stage);

}  // namespace polyplan
