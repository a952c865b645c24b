#include <fmt/format.h>

#include <algorithm>
#include <memory>
#include <sstream>
#include <stdexcept>

#include "heuristics/tiles/tile_goals.hpp"
#include "heuristics/tiles/tile_heuristics.hpp"
#include "heuristics/tiles/tile_pdb.hpp"
#include "parser/input_error.hpp"

namespace polyplan {
namespace {

// The largest table: 519 million entries hold an 8-tile 15-puzzle pattern without the blank
// (Korf and Felner's 7-8 split); the 24-puzzle's 6-tile patterns need 128 million each.
constexpr std::uint64_t kMaxEntries = 600'000'000;

std::vector<std::vector<int>> parse_groups(const Task& task, const TileGoals& goals, const std::string& text,
                                           int max_group);

}  // namespace

TilePdb::TilePdb(const Task& task, const std::string& groups, int max_group, bool reflect, const std::string& blank)
    : task_(task) {
  TileGoals goals(task, "tile-pdb");
  if (task.problem().vacant_cells() != 1)
    throw InputError(Diagnostic::about(
        "heuristic", fmt::format("tile-pdb needs exactly one blank; this board has {}", task.problem().vacant_cells())));
  if (blank != "auto" && blank != "track" && blank != "ignore")
    throw std::invalid_argument("tile-pdb: blank must be auto, track or ignore, not " + blank);
  for (const std::vector<int>& group : parse_groups(task, goals, groups, max_group)) {
    bool fits = TilePatternDatabase::entries_for(task.frame().floor_count(), group.size(), PatternBlank::Tracked) <= kMaxEntries;
    PatternBlank mode = blank == "track" || (blank == "auto" && fits) ? PatternBlank::Tracked : PatternBlank::Ignored;
    databases_.push_back(std::make_unique<TilePatternDatabase>(task, group, mode, kMaxEntries));
  }
  if (reflect)
    if (auto board = UnitTileBoard::from(task)) symmetry_ = DiagonalSymmetry::of(*board);
  cell_of_tile_.resize(task.pieces().size());
  reflected_.resize(task.pieces().size());
}

int TilePdb::evaluate(StateView state) {
  int blank = task_.frame().floor_count() * (task_.frame().floor_count() - 1) / 2;
  for (std::size_t tile = 0; tile < state.size(); ++tile) {
    cell_of_tile_[tile] = task_.table(static_cast<int>(tile)).cells(static_cast<int>(state[tile]))[0];
    blank -= cell_of_tile_[tile];
  }
  int h = sum(cell_of_tile_, blank);
  if (!symmetry_) return h;
  for (std::size_t tile = 0; tile < state.size(); ++tile)
    reflected_[std::size_t(symmetry_->tile[tile])] = symmetry_->cell[std::size_t(cell_of_tile_[tile])];
  return std::max(h, sum(reflected_, symmetry_->cell[std::size_t(blank)]));
}

int TilePdb::sum(std::span<const int> cell_of_tile, int blank) const {
  int total = 0;
  for (const auto& database : databases_) total += database->lookup(cell_of_tile, blank);
  return total;
}

std::vector<const TilePatternDatabase*> TilePdb::databases() const {
  std::vector<const TilePatternDatabase*> tables;
  for (const auto& database : databases_) tables.push_back(database.get());
  return tables;
}

std::size_t TilePdb::memory_bytes() const {
  std::size_t bytes = 0;
  for (const auto& database : databases_) bytes += static_cast<std::size_t>(database->entries());
  return bytes;
}

namespace {

std::vector<std::vector<int>> parse_groups(const Task& task, const TileGoals& goals, const std::string& text,
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

}  // namespace

HeuristicPlugin tile_pdb_heuristic_plugin() {
  return HeuristicPlugin{
      "tile-pdb",
      "sliding tiles: the sum of additive disjoint pattern databases (other tiles move for free in each)",
      {true, true, {"sliding-tiles"}},
      {PluginOption::text("groups", "", "the tiles of each database, e.g. \"1 2 3 4/5 6 7 8\"; empty: automatic"),
       PluginOption::integer("max-group", 6, 1, 64, "the largest automatic group"),
       PluginOption::flag("reflect", true,
                          "also look up the board reflected about its main diagonal and take the larger sum (square "
                          "boards whose goal is symmetric)"),
       PluginOption::choice("blank", "auto", {"auto", "track", "ignore"},
                            "track: index each database by its tiles and the blank; ignore: by its tiles alone "
                            "(smaller, a little weaker); auto: track when the table fits")},
      [](const Environment& environment, const PluginOptions& options) {
        return std::make_unique<TilePdb>(environment.task(), std::get<std::string>(options.at("groups")),
                                         std::get<int>(options.at("max-group")), std::get<bool>(options.at("reflect")),
                                         std::get<std::string>(options.at("blank")));
      }};
}

}  // namespace polyplan
