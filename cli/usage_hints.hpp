#pragma once
#include <CLI/CLI.hpp>

#include <optional>
#include <string>

namespace polyplan::cli {

// CLI11 says "A subcommand is required" for `polyplan solv` and "The following argument was not
// expected: --tme" for a mistyped option; this says which word is unknown and which names are
// near it. nullopt: the error is not one of those, and CLI11's own message stands.
std::optional<std::string> usage_hint(const CLI::App& app, const CLI::ParseError& error, int argc, char** argv);

}  // namespace polyplan::cli
