// The trip macros' moves (a box taken alone to a goal, to the cell farthest from it, or to every
// cell it reaches), and the single-box search that finds them, against a breadth-first search
// over the box's cell and the agent's cell, walks free and pushes counted: every box of every
// corpus level and random room.
#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <deque>
#include <filesystem>
#include <map>
#include <vector>

#include "domains/move_macro.hpp"
#include "domains/sokoban/board/single_box_pushes.hpp"
#include "domains/sokoban/deadlocks/dead_squares.hpp"
#include "domains/sokoban/structure/goal_rooms.hpp"
#include "parser/input_error.hpp"
#include "parser/load.hpp"
#include "planner/search/search_configuration.hpp"
#include "tests/support/shared_data.hpp"
#include "tests/support/sokoban_levels.hpp"
#include "tests/support/sokoban_verdicts.hpp"

namespace polyplan {
namespace {

// The fewest pushes that take the box on `box` to each cell (-1: none), the agent starting on
// `agent`, the other boxes standing, the box only on cells `allowed` marks (null: any): a 0-1
// breadth-first search over (box cell, agent cell), a step of the agent costing 0 and a push 1.
std::vector<int> oracle_pushes(const SokobanBoard& board, const BoxMap& others, int box, int agent,
                               const std::vector<bool>* allowed) {
  const std::size_t cells = static_cast<std::size_t>(board.floor_count());
  std::vector<int> best(cells * cells, -1), pushes(cells, -1);
  auto index = [&](int b, int a) { return static_cast<std::size_t>(b) * cells + static_cast<std::size_t>(a); };
  auto free = [&](int cell, int box_cell) {
    return cell != SokobanBoard::kNone && cell != box_cell && (!others[cell] || cell == box);
  };
  std::deque<std::pair<int, int>> queue{{box, agent}};
  best[index(box, agent)] = 0;
  while (!queue.empty()) {
    auto [b, a] = queue.front();
    queue.pop_front();
    const int cost = best[index(b, a)];
    if (pushes[static_cast<std::size_t>(b)] < 0 || cost < pushes[static_cast<std::size_t>(b)])
      pushes[static_cast<std::size_t>(b)] = cost;
    for (int d = 0; d < 4; ++d) {
      const int step = board.neighbour(a, d);
      if (step == b) {
        const int ahead = board.neighbour(b, d);
        if (!free(ahead, b) || (allowed && !(*allowed)[static_cast<std::size_t>(ahead)])) continue;
        int& known = best[index(ahead, b)];
        if (known >= 0 && known <= cost + 1) continue;
        known = cost + 1;
        queue.emplace_back(ahead, b);
      } else if (free(step, b)) {
        int& known = best[index(b, step)];
        if (known >= 0 && known <= cost) continue;
        known = cost;
        queue.emplace_front(b, step);
      }
    }
  }
  return pushes;
}

std::vector<Problem> levels() {
  return test_support::corpus_and_rooms(48, 24, "trip-room", true, [](int) { return "sokoban"; });
}

TEST(SingleBoxPushes, EachReachedHandsOverEveryCellOnceAtItsFewestPushes) {
  std::size_t handed = 0;
  for (Problem& problem : levels()) {
    Task task(std::move(problem));
    SokobanBoard board(task, "test");
    const test_support::StandingBoxes standing(board, task.initial_state());
    const std::vector<int>& boxes = standing.cells;
    const BoxMap& has_box = standing.map;
    const int agent = board.agent_cell(task.initial_state());
    const std::vector<bool> live = cells_reaching_a_goal(board);
    SingleBoxPushes pushes(board);
    for (int box : boxes)
      for (const std::vector<bool>* allowed : {static_cast<const std::vector<bool>*>(nullptr), &live}) {
        const std::vector<int> expected = oracle_pushes(board, has_box, box, agent, allowed);
        std::vector<int> got(expected.size(), -1);
        int last = 0;
        pushes.each_reached(
            has_box, box, box, agent,
            [&](const SingleBoxPushes::Path& path) {
              EXPECT_EQ(got[static_cast<std::size_t>(path.cell)], -1) << "handed over twice: " << path.cell;
              EXPECT_GE(path.pushes, last) << "not nearest first";
              last = path.pushes;
              got[static_cast<std::size_t>(path.cell)] = path.pushes;
              ++handed;
              return false;
            },
            allowed);
        got[static_cast<std::size_t>(box)] = 0;  // its own cell is never handed over
        EXPECT_EQ(got, expected) << task.problem().name << ": the box on " << box;
      }
  }
  EXPECT_GT(handed, 1000u);
}

// The goals a trip may end on in `state`: free, and of a room with an order only its first open goal.
std::vector<int> open_goals(const SokobanBoard& board, const BoxMap& has_box) {
  std::vector<GoalRoom> rooms = find_goal_rooms(board);
  std::vector<int> open;
  for (int goal : board.goals()) {
    if (has_box[goal]) continue;
    const bool in_room = std::any_of(rooms.begin(), rooms.end(), [&](const GoalRoom& room) {
      return std::find(room.cells.begin(), room.cells.end(), goal) != room.cells.end();
    });
    if (!in_room) open.push_back(goal);
  }
  for (const GoalRoom& room : rooms)
    if (int goal = first_open_goal(room, has_box); goal >= 0) open.push_back(goal);
  return open;
}

// The moves a macro adds after the state's own, which stay first, as (box cell, end cell, cost).
std::vector<std::array<int, 3>> added_moves(const Task& task, Environment& environment, const StateValues& state,
                                            const std::string& macro) {
  std::vector<Move> plain;
  environment.successors(state, plain);
  const std::vector<Move> moves = test_support::macro_moves(environment, state, macro);
  EXPECT_GE(moves.size(), plain.size());
  EXPECT_TRUE(std::equal(plain.begin(), plain.end(), moves.begin())) << "the state's own moves stay first";
  std::vector<std::array<int, 3>> added;
  for (std::size_t m = plain.size(); m < moves.size(); ++m) {
    const Move& move = moves[m];
    added.push_back({task.table(move.piece).cells(static_cast<int>(state[static_cast<std::size_t>(move.piece)]))[0],
                     task.table(move.piece).cells(static_cast<int>(move.placement))[0], move.cost});
  }
  std::sort(added.begin(), added.end());
  return added;
}

// What the trip tests read of each push-cost level's start: its boxes, agent and live cells.
struct LevelStart {
  const Task& task;
  Environment& environment;
  const SokobanBoard& board;
  const StateValues& state;
  const test_support::StandingBoxes& standing;
  int agent;
  const std::vector<bool>& live;
};

template <typename Check>
void for_each_level_start(Check check) {
  for (Problem& problem : levels()) {
    Task task(std::move(problem));
    if (task.problem().domain.cost != CostModel::Pushes) continue;
    Environment environment(task);
    SokobanBoard board(task, "test");
    const StateValues& state = task.initial_state();
    const test_support::StandingBoxes standing(board, state);
    const std::vector<bool> live = cells_reaching_a_goal(board);
    check(LevelStart{task, environment, board, state, standing, board.agent_cell(state), live});
  }
}

TEST(TripMacro, GoalTripsTakeEveryBoxToEveryOpenGoalAndFarTripsToItsFarthestCell) {
  std::size_t goal_trips = 0, far_trips = 0;
  for_each_level_start([&](const LevelStart& start) {
    const SokobanBoard& board = start.board;
    const BoxMap& has_box = start.standing.map;
    const std::string& name = start.task.problem().name;
    const std::vector<int> open = open_goals(board, has_box);
    std::vector<std::array<int, 3>> to_goals;
    std::map<int, int> farthest;  // per box with a cell to go to: the most pushes to any cell
    for (int box : start.standing.cells) {
      const std::vector<int> pushes = oracle_pushes(board, has_box, box, start.agent, &start.live);
      for (int cell = 0; cell < board.floor_count(); ++cell)
        if (cell != box && pushes[static_cast<std::size_t>(cell)] > 0)
          farthest[box] = std::max(farthest[box], pushes[static_cast<std::size_t>(cell)]);
      if (board.is_goal(box)) continue;
      for (int goal : open)
        if (pushes[static_cast<std::size_t>(goal)] > 0)
          to_goals.push_back({box, goal, pushes[static_cast<std::size_t>(goal)]});
    }
    std::sort(to_goals.begin(), to_goals.end());
    EXPECT_EQ(added_moves(start.task, start.environment, start.state, "goal-trip"), to_goals) << name;
    goal_trips += to_goals.size();
    // Which of the farthest cells a far trip ends on is the search's choice: its box and pushes are checked.
    std::map<int, int> far_made;
    for (const auto& [from, to, cost] : added_moves(start.task, start.environment, start.state, "far-trip")) {
      EXPECT_EQ(far_made.count(from), 0u) << name << ": two far trips of the box on " << from;
      far_made[from] = cost;
    }
    EXPECT_EQ(far_made, farthest) << name;
    far_trips += far_made.size();
  });
  // Both kinds occur often, so the comparisons can fail either way.
  EXPECT_GT(goal_trips, 20u);
  EXPECT_GT(far_trips, 20u);
}

// `trip` makes both kinds from one search per box: its moves are those of goal-trip and far-trip
// together, a far trip that ends on a goal the box has its trip to made once.
TEST(TripMacro, TripIsGoalTripAndFarTripFromOneSearch) {
  std::size_t shared = 0, levels_seen = 0;
  for (Problem& problem : levels()) {
    Task task(std::move(problem));
    if (task.problem().domain.cost != CostModel::Pushes) continue;
    Environment environment(task);
    const StateValues& state = task.initial_state();
    std::vector<std::array<int, 3>> apart = added_moves(task, environment, state, "goal-trip");
    const std::vector<std::array<int, 3>> far = added_moves(task, environment, state, "far-trip");
    apart.insert(apart.end(), far.begin(), far.end());
    std::sort(apart.begin(), apart.end());
    const std::size_t before = apart.size();
    apart.erase(std::unique(apart.begin(), apart.end()), apart.end());
    shared += before - apart.size();
    EXPECT_EQ(added_moves(task, environment, state, "trip"), apart) << task.problem().name;
    ++levels_seen;
  }
  EXPECT_GT(levels_seen, 10u);
  EXPECT_GT(shared, 0u) << "no far trip ended on a goal trip's goal: the made-once rule went unchecked";
}

// `relocate` takes every box to every live cell it reaches alone in two pushes or more, each once
// and by its fewest pushes: the oracle's cells, the single pushes left to the state's own moves.
TEST(TripMacro, RelocationsTakeEveryBoxToEveryCellItReachesInTwoPushesOrMore) {
  std::size_t relocations = 0, longest = 0;
  for_each_level_start([&](const LevelStart& start) {
    std::vector<std::array<int, 3>> expected;
    for (int box : start.standing.cells) {
      const std::vector<int> pushes = oracle_pushes(start.board, start.standing.map, box, start.agent, &start.live);
      for (int cell = 0; cell < start.board.floor_count(); ++cell)
        if (pushes[static_cast<std::size_t>(cell)] >= 2) {
          expected.push_back({box, cell, pushes[static_cast<std::size_t>(cell)]});
          longest = std::max(longest, static_cast<std::size_t>(pushes[static_cast<std::size_t>(cell)]));
        }
    }
    std::sort(expected.begin(), expected.end());
    EXPECT_EQ(added_moves(start.task, start.environment, start.state, "relocate"), expected)
        << start.task.problem().name;
    relocations += expected.size();
  });
  EXPECT_GT(relocations, 200u);
  EXPECT_GT(longest, 5u);
}

// Where walking costs, a trip is no single move: every trip macro refuses the domain by name.
TEST(TripMacro, OnlyThePushDomainTakesThem) {
  LoadOptions options;
  options.sokoban_domain = "sokoban-moves";
  Task task(std::move(
      import_sokoban(SourceFile::from_text("row.xsb", "######\n#@$ .#\n######\n"), "", options, domain_registry())
          .front()));
  Environment environment(task);
  const std::vector<std::pair<std::string, std::string>> refusals = {
      {"goal-trip", "it moves a box to a goal in one move"},
      {"far-trip", "it moves a box in one move"},
      {"trip", "it moves a box in one move"},
      {"relocate", "it moves a box in one move"}};
  for (const auto& [name, reason] : refusals) {
    EXPECT_FALSE(move_macro_registry().find(name)->keeps_optimal) << name;
    try {
      move_macro_registry().find(name)->create(environment);
      ADD_FAILURE() << name << " accepted sokoban-moves";
    } catch (const InputError& error) {
      EXPECT_EQ(error.diagnostics().front().headline(),
                "macros: error: " + name + " needs walking to be free (domain sokoban): " + reason);
    }
  }
}

// Trips and relocations only add moves: FESS keeps its verdicts on the corpus, and its Microban
// plans replay.
const char* const kFessWithTrips =
    "fess(emm(corrals=true, sets=3), prune=pi-corral, macros=[tunnel, pack, hotspot, goal-trip], weigh=turns, "
    "advise-macros=true, plain-macros=far-trip, finish=astar(emm(corrals=true, sets=3), nodes=50))";
const char* const kFessWithRelocations =
    "fess(emm(corrals=true, sets=3), prune=pi-corral, macros=[tunnel, pack, hotspot], advise-macros=true, "
    "plain-macros=relocate, finish=astar(emm(corrals=true, sets=3), nodes=50))";

TEST(TripMacro, FeatureSpaceSearchKeepsItsCorpusVerdicts) {
  test_support::expect_corpus_verdicts(kFessWithTrips);
  test_support::expect_corpus_verdicts(kFessWithRelocations);
}

TEST(TripMacro, MicrobanPlansReplay) {
  const std::string& microban = test_support::microban_levels;
  POLYPLAN_NEED_SHARED_DATA(microban);
  for (const char* search : {kFessWithTrips, kFessWithRelocations}) {
    int solved = 0, trips = 0;
    for (int number = 1; number <= 40; ++number) {
      Task task(std::move(load_input(microban + "#" + std::to_string(number), {}, domain_registry()).front()));
      Environment environment(task);
      SearchLimits limits;
      limits.nodes = 100'000;
      SearchResult result = SearchConfiguration::parse(search, "test").run(environment, limits);
      if (result.status != SearchStatus::Solved) continue;
      ++solved;
      test_support::expect_replays(environment, result, "Microban " + std::to_string(number));
      trips += result.plan.cost > static_cast<int>(result.plan.moves.size());
    }
    EXPECT_EQ(solved, 40) << search;
    EXPECT_GT(trips, 0) << search;
  }
}

}  // namespace
}  // namespace polyplan
