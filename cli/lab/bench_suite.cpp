#include "cli/lab/bench_suite.hpp"

#include <fmt/format.h>
#include <glob.h>

#include <algorithm>
#include <charconv>
#include <filesystem>
#include <optional>

#include "cli/input_options.hpp"
#include "cli/lab/natural_order.hpp"
#include "cli/memory_size.hpp"
#include "parser/input_error.hpp"

namespace polyplan::cli {
namespace {

namespace fs = std::filesystem;

class SuiteReader {
 public:
  explicit SuiteReader(const SourceFile& source) : source_(source) {}

  [[noreturn]] void fail(Position at, std::string message) const {
    throw InputError(Diagnostic::at(source_, at, std::move(message)));
  }

  void read(const SExpr& form, BenchSuite& suite) {
    if (!form.is_list() || form.items.size() < 2 || !form.items[0].is_name("suite") || !form.items[1].is_atom() ||
        form.items[1].atom != AtomKind::Name)
      fail(form.start, fmt::format("expected (suite NAME (instances \"PATH\") (config LABEL \"SEARCH\") ...), found {}",
                                   describe(form)));
    suite.name = form.items[1].text;
    bool has_time = false, has_memory = false;
    std::vector<const SExpr*> configurations;
    for (std::size_t i = 2; i < form.items.size(); ++i) {
      const SExpr& clause = form.items[i];
      if (!clause.is_list() || clause.items.empty() || !clause.items[0].is_atom() ||
          clause.items[0].atom != AtomKind::Name)
        fail(clause.start, fmt::format("expected a clause (about ...), (instances ...), (time ...), (memory ...) or "
                                       "(config ...), found {}",
                                       describe(clause)));
      const std::string& head = clause.items[0].text;
      if (head == "about") {
        suite.about = string_argument(clause, "(about \"TEXT\")");
      } else if (head == "instances") {
        if (clause.items.size() < 2) fail(clause.start, "expected (instances \"PATH\" ...) with at least one path");
        for (std::size_t j = 1; j < clause.items.size(); ++j) {
          const SExpr& path = clause.items[j];
          if (!path.is_atom() || path.atom != AtomKind::String || path.text.empty())
            fail(path.start, fmt::format("expected an instance path as a string, found {}", describe(path)));
          suite.patterns.push_back({path.text, path.start});
        }
      } else if (head == "time") {
        once(has_time, clause);
        suite.time_s = seconds(clause);
      } else if (head == "memory") {
        once(has_memory, clause);
        suite.memory = string_argument(clause, "(memory \"SIZE\"), e.g. (memory \"2G\")");
        check_memory(suite.memory, clause.items[1].start);
      } else if (head == "config") {
        configurations.push_back(&clause);
      } else {
        fail(clause.items[0].start,
             fmt::format("unknown clause '{}'; expected about, instances, time, memory or config", head));
      }
    }
    if (suite.patterns.empty()) fail(form.start, fmt::format("the suite '{}' names no (instances ...)", suite.name));
    if (configurations.empty()) fail(form.start, fmt::format("the suite '{}' has no (config ...)", suite.name));
    // Configurations are read last so that their default time is the suite's, wherever (time) stands.
    for (const SExpr* clause : configurations) suite.configurations.push_back(configuration(*clause, suite));
  }

 private:
  void once(bool& seen, const SExpr& clause) const {
    if (seen) fail(clause.start, fmt::format("({} ...) is given twice", clause.items[0].text));
    seen = true;
  }

  std::string string_argument(const SExpr& clause, const char* shape) const {
    if (clause.items.size() != 2 || !clause.items[1].is_atom() || clause.items[1].atom != AtomKind::String)
      fail(clause.start, fmt::format("expected {}", shape));
    return clause.items[1].text;
  }

  double seconds(const SExpr& clause) const {
    if (clause.items.size() != 2 || !clause.items[1].is_atom() || clause.items[1].atom != AtomKind::Integer)
      fail(clause.start, "expected (time SECONDS) with a whole number of seconds");
    const std::string& text = clause.items[1].text;
    int value = 0;
    auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (error != std::errc() || end != text.data() + text.size() || value <= 0)
      fail(clause.items[1].start, fmt::format("the time limit must be a positive number of seconds, found {}", text));
    return value;
  }

  void check_memory(const std::string& text, Position at) const {
    try {
      parse_memory_size(text);
    } catch (const InputError& error) {
      fail(at, error.diagnostics().front().message);
    }
  }

  RunConfiguration configuration(const SExpr& clause, const BenchSuite& suite) const {
    const char* shape = "expected (config LABEL \"SEARCH\") or (config LABEL \"SEARCH\" (time SECONDS))";
    if (clause.items.size() < 3 || clause.items.size() > 4) fail(clause.start, shape);
    const SExpr& label = clause.items[1];
    const SExpr& search = clause.items[2];
    if (!label.is_atom() || (label.atom != AtomKind::Name && label.atom != AtomKind::String) || label.text.empty())
      fail(label.start, fmt::format("expected a configuration label (a name or a string), found {}", describe(label)));
    if (!search.is_atom() || search.atom != AtomKind::String)
      fail(search.start,
           fmt::format("expected the search as a string, e.g. \"astar(goal-count)\" or \"auto\", found {}",
                       describe(search)));
    for (const RunConfiguration& earlier : suite.configurations)
      if (earlier.label == label.text)
        fail(label.start, fmt::format("the label '{}' is used by two configurations", label.text));
    double time_s = suite.time_s;
    if (clause.items.size() == 4) {
      const SExpr& time = clause.items[3];
      if (!time.is_list() || time.items.empty() || !time.items[0].is_name("time")) fail(time.start, shape);
      time_s = seconds(time);
    }
    try {
      return parse_run_configuration(label.text, search.text, time_s, "(config ...)");
    } catch (const InputError& error) {
      const Diagnostic& inner = error.diagnostics().front();
      // A rules file's own errors keep their positions; a bad search is shown inside its string,
      // one column past the opening quote (search strings hold no escapes that would shift it).
      if (inner.file != "(config ...)") throw;
      if (!inner.position.known()) fail(search.start, inner.message);
      fail(Position{search.start.offset + inner.position.offset + 1, search.start.line,
                    search.start.column + inner.position.column},
           inner.message);
    }
  }

  const SourceFile& source_;
};

// "A-B" with A <= B, both positive integers: the selectors A, A+1, ..., B.
std::optional<std::pair<long, long>> number_range(const std::string& selector) {
  std::size_t dash = selector.find('-');
  if (dash == std::string::npos || dash == 0) return std::nullopt;
  long first = 0, last = 0;
  auto a = std::from_chars(selector.data(), selector.data() + dash, first);
  auto b = std::from_chars(selector.data() + dash + 1, selector.data() + selector.size(), last);
  if (a.ec != std::errc() || a.ptr != selector.data() + dash || b.ec != std::errc() ||
      b.ptr != selector.data() + selector.size() || first < 1 || last < first)
    return std::nullopt;
  return std::make_pair(first, last);
}

std::vector<std::string> glob_paths(const std::string& pattern) {
  glob_t found{};
  std::vector<std::string> paths;
  if (glob(pattern.c_str(), 0, nullptr, &found) == 0)
    for (std::size_t i = 0; i < found.gl_pathc; ++i) paths.emplace_back(found.gl_pathv[i]);
  globfree(&found);
  std::sort(paths.begin(), paths.end(), natural_less);
  return paths;
}

}  // namespace

bool is_flying_block_folder(const std::filesystem::path& folder) {
  std::error_code error;
  return fs::is_regular_file(folder / "frame.txt", error) && fs::is_regular_file(folder / "goal.txt", error);
}

BenchSuite read_bench_suite(SourcePtr source) {
  BenchSuite suite;
  suite.source = source;
  suite.folder = fs::path(source->name()).parent_path().string();
  std::vector<SExpr> forms = read_sexprs(*source);
  if (forms.empty()) throw InputError(Diagnostic::about(source->name(), "the suite file holds no (suite ...)"));
  SuiteReader reader(*source);
  if (forms.size() > 1) reader.fail(forms[1].start, "a suite file holds one (suite ...); this is a second form");
  reader.read(forms[0], suite);
  return suite;
}

std::vector<BenchInstance> expand_instances(const BenchSuite& suite) {
  std::vector<BenchInstance> instances;
  for (const BenchSuite::Pattern& pattern : suite.patterns) {
    std::string text = pattern.text, selector;
    if (std::size_t hash = text.rfind('#'); hash != std::string::npos) {
      selector = text.substr(hash + 1);
      text.erase(hash);
    }
    const bool relative = fs::path(text).is_relative() && !suite.folder.empty();
    const std::string prefix = relative ? suite.folder + "/" : std::string();
    const std::string whole = text.empty() ? suite.folder : prefix + text;
    // A suite file's mistakes are shown at the pattern; a suite made from a command-line input has
    // no file, so its mistakes are about the input's path.
    auto fail = [&](const std::string& message) {
      if (suite.source) throw InputError(Diagnostic::at(*suite.source, pattern.at, message));
      throw InputError(Diagnostic::about(whole, message));
    };
    auto key_of = [&](const std::string& path) { return path.substr(prefix.size()); };
    auto add = [&](const std::string& path, const std::string& pick) {
      instances.push_back(
          {pick.empty() ? path : path + "#" + pick, pick.empty() ? key_of(path) : key_of(path) + "#" + pick});
    };
    // A path that exists is itself (its name may hold glob characters); any other is a glob.
    std::error_code error;
    std::vector<std::string> paths = fs::exists(whole, error) ? std::vector<std::string>{whole} : glob_paths(whole);
    if (paths.empty())
      fail(fmt::format("no file or folder matches '{}' (paths are relative to the suite file's folder)", text));
    const std::size_t before = instances.size();
    for (const std::string& path : paths) {
      if (fs::is_directory(path, error)) {
        if (!selector.empty()) fail(fmt::format("'{}' is a folder; a #selector picks problems in a file", path));
        if (is_flying_block_folder(path)) {
          add(path, "");
          continue;
        }
        std::vector<std::string> folders;
        for (const fs::directory_entry& entry : fs::directory_iterator(path, error))
          if (is_flying_block_folder(entry.path())) folders.push_back(entry.path().string());
        std::sort(folders.begin(), folders.end(), natural_less);
        for (const std::string& folder : folders) add(folder, "");
      } else if (auto range = number_range(selector)) {
        for (long number = range->first; number <= range->second; ++number) add(path, std::to_string(number));
      } else if (!selector.empty()) {
        add(path, selector);
      } else {
        // Every problem of the file, picked the way its importer names them (level number, line
        // id or problem name): the text after the last '#' of the problem's origin.
        for (const Problem& problem : load_all({path}, InputOptions{})) {
          std::size_t hash = problem.origin.rfind('#');
          add(path, hash == std::string::npos ? std::string() : problem.origin.substr(hash + 1));
        }
      }
    }
    if (instances.size() == before)
      fail(suite.source ? fmt::format("'{}' holds no instances (no Flying Block folders, no problems)", text)
                        : std::string("holds no instances (no Flying Block instance folders, no problems)"));
  }
  return instances;
}

}  // namespace polyplan::cli
