#pragma once
#include <string>
#include <string_view>

namespace polyplan {

// Locale-independent character classes for the ASCII-only parts of the language and its inputs.
inline bool is_ascii_letter(char c) { return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z'); }
inline bool is_ascii_digit(char c) { return c >= '0' && c <= '9'; }

// The language's names: [A-Za-z_][A-Za-z0-9_.-]*.
bool is_language_name(std::string_view text);

// A language name made from arbitrary text (a file stem, a level title) by replacing other
// characters with '_' and prefixing '_' when it would not start with a letter; importers name
// problems with it so that converted problems can be written back as .pzl.
std::string to_language_name(std::string_view text);

}  // namespace polyplan
