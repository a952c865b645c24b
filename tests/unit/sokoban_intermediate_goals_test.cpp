// The intermediate-goal heuristics: the instance decomposition on a level worked by hand, the
// pattern database against a forward search of its relaxation written here, and the heuristics
// against the exact h* of whole state spaces (admissible, and stronger than EMM where the maze
// zone matters).
#include <gtest/gtest.h>

#include <algorithm>
#include <map>
#include <set>

#include "domains/sokoban/structure/maze_decomposition.hpp"
#include "heuristics/heuristic_choice.hpp"
#include "heuristics/sokoban/cut_pattern_database.hpp"
#include "tests/support/sokoban_levels.hpp"

namespace polyplan {
namespace {

using test_support::ExploredLevel;

const std::string kMazeLevels = std::string(POLYPLAN_SOURCE_DIR) + "/tests/sokoban/maze-levels.xsb";

Problem maze_level(const std::string& title) {
  return std::move(load_input(kMazeLevels + "#" + title, {}, domain_registry()).front());
}

TEST(IntermediateGoals, TheCorridorIsCutAtTheGoal) {
  // ########
  // #@$   .#   the box must pass (1 5) to reach the goal: with one cut square there, the four
  // ########   live squares before the goal are the maze zone; (1 1) is dead.
  Task task(maze_level("corridor"));
  SokobanBoard board(task, "test");
  DeadSquares dead(board);
  const FrameIndex& frame = task.frame();
  MazeDecomposition one = MazeDecomposition::largest(board, dead, 1);
  EXPECT_EQ(one.cuts(), std::vector<int>{frame.floor_at(Coord{1, 5})});
  EXPECT_EQ(one.maze_size(), 4);
  for (int col = 2; col <= 5; ++col) EXPECT_TRUE(one.in_maze(frame.floor_at(Coord{1, col}))) << col;
  EXPECT_FALSE(one.in_maze(frame.floor_at(Coord{1, 1})));
  EXPECT_EQ(draw_decomposition(board, dead, one), "########\n#xmmmC.#\n########\n");
  // With two cut squares the maze zone cannot grow; of the sets that reach four squares the first
  // in floor order is (1 2) with (1 5).
  MazeDecomposition two = MazeDecomposition::largest(board, dead, 2);
  EXPECT_EQ(two.cuts(), (std::vector<int>{frame.floor_at(Coord{1, 2}), frame.floor_at(Coord{1, 5})}));
  EXPECT_EQ(two.maze_size(), 4);
  // A cut square nearer the box leaves the squares after it to the goal zone.
  MazeDecomposition nearer(board, dead, {frame.floor_at(Coord{1, 3})});
  EXPECT_EQ(nearer.maze_size(), 2);
  EXPECT_TRUE(nearer.in_goal_zone(frame.floor_at(Coord{1, 4})));
}

// The database's relaxation searched forwards, independently of the database's backward search:
// boxes are pushed by an agent that walks around the boxes not yet done; a box is done when it
// first reaches a cut square. Returns, for every spread of the boxes over the cuts, the fewest
// pushes (absent: unreachable).
std::map<std::vector<int>, int> relaxed_costs(const SokobanBoard& board, const MazeDecomposition& zones,
                                              std::vector<int> boxes, int agent) {
  struct Node {
    std::vector<int> boxes;  // not yet done, sorted
    std::vector<int> done;   // per cut
    int agent;
  };
  auto region = [&](int from, const std::vector<int>& obstacles) {
    std::vector<bool> blocked(static_cast<std::size_t>(board.floor_count()), false);
    for (int cell : obstacles) blocked[static_cast<std::size_t>(cell)] = true;
    std::vector<int> seen{from};
    blocked[static_cast<std::size_t>(from)] = true;
    for (std::size_t head = 0; head < seen.size(); ++head)
      for (int d = 0; d < 4; ++d) {
        int next = board.neighbour(seen[head], d);
        if (next == SokobanBoard::kNone || blocked[static_cast<std::size_t>(next)]) continue;
        blocked[static_cast<std::size_t>(next)] = true;
        seen.push_back(next);
      }
    return seen;
  };
  auto canonical = [&](const Node& node) {
    std::vector<int> cells = region(node.agent, node.boxes);
    return std::make_tuple(node.boxes, node.done, *std::min_element(cells.begin(), cells.end()));
  };
  std::sort(boxes.begin(), boxes.end());
  Node start{boxes, std::vector<int>(zones.cuts().size(), 0), agent};
  std::set<std::tuple<std::vector<int>, std::vector<int>, int>> seen{canonical(start)};
  std::vector<Node> layer{start};
  std::map<std::vector<int>, int> costs;
  for (int pushes = 0; !layer.empty(); ++pushes) {
    std::vector<Node> next;
    for (const Node& node : layer) {
      if (node.boxes.empty()) {
        costs.emplace(node.done, pushes);
        continue;
      }
      for (int stand : region(node.agent, node.boxes))
        for (int d = 0; d < 4; ++d) {
          int box = board.neighbour(stand, d);
          auto at = std::find(node.boxes.begin(), node.boxes.end(), box);
          if (box == SokobanBoard::kNone || at == node.boxes.end()) continue;
          int target = board.neighbour(box, d);
          if (target == SokobanBoard::kNone || std::count(node.boxes.begin(), node.boxes.end(), target)) continue;
          Node child = node;
          child.agent = box;
          child.boxes.erase(child.boxes.begin() + (at - node.boxes.begin()));
          if (zones.cut_index(target) >= 0)
            ++child.done[static_cast<std::size_t>(zones.cut_index(target))];
          else {
            child.boxes.push_back(target);
            std::sort(child.boxes.begin(), child.boxes.end());
          }
          if (seen.insert(canonical(child)).second) next.push_back(child);
        }
    }
    layer = std::move(next);
  }
  return costs;
}

// Checks every database entry of one and two boxes on two-doors against the forward search;
// values past `saturate_at` pushes are expected as saturate_at.
void expect_relaxation_costs(int saturate_at) {
  Task task(maze_level("two-doors"));
  SokobanBoard board(task, "test");
  DeadSquares dead(board);
  MazeDecomposition zones = MazeDecomposition::largest(board, dead, 2);
  ASSERT_EQ(zones.cuts().size(), 2u);
  CutPatternDatabase database(board, zones, CutPatternDatabase::Options{2, true, 0, saturate_at}, "test");
  std::vector<int> maze;
  for (int cell = 0; cell < board.floor_count(); ++cell)
    if (zones.in_maze(cell) && zones.cut_index(cell) < 0) maze.push_back(cell);
  int checked = 0, finite = 0;
  auto check = [&](const std::vector<int>& boxes) {
    // One agent cell per component of the floor around the boxes: the others are the same state.
    std::vector<bool> covered(static_cast<std::size_t>(board.floor_count()), false);
    for (int box : boxes) covered[static_cast<std::size_t>(box)] = true;
    for (int agent = 0; agent < board.floor_count(); ++agent) {
      if (covered[static_cast<std::size_t>(agent)]) continue;
      std::vector<int> component{agent};
      for (std::size_t head = 0; head < component.size(); ++head) {
        covered[static_cast<std::size_t>(component[head])] = true;
        for (int d = 0; d < 4; ++d) {
          int next = board.neighbour(component[head], d);
          if (next != SokobanBoard::kNone && !covered[static_cast<std::size_t>(next)]) {
            covered[static_cast<std::size_t>(next)] = true;
            component.push_back(next);
          }
        }
      }
      std::map<std::vector<int>, int> expected = relaxed_costs(board, zones, boxes, agent);
      for (int first = 0; first <= static_cast<int>(boxes.size()); ++first) {
        std::vector<int> counts{first, static_cast<int>(boxes.size()) - first};
        auto found = expected.find(counts);
        int want = found == expected.end() ? CutPatternDatabase::kUnreachable : std::min(found->second, saturate_at);
        ASSERT_EQ(database.cost(boxes, counts, agent), want)
            << "boxes " << boxes.front() << "," << boxes.back() << " agent " << agent << " counts " << counts[0] << ","
            << counts[1];
        ++checked;
        finite += want != CutPatternDatabase::kUnreachable;
      }
    }
  };
  for (int box : maze) check({box});
  for (std::size_t i = 0; i < maze.size(); ++i)
    for (std::size_t j = i + 1; j < maze.size(); ++j) check({maze[i], maze[j]});
  EXPECT_GT(checked, 300);
  EXPECT_GT(finite, 100);
}

TEST(IntermediateGoals, TheDatabaseHoldsTheRelaxationsExactCosts) {
  expect_relaxation_costs(CutPatternDatabase::kUnreachable - 1);
}

// A level whose relaxation needs more pushes than a byte holds (Microban 155 needs over 254) keeps
// the deeper states at the largest value: still a lower bound, and still told from unreachable.
TEST(IntermediateGoals, DeeperStatesSaturateInsteadOfFailing) { expect_relaxation_costs(3); }

TEST(IntermediateGoals, EveryVariantIsAdmissibleAndDIsStrongerThanEmmOnTwoDoors) {
  ExploredLevel level(maze_level("two-doors"));
  ASSERT_TRUE(level.space.complete);
  auto values = [&](const std::string& text) {
    HeuristicChoice choice = parse_heuristic(text, "test");
    std::unique_ptr<Heuristic> heuristic = choice.create(*level.environment);
    std::vector<int> h(level.h_star.size());
    for (StateId id = 0; id < level.h_star.size(); ++id) h[id] = heuristic->evaluate(level.state(id));
    return h;
  };
  std::vector<int> emm = values("emm");
  int stronger = 0;
  for (const char* text :
       {"intermediate-goals", "intermediate-goals(combine=exhaustive)", "intermediate-goals(combine=independent)",
        "intermediate-goals(cuts=1, stones=3)", "intermediate-goals(stones=3, agent=ignore)",
        "intermediate-goals(nodes=1)", "intermediate-goals(stones=3, candidates=linked)",
        "intermediate-goals(stones=3, groups=1)"}) {
    std::vector<int> h = values(text);
    for (std::size_t id = 0; id < h.size(); ++id) {
      if (level.h_star[id] == kUnreachable) continue;
      ASSERT_LE(h[id], level.h_star[id]) << text << " overestimates state " << id;
      ASSERT_GE(h[id], emm[id]) << text << " is below EMM on state " << id;
      stronger += h[id] > emm[id];
    }
  }
  EXPECT_GT(stronger, 0);
}

}  // namespace
}  // namespace polyplan
