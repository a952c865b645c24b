#pragma once
#include <vector>

#include "planner/search/search_result.hpp"

namespace polyplan {

class Environment;
class SearchConfiguration;

// run_portfolio with up to limits.threads stages at once, each on a thread and an environment of
// its own (Environment::sibling: the task is shared, the move buffers are not). Stages start in
// order, each as soon as a thread is free.
//
// Time: the threads together can give, until the portfolio's end, the time left on each idle
// thread and what remains on each busy one after its stage's limit; a stage starting gets its share
// of that capacity (stage_time.hpp; the one-thread rule, weighed the same), at most the time left.
// Memory: the run's limit is the process's, whose threads share one heap; each stage's own tables
// get that limit over the number of threads (at most one per stage). Nodes: each stage's own.
//
// The first stage that solves the task or proves it unsolvable ends it: the stages still running
// are cancelled (CancelScope, translator/stop_request.hpp: their limit checks and long steps stop
// as at a limit, with the status cancelled), no further stage starts, and the plan is that stage's.
// An interrupt stops every stage. The statistics add up every stage that ran and list them in
// their order, with the thread each ran on and when it started. Known routes (pull(keep=true)):
// a stage starts with those of the stage that ended last before it, or the environment's, and the
// environment keeps the last ones at the end, as one thread leaves them.
SearchResult run_portfolio_in_parallel(const std::vector<SearchConfiguration>& stages,
                                       const std::vector<double>& shares, Environment& environment,
                                       const SearchLimits& limits);

}  // namespace polyplan
