#include "cli/lab/shell_words.hpp"

#include <algorithm>
#include <cctype>
#include <string_view>

namespace polyplan::cli {

std::string shell_word(const std::string& word) {
  auto safe = [](unsigned char c) {
    return std::isalnum(c) || std::string_view("_-+./:,=@%").find(c) != std::string_view::npos;
  };
  if (!word.empty() && std::all_of(word.begin(), word.end(), safe)) return word;
  std::string quoted = "'";
  for (char c : word) quoted += c == '\'' ? std::string("'\\''") : std::string(1, c);
  return quoted + "'";
}

std::string shell_line(const std::vector<std::string>& words) {
  std::string line;
  for (const std::string& word : words) {
    if (!line.empty()) line += ' ';
    line += shell_word(word);
  }
  return line;
}

}  // namespace polyplan::cli
