#pragma once
#include <CLI/CLI.hpp>

namespace polyplan::cli {

// Each subcommand registers itself on the app and runs from its callback. A command reports bad
// input by throwing InputError; main() turns that into diagnostics on stderr and exit code 2.
void add_check_command(CLI::App& app);
void add_convert_command(CLI::App& app);
void add_demo_command(CLI::App& app);
void add_statespace_command(CLI::App& app);
void add_validate_command(CLI::App& app);
void add_translate_command(CLI::App& app);
void add_solve_command(CLI::App& app);
void add_explain_command(CLI::App& app);
void add_list_command(CLI::App& app);
void add_audit_command(CLI::App& app);
void add_generate_command(CLI::App& app);
void add_bench_command(CLI::App& app);
void add_report_command(CLI::App& app);
void add_play_command(CLI::App& app);
void add_show_command(CLI::App& app);

// Exit codes, documented in docs/cli.md.
enum ExitCode : int {
  kSuccess = 0,
  kInternalError = 1,
  kInputError = 2,
  kPlanRejected = 3,
  kUnsolvable = 10,
  kTimeLimit = 11,
  kMemoryLimit = 12,
  kNodeLimit = 13,
};

// Thrown after solve has reported a search that did not solve its problem.
struct SearchEnded {
  int code;
};

// Thrown after a command has reported that a well-formed plan breaks the rules.
struct PlanRejected {};

}  // namespace polyplan::cli
