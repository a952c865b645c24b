// Every construct of the language spec (docs: ../shared/spec/LANGUAGE.md) parses to the AST it
// should, with the right positions; and the spec's three examples check into the problems the
// spec describes. The expected dumps are written by hand: each line:column was counted in the
// source, not copied from the program's output.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "domains/domain_registry.hpp"
#include "parser/load.hpp"
#include "parser/parse.hpp"

namespace polyplan {
namespace {

std::string read_spec_examples() {
  std::ifstream in(std::filesystem::path(POLYPLAN_SOURCE_DIR) / "examples" / "spec-examples.pzl", std::ios::binary);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

std::string dump_of(const std::string& name, const std::string& text) {
  return ast::dump(parse(SourceFile::from_text(name, text)));
}

// --- the spec's examples (examples/spec-examples.pzl) -----------------------------------------

TEST(SpecAst, TheThreeSpecExamples) {
  const std::string expected = R"(problem fbp-e6@1:18 @1:1
  domain flying-block@2:12
  board tokens @3:3
    |2 2| @4:6
    |1 1| @5:6
    |1 0| @6:6
    |3 4| @7:6
    |0 4| @8:6
    |5 5| @9:6
  goal
    at 1@11:14 (4 0)@11:16 (5 0)@11:22 (5 1)@11:28
problem eight-14@13:18 @13:1
  domain sliding-tiles@14:12
  board chars @15:3
    |351| @16:6
    |7.6| @17:6
    |482| @18:6
  goal
    board chars @20:10
      |.12| @21:6
      |345| @22:6
      |678| @23:6
problem tiny@26:18 @26:1
  domain sokoban@27:12
  legend @28:3 preset xsb@28:20
  board chars @29:3
    |####| @30:6
    |# .#| @31:6
    |#  ###| @32:6
    |#*@  #| @33:6
    |#  $ #| @34:6
    |#  ###| @35:6
    |####| @36:6
  goal
    all box@38:15 on goal
)";
  EXPECT_EQ(dump_of("spec-examples.pzl", read_spec_examples()), expected);
}

// --- the rest of the spec in one file ---------------------------------------------------------
// A domain with every section; a legend with glyph strings, names and integers and every kind of
// meaning; comments; several defines; `;` `(` `"` as board glyphs; common indentation removed
// (rows indented by 7 and 6 keep one space); ragged rows; :cells tokens in boards and goal boards;
// goals at, board, all and and.
const char* const kTour = R"pzl(; A domain with every section, then problems that use it.
(define (domain turning-block)
  (:requirements :polyominoes :agent)
  (:kinds block tile)
  (:move fly :kinds (block) :rotate true :reflect false)
  (:move slide :kinds (tile) :distance any)
  (:cost moves))

(define (problem legend-tour)            ; glyph strings, names and integers
  (:domain turning-block)
  (:legend "*" ((unit tile) goal) A (piece block) 7 wall
           "~" void "g" goal "o" floor)
  (:board """
     AA*~
     A o7
     g.
     """)
  ; a comment between sections
  (:target A)
  (:goal (and (at A (0 0) (0 1) (1 0))
              (all tile on goal))))

(define (problem odd-glyphs)
  (:domain sliding-block)
  (:board """
       ;(
      ";.
      #;
      """)
  (:goal (board """
      ?;.
      ?;(
      ?;
      """)))

(define (problem big-tiles)
  (:domain sliding-tiles)
  (:board :cells tokens """
     10 11  0
      9  1 12
     """)
  (:goal (board :cells tokens """
      0 11 10
      9  1 12
     """)))
)pzl";

TEST(SpecAst, DomainLegendBoardsGoalsAndComments) {
  const std::string expected = R"(domain turning-block@2:17 @2:1
  requirement :polyominoes@3:18
  requirement :agent@3:31
  kind block@4:11
  kind tile@4:17
  move fly@5:10 :kinds@5:14 (block) :rotate@5:29 true :reflect@5:42 false
  move slide@6:10 :kinds@6:16 (tile) :distance@6:30 any
  cost moves@7:10
problem legend-tour@9:18 @9:1
  domain turning-block@10:12
  legend @11:3
    "*"@11:12 = unit(tile@11:23) goal
    A@11:35 = piece(block@11:44)
    7@11:51 = wall
    "~"@12:12 = void
    "g"@12:21 = goal
    "o"@12:30 = floor
  board chars @13:3
    |AA*~| @14:6
    |A o7| @15:6
    |g.| @16:6
  target A@19:12
  goal
    and @20:10
      at A@20:19 (0 0)@20:21 (0 1)@20:27 (1 0)@20:33
      all tile@21:20 on goal
problem odd-glyphs@23:18 @23:1
  domain sliding-block@24:12
  board chars @25:3
    | ;(| @26:7
    |";.| @27:7
    |#;| @28:7
  goal
    board chars @30:10
      |?;.| @31:7
      |?;(| @32:7
      |?;| @33:7
problem big-tiles@36:18 @36:1
  domain sliding-tiles@37:12
  board tokens @38:3
    |10 11  0| @39:6
    | 9  1 12| @40:6
  goal
    board tokens @42:10
      |0 11 10| @43:7
      |9  1 12| @44:7
)";
  EXPECT_EQ(dump_of("tour.pzl", kTour), expected);
}

// --- checked problems -------------------------------------------------------------------------

std::vector<Coord> cells(std::initializer_list<Coord> list) { return list; }

const Piece& piece_named(const Problem& problem, const std::string& name) {
  int index = problem.find_piece(name);
  EXPECT_GE(index, 0) << "no piece " << name;
  return problem.pieces.at(static_cast<std::size_t>(std::max(index, 0)));
}

std::vector<std::string> piece_names(const Problem& problem) {
  std::vector<std::string> names;
  for (const Piece& piece : problem.pieces) names.push_back(piece.name);
  return names;
}

class SpecProblems : public testing::Test {
 protected:
  void SetUp() override {
    problems_ = load_pzl(SourceFile::from_text("spec-examples.pzl", read_spec_examples()), "", domain_registry());
    ASSERT_EQ(problems_.size(), 3u);
  }
  std::vector<Problem> problems_;
};

TEST_F(SpecProblems, FlyingBlockE6) {
  const Problem& fbp = problems_[0];
  EXPECT_EQ(fbp.name, "fbp-e6");
  EXPECT_EQ(fbp.domain.name, "flying-block");
  EXPECT_EQ(fbp.frame.rows, 6);
  EXPECT_EQ(fbp.frame.cols, 2);
  EXPECT_EQ(fbp.frame.count(CellType::Floor), 12);
  EXPECT_EQ(piece_names(fbp), (std::vector<std::string>{"2", "1", "3", "4", "5"}));
  EXPECT_EQ(piece_named(fbp, "1").cells, cells({{1, 0}, {1, 1}, {2, 0}}));
  EXPECT_EQ(piece_named(fbp, "4").cells, cells({{3, 1}, {4, 1}}));
  for (const Piece& piece : fbp.pieces) {
    EXPECT_EQ(piece.kind, "block");
    EXPECT_FALSE(piece.unit);
  }
  EXPECT_EQ(fbp.vacant_cells(), 2);
  ASSERT_EQ(fbp.goal.kind, Goal::Kind::At);
  EXPECT_EQ(fbp.goal.piece, fbp.find_piece("1"));
  EXPECT_EQ(fbp.goal.cells, cells({{4, 0}, {5, 0}, {5, 1}}));
  EXPECT_EQ(fbp.target, std::vector<int>{fbp.find_piece("1")});
}

TEST_F(SpecProblems, EightPuzzle14) {
  const Problem& eight = problems_[1];
  EXPECT_EQ(eight.name, "eight-14");
  EXPECT_EQ(eight.domain.name, "sliding-tiles");
  EXPECT_EQ(eight.frame.rows, 3);
  EXPECT_EQ(eight.frame.cols, 3);
  EXPECT_EQ(eight.frame.count(CellType::Floor), 9);
  EXPECT_EQ(piece_names(eight), (std::vector<std::string>{"3", "5", "1", "7", "6", "4", "8", "2"}));
  for (const Piece& piece : eight.pieces) {
    EXPECT_EQ(piece.kind, "tile");
    EXPECT_EQ(piece.cells.size(), 1u);
  }
  EXPECT_EQ(eight.vacant_cells(), 1);
  // The goal board becomes one `at` per tile, in the order the goal board shows them.
  ASSERT_EQ(eight.goal.kind, Goal::Kind::And);
  ASSERT_EQ(eight.goal.parts.size(), 8u);
  const std::vector<Coord> home{{0, 1}, {0, 2}, {1, 0}, {1, 1}, {1, 2}, {2, 0}, {2, 1}, {2, 2}};
  for (std::size_t i = 0; i < 8; ++i) {
    const Goal& part = eight.goal.parts[i];
    EXPECT_EQ(part.kind, Goal::Kind::At);
    EXPECT_EQ(part.piece, eight.find_piece(std::to_string(i + 1)));
    EXPECT_EQ(part.cells, std::vector<Coord>{home[i]});
  }
  EXPECT_EQ(eight.target.size(), 8u);
}

TEST_F(SpecProblems, TinySokobanMicroban1) {
  const Problem& tiny = problems_[2];
  EXPECT_EQ(tiny.name, "tiny");
  EXPECT_EQ(tiny.domain.name, "sokoban");
  EXPECT_EQ(tiny.domain.cost, CostModel::Pushes);
  EXPECT_EQ(tiny.frame.rows, 7);
  EXPECT_EQ(tiny.frame.cols, 6);
  EXPECT_EQ(tiny.frame.count(CellType::Floor), 14);
  EXPECT_EQ(tiny.frame.count(CellType::Wall), 22);
  EXPECT_EQ(tiny.frame.count(CellType::Void), 6);  // right of the short rows 0, 1 and 6
  EXPECT_EQ(tiny.frame.goal_count(), 2);
  EXPECT_TRUE(tiny.frame.at({1, 2}).goal);
  EXPECT_TRUE(tiny.frame.at({3, 1}).goal);
  // '*' (box on goal) at (3 1), '@' at (3 2), '$' at (4 3), in row-major order.
  ASSERT_EQ(tiny.pieces.size(), 3u);
  EXPECT_EQ(tiny.pieces[0], (Piece{"*", "box", true, {{3, 1}}}));
  EXPECT_EQ(tiny.pieces[1], (Piece{"@", "player", false, {{3, 2}}}));
  EXPECT_EQ(tiny.pieces[2], (Piece{"$", "box", true, {{4, 3}}}));
  EXPECT_EQ(tiny.vacant_cells(), 11);
  EXPECT_EQ(tiny.goal.kind, Goal::Kind::AllOnGoal);
  EXPECT_EQ(tiny.goal.piece_kind, "box");
  EXPECT_TRUE(tiny.target.empty());
}

TEST(SpecProblemsTour, LegendMeaningsBecomeCells) {
  std::vector<Problem> problems = load_pzl(SourceFile::from_text("tour.pzl", kTour), "", domain_registry());
  ASSERT_EQ(problems.size(), 3u);
  const Problem& tour = problems[0];
  EXPECT_EQ(tour.domain.name, "turning-block");
  EXPECT_EQ(tour.domain.cost, CostModel::Moves);
  EXPECT_EQ(tour.frame.rows, 3);
  EXPECT_EQ(tour.frame.cols, 4);
  EXPECT_EQ(tour.frame.at({0, 3}).type, CellType::Void);  // "~"
  EXPECT_EQ(tour.frame.at({1, 3}).type, CellType::Wall);  // 7
  EXPECT_EQ(tour.frame.at({2, 2}).type, CellType::Void);  // ragged row
  EXPECT_EQ(tour.frame.count(CellType::Floor), 8);
  EXPECT_EQ(tour.frame.goal_count(), 2);  // "*" and "g"
  ASSERT_EQ(tour.pieces.size(), 2u);
  EXPECT_EQ(tour.pieces[0], (Piece{"A", "block", false, {{0, 0}, {0, 1}, {1, 0}}}));
  EXPECT_EQ(tour.pieces[1], (Piece{"*", "tile", true, {{0, 2}}}));
  EXPECT_EQ(tour.vacant_cells(), 4);
  EXPECT_EQ(tour.target, std::vector<int>{0});

  const Problem& odd = problems[1];
  EXPECT_EQ(piece_names(odd), (std::vector<std::string>{";", "(", "\""}));
  EXPECT_EQ(piece_named(odd, ";").cells, cells({{0, 1}, {1, 1}, {2, 1}}));
  EXPECT_EQ(odd.frame.at({2, 0}).type, CellType::Wall);
  ASSERT_EQ(odd.goal.parts.size(), 2u);  // ';' stays, '(' moves down; '"' is free
  EXPECT_EQ(odd.goal.parts[1].cells, cells({{1, 2}}));

  const Problem& tiles = problems[2];
  EXPECT_EQ(piece_names(tiles), (std::vector<std::string>{"10", "11", "9", "1", "12"}));
  EXPECT_EQ(piece_named(tiles, "12").cells, cells({{1, 2}}));
  EXPECT_EQ(tiles.vacant_cells(), 1);
}

}  // namespace
}  // namespace polyplan
