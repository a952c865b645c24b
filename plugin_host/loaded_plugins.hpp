#pragma once
#include <string>
#include <vector>

namespace polyplan {

// What a loaded plugin declared and added, for `polyplan list plugins` and messages.
struct LoadedPlugin {
  std::string name;
  std::string version;
  std::string file;  // canonical path of the shared library
  std::vector<std::string> rules;
  std::vector<std::string> heuristics;
  std::vector<std::string> domains;
  std::vector<std::string> tie_keys;
  std::vector<std::string> pruners;
};

// The plugins loaded in this run, in load order.
const std::vector<LoadedPlugin>& loaded_plugins();
void record_loaded_plugin(LoadedPlugin plugin);

}  // namespace polyplan
