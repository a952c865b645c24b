#pragma once
#include <CLI/CLI.hpp>

namespace polyplan::cli {

// Checks for the limit options, so that `--time abc` says what to write instead of CLI11's range
// with a 309-digit bound. `zero_is_none`: 0 is accepted and means no limit (solve's --time and
// --nodes, docs/cli.md); otherwise only positive values are.
CLI::Validator seconds_check(bool zero_is_none);
CLI::Validator count_check(bool zero_is_none);

// The most threads --threads takes: more stages than a portfolio has are never run at once, and
// the shipped portfolios have five at most.
inline constexpr unsigned kMaxThreads = 64;
// --threads: a whole number from 1 to kMaxThreads.
CLI::Validator threads_check();
// What --threads does, for the commands that take it.
std::string threads_help();

}  // namespace polyplan::cli
