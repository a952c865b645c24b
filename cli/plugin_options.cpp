#include "cli/plugin_options.hpp"

#include <cstdlib>
#include <filesystem>
#include <memory>
#include <string>
#include <vector>

#include "plugin_host/plugin_loader.hpp"

namespace polyplan::cli {
namespace {

// bench runs `polyplan solve` as child processes, which see the environment but not
// this command line: the directories given with --plugin-dir join POLYPLAN_PLUGIN_PATH so that
// the children load the same plugins.
void pass_on_to_children(const std::vector<std::string>& directories) {
  if (directories.empty()) return;
  const char* inherited = std::getenv("POLYPLAN_PLUGIN_PATH");
  std::string path = inherited ? inherited : "";
  for (const std::string& directory : directories) {
    if (!path.empty()) path += ':';
    path += std::filesystem::absolute(directory).string();
  }
  setenv("POLYPLAN_PLUGIN_PATH", path.c_str(), 1);
}

}  // namespace

void add_plugin_options(CLI::App& app) {
  auto directories = std::make_shared<std::vector<std::string>>();
  app.add_option("--plugin-dir", *directories,
                 "load every *.so in DIR as a plugin (also: POLYPLAN_PLUGIN_PATH, colon-separated directories)")
      ->type_name("DIR")
      // One directory per occurrence, so that the command's own arguments may follow it.
      ->allow_extra_args(false)
      ->take_all();
  app.fallthrough();
  app.parse_complete_callback([directories] {
    if (const char* path = std::getenv("POLYPLAN_PLUGIN_PATH")) load_plugin_path(path, "POLYPLAN_PLUGIN_PATH");
    for (const std::string& directory : *directories) load_plugin_directory(directory, "--plugin-dir");
    pass_on_to_children(*directories);
  });
}

}  // namespace polyplan::cli
