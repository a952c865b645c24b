#pragma once
#include <csignal>

namespace polyplan::cli {

// While alive, SIGINT and SIGTERM do not end the process: they ask the running search to stop
// (translator/stop_request.hpp), which then ends with status `interrupted`, so that the command
// can report what it has. A second signal of the same kind ends the process as usual, for a
// user who does not want to wait for the report.
class InterruptHandler {
 public:
  InterruptHandler();
  ~InterruptHandler();
  InterruptHandler(const InterruptHandler&) = delete;
  InterruptHandler& operator=(const InterruptHandler&) = delete;

 private:
  struct sigaction previous_int_ {
  }, previous_term_{};
};

// The exit code of a run stopped by `signal`, as a shell reports a process killed by it: 128 + the
// signal's number (130 for SIGINT, 143 for SIGTERM).
int interrupted_exit_code(int signal);

}  // namespace polyplan::cli
