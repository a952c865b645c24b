#include "cli/show/board_frames.hpp"

#include <algorithm>
#include <cctype>
#include <stdexcept>

#include "cli/play/play_game.hpp"

namespace polyplan::cli {
namespace {

bool is_lurd(const std::string& text) {
  bool letters = false;
  std::size_t start = 0;
  while (start < text.size()) {
    std::size_t end = std::min(text.find('\n', start), text.size());
    std::string line = text.substr(start, std::min(text.find(';', start), end) - start);
    if (line.find_first_not_of("lurdLURD \t\r") != std::string::npos) return false;
    letters = letters || line.find_first_not_of(" \t\r") != std::string::npos;
    start = end + 1;
  }
  return letters;
}

}  // namespace

BoardFrames frames_of_plan(const Task& play_task, const std::string& plan_text, const std::vector<Move>& replayed,
                           int cost) {
  PlayGame game(play_task);
  BoardFrames frames;
  frames.cost = cost;
  frames.states.emplace_back(game.state().begin(), game.state().end());
  frames.labels.emplace_back();
  auto take = [&](const Move& move) {
    frames.labels.push_back(game.describe(move));
    game.apply(move);
    frames.states.emplace_back(game.state().begin(), game.state().end());
  };
  if (play_task.agent() >= 0 && is_lurd(plan_text)) {
    bool comment = false;
    for (char letter : plan_text) {
      if (letter == '\n') comment = false;
      if (letter == ';') comment = true;
      if (comment || !std::isalpha(static_cast<unsigned char>(letter))) continue;
      char lower = static_cast<char>(std::tolower(static_cast<unsigned char>(letter)));
      int direction =
          static_cast<int>(std::find(kStepLetters.begin(), kStepLetters.end(), lower) - kStepLetters.begin());
      auto move = std::find_if(game.legal_moves().begin(), game.legal_moves().end(),
                               [&](const Move& m) { return m.direction == direction; });
      // The plan was validated on the original problem, whose LURD replay is this one.
      if (move == game.legal_moves().end())
        throw std::logic_error("a validated LURD plan does not replay step by step");
      take(*move);
    }
    return frames;
  }
  for (const Move& move : replayed) take(move);
  return frames;
}

}  // namespace polyplan::cli
