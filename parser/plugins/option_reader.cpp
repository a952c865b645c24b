#include "parser/plugins/option_reader.hpp"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <range/v3/range/conversion.hpp>
#include <range/v3/view/transform.hpp>

#include <algorithm>
#include <cmath>
#include <stdexcept>

#include "parser/input_error.hpp"
#include "parser/source/nearest_names.hpp"

namespace polyplan {
namespace {

bool is_name(const ConfigValue& value) {
  return value.kind == ConfigValue::Kind::Call && value.call.arguments.empty() &&
         value.call.end == value.at.offset + value.call.name.size();
}

class OptionReader {
 public:
  OptionReader(const ConfigCall& call, const std::string& owner, const std::vector<PluginOption>& declared,
               const SourceFile& source, const NestedReaders& nested)
      : call_(call), owner_(owner), declared_(declared), source_(source), nested_(nested) {}

  PluginOptions read() {
    std::vector<const PluginOption*> positional;
    for (const PluginOption& option : declared_)
      if (option.positional) positional.push_back(&option);
    std::size_t next_positional = 0;
    std::vector<std::any> positional_items;  // a positional List's items, in order
    for (const ConfigArgument& argument : call_.arguments) {
      if (argument.key.empty()) {
        if (next_positional == positional.size())
          fail(argument.value.at, no_more_positional(positional, argument.value));
        const PluginOption& option = *positional[next_positional];
        // A positional List collects every positional value left; any other option is given once.
        bool is_list = option.kind == OptionKind::List;
        if (values_.count(option.name) && !(is_list && !positional_items.empty()))
          fail(argument.value.at, fmt::format("option '{}' is given twice", option.name));
        if (is_list) {
          positional_items.push_back(item(option, argument.value));
          values_[option.name] = PluginValue(OptionObject(positional_items));
        } else {
          values_[option.name] = value(option, argument.value);
          ++next_positional;
        }
        continue;
      }
      auto declared = std::find_if(declared_.begin(), declared_.end(),
                                   [&](const PluginOption& option) { return option.name == argument.key; });
      if (declared == declared_.end()) fail(argument.key_at, unknown_option(argument.key));
      if (values_.count(argument.key)) fail(argument.key_at, fmt::format("option '{}' is given twice", argument.key));
      values_[declared->name] = value(*declared, argument.value);
    }
    for (const PluginOption& option : declared_) {
      if (values_.count(option.name)) continue;
      if (option.default_value)
        values_[option.name] = *option.default_value;
      else
        fail(call_.at, missing(option));
    }
    return values_;
  }

 private:
  [[noreturn]] void fail(Position at, std::string message) const {
    throw InputError(Diagnostic::at(source_, at, std::move(message)));
  }

  std::string option_names() const {
    return fmt::format("{}", fmt::join(declared_ | ranges::views::transform(&PluginOption::name), ", "));
  }

  std::string unknown_option(const std::string& key) const {
    if (declared_.empty()) return fmt::format("{} takes no options", owner_);
    std::vector<std::string> names;
    for (const PluginOption& option : declared_) names.push_back(option.name);
    return fmt::format("{} has no option '{}'{}; its options: {}", owner_, key, did_you_mean(key, names),
                       option_names());
  }

  // In this language a value without a name that is a call is a heuristic or a search.
  std::string no_more_positional(const std::vector<const PluginOption*>& positional, const ConfigValue& value) const {
    const char* what = value.kind == ConfigValue::Kind::Call ? "heuristic" : "value without a name";
    if (positional.empty()) return fmt::format("{} takes no {}", owner_, what);
    return fmt::format("{} takes one {}", owner_,
                       positional.back()->kind == OptionKind::Heuristic ? "heuristic" : what);
  }

  std::string missing(const PluginOption& option) const {
    if (option.kind == OptionKind::Heuristic) {
      std::vector<std::string> names = option.choices();
      return fmt::format("{} needs a heuristic, e.g. {}({}); heuristics: {}", owner_, call_.name,
                         names.empty() ? std::string("NAME") : names.front(), fmt::join(names, ", "));
    }
    if (option.kind == OptionKind::List && option.item == OptionKind::Search)
      return fmt::format("{} needs at least one search, e.g. {}(astar(goal-count), gbfs(goal-count))", owner_,
                         call_.name);
    return fmt::format("{} needs option '{}': {}", owner_, option.name, option.expects());
  }

  [[noreturn]] void expected(const PluginOption& option, const ConfigValue& value) const {
    fail(value.at, fmt::format("option '{}' expects {}", option.name, option.expects()));
  }

  PluginValue value(const PluginOption& option, const ConfigValue& value) const {
    switch (option.kind) {
      case OptionKind::Int: {
        // Outside int's range the conversion below would be undefined, so the bounds are
        // checked on the double first.
        if (value.kind != ConfigValue::Kind::Number || value.number != std::floor(value.number) ||
            value.number < option.least || value.number > option.most)
          expected(option, value);
        return static_cast<int>(value.number);
      }
      case OptionKind::Double:
        if (value.kind != ConfigValue::Kind::Number || !(value.number >= option.least && value.number <= option.most))
          expected(option, value);
        return value.number;
      case OptionKind::Bool:
        if (!is_name(value) || (value.call.name != "true" && value.call.name != "false")) expected(option, value);
        return value.call.name == "true";
      case OptionKind::String:
        if (value.kind == ConfigValue::Kind::String) return value.text;
        if (!is_name(value)) expected(option, value);
        return value.call.name;
      case OptionKind::Enum:
        return PluginValue(name_from(option, value));
      case OptionKind::Heuristic:
        if (value.kind != ConfigValue::Kind::Call) expected(option, value);
        if (!nested_.heuristic) throw std::logic_error("an option of kind heuristic read without a heuristic reader");
        return OptionObject(nested_.heuristic(value));
      case OptionKind::Search:
        throw std::logic_error("a search option outside a list");
      case OptionKind::List:
        return list(option, value);
    }
    throw std::logic_error("unknown option kind");
  }

  std::string name_from(const PluginOption& option, const ConfigValue& value) const {
    std::string name;
    if (value.kind == ConfigValue::Kind::String)
      name = value.text;
    else if (is_name(value))
      name = value.call.name;
    else
      expected(option, value);
    std::vector<std::string> choices = option.choices();
    if (std::find(choices.begin(), choices.end(), name) == choices.end()) expected(option, value);
    return name;
  }

  std::any item(const PluginOption& option, const ConfigValue& value) const {
    if (value.kind != ConfigValue::Kind::Call) expected(option, value);
    if (!nested_.search) throw std::logic_error("a list of searches read without a search reader");
    return nested_.search(value);
  }

  PluginValue list(const PluginOption& option, const ConfigValue& value) const {
    std::vector<ConfigValue> items =
        value.kind == ConfigValue::Kind::List ? value.list : std::vector<ConfigValue>{value};
    if (option.max_items > 0 && items.size() > option.max_items)
      fail(value.at, fmt::format("option '{}' takes at most {} {}", option.name, option.max_items,
                                 option.item == OptionKind::Double   ? "numbers"
                                 : option.item == OptionKind::Search ? "search"
                                                                     : "names"));
    if (items.size() < option.min_items) expected(option, value);
    if (option.item == OptionKind::Search) {
      std::vector<std::any> searches;
      for (const ConfigValue& entry : items) searches.push_back(item(option, entry));
      return OptionObject(searches);
    }
    if (option.item == OptionKind::Double) {
      std::vector<double> numbers;
      for (const ConfigValue& entry : items) {
        if (entry.kind != ConfigValue::Kind::Number || !(entry.number >= option.least && entry.number <= option.most))
          expected(option, entry);
        numbers.push_back(entry.number);
      }
      return numbers;
    }
    return items | ranges::views::transform([&](const ConfigValue& entry) { return name_from(option, entry); }) |
           ranges::to<std::vector>();
  }

  const ConfigCall& call_;
  const std::string& owner_;
  const std::vector<PluginOption>& declared_;
  const SourceFile& source_;
  const NestedReaders& nested_;
  PluginOptions values_;
};

}  // namespace

PluginOptions read_options(const ConfigCall& call, const std::string& owner, const std::vector<PluginOption>& declared,
                           const SourceFile& source, const NestedReaders& nested) {
  return OptionReader(call, owner, declared, source, nested).read();
}

}  // namespace polyplan
