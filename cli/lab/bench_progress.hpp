#pragma once
#include <chrono>
#include <cstddef>
#include <mutex>
#include <string>

namespace polyplan::cli {

// The bench's progress line on stderr: runs done of the total, solved, failures and the time
// left at the pace so far. On a terminal the line is redrawn in place; otherwise (a log, CI) one
// line per finished run, so that a log shows every run.
class BenchProgress {
 public:
  // `total` counts every run of the shard; `already_done` of them were finished by an earlier
  // invocation (resume), so the pace is measured on the rest.
  BenchProgress(std::size_t total, std::size_t already_done);

  // Records one finished run by its outcome; every outcome but solved, unsolvable (a proof) and
  // not-applicable (the configuration does not apply to the instance) is a failure. `what` names
  // the run ("B-h5-k1-i3-1 auto: solved 0.012 s").
  void finished(const std::string& outcome, const std::string& what);
  // Ends the line on a terminal.
  void close();

  // "[12/40] solved 10, failures 2, elapsed 0:31, ETA 1:10" for `done` runs after `elapsed` s, with
  // ", not applicable 3" after the failures when some runs were.
  static std::string line(std::size_t done, std::size_t total, std::size_t solved, std::size_t failures,
                          std::size_t not_applicable, double elapsed_s, std::size_t done_here);

 private:
  std::mutex mutex_;
  std::size_t total_, done_, solved_ = 0, failures_ = 0, not_applicable_ = 0, done_here_ = 0;
  std::chrono::steady_clock::time_point start_ = std::chrono::steady_clock::now();
  bool terminal_;
};

}  // namespace polyplan::cli
