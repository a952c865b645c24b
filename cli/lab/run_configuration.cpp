#include "cli/lab/run_configuration.hpp"

#include <fmt/format.h>

#include "parser/input_error.hpp"

namespace polyplan::cli {

RunConfiguration parse_run_configuration(const std::string& label, const std::string& text, double time_s,
                                         const std::string& where) {
  RunConfiguration configuration{label, text, {}, time_s};
  std::string search = text;
  // "fast" is "auto" with --fast: the rules pick a search for any plan.
  bool fast = search == "fast" || search.rfind("fast@", 0) == 0;
  if (fast) search = "auto" + search.substr(4);
  configuration.choice.fast = fast;
  configuration.choice.search = search;
  if (search.rfind("auto@", 0) == 0) {
    configuration.choice.search = "auto";
    configuration.choice.rules_file = search.substr(5);
    configuration.choice.rules();  // reports a bad rules file now, with its position
  } else if (search != "auto") {
    SearchConfiguration::parse(search, where);  // reports a bad configuration now
  }
  return configuration;
}

std::vector<std::string> RunConfiguration::solve_arguments(const std::string& memory, unsigned threads) const {
  std::vector<std::string> arguments{"--search", choice.search, "--time", fmt::format("{}", time_s),
                                     "--memory", memory};
  if (threads != 1) arguments.insert(arguments.end(), {"--threads", std::to_string(threads)});
  if (!choice.rules_file.empty()) arguments.insert(arguments.end(), {"--rules", choice.rules_file});
  if (choice.fast) arguments.push_back("--fast");
  return arguments;
}

std::string RunConfiguration::description() const {
  return choice.search + (choice.fast ? " --fast" : "") +
         (choice.rules_file.empty() ? "" : " with rules " + choice.rules_file);
}

}  // namespace polyplan::cli
