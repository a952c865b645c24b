#pragma once
#include <string>

#include "parser/plugins/plugin_option.hpp"

namespace polyplan::cli {

// One option as `polyplan list` prints it: "w: number from 1 to 1000, default 1 -- the weight of
// h", from the option's declaration (the same one that checks the values).
std::string option_listing(const PluginOption& option);

}  // namespace polyplan::cli
