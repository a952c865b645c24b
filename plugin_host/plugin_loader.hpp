#pragma once
#include <filesystem>
#include <string>
#include <string_view>

namespace polyplan {

// Loads one shared library as a polyplan plugin (Boost.DLL): checks that it exports the
// `polyplan_plugin` declaration, that it was built against this polyplan's plugin API version,
// and registers what it adds. A file that fails any step is refused with an InputError that
// names it. A file already loaded (same canonical path) is skipped. Loaded libraries stay mapped
// until the process ends.
void load_plugin(const std::filesystem::path& file);

// Loads every `*.so` in `directory`, in name order. `origin` (an option or variable name) is
// what a message about a missing directory names.
void load_plugin_directory(const std::filesystem::path& directory, const std::string& origin);

// Loads the directories of a colon-separated list such as POLYPLAN_PLUGIN_PATH; empty entries
// are skipped.
void load_plugin_path(std::string_view directories, const std::string& origin);

}  // namespace polyplan
