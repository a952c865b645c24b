#include <fmt/format.h>

#include "parser/syntax/sexpr.hpp"

namespace polyplan {

static std::string spelling(const SExpr& atom) {
  switch (atom.atom) {
    case AtomKind::Keyword: return ":" + atom.text;
    case AtomKind::String: return "\"" + atom.text + "\"";
    default: return atom.text;
  }
}

std::string describe(const SExpr& expr) {
  switch (expr.kind) {
    case SExpr::Kind::Board: return "a board";
    case SExpr::Kind::List:
      if (expr.items.empty()) return "'()'";
      if (expr.items.front().is_atom()) return fmt::format("'({} ...)'", spelling(expr.items.front()));
      return "a list";
    case SExpr::Kind::Atom:
      if (expr.atom == AtomKind::String) return spelling(expr);
      return fmt::format("'{}'", spelling(expr));
  }
  return {};
}

}  // namespace polyplan
