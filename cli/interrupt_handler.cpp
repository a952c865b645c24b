#include "cli/interrupt_handler.hpp"

#include "translator/stop_request.hpp"

namespace polyplan::cli {
namespace {

void on_signal(int signal) { request_interrupt(signal); }

}  // namespace

InterruptHandler::InterruptHandler() {
  struct sigaction action {};
  action.sa_handler = on_signal;
  sigemptyset(&action.sa_mask);
  // SA_RESETHAND: the second signal finds the default action again and ends the process.
  action.sa_flags = SA_RESETHAND | SA_RESTART;
  sigaction(SIGINT, &action, &previous_int_);
  sigaction(SIGTERM, &action, &previous_term_);
}

InterruptHandler::~InterruptHandler() {
  sigaction(SIGINT, &previous_int_, nullptr);
  sigaction(SIGTERM, &previous_term_, nullptr);
}

int interrupted_exit_code(int signal) { return 128 + (signal > 0 ? signal : SIGINT); }

}  // namespace polyplan::cli
