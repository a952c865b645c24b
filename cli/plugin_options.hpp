#pragma once
#include <CLI/CLI.hpp>

namespace polyplan::cli {

// The global `--plugin-dir DIR` option (any number of times, before or after the subcommand) and
// the POLYPLAN_PLUGIN_PATH variable. Plugins are loaded once parsing is complete and before the
// subcommand runs, so every command sees their rules, domains and heuristics. Call it before the
// subcommands are added: they inherit the fall-through that lets the option follow them.
void add_plugin_options(CLI::App& app);

}  // namespace polyplan::cli
