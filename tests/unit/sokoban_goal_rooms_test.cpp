// Goal rooms and their packing order, the goal and packing macros built on them, Sokoban's
// feature space, and the feature-space search: exact values on a level small enough to work out
// by hand, and on the corpus and Microban plans that replay push by push.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <optional>
#include <random>
#include <tuple>

#include "domains/feature_space.hpp"
#include "domains/move_macro.hpp"
#include "domains/sokoban/structure/goal_rooms.hpp"
#include "planner/plan.hpp"
#include "planner/plan_validator.hpp"
#include "planner/search/search_configuration.hpp"
#include "tests/support/shared_data.hpp"
#include "tests/support/sokoban_levels.hpp"
#include "tests/support/sokoban_verdicts.hpp"

namespace polyplan {
namespace {

// Three goals at the end of a one-wide dead end: they can only be filled from the far end.
const char* const kCorridor =
    "#######\n"
    "#     #\n"
    "# $$$ #####\n"
    "#@    ...#\n"
    "##########\n";

// A 2 x 2 block of goals with a fifth below it, a box on that one.
const char* const kBlock =
    "##########\n"
    "#        #\n"
    "# $ $  ..#\n"
    "#@     ..#\n"
    "#      * #\n"
    "##########\n";

int floor_cell(const Task& task, int row, int col) { return task.frame().floor_at(Coord{row, col}); }

TEST(GoalRooms, ADeadEndCorridorIsFilledFromItsFarEnd) {
  Task task(test_support::sokoban_text("corridor", kCorridor));
  SokobanBoard board(task, "test");
  std::vector<GoalRoom> rooms = find_goal_rooms(board);
  ASSERT_EQ(rooms.size(), 1u);
  EXPECT_EQ(rooms[0].order, (std::vector<int>{floor_cell(task, 3, 8), floor_cell(task, 3, 7), floor_cell(task, 3, 6)}));
  EXPECT_EQ(rooms[0].entrances, std::vector<int>{floor_cell(task, 3, 5)});
  EXPECT_EQ(describe_goal_rooms(task),
            "  goal rooms with a packing order (macros=goal): 1\n"
            "    3 goals, 1 entrances (1-9 a-z: the order to fill, E: entrance)\n"
            "    3 layers of goals, the first to fill first (features=sokoban-layers): 1, 1, 1\n"
            "      #######\n"
            "      #     #\n"
            "      #     #####\n"
            "      #    E321#\n"
            "      ##########\n");
}

TEST(GoalRooms, LoneGoalsAreNoRoom) {
  Task task(test_support::sokoban_text("lone", "#####\n#@$.#\n# $ #\n#  .#\n#####\n"));
  EXPECT_TRUE(find_goal_rooms(SokobanBoard(task, "test")).empty());
}

using test_support::macro_moves;

// The one move the packing macro adds in `state`, by cells: where its box stands, where it ends.
struct PackingMove {
  int from, to, pushes, direction;
};
std::optional<PackingMove> packing_move(const Task& task, Environment& environment, const StateValues& state,
                                        const char* macro = "pack") {
  std::vector<Move> plain, packed = macro_moves(environment, state, macro);
  environment.successors(state, plain);
  if (packed.size() != plain.size() + 1) return std::nullopt;
  const Move& pack = packed.back();
  return PackingMove{task.table(pack.piece).cells(static_cast<int>(state[static_cast<std::size_t>(pack.piece)]))[0],
                     task.table(pack.piece).cells(static_cast<int>(pack.placement))[0], pack.cost, pack.direction};
}

TEST(PackingMacro, TheNearestBoxIsTakenToTheFarEndAsOneMove) {
  Task task(test_support::sokoban_text("corridor", kCorridor));
  Environment environment(task);
  StateValues state = environment.initial_state();
  // The box at (2,4): down once, then four pushes right; the others need six.
  std::optional<PackingMove> pack = packing_move(task, environment, state);
  ASSERT_TRUE(pack);
  EXPECT_EQ(pack->from, floor_cell(task, 2, 4));
  EXPECT_EQ(pack->to, floor_cell(task, 3, 8));
  EXPECT_EQ(pack->pushes, 5);
  EXPECT_EQ(pack->direction, 2);  // right
}

TEST(PackingMacro, ABoxOnALaterGoalLeavesTheFirstOpenGoalToBePacked) {
  // A 2 x 2 block of goals with a fifth below it; the order fills (3,8), (2,8), (4,7), (3,7),
  // (2,7). The box on (4,7), the third, is out of plan, but the first goal is still the one to
  // fill: the box at (2,4) gets the move there (five pushes: once down and four right, or four
  // right and once down), which the room's order would not name if boxes had to stand on a prefix.
  Task task(test_support::sokoban_text("block", kBlock));
  SokobanBoard board(task, "test");
  std::vector<GoalRoom> rooms = find_goal_rooms(board);
  ASSERT_EQ(rooms.size(), 1u);
  EXPECT_EQ(rooms[0].order, (std::vector<int>{floor_cell(task, 3, 8), floor_cell(task, 2, 8), floor_cell(task, 4, 7),
                                              floor_cell(task, 3, 7), floor_cell(task, 2, 7)}));
  Environment environment(task);
  StateValues state = environment.initial_state();
  BoxMap has_box(board);
  std::vector<int> boxes;
  board.box_cells(state, boxes);
  has_box.fill(boxes);
  EXPECT_EQ(next_goal(rooms[0], has_box), -1);
  EXPECT_EQ(first_open_goal(rooms[0], has_box), floor_cell(task, 3, 8));
  std::optional<PackingMove> pack = packing_move(task, environment, state);
  ASSERT_TRUE(pack);
  EXPECT_EQ(pack->from, floor_cell(task, 2, 4));
  EXPECT_EQ(pack->to, floor_cell(task, 3, 8));
  EXPECT_EQ(pack->pushes, 5);
}

// The block of PackingMacro.ABoxOnALaterGoal... in layers. With the room full, the boxes on
// (2,7), (3,7) and (4,7) each come out by one pull left, the agent walking round to their left;
// (2,8) and (3,8), against the wall, only after them. So the first layer is the right column,
// in either order, and the second the left one: a box on (2,8) alone is packed by the layers
// while the order, which fills (3,8) first, counts none.
TEST(GoalRooms, TheGoalsOfALayerFillInAnyOrder) {
  Task task(test_support::sokoban_text("block", kBlock));
  SokobanBoard board(task, "test");
  std::vector<GoalRoom> rooms = find_goal_rooms(board);
  ASSERT_EQ(rooms.size(), 1u);
  const auto at = [&](int row, int col) { return floor_cell(task, row, col); };
  EXPECT_EQ(rooms[0].layers, (std::vector<std::vector<int>>{{at(2, 8), at(3, 8)}, {at(2, 7), at(3, 7), at(4, 7)}}));
  BoxMap has_box(board);
  const auto packed = [&](std::vector<int> boxes) {
    has_box.fill(boxes);
    std::pair<int, int> counts{packed_prefix(rooms[0], has_box), packed_layers(rooms[0], has_box)};
    has_box.clear(boxes);
    return counts;
  };
  EXPECT_EQ(packed({at(2, 8)}), std::make_pair(0, 1));
  EXPECT_EQ(packed({at(4, 7)}), std::make_pair(0, 0));
  EXPECT_EQ(packed({at(2, 8), at(3, 8), at(2, 7)}), std::make_pair(2, 3));
  EXPECT_EQ(packed({at(3, 8), at(2, 8), at(4, 7), at(3, 7), at(2, 7)}), std::make_pair(5, 5));
  // The layer packing move may take a box to either goal of the first layer: the box at (2,4)
  // goes four pushes right to (2,8), where the order's move takes it five pushes to (3,8).
  {
    Environment environment(task);
    std::optional<PackingMove> pack = packing_move(task, environment, environment.initial_state(), "pack-layers");
    ASSERT_TRUE(pack);
    EXPECT_EQ(pack->from, at(2, 4));
    EXPECT_EQ(pack->to, at(2, 8));
    EXPECT_EQ(pack->pushes, 4);
  }
  // The feature spaces count them so: the same block with a box on (2,8) as well as on (4,7)
  // packs one box in layers, where the order has both out of plan.
  Task filled(
      test_support::sokoban_text("block", "##########\n#        #\n# $    .*#\n#@     ..#\n#      * #\n##########\n"));
  Environment environment(filled);
  for (const auto& [name, unpacked, out_of_plan] : {std::tuple{"sokoban", 3, 2}, std::tuple{"sokoban-layers", 2, 1}}) {
    FeatureSpace space = feature_space_registry().find(name)->create(environment);
    std::vector<int> values(space.names.size());
    space.project(environment.initial_state(), values);
    EXPECT_EQ(values[0], unpacked) << name;
    EXPECT_EQ(values[1], out_of_plan) << name;
  }
}

// Whether pulls take the box on `goal` to a cell outside the room, the boxes on `box` standing
// (`goal`'s among them) and the agent starting in the largest part of the floor they leave free:
// a breadth-first search over (box cell, agent cell), written apart from the packing order's.
bool pulled_out(const SokobanBoard& board, const std::vector<char>& in_room, std::vector<char> box, int goal) {
  const int cells = board.floor_count();
  const auto free = [&](int cell) { return cell != SokobanBoard::kNone && !box[static_cast<std::size_t>(cell)]; };
  std::vector<int> part(static_cast<std::size_t>(cells), -1), size;
  for (int start = 0; start < cells; ++start) {
    if (!free(start) || part[static_cast<std::size_t>(start)] >= 0) continue;
    const int label = static_cast<int>(size.size());
    std::vector<int> queue{start};
    part[static_cast<std::size_t>(start)] = label;
    for (std::size_t head = 0; head < queue.size(); ++head)
      for (int d = 0; d < 4; ++d)
        if (int next = board.neighbour(queue[head], d); free(next) && part[static_cast<std::size_t>(next)] < 0) {
          part[static_cast<std::size_t>(next)] = label;
          queue.push_back(next);
        }
    size.push_back(static_cast<int>(queue.size()));
  }
  const int largest = static_cast<int>(std::max_element(size.begin(), size.end()) - size.begin());
  box[static_cast<std::size_t>(goal)] = 0;
  std::vector<char> seen(static_cast<std::size_t>(cells * cells), 0);
  std::vector<std::pair<int, int>> queue;  // (box cell, agent cell)
  for (int d = 0; d < 4; ++d)
    if (int side = board.neighbour(goal, d); free(side) && part[static_cast<std::size_t>(side)] == largest) {
      seen[static_cast<std::size_t>(goal * cells + side)] = 1;
      queue.emplace_back(goal, side);
    }
  for (std::size_t head = 0; head < queue.size(); ++head) {
    const auto [at, agent] = queue[head];
    if (!in_room[static_cast<std::size_t>(at)]) return true;
    // The agent walks round the pulled box, then steps away from it, the box following.
    for (int d = 0; d < 4; ++d) {
      const int next = board.neighbour(agent, d);
      if (free(next) && next != at && !seen[static_cast<std::size_t>(at * cells + next)]) {
        seen[static_cast<std::size_t>(at * cells + next)] = 1;
        queue.emplace_back(at, next);
      }
      if (board.neighbour(at, d) == agent) {
        const int back = board.neighbour(agent, d);
        if (free(back) && !seen[static_cast<std::size_t>(agent * cells + back)]) {
          seen[static_cast<std::size_t>(agent * cells + back)] = 1;
          queue.emplace_back(agent, back);
        }
      }
    }
  }
  return false;
}

// The layers' claim: with the layers before it full, the goals of a layer can be filled in any
// order, since each open goal's box can still be pulled out (so pushed in) whichever of the
// layer's other goals hold boxes. Checked on every room of Microban and of XSokoban, for every
// subset of a layer of up to ten goals and 64 random subsets of a larger one.
TEST(GoalRooms, EachGoalOfALayerFillsWhicheverOfItsLayerAreFilled) {
  POLYPLAN_NEED_SHARED_DATA(test_support::microban_levels);
  std::mt19937 rng(11);
  std::size_t checked = 0;
  const auto check_level = [&](const std::string& input) {
    Task task(std::move(load_input(input, {}, domain_registry()).front()));
    SokobanBoard board(task, "test");
    for (const GoalRoom& room : find_goal_rooms(board)) {
      std::vector<char> in_room(static_cast<std::size_t>(board.floor_count()), 0), full = in_room;
      std::size_t goals = 0;
      for (int cell : room.cells) in_room[static_cast<std::size_t>(cell)] = 1;
      for (const std::vector<int>& layer : room.layers) {
        goals += layer.size();
        const std::size_t all = std::size_t{1} << std::min<std::size_t>(layer.size(), 20);
        const bool every = layer.size() <= 10;
        for (std::size_t k = 0; k < (every ? all : 64); ++k) {
          const std::size_t subset = every ? k : rng() % all;
          std::vector<char> box = full;
          for (std::size_t i = 0; i < layer.size(); ++i) box[static_cast<std::size_t>(layer[i])] = (subset >> i) & 1;
          for (std::size_t i = 0; i < layer.size(); ++i) {
            if ((subset >> i) & 1) continue;
            std::vector<char> with_it = box;
            with_it[static_cast<std::size_t>(layer[i])] = 1;
            EXPECT_TRUE(pulled_out(board, in_room, with_it, layer[i]))
                << input << ": goal " << layer[i] << " of a layer of " << layer.size() << ", subset " << subset;
            ++checked;
          }
        }
        for (int cell : layer) full[static_cast<std::size_t>(cell)] = 1;
      }
      EXPECT_EQ(goals, room.cells.size()) << input;
    }
  };
  for (int number = 1; number <= 155; ++number)
    check_level(test_support::microban_levels + "#" + std::to_string(number));
  const std::string xsokoban = std::string(POLYPLAN_SHARED_DATA_DIR) + "/sokoban/XSokoban.xsb";
  for (int number = 1; number <= 90; ++number) check_level(xsokoban + "#" + std::to_string(number));
  EXPECT_GT(checked, 10'000u);
}

TEST(GoalMacro, APushIntoTheRoomGoesOnToTheNextGoalAndCutsTheRest) {
  // A box stands at the corridor's mouth with the agent behind it: the push into the corridor
  // becomes the three pushes to the far end, and the other box's pushes are dropped.
  Task task(test_support::sokoban_text("mouth", "#######\n#     #\n# $   #####\n#   @$...#\n##########\n"));
  Environment environment(task);
  std::vector<Move> plain;
  environment.successors(environment.initial_state(), plain);
  EXPECT_EQ(plain.size(), 5u);
  std::vector<Move> moves = macro_moves(environment, environment.initial_state(), "goal");
  ASSERT_EQ(moves.size(), 1u);
  EXPECT_EQ(task.table(moves[0].piece).cells(static_cast<int>(moves[0].placement))[0], floor_cell(task, 3, 8));
  EXPECT_EQ(moves[0].cost, 3);
}

TEST(SokobanFeatures, CountWhatASolutionMustUndo) {
  Task task(test_support::sokoban_text("corridor", kCorridor));
  Environment environment(task);
  FeatureSpace space = feature_space_registry().find("sokoban")->create(environment);
  ASSERT_EQ(space.names, (std::vector<std::string>{"unpacked", "out-of-plan", "regions", "doors"}));
  std::vector<int> features(4);
  space.project(environment.initial_state(), features);
  EXPECT_EQ(features, (std::vector<int>{3, 0, 0, 0}));
  // One box on the middle goal, out of order: packed none, one out of plan; the corridor's far
  // end is cut off from the agent, and the box stands in the one-wide corridor.
  Task out_of_order(test_support::sokoban_text("middle", "#######\n#     #\n# $$  #####\n#@    .*.#\n##########\n"));
  Environment second(out_of_order);
  FeatureSpace space2 = feature_space_registry().find("sokoban")->create(second);
  space2.project(second.initial_state(), features);
  EXPECT_EQ(features, (std::vector<int>{3, 1, 1, 1}));
}

// Projects every child of `parent` (its pushes and the macros' moves) with a space told the
// parent and one that was not, and, with `anywhere`, every state with one box put down on any
// other free cell (no move fills a cell walled in on all sides); they must agree, and on the
// parent too. Returns how many states were compared.
std::size_t compare_children(Environment& environment, const StateValues& parent, FeatureSpace& told,
                             FeatureSpace& alone, const std::vector<MoveMacro>& macros, bool anywhere,
                             const std::string& where) {
  std::vector<int> expected(told.names.size()), got(told.names.size());
  std::vector<Move> moves, rewritten;
  environment.successors(parent, moves);
  for (const MoveMacro& macro : macros) {
    environment.successors(parent, rewritten);
    macro(parent, rewritten);
    moves.insert(moves.end(), rewritten.begin(), rewritten.end());
  }
  std::vector<StateValues> children;
  for (const Move& move : moves) children.push_back(environment.state_after(parent, std::span<const Move>(&move, 1)));
  const Task& task = environment.task();
  for (std::size_t piece = 0; anywhere && piece < parent.size(); ++piece) {
    if (static_cast<int>(piece) == task.agent()) continue;
    const PlacementTable& table = task.table(static_cast<int>(piece));
    for (int placement = 0; placement < table.size(); ++placement) {
      const int cell = table.cells(placement)[0];
      bool taken = false;
      for (std::size_t other = 0; other < parent.size(); ++other)
        taken = taken || (other != piece && static_cast<int>(other) != task.agent() &&
                          task.table(static_cast<int>(other)).cells(static_cast<int>(parent[other]))[0] == cell);
      if (taken) continue;
      StateValues child = parent;
      child[piece] = static_cast<std::uint32_t>(placement);
      environment.canonicalize(child);
      children.push_back(std::move(child));
    }
  }
  told.expanding(parent);
  for (std::size_t i = 0; i < children.size(); ++i) {
    alone.project(children[i], expected);
    told.project(children[i], got);
    EXPECT_EQ(got, expected) << where << " child " << i;
    if (got != expected) return 0;
  }
  alone.project(parent, expected);
  told.project(parent, got);
  EXPECT_EQ(got, expected) << where;
  return children.size();
}

std::vector<MoveMacro> all_macros(const Environment& environment) {
  std::vector<MoveMacro> macros;
  for (const char* macro : {"tunnel", "goal", "pack", "hotspot"})
    macros.push_back(move_macro_registry().find(macro)->create(environment));
  return macros;
}

// The regions feature of a child is read off its parent's labelling (FeatureSpace::expanding):
// on every state of small Microban levels, and along random walks on XSokoban levels, whose
// rooms are large enough for the walks that tell a split apart to run long.
TEST(SokobanFeatures, ChildrenReadOffTheirParentProjectAsAlone) {
  POLYPLAN_NEED_SHARED_DATA(test_support::microban_levels);
  std::size_t compared = 0;
  const int levels =
      test_support::for_each_small_microban_level(40, 20'000, [&](int number, test_support::ExploredLevel& level) {
        const std::vector<MoveMacro> macros = all_macros(*level.environment);
        for (const char* name : {"sokoban", "sokoban-rooms", "sokoban-layers"}) {
          FeatureSpace told = feature_space_registry().find(name)->create(*level.environment);
          FeatureSpace alone = feature_space_registry().find(name)->create(*level.environment);
          ASSERT_TRUE(told.expanding);
          for (StateId id = 0; id < level.space.states(); ++id)
            compared +=
                compare_children(*level.environment, level.state(id), told, alone, macros, id % 50 == 0,
                                 "Microban " + std::to_string(number) + " " + name + " state " + std::to_string(id));
        }
      });
  EXPECT_GE(levels, 5);
  const std::string xsokoban = std::string(POLYPLAN_SHARED_DATA_DIR) + "/sokoban/XSokoban.xsb";
  std::mt19937 rng(3);
  for (int number : {1, 4, 19, 40}) {
    Task task(std::move(load_input(xsokoban + "#" + std::to_string(number), {}, domain_registry()).front()));
    Environment environment(task);
    const std::vector<MoveMacro> macros = all_macros(environment);
    FeatureSpace told = feature_space_registry().find("sokoban")->create(environment);
    FeatureSpace alone = feature_space_registry().find("sokoban")->create(environment);
    StateValues state = environment.initial_state();
    std::vector<Move> moves;
    for (int step = 0; step < 200; ++step) {
      compared += compare_children(environment, state, told, alone, macros, step % 20 == 0,
                                   "XSokoban " + std::to_string(number) + " step " + std::to_string(step));
      environment.successors(state, moves);
      if (moves.empty()) break;
      state = environment.state_after(state, std::span<const Move>(&moves[rng() % moves.size()], 1));
    }
  }
  EXPECT_GT(compared, 100'000u);
}

TEST(SokobanFeatures, ATaskThatIsNoSokobanLevelIsRefusedNamingTheOption) {
  Task tiles(
      std::move(load_input(std::string(POLYPLAN_SOURCE_DIR) + "/examples/hello.pzl", {}, domain_registry()).front()));
  Environment environment(tiles);
  try {
    feature_space_registry().find("sokoban")->create(environment);
    ADD_FAILURE() << "the Sokoban features accepted a tile puzzle";
  } catch (const InputError& error) {
    EXPECT_EQ(error.diagnostics().front().headline(),
              "features: error: features=sokoban needs a Sokoban level: its domain must have one move rule, with an "
              "agent that pushes (like push)");
  }
}

using test_support::expect_replays;

const char* const kFess = "fess(emm, prune=pi-corral, macros=[tunnel, pack])";
const char* const kFessWithHotspots = "fess(emm, prune=pi-corral, macros=[tunnel, pack, hotspot])";
// The fast portfolio's stage: corral deadlocks drop states, and must drop no solvable one.
const char* const kFessWithCorrals = "fess(emm(corrals=true), prune=pi-corral, macros=[tunnel, pack, hotspot])";
// FESS's own visits (a cell's lightest move rather than its lightest state): another order, the
// same states in the end.
const char* const kFessVisitingMoves = "fess(emm(corrals=true), prune=pi-corral, macros=[tunnel, pack], visit=moves)";
const char* const kFessVisitingMovesWithHotspots =
    "fess(emm, prune=pi-corral, macros=[tunnel, pack, hotspot], visit=moves)";
// A finishing A* from each state of fewest unpacked boxes so far: its plan follows the path there,
// so the plans replay only if the two are joined at the right state (the pieces as the path leaves
// them). Its node budget keeps the unsolvable levels to FESS, which exhausts them.
const char* const kFessFinishing =
    "fess(emm(corrals=true), prune=pi-corral, macros=[tunnel, pack, hotspot], finish=astar(emm, nodes=50))";

// Weights that count turns to another box, not pushes: another order, the same states in the end.
const char* const kFessWeighingTurns =
    "fess(emm(corrals=true), prune=pi-corral, macros=[tunnel, pack, hotspot], weigh=turns)";
const char* const kFessVisitingMovesWeighingTurns =
    "fess(emm, prune=pi-corral, macros=[tunnel, pack], visit=moves, weigh=turns)";
// The macros' moves weighing 0 as advised ones: another order again, nothing pruned.
const char* const kFessAdvisingMacros =
    "fess(emm(corrals=true), prune=pi-corral, macros=[tunnel, pack, hotspot], weigh=turns, advise-macros=true)";
// The fast rule's stage with the table of dead triples: only dead states pruned, so the same verdicts.
const char* const kFessWithDeadSets =
    "fess(emm(corrals=true, sets=3), prune=pi-corral, macros=[tunnel, pack, hotspot], weigh=turns, advise-macros=true, "
    "finish=astar(emm(corrals=true, sets=3), nodes=50))";
// Packing counted and advised by layers: other cells and one more move, nothing pruned.
const char* const kFessInLayers =
    "fess(emm(corrals=true), prune=pi-corral, macros=[tunnel, pack-layers, hotspot], features=sokoban-layers, "
    "weigh=turns, advise-macros=true)";

TEST(FeatureSpaceSearch, SolvesTheSolvableCorpusAndExhaustsTheRest) {
  for (const char* search :
       {kFess, kFessWithHotspots, kFessWithCorrals, kFessVisitingMoves, kFessVisitingMovesWithHotspots, kFessFinishing,
        kFessWeighingTurns, kFessVisitingMovesWeighingTurns, kFessAdvisingMacros, kFessWithDeadSets, kFessInLayers}) {
    // Without the goal cut nothing is dropped but what PI-corrals and dead ends (corral deadlocks
    // among them) drop, none of which loses a solution (packing and hotspot moves only add
    // moves): a level without one is proved so.
    test_support::expect_corpus_verdicts(search);
    EXPECT_FALSE(SearchConfiguration::parse(search, "test").optimal());
  }
}

TEST(FeatureSpaceSearch, MicrobanPlansWithGoalPackingAndHotspotMacrosReplay) {
  const std::string& microban = test_support::microban_levels;
  POLYPLAN_NEED_SHARED_DATA(microban);
  int macros = 0;
  for (int number = 1; number <= 40; ++number) {
    Task task(std::move(load_input(microban + "#" + std::to_string(number), {}, domain_registry()).front()));
    Environment environment(task);
    for (const char* search : {kFess, kFessFinishing, kFessWeighingTurns, kFessAdvisingMacros, kFessInLayers,
                               "gbfs(emm, macros=[tunnel, goal, pack])", "gbfs(emm, macros=hotspot)"}) {
      SearchLimits limits;
      limits.nodes = 200'000;
      SearchResult result = SearchConfiguration::parse(search, "test").run(environment, limits);
      if (result.status != SearchStatus::Solved) continue;
      expect_replays(environment, result, "Microban " + std::to_string(number) + " " + search);
      macros += result.plan.cost > static_cast<int>(result.plan.moves.size());
    }
  }
  EXPECT_GT(macros, 0);
}

}  // namespace
}  // namespace polyplan
