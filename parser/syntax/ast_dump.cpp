#include <fmt/format.h>

#include "parser/syntax/ast.hpp"

namespace polyplan::ast {
namespace {

std::string at(Position p) { return fmt::format("@{}:{}", p.line, p.column); }

std::string sym(const Symbol& s) {
  return fmt::format("{}{}", s.kind == AtomKind::String ? fmt::format("\"{}\"", s.text) : s.text, at(s.at));
}

std::string sexpr_text(const SExpr& e) {
  switch (e.kind) {
    case SExpr::Kind::Board:
      return "<board>";
    case SExpr::Kind::List: {
      std::string out = "(";
      for (std::size_t i = 0; i < e.items.size(); ++i) out.append(i ? " " : "").append(sexpr_text(e.items[i]));
      return out + ")";
    }
    case SExpr::Kind::Atom:
      if (e.atom == AtomKind::Keyword) return ":" + e.text;
      if (e.atom == AtomKind::String) return fmt::format("\"{}\"", e.text);
      return e.text;
  }
  return {};
}

const char* meaning_name(MeaningKind kind) {
  switch (kind) {
    case MeaningKind::Wall:
      return "wall";
    case MeaningKind::Floor:
      return "floor";
    case MeaningKind::Void:
      return "void";
    case MeaningKind::Goal:
      return "goal";
    case MeaningKind::Piece:
      return "piece";
    case MeaningKind::Unit:
      return "unit";
    case MeaningKind::Region:
      return "region";
  }
  return "?";
}

void dump_board(std::string& out, const BoardDecl& board, const std::string& indent) {
  out += fmt::format("{}board {} {}\n", indent, board.cells == CellsMode::Tokens ? "tokens" : "chars", at(board.at));
  for (const auto& row : board.block.rows) out += fmt::format("{}  |{}| {}\n", indent, row.text, at(row.start));
}

void dump_goal(std::string& out, const GoalDecl& goal, const std::string& indent) {
  switch (goal.kind) {
    case GoalDecl::Kind::At: {
      out += fmt::format("{}at {}", indent, sym(goal.subject));
      for (const auto& c : goal.cells) out += fmt::format(" ({} {}){}", c.row, c.col, at(c.at));
      out += "\n";
      break;
    }
    case GoalDecl::Kind::Board:
      dump_board(out, goal.board, indent);
      break;
    case GoalDecl::Kind::AllOnGoal:
      out += fmt::format("{}all {} on goal\n", indent, sym(goal.subject));
      break;
    case GoalDecl::Kind::And:
    case GoalDecl::Kind::Or:
    case GoalDecl::Kind::Not:
      out += fmt::format("{}{} {}\n", indent,
                         goal.kind == GoalDecl::Kind::And  ? "and"
                         : goal.kind == GoalDecl::Kind::Or ? "or"
                                                           : "not",
                         at(goal.at));
      for (const auto& part : goal.parts) dump_goal(out, part, indent + "  ");
      break;
    case GoalDecl::Kind::Count:
      out += fmt::format("{}count {} {} {}\n", indent, sym(goal.subject), sym(goal.relation), goal.number);
      break;
    case GoalDecl::Kind::On:
      out += fmt::format("{}on {}\n", indent, sym(goal.subject));
      for (const auto& c : goal.cells) out += fmt::format("{}  cell ({} {}) {}\n", indent, c.row, c.col, at(c.at));
      break;
    case GoalDecl::Kind::Inside:
      out += fmt::format("{}inside {} {}\n", indent, sym(goal.subject), sym(goal.region));
      break;
    case GoalDecl::Kind::Shape:
      out += fmt::format("{}shape\n", indent);
      dump_board(out, goal.board, indent + "  ");
      break;
  }
}

}  // namespace

std::string dump(const File& file) {
  std::string out;
  for (const auto& d : file.domains) {
    out += fmt::format("domain {} {}\n", sym(d.name), at(d.at));
    for (const auto& r : d.requirements) out += fmt::format("  requirement :{}\n", sym(r));
    for (const auto& k : d.kinds) out += fmt::format("  kind {}\n", sym(k));
    for (const auto& m : d.moves) {
      out += fmt::format("  move {}", sym(m.rule));
      for (const auto& o : m.options) out += fmt::format(" :{} {}", sym(o.key), sexpr_text(o.value));
      out += "\n";
    }
    if (d.cost) out += fmt::format("  cost {}\n", sym(*d.cost));
  }
  for (const auto& p : file.problems) {
    out += fmt::format("problem {} {}\n", sym(p.name), at(p.at));
    if (p.domain) out += fmt::format("  domain {}\n", sym(*p.domain));
    if (p.legend) {
      out += fmt::format("  legend {}", at(p.legend->at));
      if (p.legend->preset) out += fmt::format(" preset {}", sym(*p.legend->preset));
      out += "\n";
      for (const auto& e : p.legend->entries) {
        out += fmt::format("    {} =", sym(e.glyph));
        for (const auto& m : e.meanings) {
          out += fmt::format(" {}", meaning_name(m.kind));
          if (m.kind == MeaningKind::Piece || m.kind == MeaningKind::Unit)
            out += fmt::format("({})", sym(m.piece_kind));
          if (m.kind == MeaningKind::Region) out += fmt::format("({})", sym(m.region));
        }
        out += "\n";
      }
    }
    if (p.board) dump_board(out, *p.board, "  ");
    if (p.target) {
      out += "  target";
      for (const auto& t : *p.target) out.append(" ").append(sym(t));
      out += "\n";
    }
    if (p.goal) {
      out += "  goal\n";
      dump_goal(out, *p.goal, "    ");
    }
  }
  return out;
}

}  // namespace polyplan::ast
