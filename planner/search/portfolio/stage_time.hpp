#pragma once
#include <span>

namespace polyplan {

// The time limit of a portfolio's stage that starts now, with `threads` threads for the stages and
// one stage running on each of `running_left.size()` of them, each with that much time left before
// its own limit. One thread's rule carried over: the time capacity left is what every thread can
// still give (an idle one, the starting stage's own among them: the whole `wall_left`; a busy one:
// what remains after its stage's limit), and the stage gets `share` of it (its weight over its own
// and the later stages' weights, portfolio_share), but no more than `wall_left`. With one thread
// nothing runs beside a starting stage, and this is `wall_left * share`, exactly.
double stage_time_limit(double wall_left, std::span<const double> running_left, unsigned threads, double share);

}  // namespace polyplan
