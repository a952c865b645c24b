#include "parser/plugins/plugin_option.hpp"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <limits>

namespace polyplan {
namespace {

PluginOption declared(std::string name, OptionKind kind, std::string help, std::optional<PluginValue> default_value) {
  PluginOption option;
  option.name = std::move(name);
  option.kind = kind;
  option.help = std::move(help);
  option.default_value = std::move(default_value);
  return option;
}

}  // namespace

PluginOption PluginOption::integer(std::string name, int default_value, int least, int most, std::string help) {
  PluginOption option = declared(std::move(name), OptionKind::Int, std::move(help), PluginValue(default_value));
  option.least = least;
  option.most = most;
  return option;
}

PluginOption PluginOption::number(std::string name, double default_value, double least, double most, std::string help) {
  PluginOption option = declared(std::move(name), OptionKind::Double, std::move(help), PluginValue(default_value));
  option.least = least;
  option.most = most;
  return option;
}

PluginOption PluginOption::flag(std::string name, bool default_value, std::string help) {
  return declared(std::move(name), OptionKind::Bool, std::move(help), PluginValue(default_value));
}

PluginOption PluginOption::text(std::string name, std::string default_value, std::string help) {
  return declared(std::move(name), OptionKind::String, std::move(help), PluginValue(std::move(default_value)));
}

PluginOption PluginOption::choice(std::string name, std::string default_value, std::vector<std::string> choices,
                                  std::string help) {
  return choice(
      std::move(name), std::move(default_value), [choices = std::move(choices)] { return choices; }, std::move(help));
}

PluginOption PluginOption::choice(std::string name, std::string default_value,
                                  std::function<std::vector<std::string>()> choices, std::string help) {
  PluginOption option =
      declared(std::move(name), OptionKind::Enum, std::move(help), PluginValue(std::move(default_value)));
  option.choices = std::move(choices);
  return option;
}

PluginOption PluginOption::heuristic(std::string name, std::function<std::vector<std::string>()> names,
                                     std::string help) {
  PluginOption option = declared(std::move(name), OptionKind::Heuristic, std::move(help), std::nullopt);
  option.choices = std::move(names);
  option.positional = true;
  return option;
}

PluginOption PluginOption::names(std::string name, std::function<std::vector<std::string>()> choices,
                                 std::size_t max_items, std::string help) {
  PluginOption option =
      declared(std::move(name), OptionKind::List, std::move(help), PluginValue(std::vector<std::string>{}));
  option.choices = std::move(choices);
  option.item = OptionKind::Enum;
  option.max_items = max_items;
  return option;
}

PluginOption PluginOption::numbers(std::string name, double least, double most, std::size_t max_items,
                                   std::string help) {
  PluginOption option =
      declared(std::move(name), OptionKind::List, std::move(help), PluginValue(std::vector<double>{}));
  option.item = OptionKind::Double;
  option.least = least;
  option.most = most;
  option.max_items = max_items;
  return option;
}

PluginOption PluginOption::searches(std::string name, std::string help) {
  PluginOption option = declared(std::move(name), OptionKind::List, std::move(help), std::nullopt);
  option.item = OptionKind::Search;
  option.min_items = 1;
  option.positional = true;
  return option;
}

PluginOption PluginOption::search(std::string name, std::string help) {
  PluginOption option =
      declared(std::move(name), OptionKind::List, std::move(help), PluginValue(OptionObject(std::vector<std::any>{})));
  option.item = OptionKind::Search;
  option.max_items = 1;
  return option;
}

PluginOptions default_options(const std::vector<PluginOption>& declared) {
  PluginOptions options;
  for (const PluginOption& option : declared)
    if (option.default_value) options.emplace(option.name, *option.default_value);
  return options;
}

std::string one_of(const std::vector<std::string>& names) {
  if (names.empty()) return "nothing";
  if (names.size() == 1) return names.front();
  return fmt::format("{} or {}", fmt::join(names.begin(), names.end() - 1, ", "), names.back());
}

namespace {

std::string bound(double value) {
  if (value == std::numeric_limits<double>::infinity()) return "infinity";
  if (value == -std::numeric_limits<double>::infinity()) return "-infinity";
  return fmt::format("{}", value);
}

bool unbounded(double least, double most) {
  return least == -std::numeric_limits<double>::infinity() && most == std::numeric_limits<double>::infinity();
}

}  // namespace

std::string PluginOption::expects() const {
  switch (kind) {
    case OptionKind::Int:
      return fmt::format("a whole number from {} to {}", bound(least), bound(most));
    case OptionKind::Double:
      if (unbounded(least, most)) return "a number";
      return fmt::format("a number from {} to {}", bound(least), bound(most));
    case OptionKind::Bool:
      return "true or false";
    case OptionKind::String:
      return "a \"string\" or a name";
    case OptionKind::Enum:
      return one_of(choices());
    case OptionKind::Heuristic:
      return fmt::format("a heuristic: {}", fmt::join(choices(), ", "));
    case OptionKind::Search:
      return "a search such as astar(goal-count)";
    case OptionKind::List:
      if (takes_one_search()) return "a search such as astar(goal-count)";
      if (item == OptionKind::Search) return fmt::format("at least {} search(es) such as astar(goal-count)", min_items);
      if (item == OptionKind::Double)
        return fmt::format("a number from {} to {}, or a list [..] of {} them", bound(least), bound(most),
                           max_items > 0 ? fmt::format("up to {} of", max_items) : std::string("any number of"));
      return fmt::format("{}, or a list [..] of {} them", one_of(choices()),
                         max_items > 0 ? fmt::format("up to {} of", max_items) : std::string("any of"));
  }
  return {};
}

std::string PluginOption::default_text() const {
  if (!default_value) return {};
  return std::visit(
      [](const auto& value) -> std::string {
        using Value = std::decay_t<decltype(value)>;
        if constexpr (std::is_same_v<Value, bool>)
          return value ? "true" : "false";
        else if constexpr (std::is_same_v<Value, int> || std::is_same_v<Value, double>)
          return fmt::format("{}", value);
        else if constexpr (std::is_same_v<Value, std::string>)
          return value.empty() ? "\"\"" : value;
        else if constexpr (std::is_same_v<Value, std::vector<std::string>> ||
                           std::is_same_v<Value, std::vector<double>>)
          return value.empty() ? "none" : fmt::format("[{}]", fmt::join(value, ", "));
        else
          return "none";
      },
      *default_value);
}

}  // namespace polyplan
