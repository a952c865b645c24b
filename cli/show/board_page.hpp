#pragma once
#include <string>

#include "cli/show/board_frames.hpp"

namespace polyplan::cli {

// show --html: one self-contained page (inline SVG drawn by inline script, no network) with the
// board of `play_task`, its goal, and the plan's frames to animate; the reader can play it with
// the rules the page knows (slide, fly, push), as in `play`. `summary` is the line under the title.
std::string board_page_html(const Task& play_task, const BoardFrames& frames, const std::string& summary);

}  // namespace polyplan::cli
