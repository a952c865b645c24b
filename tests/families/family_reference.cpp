#include "tests/families/family_reference.hpp"

#include <algorithm>
#include <functional>
#include <map>
#include <queue>
#include <set>
#include <stdexcept>
#include <utility>
#include <vector>

namespace polyplan::reference {
namespace {

using Cell = std::pair<int, int>;  // (row, col)
using Cells = std::vector<Cell>;   // sorted; empty: the piece has left the board
using State = std::vector<Cells>;  // one entry per piece, in the problem's order

constexpr Cell kOrthogonal[4] = {{0, -1}, {-1, 0}, {0, 1}, {1, 0}};

Cells shifted(const Cells& cells, Cell by, int times = 1) {
  Cells moved;
  for (auto [r, c] : cells) moved.push_back({r + by.first * times, c + by.second * times});
  return moved;
}

class Board {
 public:
  explicit Board(const Problem& problem) : problem_(problem) {}

  bool floor(Cell cell) const {
    auto [r, c] = cell;
    return r >= 0 && c >= 0 && r < problem_.frame.rows && c < problem_.frame.cols &&
           problem_.frame.at(Coord{r, c}).type == CellType::Floor;
  }
  bool goal_cell(Cell cell) const { return floor(cell) && problem_.frame.at(Coord{cell.first, cell.second}).goal; }
  bool in_region(const std::string& name, Cell cell) const {
    const Region* region = problem_.region(name);
    if (!region) return false;
    return std::find(region->cells.begin(), region->cells.end(), Coord{cell.first, cell.second}) != region->cells.end();
  }
  const std::string& kind(std::size_t piece) const { return problem_.pieces[piece].kind; }
  int rows() const { return problem_.frame.rows; }
  int cols() const { return problem_.frame.cols; }

 private:
  const Problem& problem_;
};

// Which piece covers each cell in a state (-1: none).
std::map<Cell, int> owners(const State& state) {
  std::map<Cell, int> owner;
  for (std::size_t p = 0; p < state.size(); ++p)
    for (Cell cell : state[p]) owner[cell] = static_cast<int>(p);
  return owner;
}

int owner_of(const std::map<Cell, int>& owner, Cell cell) {
  auto it = owner.find(cell);
  return it == owner.end() ? -1 : it->second;
}

// Whether `cells` lie on floor covered by no piece but `self`.
bool vacant_for(const Board& board, const std::map<Cell, int>& owner, const Cells& cells, int self) {
  return std::all_of(cells.begin(), cells.end(), [&](Cell cell) {
    const int o = owner_of(owner, cell);
    return board.floor(cell) && (o == -1 || o == self);
  });
}

using Successors = std::function<void(const Board&, const State&, std::vector<std::pair<State, int>>&)>;

State with(State state, std::size_t piece, Cells cells) {
  state[piece] = std::move(cells);
  return state;
}

// Lunar Lockout: a robot slides until another robot stops it; with none in the way it would fall
// off the board, so that is no move.
void lunar_lockout(const Board& board, const State& state, std::vector<std::pair<State, int>>& out) {
  const auto owner = owners(state);
  for (std::size_t p = 0; p < state.size(); ++p)
    for (Cell d : kOrthogonal) {
      Cells at = state[p];
      for (int travelled = 0;; ++travelled) {
        Cells next = shifted(at, d);
        if (!std::all_of(next.begin(), next.end(), [&](Cell c) { return board.floor(c); })) break;
        if (!vacant_for(board, owner, next, static_cast<int>(p))) {
          if (travelled > 0) out.push_back({with(state, p, at), 1});
          break;
        }
        at = next;
      }
    }
}

// Slides of the pieces of `kind` (every kind when empty) until a wall, the board's edge or another
// piece stops them, or (when `region` is given) on the first cell outside that region.
Successors sliding(const std::string& kind, const std::string& region) {
  return [kind, region](const Board& board, const State& state, std::vector<std::pair<State, int>>& out) {
    const auto owner = owners(state);
    for (std::size_t p = 0; p < state.size(); ++p) {
      if (!kind.empty() && board.kind(p) != kind) continue;
      for (Cell d : kOrthogonal) {
        Cells at = state[p];
        int travelled = 0;
        while (vacant_for(board, owner, shifted(at, d), static_cast<int>(p))) {
          at = shifted(at, d);
          ++travelled;
          if (!region.empty() && !std::all_of(at.begin(), at.end(), [&](Cell c) { return board.in_region(region, c); }))
            break;
        }
        if (travelled > 0) out.push_back({with(state, p, at), 1});
      }
    }
  };
}

// Ricochet Robots (and Atomix): a robot slides until a wall, the board's edge or another robot
// stops it. An ice maze: the skater keeps sliding on ice until something stops it or it reaches
// a cell that is not ice.
const Successors ricochet_robots = sliding("", "");
const Successors ice_maze = sliding("skater", "ice");

// An arrow maze: walkers step to a vacant cell; a cell with an arrow (regions arrows-left, -up,
// -right, -down) may be entered only moving the way it points.
void arrow_maze(const Board& board, const State& state, std::vector<std::pair<State, int>>& out) {
  static const char* const kArrows[4] = {"arrows-left", "arrows-up", "arrows-right", "arrows-down"};
  const auto owner = owners(state);
  for (std::size_t p = 0; p < state.size(); ++p)
    for (int d = 0; d < 4; ++d) {
      const Cell to{state[p][0].first + kOrthogonal[d].first, state[p][0].second + kOrthogonal[d].second};
      if (!board.floor(to) || owner_of(owner, to) != -1) continue;
      bool against = false;
      for (int arrow = 0; arrow < 4; ++arrow) against |= arrow != d && board.in_region(kArrows[arrow], to);
      if (!against) out.push_back({with(state, p, {to}), 1});
    }
}

// Sliding blocks, one cell at a time (Klotski counted in single steps).
void block_steps(const Board& board, const State& state, std::vector<std::pair<State, int>>& out) {
  const auto owner = owners(state);
  for (std::size_t p = 0; p < state.size(); ++p)
    for (Cell d : kOrthogonal)
      if (Cells next = shifted(state[p], d); vacant_for(board, owner, next, static_cast<int>(p)))
        out.push_back({with(state, p, next), 1});
}

// Sliding blocks in straight slides, any distance (the built-in sliding-block domain).
void block_slides(const Board& board, const State& state, std::vector<std::pair<State, int>>& out) {
  const auto owner = owners(state);
  for (std::size_t p = 0; p < state.size(); ++p)
    for (Cell d : kOrthogonal)
      for (int distance = 1; vacant_for(board, owner, shifted(state[p], d, distance), static_cast<int>(p)); ++distance)
        out.push_back({with(state, p, shifted(state[p], d, distance)), 1});
}

// Klotski's classic count: a block moved along any path of free cells is one move.
void block_walks(const Board& board, const State& state, std::vector<std::pair<State, int>>& out) {
  const auto owner = owners(state);
  for (std::size_t p = 0; p < state.size(); ++p) {
    std::set<Cells> seen{state[p]};
    std::queue<Cells> frontier;
    frontier.push(state[p]);
    while (!frontier.empty()) {
      Cells at = frontier.front();
      frontier.pop();
      for (Cell d : kOrthogonal) {
        Cells next = shifted(at, d);
        if (!vacant_for(board, owner, next, static_cast<int>(p)) || !seen.insert(next).second) continue;
        frontier.push(next);
        out.push_back({with(state, p, next), 1});
      }
    }
  }
}

// Rush Hour: a car slides any distance along the line its cells lie on.
void rush_hour(const Board& board, const State& state, std::vector<std::pair<State, int>>& out) {
  const auto owner = owners(state);
  for (std::size_t p = 0; p < state.size(); ++p) {
    const bool lying = state[p].front().first == state[p].back().first;
    for (Cell d : kOrthogonal) {
      if ((d.first == 0) != lying) continue;
      for (int distance = 1; vacant_for(board, owner, shifted(state[p], d, distance), static_cast<int>(p)); ++distance)
        out.push_back({with(state, p, shifted(state[p], d, distance)), 1});
    }
  }
}

// Peg solitaire: a peg jumps over a neighbouring peg into the empty hole beyond, which takes the
// jumped peg off the board.
void peg_solitaire(const Board& board, const State& state, std::vector<std::pair<State, int>>& out) {
  const auto owner = owners(state);
  for (std::size_t p = 0; p < state.size(); ++p) {
    if (state[p].empty()) continue;
    const Cell at = state[p].front();
    for (Cell d : kOrthogonal) {
      const Cell over{at.first + d.first, at.second + d.second};
      const Cell into{at.first + 2 * d.first, at.second + 2 * d.second};
      const int jumped = owner_of(owner, over);
      if (jumped < 0 || !board.floor(into) || owner_of(owner, into) != -1) continue;
      State next = with(state, p, {into});
      next[std::size_t(jumped)].clear();
      out.push_back({next, 1});
    }
  }
}

std::size_t agent_of(const Board& board, const State& state) {
  for (std::size_t p = 0; p < state.size(); ++p)
    if (board.kind(p) == "player") return p;
  throw std::logic_error("no player");
}

// Pull-Sokoban: the player steps into a free cell; it may pull the box behind it along.
void pull_sokoban(const Board& board, const State& state, std::vector<std::pair<State, int>>& out) {
  const auto owner = owners(state);
  const std::size_t player = agent_of(board, state);
  const Cell at = state[player].front();
  for (Cell d : kOrthogonal) {
    const Cell to{at.first + d.first, at.second + d.second};
    if (!board.floor(to) || owner_of(owner, to) != -1) continue;
    out.push_back({with(state, player, {to}), 1});
    const int box = owner_of(owner, Cell{at.first - d.first, at.second - d.second});
    if (box >= 0) out.push_back({with(with(state, player, {to}), std::size_t(box), {at}), 1});
  }
}

// Sokoban with rows: the player steps, pushing a row of up to `longest` boxes one cell ahead,
// each box of the row moving one cell (chain-sokoban: two; sokoban-trains: three).
Successors pushing_rows(int longest) {
  return [longest](const Board& board, const State& state, std::vector<std::pair<State, int>>& out) {
    const auto owner = owners(state);
    const std::size_t player = agent_of(board, state);
    const Cell at = state[player].front();
    for (Cell d : kOrthogonal) {
      const Cell to{at.first + d.first, at.second + d.second};
      if (!board.floor(to)) continue;
      std::vector<int> row;
      Cell cell = to;
      while (board.floor(cell) && owner_of(owner, cell) >= 0 && int(row.size()) <= longest) {
        row.push_back(owner_of(owner, cell));
        cell = {cell.first + d.first, cell.second + d.second};
      }
      if (int(row.size()) > longest || !board.floor(cell)) continue;
      State next = with(state, player, {to});
      for (int box : row) next = with(next, std::size_t(box), shifted(state[std::size_t(box)], d));
      out.push_back({next, 1});
    }
  };
}

const std::map<std::string, Successors>& families() {
  static const std::map<std::string, Successors> known{
      {"lunar-lockout", lunar_lockout},    {"ricochet-robots", ricochet_robots},
      {"atomix", ricochet_robots},         {"ice-maze", ice_maze},
      {"klotski-steps", block_steps},      {"klotski", block_walks},
      {"sliding-block", block_slides},     {"rush-hour", rush_hour},
      {"peg-solitaire", peg_solitaire},    {"pull-sokoban", pull_sokoban},
      {"chain-sokoban", pushing_rows(2)},  {"arrow-maze", arrow_maze},
      {"sokoban-trains", pushing_rows(3)},
  };
  return known;
}

// ---- Goals, read on cell lists ------------------------------------------------------------------

Cells cells_of(const std::vector<Coord>& coords) {
  Cells cells;
  for (Coord c : coords) cells.push_back({c.row, c.col});
  std::sort(cells.begin(), cells.end());
  return cells;
}

bool covered_by_kind(const Board& board, const State& state, const std::string& kind, Cell cell) {
  for (std::size_t p = 0; p < state.size(); ++p)
    if (board.kind(p) == kind && std::find(state[p].begin(), state[p].end(), cell) != state[p].end()) return true;
  return false;
}

bool holds(const Board& board, const Goal& goal, const State& state, Cell shift = {0, 0}) {
  switch (goal.kind) {
    case Goal::Kind::At:
      return state[std::size_t(goal.piece)] == shifted(cells_of(goal.cells), shift);
    case Goal::Kind::AllOnGoal:
      for (std::size_t p = 0; p < state.size(); ++p)
        if (board.kind(p) == goal.piece_kind)
          for (Cell cell : state[p])
            if (!board.goal_cell(cell)) return false;
      return true;
    case Goal::Kind::And:
      return std::all_of(goal.parts.begin(), goal.parts.end(), [&](const Goal& g) { return holds(board, g, state); });
    case Goal::Kind::Or:
      return std::any_of(goal.parts.begin(), goal.parts.end(), [&](const Goal& g) { return holds(board, g, state); });
    case Goal::Kind::Not:
      return !holds(board, goal.parts.front(), state);
    case Goal::Kind::On:
      for (Cell cell : shifted(cells_of(goal.cells), shift))
        if (!covered_by_kind(board, state, goal.piece_kind, cell)) return false;
      return true;
    case Goal::Kind::Inside: {
      const Cells& cells = state[std::size_t(goal.piece)];
      return !cells.empty() &&
             std::all_of(cells.begin(), cells.end(), [&](Cell c) { return board.in_region(goal.region, c); });
    }
    case Goal::Kind::Count: {
      int left = 0;
      for (std::size_t p = 0; p < state.size(); ++p) left += board.kind(p) == goal.piece_kind && !state[p].empty();
      return goal.relation == CountRelation::AtMost    ? left <= goal.count
             : goal.relation == CountRelation::Exactly ? left == goal.count
                                                       : left >= goal.count;
    }
    case Goal::Kind::Shape:
      // Every translation that keeps the drawing on the board: try them all.
      for (int dr = -board.rows(); dr <= board.rows(); ++dr)
        for (int dc = -board.cols(); dc <= board.cols(); ++dc)
          if (std::all_of(goal.parts.begin(), goal.parts.end(), [&](const Goal& part) {
                return holds(board, part, state, Cell{dr, dc});
              }))
            return true;
      return false;
  }
  return false;
}

// Units of one kind are interchangeable: their cell lists sorted, so states that differ only by
// which unit is where are one.
State canonical(const Problem& problem, State state) {
  std::map<std::string, std::vector<std::size_t>> units;
  for (std::size_t p = 0; p < state.size(); ++p)
    if (problem.pieces[p].unit) units[problem.pieces[p].kind].push_back(p);
  for (const auto& [kind, members] : units) {
    std::vector<Cells> lists;
    for (std::size_t p : members) lists.push_back(state[p]);
    // Removed units (empty lists) last, as the planner orders them.
    std::sort(lists.begin(), lists.end(), [](const Cells& a, const Cells& b) {
      if (a.empty() != b.empty()) return b.empty();
      return a < b;
    });
    for (std::size_t i = 0; i < members.size(); ++i) state[members[i]] = lists[i];
  }
  return state;
}

}  // namespace

bool knows(const std::string& family) { return families().count(family) > 0; }

// Dijkstra from the start over every reachable state (the costs here are all 1, but a family
// with other costs would need it): the figures of the whole space, and the cheapest goal.
Figures search(const Problem& problem, std::size_t max_states) {
  const Successors& successors = families().at(problem.domain.name);
  const Board board(problem);
  State start;
  for (const Piece& piece : problem.pieces) start.push_back(cells_of(piece.cells));
  start = canonical(problem, start);
  std::map<State, int> cost{{start, 0}};
  using Entry = std::pair<int, State>;
  std::priority_queue<Entry, std::vector<Entry>, std::greater<>> open;
  open.push({0, start});
  Figures figures;
  std::vector<std::pair<State, int>> children;
  while (!open.empty()) {
    auto [g, state] = open.top();
    open.pop();
    if (g > cost.at(state)) continue;
    if (figures.optimal_cost < 0 && holds(board, problem.goal, state)) figures.optimal_cost = g;
    children.clear();
    successors(board, state, children);
    for (auto& [child, step] : children) {
      State made = canonical(problem, std::move(child));
      auto [it, fresh] = cost.try_emplace(made, g + step);
      if (!fresh && it->second <= g + step) continue;
      it->second = g + step;
      open.push({g + step, made});
    }
    if (cost.size() > max_states) {
      figures.complete = false;
      break;
    }
  }
  figures.states = cost.size();
  return figures;
}

}  // namespace polyplan::reference
