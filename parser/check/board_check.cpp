// The board check: glyphs through the legend into the frame and pieces, each whole piece
// 4-connected; under the xsb preset, the floor the player cannot reach becomes void.
#include <fmt/format.h>
#include <boost/graph/adjacency_list.hpp>
#include <boost/graph/connected_components.hpp>

#include <algorithm>
#include <deque>
#include <map>
#include <set>

#include "parser/check/board_cells.hpp"
#include "parser/check/problem_checks.hpp"

namespace polyplan {
namespace {

// The 4-connected components of a cell set, each sorted; uses Boost.Graph so that the one graph
// algorithm here is the library's, not ours.
std::vector<std::vector<Coord>> components(const std::vector<Coord>& cells) {
  boost::adjacency_list<boost::vecS, boost::vecS, boost::undirectedS> graph(cells.size());
  std::map<Coord, std::size_t> index;
  for (std::size_t i = 0; i < cells.size(); ++i) index.emplace(cells[i], i);
  for (std::size_t i = 0; i < cells.size(); ++i)
    for (Coord step : {Coord{0, 1}, Coord{1, 0}})
      if (auto next = index.find(Coord{cells[i].row + step.row, cells[i].col + step.col}); next != index.end())
        add_edge(i, next->second, graph);
  std::vector<int> component(cells.size());
  int count = boost::connected_components(graph, component.data());
  std::vector<std::vector<Coord>> parts(static_cast<std::size_t>(count));
  for (std::size_t i = 0; i < cells.size(); ++i) parts[static_cast<std::size_t>(component[i])].push_back(cells[i]);
  for (auto& part : parts) std::sort(part.begin(), part.end());
  std::sort(parts.begin(), parts.end());
  return parts;
}

struct PieceDraft {
  std::vector<Coord> cells;
  std::map<Coord, Position> positions;
};

}  // namespace

void read_board(ProblemDraft& draft, const Legend& legend) {
  const ast::BoardDecl& board = *draft.decl.board;
  Problem& problem = draft.problem;
  GlyphRows rows = split_board(board);
  std::size_t width = widest_row(rows);
  if (rows.empty() || width == 0) {
    draft.error(board.block.open, "the board has no cells");
    return;
  }
  // Ragged rows make the frame rows x widest; bound it so a hostile board cannot demand
  // gigabytes (the largest benchmark frames have a few thousand cells).
  constexpr std::size_t kMaxCells = std::size_t(1) << 22;
  if (rows.size() * width > kMaxCells) {
    draft.error(board.block.open,
                fmt::format("the board is {}x{}; polyplan accepts at most {} cells", rows.size(), width, kMaxCells));
    return;
  }
  problem.frame = Grid(static_cast<int>(rows.size()), static_cast<int>(width));
  std::map<std::string, PieceDraft> drafts;
  for (std::size_t r = 0; r < rows.size(); ++r) {
    for (std::size_t c = 0; c < rows[r].size(); ++c) {
      const GlyphCell& glyph = rows[r][c];
      Coord here{static_cast<int>(r), static_cast<int>(c)};
      std::optional<CellMeaning> meaning = legend.meaning(glyph.glyph);
      if (!meaning) {
        draft.error(glyph.at,
                    fmt::format("glyph '{}' has no meaning in this legend; give it one with (:legend {}\"{}\" "
                                "MEANING)",
                                glyph.glyph, legend.xsb() ? ":preset xsb " : "", glyph.glyph));
        continue;
      }
      Cell& cell = problem.frame.at(here);
      cell.type = meaning->type;
      cell.goal = meaning->goal;
      for (const std::string& name : meaning->regions) {
        auto region = std::find_if(problem.regions.begin(), problem.regions.end(),
                                   [&](const Region& drawn) { return drawn.name == name; });
        if (region == problem.regions.end()) region = problem.regions.insert(problem.regions.end(), Region{name, {}});
        region->cells.push_back(here);
      }
      if (!meaning->piece) continue;
      if (meaning->unit) {
        problem.pieces.push_back(Piece{glyph.glyph, meaning->kind, true, {here}});
        continue;
      }
      // Whole pieces are numbered by the first appearance of their glyph.
      auto [piece_draft, fresh] = drafts.try_emplace(glyph.glyph);
      if (fresh) problem.pieces.push_back(Piece{glyph.glyph, meaning->kind, false, {}});
      piece_draft->second.cells.push_back(here);
      piece_draft->second.positions[here] = glyph.at;
    }
  }
  for (Piece& piece : problem.pieces) {
    if (piece.unit) continue;
    PieceDraft& piece_draft = drafts[piece.name];
    piece.cells = piece_draft.cells;
    std::sort(piece.cells.begin(), piece.cells.end());
    auto parts = components(piece.cells);
    // Two agents drawn with one glyph read as one piece of separate parts; check_agents reports
    // them as what they are, two agents.
    bool agent = std::any_of(problem.domain.moves.begin(), problem.domain.moves.end(),
                             [&](const MoveRule& rule) { return rule.has_agent() && rule.agent == piece.kind; });
    if (parts.size() > 1 && !agent) {
      std::string described;
      for (const auto& part : parts)
        described += fmt::format("{}{{{}}}", described.empty() ? "" : ", ", to_string(part));
      draft.error(piece_draft.positions[parts[1].front()],
                  fmt::format("piece '{}' is not 4-connected: its cells {} form {} separate parts: {}", piece.name,
                              to_string(piece.cells), parts.size(), described));
    }
  }
}

// Floor counts only where the player can reach it (walking through boxes, as a later push might).
// `player` is the xsb preset's kind for '@' and '+', not a rule's agent: the preset defines it.
void void_outside_walls(Problem& problem) {
  Grid& frame = problem.frame;
  std::vector<bool> reached(frame.cells.size(), false);
  std::deque<Coord> queue;
  for (const Piece& piece : problem.pieces)
    if (piece.kind == "player")
      for (Coord c : piece.cells) queue.push_back(c);
  if (queue.empty()) return;
  auto index = [&](Coord c) { return std::size_t(c.row) * frame.cols + c.col; };
  for (Coord c : queue) reached[index(c)] = true;
  while (!queue.empty()) {
    Coord c = queue.front();
    queue.pop_front();
    for (Coord step : {Coord{-1, 0}, Coord{1, 0}, Coord{0, -1}, Coord{0, 1}}) {
      Coord next{c.row + step.row, c.col + step.col};
      if (!frame.contains(next) || reached[index(next)] || frame.at(next).type != CellType::Floor) continue;
      reached[index(next)] = true;
      queue.push_back(next);
    }
  }
  std::set<Coord> covered;
  for (const Piece& piece : problem.pieces) covered.insert(piece.cells.begin(), piece.cells.end());
  for (int r = 0; r < frame.rows; ++r)
    for (int c = 0; c < frame.cols; ++c) {
      Coord here{r, c};
      Cell& cell = frame.at(here);
      if (cell.type == CellType::Floor && !reached[index(here)] && !cell.goal && !covered.count(here))
        cell.type = CellType::Void;
    }
}

}  // namespace polyplan
