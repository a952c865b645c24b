#pragma once
#include <chrono>
#include <cstddef>
#include <cstdint>
#include <cstdio>

namespace polyplan {

// A progress line on stderr every few seconds of a long search (f bound, expansions, rate), so
// a user can tell a slow search from a stuck one. Quiet searches finish before the first line.
class ProgressReporter {
 public:
  explicit ProgressReporter(double interval_s = 5.0)
      : interval_(interval_s), start_(std::chrono::steady_clock::now()), last_(start_) {}

  void maybe_report(std::int64_t f_bound, std::size_t expanded, std::size_t open) {
    maybe_report("f bound", f_bound, expanded, open);
  }
  // The same with another measure of progress than f, e.g. "least unpacked" for FESS on Sokoban.
  void maybe_report(const char* measure, std::int64_t value, std::size_t expanded, std::size_t open) {
    if ((++calls_ & 1023) != 0) return;
    auto now = std::chrono::steady_clock::now();
    if (std::chrono::duration<double>(now - last_).count() < interval_) return;
    double elapsed = std::chrono::duration<double>(now - start_).count();
    std::fprintf(stderr, "[polyplan] %.0f s: %s %lld, %zu expanded (%.0f/s), %zu open\n", elapsed, measure,
                 static_cast<long long>(value), expanded, static_cast<double>(expanded) / elapsed, open);
    last_ = now;
  }

 private:
  double interval_;
  std::chrono::steady_clock::time_point start_;
  std::chrono::steady_clock::time_point last_;
  std::size_t calls_ = 0;
};

}  // namespace polyplan
