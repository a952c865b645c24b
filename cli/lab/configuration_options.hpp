#pragma once
#include <string>
#include <vector>

#include "cli/lab/run_configuration.hpp"

namespace polyplan::cli {

// bench's --config LABEL=SEARCH, repeatable. When `defaults` is true (the configurations bench
// chose for a folder or a file of problems) the given ones replace them all, as the user's own
// columns; otherwise (a suite file's) each one replaces the configuration of its label in its
// place, or is added after the others. New configurations get `time_s`. A malformed text, a bad
// search or a label given twice is an InputError about --config.
void apply_config_options(std::vector<RunConfiguration>& configurations, bool defaults,
                          const std::vector<std::string>& texts, double time_s);

// bench's --config-time LABEL=SECONDS, repeatable: that configuration's own time limit. An
// unknown label or a time that is not a positive number is an InputError about --config-time.
void apply_config_times(std::vector<RunConfiguration>& configurations, const std::vector<std::string>& texts);

}  // namespace polyplan::cli
