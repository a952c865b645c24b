#include <fmt/format.h>

#include <algorithm>
#include <memory>
#include <sstream>

#include "heuristics/tiles/tile_goals.hpp"
#include "heuristics/tiles/tile_heuristics.hpp"
#include "heuristics/tiles/tile_pattern_database.hpp"
#include "parser/source/diagnostics.hpp"

namespace polyplan {
namespace {

constexpr std::uint64_t kMaxEntries = 600'000'000;

// The sum of disjoint pattern databases. `groups` names the tiles ("1 2 3 4/5 6 7 8"); empty
// splits the tiles, in the reading order of their goal cells, into as few groups of at most
// `max_group` tiles as possible, as equal in size as possible.
class TilePdb final : public Heuristic {
 public:
  TilePdb(const Task& task, const std::string& groups, int max_group) : task_(task) {
    TileGoals goals(task, "tile-pdb");
    if (task.problem().vacant_cells() != 1)
      throw InputError(Diagnostic::about(
          "heuristic", fmt::format("tile-pdb needs exactly one blank; this board has {}", task.problem().vacant_cells())));
    for (int cell = 0; cell < task.frame().floor_count(); ++cell) all_cells_ += cell;
    for (const std::vector<int>& group : parse_groups(task, goals, groups, max_group))
      databases_.push_back(std::make_unique<TilePatternDatabase>(task, group, kMaxEntries));
  }

  int evaluate(StateView state) override {
    int blank = all_cells_;
    for (std::size_t p = 0; p < state.size(); ++p) blank -= task_.table(static_cast<int>(p)).cells(static_cast<int>(state[p]))[0];
    int sum = 0;
    for (const auto& database : databases_) sum += database->lookup(state, blank);
    return sum;
  }

 private:
  static std::vector<std::vector<int>> parse_groups(const Task& task, const TileGoals& goals, const std::string& text,
                                                    int max_group) {
    std::vector<std::vector<int>> groups;
    if (text.empty()) {
      std::vector<int> tiles;
      for (int tile = 0; tile < goals.tiles(); ++tile)
        if (goals.goal(tile)) tiles.push_back(tile);
      std::sort(tiles.begin(), tiles.end(), [&](int a, int b) {
        return std::make_pair(goals.goal(a)->row, goals.goal(a)->col) < std::make_pair(goals.goal(b)->row, goals.goal(b)->col);
      });
      std::size_t count = (tiles.size() + std::size_t(max_group) - 1) / std::size_t(max_group);
      for (std::size_t g = 0, start = 0; g < count; ++g) {
        std::size_t size = (tiles.size() - start) / (count - g);
        groups.emplace_back(tiles.begin() + std::ptrdiff_t(start), tiles.begin() + std::ptrdiff_t(start + size));
        start += size;
      }
      return groups;
    }
    std::vector<bool> seen(task.pieces().size(), false);
    std::stringstream parts(text);
    std::string part;
    while (std::getline(parts, part, '/')) {
      std::stringstream names(part);
      std::string name;
      std::vector<int> group;
      while (names >> name) {
        auto piece = std::find_if(task.pieces().begin(), task.pieces().end(), [&](const TaskPiece& p) { return p.name == name; });
        if (piece == task.pieces().end())
          throw InputError(Diagnostic::about("groups", fmt::format("no tile named '{}'", name)));
        int index = static_cast<int>(piece - task.pieces().begin());
        if (seen[std::size_t(index)])
          throw InputError(Diagnostic::about("groups", fmt::format("tile '{}' is in two groups; groups must be disjoint", name)));
        seen[std::size_t(index)] = true;
        group.push_back(index);
      }
      if (!group.empty()) groups.push_back(group);
    }
    return groups;
  }

  const Task& task_;
  int all_cells_ = 0;
  std::vector<std::unique_ptr<TilePatternDatabase>> databases_;
};

}  // namespace

HeuristicPlugin tile_pdb_heuristic_plugin() {
  return HeuristicPlugin{
      "tile-pdb",
      "sliding tiles: the sum of additive disjoint pattern databases (other tiles move for free in each)",
      {true, true, {"sliding-tiles"}},
      {{"groups", std::string(), "the tiles of each database, e.g. \"1 2 3 4/5 6 7 8\"; empty: automatic"},
       {"max-group", 6, "the largest automatic group"}},
      [](const Environment& environment, const PluginOptions& options) {
        return std::make_unique<TilePdb>(environment.task(), std::get<std::string>(options.at("groups")),
                                         std::get<int>(options.at("max-group")));
      }};
}

}  // namespace polyplan
