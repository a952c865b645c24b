#include "cli/play/play_text.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <string>

#include "cli/play/play_board.hpp"
#include "parser/input_error.hpp"

namespace polyplan::cli {

void write_board(const PlaySession& session, std::ostream& out) {
  const PlayGame& game = session.game();
  BoardPicture picture = board_picture(game.task(), game.style(), game.state(), session.chosen_piece());
  for (const std::string& line : board_lines(picture, game.style())) out << line << "\n";
  if (session.chosen_piece() < 0) return;
  std::vector<std::vector<std::string>> boards;
  std::vector<std::string> labels;
  for (std::size_t i = 0; i < session.choices().size(); ++i) {
    StateValues after = game.after(session.choices()[i]);
    boards.push_back(
        board_lines(board_picture(game.task(), game.style(), after, session.chosen_piece()), game.style()));
    labels.push_back(fmt::format("{}:", i + 1));
  }
  out << "placements:\n";
  for (std::size_t i = 0; i < session.choices().size(); ++i)
    out << fmt::format("  {}: {}\n", i + 1, game.describe(session.choices()[i]));
  for (const std::string& line : side_by_side(boards, labels, 78)) out << line << "\n";
}

int play_lines(PlaySession& session, std::istream& in, std::ostream& out, bool prompts) {
  write_board(session, out);
  std::string text;
  std::size_t line_number = 0;
  while (!session.game().solved()) {
    if (prompts) out << session.prompt() << ": " << std::flush;
    std::string line;
    if (!std::getline(in, line)) break;
    ++line_number;
    text += line + "\n";
    StateValues before(session.game().state().begin(), session.game().state().end());
    int chosen_before = session.chosen_piece();
    InputResult result = session.submit(line);
    if (result.error) {
      auto source = SourceFile::from_text("<stdin>", text);
      std::size_t offset = text.size() - line.size() - 1 + result.column - 1;
      throw InputError(Diagnostic::at(*source, source->position(offset), *result.error));
    }
    if (result.quit) break;
    StateView now = session.game().state();
    bool moved = !std::equal(before.begin(), before.end(), now.begin(), now.end());
    if (session.game().solved()) break;
    if (!session.message().empty()) out << session.message() << "\n";
    if (moved) out << session.progress() << "\n";
    if (moved || session.chosen_piece() != chosen_before) write_board(session, out);
  }
  if (session.game().solved()) {
    if (line_number > 0) write_board(session, out);
    out << session.message() << "\n" << std::flush;
    return 0;
  }
  out << fmt::format("not solved: {} made; the goal is not reached\n", session.progress()) << std::flush;
  return 3;
}

}  // namespace polyplan::cli
