#include <fmt/format.h>

#include <filesystem>
#include <iostream>
#include <memory>

#include "cli/commands.hpp"
#include "cli/lab/bench_report.hpp"
#include "cli/lab/bench_results.hpp"
#include "cli/lab/natural_order.hpp"
#include "cli/lab/report_boards.hpp"
#include "cli/output_file.hpp"
#include "parser/input_error.hpp"

namespace polyplan::cli {
namespace {

struct ReportOptions {
  std::vector<std::string> inputs;
  std::string markdown;
  std::string html;
  std::vector<std::string> scatter;  // "X,Y" each
};

// "X,Y": two configurations of the results.
ScatterPair scatter_pair(const std::string& text, const std::vector<std::string>& labels) {
  std::size_t comma = text.find(',');
  if (comma == std::string::npos || text.find(',', comma + 1) != std::string::npos)
    throw InputError(
        Diagnostic::about("--scatter", fmt::format("expected two configuration labels, X,Y, got '{}'", text)));
  ScatterPair pair{text.substr(0, comma), text.substr(comma + 1)};
  for (const std::string& label : {pair.x, pair.y})
    if (std::find(labels.begin(), labels.end(), label) == labels.end())
      throw InputError(Diagnostic::about(
          "--scatter",
          fmt::format("no configuration '{}' in the results (they hold: {})", label, fmt::join(labels, ", "))));
  return pair;
}

void run_report(const ReportOptions& options) {
  std::vector<std::vector<nlohmann::json>> parts;
  for (const std::string& input : options.inputs) {
    if (!std::filesystem::is_regular_file(input)) throw InputError(Diagnostic::about(input, "no such results file"));
    parts.push_back(read_results(input));
  }
  // The configurations keep the order of the files (the suite's order); the rows are merged.
  std::vector<nlohmann::json> in_file_order;
  for (const auto& part : parts) in_file_order.insert(in_file_order.end(), part.begin(), part.end());
  std::vector<nlohmann::json> rows = merge_results(parts);
  if (rows.empty()) throw InputError(Diagnostic::about(options.inputs.front(), "no result rows to report"));
  std::vector<std::string> labels = configuration_labels(in_file_order);
  auto rank = [&](const nlohmann::json& row) {
    return std::find(labels.begin(), labels.end(), row.value("configuration", "")) - labels.begin();
  };
  std::stable_sort(rows.begin(), rows.end(), [&](const nlohmann::json& a, const nlohmann::json& b) {
    std::string x = a.value("input", ""), y = b.value("input", "");
    if (x != y) return natural_less(x, y);
    return rank(a) < rank(b);
  });

  std::vector<ScatterPair> scatters;
  for (const std::string& pair : options.scatter) scatters.push_back(scatter_pair(pair, labels));
  if (scatters.empty()) scatters.push_back({labels[0], labels.size() > 1 ? labels[1] : labels[0]});

  std::string markdown =
      bench_markdown(rows, {"Bench report", fmt::format("polyplan report {}", fmt::join(options.inputs, " ")), ""});
  // Everything is computed before anything is written, so a failure (no gnuplot) leaves no file.
  std::vector<ReportBoard> boards;
  std::vector<BoardLink> links;
  if (!options.html.empty()) boards = report_boards(rows, options.html);
  for (const ReportBoard& board : boards) links.push_back({board.instance, board.href, board.note});
  std::string html = options.html.empty() ? std::string() : bench_html(rows, markdown, scatters, links);
  if (!options.markdown.empty()) write_output(options.markdown, markdown);
  if (!boards.empty()) {
    std::error_code error;
    std::filesystem::create_directories(std::filesystem::path(boards.front().path).parent_path(), error);
    if (error)
      throw InputError(
          Diagnostic::about(boards.front().path, "cannot make the folder for the board pages: " + error.message()));
  }
  // The board pages before the report, so that a report on disk never links a page that is not.
  for (const ReportBoard& board : boards) write_output(board.path, board.html);
  if (!options.html.empty()) write_output(options.html, html);
  if (options.markdown.empty() && options.html.empty()) std::cout << markdown << std::flush;
}

}  // namespace

void add_report_command(CLI::App& app) {
  auto options = std::make_shared<ReportOptions>();
  CLI::App* command = app.add_subcommand(
      "report",
      "tables (the Flying Block paper's Table 2 layout per family and class) and plots of bench results "
      "(docs/bench.md)");
  command->add_option("results", options->inputs, "bench results files (.jsonl); several are merged")->required();
  command->add_option("--markdown", options->markdown,
                      "write the Markdown report here (stdout when neither file is given)");
  command->add_option(
      "--html", options->html,
      "write a self-contained HTML page with the tables and SVG plots (cactus, scatter, per-class bars; "
      "drawn by gnuplot)");
  command->add_option("--scatter", options->scatter,
                      "X,Y: two configurations whose expansions a scatter plot compares, by family; repeatable, one "
                      "plot each (default: the first two configurations)");
  command->callback([options] { run_report(*options); });
}

}  // namespace polyplan::cli
