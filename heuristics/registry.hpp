#pragma once
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <variant>
#include <vector>

#include "heuristics/heuristic.hpp"

namespace polyplan {

// What a heuristic promises, for the selector and for audits that check the promise.
struct HeuristicProperties {
  bool admissible = false;
  bool consistent = false;
  std::vector<std::string> families;  // domain names it is meant for; empty = every family
};

// A typed option of a plugin (heuristics now, searches too): name, type, default, help.
using PluginValue = std::variant<int, double, bool, std::string>;
struct PluginOption {
  std::string name;
  PluginValue default_value;
  std::string help;
};
using PluginOptions = std::map<std::string, PluginValue>;

struct HeuristicPlugin {
  std::string name;
  std::string description;
  HeuristicProperties properties;
  std::vector<PluginOption> options;
  // Builds the heuristic for one task; throws InputError when the task is not one it handles.
  std::function<std::unique_ptr<Heuristic>(const Environment&, const PluginOptions&)> create;
};

class HeuristicRegistry {
 public:
  void add(HeuristicPlugin plugin) { plugins_.push_back(std::move(plugin)); }
  const HeuristicPlugin* find(const std::string& name) const;
  const std::vector<HeuristicPlugin>& all() const { return plugins_; }
  std::string names() const;

 private:
  std::vector<HeuristicPlugin> plugins_;
};

// Every heuristic shipped with polyplan, registered explicitly (a static library can drop
// self-registering objects; a list cannot be dropped).
const HeuristicRegistry& builtin_heuristics();
// The same registry, writable: loaded plugins add their heuristics to it (plugin_host/), before
// any command reads it.
HeuristicRegistry& extensible_heuristics();

}  // namespace polyplan
