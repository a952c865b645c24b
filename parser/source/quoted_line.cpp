#include "parser/source/quoted_line.hpp"

#include <boost/locale/utf.hpp>

#include <algorithm>
#include <iterator>

#include "parser/source/readable_text.hpp"

namespace polyplan {
namespace {

// Where the line is cut, the caret keeps this many columns of context before it.
constexpr std::uint32_t kColumnsBeforeCaret = 60;
constexpr std::string_view kElision = "…";

void append_code_point(std::string& out, char32_t code_point) {
  boost::locale::utf::utf_traits<char>::encode(static_cast<boost::locale::utf::code_point>(code_point),
                                               std::back_inserter(out));
}

void append_shown(std::string& out, std::string_view bytes, const TextUnit& unit) {
  constexpr char32_t kReplacement = 0xFFFD;
  constexpr char32_t kControlPictures = 0x2400;
  constexpr char32_t kDeletePicture = 0x2421;
  if (!unit.code_point) return append_code_point(out, kReplacement);
  char32_t code_point = *unit.code_point;
  if (!is_refused_control(code_point)) {
    out += bytes;
    return;
  }
  if (code_point < 0x20) return append_code_point(out, kControlPictures + code_point);
  append_code_point(out, code_point == 0x7F ? kDeletePicture : kReplacement);
}

std::uint32_t column_count(std::string_view line) {
  std::uint32_t columns = 0;
  for (std::size_t offset = 0; offset < line.size(); offset += text_unit_at(line, offset).length) ++columns;
  return columns;
}

}  // namespace

QuotedLine quote_line(std::string_view line, std::uint32_t column) {
  const std::uint32_t line_columns = column_count(line);
  const std::uint32_t last_position = std::max(line_columns, column);
  std::uint32_t first_shown = 1;
  if (last_position > kQuotedLineWidth) {
    first_shown = column > kColumnsBeforeCaret ? column - kColumnsBeforeCaret : 1;
    first_shown = std::min(first_shown, last_position - kQuotedLineWidth + 1);
  }
  const std::uint32_t last_shown = std::min(line_columns, first_shown + kQuotedLineWidth - 1);

  QuotedLine quoted;
  if (first_shown > 1) {
    quoted.text += kElision;
    quoted.caret += ' ';
  }
  std::uint32_t at = 1;
  for (std::size_t offset = 0; offset < line.size() && at <= last_shown; ++at) {
    TextUnit unit = text_unit_at(line, offset);
    if (at >= first_shown) {
      append_shown(quoted.text, line.substr(offset, unit.length), unit);
      // Tabs are copied so the caret stays under its character whatever the tab width.
      if (at < column) quoted.caret += unit.code_point == U'\t' ? '\t' : ' ';
    }
    offset += unit.length;
  }
  if (last_shown < line_columns) quoted.text += kElision;
  for (std::uint32_t padding = std::max(at, first_shown); padding < column; ++padding) quoted.caret += ' ';
  quoted.caret += '^';
  return quoted;
}

}  // namespace polyplan
