#pragma once
#include <cstdint>
#include <string>
#include <vector>

namespace polyplan::cli {

// Limits a parent enforces on a child from outside, whatever the child itself does: a wall-clock
// deadline after which the child is killed (SIGKILL), and an address-space limit (RLIMIT_AS) set
// between fork and exec, under which an allocation past it fails inside the child. The deadline is
// also a CPU-time limit (RLIMIT_CPU), for `threads` threads busy all the time.
struct ChildLimits {
  double wall_s = 0;                      // 0: no deadline
  std::uint64_t address_space_bytes = 0;  // 0: no limit
  unsigned threads = 1;                   // the threads the child may keep busy
};

struct ChildOutcome {
  bool started = false;
  int exit_code = -1;  // when it exited
  int signal = 0;      // when a signal ended it
  bool killed_at_deadline = false;
  bool interrupted = false;  // this process was interrupted and passed the signal on (SIGTERM)
  double wall_s = 0;
  double peak_rss_mb = 0;  // the child's largest resident size, from wait4's rusage
  std::string output;      // all of its stdout
  std::string error_tail;  // the last few kilobytes of its stderr

  // "exit code 1", "killed by signal 9", "killed after the 12 s deadline", "could not start".
  std::string describe() const;
};

// Runs `arguments` (the program first) as a child process with its stdout and stderr read by this
// one. Safe to call from several threads at once: the pipes are close-on-exec, so one child does
// not hold another's pipe open. When this process is interrupted (translator/stop_request.hpp) the
// child is sent SIGTERM, so that it can report what it has, and SIGKILL if it has not ended a few
// seconds later.
ChildOutcome run_child(const std::vector<std::string>& arguments, const ChildLimits& limits);

// This process's own executable (/proc/self/exe), to run polyplan subcommands as children.
const std::string& own_executable();

}  // namespace polyplan::cli
