#include "parser/source/readable_text.hpp"

#include <boost/locale/utf.hpp>

namespace polyplan {
namespace {

constexpr std::size_t kLongestCharacter = 4;

bool is_continuation(char byte) { return (static_cast<unsigned char>(byte) & 0xC0) == 0x80; }

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

}  // namespace polyplan
