#include "plugin_host/loaded_plugins.hpp"

namespace polyplan {
namespace {

std::vector<LoadedPlugin>& plugins() {
  static std::vector<LoadedPlugin> all;
  return all;
}

}  // namespace

const std::vector<LoadedPlugin>& loaded_plugins() { return plugins(); }

void record_loaded_plugin(LoadedPlugin plugin) { plugins().push_back(std::move(plugin)); }

}  // namespace polyplan
