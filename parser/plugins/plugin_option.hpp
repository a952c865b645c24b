#pragma once
#include <any>
#include <functional>
#include <map>
#include <optional>
#include <string>
#include <variant>
#include <vector>

namespace polyplan {

// The kinds of value a plugin option takes in a configuration such as
// `astar(tile-pdb(blank=ignore), tiebreak=[depth, h], nodes=5000)`.
enum class OptionKind {
  Int,        // a whole number inside [least, most]                       -> int
  Double,     // a number inside [least, most]                             -> double
  Bool,       // true | false                                               -> bool
  String,     // a "quoted string" or a bare name                           -> std::string
  Enum,       // one of the names `choices()` lists                         -> std::string
  Heuristic,  // a heuristic call, checked by the layer that knows them     -> OptionObject (a HeuristicChoice)
  Search,     // a search call; only as the items of a List                 -> in a List's OptionObject
  List,       // one item or [item, ...] of kind `item` (Enum, Double or   -> std::vector<std::string>,
              // Search)                                                       std::vector<double>, or
              //                                                               OptionObject (std::vector<std::any>)
};

// What a Heuristic option, or a List of Search, holds: resolved by the layer that has those
// registries (heuristics/, planner/search/) and kept as std::any, because this layer cannot know
// those types. A struct of its own, with an explicit constructor, so that no value converts into
// it by accident (std::any would take anything).
struct OptionObject {
  explicit OptionObject(std::any held) : value(std::move(held)) {}
  std::any value;
};

// A checked option value. Names (Enum, and List of Enum) are kept as text.
using PluginValue =
    std::variant<int, double, bool, std::string, std::vector<std::string>, std::vector<double>, OptionObject>;
using PluginOptions = std::map<std::string, PluginValue>;

// One declared option: name, kind, default, bounds or choices, and help. The same declaration
// checks what the user wrote (option_reader.hpp) and is what `polyplan list` prints, so a range
// stated in the help can never disagree with the range enforced.
struct PluginOption {
  std::string name;
  OptionKind kind = OptionKind::Bool;
  std::string help;
  std::optional<PluginValue> default_value;  // none: the option must be given
  double least = 0;                          // Int, Double and List of Double: inclusive bounds
  double most = 0;
  // Enum, List of Enum, Heuristic: the names allowed. A function, because the registries it reads
  // grow when plugins load, after the declaration was made.
  std::function<std::vector<std::string>()> choices;
  OptionKind item = OptionKind::Enum;  // List only
  std::size_t min_items = 0;           // List only
  std::size_t max_items = 0;           // List only; 0: no limit
  // May be written without its name: positional values fill the positional options in the order
  // they are declared (`astar(emm)`); a positional List takes every positional value left.
  bool positional = false;

  static PluginOption integer(std::string name, int default_value, int least, int most, std::string help);
  static PluginOption number(std::string name, double default_value, double least, double most, std::string help);
  static PluginOption flag(std::string name, bool default_value, std::string help);
  static PluginOption text(std::string name, std::string default_value, std::string help);
  static PluginOption choice(std::string name, std::string default_value, std::vector<std::string> choices,
                             std::string help);
  static PluginOption choice(std::string name, std::string default_value,
                             std::function<std::vector<std::string>()> choices, std::string help);
  // A required, positional heuristic; `names` lists the heuristics that may be named.
  static PluginOption heuristic(std::string name, std::function<std::vector<std::string>()> names, std::string help);
  // Names from `choices`, one or a bracketed list of up to `max_items`; default none.
  static PluginOption names(std::string name, std::function<std::vector<std::string>()> choices, std::size_t max_items,
                            std::string help);
  // Numbers from `least` to `most`, one or a bracketed list of up to `max_items` (0: any
  // number of them); default none.
  static PluginOption numbers(std::string name, double least, double most, std::size_t max_items, std::string help);
  // Every positional value, each a search; at least one.
  static PluginOption searches(std::string name, std::string help);
  // One search, named (`finish=astar(emm)`), or none, the default.
  static PluginOption search(std::string name, std::string help);

  // Whether it holds one search at most (made by search()): a List underneath, so that "none"
  // can be its default, but written and listed as a single search.
  bool takes_one_search() const { return kind == OptionKind::List && item == OptionKind::Search && max_items == 1; }

  // What it takes, as messages and `polyplan list` say it: "a whole number from 1 to 1000",
  // "fifo or lifo", "true or false", "a heuristic: blind, goal-count, ...".
  std::string expects() const;
  // Its default as the configuration language writes it ("1000", "lifo", "true", "\"\""), or
  // "none" for a list without items; empty when the option is required.
  std::string default_text() const;
};

// What an option of kind Heuristic holds (a HeuristicChoice), or a List of Search (a
// std::vector<std::any> of the searches).
template <class T>
const T& option_object(const PluginOptions& options, const std::string& name) {
  return std::any_cast<const T&>(std::get<OptionObject>(options.at(name)).value);
}

// Every declared option at its default; an option without one is left out.
PluginOptions default_options(const std::vector<PluginOption>& declared);

// "a, b or c": the way messages list alternatives.
std::string one_of(const std::vector<std::string>& names);

}  // namespace polyplan
