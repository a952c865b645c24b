#include "planner/generate/flying_block_generator.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <cctype>
#include <random>

#include "domains/flying_block/flying_block_family.hpp"
#include "parser/input_error.hpp"
#include "parser/load.hpp"
#include "planner/search/search_configuration.hpp"
#include "planner/solvability/unsolvability.hpp"

namespace polyplan {
namespace {

using Shape = std::vector<Coord>;

// Target shapes and vacancies per class, from the class definitions (Algorithm 3).
struct ClassRecipe {
  std::vector<Shape> shapes;
  int min_k;
  int max_k;  // inclusive; 0 = n - 1 (the sliding regime)
};

const Shape kI2{{0, 0}, {1, 0}};
const Shape kI3{{0, 0}, {1, 0}, {2, 0}};
const Shape kI4{{0, 0}, {1, 0}, {2, 0}, {3, 0}};
const Shape kL3{{0, 0}, {1, 0}, {1, 1}};
const Shape kCombU{{0, 0}, {1, 0}, {2, 0}, {0, 1}, {2, 1}};             // s = 1
const Shape kCombLong{{0, 0}, {1, 0}, {2, 0}, {3, 0}, {4, 0}, {2, 1}};  // s = 4
const Shape kOtherS{{0, 0}, {1, 0}, {1, 1}, {2, 1}};                    // not linearly symmetric

ClassRecipe recipe(char flying_block_class) {
  switch (flying_block_class) {
    case 'A':
      return {{kI2, kI3, kL3}, -1, -1};  // k = n or n + 1
    case 'B':
      return {{kI3, kI4}, 1, 0};
    case 'C':
      return {{kI2}, 1, 1};
    case 'D':
      return {{kL3}, 1, 1};
    case 'E':
      return {{kL3}, 2, 2};
    // A comb moves at all only if k covers the cells a one-row slide enters (2 for one tooth),
    // so class F (s > k) needs a comb with more free spaces than that: H = 5, one tooth, s = 4.
    case 'F':
      return {{kCombLong}, 2, 3};
    case 'G':
      return {{kCombU, kOtherS}, 1, 2};
  }
  throw InputError(
      Diagnostic::about("--class", fmt::format("unknown class '{}'; classes are A to G", flying_block_class)));
}

Shape oriented(Shape shape, bool mirror, int top) {
  for (Coord& c : shape) c = Coord{c.row + top, mirror ? 1 - c.col : c.col};
  return shape;
}

int height_of(const Shape& shape) {
  int rows = 0;
  for (Coord c : shape) rows = std::max(rows, c.row + 1);
  return rows;
}

std::string cells_text(const Shape& shape) {
  std::string out;
  for (Coord c : shape) out += fmt::format(" ({} {})", c.row, c.col);
  return out;
}

// One random solved configuration: the target on its goal, k vacant cells, the rest cut into
// pieces of one to three cells.
std::string candidate(std::mt19937& random, const GeneratorRequest& request, const ClassRecipe& rules, int index) {
  const Shape& shape = rules.shapes[random() % rules.shapes.size()];
  int n = static_cast<int>(shape.size());
  int low = rules.min_k < 0 ? n : rules.min_k;
  int high = rules.min_k < 0 ? n + 1 : rules.max_k == 0 ? n - 1 : rules.max_k;
  int k = low + static_cast<int>(random() % static_cast<unsigned>(high - low + 1));
  int span = height_of(shape);
  Shape goal =
      oriented(shape, random() % 2, static_cast<int>(random() % static_cast<unsigned>(request.height - span + 1)));
  const Shape& target = goal;  // the instance starts solved; a random walk then scrambles it
  std::vector<int> owner(static_cast<std::size_t>(request.height) * 2, -1);
  auto at = [&](int r, int c) -> int& { return owner[std::size_t(r) * 2 + c]; };
  for (Coord c : target) at(c.row, c.col) = 1;
  std::vector<int> free_cells;
  for (std::size_t i = 0; i < owner.size(); ++i)
    if (owner[i] < 0) free_cells.push_back(static_cast<int>(i));
  std::shuffle(free_cells.begin(), free_cells.end(), random);
  for (int i = 0; i < k && i < static_cast<int>(free_cells.size()); ++i)
    owner[static_cast<std::size_t>(free_cells[i])] = 0;
  int next = 2;
  for (int r = 0; r < request.height; ++r)
    for (int c = 0; c < 2; ++c) {
      if (at(r, c) >= 0) continue;
      at(r, c) = next;
      // Grow the piece to the right or down while random choice and free cells allow (at most 3).
      int size = 1, row = r, col = c;
      while (size < 3 && random() % 2) {
        if (col == 0 && at(row, 1) < 0)
          col = 1;
        else if (row + 1 < request.height && at(row + 1, col) < 0)
          ++row;
        else
          break;
        at(row, col) = next;
        ++size;
      }
      ++next;
    }
  std::string board;
  for (int r = 0; r < request.height; ++r) board += fmt::format("     {} {}\n", at(r, 0), at(r, 1));
  return fmt::format(
      "(define (problem fbp-{}-h{}-s{}-{})\n  (:domain flying-block)\n  (:board :cells tokens \"\"\"\n{}     \"\"\")\n"
      "  (:goal (at 1{})))\n",
      static_cast<char>(std::tolower(static_cast<unsigned char>(request.flying_block_class))), request.height,
      request.seed, index, board, cells_text(goal));
}

// Scrambles a solved configuration by a random walk of fly moves. Fly moves are reversible (a
// piece can always fly back to the cells it left), so the reversed walk is a plan: every
// instance made this way is solvable by construction.
StateValues random_walk(Environment& environment, std::mt19937& random, int steps) {
  StateValues state = environment.initial_state(), next(state.size());
  std::vector<Move> moves;
  for (int step = 0; step < steps; ++step) {
    environment.successors(state, moves);
    if (moves.empty()) break;
    environment.apply(state, moves[random() % moves.size()], next);
    state.swap(next);
  }
  return state;
}

// The problem text with its board replaced by `state`, drawn as a token board (0 = vacant).
std::string with_start(const std::string& text, const Task& task, StateView state) {
  const Grid& frame = task.problem().frame;
  std::vector<std::string> cells(frame.cells.size(), "0");
  for (std::size_t p = 0; p < task.pieces().size(); ++p)
    for (int floor : task.table(static_cast<int>(p)).cells(static_cast<int>(state[p]))) {
      Coord at = task.frame().coord(floor);
      cells[std::size_t(at.row) * frame.cols + at.col] = task.pieces()[p].name;
    }
  std::string board;
  for (int r = 0; r < frame.rows; ++r)
    board += fmt::format("     {} {}\n", cells[std::size_t(r) * 2], cells[std::size_t(r) * 2 + 1]);
  std::size_t open = text.find("\"\"\"\n") + 4;
  std::size_t close = text.find("     \"\"\"", open);
  return text.substr(0, open) + board + text.substr(close);
}

}  // namespace

std::vector<GeneratedInstance> generate_flying_block(const GeneratorRequest& request, const DomainLibrary& domains) {
  ClassRecipe rules = recipe(request.flying_block_class);
  if (request.height < 3 || request.height > 60)
    throw InputError(
        Diagnostic::about("--height", fmt::format("expected a frame height from 3 to 60, got {}", request.height)));
  std::mt19937 random(request.seed);
  SearchConfiguration search = SearchConfiguration::parse("dpastar(general)", "generator");
  const std::string wanted(1, request.flying_block_class);
  std::vector<GeneratedInstance> made;
  for (int attempt = 0; attempt < 50 * request.count && static_cast<int>(made.size()) < request.count; ++attempt) {
    std::string solved = candidate(random, request, rules, static_cast<int>(made.size()) + 1);
    Task solved_task(load_pzl(SourceFile::from_text("<generated>", solved), "", domains).front());
    Environment walker(solved_task);
    StateValues start = random_walk(walker, random, 4 * request.height);
    if (walker.is_goal(start)) continue;
    std::string text = with_start(solved, solved_task, start);
    Problem problem = load_pzl(SourceFile::from_text("<generated>", text), "", domains).front();
    std::string name = problem.name;
    Task task(std::move(problem));
    if (flying_block_class(task) != wanted) continue;
    Environment environment(task);
    SearchResult result = search.run(environment, SearchLimits{0, 0, request.node_budget});
    int cost = result.status == SearchStatus::Solved ? result.plan.cost : 0;
    made.push_back(GeneratedInstance{name, text, request.flying_block_class, cost});
  }
  if (made.empty())
    throw InputError(
        Diagnostic::about("generate", fmt::format("no class {} instance of height {} found from seed {}",
                                                  request.flying_block_class, request.height, request.seed)));
  return made;
}

}  // namespace polyplan
