// The goal check: at-goals name a whole piece on the board and cells of its shape (congruent
// under the symmetries its moves allow); goal boards place whole pieces; (all KIND on goal) needs
// a declared kind and enough goal cells. Messages point into the goal's own file.
#include <fmt/format.h>
#include <fmt/ranges.h>

#include <algorithm>
#include <map>
#include <set>

#include "parser/check/board_cells.hpp"
#include "parser/check/problem_checks.hpp"
#include "parser/model/shape.hpp"

namespace polyplan {
namespace {

class GoalChecker {
 public:
  explicit GoalChecker(ProblemDraft& draft) : draft_(draft), problem_(draft.problem) {}

  Goal check(const ast::GoalDecl& decl, const Legend& legend) {
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
      case ast::GoalDecl::Kind::Board:
        return board_goal(decl, legend);
      case ast::GoalDecl::Kind::AllOnGoal:
        return all_on_goal(decl);
      case ast::GoalDecl::Kind::And:
      case ast::GoalDecl::Kind::Or:
      case ast::GoalDecl::Kind::Not:
        goal.kind = decl.kind == ast::GoalDecl::Kind::And  ? Goal::Kind::And
                    : decl.kind == ast::GoalDecl::Kind::Or ? Goal::Kind::Or
                                                           : Goal::Kind::Not;
        for (const ast::GoalDecl& part : decl.parts) goal.parts.push_back(check(part, legend));
        return goal;
      case ast::GoalDecl::Kind::Count:
        return count_goal(decl);
      case ast::GoalDecl::Kind::On:
        return on_goal(decl);
      case ast::GoalDecl::Kind::Inside:
        return inside_goal(decl, legend);
      case ast::GoalDecl::Kind::Shape:
        return shape_goal(decl, legend);
    }
    return goal;
  }

 private:
  void error(Position at, std::string message) { draft_.goal_error(at, std::move(message)); }

  // The piece a goal names, or -1 after reporting why there is none.
  int goal_piece(const ast::Symbol& name) {
    int index = problem_.find_piece(name.text);
    if (index >= 0) return index;
    auto unit = std::find_if(problem_.pieces.begin(), problem_.pieces.end(),
                             [&](const Piece& p) { return p.unit && p.name == name.text; });
    if (unit != problem_.pieces.end())
      error(name.at, fmt::format("'{}' draws interchangeable '{}' units, which a goal cannot name one by one: write "
                                 "(all {} on goal) for all of them on goal cells, or give one a glyph of its own that "
                                 "the legend makes a named piece",
                                 name.text, unit->kind, unit->kind));
    else
      error(name.at, fmt::format("the goal names piece '{}', which is not on the board (pieces: {})", name.text,
                                 draft_.piece_names()));
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
        error(positions[i], fmt::format("goal cell {} of piece '{}' is outside the {}x{} board", to_string(c),
                                        piece.name, problem_.frame.rows, problem_.frame.cols));
        cells_ok = false;
      } else if (problem_.frame.at(c).type != CellType::Floor) {
        error(positions[i], fmt::format("goal cell {} of piece '{}' is not floor", to_string(c), piece.name));
        cells_ok = false;
      } else if (!seen.insert(c).second) {
        error(positions[i], fmt::format("goal cell {} of piece '{}' is listed twice", to_string(c), piece.name));
        cells_ok = false;
      }
    }
    std::sort(cells.begin(), cells.end());
    goal.cells = cells;
    if (!cells_ok) return goal;
    bool rotate = problem_.domain.rotates(piece.kind);
    bool reflect = problem_.domain.reflects(piece.kind);
    if (cells.size() != piece.cells.size())
      error(at, fmt::format("piece '{}' has {} cells but its goal lists {}: {}", piece.name, piece.cells.size(),
                            cells.size(), to_string(cells)));
    else if (!congruent(piece.cells, cells, rotate, reflect))
      error(at, fmt::format("the goal cells {} are not the shape of piece '{}'{}", to_string(cells), piece.name,
                            rotate ? (reflect ? " in any rotation or reflection" : " in any rotation")
                                   : " (its moves do not turn it)"));
    return goal;
  }

  // The pieces a goal drawing shows: whole pieces by glyph (cells and positions, in the order
  // they first appear) and interchangeable units by kind (their cells), each only when `units`
  // may be shown; glyphs without meaning are reported.
  struct Drawn {
    std::vector<std::string> order;
    std::map<std::string, std::pair<std::vector<Coord>, std::vector<Position>>> pieces;
    std::map<std::string, std::vector<Coord>> units;
  };
  Drawn drawn_pieces(const GlyphRows& rows, const Legend& legend, bool units) {
    Drawn drawn;
    for (std::size_t r = 0; r < rows.size(); ++r)
      for (std::size_t c = 0; c < rows[r].size(); ++c) {
        const GlyphCell& glyph = rows[r][c];
        std::optional<CellMeaning> meaning = legend.meaning(glyph.glyph);
        if (!meaning) {
          error(glyph.at, fmt::format("glyph '{}' has no meaning in this legend", glyph.glyph));
          continue;
        }
        if (!meaning->piece) continue;
        const Coord here{static_cast<int>(r), static_cast<int>(c)};
        if (meaning->unit) {
          if (units)
            drawn.units[meaning->kind].push_back(here);
          else
            error(glyph.at, fmt::format("'{}' draws interchangeable unit pieces, which a goal board cannot place; use "
                                        "(all KIND on goal)",
                                        glyph.glyph));
          continue;
        }
        auto& [cells, positions] = drawn.pieces[glyph.glyph];
        if (cells.empty()) drawn.order.push_back(glyph.glyph);
        cells.push_back(here);
        positions.push_back(glyph.at);
      }
    return drawn;
  }

  Goal board_goal(const ast::GoalDecl& decl, const Legend& legend) {
    Goal goal;
    GlyphRows rows = split_board(decl.board);
    int height = static_cast<int>(rows.size()), width = static_cast<int>(widest_row(rows));
    if (height != problem_.frame.rows || width != problem_.frame.cols) {
      error(decl.board.block.open, fmt::format("the goal board is {}x{} but the board is {}x{} (rows x columns)",
                                               height, width, problem_.frame.rows, problem_.frame.cols));
      return goal;
    }
    Drawn drawn = drawn_pieces(rows, legend, false);
    for (const std::string& glyph : drawn.order) {
      auto& [cells, positions] = drawn.pieces[glyph];
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
      error(decl.subject.at, fmt::format("unknown kind '{}'; domain '{}' declares: {}", goal.piece_kind,
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
      error(decl.subject.at, fmt::format("more {0} pieces than goal cells: {1} {0} piece(s) covering {2} cell(s), "
                                         "but {3} goal cell(s); (all {0} on goal) can never hold",
                                         goal.piece_kind, pieces, cells, goals));
    return goal;
  }

  bool known_kind(const ast::Symbol& kind) {
    if (problem_.domain.has_kind(kind.text)) return true;
    error(kind.at, fmt::format("unknown kind '{}'; domain '{}' declares: {}", kind.text, problem_.domain.name,
                               fmt::join(problem_.domain.kinds, ", ")));
    return false;
  }

  Goal count_goal(const ast::GoalDecl& decl) {
    Goal goal;
    goal.kind = Goal::Kind::Count;
    goal.piece_kind = decl.subject.text;
    goal.relation = decl.relation.text == "<="  ? CountRelation::AtMost
                    : decl.relation.text == "=" ? CountRelation::Exactly
                                                : CountRelation::AtLeast;
    goal.count = decl.number;
    if (!known_kind(decl.subject)) return goal;
    const auto pieces = std::count_if(problem_.pieces.begin(), problem_.pieces.end(),
                                      [&](const Piece& piece) { return piece.kind == goal.piece_kind; });
    if (goal.relation != CountRelation::AtMost && goal.count > pieces)
      error(decl.subject.at, fmt::format("the board has {} {} piece(s), never {} {}: the goal can never hold", pieces,
                                         goal.piece_kind, to_string(goal.relation), goal.count));
    return goal;
  }

  Goal on_goal(const ast::GoalDecl& decl) {
    Goal goal;
    goal.kind = Goal::Kind::On;
    goal.piece_kind = decl.subject.text;
    known_kind(decl.subject);
    for (const ast::Coord& c : decl.cells) {
      Coord cell{c.row, c.col};
      if (!problem_.frame.contains(cell) || problem_.frame.at(cell).type != CellType::Floor)
        error(c.at, fmt::format("goal cell {} is not a floor cell of the board", to_string(cell)));
      goal.cells.push_back(cell);
    }
    std::sort(goal.cells.begin(), goal.cells.end());
    goal.cells.erase(std::unique(goal.cells.begin(), goal.cells.end()), goal.cells.end());
    return goal;
  }

  Goal inside_goal(const ast::GoalDecl& decl, const Legend& legend) {
    Goal goal;
    goal.kind = Goal::Kind::Inside;
    goal.piece = goal_piece(decl.subject);
    goal.region = decl.region.text;
    if (!legend.draws_region(goal.region))
      error(decl.region.at, fmt::format("the legend draws no region '{}'; draw its cells with an entry such as "
                                        "(:legend \"~\" (floor (region {})))",
                                        goal.region, goal.region));
    return goal;
  }

  // A goal board that may lie anywhere: named pieces as At parts and unit kinds as On parts, at
  // the cells drawn; the goal holds when one translation makes them all hold.
  Goal shape_goal(const ast::GoalDecl& decl, const Legend& legend) {
    Goal goal;
    goal.kind = Goal::Kind::Shape;
    Drawn drawn = drawn_pieces(split_board(decl.board), legend, true);
    for (const std::string& glyph : drawn.order) {
      auto& [cells, positions] = drawn.pieces[glyph];
      int index = goal_piece(ast::Symbol{glyph, AtomKind::Name, positions.front()});
      if (index < 0) continue;
      const Piece& piece = problem_.pieces[static_cast<std::size_t>(index)];
      Goal part;
      part.kind = Goal::Kind::At;
      part.piece = index;
      part.cells = cells;
      std::sort(part.cells.begin(), part.cells.end());
      if (part.cells.size() != piece.cells.size() || !congruent(piece.cells, part.cells, false, false))
        error(positions.front(), fmt::format("the shape draws piece '{}' as {}, which is not its shape", piece.name,
                                             to_string(part.cells)));
      goal.parts.push_back(std::move(part));
    }
    for (auto& [kind, cells] : drawn.units) {
      Goal part;
      part.kind = Goal::Kind::On;
      part.piece_kind = kind;
      part.cells = cells;
      goal.parts.push_back(std::move(part));
    }
    if (goal.parts.empty()) error(decl.board.block.open, "the shape draws no piece");
    return goal;
  }

  ProblemDraft& draft_;
  const Problem& problem_;
};

}  // namespace

Goal check_goal(ProblemDraft& draft, const ast::GoalDecl& decl, const Legend& legend) {
  return GoalChecker(draft).check(decl, legend);
}

}  // namespace polyplan
