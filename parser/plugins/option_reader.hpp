#pragma once
#include <any>
#include <functional>
#include <string>
#include <vector>

#include "parser/plugins/config_syntax.hpp"
#include "parser/plugins/plugin_option.hpp"

namespace polyplan {

// Reads what Heuristic and Search values name. Only the layers that hold those registries can
// (heuristics/, planner/search/); each returns the checked choice as std::any and throws
// InputError at the value's position when it is not one.
struct NestedReaders {
  std::function<std::any(const ConfigValue&)> heuristic;
  std::function<std::any(const ConfigValue&)> search;
};

// Checks the arguments of `call` against the options its plugin declares and returns every
// declared option's value, defaults filled in. `owner` names the plugin in messages ("search
// 'astar'", "heuristic 'tile-pdb'"). Every mistake is an InputError at the offending character of
// `source`: an unknown or repeated option, a value of the wrong kind or outside its range or
// choices (the message says which), a missing required option.
PluginOptions read_options(const ConfigCall& call, const std::string& owner, const std::vector<PluginOption>& declared,
                           const SourceFile& source, const NestedReaders& nested = {});

}  // namespace polyplan
