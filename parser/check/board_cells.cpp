#include "parser/check/board_cells.hpp"

namespace polyplan {
namespace {

bool is_continuation(char byte) { return (static_cast<unsigned char>(byte) & 0xC0) == 0x80; }

Position shifted(const BoardRow& row, std::size_t byte_offset, std::uint32_t column_offset) {
  return Position{static_cast<std::uint32_t>(row.start.offset + byte_offset), row.start.line,
                  row.start.column + column_offset};
}

std::vector<GlyphCell> split_chars(const BoardRow& row) {
  std::vector<GlyphCell> cells;
  std::uint32_t column = 0;
  for (std::size_t i = 0; i < row.text.size(); ++column) {
    std::size_t end = i + 1;
    while (end < row.text.size() && is_continuation(row.text[end])) ++end;
    cells.push_back(GlyphCell{row.text.substr(i, end - i), shifted(row, i, column)});
    i = end;
  }
  return cells;
}

std::vector<GlyphCell> split_tokens(const BoardRow& row) {
  std::vector<GlyphCell> cells;
  std::uint32_t column = 0;
  std::size_t i = 0;
  auto advance = [&] {
    ++i;
    while (i < row.text.size() && is_continuation(row.text[i])) ++i;
    ++column;
  };
  while (i < row.text.size()) {
    if (row.text[i] == ' ' || row.text[i] == '\t') {
      advance();
      continue;
    }
    std::size_t begin = i;
    std::uint32_t begin_column = column;
    while (i < row.text.size() && row.text[i] != ' ' && row.text[i] != '\t') advance();
    cells.push_back(GlyphCell{row.text.substr(begin, i - begin), shifted(row, begin, begin_column)});
  }
  return cells;
}

}  // namespace

GlyphRows split_board(const ast::BoardDecl& board) {
  GlyphRows rows;
  for (const BoardRow& row : board.block.rows)
    rows.push_back(board.cells == ast::CellsMode::Tokens ? split_tokens(row) : split_chars(row));
  return rows;
}

std::size_t widest_row(const GlyphRows& rows) {
  std::size_t widest = 0;
  for (const auto& row : rows) widest = std::max(widest, row.size());
  return widest;
}

}  // namespace polyplan
