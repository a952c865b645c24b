#pragma once
#include <string>
#include <vector>

#include "domains/move_generator.hpp"

namespace polyplan::cli {

// A plan as the boards it passes through, in the task the page plays (playable_problem: Sokoban
// step by step), each with its move's name in the family's terms.
struct BoardFrames {
  std::vector<StateValues> states;  // the start first
  std::vector<std::string> labels;  // labels[i]: the move into states[i]; labels[0] is empty
  int cost = 0;                     // the plan's cost in the original problem
};

// The frames of a plan text that has been validated on the original problem (whose replayed
// moves are `replayed`): LURD letters are replayed step by step in `play_task`, move lines are
// the replayed moves themselves.
BoardFrames frames_of_plan(const Task& play_task, const std::string& plan_text, const std::vector<Move>& replayed,
                           int cost);

}  // namespace polyplan::cli
