// Checks a problem: resolves its domain and legend, reads the board into a frame and pieces,
// and checks the goal. Errors are collected so that a user sees all of them at once.
#include <boost/graph/adjacency_list.hpp>
#include <boost/graph/connected_components.hpp>
#include <fmt/format.h>

#include <algorithm>
#include <deque>
#include <map>
#include <set>

#include "parser/check/board_cells.hpp"
#include "parser/check/checker.hpp"
#include "parser/check/legend.hpp"
#include "parser/model/shape.hpp"

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

class ProblemChecker {
 public:
  ProblemChecker(const ast::ProblemDecl& decl, const SourceFile& source, const SourceFile& goal_source,
                 const DomainLibrary& domains, DiagnosticSink& sink)
      : decl_(decl), source_(source), goal_source_(goal_source), domains_(domains), sink_(sink) {}

  Problem check() {
    problem_.name = decl_.name.text;
    problem_.origin = source_.name() + "#" + decl_.name.text;
    const Domain* domain = domains_.find(decl_.domain->text);
    if (!domain) {
      error(decl_.domain->at, fmt::format("unknown domain '{}'; known domains: {}", decl_.domain->text, domains_.names()));
      return problem_;
    }
    problem_.domain = *domain;
    Legend legend(decl_.legend, *domain, source_, sink_);
    if (!legend.usable()) return problem_;
    legend.check_glyph_lengths(decl_.board->cells, source_, sink_);
    read_board(legend);
    if (problem_.frame.cells.empty()) return problem_;  // the board's own error says why
    if (legend.xsb()) void_outside_walls();
    check_agents();
    problem_.goal = check_goal(*decl_.goal, legend);
    check_target();
    return problem_;
  }

 private:
  void error(Position at, std::string message) { sink_.error(Diagnostic::at(source_, at, std::move(message))); }
  void goal_error(Position at, std::string message) {
    sink_.error(Diagnostic::at(goal_source_, at, std::move(message)));
  }

  void read_board(const Legend& legend) {
    GlyphRows rows = split_board(*decl_.board);
    std::size_t width = widest_row(rows);
    if (rows.empty() || width == 0) {
      error(decl_.board->block.open, "the board has no cells");
      return;
    }
    // Ragged rows make the frame rows x widest; bound it so a hostile board cannot demand
    // gigabytes (the largest benchmark frames have a few thousand cells).
    constexpr std::size_t kMaxCells = std::size_t(1) << 22;
    if (rows.size() * width > kMaxCells) {
      error(decl_.board->block.open, fmt::format("the board is {}x{}; polyplan accepts at most {} cells", rows.size(),
                                                 width, kMaxCells));
      return;
    }
    problem_.frame = Grid(static_cast<int>(rows.size()), static_cast<int>(width));
    std::map<std::string, PieceDraft> drafts;
    std::vector<std::string> order;  // glyphs of whole pieces, by first appearance
    for (std::size_t r = 0; r < rows.size(); ++r) {
      for (std::size_t c = 0; c < rows[r].size(); ++c) {
        const GlyphCell& glyph = rows[r][c];
        Coord here{static_cast<int>(r), static_cast<int>(c)};
        std::optional<CellMeaning> meaning = legend.meaning(glyph.glyph);
        if (!meaning) {
          error(glyph.at, fmt::format("glyph '{}' has no meaning in this legend; give it one with (:legend {}\"{}\" "
                                      "MEANING)",
                                      glyph.glyph, legend.xsb() ? ":preset xsb " : "", glyph.glyph));
          continue;
        }
        Cell& cell = problem_.frame.at(here);
        cell.type = meaning->type;
        cell.goal = meaning->goal;
        if (!meaning->piece) continue;
        if (meaning->unit) {
          problem_.pieces.push_back(Piece{glyph.glyph, meaning->kind, true, {here}});
          continue;
        }
        auto [draft, fresh] = drafts.try_emplace(glyph.glyph);
        if (fresh) {
          order.push_back(glyph.glyph);
          problem_.pieces.push_back(Piece{glyph.glyph, meaning->kind, false, {}});
        }
        draft->second.cells.push_back(here);
        draft->second.positions[here] = glyph.at;
      }
    }
    for (Piece& piece : problem_.pieces) {
      if (piece.unit) continue;
      PieceDraft& draft = drafts[piece.name];
      piece.cells = draft.cells;
      std::sort(piece.cells.begin(), piece.cells.end());
      auto parts = components(piece.cells);
      if (parts.size() > 1) {
        std::string described;
        for (const auto& part : parts) described += fmt::format("{}{{{}}}", described.empty() ? "" : ", ", to_string(part));
        error(draft.positions[parts[1].front()],
              fmt::format("piece '{}' is not 4-connected: its cells {} form {} separate parts: {}", piece.name,
                          to_string(piece.cells), parts.size(), described));
      }
    }
  }

  // Under the xsb preset, spaces outside the walls are void: floor counts only where the player
  // can reach it (walking through boxes, as a later push might).
  void void_outside_walls() {
    Grid& frame = problem_.frame;
    std::vector<bool> reached(frame.cells.size(), false);
    std::deque<Coord> queue;
    for (const Piece& piece : problem_.pieces)
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
    for (const Piece& piece : problem_.pieces) covered.insert(piece.cells.begin(), piece.cells.end());
    for (int r = 0; r < frame.rows; ++r)
      for (int c = 0; c < frame.cols; ++c) {
        Coord here{r, c};
        Cell& cell = frame.at(here);
        if (cell.type == CellType::Floor && !reached[index(here)] && !cell.goal && !covered.count(here))
          cell.type = CellType::Void;
      }
  }

  // A push rule moves exactly one agent. A rule without a valid :agent was reported with its domain.
  void check_agents() {
    for (const MoveRule& rule : problem_.domain.moves) {
      if (rule.name != "push" || !rule.options.count("agent")) continue;
      const std::string& agent = rule.word("agent");
      std::size_t pieces = 0, cells = 0;
      for (const Piece& piece : problem_.pieces)
        if (piece.kind == agent) {
          ++pieces;
          cells += piece.cells.size();
        }
      if (pieces != 1 || cells != 1)
        error(decl_.board->block.open,
              fmt::format("the push rule needs exactly one '{}' on the board, one cell in size; found {} piece(s) "
                          "covering {} cell(s)",
                          agent, pieces, cells));
    }
  }

  std::string piece_names() const {
    std::vector<std::string> names;
    for (const Piece& piece : problem_.pieces) {
      if (piece.unit) continue;
      if (names.size() == 12) {
        names.push_back("...");
        break;
      }
      names.push_back(piece.name);
    }
    return names.empty() ? std::string("none") : fmt::format("{}", fmt::join(names, ", "));
  }

  // The piece a goal names, or -1 after reporting why there is none.
  int goal_piece(const ast::Symbol& name) {
    int index = problem_.find_piece(name.text);
    if (index >= 0) return index;
    bool unit = std::any_of(problem_.pieces.begin(), problem_.pieces.end(),
                            [&](const Piece& p) { return p.unit && p.name == name.text; });
    if (unit)
      goal_error(name.at, fmt::format("'{}' draws interchangeable unit pieces, which a goal cannot name one by one; "
                                      "use (all KIND on goal)",
                                      name.text));
    else
      goal_error(name.at, fmt::format("the goal names piece '{}', which is not on the board (pieces: {})", name.text,
                                      piece_names()));
    return -1;
  }

  Goal at_goal(int piece_index, std::vector<Coord> cells, const std::vector<Position>& positions, Position at) {
    Goal goal;
    goal.kind = Goal::Kind::At;
    goal.piece = piece_index;
    const Piece& piece = problem_.pieces[static_cast<std::size_t>(piece_index)];
    bool cells_ok = true;
    std::set<Coord> seen;
    for (std::size_t i = 0; i < cells.size(); ++i) {
      Coord c = cells[i];
      if (!problem_.frame.contains(c)) {
        goal_error(positions[i], fmt::format("goal cell {} of piece '{}' is outside the {}x{} board", to_string(c),
                                             piece.name, problem_.frame.rows, problem_.frame.cols));
        cells_ok = false;
      } else if (problem_.frame.at(c).type != CellType::Floor) {
        goal_error(positions[i], fmt::format("goal cell {} of piece '{}' is not floor", to_string(c), piece.name));
        cells_ok = false;
      } else if (!seen.insert(c).second) {
        goal_error(positions[i], fmt::format("goal cell {} of piece '{}' is listed twice", to_string(c), piece.name));
        cells_ok = false;
      }
    }
    std::sort(cells.begin(), cells.end());
    goal.cells = cells;
    if (!cells_ok) return goal;
    bool rotate = problem_.domain.rotates(piece.kind);
    bool reflect = problem_.domain.reflects(piece.kind);
    if (cells.size() != piece.cells.size())
      goal_error(at, fmt::format("piece '{}' has {} cells but its goal lists {}: {}", piece.name, piece.cells.size(),
                                 cells.size(), to_string(cells)));
    else if (!congruent(piece.cells, cells, rotate, reflect))
      goal_error(at, fmt::format("the goal cells {} are not the shape of piece '{}'{}", to_string(cells), piece.name,
                                 rotate ? (reflect ? " in any rotation or reflection" : " in any rotation")
                                        : " (its moves do not turn it)"));
    return goal;
  }

  Goal check_goal(const ast::GoalDecl& decl, const Legend& legend) {
    Goal goal;
    switch (decl.kind) {
      case ast::GoalDecl::Kind::At: {
        int index = goal_piece(decl.subject);
        if (index < 0) return goal;
        std::vector<Coord> cells;
        std::vector<Position> positions;
        for (const ast::Coord& c : decl.cells) {
          cells.push_back(Coord{c.row, c.col});
          positions.push_back(c.at);
        }
        return at_goal(index, cells, positions, decl.subject.at);
      }
      case ast::GoalDecl::Kind::Board: return board_goal(decl, legend);
      case ast::GoalDecl::Kind::AllOnGoal: return all_on_goal(decl);
      case ast::GoalDecl::Kind::And:
        for (const ast::GoalDecl& part : decl.parts) goal.parts.push_back(check_goal(part, legend));
        return goal;
    }
    return goal;
  }

  Goal board_goal(const ast::GoalDecl& decl, const Legend& legend) {
    Goal goal;
    GlyphRows rows = split_board(decl.board);
    int height = static_cast<int>(rows.size()), width = static_cast<int>(widest_row(rows));
    if (height != problem_.frame.rows || width != problem_.frame.cols) {
      goal_error(decl.board.block.open, fmt::format("the goal board is {}x{} but the board is {}x{} (rows x columns)",
                                                    height, width, problem_.frame.rows, problem_.frame.cols));
      return goal;
    }
    std::map<std::string, std::pair<std::vector<Coord>, std::vector<Position>>> shown;
    std::vector<std::string> order;
    for (std::size_t r = 0; r < rows.size(); ++r)
      for (std::size_t c = 0; c < rows[r].size(); ++c) {
        const GlyphCell& glyph = rows[r][c];
        std::optional<CellMeaning> meaning = legend.meaning(glyph.glyph);
        if (!meaning) {
          goal_error(glyph.at, fmt::format("glyph '{}' has no meaning in this legend", glyph.glyph));
          continue;
        }
        if (!meaning->piece) continue;
        if (meaning->unit) {
          goal_error(glyph.at, fmt::format("'{}' draws interchangeable unit pieces, which a goal board cannot place; use "
                                           "(all KIND on goal)",
                                           glyph.glyph));
          continue;
        }
        auto& [cells, positions] = shown[glyph.glyph];
        if (cells.empty()) order.push_back(glyph.glyph);
        cells.push_back(Coord{static_cast<int>(r), static_cast<int>(c)});
        positions.push_back(glyph.at);
      }
    for (const std::string& glyph : order) {
      auto& [cells, positions] = shown[glyph];
      int index = goal_piece(ast::Symbol{glyph, AtomKind::Name, positions.front()});
      if (index >= 0) goal.parts.push_back(at_goal(index, cells, positions, positions.front()));
    }
    return goal;
  }

  Goal all_on_goal(const ast::GoalDecl& decl) {
    Goal goal;
    goal.kind = Goal::Kind::AllOnGoal;
    goal.piece_kind = decl.subject.text;
    if (!problem_.domain.has_kind(goal.piece_kind)) {
      goal_error(decl.subject.at, fmt::format("unknown kind '{}'; domain '{}' declares: {}", goal.piece_kind,
                                              problem_.domain.name, fmt::join(problem_.domain.kinds, ", ")));
      return goal;
    }
    std::size_t cells = 0, pieces = 0;
    for (const Piece& piece : problem_.pieces)
      if (piece.kind == goal.piece_kind) {
        cells += piece.cells.size();
        ++pieces;
      }
    std::size_t goals = static_cast<std::size_t>(problem_.frame.goal_count());
    if (cells > goals)
      goal_error(decl.subject.at, fmt::format("more {0} pieces than goal cells: {1} {0} piece(s) covering {2} cell(s), "
                                              "but {3} goal cell(s); (all {0} on goal) can never hold",
                                              goal.piece_kind, pieces, cells, goals));
    return goal;
  }

  void collect_at_pieces(const Goal& goal, std::vector<int>& pieces) const {
    if (goal.kind == Goal::Kind::At && goal.piece >= 0 &&
        std::find(pieces.begin(), pieces.end(), goal.piece) == pieces.end())
      pieces.push_back(goal.piece);
    for (const Goal& part : goal.parts) collect_at_pieces(part, pieces);
  }

  void check_target() {
    if (!decl_.target) {
      collect_at_pieces(problem_.goal, problem_.target);
      return;
    }
    for (const ast::Symbol& name : *decl_.target) {
      int index = problem_.find_piece(name.text);
      if (index < 0)
        error(name.at, fmt::format("the target names piece '{}', which is not on the board (pieces: {})", name.text,
                                   piece_names()));
      else if (std::find(problem_.target.begin(), problem_.target.end(), index) != problem_.target.end())
        error(name.at, fmt::format("piece '{}' is named twice in :target", name.text));
      else
        problem_.target.push_back(index);
    }
  }

  const ast::ProblemDecl& decl_;
  const SourceFile& source_;
  const SourceFile& goal_source_;
  const DomainLibrary& domains_;
  DiagnosticSink& sink_;
  Problem problem_;
};

}  // namespace

Problem check_problem(const ast::ProblemDecl& decl, const SourceFile& source, const SourceFile& goal_source,
                      const DomainLibrary& domains, DiagnosticSink& sink) {
  return ProblemChecker(decl, source, goal_source, domains, sink).check();
}

}  // namespace polyplan
