// `suite` was the one-shot runner for a folder of Flying Block instances or a file of levels;
// bench now takes those inputs itself. The command stays only to tell an old command line's user
// the bench command line that does the same: it runs nothing, since bench keeps its results in
// files and resumes from them, so running it under the old name would silently change where the
// output goes and, on a second call, skip every run.
#include <fmt/format.h>

#include "cli/commands.hpp"
#include "cli/shell_words.hpp"
#include "parser/input_error.hpp"

namespace polyplan::cli {
namespace {

// suite's arguments as bench's: --jsonl FILE is --results PREFIX (bench writes PREFIX.jsonl and
// PREFIX.csv); suite ran two jobs and printed its tables on stdout unless told otherwise.
std::vector<std::string> bench_words(const std::vector<std::string>& suite_arguments) {
  std::vector<std::string> words{"polyplan", "bench"};
  bool jobs = false, markdown = false;
  auto prefix_of = [](std::string file) {
    if (file.size() > 6 && file.ends_with(".jsonl")) file.erase(file.size() - 6);
    return file;
  };
  for (std::size_t i = 0; i < suite_arguments.size(); ++i) {
    const std::string& word = suite_arguments[i];
    jobs = jobs || word == "--jobs" || word.starts_with("--jobs=");
    markdown = markdown || word == "--markdown" || word.starts_with("--markdown=");
    if (word == "--jsonl" && i + 1 < suite_arguments.size()) {
      words.insert(words.end(), {"--results", prefix_of(suite_arguments[++i])});
    } else if (word.starts_with("--jsonl=")) {
      words.insert(words.end(), {"--results", prefix_of(word.substr(8))});
    } else {
      words.push_back(word);
    }
  }
  if (!jobs) words.insert(words.end(), {"--jobs", "2"});
  if (!markdown) words.insert(words.end(), {"--markdown", "-"});
  return words;
}

}  // namespace

void add_suite_command(CLI::App& app) {
  CLI::App* command = app.add_subcommand(
      "suite", "replaced by bench (docs/bench.md): prints the bench command line that does what this suite command "
               "line did, and runs nothing");
  // Every argument after `suite` is kept as the user wrote it, to be rewritten for bench.
  command->prefix_command()->fallthrough(false);
  command->callback([command] {
    throw InputError(Diagnostic::about(
        "suite", fmt::format("'suite' is now 'bench' (docs/bench.md), which keeps every run in PREFIX.jsonl and "
                             "PREFIX.csv (default bench-results/NAME) and resumes from them; for the same runs and "
                             "tables, run\n  {}",
                             shell_line(bench_words(command->remaining())))));
  });
}

}  // namespace polyplan::cli
