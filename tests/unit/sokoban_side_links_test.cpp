// SideLinks answers "can the agent beside a box walk from one of its sides to another" from the
// floor's biconnected components; the single-box searches of the packing, hotspot and trip
// macros rely on it. Checked against a plain flood of the floor without the box's cell, for every
// box of every corpus level and random room, every cell the box could stand on and every pair of
// sides. One SideLinks serves each level's two sets of boxes (the start's, then the start's less
// every third box), box after box: the labelling of the floor without boxes is reused within a
// set and made again for the next.
#include <gtest/gtest.h>

#include <vector>

#include "domains/sokoban/board/side_links.hpp"
#include "tests/support/sokoban_levels.hpp"

namespace polyplan {
namespace {

// The cells reached from `start` over free floor (boxes other than `vacated` are walls), with
// `box` a wall too: the oracle.
std::vector<bool> flood_without(const SokobanBoard& board, const BoxMap& others, int vacated, int box, int start) {
  std::vector<bool> reached(static_cast<std::size_t>(board.floor_count()), false);
  std::vector<int> queue{start};
  reached[static_cast<std::size_t>(start)] = true;
  for (std::size_t head = 0; head < queue.size(); ++head)
    for (int d = 0; d < 4; ++d) {
      const int next = board.neighbour(queue[head], d);
      if (next == SokobanBoard::kNone || next == box || (others[next] && next != vacated) ||
          reached[static_cast<std::size_t>(next)])
        continue;
      reached[static_cast<std::size_t>(next)] = true;
      queue.push_back(next);
    }
  return reached;
}

TEST(SokobanSideLinks, AgreeWithAFloodAroundEveryCellOfEveryLevel) {
  std::size_t questions = 0, joined = 0;
  for (Problem& problem : test_support::corpus_and_rooms(41, 24, "side-room", true, [](int) { return "sokoban"; })) {
    Task task(std::move(problem));
    SokobanBoard board(task, "test");
    const test_support::StandingBoxes standing(board, task.initial_state());
    std::vector<int> fewer;
    for (std::size_t b = 0; b < standing.cells.size(); ++b)
      if (b % 3 != 0) fewer.push_back(standing.cells[b]);
    BoxMap fewer_map(board);
    fewer_map.fill(fewer);
    SideLinks links(board);
    auto check = [&](const std::vector<int>& boxes, const BoxMap& has_box) {
      for (int moving : boxes) {
        links.label(has_box, moving);
        // The cells the box can stand on with the others in place: those joined to its own.
        const std::vector<bool> region = flood_without(board, has_box, moving, -1, moving);
        for (int cell = 0; cell < board.floor_count(); ++cell) {
          if (!region[static_cast<std::size_t>(cell)]) continue;
          for (int from = 0; from < 4; ++from) {
            const int start = board.neighbour(cell, from);
            if (start == SokobanBoard::kNone || (has_box[start] && start != moving)) continue;
            const std::vector<bool> reached = flood_without(board, has_box, moving, cell, start);
            for (int to = 0; to < 4; ++to) {
              const int side = board.neighbour(cell, to);
              if (side == SokobanBoard::kNone || (has_box[side] && side != moving)) continue;
              ++questions;
              joined += reached[static_cast<std::size_t>(side)];
              EXPECT_EQ(links.joined(cell, from, to), reached[static_cast<std::size_t>(side)])
                  << task.problem().name << ": box from " << moving << " on " << cell << ", sides " << from << " and "
                  << to;
            }
          }
        }
      }
    };
    check(standing.cells, standing.map);
    check(fewer, fewer_map);
  }
  // Both answers occur often, so the comparison can fail either way.
  EXPECT_GT(joined, 1000u);
  EXPECT_GT(questions - joined, 300u);
}

// The macros of one search share a SideLinks per floor: the same object for two boards of one
// level, another once a box cell has turned into a wall (the floor's links differ), and a new one
// when the sharers are gone.
TEST(SokobanSideLinks, SharedPerFloorWhileASharerLives) {
  Task task(test_support::sokoban_level("pillars"));
  SokobanBoard board(task, "test"), same(task, "test");
  const test_support::StandingBoxes standing(board, task.initial_state());
  const SokobanBoard walled = board.with_walls({standing.cells.front()});
  auto links = SideLinks::shared_for(board);
  EXPECT_EQ(SideLinks::shared_for(same), links);
  EXPECT_NE(SideLinks::shared_for(walled), links);
  links.reset();
  EXPECT_EQ(SideLinks::shared_for(board).use_count(), 1);
}

}  // namespace
}  // namespace polyplan
