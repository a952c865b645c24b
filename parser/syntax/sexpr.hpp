#pragma once
#include <string>
#include <vector>

#include "parser/source/position.hpp"

namespace polyplan {

// The concrete syntax tree: what the X3 grammar produces. The language is an s-expression
// language, so the grammar only has to know atoms, lists and fenced boards; the meaning of
// `(define ...)` forms is read from this tree by ast_reader.cpp, which can then say precisely
// what it expected at every place.

enum class AtomKind { Name, Integer, String, Keyword };

// One row of a fenced board, already stripped of the board's common indentation.
struct BoardRow {
  std::string text;
  Position start;  // position of text[0] (or of where it would be for an empty row)
};

struct BoardBlock {
  std::vector<BoardRow> rows;
  Position open;  // the opening """
};

struct SExpr {
  enum class Kind { Atom, List, Board };
  Kind kind = Kind::Atom;
  AtomKind atom = AtomKind::Name;
  std::string text;          // atom text: keywords without ':', strings unescaped
  std::vector<SExpr> items;  // list elements
  BoardBlock board;
  Position start;  // first character
  Position end;    // for lists: the closing ')'

  bool is_list() const { return kind == Kind::List; }
  bool is_atom() const { return kind == Kind::Atom; }
  bool is_board() const { return kind == Kind::Board; }
  bool is_keyword(std::string_view name) const {
    return kind == Kind::Atom && atom == AtomKind::Keyword && text == name;
  }
  bool is_name(std::string_view name) const { return kind == Kind::Atom && atom == AtomKind::Name && text == name; }
};

class SourceFile;
// Reads every top-level expression of a file. Throws InputError on a syntax error.
std::vector<SExpr> read_sexprs(const SourceFile& source);

// How the expression looks in a message: `(:board ...)`, `"x"`, `:rotate`, `42`.
std::string describe(const SExpr& expr);

}  // namespace polyplan
