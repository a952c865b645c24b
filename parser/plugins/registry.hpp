#pragma once
#include <fmt/format.h>
#include <fmt/ranges.h>

#include <range/v3/range/conversion.hpp>
#include <range/v3/view/transform.hpp>

#include <deque>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace polyplan {

// The plugins of one kind (heuristics, searches, tie keys, move rules, ...) by name, in the order
// they were registered, which is the order `polyplan list` and every "one of: ..." message show.
// `Plugin` is any struct with a `std::string name`.
//
// It lives in the lowest layer because the front end's catalog of move rules is one. The plugins
// are kept in a deque because a checked configuration keeps pointers to the plugins it names,
// and plugins loaded at run time are added after the built-in ones: a deque's elements never move
// when more are appended.
template <class Plugin>
class Registry {
 public:
  // `kind` names one plugin in messages: "heuristic", "tie-breaking key".
  explicit Registry(std::string kind) : kind_(std::move(kind)) {}

  // A name is registered once; a second plugin of the same name is a programming error here
  // (the plugin loader checks `contains` first and refuses the plugin with a message).
  void add(Plugin plugin) {
    if (contains(plugin.name))
      throw std::logic_error(fmt::format("the {} '{}' is registered twice", kind_, plugin.name));
    plugins_.push_back(std::move(plugin));
  }

  const Plugin* find(std::string_view name) const {
    for (const Plugin& plugin : plugins_)
      if (plugin.name == name) return &plugin;
    return nullptr;
  }
  bool contains(std::string_view name) const { return find(name) != nullptr; }

  std::vector<std::string> name_list() const {
    return plugins_ | ranges::views::transform(&Plugin::name) | ranges::to<std::vector>();
  }
  // "a, b, c", for messages that list the alternatives.
  std::string names() const { return fmt::format("{}", fmt::join(name_list(), ", ")); }

  const std::string& kind() const { return kind_; }
  std::size_t size() const { return plugins_.size(); }
  bool empty() const { return plugins_.empty(); }
  auto begin() const { return plugins_.begin(); }
  auto end() const { return plugins_.end(); }

 private:
  std::string kind_;
  std::deque<Plugin> plugins_;
};

}  // namespace polyplan
