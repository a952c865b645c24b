#include <fcntl.h>
#include <fmt/format.h>
#include <unistd.h>

#include <range/v3/view/transform.hpp>

#include <atomic>
#include <ctime>
#include <filesystem>
#include <iostream>
#include <limits>
#include <memory>
#include <mutex>
#include <numeric>
#include <regex>
#include <set>
#include <thread>

#include "cli/commands.hpp"
#include "cli/input_options.hpp"
#include "cli/interrupt_handler.hpp"
#include "cli/json_text.hpp"
#include "cli/lab/bench_input.hpp"
#include "cli/lab/bench_progress.hpp"
#include "cli/lab/bench_report.hpp"
#include "cli/lab/bench_results.hpp"
#include "cli/lab/bench_suite.hpp"
#include "cli/lab/configuration_options.hpp"
#include "cli/lab/instance_class.hpp"
#include "cli/lab/shell_words.hpp"
#include "cli/lab/solve_child.hpp"
#include "cli/memory_size.hpp"
#include "cli/number_options.hpp"
#include "cli/output_file.hpp"
#include "parser/input_error.hpp"
#include "translator/stop_request.hpp"

namespace polyplan::cli {
namespace {

namespace fs = std::filesystem;

struct BenchOptions {
  std::string input;                        // a suite file, a folder of instance folders or a file of problems
  std::vector<std::string> configurations;  // labels; empty: all of the suite's
  std::vector<std::string> added;           // --config LABEL=SEARCH
  std::vector<std::string> times;           // --config-time LABEL=SECONDS
  double time_s = 0;                        // 0: the suite's limits
  std::string memory;                       // empty: the suite's
  std::string hard_memory;                  // empty: twice the memory plus 1G
  unsigned jobs = 1;
  unsigned threads = 1;  // each run's --threads
  unsigned repeat = 1;   // runs of each configuration per instance; the row keeps the median
  std::string shard;
  std::string results;
  std::string only;
  std::string markdown;  // the report of every row of the results, written at the end
};

// The command line that runs this bench again (and, resuming, rewrites its report): the heading
// of the --markdown report.
std::string command_line(const BenchOptions& options) {
  std::vector<std::string> words{"polyplan", "bench", options.input};
  auto add = [&](const char* option, const std::string& value) {
    if (!value.empty()) words.insert(words.end(), {option, value});
  };
  for (const std::string& text : options.added) add("--config", text);
  if (!options.configurations.empty()) add("--configs", fmt::format("{}", fmt::join(options.configurations, ",")));
  if (options.time_s > 0) add("--time", fmt::format("{}", options.time_s));
  for (const std::string& text : options.times) add("--config-time", text);
  add("--memory", options.memory);
  add("--hard-memory", options.hard_memory);
  if (options.jobs != 1) add("--jobs", std::to_string(options.jobs));
  if (options.threads != 1) add("--threads", std::to_string(options.threads));
  if (options.repeat != 1) add("--repeat", std::to_string(options.repeat));
  add("--shard", options.shard);
  add("--only", options.only);
  add("--results", options.results);
  add("--markdown", options.markdown);
  return shell_line(words);
}

// A report written at the end must have a folder to go to; finding that out after hours of runs
// would be too late.
void check_report_folder(const std::string& path) {
  if (path.empty() || path == "-") return;
  fs::path parent = fs::path(path).parent_path();
  std::error_code error;
  if (!parent.empty() && !fs::is_directory(parent, error))
    throw InputError(
        Diagnostic::about("--markdown", fmt::format("no folder '{}' to write {} in", parent.string(), path)));
}

struct MergeOptions {
  std::vector<std::string> inputs;
  std::string results;
};

std::pair<unsigned, unsigned> parse_shard(const std::string& text) {
  std::smatch match;
  static const std::regex form(R"(([0-9]{1,4})/([0-9]{1,4}))");
  if (text.empty()) return {1, 1};
  if (std::regex_match(text, match, form)) {
    unsigned index = std::stoul(match[1]), count = std::stoul(match[2]);
    if (count >= 1 && index >= 1 && index <= count) return {index, count};
  }
  throw InputError(
      Diagnostic::about("--shard", fmt::format("expected I/N with 1 <= I <= N, e.g. 2/8, got '{}'", text)));
}

// One run still to do, with what the parent decided about its instance.
struct PendingRun {
  const BenchInstance* instance;
  const RunConfiguration* configuration;
  std::size_t configuration_index;  // its place in the suite, which orders the report's columns
  std::string name, family, group;
  bool optimal = false;
};

// Appends whole lines to a results file: one write() per line on an O_APPEND descriptor, so a
// killed bench leaves at most one cut line, which the next invocation drops.
class LineAppender {
 public:
  explicit LineAppender(const std::string& path)
      : path_(path), fd_(open(path.c_str(), O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0644)) {
    if (fd_ < 0) throw InputError(Diagnostic::about(path, "cannot open the results file for appending"));
  }
  ~LineAppender() { close(fd_); }
  LineAppender(const LineAppender&) = delete;
  LineAppender& operator=(const LineAppender&) = delete;
  void append(const std::string& line) {
    if (write(fd_, line.data(), line.size()) != static_cast<ssize_t>(line.size()))
      std::cerr << fmt::format("{}: warning: a result row could not be written whole\n", path_);
  }

 private:
  std::string path_;
  int fd_;
};

// A crash, the outside deadline or an allocation refused under the address-space limit, as the
// row's outcome; a report the child printed keeps its own status (not-applicable among them).
std::string outcome_of(const nlohmann::json& report) {
  std::string status = report.value("status", "crashed");
  if (status != "crashed") return status;
  if (report.value("killed", false)) return "timeout";
  if (report.value("detail", "").find("bad_alloc") != std::string::npos) return "memory-out";
  return "crashed";
}

nlohmann::json result_row(const PendingRun& run, const nlohmann::json& report, double hard_time_s, unsigned threads) {
  nlohmann::json row;
  row["instance"] = run.name;
  row["input"] = run.instance->key;
  row["family"] = run.family;
  row["class"] = run.group;
  row["configuration"] = run.configuration->label;
  row["configured"] = run.configuration->description();
  row["configuration_index"] = run.configuration_index;
  row["search"] = report.contains("search") && report["search"].is_string() ? report["search"].get<std::string>()
                                                                            : run.configuration->description();
  row["outcome"] = outcome_of(report);
  for (const char* field : {"cost", "plan_length", "expanded", "generated", "ebf", "max_depth", "time_s"})
    row[field] = report.contains(field) ? report[field] : nlohmann::json();
  row["peak_memory_mb"] = report.contains("peak_memory_mb") ? report["peak_memory_mb"] : report["child_peak_memory_mb"];
  row["time_limit_s"] = run.configuration->time_s;
  row["hard_time_limit_s"] = hard_time_s;
  if (threads != 1) row["threads"] = threads;
  row["optimal"] = run.optimal;
  if (report.contains("validated")) row["validated"] = report["validated"];
  if (report.contains("validation_error")) row["detail"] = report["validation_error"];
  if (report.contains("detail")) row["detail"] = report["detail"];
  if (report.contains("times_s")) row["times_s"] = report["times_s"];
  if (report.contains("stages") && !report["stages"].empty()) row["stages"] = report["stages"];
  row["version"] = POLYPLAN_VERSION;
  // The validated plan and where its problem is, for the board pages of report --html.
  if (report.contains("plan")) {
    row["plan"] = report["plan"];
    row["input_path"] = fs::absolute(run.instance->input).string();
  }
  return row;
}

// The report of the median time among repeated runs of one configuration (the lower median for an
// even count; a run without a time counts as the slowest), with every run's time beside it. A run
// cut short by an interrupt makes the whole row interrupted, so that the next bench repeats it.
nlohmann::json median_report(std::vector<nlohmann::json> reports) {
  if (reports.size() == 1) return reports.front();
  for (const nlohmann::json& report : reports)
    if (outcome_of(report) == "interrupted") return report;
  auto time_of = [](const nlohmann::json& report) {
    return report.contains("time_s") && report["time_s"].is_number() ? report["time_s"].get<double>()
                                                                     : std::numeric_limits<double>::infinity();
  };
  nlohmann::json times = nlohmann::json::array();
  for (const nlohmann::json& report : reports)
    times.push_back(report.contains("time_s") ? report["time_s"] : nlohmann::json());
  std::vector<std::size_t> order(reports.size());
  std::iota(order.begin(), order.end(), std::size_t(0));
  std::stable_sort(order.begin(), order.end(),
                   [&](std::size_t a, std::size_t b) { return time_of(reports[a]) < time_of(reports[b]); });
  nlohmann::json median = std::move(reports[order[(order.size() - 1) / 2]]);
  median["times_s"] = std::move(times);
  return median;
}

// The child stops itself at its limit; this outside deadline only catches a child that does not.
double hard_time_limit(const PendingRun& run) { return 1.25 * run.configuration->time_s + 5; }

// Makes the folder a results prefix lives in; a folder that cannot be made is bad input.
void make_parent_folder(const std::string& prefix) {
  fs::path parent = fs::path(prefix).parent_path();
  std::error_code error;
  if (!parent.empty() && !fs::is_directory(parent, error) && !fs::create_directories(parent, error))
    throw InputError(Diagnostic::about(prefix, "cannot make the folder for the results: " + error.message()));
}

std::string default_results(const BenchSuite& suite, unsigned index, unsigned count) {
  std::string base = "bench-results/" + suite.name;
  return count == 1 ? base : fmt::format("{}.shard-{}-of-{}", base, index, count);
}

void run_bench(const BenchOptions& options) {
  BenchSuite suite = bench_suite_of(options.input);
  auto [shard_index, shard_count] = parse_shard(options.shard);
  check_report_folder(options.markdown);
  const std::string memory = options.memory.empty() ? suite.memory : options.memory;
  const std::size_t memory_bytes = parse_memory_size(memory);
  // Every run needs a bound of its own, or one run could take the machine's memory from the others.
  if (memory_bytes == 0)
    throw InputError(
        Diagnostic::about("--memory", "bench gives every run a memory limit; expected a size such as 2G, got 0"));
  const std::size_t hard_memory_bytes = options.hard_memory.empty()
                                            ? 2 * memory_bytes + (std::size_t(1) << 30)
                                            : parse_memory_size(options.hard_memory, "--hard-memory");

  // --config first, so that --time and --config-time apply to the configurations it adds.
  apply_config_options(suite.configurations, suite.default_configurations, options.added,
                       options.time_s > 0 ? options.time_s : suite.time_s);
  if (options.time_s > 0)
    for (RunConfiguration& configuration : suite.configurations) configuration.time_s = options.time_s;
  apply_config_times(suite.configurations, options.times);

  std::vector<RunConfiguration> configurations;
  if (options.configurations.empty()) configurations = suite.configurations;
  for (const std::string& label : options.configurations) {
    auto found = std::find_if(suite.configurations.begin(), suite.configurations.end(),
                              [&](const RunConfiguration& c) { return c.label == label; });
    if (found == suite.configurations.end()) {
      auto labels = suite.configurations | ranges::views::transform(&RunConfiguration::label);
      throw InputError(Diagnostic::about("--configs", fmt::format("the suite has no configuration '{}' (it has: {})",
                                                                  label, fmt::join(labels, ", "))));
    }
    configurations.push_back(*found);
  }

  std::vector<BenchInstance> instances = expand_instances(suite);
  if (!options.only.empty()) {
    std::regex filter;
    try {
      filter = std::regex(options.only);
    } catch (const std::regex_error& error) {
      throw InputError(Diagnostic::about("--only", fmt::format("not a regular expression: {}", error.what())));
    }
    std::erase_if(instances, [&](const BenchInstance& instance) { return !std::regex_search(instance.key, filter); });
    if (instances.empty()) throw InputError(Diagnostic::about("--only", "no instance of the suite matches"));
  }

  const std::string prefix =
      options.results.empty() ? default_results(suite, shard_index, shard_count) : options.results;
  const std::string jsonl_path = prefix + ".jsonl", csv_path = prefix + ".csv";
  make_parent_folder(prefix);
  // A partial last line (a bench killed while writing) or interrupted rows: the file is rewritten.
  bool must_rewrite = false;
  std::vector<nlohmann::json> finished = read_results(jsonl_path, &must_rewrite);
  // Runs an earlier bench marked as interrupted are done again: they are dropped from the record.
  const std::size_t read_rows = finished.size();
  std::erase_if(finished, [](const nlohmann::json& row) { return row.value("outcome", "") == "interrupted"; });
  if (finished.size() != read_rows) must_rewrite = true;
  std::set<std::string> finished_keys;
  for (const nlohmann::json& row : finished) finished_keys.insert(run_key(row));

  // The runs of this shard, and those of them still to do. Instances are loaded here once, to
  // tabulate them by family and class and to know which configurations promise optimal plans.
  std::size_t total = 0;
  std::vector<PendingRun> pending;
  for (const BenchInstance& instance : instances) {
    std::vector<std::size_t> to_do;
    for (std::size_t c = 0; c < configurations.size(); ++c) {
      std::string key = run_key(instance.key, configurations[c].label);
      if (!in_shard(key, shard_index, shard_count)) continue;
      ++total;
      if (!finished_keys.count(key)) to_do.push_back(c);
    }
    if (to_do.empty()) continue;
    Task task(load_one(instance.input, InputOptions{}, "bench"));
    InstanceClass kind = classify(task);
    for (std::size_t c : to_do)
      pending.push_back({&instance, &configurations[c], c, task.problem().name, kind.family, kind.group,
                         configurations[c].choice.selection().choose(task).configuration.optimal()});
  }
  const std::size_t resumed = total - pending.size();

  // The JSON lines are the record; the CSV is rewritten from them so that both hold the same rows,
  // and a line cut short by a killed bench is dropped before anything is appended.
  if (must_rewrite) write_output(jsonl_path, jsonl_text(finished));
  write_output(csv_path, csv_text(finished));
  std::cerr << fmt::format("bench {}: {} run(s) in shard {}/{}, {} finished before, {} to do; results in {} and {}\n",
                           suite.name, total, shard_index, shard_count, resumed, pending.size(), jsonl_path, csv_path);

  // With --repeat, the runs of one instance go to one worker together and each round runs every
  // configuration once, so that a drift of the machine's speed reaches all of them alike; without
  // it, every run is a job of its own, for --jobs to spread.
  std::vector<std::pair<std::size_t, std::size_t>> groups;  // [first, last) in pending
  for (std::size_t first = 0, last = 0; first < pending.size(); first = last) {
    last = first + 1;
    while (options.repeat > 1 && last < pending.size() && pending[last].instance == pending[first].instance) ++last;
    groups.emplace_back(first, last);
  }
  LineAppender jsonl(jsonl_path), csv(csv_path);
  std::mutex append_mutex;
  BenchProgress progress(total, resumed);
  std::atomic<std::size_t> next{0};
  // From here on SIGINT and SIGTERM stop the bench: the children in flight are told (SIGTERM) and
  // their rows marked interrupted, no new run starts, and every finished row stays.
  InterruptHandler interrupts;
  auto run_once = [&](const PendingRun& run) {
    SolveChild child{run.instance->input,
                     run.configuration->solve_arguments(memory, options.threads),
                     {hard_time_limit(run), hard_memory_bytes, options.threads}};
    nlohmann::json report = run_solve_child(child);
    replay_plan(run.instance->input, report);
    return report;
  };
  auto worker = [&] {
    for (std::size_t group = next++; group < groups.size() && !interrupt_signal(); group = next++) {
      auto [first, last] = groups[group];
      std::vector<std::vector<nlohmann::json>> reports(last - first);
      for (unsigned round = 0; round < options.repeat && !interrupt_signal(); ++round)
        for (std::size_t job = first; job < last && !interrupt_signal(); ++job)
          reports[job - first].push_back(run_once(pending[job]));
      for (std::size_t job = first; job < last; ++job) {
        std::vector<nlohmann::json>& runs = reports[job - first];
        if (runs.empty()) continue;  // never started: the next bench runs it
        const PendingRun& run = pending[job];
        // An interrupt between rounds leaves fewer runs than asked: marked interrupted, done again.
        bool cut_short = runs.size() < options.repeat;
        nlohmann::json report = median_report(std::move(runs));
        if (cut_short) report["status"] = "interrupted";
        nlohmann::json row = result_row(run, report, hard_time_limit(run), options.threads);
        {
          std::lock_guard lock(append_mutex);
          jsonl.append(json_text(row) + "\n");
          csv.append(csv_line(row));
        }
        const std::string outcome = row["outcome"];
        // A configuration that does not apply says why on the spot: the reason is the whole story.
        progress.finished(
            outcome, fmt::format("{} {}: {}{}", run.name, run.configuration->label, outcome,
                                 outcome == kNotApplicable ? fmt::format(" ({})", row.value("detail", std::string()))
                                                           : std::string()));
      }
    }
  };
  std::vector<std::thread> threads;
  for (unsigned t = 0; t < std::min<std::size_t>(options.jobs, std::max<std::size_t>(groups.size(), 1)); ++t)
    threads.emplace_back(worker);
  for (std::thread& thread : threads) thread.join();
  progress.close();
  if (int signal = interrupt_signal()) {
    std::cerr << fmt::format(
        "bench {}: interrupted; the finished rows are in {} (runs cut short are marked "
        "interrupted and are run again by the next bench)\n",
        suite.name, jsonl_path);
    throw SearchEnded{interrupted_exit_code(signal)};
  }

  if (!options.markdown.empty()) {
    std::time_t now = std::time(nullptr);
    char date[32];
    std::strftime(date, sizeof date, "%Y-%m-%d", std::gmtime(&now));
    ReportHeading heading{
        suite.about.empty() ? "Bench " + suite.name : fmt::format("Bench {}: {}", suite.name, suite.about),
        command_line(options),
        fmt::format("{} of them on {}, {} at a time{} on a machine with {} hardware threads; limits per run: "
                    "the time below and {} for the search's tables",
                    pending.size(), date, options.jobs,
                    options.threads != 1 ? fmt::format(" with {} threads each", options.threads) : "",
                    std::thread::hardware_concurrency(), memory)};
    write_output(options.markdown, bench_markdown(merge_results({read_results(jsonl_path)}), heading));
  }
}

void run_merge(const MergeOptions& options) {
  std::vector<std::vector<nlohmann::json>> parts;
  for (const std::string& input : options.inputs) {
    if (!fs::is_regular_file(input)) throw InputError(Diagnostic::about(input, "no such results file"));
    bool dropped = false;
    parts.push_back(read_results(input, &dropped));
    if (dropped) std::cerr << fmt::format("{}: warning: its last line was cut short and is left out\n", input);
  }
  std::size_t duplicates = 0;
  std::vector<nlohmann::json> rows = merge_results(parts, &duplicates);
  make_parent_folder(options.results);
  write_output(options.results + ".jsonl", jsonl_text(rows));
  write_output(options.results + ".csv", csv_text(rows));
  std::cerr << fmt::format("merged {} file(s): {} row(s){} into {}.jsonl and {}.csv\n", options.inputs.size(),
                           rows.size(), duplicates ? fmt::format(", {} repeated row(s) left out", duplicates) : "",
                           options.results, options.results);
}

}  // namespace

void add_bench_command(CLI::App& app) {
  auto options = std::make_shared<BenchOptions>();
  CLI::App* command = app.add_subcommand(
      "bench",
      "run configurations on the instances of a suite file, a folder of Flying Block instances or a file of "
      "problems, each run a child process under limits; results as JSON lines and CSV, resumable and "
      "shardable; the Table 2 report with --markdown (docs/bench.md)");
  command->add_option("input", options->input,
                      "a suite file (NAME.suite, e.g. suites/fbp-paper.suite); a folder of Flying Block instance "
                      "folders (frame.txt + goal.txt), e.g. ../shared/data/fbp; or a file of problems, every problem "
                      "in it (.pzl, Sokoban levels such as Microban.xsb, tile lines)");
  command->add_option("--config", options->added,
                      "LABEL=SEARCH, LABEL=auto@RULES or LABEL=fast[@RULES] (the rules with --fast), repeatable. For a "
                      "folder or a file of problems these replace the default configurations (BFS, SA*, DPA*, CBHA*, "
                      "auto, best for a folder; BFS, optimal, fast for a file); for a suite file each one replaces "
                      "the configuration of its label or is added after the suite's");
  command->add_option("--configs", options->configurations, "only these configurations, by label (comma-separated)")
      ->delimiter(',');
  command
      ->add_option("--time", options->time_s,
                   "time limit in seconds for every run (default: the suite's; 60 for a folder or a file)")
      ->check(seconds_check(false));
  command->add_option(
      "--config-time", options->times,
      "LABEL=SECONDS: another time limit for one configuration (after --time), e.g. for slow baselines; "
      "repeatable");
  command->add_option(
      "--memory", options->memory,
      "memory limit of the search's tables per run, e.g. 2G (default: the suite's; 2G for a folder or a file)");
  command->add_option("--hard-memory", options->hard_memory,
                      "address-space limit per run, enforced by the kernel (default: twice --memory plus 1G)");
  command->add_option("--jobs", options->jobs, "runs in parallel")->check(CLI::Range(1u, 256u));
  command->add_option("--threads", options->threads, "each run's --threads: " + threads_help())->check(threads_check());
  command
      ->add_option("--repeat", options->repeat,
                   "runs of every configuration on every instance, in rounds that take each configuration in "
                   "turn; the row keeps the run of median time and lists every run's time in times_s (for "
                   "timings of a few milliseconds, where one run says little)")
      ->check(CLI::Range(1u, 1000u));
  command->add_option("--shard", options->shard,
                      "I/N: only the runs of shard I of N (a fixed hash of instance and configuration)");
  command->add_option("--results", options->results,
                      "PREFIX of the results files PREFIX.jsonl and PREFIX.csv (default bench-results/NAME, NAME the "
                      "suite's, the folder's or the file's without extension; with .shard-I-of-N for a shard)");
  command->add_option("--only", options->only,
                      "only instances whose key matches this regular expression: the instance folder's name for a "
                      "folder, FILE#N (level number, tile line id, .pzl problem name) for a file, the path relative "
                      "to the suite file for a suite");
  command->add_option("--markdown", options->markdown,
                      "after the runs, write the report of every row of the results file (as polyplan report does) "
                      "to this Markdown file; - for stdout");

  auto merge = std::make_shared<MergeOptions>();
  CLI::App* merge_command =
      command->add_subcommand("merge", "join the results of shards (or of several benches) into one file");
  merge_command->add_option("inputs", merge->inputs, "results files (.jsonl)")->required();
  merge_command->add_option("-o,--results", merge->results, "PREFIX of the merged PREFIX.jsonl and PREFIX.csv")
      ->required();
  merge_command->callback([merge] { run_merge(*merge); });

  command->require_subcommand(0, 1);
  command->callback([options, merge_command] {
    if (merge_command->parsed()) return;
    if (options->input.empty())
      throw InputError(Diagnostic::about("bench",
                                         "expected a suite file, a folder of Flying Block instances or a "
                                         "file of problems (polyplan bench INPUT), or bench merge"));
    run_bench(*options);
  });
}

}  // namespace polyplan::cli
