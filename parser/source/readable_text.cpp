#include "parser/source/readable_text.hpp"

#include <fmt/format.h>
#include <boost/locale/utf.hpp>

namespace polyplan {
namespace {

constexpr std::size_t kLongestCharacter = 4;

bool is_continuation(char byte) { return (static_cast<unsigned char>(byte) & 0xC0) == 0x80; }

std::string byte_list(std::string_view bytes) {
  std::string list;
  for (char byte : bytes) list += fmt::format("{}0x{:02X}", list.empty() ? "" : " ", static_cast<unsigned char>(byte));
  return list;
}

}  // namespace

TextUnit text_unit_at(std::string_view text, std::size_t offset) {
  using utf8 = boost::locale::utf::utf_traits<char>;
  const char* begin = text.data() + offset;
  const char* end = text.data() + text.size();
  const char* next = begin;
  boost::locale::utf::code_point decoded = utf8::decode(next, end);
  if (decoded != boost::locale::utf::illegal && decoded != boost::locale::utf::incomplete)
    return TextUnit{static_cast<std::size_t>(next - begin), static_cast<char32_t>(decoded)};
  std::size_t length = 1;
  while (length < kLongestCharacter && offset + length < text.size() && is_continuation(text[offset + length]))
    ++length;
  return TextUnit{length, std::nullopt};
}

bool is_refused_control(char32_t code_point) {
  if (code_point == '\t' || code_point == '\n' || code_point == '\r') return false;
  return code_point < 0x20 || (code_point >= 0x7F && code_point <= 0x9F);
}

std::optional<RefusedBytes> first_refused_bytes(std::string_view text) {
  for (std::size_t offset = 0; offset < text.size();) {
    unsigned char byte = static_cast<unsigned char>(text[offset]);
    if (byte >= 0x20 && byte < 0x7F) {
      ++offset;
      continue;
    }
    TextUnit unit = text_unit_at(text, offset);
    if (!unit.code_point) {
      std::string_view bytes = text.substr(offset, unit.length);
      return RefusedBytes{offset, fmt::format("the {} {} {} not UTF-8 text", bytes.size() == 1 ? "byte" : "bytes",
                                              byte_list(bytes), bytes.size() == 1 ? "is" : "are")};
    }
    if (*unit.code_point == 0) return RefusedBytes{offset, "a NUL byte (0x00) is not allowed in text"};
    if (is_refused_control(*unit.code_point))
      return RefusedBytes{offset, fmt::format("the control character U+{:04X} is not allowed in text (only tab, "
                                              "line feed and carriage return are)",
                                              static_cast<std::uint32_t>(*unit.code_point))};
    offset += unit.length;
  }
  return std::nullopt;
}

}  // namespace polyplan
