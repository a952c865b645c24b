#include "cli/suite_runner.hpp"

#include <fmt/format.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <array>
#include <climits>

#include "cli/input_options.hpp"
#include "planner/plan_validator.hpp"

extern char** environ;

namespace polyplan::cli {
namespace {

std::string own_executable() {
  std::array<char, PATH_MAX> path{};
  ssize_t length = readlink("/proc/self/exe", path.data(), path.size() - 1);
  return length > 0 ? std::string(path.data(), static_cast<std::size_t>(length)) : std::string("polyplan");
}

}  // namespace

nlohmann::json run_in_child(const SuiteRun& run) {
  static const std::string executable = own_executable();
  std::vector<std::string> arguments{executable, "solve", run.input, "--json"};
  arguments.insert(arguments.end(), run.arguments.begin(), run.arguments.end());
  std::vector<char*> argv;
  for (std::string& argument : arguments) argv.push_back(argument.data());
  argv.push_back(nullptr);

  int pipe_ends[2];
  nlohmann::json crashed = {{"status", "crashed"}, {"expanded", 0}, {"time_s", 0.0}};
  if (pipe(pipe_ends) != 0) return crashed;
  posix_spawn_file_actions_t actions;
  posix_spawn_file_actions_init(&actions);
  posix_spawn_file_actions_adddup2(&actions, pipe_ends[1], STDOUT_FILENO);
  posix_spawn_file_actions_addclose(&actions, pipe_ends[0]);
  posix_spawn_file_actions_addopen(&actions, STDERR_FILENO, "/dev/null", 0, 0);
  pid_t child = 0;
  int spawned = posix_spawn(&child, executable.c_str(), &actions, nullptr, argv.data(), environ);
  posix_spawn_file_actions_destroy(&actions);
  close(pipe_ends[1]);
  std::string output;
  if (spawned == 0) {
    std::array<char, 65536> buffer{};
    ssize_t got = 0;
    while ((got = read(pipe_ends[0], buffer.data(), buffer.size())) > 0) output.append(buffer.data(), std::size_t(got));
  }
  close(pipe_ends[0]);
  int status = 0;
  if (spawned == 0) waitpid(child, &status, 0);
  std::size_t line_end = output.find('\n');
  nlohmann::json report = nlohmann::json::parse(output.substr(0, line_end), nullptr, false);
  if (report.is_discarded() || !report.is_object()) {
    crashed["detail"] = WIFSIGNALED(status) ? fmt::format("killed by signal {}", WTERMSIG(status))
                                            : fmt::format("exit code {}", WEXITSTATUS(status));
    return crashed;
  }
  return report;
}

void replay_plan(const std::string& input, nlohmann::json& run) {
  if (run.value("status", "") == "solved") {
    try {
      Task task(load_one(input, InputOptions{}, "suite"));
      Environment environment(task);
      std::string plan;
      for (const nlohmann::json& line : run.value("plan", nlohmann::json::array())) plan += line.get<std::string>() + "\n";
      PlanCheck check = validate_plan(environment, *SourceFile::from_text("<plan of " + input + ">", plan));
      bool same_cost = check.valid && run.value("cost", -1) == check.cost;
      run["validated"] = same_cost;
      if (!check.valid) run["validation_error"] = check.failure ? check.failure->headline() : std::string("invalid");
      else if (!same_cost) run["validation_error"] = fmt::format("the plan costs {}, the run reported {}", check.cost, run.value("cost", -1));
    } catch (const InputError& error) {
      run["validated"] = false;
      run["validation_error"] = error.diagnostics().front().headline();
    }
  }
  run.erase("plan");
}

}  // namespace polyplan::cli
