#include <fmt/format.h>

#include <algorithm>
#include <memory>
#include <numeric>
#include <set>
#include <sstream>
#include <stdexcept>

#include "domains/frame_symmetries.hpp"
#include "heuristics/tiles/korf_felner_splits.hpp"
#include "heuristics/tiles/tile_goals.hpp"
#include "heuristics/tiles/tile_heuristics.hpp"
#include "heuristics/tiles/tile_pdb.hpp"
#include "parser/input_error.hpp"

namespace polyplan {
namespace {

// The largest table: 2.4 billion entries hold a 7-tile 24-puzzle pattern without the blank (the
// 24-puzzle's 6-tile patterns need 128 million each, an 8-tile 15-puzzle pattern 519 million);
// region values number placements in 32 bits. The memory limit decides below that.
constexpr std::uint64_t kMaxEntries = 4'000'000'000;
// blank=auto keeps the blank's cell up to this many entries (the 15-puzzle's 6-tile tables),
// and its region above (the same values, packed).
constexpr std::uint64_t kAutoTrackEntries = 100'000'000;

std::vector<std::vector<int>> parse_groups(const Task& task, const TileGoals& goals, const std::string& text,
                                           int max_group);
// `groups` text: partitions separated by ';', each parsed by parse_groups; parts with no tile in
// them are skipped.
std::vector<std::vector<std::vector<int>>> parse_partitions(const Task& task, const TileGoals& goals,
                                                            const std::string& text);

PatternBlank blank_mode(const std::string& blank, int floor, std::size_t tiles) {
  if (blank == "track") return PatternBlank::Tracked;
  if (blank == "region") return PatternBlank::Region;
  if (blank == "reduced") return PatternBlank::Reduced;
  if (blank == "ignore") return PatternBlank::Ignored;
  if (blank != "auto") throw std::invalid_argument("tile-pdb: no blank mode " + blank);
  return TilePatternDatabase::entries_for(floor, tiles, PatternBlank::Tracked) <= kAutoTrackEntries
             ? PatternBlank::Tracked
             : PatternBlank::Region;
}

// The term that reads `table` for `group` (its tiles' goal cells the image of the table's under
// a frame symmetry), or nullopt when no symmetry maps one onto the other.
std::optional<PdbTerm> shared_term(const TilePatternDatabase& table, const std::vector<int>& group,
                                   const TileGoals& goals, const FrameIndex& frame,
                                   const std::vector<FrameSymmetry>& symmetries) {
  if (table.tiles().size() != group.size()) return std::nullopt;
  std::map<int, int> tile_with_goal;
  for (int tile : group) tile_with_goal[frame.floor_at(*goals.goal(tile))] = tile;
  for (const FrameSymmetry& symmetry : symmetries) {
    PdbTerm term{&table, {}, std::vector<int>(std::size_t(frame.floor_count()))};
    for (int goal : table.goal_cells()) {
      auto tile = tile_with_goal.find(symmetry.cell[std::size_t(goal)]);
      if (tile == tile_with_goal.end()) break;
      term.tiles.push_back(tile->second);
    }
    if (term.tiles.size() != group.size()) continue;
    for (int cell = 0; cell < frame.floor_count(); ++cell)
      term.cell_map[std::size_t(symmetry.cell[std::size_t(cell)])] = cell;
    return term;
  }
  return std::nullopt;
}

}  // namespace

TilePdb::TilePdb(const Task& task, const TilePdbOptions& options) : task_(task) {
  TileGoals goals(task, "tile-pdb");
  if (task.problem().vacant_cells() != 1)
    throw NotApplicable(Diagnostic::about(
        "heuristic",
        fmt::format("tile-pdb needs exactly one blank; this board has {}", task.problem().vacant_cells())));
  const FrameIndex& frame = task.frame();
  using Partitions = std::vector<std::vector<std::vector<int>>>;
  Partitions partitions = !options.groups.empty() ? parse_partitions(task, goals, options.groups)
                          : options.split == "reading-order"
                              ? Partitions{parse_groups(task, goals, "", options.max_group)}
                              : Partitions{korf_felner_groups(task, options.split)};
  std::vector<FrameSymmetry> symmetries = frame_symmetries(frame);
  std::vector<int> identity(std::size_t(frame.floor_count()));
  std::iota(identity.begin(), identity.end(), 0);
  for (const std::vector<std::vector<int>>& groups : partitions) {
    views_.emplace_back();
    for (const std::vector<int>& group : groups) {
      std::optional<PdbTerm> term;
      if (options.share)
        for (const auto& database : databases_)
          if ((term = shared_term(*database, group, goals, frame, symmetries))) break;
      if (!term) {
        PatternBlank mode = blank_mode(options.blank, frame.floor_count(), group.size());
        databases_.push_back(std::make_unique<TilePatternDatabase>(task, group, mode, kMaxEntries));
        term = PdbTerm{databases_.back().get(), group, identity};
      }
      views_.back().push_back(std::move(*term));
    }
  }
  if (options.reflect)
    if (auto board = UnitTileBoard::from(task)) symmetry_ = DiagonalSymmetry::of(*board);
  if (symmetry_) {
    // The reflected state has tile tile[t] on cell[c] for tile t on cell c; the reflection is its
    // own inverse, so a term reads real tile tile[u] where it read u, at cell_map[cell[c]]. Each
    // partition's reflected sum follows its own, so one partition keeps the order Korf and Felner
    // look up in: the board's own sum, then the reflected one only when the first does not cut.
    std::vector<std::vector<PdbTerm>> both;
    for (std::vector<PdbTerm>& view : views_) {
      std::vector<PdbTerm> reflected;
      for (const PdbTerm& term : view) {
        PdbTerm image{term.table, {}, std::vector<int>(term.cell_map.size())};
        for (int tile : term.tiles) image.tiles.push_back(symmetry_->tile[std::size_t(tile)]);
        for (std::size_t cell = 0; cell < term.cell_map.size(); ++cell)
          image.cell_map[cell] = term.cell_map[std::size_t(symmetry_->cell[cell])];
        reflected.push_back(std::move(image));
      }
      both.push_back(std::move(view));
      both.push_back(std::move(reflected));
    }
    views_ = std::move(both);
  }
  cell_of_tile_.resize(task.pieces().size());
}

int TilePdb::evaluate(StateView state) {
  int blank = task_.frame().floor_count() * (task_.frame().floor_count() - 1) / 2;
  for (std::size_t tile = 0; tile < state.size(); ++tile) {
    cell_of_tile_[tile] = task_.table(static_cast<int>(tile)).cells(static_cast<int>(state[tile]))[0];
    blank -= cell_of_tile_[tile];
  }
  int h = 0;
  for (const std::vector<PdbTerm>& view : views_) h = std::max(h, sum(view, blank));
  return h;
}

int TilePdb::sum(const std::vector<PdbTerm>& terms, int blank) const {
  int total = 0;
  for (const PdbTerm& term : terms) {
    cells_.resize(term.tiles.size());
    for (std::size_t i = 0; i < term.tiles.size(); ++i)
      cells_[i] = term.cell_map[std::size_t(cell_of_tile_[std::size_t(term.tiles[i])])];
    total += term.table->value(cells_, term.cell_map[std::size_t(blank)]);
  }
  return total;
}

std::vector<const TilePatternDatabase*> TilePdb::databases() const {
  std::vector<const TilePatternDatabase*> tables;
  for (const auto& database : databases_) tables.push_back(database.get());
  return tables;
}

std::size_t TilePdb::memory_bytes() const {
  std::size_t bytes = 0;
  for (const auto& database : databases_) bytes += database->bytes();
  return bytes;
}

namespace {

// The tiles the goal places, by their goal cells in reading order.
std::vector<int> tiles_by_goal_cell(const TileGoals& goals) {
  std::vector<int> tiles;
  for (int tile = 0; tile < goals.tiles(); ++tile)
    if (goals.goal(tile)) tiles.push_back(tile);
  std::sort(tiles.begin(), tiles.end(), [&](int a, int b) {
    return std::make_pair(goals.goal(a)->row, goals.goal(a)->col) <
           std::make_pair(goals.goal(b)->row, goals.goal(b)->col);
  });
  return tiles;
}

// The names a group may use, for the message about a name that is not one of them; a long list
// is cut after the first 30.
std::string tile_names(const Task& task, const TileGoals& goals) {
  std::vector<int> tiles = tiles_by_goal_cell(goals);
  constexpr std::size_t kShown = 30;
  std::string list;
  for (std::size_t i = 0; i < std::min(tiles.size(), kShown); ++i)
    list += (i ? " " : "") + task.pieces()[std::size_t(tiles[i])].name;
  return tiles.size() > kShown ? list + fmt::format(" ... ({} in all)", tiles.size()) : list;
}

std::vector<std::vector<int>> parse_groups(const Task& task, const TileGoals& goals, const std::string& text,
                                           int max_group) {
  std::vector<std::vector<int>> groups;
  if (text.empty()) {
    std::vector<int> tiles = tiles_by_goal_cell(goals);
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
      auto piece =
          std::find_if(task.pieces().begin(), task.pieces().end(), [&](const TaskPiece& p) { return p.name == name; });
      if (piece == task.pieces().end())
        throw NotApplicable(Diagnostic::about(
            "groups", fmt::format("no tile named '{}'; the tiles are: {} (a group is tile names separated by spaces, "
                                  "groups are separated by '/', partitions by ';')",
                                  name, tile_names(task, goals))));
      int index = static_cast<int>(piece - task.pieces().begin());
      if (seen[std::size_t(index)])
        throw InputError(
            Diagnostic::about("groups", fmt::format("tile '{}' is in two groups; groups must be disjoint", name)));
      seen[std::size_t(index)] = true;
      group.push_back(index);
    }
    if (!group.empty()) groups.push_back(group);
  }
  return groups;
}

std::vector<std::vector<std::vector<int>>> parse_partitions(const Task& task, const TileGoals& goals,
                                                            const std::string& text) {
  std::vector<std::vector<std::vector<int>>> partitions;
  std::stringstream parts(text);
  for (std::string part; std::getline(parts, part, ';');) {
    if (part.empty()) continue;  // parse_groups reads empty text as "split in reading order"
    if (std::vector<std::vector<int>> groups = parse_groups(task, goals, part, 0); !groups.empty())
      partitions.push_back(std::move(groups));
  }
  return partitions;
}

}  // namespace

std::vector<PluginOption> tile_pdb_shared_options() {
  std::vector<std::string> splits{"reading-order"};
  for (const std::string& name : korf_felner_split_names()) splits.push_back(name);
  return {
      PluginOption::text("groups", "",
                         "the tiles of each database, e.g. \"1 2 3 4/5 6 7 8\"; several partitions separated by ';' "
                         "each give a sum, and the largest is taken; empty: split"),
      PluginOption::integer("max-group", 6, 1, 64, "the largest group of split=reading-order"),
      PluginOption::flag("reflect", true,
                         "also look up the board reflected about its main diagonal and take the larger sum (square "
                         "boards whose goal is symmetric)"),
      PluginOption::choice("split", "reading-order", splits,
                           "the groups when none are given: reading-order (the goal's reading order, groups of at "
                           "most max-group), or Korf and Felner's splits by goal cell: korf-felner-6-6-3 or "
                           "korf-felner-7-8 (15-puzzle), korf-felner-6-6-6-6 (24-puzzle)"),
      PluginOption::flag("share", true,
                         "one table for groups whose goal cells are a rotation or reflection of another's")};
}

TilePdbOptions read_tile_pdb_options(const PluginOptions& options, std::string blank) {
  return TilePdbOptions{std::get<std::string>(options.at("groups")),
                        std::get<std::string>(options.at("split")),
                        std::get<int>(options.at("max-group")),
                        std::get<bool>(options.at("reflect")),
                        std::move(blank),
                        std::get<bool>(options.at("share"))};
}

HeuristicPlugin tile_pdb_heuristic_plugin() {
  std::vector<PluginOption> options = tile_pdb_shared_options();
  options.insert(options.begin() + 3,
                 PluginOption::choice("blank", "auto", {"auto", "track", "region", "ignore"},
                                      "what each database keeps of the blank: track its cell; region its region (the "
                                      "same values, packed); ignore nothing (weakest); auto: track up to 100 million "
                                      "entries, else region"));
  return HeuristicPlugin{
      "tile-pdb",
      "sliding tiles: the sum of additive disjoint pattern databases (other tiles move for free in each)",
      {true, true, {"sliding-tiles"}},
      std::move(options),
      [](const Environment& environment, const PluginOptions& options) {
        return std::make_unique<TilePdb>(environment.task(),
                                         read_tile_pdb_options(options, std::get<std::string>(options.at("blank"))));
      }};
}

}  // namespace polyplan
