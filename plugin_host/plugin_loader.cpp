#include "plugin_host/plugin_loader.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <boost/dll/shared_library.hpp>
#include <fstream>
#include <vector>

#include "parser/input_error.hpp"
#include "plugin_host/loaded_plugins.hpp"
#include "plugin_host/plugin_registrar.hpp"
#include "polyplan/plugin/declaration.hpp"

namespace polyplan {
namespace {

[[noreturn]] void refuse(const std::string& file, const std::string& message) {
  throw InputError(Diagnostic::about(file, message));
}

// The libraries stay loaded until the process ends: the registries hold plugin objects whose code
// lives in them, and static destructors run those objects' destructors at exit. So the handles
// live in a vector that is never destroyed (never unloading is the point, not a leak).
std::vector<boost::dll::shared_library>& libraries() {
  static auto* all = new std::vector<boost::dll::shared_library>();
  return *all;
}

// dlopen's own reason is lost inside Boost.DLL, so the common case, a file that is not an ELF
// object at all, is recognised first and named as such.
bool has_elf_header(const std::filesystem::path& file) {
  std::ifstream in(file, std::ios::binary);
  char magic[4] = {};
  in.read(magic, 4);
  return in.gcount() == 4 && magic[0] == 0x7f && magic[1] == 'E' && magic[2] == 'L' && magic[3] == 'F';
}

}  // namespace

void load_plugin(const std::filesystem::path& path) {
  std::error_code error;
  std::filesystem::path file = std::filesystem::canonical(path, error);
  if (error) refuse(path.string(), "plugin file not found");
  const std::string name = file.string();
  for (const LoadedPlugin& plugin : loaded_plugins())
    if (plugin.file == name) return;

  if (!std::filesystem::is_regular_file(file)) refuse(name, "not a plugin: not a regular file");
  if (!has_elf_header(file)) refuse(name, "not a plugin: not a shared library (no ELF header)");
  boost::dll::shared_library library;
  boost::dll::fs::error_code load_error;
  // rtld_now: a plugin with unresolved symbols fails here, with its name, not in mid-search.
  library.load(file, boost::dll::load_mode::rtld_now | boost::dll::load_mode::rtld_local, load_error);
  if (load_error)
    refuse(name, fmt::format("not a plugin: the shared library could not be loaded ({})", load_error.message()));
  if (!library.has("polyplan_plugin"))
    refuse(name, "not a plugin: it exports no polyplan_plugin declaration (declare one with POLYPLAN_PLUGIN)");

  const auto& declaration = library.get_alias<const plugin::Declaration>("polyplan_plugin");
  if (declaration.api_version != plugin::kApiVersion)
    refuse(name, fmt::format("plugin built against plugin API version {}, but this polyplan has version {}; "
                             "rebuild it against this installation's headers",
                             declaration.api_version, plugin::kApiVersion));
  if (declaration.name == nullptr || declaration.version == nullptr || declaration.register_plugin == nullptr ||
      std::string_view(declaration.name).empty())
    refuse(name, "plugin declaration without a name, a version or a registration function");
  for (const LoadedPlugin& plugin : loaded_plugins())
    if (plugin.name == declaration.name)
      refuse(name, fmt::format("plugin {} is already loaded from {}", declaration.name, plugin.file));

  PluginRegistrar registrar(declaration.name, name);
  try {
    declaration.register_plugin(registrar);
  } catch (const InputError&) {
    throw;
  } catch (const std::exception& failure) {
    refuse(name, fmt::format("plugin {} failed to register: {}", declaration.name, failure.what()));
  }
  record_loaded_plugin(registrar.commit(declaration.version));
  libraries().push_back(std::move(library));
}

void load_plugin_directory(const std::filesystem::path& directory, const std::string& origin) {
  std::error_code error;
  if (!std::filesystem::is_directory(directory, error))
    refuse(origin, fmt::format("plugin directory '{}' does not exist", directory.string()));
  std::vector<std::filesystem::path> files;
  for (const auto& entry : std::filesystem::directory_iterator(directory))
    if (entry.path().extension() == ".so") files.push_back(entry.path());
  std::sort(files.begin(), files.end());
  for (const auto& file : files) load_plugin(file);
}

void load_plugin_path(std::string_view directories, const std::string& origin) {
  while (!directories.empty()) {
    std::size_t colon = directories.find(':');
    std::string_view entry = directories.substr(0, colon);
    if (!entry.empty()) load_plugin_directory(std::filesystem::path(entry), origin);
    if (colon == std::string_view::npos) break;
    directories.remove_prefix(colon + 1);
  }
}

}  // namespace polyplan
