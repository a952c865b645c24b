#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <functional>

#include "domains/domain_registry.hpp"
#include "parser/input_error.hpp"
#include "parser/load.hpp"
#include "tests/support/error_headlines.hpp"
#include "tests/support/shared_data.hpp"

namespace polyplan {
namespace {

using test_support::error_headlines;

const std::string sokoban_dir = std::string(POLYPLAN_SHARED_DATA_DIR) + "/sokoban";

std::vector<Problem> import_text(const std::string& name, const std::string& text, const std::string& selector = "",
                                 const LoadOptions& options = {}) {
  return import_sokoban(SourceFile::from_text(name, text), selector, options, domain_registry());
}

std::vector<Problem> import_file(const std::string& path, const std::string& selector) {
  return import_sokoban(SourceFile::read(path), selector, {}, domain_registry());
}

int count_cells(const Grid& frame, CellType type) {
  return static_cast<int>(
      std::count_if(frame.cells.begin(), frame.cells.end(), [&](const Cell& cell) { return cell.type == type; }));
}

std::vector<Coord> cells_of_kind(const Problem& problem, const std::string& kind) {
  std::vector<Coord> cells;
  for (const Piece& piece : problem.pieces)
    if (piece.kind == kind) cells.insert(cells.end(), piece.cells.begin(), piece.cells.end());
  std::sort(cells.begin(), cells.end());
  return cells;
}

std::vector<Coord> goal_cells(const Grid& frame) {
  std::vector<Coord> cells;
  for (int r = 0; r < frame.rows; ++r)
    for (int c = 0; c < frame.cols; ++c)
      if (frame.at({r, c}).goal) cells.push_back({r, c});
  return cells;
}

class ImporterSokobanData : public ::testing::Test {
 protected:
  void SetUp() override { POLYPLAN_NEED_SHARED_DATA(sokoban_dir); }
};

// Microban level 1:      ####
//                        # .#
//                        #  ###
//                        #*@  #
//                        #  $ #
//                        #  ###
//                        ####
void expect_microban_1(const Problem& problem) {
  EXPECT_EQ(problem.name, "Microban-1");
  EXPECT_EQ(problem.domain.name, "sokoban");
  EXPECT_EQ(problem.frame.rows, 7);
  EXPECT_EQ(problem.frame.cols, 6);
  EXPECT_EQ(cells_of_kind(problem, "box"), (std::vector<Coord>{{3, 1}, {4, 3}}));
  EXPECT_EQ(cells_of_kind(problem, "player"), (std::vector<Coord>{{3, 2}}));
  EXPECT_EQ(goal_cells(problem.frame), (std::vector<Coord>{{1, 2}, {3, 1}}));
  EXPECT_EQ(count_cells(problem.frame, CellType::Wall), 22);
  EXPECT_EQ(count_cells(problem.frame, CellType::Floor), 14);
  // The short rows 0, 1 and 6 are padded on the right with void.
  EXPECT_EQ(count_cells(problem.frame, CellType::Void), 6);
  for (Coord c : {Coord{0, 4}, Coord{0, 5}, Coord{1, 4}, Coord{1, 5}, Coord{6, 4}, Coord{6, 5}})
    EXPECT_EQ(problem.frame.at(c).type, CellType::Void) << to_string(c);
  EXPECT_EQ(problem.vacant_cells(), 11);
  EXPECT_EQ(problem.goal.kind, Goal::Kind::AllOnGoal);
  EXPECT_EQ(problem.goal.piece_kind, "box");
  EXPECT_EQ(problem.origin, sokoban_dir + "/Microban.xsb#1");
}

TEST_F(ImporterSokobanData, MicrobanLevelOneByIndex) {
  auto problems = import_file(sokoban_dir + "/Microban.xsb", "1");
  ASSERT_EQ(problems.size(), 1u);
  expect_microban_1(problems[0]);
}

TEST_F(ImporterSokobanData, MicrobanLevelOneByTitle) {
  // Microban's titles are its numbers, so select a level whose title differs from its index
  // through a copy with the titles renamed.
  SourcePtr source = SourceFile::read(sokoban_dir + "/Microban.xsb");
  std::string text = source->text();
  std::size_t title = text.find("; 1\n");
  ASSERT_NE(title, std::string::npos);
  text.replace(title, 4, "; first steps\n");
  auto problems = import_text(sokoban_dir + "/Microban.xsb", text, "first steps");
  ASSERT_EQ(problems.size(), 1u);
  EXPECT_EQ(problems[0].name, "Microban-first_steps");
  EXPECT_EQ(problems[0].frame, import_file(sokoban_dir + "/Microban.xsb", "1")[0].frame);
}

TEST_F(ImporterSokobanData, XSokobanByTitle) {
  auto problems = import_file(sokoban_dir + "/XSokoban.xsb", "screen.01");
  ASSERT_EQ(problems.size(), 1u);
  const Problem& problem = problems[0];
  EXPECT_EQ(problem.name, "XSokoban-screen.01");
  EXPECT_EQ(problem.frame.rows, 11);
  EXPECT_EQ(problem.frame.cols, 19);
  EXPECT_EQ(cells_of_kind(problem, "box").size(), 6u);
  EXPECT_EQ(goal_cells(problem.frame).size(), 6u);
  EXPECT_EQ(cells_of_kind(problem, "player"), (std::vector<Coord>{{8, 11}}));
  // Leading spaces and the room behind the top-right wall are outside: void, not floor.
  EXPECT_EQ(problem.frame.at({0, 0}).type, CellType::Void);
  EXPECT_EQ(problem.frame.at({5, 11}).type, CellType::Void);
  EXPECT_EQ(problem.frame.at({1, 5}).type, CellType::Floor);
  EXPECT_EQ(problem.frame.at({6, 4}).type, CellType::Wall);
  EXPECT_EQ(problem.origin, sokoban_dir + "/XSokoban.xsb#1");
}

TEST_F(ImporterSokobanData, SelectingAMissingLevelSaysHowManyThereAre) {
  std::string path = sokoban_dir + "/Microban.xsb";
  EXPECT_EQ(error_headlines([&] { import_file(path, "999"); }),
            std::vector<std::string>{path + "#999: error: no level 999 in this file: it has 155 levels (select 1 to "
                                            "155, or a title)"});
  EXPECT_EQ(error_headlines([&] { import_file(path, "nope"); }),
            std::vector<std::string>{path + "#nope: error: no level titled 'nope' in this file: it has 155 levels "
                                            "(select by title or by number 1 to 155)"});
}

TEST(ImporterSokoban, StrayCharacterIsReportedWhereItIs) {
  std::string text = "; one\n#####\n#@$ x.#\n#######\n";
  EXPECT_EQ(error_headlines([&] { import_text("levels.xsb", text); }),
            std::vector<std::string>{"levels.xsb:3:5: error: unexpected 'x' in a Sokoban level row; expected only "
                                     "'#' wall, ' ' '-' '_' floor, '.' goal, '$' box, '*' box on goal, '@' player, "
                                     "'+' player on goal"});
}

TEST(ImporterSokoban, TabInARowIsReported) {
  std::string text = "#####\n#@\t$.#\n######\n";
  EXPECT_EQ(error_headlines([&] { import_text("levels.xsb", text); }),
            std::vector<std::string>{"levels.xsb:2:3: error: unexpected tab in a Sokoban level row; expected only "
                                     "'#' wall, ' ' '-' '_' floor, '.' goal, '$' box, '*' box on goal, '@' player, "
                                     "'+' player on goal"});
}

TEST(ImporterSokoban, MoreBoxesThanGoalsIsRefused) {
  std::string text = "; 1\n######\n#@$$.#\n######\n";
  EXPECT_EQ(error_headlines([&] { import_text("levels.xsb", text); }),
            std::vector<std::string>{"levels.xsb:2:1: error: more box pieces than goal cells: 2 box piece(s) "
                                     "covering 2 cell(s), but 1 goal cell(s); (all box on goal) can never hold"});
}

TEST(ImporterSokoban, APlayerOfTwoCellsIsRefused) {
  std::string text = "#######\n#@@$. #\n#######\n";
  EXPECT_EQ(error_headlines([&] { import_text("levels.xsb", text); }),
            std::vector<std::string>{"levels.xsb:1:1: error: the push rule moves one 'player', and the board has 2 "
                                     "player cells, at (1 1) (1 2): keep one and draw the others as floor"});
}

TEST(ImporterSokoban, TwoPlayersAreRefusedAtTheLevel) {
  std::string text = "\n\n#######\n#@$.+ #\n#######\n";
  EXPECT_EQ(error_headlines([&] { import_text("levels.xsb", text); }),
            std::vector<std::string>{"levels.xsb:3:1: error: the push rule moves one 'player', and the board has 2 "
                                     "player cells, at (1 1) (1 4): keep one and draw the others as floor"});
}

TEST(ImporterSokoban, CrlfMissingFinalNewlineAndTitleLines) {
  std::string text =
      "Title: My Collection\r\n\r\n; a\r\n#####\r\n#@$.#\r\n#####\r\nTitle: Tiny One\r\nAuthor: Me\r\n\r\n"
      "'just a note'\r\n  #####\r\n  #@*#\r\n  ####";
  auto problems = import_text("dir/my levels.sok", text);
  ASSERT_EQ(problems.size(), 2u);
  EXPECT_EQ(problems[0].name, "my_levels-Tiny_One");
  EXPECT_EQ(problems[1].name, "my_levels-2");
  EXPECT_EQ(problems[0].origin, "dir/my levels.sok#1");
  EXPECT_EQ(problems[1].origin, "dir/my levels.sok#2");
  EXPECT_EQ(problems[1].frame.rows, 3);
  EXPECT_EQ(problems[1].frame.cols, 7);
  EXPECT_EQ(problems[1].frame.at({1, 0}).type, CellType::Void);
  EXPECT_EQ(problems[1].vacant_cells(), 0);
  EXPECT_EQ(import_text("dir/my levels.sok", text, "Tiny One").at(0), problems[0]);
  EXPECT_EQ(import_text("dir/my levels.sok", text, "2").at(0), problems[1]);
}

TEST(ImporterSokoban, MovesDomainIsAnOption) {
  LoadOptions options;
  options.sokoban_domain = "sokoban-moves";
  auto problems = import_text("levels.xsb", "#####\n#@$.#\n#####\n", "", options);
  ASSERT_EQ(problems.size(), 1u);
  EXPECT_EQ(problems[0].domain.name, "sokoban-moves");
}

TEST(ImporterSokoban, FileWithoutLevelsIsRefused) {
  EXPECT_EQ(error_headlines([&] { import_text("notes.txt", "; nothing here\n\n"); }),
            std::vector<std::string>{"notes.txt: error: no Sokoban levels found: expected rows made of # @ + $ * . - _ "
                                     "and spaces"});
}

}  // namespace
}  // namespace polyplan
