// An independent cross-check of the translator and the move generators: a brute-force
// state-space enumerator that works on grid cells alone, written from ../shared/spec/LANGUAGE.md
// and shares nothing with the project after the front end (no translator, placement tables,
// move generators or state registry). Every instance of tests/corpus/state_space/ is enumerated
// both ways and the reachable state count, goal state count and optimal cost must agree.
//
// A corpus file may pin figures known independently of both enumerators (e.g. 8!/2 for the
// 2x4 sliding-tile puzzle) with a comment line `; expect states N cost C`; either part may be
// left out, and cost -1 means no goal state is reachable.
#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <cctype>
#include <filesystem>
#include <fstream>
#include <functional>
#include <map>
#include <optional>
#include <ostream>
#include <queue>
#include <regex>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "domains/domain_registry.hpp"
#include "parser/load.hpp"
#include "planner/state_space.hpp"
#include "tests/support/shared_data.hpp"

namespace polyplan {
namespace {

namespace fs = std::filesystem;

// ---- The brute force ---------------------------------------------------------------------------

using GridCell = std::pair<int, int>;  // (row, col)
// A piece's cells, sorted, so that two placements covering the same cells compare equal.
using CellList = std::vector<GridCell>;
// One cell list per piece, in the problem's piece order: pieces with equal shapes but different
// names are different entries, so swapping them is a different state.
using BruteState = std::vector<CellList>;

CellList sorted(CellList cells) {
  std::sort(cells.begin(), cells.end());
  return cells;
}

struct FlyRule {
  bool rotate = false;
  bool reflect = false;
};
struct SlideRule {
  bool any_distance = false;
};

// A yes/no mark per cell of the frame's bounding box; cells outside it read as unmarked.
class CellMarks {
 public:
  CellMarks(int rows, int cols) : rows_(rows), cols_(cols), marks_(std::size_t(rows) * cols, false) {}
  void mark(GridCell cell) { marks_[index(cell)] = true; }
  bool marked(GridCell cell) const {
    return cell.first >= 0 && cell.second >= 0 && cell.first < rows_ && cell.second < cols_ && marks_[index(cell)];
  }

 private:
  std::size_t index(GridCell cell) const { return std::size_t(cell.first) * cols_ + cell.second; }
  int rows_;
  int cols_;
  std::vector<bool> marks_;
};

CellList normalized(CellList cells) {
  int min_row = cells.front().first, min_col = cells.front().second;
  for (GridCell cell : cells) {
    min_row = std::min(min_row, cell.first);
    min_col = std::min(min_col, cell.second);
  }
  for (GridCell& cell : cells) cell = {cell.first - min_row, cell.second - min_col};
  return sorted(cells);
}

// The orientation changes a fly rule allows, as maps of (row, col): the quarter turns when
// rotating, and the left-right mirror (column negated) composed with them when reflecting. Without
// rotation a reflecting piece may only appear as itself or its left-right mirror image.
std::vector<std::function<GridCell(GridCell)>> orientation_maps(FlyRule rule) {
  using Map = std::function<GridCell(GridCell)>;
  const std::array<Map, 4> quarter_turns = {
      [](GridCell p) { return p; },
      [](GridCell p) {
        return GridCell{p.second, -p.first};
      },
      [](GridCell p) {
        return GridCell{-p.first, -p.second};
      },
      [](GridCell p) {
        return GridCell{-p.second, p.first};
      },
  };
  const Map mirror = [](GridCell p) { return GridCell{p.first, -p.second}; };
  std::vector<Map> maps;
  for (int turn = 0; turn < (rule.rotate ? 4 : 1); ++turn) {
    maps.push_back(quarter_turns[turn]);
    if (rule.reflect)
      maps.push_back([turn_map = quarter_turns[turn], mirror](GridCell p) { return turn_map(mirror(p)); });
  }
  return maps;
}

struct BrutePuzzle {
  int rows = 0;
  int cols = 0;
  CellMarks floor{0, 0};
  // Per piece: its shape in every orientation its fly rules allow, moved to the top-left corner
  // (empty when no fly rule moves it), and the slide rules that move it.
  std::vector<std::set<CellList>> fly_images;
  std::vector<std::vector<SlideRule>> slide_rules;
  BruteState initial;
  // The goal as (piece, exact cells) requirements, all of which must hold.
  std::vector<std::pair<int, CellList>> goal_placements;
};

void collect_goal_placements(const Goal& goal, std::vector<std::pair<int, CellList>>& out) {
  switch (goal.kind) {
    case Goal::Kind::At: {
      CellList cells;
      for (Coord c : goal.cells) cells.emplace_back(c.row, c.col);
      out.emplace_back(goal.piece, sorted(cells));
      break;
    }
    case Goal::Kind::And:
      for (const Goal& part : goal.parts) collect_goal_placements(part, out);
      break;
    case Goal::Kind::AllOnGoal:
    case Goal::Kind::Or:
    case Goal::Kind::Not:
    case Goal::Kind::On:
    case Goal::Kind::Inside:
    case Goal::Kind::Count:
    case Goal::Kind::Shape:
      ADD_FAILURE() << "the brute force handles only `at` and `board` goals";
      break;
  }
}

// Reads the problem's frame, pieces, rules and goal; nothing else of the project is consulted.
BrutePuzzle brute_puzzle(const Problem& problem) {
  BrutePuzzle puzzle;
  puzzle.rows = problem.frame.rows;
  puzzle.cols = problem.frame.cols;
  puzzle.floor = CellMarks(puzzle.rows, puzzle.cols);
  for (int r = 0; r < puzzle.rows; ++r)
    for (int c = 0; c < puzzle.cols; ++c)
      if (problem.frame.at(Coord{r, c}).type == CellType::Floor) puzzle.floor.mark({r, c});
  for (const Piece& piece : problem.pieces) {
    EXPECT_FALSE(piece.unit) << "interchangeable unit pieces are outside the brute force: " << piece.name;
    CellList cells;
    for (Coord c : piece.cells) {
      EXPECT_TRUE(puzzle.floor.marked({c.row, c.col})) << "piece " << piece.name << " stands off the floor";
      cells.emplace_back(c.row, c.col);
    }
    // The initial cells are the shape: every later placement is an allowed image of them.
    puzzle.initial.push_back(sorted(cells));
    std::set<CellList> images;
    std::vector<SlideRule> slides;
    // A piece moves under every rule that names its kind; a kind no rule names stays put.
    for (const MoveRule& rule : problem.domain.moves) {
      const auto& kinds = rule.words("kinds");
      if (std::find(kinds.begin(), kinds.end(), piece.kind) == kinds.end()) continue;
      if (rule.name == "fly") {
        for (const auto& map : orientation_maps(FlyRule{rule.flag("rotate"), rule.flag("reflect")})) {
          CellList image;
          for (GridCell cell : cells) image.push_back(map(cell));
          images.insert(normalized(image));
        }
      } else if (rule.name == "slide") {
        slides.push_back(SlideRule{rule.number("distance") != 1});
      } else {
        ADD_FAILURE() << "the brute force knows only fly and slide, not " << rule.name;
      }
    }
    puzzle.fly_images.push_back(images);
    puzzle.slide_rules.push_back(slides);
  }
  collect_goal_placements(problem.goal, puzzle.goal_placements);
  return puzzle;
}

bool is_goal(const BrutePuzzle& puzzle, const BruteState& state) {
  return std::all_of(puzzle.goal_placements.begin(), puzzle.goal_placements.end(),
                     [&](const auto& placement) { return state[placement.first] == placement.second; });
}

// The cells covered by every piece except `moving`: what a moving piece must stay off.
CellMarks cells_of_others(const BrutePuzzle& puzzle, const BruteState& state, std::size_t moving) {
  CellMarks taken(puzzle.rows, puzzle.cols);
  for (std::size_t other = 0; other < state.size(); ++other)
    if (other != moving)
      for (GridCell cell : state[other]) taken.mark(cell);
  return taken;
}

bool fits(const BrutePuzzle& puzzle, const CellMarks& taken, const CellList& cells) {
  return std::all_of(cells.begin(), cells.end(),
                     [&](GridCell cell) { return puzzle.floor.marked(cell) && !taken.marked(cell); });
}

// Every cell set of the piece's shape, in an allowed orientation and shifted anywhere, that lies
// on floor cells vacant or the piece's own, other than the cells it covers now.
std::set<CellList> fly_landings(const BrutePuzzle& puzzle, const BruteState& state, std::size_t piece) {
  const CellMarks taken = cells_of_others(puzzle, state, piece);
  std::set<CellList> landings;
  for (const CellList& image : puzzle.fly_images[piece])
    // The image's top-left corner visits every cell of the frame's bounding box.
    for (int row = 0; row < puzzle.rows; ++row)
      for (int col = 0; col < puzzle.cols; ++col) {
        const bool lands = std::all_of(image.begin(), image.end(), [&](GridCell cell) {
          const GridCell shifted{cell.first + row, cell.second + col};
          return puzzle.floor.marked(shifted) && !taken.marked(shifted);
        });
        if (!lands) continue;
        CellList placed;
        for (GridCell cell : image) placed.emplace_back(cell.first + row, cell.second + col);
        if (placed != state[piece]) landings.insert(placed);
      }
  return landings;
}

// The piece moved whole one cell at a time up, down, left or right; each position reached is a
// successor as long as every position up to it lies on vacant floor (one step only for distance 1).
std::set<CellList> slide_landings(const BrutePuzzle& puzzle, const BruteState& state, std::size_t piece,
                                  SlideRule rule) {
  const CellMarks taken = cells_of_others(puzzle, state, piece);
  std::set<CellList> landings;
  for (GridCell step : {GridCell{-1, 0}, GridCell{1, 0}, GridCell{0, -1}, GridCell{0, 1}}) {
    CellList position = state[piece];
    while (true) {
      for (GridCell& cell : position) cell = {cell.first + step.first, cell.second + step.second};
      if (!fits(puzzle, taken, position)) break;
      landings.insert(position);
      if (!rule.any_distance) break;
    }
  }
  return landings;
}

std::vector<BruteState> brute_successors(const BrutePuzzle& puzzle, const BruteState& state) {
  std::vector<BruteState> children;
  for (std::size_t piece = 0; piece < state.size(); ++piece) {
    std::set<CellList> landings = fly_landings(puzzle, state, piece);
    for (SlideRule rule : puzzle.slide_rules[piece]) landings.merge(slide_landings(puzzle, state, piece, rule));
    for (const CellList& landing : landings) {
      BruteState child = state;
      child[piece] = landing;
      children.push_back(std::move(child));
    }
  }
  return children;
}

struct SpaceFigures {
  std::size_t states = 0;
  std::size_t goal_states = 0;
  int optimal_cost = kUnreachable;
  friend bool operator==(const SpaceFigures&, const SpaceFigures&) = default;
};

std::ostream& operator<<(std::ostream& out, const SpaceFigures& figures) {
  return out << "{states " << figures.states << ", goal states " << figures.goal_states << ", optimal cost "
             << figures.optimal_cost << "}";
}

inline constexpr std::size_t kMaxCorpusStates = 200'000;

// Breadth-first search from the initial state. Every move costs 1 under fly and slide, so the
// depth of the shallowest goal state is the optimal cost.
SpaceFigures brute_force(const Problem& problem) {
  const BrutePuzzle puzzle = brute_puzzle(problem);
  std::map<BruteState, int> depth{{puzzle.initial, 0}};
  std::queue<BruteState> frontier;
  frontier.push(puzzle.initial);
  SpaceFigures figures;
  while (!frontier.empty()) {
    BruteState state = std::move(frontier.front());
    frontier.pop();
    const int state_depth = depth.at(state);
    if (is_goal(puzzle, state)) {
      ++figures.goal_states;
      if (figures.optimal_cost == kUnreachable) figures.optimal_cost = state_depth;
    }
    for (BruteState& child : brute_successors(puzzle, state))
      if (depth.emplace(child, state_depth + 1).second) frontier.push(std::move(child));
    // A corpus instance that grew (or a brute force gone wrong) should fail fast, not run for minutes.
    if (depth.size() > kMaxCorpusStates) {
      ADD_FAILURE() << "more than " << kMaxCorpusStates << " states: too large for a quick test";
      break;
    }
  }
  figures.states = depth.size();
  return figures;
}

// ---- The project's exact oracle ----------------------------------------------------------------

SpaceFigures project_oracle(Problem problem) {
  Task task(std::move(problem));
  Environment environment(task);
  StateSpace space = explore_state_space(environment, 2'000'000);
  EXPECT_TRUE(space.complete);
  return SpaceFigures{space.states(), space.goal_states, goal_distances(space)[0]};
}

// ---- The corpus --------------------------------------------------------------------------------

fs::path corpus_dir() { return fs::path(POLYPLAN_SOURCE_DIR) / "tests" / "corpus" / "state_space"; }

std::vector<std::string> corpus_names() {
  std::set<std::string> stems;
  for (const auto& entry : fs::directory_iterator(corpus_dir()))
    if (entry.is_regular_file() && entry.path().extension() == ".pzl") stems.insert(entry.path().stem().string());
  return {stems.begin(), stems.end()};
}

// gtest names allow only letters, digits and '_'.
std::string test_name(const testing::TestParamInfo<std::string>& info) {
  std::string name = info.param;
  std::replace_if(
      name.begin(), name.end(), [](char c) { return !std::isalnum(static_cast<unsigned char>(c)); }, '_');
  return name;
}

struct PinnedFigures {
  std::optional<std::size_t> states;
  std::optional<int> optimal_cost;
};

PinnedFigures pinned_figures(const fs::path& path) {
  std::ifstream in(path);
  static const std::regex pin(R"(^\s*;\s*expect(?: states (\d+))?(?: cost (-?\d+))?\s*$)");
  PinnedFigures pinned;
  std::string line;
  std::smatch match;
  while (std::getline(in, line))
    if (std::regex_match(line, match, pin)) {
      if (match[1].matched) pinned.states = std::stoul(match[1]);
      if (match[2].matched) pinned.optimal_cost = std::stoi(match[2]);
    }
  return pinned;
}

class StateSpaceCorpus : public testing::TestWithParam<std::string> {};

TEST_P(StateSpaceCorpus, BruteForceAgreesWithTheOracle) {
  const fs::path path = corpus_dir() / (GetParam() + ".pzl");
  std::vector<Problem> problems = load_input(path.string(), {}, domain_registry());
  ASSERT_EQ(problems.size(), 1u) << path << " must hold exactly one problem";
  const SpaceFigures brute = brute_force(problems.front());
  ASSERT_LE(brute.states, kMaxCorpusStates) << path << " is too large for a quick test";
  const SpaceFigures oracle = project_oracle(problems.front());
  EXPECT_EQ(oracle, brute) << "oracle (left) and brute force (right) disagree on " << path;
  const PinnedFigures pinned = pinned_figures(path);
  if (pinned.states) {
    EXPECT_EQ(brute.states, *pinned.states) << path;
  }
  if (pinned.optimal_cost) {
    EXPECT_EQ(brute.optimal_cost, *pinned.optimal_cost) << path;
  }
  RecordProperty("states", std::to_string(brute.states));
  RecordProperty("optimal_cost", std::to_string(brute.optimal_cost));
}

INSTANTIATE_TEST_SUITE_P(BruteForce, StateSpaceCorpus, testing::ValuesIn(corpus_names()), test_name);

// The published Flying Block instances of frame height 5, whose figures come from the authors'
// generator: they check the brute force itself, and through it the oracle again.
TEST(BruteForceFlyingBlock, HeightFiveInstancesMatchThePublishedFigures) {
  const std::string data = POLYPLAN_SHARED_DATA_DIR;
  POLYPLAN_NEED_SHARED_DATA(data);
  struct Published {
    const char* folder;
    std::size_t states;
    int cost;
  };
  for (Published published :
       {Published{"A-h5-k2-i2-1", 6480, 5}, Published{"A-h5-k3-i3-1", 96, 3}, Published{"A-h5-k3-l3-1", 2160, 3},
        Published{"A-h5-k3-i2-1", 2160, 4}, Published{"A-h5-k4-i3-1", 24, 2}, Published{"A-h5-k4-l3-1", 3360, 2}}) {
    std::vector<Problem> problems = load_input(data + "/fbp/" + published.folder, {}, domain_registry());
    ASSERT_EQ(problems.size(), 1u) << published.folder;
    const SpaceFigures brute = brute_force(problems.front());
    EXPECT_EQ(brute.states, published.states) << published.folder;
    EXPECT_EQ(brute.optimal_cost, published.cost) << published.folder;
    EXPECT_EQ(project_oracle(problems.front()), brute) << published.folder;
  }
}

}  // namespace
}  // namespace polyplan
