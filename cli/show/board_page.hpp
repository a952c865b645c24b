#pragma once
#include <string>

#include "cli/show/board_frames.hpp"
#include "planner/plan_validator.hpp"

namespace polyplan::cli {

// show --html: one self-contained page (inline SVG drawn by inline script, no network) with the
// board of `play_task`, its goal, and the plan's frames to animate; the reader can play it with
// the rules the page knows (slide, fly, push), as in `play`. `summary` is the line under the title.
std::string board_page_html(const Task& play_task, const BoardFrames& frames, const std::string& summary);

// The page of `problem` animating `plan_text` (empty: the board alone), whose replay on the
// problem is `check` (valid); `source` says where the plan came from ("plan FILE", "found by
// astar(emm)"). The summary line names the family, the frame and the plan's length and cost.
std::string plan_page_html(const Problem& problem, const std::string& plan_text, const PlanCheck& check,
                           const std::string& source);

}  // namespace polyplan::cli
