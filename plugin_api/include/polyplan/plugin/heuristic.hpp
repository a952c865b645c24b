#pragma once
#include <climits>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <variant>
#include <vector>

#include "polyplan/plugin/puzzle.hpp"

namespace polyplan::plugin {

// An estimate of the cost from a state to the nearest goal, made for one puzzle.
class Heuristic {
 public:
  static constexpr int kDeadEnd = INT_MAX;  // no goal is reachable: search never expands it
  virtual ~Heuristic() = default;
  virtual int evaluate(State state) = 0;
};

// Options as written in a search configuration: `astar(NAME(option=value))`. polyplan checks
// every value against the declaration before the plugin sees it: a number inside [least, most]
// (int and double; no bounds: any int, any double), a string among `choices` when there are any.
using HeuristicValue = std::variant<int, double, bool, std::string>;
struct HeuristicOption {
  std::string name;
  HeuristicValue default_value;
  std::string help;
  std::optional<double> least = std::nullopt;
  std::optional<double> most = std::nullopt;
  std::vector<std::string> choices = {};
};
using HeuristicOptions = std::map<std::string, HeuristicValue>;

// What the heuristic promises; the selector and `polyplan audit` read it, and the audit checks
// it against exact distances.
struct HeuristicProperties {
  bool admissible = false;
  bool consistent = false;
  // The families (domain names) it is made for: polyplan refuses it, as not applicable, on a
  // puzzle of another family. Empty: generic, made for every family.
  std::vector<std::string> families;
};

class HeuristicFactory {
 public:
  virtual ~HeuristicFactory() = default;
  virtual std::string name() const = 0;
  virtual std::string description() const = 0;
  virtual HeuristicProperties properties() const = 0;
  virtual std::vector<HeuristicOption> options() const = 0;
  // The puzzle outlives the heuristic. Throw std::invalid_argument (its message is shown to the
  // user) when the puzzle is not one the heuristic handles.
  virtual std::unique_ptr<Heuristic> create(const Puzzle& puzzle, const HeuristicOptions& options) const = 0;
};

}  // namespace polyplan::plugin
