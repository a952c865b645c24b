#include "parser/syntax/names.hpp"

#include <algorithm>

namespace polyplan {
namespace {

bool is_name_start(char c) { return is_ascii_letter(c) || c == '_'; }
bool is_name_char(char c) { return is_name_start(c) || is_ascii_digit(c) || c == '.' || c == '-'; }

}  // namespace

bool is_language_name(std::string_view text) {
  return !text.empty() && is_name_start(text.front()) && std::all_of(text.begin(), text.end(), is_name_char);
}

std::string to_language_name(std::string_view text) {
  std::string name;
  for (char c : text) name += is_name_char(c) ? c : '_';
  if (name.empty() || !is_name_start(name.front())) name = "_" + name;
  return name;
}

}  // namespace polyplan
