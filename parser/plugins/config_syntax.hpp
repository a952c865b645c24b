#pragma once
#include <string>
#include <variant>
#include <vector>

#include "parser/source/source_file.hpp"

namespace polyplan {

// The syntax of search configurations such as `astar(goal-count, tiebreak=[depth, h], order=lifo)`:
// calls with positional and keyword arguments, numbers, names and bracketed lists.
struct ConfigValue;
struct ConfigArgument;

struct ConfigCall {
  std::string name;
  std::vector<ConfigArgument> arguments;
  Position at;
  std::size_t end = 0;  // offset just past the call (its name, or its closing parenthesis)
};

struct ConfigValue {
  enum class Kind { Call, Number, List, String };  // a bare name is a call without arguments
  Kind kind = Kind::Call;
  ConfigCall call;
  double number = 0;
  std::string text;  // a "quoted string", without its quotes
  std::vector<ConfigValue> list;
  Position at;
};

struct ConfigArgument {
  std::string key;  // empty for a positional argument
  ConfigValue value;
  Position key_at;
};

// Parses the whole text as one call. Throws InputError with a position in `text`.
ConfigCall parse_config(const SourceFile& text);

}  // namespace polyplan
