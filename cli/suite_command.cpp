#include <fmt/format.h>

#include <atomic>
#include <ctime>
#include <filesystem>
#include <iostream>
#include <memory>
#include <mutex>
#include <regex>
#include <thread>

#include "cli/commands.hpp"
#include "cli/input_options.hpp"
#include "cli/instance_class.hpp"
#include "cli/natural_order.hpp"
#include "cli/output_file.hpp"
#include "cli/run_configuration.hpp"
#include "cli/search_choice.hpp"
#include "cli/solve_child.hpp"
#include "cli/table2_markdown.hpp"
#include "parser/source/diagnostics.hpp"

namespace polyplan::cli {
namespace {

// The paper's four algorithms (Table 2; CBHA* with the paper's class heuristics, from the rules
// compiled in as builtin:paper-cbha), polyplan's own selection (auto) and its best configuration.
const std::vector<std::string> kFlyingBlockConfigurations{
    "BFS=bfs",
    "SA*=astar(primitive)",
    "DPA*=dpastar(general)",
    "CBHA*=auto@builtin:paper-cbha",
    "auto=auto",
    "best=astar(target-path, tiebreak=depth)",
};

// For a file of levels (Sokoban): the BFS oracle, the selector's optimal choice and its --fast one.
const std::vector<std::string> kLevelFileConfigurations{"BFS=bfs", "optimal=auto", "fast=fast"};

// A file of levels (e.g. a Sokoban .xsb collection): each problem it holds is one instance, run
// as FILE#SELECTOR (the problem's origin) and filtered by problem name.
std::vector<std::string> file_inputs(const std::string& file, const std::string& only) {
  std::regex filter(only.empty() ? ".*" : only);
  std::vector<std::string> inputs;
  for (const Problem& problem : load_all({file}, InputOptions{}))
    if (std::regex_search(problem.name, filter)) inputs.push_back(problem.origin);
  return inputs;
}

// A directory of Flying Block instance folders, or a file of levels.
std::vector<std::string> instance_inputs(const std::string& directory, const std::string& only) {
  namespace fs = std::filesystem;
  std::error_code error;
  if (fs::is_regular_file(directory, error)) return file_inputs(directory, only);
  if (!fs::is_directory(directory, error))
    throw InputError(Diagnostic::about(directory, "no such directory or file (the Flying Block instances live in "
                                                  "../shared/data/fbp, Sokoban levels in ../shared/data/sokoban)"));
  std::regex filter(only.empty() ? ".*" : only);
  std::vector<std::string> names;
  for (const fs::directory_entry& entry : fs::directory_iterator(directory))
    if (entry.is_directory() && std::regex_search(entry.path().filename().string(), filter))
      names.push_back(entry.path().filename().string());
  std::sort(names.begin(), names.end(), natural_less);
  std::vector<std::string> inputs;
  for (const std::string& name : names) inputs.push_back((fs::path(directory) / name).string());
  return inputs;
}

std::pair<std::string, std::string> split_assignment(const std::string& text, const char* option, const char* form) {
  std::size_t equals = text.find('=');
  if (equals == std::string::npos || equals == 0 || equals + 1 == text.size())
    throw InputError(Diagnostic::about(option, fmt::format("expected {}, got '{}'", form, text)));
  return {text.substr(0, equals), text.substr(equals + 1)};
}

std::vector<RunConfiguration> parse_columns(const std::vector<std::string>& texts, const std::vector<std::string>& times,
                                            double default_time) {
  std::vector<RunConfiguration> columns;
  for (const std::string& text : texts) {
    auto [label, search] = split_assignment(text, "--config", "LABEL=SEARCH, LABEL=auto@RULES or LABEL=fast@RULES");
    columns.push_back(parse_run_configuration(label, search, default_time, "--config"));
  }
  for (const std::string& text : times) {
    auto [label, seconds] = split_assignment(text, "--config-time", "LABEL=SECONDS");
    auto column = std::find_if(columns.begin(), columns.end(), [&](const RunConfiguration& c) { return c.label == label; });
    if (column == columns.end())
      throw InputError(Diagnostic::about("--config-time", fmt::format("no configuration is labelled '{}'", label)));
    try {
      column->time_s = std::stod(seconds);
    } catch (const std::exception&) {
      throw InputError(Diagnostic::about("--config-time", fmt::format("expected seconds, got '{}'", seconds)));
    }
  }
  return columns;
}

struct SuiteOptions {
  std::string directory;
  std::vector<std::string> configurations;  // empty: the defaults for the kind of input
  double time_s = 60;
  std::vector<std::string> configuration_times;
  std::string memory = "2G";
  unsigned jobs = 2;
  std::string only;
  std::string markdown;
  std::string jsonl;
};

// The command that reproduces a table, for the document's first lines.
std::string command_line(const SuiteOptions& options) {
  std::string line = fmt::format("polyplan suite {} --time {} --memory {} --jobs {}", options.directory, options.time_s,
                                 options.memory, options.jobs);
  if (!options.only.empty()) line += fmt::format(" --only '{}'", options.only);
  for (const std::string& configuration : options.configurations) line += fmt::format(" --config '{}'", configuration);
  for (const std::string& time : options.configuration_times) line += fmt::format(" --config-time '{}'", time);
  if (!options.markdown.empty()) line += " --markdown " + options.markdown;
  return line;
}

}  // namespace

void add_suite_command(CLI::App& app) {
  auto options = std::make_shared<SuiteOptions>();
  CLI::App* command = app.add_subcommand(
      "suite", "run configurations on every Flying Block instance of a directory, or every level of a file, and "
               "tabulate them per class");
  command->add_option("input", options->directory,
                      "a directory of instance folders (frame.txt + goal.txt), or a file of levels (e.g. a Sokoban "
                      ".xsb collection)")
      ->required();
  command->add_option("--config", options->configurations,
                      "LABEL=SEARCH, LABEL=auto@RULES or LABEL=fast[@RULES] (the rules with --fast), repeatable; the "
                      "default is BFS, SA*, DPA*, CBHA* (auto@builtin:paper-cbha), auto and best for a directory, "
                      "BFS, optimal (auto) and fast for a file of levels");
  command->add_option("--time", options->time_s, "time limit in seconds per run")->check(CLI::NonNegativeNumber);
  command->add_option("--config-time", options->configuration_times,
                      "LABEL=SECONDS: another time limit for one configuration, e.g. for slow baselines");
  command->add_option("--memory", options->memory, "memory limit per run, e.g. 2G");
  command->add_option("--jobs", options->jobs, "runs in parallel")->check(CLI::Range(1u, 64u));
  command->add_option("--only", options->only,
                      "only instances whose folder name (or problem name, in a file) matches this regular expression");
  command->add_option("--markdown", options->markdown, "write the tables to this Markdown file");
  command->add_option("--jsonl", options->jsonl, "write every run's JSON report to this file, one per line");
  command->callback([options] {
    std::error_code error;
    const bool level_file = std::filesystem::is_regular_file(options->directory, error);
    const std::vector<std::string>& configurations =
        !options->configurations.empty() ? options->configurations
        : level_file                     ? kLevelFileConfigurations
                                         : kFlyingBlockConfigurations;
    std::vector<RunConfiguration> columns = parse_columns(configurations, options->configuration_times, options->time_s);
    std::vector<std::string> inputs = instance_inputs(options->directory, options->only);
    if (inputs.empty())
      throw InputError(Diagnostic::about(options->directory, level_file ? "no levels to run" : "no instance folders to run"));

    // Class and optimality per instance and configuration, decided here once (loading is cheap).
    std::vector<Table2Instance> results;
    std::vector<std::vector<bool>> optimal;
    for (const std::string& input : inputs) {
      Task task(load_one(input, InputOptions{}, "suite"));
      Table2Instance result;
      result.problem = task.problem().name;
      SearchChoice automatic;
      result.group = class_of_rule(automatic.choose(task).second->name);
      std::vector<bool> flags;
      for (const RunConfiguration& column : columns) flags.push_back(column.choice.choose(task).first.optimal());
      optimal.push_back(flags);
      result.runs.resize(columns.size());
      results.push_back(std::move(result));
    }

    std::size_t total = inputs.size() * columns.size();
    std::atomic<std::size_t> next{0}, done{0};
    std::mutex report_mutex;
    auto worker = [&] {
      for (std::size_t job = next++; job < total; job = next++) {
        std::size_t i = job / columns.size(), c = job % columns.size();
        const RunConfiguration& column = columns[c];
        nlohmann::json run = run_solve_child(SolveChild{inputs[i], column.solve_arguments(options->memory), {}});
        replay_plan(inputs[i], run);
        run["configuration"] = column.label;
        run["time_limit_s"] = column.time_s;
        run["class"] = results[i].group;
        run["optimal"] = optimal[i][c];
        std::lock_guard lock(report_mutex);
        results[i].runs[c] = run;
        std::cerr << fmt::format("[{}/{}] {} {}: {} {:.3f} s\n", ++done, total, results[i].problem,
                                 column.label, run.value("status", "?"), run.value("time_s", 0.0));
      }
    };
    std::vector<std::thread> threads;
    for (unsigned t = 0; t < options->jobs; ++t) threads.emplace_back(worker);
    for (std::thread& thread : threads) thread.join();

    std::vector<std::string> labels;
    for (const RunConfiguration& column : columns) labels.push_back(column.label);
    std::time_t now = std::time(nullptr);
    char date[32];
    std::strftime(date, sizeof date, "%Y-%m-%d", std::gmtime(&now));
    std::string preamble = fmt::format(
        "{}\n\n"
        "Generated by `{}` on {} ({} instance(s), {} run(s) in parallel on a machine with {} hardware "
        "threads). Do not edit by hand: re-run the command.\n\n"
        "Limits per run: the time below and {} for the search's tables; a run that hits one counts as not solved. "
        "{} Every plan a run reports is replayed by the suite itself (the Validated column).\n\n"
        "| Configuration | Search | Time limit (s) |\n|---|---|---|\n",
        level_file ? fmt::format("# Suite: {}, run by polyplan", std::filesystem::path(options->directory).filename().string())
                   : std::string("# Flying Block suite: the paper's Table 2, re-run by polyplan"),
        command_line(*options), date, inputs.size(), options->jobs, std::thread::hardware_concurrency(), options->memory,
        level_file ? "Classes are the names of the selector's rules that fire."
                   : "Classes are the ones polyplan's selector assigns (Algorithm 3 as rules, decided from the shapes).");
    for (const RunConfiguration& column : columns)
      preamble += fmt::format("| {} | `{}` | {} |\n", column.label, column.description(), column.time_s);
    std::string markdown = preamble + table2_markdown(labels, results);
    if (!options->jsonl.empty()) {
      std::string lines;
      for (const Table2Instance& result : results)
        for (const nlohmann::json& run : result.runs) lines += run.dump() + "\n";
      write_output(options->jsonl, lines);
    }
    if (!options->markdown.empty()) write_output(options->markdown, markdown);
    else std::cout << markdown << std::flush;
  });
}

}  // namespace polyplan::cli
