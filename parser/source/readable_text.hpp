#pragma once
#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

namespace polyplan {

// Which bytes polyplan reads as text: UTF-8, without control characters other than tab, line feed
// and carriage return. Every input is text that may end up in a board (a glyph becomes a piece),
// a name or a message, and those end up in JSON, HTML and terminals: a byte that is not UTF-8 or
// a control character would be an invisible piece there, or break the output.

// The bytes that make one column of a line: one UTF-8 character, or a run of at most four bytes
// that are not one (a lead byte and the continuation bytes after it, or stray continuation bytes).
struct TextUnit {
  std::size_t length = 0;
  std::optional<char32_t> code_point;  // empty when the bytes are not UTF-8
};
TextUnit text_unit_at(std::string_view text, std::size_t offset);

// Control characters (Unicode's Cc) other than tab, line feed and carriage return.
bool is_refused_control(char32_t code_point);

// The first bytes of `text` that polyplan does not read as text, and why; none when there are none.
struct RefusedBytes {
  std::size_t offset = 0;
  std::string reason;
};
std::optional<RefusedBytes> first_refused_bytes(std::string_view text);

}  // namespace polyplan
