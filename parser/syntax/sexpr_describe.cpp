#include <fmt/format.h>
#include <fmt/ranges.h>

#include <algorithm>

#include "parser/syntax/sexpr.hpp"

namespace polyplan {

static std::string spelling(const SExpr& atom) {
  switch (atom.atom) {
    case AtomKind::Keyword:
      return ":" + atom.text;
    case AtomKind::String:
      return fmt::format("\"{}\"", atom.text);
    default:
      return atom.text;
  }
}

std::string describe(const SExpr& expr) {
  switch (expr.kind) {
    case SExpr::Kind::Board:
      return "a board";
    case SExpr::Kind::List: {
      if (expr.items.empty()) return "'()'";
      // Short lists of atoms are shown whole; longer ones by their head, so messages stay short.
      bool atoms_only =
          std::all_of(expr.items.begin(), expr.items.end(), [](const SExpr& item) { return item.is_atom(); });
      std::vector<std::string> spellings;
      for (const SExpr& item : expr.items) spellings.push_back(spelling(item));
      std::string whole = fmt::format("{}", fmt::join(spellings, " "));
      if (atoms_only && whole.size() <= 24) return fmt::format("'({})'", whole);
      if (expr.items.front().is_atom()) return fmt::format("'({} ...)'", spelling(expr.items.front()));
      return "a list";
    }
    case SExpr::Kind::Atom:
      if (expr.atom == AtomKind::String) return spelling(expr);
      return fmt::format("'{}'", spelling(expr));
  }
  return {};
}

}  // namespace polyplan
