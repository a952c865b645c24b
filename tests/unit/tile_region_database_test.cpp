// The pattern databases over (placement, blank region): the region-kept table equals the table
// that tracks the blank's cell at every state of its pattern, the reduced table is the least
// over the blank's cells, both equal an independent 0-1 search of the abstract puzzle written
// here (2 x 4, 3 x 3, 3 x 4, and a 3 x 4 board with two walls), and tile-pdb with region tables
// and tile-pdb-reduced are audited against h* on whole state spaces (2 x 4, 3 x 3, the board
// with walls). Groups congruent under a frame symmetry share one table, which must give what
// the group's own table gives.
#include <gtest/gtest.h>

#include <fmt/format.h>

#include <deque>
#include <map>

#include "domains/domain_registry.hpp"
#include "domains/frame_symmetries.hpp"
#include "domains/tiles/blank_region.hpp"
#include "heuristics/heuristic_choice.hpp"
#include "heuristics/heuristic_registry.hpp"
#include "heuristics/tiles/korf_felner_splits.hpp"
#include "heuristics/tiles/tile_pdb.hpp"
#include "parser/input_error.hpp"
#include "parser/load.hpp"
#include "planner/audit/heuristic_audit.hpp"
#include "planner/state_space.hpp"
#include "tests/support/tile_problems.hpp"

namespace polyplan {
namespace {

Problem pzl(const std::string& board, const std::string& goal) {
  std::string text = "(define (problem p) (:domain sliding-tiles) (:board \"\"\"\n" + board +
                     "\"\"\") (:goal (board \"\"\"\n" + goal + "\"\"\")))";
  return load_pzl(SourceFile::from_text("p.pzl", text), "", domain_registry()).front();
}

std::unique_ptr<Heuristic> create(const std::string& text, const Environment& environment) {
  HeuristicChoice choice = parse_heuristic(text, "test");
  return choice.plugin->create(environment, choice.options);
}

int piece(const Task& task, const std::string& name) {
  for (std::size_t i = 0; i < task.pieces().size(); ++i)
    if (task.pieces()[i].name == name) return static_cast<int>(i);
  return -1;
}

std::vector<int> goal_cells(const Task& task, const std::vector<int>& tiles) {
  std::vector<int> cells;
  for (int tile : tiles)
    for (const auto& placed : task.goal().placed())
      if (placed.piece == tile) cells.push_back(task.table(tile).cells(placed.placements.front())[0]);
  return cells;
}

// The abstract puzzle by brute force: a state is the pattern's cells and the blank's cell, a
// blank step onto a cell no pattern tile holds costs 0, a pattern tile's step into the blank 1.
// 0-1 breadth-first search from every goal state, in a map.
std::map<std::vector<int>, int> abstract_costs(const FrameIndex& frame, const std::vector<int>& goals) {
  std::map<std::vector<int>, int> cost;
  std::deque<std::pair<std::vector<int>, int>> queue;
  for (int blank = 0; blank < frame.floor_count(); ++blank)
    if (std::find(goals.begin(), goals.end(), blank) == goals.end()) {
      std::vector<int> state = goals;
      state.push_back(blank);
      queue.push_back({state, 0});
    }
  while (!queue.empty()) {
    auto [state, here] = queue.front();
    queue.pop_front();
    if (cost.count(state)) continue;
    cost[state] = here;
    int blank = state.back();
    for (int direction = 0; direction < 4; ++direction) {
      int next = frame.neighbour(blank, direction);
      if (next < 0) continue;
      std::vector<int> child = state;
      child.back() = next;
      auto tile = std::find(child.begin(), child.end() - 1, next);
      bool moves_pattern = tile != child.end() - 1;
      if (moves_pattern) *tile = blank;
      if (moves_pattern)
        queue.push_back({child, here + 1});
      else
        queue.push_front({child, here});
    }
  }
  return cost;
}

// Every state of the pattern `tiles`: the four kinds of table against the brute force.
void expect_tables_match_the_abstract_puzzle(const Task& task, const std::vector<int>& tiles) {
  const FrameIndex& frame = task.frame();
  TilePatternDatabase tracked(task, tiles, PatternBlank::Tracked, 1u << 30);
  TilePatternDatabase region(task, tiles, PatternBlank::Region, 1u << 30);
  TilePatternDatabase reduced(task, tiles, PatternBlank::Reduced, 1u << 30);
  std::map<std::vector<int>, int> costs = abstract_costs(frame, goal_cells(task, tiles));
  std::map<std::vector<int>, int> least;
  for (const auto& [state, cost] : costs) {
    std::vector<int> cells(state.begin(), state.end() - 1);
    auto [at, fresh] = least.emplace(cells, cost);
    if (!fresh) at->second = std::min(at->second, cost);
  }
  std::size_t differing = 0;
  for (const auto& [state, cost] : costs) {
    std::vector<int> cells(state.begin(), state.end() - 1);
    int blank = state.back();
    ASSERT_EQ(tracked.value(cells, blank), cost) << fmt::format("{} blank {}", fmt::join(cells, " "), blank);
    ASSERT_EQ(region.value(cells, blank), cost) << fmt::format("{} blank {}", fmt::join(cells, " "), blank);
    ASSERT_EQ(reduced.value(cells, blank), least.at(cells)) << fmt::format("{} blank {}", fmt::join(cells, " "), blank);
    differing += cost != least.at(cells);
  }
  EXPECT_EQ(costs.size(), TilePatternDatabase::entries_for(frame.floor_count(), tiles.size(), PatternBlank::Tracked));
  EXPECT_GT(differing, 0u);  // the regions matter on these boards, so the region table is tested
  EXPECT_GT(region.region_values().flagged(), 0u);
}

TEST(TileRegionDatabases, EqualTheAbstractPuzzleOnEveryStateOfTheirPattern) {
  Task two_by_four(test_support::tile_line("1 1 2 3 0 4 5 6 7", std::pair{2, 4}));
  expect_tables_match_the_abstract_puzzle(two_by_four,
                                          {piece(two_by_four, "1"), piece(two_by_four, "4"), piece(two_by_four, "5")});
  Task eight(test_support::eight_puzzle("351/7.6/482", ".12/345/678"));
  expect_tables_match_the_abstract_puzzle(eight,
                                          {piece(eight, "1"), piece(eight, "3"), piece(eight, "4"), piece(eight, "7")});
  Task three_by_four(test_support::tile_line("1 1 2 3 4 5 6 7 8 9 10 11 0", std::pair{3, 4}));
  expect_tables_match_the_abstract_puzzle(three_by_four, {piece(three_by_four, "1"), piece(three_by_four, "4"),
                                                          piece(three_by_four, "5"), piece(three_by_four, "6")});
  Task walls(pzl("213#\n4.56\n#789\n", ".12#\n3456\n#789\n"));
  expect_tables_match_the_abstract_puzzle(walls, {piece(walls, "1"), piece(walls, "3"), piece(walls, "4")});
}

// h* of whole spaces: tile-pdb with region tables must be admissible and consistent, as it
// declares; tile-pdb-reduced admissible, and (as it declares) not consistent: some move of a
// pattern tile lowers it by more than one.
void expect_admissible_and_consistent(const Problem& problem, const std::vector<std::string>& heuristics,
                                      std::size_t states) {
  Task task(problem);
  Environment environment(task);
  StateSpace space = explore_state_space(environment, 2'000'000);
  ASSERT_EQ(space.states(), states);
  std::vector<int> h_star = goal_distances(space);
  for (const std::string& text : heuristics) {
    auto heuristic = create(text, environment);
    HeuristicAudit result = audit_heuristic(space, h_star, *heuristic, task);
    EXPECT_EQ(result.solvable_states, states) << problem.name;
    EXPECT_EQ(result.admissibility_violations, 0u) << text << " on " << problem.name;
    if (text.starts_with("tile-pdb-reduced"))
      EXPECT_GT(result.consistency_violations, 0u) << text << " on " << problem.name;
    else
      EXPECT_EQ(result.consistency_violations, 0u) << text << " on " << problem.name;
    EXPECT_EQ(result.goal_violations, 0u) << text << " on " << problem.name;
  }
}

TEST(TileRegionDatabases, AreAdmissibleAndRegionTablesConsistentOnWholeSpaces) {
  expect_admissible_and_consistent(test_support::tile_line("1 1 2 3 0 4 5 6 7", std::pair{2, 4}),
                                   {"tile-pdb(blank=region, max-group=4)", "tile-pdb-reduced(max-group=4)",
                                    "tile-pdb-reduced(groups=\"1 2 5/3 6 7/4\")"},
                                   20'160);
  expect_admissible_and_consistent(
      test_support::eight_puzzle("351/7.6/482", ".12/345/678"),
      {"tile-pdb(blank=region, max-group=4)", "tile-pdb-reduced(max-group=4)", "tile-pdb(blank=region, max-group=3)",
       "tile-pdb-reduced(max-group=3, reflect=false)",
       "tile-pdb(blank=region, groups=\"1 2 3 4/5 6 7 8; 1 5 6/2 3 4 7 8\")",
       "tile-pdb-reduced(groups=\"1 2 3/4 5 6 7 8; 1 4 7/2 3 5 6 8\")"},
      181'440);
  expect_admissible_and_consistent(
      pzl("142#\n3.56\n#789\n", ".12#\n3456\n#789\n"),
      {"tile-pdb(blank=region, groups=\"1 2 3 4/5 6 7 8 9\")", "tile-pdb-reduced(groups=\"1 3 4 5/2 6 7 8 9\")"},
      1'814'400);
}

// 8-puzzle (blank goal top left): the domino 1 2 on the top edge has the images 3 6 (reflection in
// the main diagonal) and 5 8 (rotation by 90 degrees), so those groups read its table turned; the
// sum must be what each group's own table gives, on every state.
TEST(TileRegionDatabases, GroupsShareTheTableOfACongruentGroup) {
  Task task(test_support::eight_puzzle("351/7.6/482", ".12/345/678"));
  Environment environment(task);
  StateSpace space = explore_state_space(environment, 200'000);
  for (const char* blank : {"track", "region", "ignore"}) {
    auto shared = create(fmt::format("tile-pdb(groups=\"1 2/3 6/5 8/4 7\", blank={})", blank), environment);
    auto own = create(fmt::format("tile-pdb(groups=\"1 2/3 6/5 8/4 7\", blank={}, share=false)", blank), environment);
    EXPECT_EQ(dynamic_cast<const TilePdb&>(*shared).databases().size(), 2u) << blank;
    EXPECT_EQ(dynamic_cast<const TilePdb&>(*own).databases().size(), 4u) << blank;
    StateValues state(task.pieces().size());
    for (StateId id = 0; id < space.states(); ++id) {
      space.registry->unpack(id, state);
      ASSERT_EQ(shared->evaluate(state), own->evaluate(state)) << blank << " state " << id;
    }
  }
}

TEST(TileRegionDatabases, KorfAndFelnersSplitsByGoalCell) {
  Task fifteen(test_support::tile_line("1 14 13 15 7 11 12 9 5 6 0 2 1 4 8 10 3"));
  auto names = [&](const Task& task, const std::vector<std::vector<int>>& groups) {
    std::string text;
    for (const auto& group : groups) {
      if (!text.empty()) text += " /";
      for (int tile : group) text += " " + task.pieces()[std::size_t(tile)].name;
    }
    return text;
  };
  EXPECT_EQ(names(fifteen, korf_felner_groups(fifteen, "korf-felner-7-8")), " 1 2 3 4 5 6 7 / 8 9 10 11 12 13 14 15");
  EXPECT_EQ(names(fifteen, korf_felner_groups(fifteen, "korf-felner-6-6-3")),
            " 1 4 5 8 9 12 / 2 3 6 7 10 11 / 13 14 15");
  // Blank last: the split turned by 180 degrees onto the blank's corner.
  Task blank_last(pzl("1234\n5678\n9abc\nde.f\n", "1234\n5678\n9abc\ndef.\n"));
  EXPECT_EQ(names(blank_last, korf_felner_groups(blank_last, "korf-felner-7-8")), " f e d c b a 9 / 8 7 6 5 4 3 2 1");
  Task twenty_four(test_support::tile_line("1 14 5 9 2 18 8 23 19 12 17 15 0 10 20 4 6 11 21 1 7 24 3 16 22 13"));
  std::vector<std::vector<int>> groups = korf_felner_groups(twenty_four, "korf-felner-6-6-6-6");
  EXPECT_EQ(names(twenty_four, groups), " 1 2 5 6 7 12 / 3 4 8 9 13 14 / 10 11 15 16 20 21 / 17 18 19 22 23 24");
  // The three 2 x 3 blocks are turns of one another, so one table serves them.
  std::vector<FrameSymmetry> turns = frame_symmetries(twenty_four.frame());
  EXPECT_EQ(turns.size(), 8u);
  auto cells_of = [&](const std::vector<int>& group) {
    std::vector<int> cells = goal_cells(twenty_four, group);
    std::sort(cells.begin(), cells.end());
    return cells;
  };
  for (std::size_t other : {2u, 3u}) {
    bool congruent = false;
    for (const FrameSymmetry& turn : turns) {
      std::vector<int> image;
      for (int cell : cells_of(groups[1])) image.push_back(turn.cell[std::size_t(cell)]);
      std::sort(image.begin(), image.end());
      congruent = congruent || image == cells_of(groups[other]);
    }
    EXPECT_TRUE(congruent) << other;
  }
  Task eight(test_support::eight_puzzle("351/7.6/482", ".12/345/678"));
  try {
    korf_felner_groups(eight, "korf-felner-6-6-6-6");
    FAIL() << "a 3 x 3 board took the 24-puzzle's split";
  } catch (const InputError& error) {
    EXPECT_EQ(
        error.diagnostics().front().message,
        "korf-felner-6-6-6-6 is Korf and Felner's split of the 24-puzzle (5 x 5 boards whose goal leaves a corner "
        "to the blank); this board is 3 x 3 with 9 cells");
  }
}

}  // namespace
}  // namespace polyplan
