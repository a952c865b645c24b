#pragma once
#include <cstdint>
#include <string>
#include <string_view>

namespace polyplan {

// How a diagnostic shows the line it points into: the line, or the part of it around the caret
// with "…" where it goes on (a line may be megabytes long), and the caret line under it. Control
// characters show as their Unicode control pictures (U+2400 ...) and bytes that are not UTF-8 as
// U+FFFD, so that what is printed is one visible character per column and the caret stays under
// the character it points at.
struct QuotedLine {
  std::string text;
  std::string caret;
};

// At most this many of the line's columns are shown.
inline constexpr std::uint32_t kQuotedLineWidth = 120;

// `column` is the caret's 1-based column (SourceFile::position's); it may be one past the end.
QuotedLine quote_line(std::string_view line, std::uint32_t column);

}  // namespace polyplan
