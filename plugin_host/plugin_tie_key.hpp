#pragma once
#include <memory>
#include <string>

#include "domains/tie_key.hpp"
#include "polyplan/plugin/tie_key.hpp"

namespace polyplan {

// A plugin's tie key as a TieKeyPlugin: searches name it in `tiebreak=` like a built-in key.
// `plugin_name` goes into messages.
TieKeyPlugin plugin_tie_key(std::shared_ptr<const plugin::TieKeyFactory> factory, const std::string& plugin_name);

}  // namespace polyplan
