// The sliding-tile fast path (IncrementalIdaStar on TilePuzzle, heuristics updated move by move)
// against the generic model: the incremental heuristics equal the generic plugins on every state
// of long random walks with take-backs, fast IDA* finds the exact optimal cost of a backward BFS
// on 8-puzzle states, limits stop it cleanly, and the diagonal symmetry exists exactly when the
// goal is symmetric.
#include <gtest/gtest.h>

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <random>

#include "domains/domain_registry.hpp"
#include "domains/tiles/diagonal_symmetry.hpp"
#include "domains/tiles/tile_puzzle.hpp"
#include "heuristics/heuristic_registry.hpp"
#include "heuristics/tiles/incremental_linear_conflict.hpp"
#include "heuristics/tiles/incremental_manhattan.hpp"
#include "heuristics/tiles/incremental_tile_pdb.hpp"
#include "heuristics/tiles/tile_pdb.hpp"
#include "parser/input_error.hpp"
#include "parser/load.hpp"
#include "planner/search/search_configuration.hpp"
#include "planner/selector/features.hpp"
#include "planner/selector/rules.hpp"
#include "planner/state_space.hpp"
#include "tests/support/tile_problems.hpp"

namespace polyplan {
namespace {

Problem tiles(const std::string& line, std::optional<std::pair<int, int>> size = std::nullopt) {
  return test_support::tile_line(line, size);
}
Problem eight(const std::string& board, const std::string& goal) { return test_support::eight_puzzle(board, goal); }

const std::string kKorf1 = "1 14 13 15 7 11 12 9 5 6 0 2 1 4 8 10 3";

std::unique_ptr<Heuristic> generic(const std::string& name, const Environment& environment, PluginOptions given = {}) {
  const HeuristicPlugin& plugin = *heuristic_registry().find(name);
  PluginOptions options = default_options(plugin.options);
  for (auto& [key, value] : given) options[key] = value;
  return plugin.create(environment, options);
}

// The generic state (one placement per tile) of a board given cell by cell.
StateValues state_of(const Task& task, const std::vector<std::uint8_t>& tile_at) {
  StateValues state(task.pieces().size());
  for (std::size_t cell = 0; cell < tile_at.size(); ++cell)
    if (tile_at[cell] != UnitTileBoard::kBlank)
      state[tile_at[cell]] = static_cast<std::uint32_t>(task.table(tile_at[cell]).starting_at(int(cell))[0]);
  return state;
}

// Walks `steps` random moves, taking back one to three of them now and then, and compares the
// incremental h with the generic plugin's evaluation after every move and every take-back.
template <class Incremental>
void expect_equal_along_walk(const Task& task, Incremental& incremental, Heuristic& reference, int steps) {
  UnitTileBoard board = *UnitTileBoard::from(task);
  TilePuzzle<Incremental> puzzle(board, incremental);
  ASSERT_EQ(puzzle.heuristic(), reference.evaluate(task.initial_state()));
  std::mt19937 random(7);
  std::vector<TileSlide> made;
  for (int step = 0; step < steps; ++step) {
    std::array<TileSlide, 4> moves;
    int count = puzzle.moves(made.empty() ? nullptr : &made.back(), moves);
    TileSlide move = moves[random() % unsigned(count)];
    if (random() % 3 == 0) {
      // A probe with a budget, as IDA* makes one: above the budget any value above it will do,
      // and taking it back must leave everything as it was.
      int budget = static_cast<int>(random() % 40);
      int probed = puzzle.apply(move, budget);
      int exact = reference.evaluate(state_of(task, puzzle.tiles()));
      if (exact > budget)
        ASSERT_GT(probed, budget) << "probe at " << step;
      else
        ASSERT_EQ(probed, exact) << "probe at " << step;
      puzzle.undo(move);
      ASSERT_EQ(puzzle.heuristic(), reference.evaluate(state_of(task, puzzle.tiles()))) << "after probe " << step;
    }
    int h = puzzle.apply(move);
    made.push_back(move);
    ASSERT_EQ(h, reference.evaluate(state_of(task, puzzle.tiles()))) << "after move " << step;
    if (random() % 5 == 0)
      for (unsigned back = 1 + random() % 3; back > 0 && !made.empty(); --back) {
        puzzle.undo(made.back());
        made.pop_back();
        ASSERT_EQ(puzzle.heuristic(), reference.evaluate(state_of(task, puzzle.tiles()))) << "after take-back " << step;
      }
  }
}

TEST(TileFastPath, IncrementalHeuristicsEqualTheGenericPluginsOnRandomWalks) {
  for (const Problem& problem :
       {tiles(kKorf1), eight("351/7.6/482", ".12/345/678"), tiles("1 3 0 1 2 4 5 6 7 8 9 10 11", std::pair{3, 4}),
        eight("134/8.2/765", "123/8.4/765")}) {
    Task task(problem);
    Environment environment(task);
    UnitTileBoard board = *UnitTileBoard::from(task);
    IncrementalManhattan manhattan(board);
    expect_equal_along_walk(task, manhattan, *generic("manhattan", environment), 5000);
    IncrementalLinearConflict linear_conflict(board);
    expect_equal_along_walk(task, linear_conflict, *generic("linear-conflict", environment), 5000);
    for (auto [reflect, blank] : {std::pair{false, "auto"}, std::pair{true, "auto"}, std::pair{true, "ignore"},
                                  std::pair{true, "region"}, std::pair{false, "region"}}) {
      auto pdb =
          generic("tile-pdb", environment, {{"max-group", 4}, {"reflect", reflect}, {"blank", std::string(blank)}});
      const auto& tables = dynamic_cast<const TilePdb&>(*pdb);
      EXPECT_EQ(tables.symmetry().has_value(), reflect && board.rows == board.cols);
      IncrementalTilePdb incremental(board, tables.views());
      expect_equal_along_walk(task, incremental, *pdb, 5000);
    }
    auto reduced = generic("tile-pdb-reduced", environment, {{"max-group", 4}});
    IncrementalTilePdb incremental(board, dynamic_cast<const TilePdb&>(*reduced).views());
    expect_equal_along_walk(task, incremental, *reduced, 5000);
  }
  // Groups that read another group's table turned (tile_region_database_test), with reflection.
  Task task(eight("351/7.6/482", ".12/345/678"));
  Environment environment(task);
  UnitTileBoard board = *UnitTileBoard::from(task);
  for (const char* blank : {"track", "region"}) {
    auto pdb =
        generic("tile-pdb", environment, {{"groups", std::string("1 2/3 6/5 8/4 7")}, {"blank", std::string(blank)}});
    ASSERT_EQ(dynamic_cast<const TilePdb&>(*pdb).databases().size(), 2u);
    IncrementalTilePdb incremental(board, dynamic_cast<const TilePdb&>(*pdb).views());
    expect_equal_along_walk(task, incremental, *pdb, 5000);
  }
  // Two partitions, each with its reflection: four sums, the largest taken.
  for (const char* blank : {"track", "region"}) {
    auto pdb = generic("tile-pdb", environment,
                       {{"groups", std::string("1 2 3 4/5 6 7 8; 1 5 6/2 3 4 7 8")}, {"blank", std::string(blank)}});
    ASSERT_EQ(dynamic_cast<const TilePdb&>(*pdb).views().size(), 4u);
    IncrementalTilePdb incremental(board, dynamic_cast<const TilePdb&>(*pdb).views());
    expect_equal_along_walk(task, incremental, *pdb, 5000);
  }
}

// Every 8-puzzle state's exact distance by backward BFS; fast IDA* must find it with each
// admissible heuristic, and its plan (generic moves) must reach the goal.
TEST(TileFastPath, FastIdaStarFindsTheExactOptimalCostOnThe8Puzzle) {
  Task task(eight("351/7.6/482", ".12/345/678"));
  Environment environment(task);
  StateSpace space = explore_state_space(environment, 200'000);
  std::vector<int> h_star = goal_distances(space);
  std::mt19937 random(11);
  StateValues state(task.pieces().size()), child(task.pieces().size());
  for (int sample = 0; sample < 12; ++sample) {
    StateId id = random() % space.states();
    space.registry->unpack(id, state);
    std::vector<std::string> cell_tile(9, "0");  // Korf's line for the sampled state: its tile per cell
    for (std::size_t tile = 0; tile < state.size(); ++tile)
      cell_tile[std::size_t(task.table(int(tile)).cells(int(state[tile]))[0])] = task.pieces()[tile].name;
    Task sampled(tiles(fmt::format("{} {}", sample, fmt::join(cell_tile, " "))));
    Environment sampled_environment(sampled);
    for (const char* search : {"idastar(manhattan)", "idastar(linear-conflict)", "idastar(tile-pdb)"}) {
      SearchResult result = SearchConfiguration::parse(search, "test").run(sampled_environment, SearchLimits{});
      ASSERT_EQ(result.status, SearchStatus::Solved) << search;
      EXPECT_EQ(result.plan.cost, h_star[id]) << search;
      StateValues at = sampled.initial_state();
      for (const Move& move : result.plan.moves) {
        sampled_environment.apply(at, move, child);
        at = child;
      }
      EXPECT_TRUE(sampled.goal().satisfied(at)) << search;
    }
  }
}

TEST(TileFastPath, LimitsStopTheFastSearchWithAReport) {
  Task task(tiles(kKorf1));
  Environment environment(task);
  SearchLimits limits;
  limits.nodes = 1000;
  SearchResult result = SearchConfiguration::parse("idastar(manhattan)", "test").run(environment, limits);
  EXPECT_EQ(result.status, SearchStatus::NodeLimit);
  EXPECT_EQ(result.statistics.expanded, 1000u);
  EXPECT_TRUE(result.plan.moves.empty());
}

TEST(TileFastPath, FastAndGenericIdaStarReturnTheSameCost) {
  Task task(eight("351/7.6/482", ".12/345/678"));
  Environment environment(task);
  for (const char* heuristic : {"manhattan", "linear-conflict", "tile-pdb"}) {
    auto fast =
        SearchConfiguration::parse(fmt::format("idastar({})", heuristic), "test").run(environment, SearchLimits{});
    auto generic_run = SearchConfiguration::parse(fmt::format("idastar({}, engine=false)", heuristic), "test")
                           .run(environment, SearchLimits{});
    EXPECT_EQ(fast.plan.cost, 14) << heuristic;
    EXPECT_EQ(generic_run.plan.cost, 14) << heuristic;
  }
  try {
    SearchConfiguration::parse("idastar(manhattan, engine=maybe)", "--search");
    FAIL() << "a bad engine option was accepted";
  } catch (const InputError& error) {
    EXPECT_EQ(error.diagnostics().front().headline(), "--search:1:27: error: option 'engine' expects true or false");
  }
}

TEST(TileFastPath, DiagonalSymmetryExistsExactlyForSymmetricGoals) {
  auto symmetry = [](const Problem& problem) {
    Task task(problem);
    return DiagonalSymmetry::of(*UnitTileBoard::from(task));
  };
  auto korf = symmetry(eight("351/7.6/482", ".12/345/678"));
  ASSERT_TRUE(korf);
  Task task(eight("351/7.6/482", ".12/345/678"));
  auto piece = [&](const std::string& name) {
    for (std::size_t p = 0; p < task.pieces().size(); ++p)
      if (task.pieces()[p].name == name) return int(p);
    return -1;
  };
  EXPECT_EQ(korf->tile[std::size_t(piece("1"))], piece("3"));  // goal (0,1) reflects to (1,0)
  EXPECT_EQ(korf->tile[std::size_t(piece("4"))], piece("4"));  // the centre stays
  EXPECT_EQ(korf->tile[std::size_t(piece("5"))], piece("7"));  // (1,2) <-> (2,1)
  EXPECT_EQ(korf->cell[1], 3);
  EXPECT_TRUE(symmetry(eight("134/8.2/765", "123/8.4/765")));                     // blank goal in the centre
  EXPECT_FALSE(symmetry(eight("351/7.6/482", "1.2/345/678")));                    // blank goal off the diagonal
  EXPECT_FALSE(symmetry(tiles("1 3 0 1 2 4 5 6 7 8 9 10 11", std::pair{3, 4})));  // not square
}

// The default rules send one-blank boards to IDA* by size, and A* where the space is small; the
// 15- and 24-puzzles whose goal leaves a corner to the blank to Korf and Felner's splits.
TEST(TileFastPath, DefaultRulesPickTheSearchByBoardSize) {
  auto chosen = [](const Problem& problem) {
    Task task(problem);
    const Rule* rule = RuleSet::builtin().select(instance_features(task));
    return rule->name + ": " + rule->configuration.text();
  };
  EXPECT_EQ(chosen(eight("351/7.6/482", ".12/345/678")), "sliding-tiles-small: astar(linear-conflict, tiebreak=depth)");
  EXPECT_EQ(chosen(tiles(kKorf1)),
            "sliding-tiles-15-puzzle: portfolio(idastar(linear-conflict, nodes=100000), "
            "idastar(tile-pdb(split=korf-felner-6-6-3), duplicates=fsm))");
  EXPECT_EQ(chosen(tiles("1 0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24")),
            "sliding-tiles-24-puzzle: portfolio(idastar(linear-conflict, nodes=100000), "
            "idastar(tile-pdb(split=korf-felner-6-6-6-6, blank=region), duplicates=fsm, threads=0))");
  EXPECT_EQ(
      chosen(tiles("1 0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 25 26 27 28 29 30 31 32 33 "
                   "34 35")),
      "sliding-tiles-large: idastar(linear-conflict)");
  EXPECT_EQ(chosen(tiles("1 3 0 1 2 4 5 6 7 8 9 10 11", std::pair{3, 4})),
            "sliding-tiles-pdb: portfolio(idastar(linear-conflict, nodes=1000000), idastar(tile-pdb))");
}

// corner-blank holds exactly when the goal places every tile and leaves a corner cell free.
TEST(TileFastPath, CornerBlankFeatureNamesGoalsWithTheBlankInACorner) {
  auto corner_blank = [](const Problem& problem) {
    Task task(problem);
    return std::get<int>(instance_features(task).at("corner-blank"));
  };
  EXPECT_EQ(corner_blank(eight("351/7.6/482", ".12/345/678")), 1);
  EXPECT_EQ(corner_blank(eight("351/7.6/482", "123/456/78.")), 1);
  EXPECT_EQ(corner_blank(eight("134/8.2/765", "123/8.4/765")), 0);  // the centre
  EXPECT_EQ(corner_blank(eight("351/7.6/482", "1.2/345/678")), 0);  // an edge
  EXPECT_EQ(corner_blank(tiles(kKorf1)), 1);
}

}  // namespace
}  // namespace polyplan
