#include "cli/lab/bench_progress.hpp"

#include <fmt/format.h>
#include <unistd.h>

#include <cmath>
#include <iostream>

#include "cli/lab/bench_results.hpp"

namespace polyplan::cli {
namespace {

std::string clock_time(double seconds) {
  long total = std::lround(seconds);
  if (total >= 3600) return fmt::format("{}:{:02}:{:02}", total / 3600, total / 60 % 60, total % 60);
  return fmt::format("{}:{:02}", total / 60, total % 60);
}

}  // namespace

BenchProgress::BenchProgress(std::size_t total, std::size_t already_done)
    : total_(total), done_(already_done), terminal_(isatty(STDERR_FILENO) == 1) {}

std::string BenchProgress::line(std::size_t done, std::size_t total, std::size_t solved, std::size_t failures,
                                std::size_t not_applicable, double elapsed_s, std::size_t done_here) {
  std::string eta = "-";
  if (done_here > 0) eta = clock_time(elapsed_s / static_cast<double>(done_here) * static_cast<double>(total - done));
  return fmt::format("[{}/{}] solved {}, failures {}{}, elapsed {}, ETA {}", done, total, solved, failures,
                     not_applicable ? fmt::format(", not applicable {}", not_applicable) : "", clock_time(elapsed_s),
                     eta);
}

void BenchProgress::finished(const std::string& outcome, const std::string& what) {
  std::lock_guard lock(mutex_);
  ++done_;
  ++done_here_;
  const bool applied = outcome != kNotApplicable;
  if (outcome == "solved") ++solved_;
  if (!applied) ++not_applicable_;
  if (applied && outcome != "solved" && outcome != "unsolvable") ++failures_;
  double elapsed = std::chrono::duration<double>(std::chrono::steady_clock::now() - start_).count();
  std::string text = line(done_, total_, solved_, failures_, not_applicable_, elapsed, done_here_);
  if (terminal_)
    std::cerr << "\r\033[K" << text << "  " << what << std::flush;
  else
    std::cerr << text << "  " << what << "\n";
}

void BenchProgress::close() {
  std::lock_guard lock(mutex_);
  if (terminal_ && done_here_ > 0) std::cerr << "\n";
}

}  // namespace polyplan::cli
