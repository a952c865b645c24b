#include "cli/lab/child_process.hpp"

#include <fcntl.h>
#include <fmt/format.h>
#include <poll.h>
#include <signal.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <array>
#include <chrono>
#include <cmath>
#include <cstring>

#include "translator/stop_request.hpp"

namespace polyplan::cli {
namespace {

constexpr std::size_t kErrorTailBytes = 4096;
// How often the parent looks for an interrupt while it waits, and how long an interrupted child
// may take to write its report before it is killed.
constexpr int kInterruptPollMs = 100;
constexpr double kInterruptGraceS = 5;

void close_quietly(int& fd) {
  if (fd >= 0) close(fd);
  fd = -1;
}

}  // namespace

const std::string& own_executable() {
  // /proc/self/exe itself rather than the path it links to: the kernel opens this process's own
  // binary through it (a forked child has the same one), so children run the parent's version
  // even after a rebuild has replaced the file, and every result row names the version that ran.
  static const std::string path = [] {
    if (access("/proc/self/exe", X_OK) == 0) return std::string("/proc/self/exe");
    return std::string("polyplan");
  }();
  return path;
}

std::string ChildOutcome::describe() const {
  if (!started) return "could not start";
  if (killed_at_deadline) return fmt::format("killed after the {:.0f} s deadline", wall_s);
  if (signal != 0) return fmt::format("killed by signal {} ({})", signal, strsignal(signal));
  return fmt::format("exit code {}", exit_code);
}

ChildOutcome run_child(const std::vector<std::string>& arguments, const ChildLimits& limits) {
  ChildOutcome outcome;
  // Everything the child needs is prepared before fork: between fork and exec a child of a
  // threaded process may only call async-signal-safe functions.
  std::vector<std::string> copies = arguments;
  std::vector<char*> argv;
  for (std::string& argument : copies) argv.push_back(argument.data());
  argv.push_back(nullptr);
  [[maybe_unused]] rlimit address_space{static_cast<rlim_t>(limits.address_space_bytes),
                                        static_cast<rlim_t>(limits.address_space_bytes)};
  // CPU seconds as a second line of defence should the parent itself be stopped; a child with
  // several threads spends them that many times faster.
  rlim_t cpu_seconds = static_cast<rlim_t>(std::ceil(limits.wall_s * std::max(limits.threads, 1u))) + 1;
  rlimit cpu{cpu_seconds, cpu_seconds + 1};

  int out_pipe[2] = {-1, -1}, error_pipe[2] = {-1, -1};
  if (pipe2(out_pipe, O_CLOEXEC) != 0) return outcome;
  if (pipe2(error_pipe, O_CLOEXEC) != 0) {
    close_quietly(out_pipe[0]);
    close_quietly(out_pipe[1]);
    return outcome;
  }
  auto started_at = std::chrono::steady_clock::now();
  pid_t child = fork();
  if (child == 0) {
    dup2(out_pipe[1], STDOUT_FILENO);
    dup2(error_pipe[1], STDERR_FILENO);
#ifndef POLYPLAN_SANITIZED
    if (limits.address_space_bytes > 0) setrlimit(RLIMIT_AS, &address_space);
#endif
    if (limits.wall_s > 0) setrlimit(RLIMIT_CPU, &cpu);
    execv(argv[0], argv.data());
    _exit(127);
  }
  close_quietly(out_pipe[1]);
  close_quietly(error_pipe[1]);
  if (child < 0) {
    close_quietly(out_pipe[0]);
    close_quietly(error_pipe[0]);
    return outcome;
  }
  outcome.started = true;

  std::string errors;
  std::array<char, 65536> buffer{};
  auto deadline = started_at + std::chrono::duration_cast<std::chrono::steady_clock::duration>(
                                   std::chrono::duration<double>(limits.wall_s));
  std::chrono::steady_clock::time_point interrupted_at;
  while (out_pipe[0] >= 0 || error_pipe[0] >= 0) {
    int timeout_ms = kInterruptPollMs;
    if (interrupt_signal() && !outcome.interrupted) {
      kill(child, SIGTERM);
      outcome.interrupted = true;
      interrupted_at = std::chrono::steady_clock::now();
    }
    if (outcome.interrupted &&
        std::chrono::duration<double>(std::chrono::steady_clock::now() - interrupted_at).count() > kInterruptGraceS)
      kill(child, SIGKILL);
    if (limits.wall_s > 0 && !outcome.killed_at_deadline) {
      auto left = std::chrono::duration_cast<std::chrono::milliseconds>(deadline - std::chrono::steady_clock::now());
      if (left.count() <= 0) {
        kill(child, SIGKILL);
        outcome.killed_at_deadline = true;
      } else {
        timeout_ms = static_cast<int>(std::min<long long>(left.count() + 1, kInterruptPollMs));
      }
    }
    std::array<pollfd, 2> watched{pollfd{out_pipe[0], POLLIN, 0}, pollfd{error_pipe[0], POLLIN, 0}};
    int ready = poll(watched.data(), watched.size(), timeout_ms);
    if (ready < 0 && errno != EINTR) break;
    for (std::size_t i = 0; i < watched.size(); ++i) {
      if (watched[i].fd < 0 || watched[i].revents == 0) continue;
      ssize_t got = read(watched[i].fd, buffer.data(), buffer.size());
      if (got > 0) {
        (i == 0 ? outcome.output : errors).append(buffer.data(), static_cast<std::size_t>(got));
        if (errors.size() > 4 * kErrorTailBytes) errors.erase(0, errors.size() - kErrorTailBytes);
      } else if (got == 0 || errno != EINTR) {
        close_quietly(i == 0 ? out_pipe[0] : error_pipe[0]);
      }
    }
  }
  close_quietly(out_pipe[0]);
  close_quietly(error_pipe[0]);
  int status = 0;
  rusage usage{};
  while (wait4(child, &status, 0, &usage) < 0 && errno == EINTR) {
  }
  outcome.wall_s = std::chrono::duration<double>(std::chrono::steady_clock::now() - started_at).count();
  outcome.peak_rss_mb = static_cast<double>(usage.ru_maxrss) / 1024.0;
  if (WIFEXITED(status)) outcome.exit_code = WEXITSTATUS(status);
  if (WIFSIGNALED(status)) outcome.signal = WTERMSIG(status);
  if (errors.size() > kErrorTailBytes) errors.erase(0, errors.size() - kErrorTailBytes);
  outcome.error_tail = std::move(errors);
  return outcome;
}

}  // namespace polyplan::cli
