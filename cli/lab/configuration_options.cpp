#include "cli/lab/configuration_options.hpp"

#include <fmt/format.h>

#include <range/v3/range/conversion.hpp>
#include <range/v3/view/transform.hpp>

#include <algorithm>
#include <charconv>
#include <cmath>
#include <set>

#include "parser/input_error.hpp"

namespace polyplan::cli {
namespace {

std::pair<std::string, std::string> split_assignment(const std::string& text, const char* option, const char* form) {
  std::size_t equals = text.find('=');
  if (equals == std::string::npos || equals == 0 || equals + 1 == text.size())
    throw InputError(Diagnostic::about(option, fmt::format("expected {}, got '{}'", form, text)));
  return {text.substr(0, equals), text.substr(equals + 1)};
}

std::vector<std::string> labels_of(const std::vector<RunConfiguration>& configurations) {
  return configurations | ranges::views::transform(&RunConfiguration::label) | ranges::to<std::vector>();
}

}  // namespace

void apply_config_options(std::vector<RunConfiguration>& configurations, bool defaults,
                          const std::vector<std::string>& texts, double time_s) {
  if (texts.empty()) return;
  if (defaults) configurations.clear();
  std::set<std::string> given;
  for (const std::string& text : texts) {
    auto [label, search] = split_assignment(text, "--config", "LABEL=SEARCH, LABEL=auto@RULES or LABEL=fast@RULES");
    if (!given.insert(label).second)
      throw InputError(Diagnostic::about("--config", fmt::format("the label '{}' is given twice", label)));
    RunConfiguration configuration = parse_run_configuration(label, search, time_s, "--config");
    // A copy of the binding: clang (the fuzz build) cannot capture structured bindings.
    auto same = std::find_if(configurations.begin(), configurations.end(),
                             [&, wanted = label](const RunConfiguration& c) { return c.label == wanted; });
    if (same != configurations.end())
      *same = std::move(configuration);
    else
      configurations.push_back(std::move(configuration));
  }
}

void apply_config_times(std::vector<RunConfiguration>& configurations, const std::vector<std::string>& texts) {
  for (const std::string& text : texts) {
    auto [label, seconds] = split_assignment(text, "--config-time", "LABEL=SECONDS");
    auto configuration = std::find_if(configurations.begin(), configurations.end(),
                                      [&, wanted = label](const RunConfiguration& c) { return c.label == wanted; });
    if (configuration == configurations.end())
      throw InputError(
          Diagnostic::about("--config-time", fmt::format("no configuration is labelled '{}' (the labels: {})", label,
                                                         fmt::join(labels_of(configurations), ", "))));
    double value = 0;
    auto [end, error] = std::from_chars(seconds.data(), seconds.data() + seconds.size(), value);
    if (error != std::errc() || end != seconds.data() + seconds.size() || !std::isfinite(value) || value <= 0)
      throw InputError(Diagnostic::about(
          "--config-time", fmt::format("expected a positive number of seconds for '{}', got '{}'", label, seconds)));
    configuration->time_s = value;
  }
}

}  // namespace polyplan::cli
