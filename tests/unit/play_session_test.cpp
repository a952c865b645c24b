// polyplan play without a terminal: the game (moves, undo, redo, restart), each family's input,
// hints from the selector, and scripted play by lines.
#include <gtest/gtest.h>

#include <sstream>
#include <string>

#include "cli/play/play_board.hpp"
#include "cli/play/play_session.hpp"
#include "cli/play/play_text.hpp"
#include "domains/domain_registry.hpp"
#include "parser/input_error.hpp"
#include "parser/load.hpp"

namespace polyplan::cli {
namespace {

Problem example(const std::string& file_and_name) {
  return std::move(
      load_input(std::string(POLYPLAN_SOURCE_DIR) + "/examples/" + file_and_name, {}, domain_registry()).front());
}

// A game of one problem with its hint finder, as `play` sets them up.
struct Played {
  explicit Played(const std::string& name)
      : original(example(name)),
        hints(original, SearchSelection{}, 30),
        task(playable_problem(original)),
        session(task, hints) {}
  Problem original;
  HintFinder hints;
  Task task;
  PlaySession session;
};

std::string board_text(const PlaySession& session) {
  const PlayGame& game = session.game();
  std::string text;
  for (const std::string& line : board_lines(board_picture(game.task(), game.style(), game.state()), game.style()))
    text += line + "\n";
  return text;
}

// The assignment's start and its 14 moves typed as tile numbers, as in its `--search human`.
TEST(PlaySession, AssignmentStartSolvedByItsFourteenTileNumbers) {
  Played played("eight-puzzle.pzl#assignment");
  PlaySession& session = played.session;
  EXPECT_EQ(session.game().style(), PlayStyle::Tiles);
  EXPECT_EQ(board_text(session), "3 5 1\n7 . 6\n4 8 2\n");
  EXPECT_EQ(session.prompt(), "tile to move (next to the blank: 5 7 6 8)");
  for (const char* tile : {"6", "2", "8", "6", "5", "1", "2", "5", "7", "4", "6", "7", "4"}) {
    InputResult result = session.submit(tile);
    ASSERT_FALSE(result.error) << *result.error;
    EXPECT_FALSE(session.game().solved());
  }
  EXPECT_FALSE(session.submit("3").error);
  EXPECT_TRUE(session.game().solved());
  EXPECT_EQ(board_text(session), ". 1 2\n3 4 5\n6 7 8\n");
  EXPECT_EQ(session.message(), "solved in 14 moves (optimal: 14)");
  EXPECT_EQ(session.game().history(), "6 2 8 6 5 1 2 5 7 4 6 7 4 3");
}

TEST(PlaySession, TilesRefuseATileAwayFromTheBlankAndUndoRedoRestart) {
  Played played("eight-puzzle.pzl#assignment");
  PlaySession& session = played.session;
  InputResult result = session.submit("3");
  ASSERT_TRUE(result.error);
  EXPECT_EQ(*result.error, "tile 3 is not next to the blank; tile to move (next to the blank: 5 7 6 8)");
  result = session.submit("6 9");
  ASSERT_TRUE(result.error);
  EXPECT_EQ(result.column, 3u);
  EXPECT_EQ(*result.error, "there is no tile '9'; tile to move (next to the blank: 1 6 2)");
  EXPECT_EQ(session.game().moves().size(), 1u);  // the 6 before the error stands
  // An arrow moves the tile that slides that way into the blank: none lies right of it, and
  // right takes the 6 back.
  EXPECT_EQ(board_text(session), "3 5 1\n7 6 .\n4 8 2\n");
  EXPECT_FALSE(session.direction(kLeft));
  EXPECT_EQ(session.message(), "no tile can slide left");
  EXPECT_TRUE(session.direction(kRight));
  EXPECT_EQ(board_text(session), "3 5 1\n7 . 6\n4 8 2\n");
  session.undo();
  EXPECT_EQ(board_text(session), "3 5 1\n7 6 .\n4 8 2\n");
  session.redo();
  EXPECT_EQ(session.game().moves().size(), 2u);
  session.restart();
  EXPECT_EQ(session.game().moves().size(), 0u);
  EXPECT_EQ(board_text(session), "3 5 1\n7 . 6\n4 8 2\n");
  session.redo();
  EXPECT_EQ(board_text(session), "3 5 1\n7 6 .\n4 8 2\n");
  session.undo();
  session.undo();
  EXPECT_EQ(session.message(), "nothing to undo: this is the start");
}

// A hint is the next move of an optimal plan; taking it leaves one move less to go.
TEST(PlaySession, HintsFollowAnOptimalPlanToTheGoal) {
  Played played("eight-puzzle.pzl#assignment");
  PlaySession& session = played.session;
  for (int to_go = 14; to_go > 0; --to_go) {
    session.hint();
    std::string message = session.message();
    ASSERT_EQ(message.rfind("hint: ", 0), 0u) << message;
    std::string suffix = fmt::format(" ({} move{} to go, optimal)", to_go, to_go == 1 ? "" : "s");
    ASSERT_NE(message.find(suffix), std::string::npos) << message;
    ASSERT_FALSE(session.submit(message.substr(6, message.find(' ', 6) - 6)).error);
  }
  EXPECT_TRUE(session.game().solved());
  EXPECT_EQ(session.message(), "solved in 14 moves (optimal: 14)");
}

// Microban level 1 (push-optimal: 8 pushes) walked step by step with LURD letters: the hints'
// plan, replayed letter by letter, reaches the goal with 8 pushes.
TEST(PlaySession, SokobanByLettersWithUndoAndHints) {
  Played played("spec-examples.pzl#tiny");
  PlaySession& session = played.session;
  EXPECT_EQ(session.game().style(), PlayStyle::Agent);
  std::string before = board_text(session);
  EXPECT_EQ(before, "####\n# .#\n#  ###\n#*@  #\n#  $ #\n#  ###\n####\n");
  ASSERT_FALSE(session.submit("r").error);
  EXPECT_NE(board_text(session), before);
  ASSERT_FALSE(session.submit("z").error);
  EXPECT_EQ(board_text(session), before);
  InputResult wall = session.submit("uuu");  // two steps up, the third into the wall
  ASSERT_TRUE(wall.error);
  EXPECT_EQ(wall.column, 1u);
  EXPECT_EQ(session.game().moves().size(), 2u);
  EXPECT_EQ(*wall.error, "cannot move up: a wall or a box that cannot be pushed");
  session.restart();
  session.hint();
  EXPECT_NE(session.message().find("(8 pushes to go, optimal)"), std::string::npos) << session.message();
  int guard = 200;
  while (!session.game().solved() && guard-- > 0) {
    session.hint();
    ASSERT_EQ(session.message().rfind("hint: ", 0), 0u) << session.message();
    ASSERT_FALSE(session.submit(session.message().substr(6, 1)).error);
  }
  EXPECT_EQ(session.game().pushes(), 8);
  EXPECT_EQ(session.message().rfind("solved in ", 0), 0u);
  EXPECT_NE(session.message().find("8 pushes (optimal: 8 pushes)"), std::string::npos) << session.message();
}

// Flying Block: a piece by name, then a numbered placement; the hints' plan is optimal (6 moves).
TEST(PlaySession, FlyingBlockByPieceAndPlacementNumber) {
  Played played("spec-examples.pzl#fbp-e6");
  PlaySession& session = played.session;
  EXPECT_EQ(session.game().style(), PlayStyle::Pieces);
  InputResult unknown = session.submit("nosuch");
  ASSERT_TRUE(unknown.error);
  EXPECT_EQ(unknown.error->rfind("there is no piece 'nosuch'; piece to move (movable: ", 0), 0u) << *unknown.error;
  int guard = 20;
  while (!session.game().solved() && guard-- > 0) {
    session.hint();
    const std::string hint = session.message();
    ASSERT_EQ(hint.rfind("hint: ", 0), 0u) << hint;
    // "hint: A (r c) ... (N moves to go, optimal)": find the piece and the numbered placement.
    std::string name = hint.substr(6, hint.find(' ', 6) - 6);
    std::string cells = hint.substr(7 + name.size(), hint.rfind(" (") - 7 - name.size());
    ASSERT_FALSE(session.submit(name).error);
    ASSERT_GT(session.choices().size(), 0u);
    std::size_t number = 0;
    for (std::size_t i = 0; i < session.choices().size(); ++i)
      if (session.game().describe(session.choices()[i]) == name + " " + cells) number = i + 1;
    ASSERT_GT(number, 0u) << hint;
    InputResult beyond = session.submit(std::to_string(session.choices().size() + 1));
    ASSERT_TRUE(beyond.error);
    ASSERT_FALSE(session.submit(std::to_string(number)).error);
  }
  EXPECT_EQ(session.message(), "solved in 6 moves (optimal: 6)");
}

TEST(PlayLines, ScriptedPlayReadsMovesFromTheStream) {
  Played played("eight-puzzle.pzl#assignment");
  std::istringstream in("6 2 8 6 5 1 2 5 7\n4 6 7 4 3\n");
  std::ostringstream out;
  EXPECT_EQ(play_lines(played.session, in, out, false), 0);
  std::string text = out.str();
  EXPECT_EQ(text.rfind("3 5 1\n7 . 6\n4 8 2\nmoves 9\n", 0), 0u) << text;
  EXPECT_NE(text.find("\n. 1 2\n3 4 5\n6 7 8\nsolved in 14 moves (optimal: 14)\n"), std::string::npos) << text;
}

TEST(PlayLines, ScriptedPlayStopsAtABadLineWithItsPosition) {
  Played played("eight-puzzle.pzl#assignment");
  std::istringstream in("6\nundo\n  7 x\n");
  std::ostringstream out;
  try {
    play_lines(played.session, in, out, false);
    FAIL() << "expected an InputError";
  } catch (const InputError& error) {
    EXPECT_EQ(error.diagnostics().front().headline(),
              "<stdin>:3:5: error: there is no tile 'x'; tile to move (next to the blank: 3 7 4)");
  }
}

TEST(PlayLines, InputThatEndsBeforeTheGoalReturnsThree) {
  Played played("eight-puzzle.pzl#assignment");
  std::istringstream in("6 2\n");
  std::ostringstream out;
  EXPECT_EQ(play_lines(played.session, in, out, false), 3);
  EXPECT_NE(out.str().find("not solved: moves 2 made; the goal is not reached\n"), std::string::npos) << out.str();
}

}  // namespace
}  // namespace polyplan::cli
