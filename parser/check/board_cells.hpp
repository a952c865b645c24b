#pragma once
#include <string>
#include <vector>

#include "parser/syntax/ast.hpp"

namespace polyplan {

// One cell of a board as written: its glyph (a character, or a token in :cells tokens) and where.
struct GlyphCell {
  std::string glyph;
  Position at;
};

// Rows of glyph cells; rows keep their own length (ragged boards are padded with void later).
using GlyphRows = std::vector<std::vector<GlyphCell>>;

// Splits a board into cells: UTF-8 characters for :cells chars, whitespace-separated tokens
// for :cells tokens.
GlyphRows split_board(const ast::BoardDecl& board);

std::size_t widest_row(const GlyphRows& rows);

}  // namespace polyplan
