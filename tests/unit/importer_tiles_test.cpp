#include <gtest/gtest.h>

#include <filesystem>
#include <functional>
#include <map>

#include "domains/domain_registry.hpp"
#include "parser/input_error.hpp"
#include "parser/load.hpp"
#include "tests/support/error_headlines.hpp"
#include "tests/support/shared_data.hpp"

namespace polyplan {
namespace {

using test_support::error_headlines;

const std::string korf100_path = std::string(POLYPLAN_SHARED_DATA_DIR) + "/tiles/korf100.txt";

std::vector<Problem> import_text(const std::string& text, const std::string& selector = "",
                                 const LoadOptions& options = {}) {
  return import_tiles(SourceFile::from_text("tiles.txt", text), selector, options, domain_registry());
}

// Where each tile starts, by name.
std::map<std::string, Coord> tile_places(const Problem& problem) {
  std::map<std::string, Coord> places;
  for (const Piece& piece : problem.pieces) {
    EXPECT_EQ(piece.cells.size(), 1u) << piece.name;
    places[piece.name] = piece.cells.front();
  }
  return places;
}

// Where the goal puts each tile, by name.
std::map<std::string, Coord> goal_places(const Problem& problem) {
  std::map<std::string, Coord> places;
  EXPECT_EQ(problem.goal.kind, Goal::Kind::And);
  for (const Goal& part : problem.goal.parts) {
    EXPECT_EQ(part.kind, Goal::Kind::At);
    EXPECT_EQ(part.cells.size(), 1u);
    places[problem.pieces[static_cast<std::size_t>(part.piece)].name] = part.cells.front();
  }
  return places;
}

TEST(ImporterTiles, KorfLineOne) {
  POLYPLAN_NEED_SHARED_DATA(korf100_path);
  // 1: 14 13 15 7 / 11 12 9 5 / 6 0 2 1 / 4 8 10 3
  auto problems = import_tiles(SourceFile::read(korf100_path), "1", {}, domain_registry());
  ASSERT_EQ(problems.size(), 1u);
  const Problem& problem = problems[0];
  EXPECT_EQ(problem.name, "korf100-1");
  EXPECT_EQ(problem.origin, korf100_path + "#1");
  EXPECT_EQ(problem.domain.name, "sliding-tiles");
  EXPECT_EQ(problem.frame.rows, 4);
  EXPECT_EQ(problem.frame.cols, 4);
  EXPECT_EQ(problem.pieces.size(), 15u);
  EXPECT_EQ(problem.vacant_cells(), 1);
  auto places = tile_places(problem);
  EXPECT_EQ(places["14"], (Coord{0, 0}));
  EXPECT_EQ(places["9"], (Coord{1, 2}));
  EXPECT_EQ(places["3"], (Coord{3, 3}));
  for (int r = 0; r < 4; ++r)
    for (int c = 0; c < 4; ++c) EXPECT_EQ(problem.frame.at({r, c}).type, CellType::Floor);
  for (const auto& [name, place] : places) EXPECT_NE(place, (Coord{2, 1})) << "the blank is at (2 1)";
  auto goals = goal_places(problem);
  ASSERT_EQ(goals.size(), 15u);
  for (int tile = 1; tile < 16; ++tile) EXPECT_EQ(goals[std::to_string(tile)], (Coord{tile / 4, tile % 4})) << tile;
  EXPECT_EQ(problem.target.size(), 15u);
}

TEST(ImporterTiles, SelectsByIdAndReportsAMissingId) {
  std::string text = "# a comment\n; another\n\nx1 1 0 2 3\nx2 3 2 1 0\n";
  auto problems = import_text(text, "x2");
  ASSERT_EQ(problems.size(), 1u);
  EXPECT_EQ(problems[0].name, "tiles-x2");
  EXPECT_EQ(problems[0].origin, "tiles.txt#x2");
  EXPECT_EQ(tile_places(problems[0])["3"], (Coord{0, 0}));
  EXPECT_EQ(import_text(text).size(), 2u);
  EXPECT_EQ(error_headlines([&] { import_text(text, "x3"); }),
            std::vector<std::string>{"tiles.txt#x3: error: no instance line with id 'x3' in this file: it has 2 "
                                     "lines, with ids 'x1' to 'x2'"});
}

TEST(ImporterTiles, SizeOptionForNonSquareBoards) {
  std::string text = "a 1 2 3 4 5 0\nb 0 1 2 3 4 5\n";
  EXPECT_EQ(error_headlines([&] { import_text(text); }),
            std::vector<std::string>{"tiles.txt:1:1: error: 6 tiles do not make a square board; pass --size RxC to "
                                     "give its rows and columns"});
  LoadOptions options;
  options.tile_size = std::make_pair(2, 3);
  auto problems = import_text(text, "", options);
  ASSERT_EQ(problems.size(), 2u);
  EXPECT_EQ(problems[0].frame.rows, 2);
  EXPECT_EQ(problems[0].frame.cols, 3);
  EXPECT_EQ(tile_places(problems[0])["4"], (Coord{1, 0}));
  EXPECT_EQ(goal_places(problems[1])["5"], (Coord{1, 2}));
  options.tile_size = std::make_pair(3, 3);
  EXPECT_EQ(error_headlines([&] { import_text(text, "a", options); }),
            std::vector<std::string>{"tiles.txt:1:14: error: expected 9 tiles after the id, found 6 (--size 3x3 "
                                     "makes 9 cells)"});
}

TEST(ImporterTiles, BlankLastGoal) {
  LoadOptions options;
  options.tile_goal = LoadOptions::TileGoal::BlankLast;
  auto problems = import_text("e 8 1 2 3 4 5 6 7 0\n", "", options);
  ASSERT_EQ(problems.size(), 1u);
  auto goals = goal_places(problems[0]);
  ASSERT_EQ(goals.size(), 8u);
  EXPECT_EQ(goals["1"], (Coord{0, 0}));
  EXPECT_EQ(goals["3"], (Coord{0, 2}));
  EXPECT_EQ(goals["8"], (Coord{2, 1}));
  EXPECT_EQ(tile_places(problems[0])["8"], (Coord{0, 0}));
}

TEST(ImporterTiles, NonPermutationsAreReportedAtTheTile) {
  EXPECT_EQ(error_headlines([&] { import_text("p 1 2 3 4 5 5 7 8 0\n"); }),
            (std::vector<std::string>{
                "tiles.txt:1:3: error: tile 6 is missing from this line: a 3x3 board holds each tile 0 to 8 once",
                "tiles.txt:1:13: error: tile 5 appears twice on this line (first at column 11)"}));
  EXPECT_EQ(error_headlines([&] { import_text("q 1 2 3 4 9 6 7 x 0\n"); }),
            (std::vector<std::string>{
                "tiles.txt:1:3: error: tiles 5, 8 are missing from this line: a 3x3 board holds each tile 0 to 8 once",
                "tiles.txt:1:11: error: tile 9 is out of range: a 3x3 board holds tiles 0 to 8",
                "tiles.txt:1:17: error: expected a tile number (0 for the blank), found 'x'"}));
}

TEST(ImporterTiles, LinesMustAgreeInLength) {
  EXPECT_EQ(error_headlines([&] { import_text("a 1 2 3 0\nb 1 2 3 4 5 6 7 8 0\n"); }),
            std::vector<std::string>{"tiles.txt:2:11: error: expected 4 tiles after the id, found 9 (line 1 has 4)"});
}

}  // namespace
}  // namespace polyplan
