#include "cli/lab/report_plots.hpp"

#include <fmt/format.h>
#include <unistd.h>

#include <range/v3/view/enumerate.hpp>

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <map>
#include <set>
#include <sstream>

#include "cli/lab/bench_results.hpp"
#include "cli/lab/child_process.hpp"
#include "parser/input_error.hpp"

namespace polyplan::cli {
namespace {

namespace fs = std::filesystem;

bool solved(const nlohmann::json& row) { return row.value("outcome", "") == "solved"; }

double number(const nlohmann::json& row, const char* field) {
  return row.contains(field) && row[field].is_number() ? row[field].get<double>() : 0.0;
}

// A string for gnuplot's double quotes, with enhanced text off (so '_' and '^' print as they are).
std::string quoted(const std::string& text) {
  std::string out = "\"";
  for (char c : text) {
    if (c == '"' || c == '\\') out += '\\';
    out += c;
  }
  return out + "\"";
}

std::string preamble(const std::string& title) {
  return fmt::format(
      "set terminal svg size 760,460 dynamic noenhanced font \"sans,12\" background \"white\"\n"
      "set title {}\nset grid\nset key outside right top\n",
      quoted(title));
}

std::string class_label(const nlohmann::json& row, bool several_families) {
  std::string group = row.value("class", "?");
  return several_families ? row.value("family", "?") + "/" + group : group;
}

std::string find_gnuplot() {
  const char* path = std::getenv("PATH");
  std::stringstream folders(path ? path : "/usr/bin:/bin");
  std::string folder;
  while (std::getline(folders, folder, ':')) {
    fs::path candidate = fs::path(folder.empty() ? "." : folder) / "gnuplot";
    if (access(candidate.c_str(), X_OK) == 0) return candidate.string();
  }
  return "";
}

}  // namespace

std::string cactus_script(const std::vector<nlohmann::json>& rows, const std::vector<std::string>& configurations) {
  std::string data, plots;
  for (std::size_t c = 0; c < configurations.size(); ++c) {
    std::vector<double> times;
    for (const nlohmann::json& row : rows)
      if (row.value("configuration", "") == configurations[c] && solved(row))
        times.push_back(std::max(number(row, "time_s"), 1e-3));  // a log axis has no 0
    if (times.empty()) continue;
    std::sort(times.begin(), times.end());
    data += fmt::format("$c{} << EOD\n", c);
    for (const auto& [rank, time] : ranges::views::enumerate(times)) data += fmt::format("{} {}\n", rank + 1, time);
    data += "EOD\n";
    plots += fmt::format("{}$c{} using 1:2 with linespoints pt 7 ps 0.4 title {}", plots.empty() ? "" : ", ", c,
                         quoted(configurations[c]));
  }
  if (plots.empty()) return "";
  return preamble("Instances solved against time (cactus plot)") + data +
         "set xlabel \"instances solved\"\nset ylabel \"time per instance (s)\"\nset logscale y\n"
         "set xrange [0:*]\nplot " +
         plots + "\n";
}

std::string scatter_script(const std::vector<nlohmann::json>& rows, const std::string& x, const std::string& y) {
  // instance -> (family, expansions); expansions of 0 (a goal at the start) sit at 1 on the log axes.
  std::map<std::string, std::pair<std::string, double>> x_expanded, y_expanded;
  for (const nlohmann::json& row : rows) {
    if (!solved(row)) continue;
    std::string configuration = row.value("configuration", "");
    std::pair<std::string, double> point{row.value("family", "?"), std::max(number(row, "expanded"), 1.0)};
    if (configuration == x) x_expanded[row.value("input", "")] = point;
    if (configuration == y) y_expanded[row.value("input", "")] = point;
  }
  std::map<std::string, std::string> points_of_family;
  double low = 1e300, high = 0;
  std::size_t count = 0;
  for (const auto& [input, at_x] : x_expanded) {
    auto at_y = y_expanded.find(input);
    if (at_y == y_expanded.end()) continue;
    const auto& [family, a] = at_x;
    double b = at_y->second.second;
    points_of_family[family] += fmt::format("{} {}\n", a, b);
    low = std::min({low, a, b});
    high = std::max({high, a, b});
    ++count;
  }
  if (count == 0) return "";
  // One block of points per family, each with its own point type (and gnuplot's colour of its
  // place), named in the key.
  static constexpr int kPointTypes[] = {7, 5, 9, 11, 13, 15};
  std::string data, plots;
  for (const auto& [index, family_points] : ranges::views::enumerate(points_of_family)) {
    const auto& [family, points] = family_points;
    data += fmt::format("$f{} << EOD\n{}EOD\n", index, points);
    plots += fmt::format("$f{} using 1:2 with points pt {} ps 0.9 lc {} title {}, ", index,
                         kPointTypes[index % std::size(kPointTypes)], index + 1, quoted(family));
  }
  return preamble(fmt::format("Expanded states per instance solved by both ({})", count)) + data +
         fmt::format(
             "set xlabel {}\nset ylabel {}\nset logscale xy\nset xrange [{}:{}]\nset yrange [{}:{}]\n"
             "set size ratio -1\n"
             "plot {}x with lines dt 2 lc \"gray\" title \"y = x\"\n",
             quoted(x + ": expanded"), quoted(y + ": expanded"), low / 2, high * 2, low / 2, high * 2, plots);
}

std::string class_bars_script(const std::vector<nlohmann::json>& rows, const std::vector<std::string>& configurations) {
  std::set<std::string> families;
  for (const nlohmann::json& row : rows) families.insert(row.value("family", "?"));
  const bool several = families.size() > 1;
  // class -> configuration -> (instances, solved)
  std::map<std::string, std::map<std::string, std::pair<int, int>>> counts;
  for (const nlohmann::json& row : rows) {
    // A configuration's share is of the instances it applies to.
    if (row.value("outcome", "") == kNotApplicable) continue;
    auto& cell = counts[class_label(row, several)][row.value("configuration", "")];
    ++cell.first;
    cell.second += solved(row);
  }
  if (counts.empty() || configurations.empty()) return "";
  std::string data = "$bars << EOD\n";
  for (const auto& [group, per_configuration] : counts) {
    data += quoted(group);
    for (const std::string& configuration : configurations) {
      auto cell = per_configuration.find(configuration);
      double share = cell == per_configuration.end() || cell->second.first == 0
                         ? 0.0
                         : 100.0 * cell->second.second / cell->second.first;
      data += fmt::format(" {:.1f}", share);
    }
    data += "\n";
  }
  data += "EOD\n";
  std::string plots;
  for (std::size_t c = 0; c < configurations.size(); ++c)
    plots += fmt::format("{}$bars using {}{} title {}", c ? ", " : "", c + 2, c ? "" : ":xtic(1)",
                         quoted(configurations[c]));
  return preamble("Instances solved per class") + data +
         "set style data histograms\nset style histogram clustered gap 1\nset style fill solid 0.8 border -1\n"
         "set boxwidth 0.9\nset yrange [0:105]\nset ylabel \"solved (%)\"\nset xlabel \"class\"\n"
         "set xtics rotate by -30\nplot " +
         plots + "\n";
}

std::string render_svg(const std::string& script) {
  static const std::string gnuplot = find_gnuplot();
  if (gnuplot.empty())
    throw InputError(Diagnostic::about("--html",
                                       "the plots need gnuplot, which is not on PATH (scripts/setup installs "
                                       "the Debian package gnuplot-nox)"));
  // The script goes through a file: gnuplot reads a file argument to its end even when it fails.
  char folder_template[] = "/tmp/polyplan-plot-XXXXXX";
  const char* folder = mkdtemp(folder_template);
  if (!folder) throw InputError(Diagnostic::about("--html", "cannot make a temporary folder for gnuplot's script"));
  fs::path script_path = fs::path(folder) / "plot.gp";
  {
    std::ofstream out(script_path);
    out << script;
  }
  ChildOutcome child = run_child({gnuplot, script_path.string()}, {60, 0});
  std::error_code ignored;
  fs::remove_all(folder, ignored);
  std::size_t start = child.output.find("<svg");
  if (child.exit_code != 0 || start == std::string::npos)
    throw InputError(
        Diagnostic::about("--html", fmt::format("gnuplot failed ({}): {}", child.describe(), child.error_tail)));
  return child.output.substr(start);
}

}  // namespace polyplan::cli
