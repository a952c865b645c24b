#include "cli/option_listing.hpp"

#include <fmt/format.h>
#include <fmt/ranges.h>

namespace polyplan::cli {
namespace {

std::string kind_text(const PluginOption& option) {
  switch (option.kind) {
    case OptionKind::Heuristic:
      return "a heuristic (polyplan list heuristics)";
    case OptionKind::Search:
      return "a search";
    case OptionKind::List:
      if (option.takes_one_search()) return "a search";
      if (option.item == OptionKind::Search) return "searches, at least one";
      if (option.item == OptionKind::Double) return option.expects();
      return fmt::format("a name or a list [..] of {} names from {}",
                         option.max_items > 0 ? fmt::format("up to {}", option.max_items) : std::string("any"),
                         fmt::join(option.choices(), ", "));
    default:
      return option.expects();
  }
}

}  // namespace

std::string option_listing(const PluginOption& option) {
  std::string value = kind_text(option);
  if (option.default_value)
    value += ", default " + option.default_text();
  else
    value += ", required";
  if (option.positional) value += ", may be given without its name";
  return fmt::format("{}: {} -- {}", option.name, value, option.help);
}

}  // namespace polyplan::cli
