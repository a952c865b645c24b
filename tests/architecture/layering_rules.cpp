#include "tests/architecture/layering_rules.hpp"

#include <fstream>
#include <sstream>

namespace polyplan::architecture {
namespace {

std::string pattern_regex(const std::string& text) {
  std::string regex = "^";
  for (char c : text) {
    if (c == '*')
      regex += "[^/]+";
    else if (std::string_view("\\^$.|?+()[]{}").find(c) != std::string_view::npos)
      regex += std::string("\\") + c;
    else
      regex += c;
  }
  return regex;
}

// The backticked words of a table cell, in order.
std::vector<std::string> backticked(const std::string& cell) {
  std::vector<std::string> words;
  for (std::size_t open = cell.find('`'); open != std::string::npos; open = cell.find('`', open)) {
    std::size_t close = cell.find('`', open + 1);
    if (close == std::string::npos) break;
    words.push_back(cell.substr(open + 1, close - open - 1));
    open = close + 1;
  }
  return words;
}

std::vector<PathPattern> patterns(const std::vector<std::string>& words) {
  std::vector<PathPattern> result;
  for (const std::string& word : words) result.emplace_back(word);
  return result;
}

std::vector<std::string> table_cells(const std::string& row) {
  std::vector<std::string> cells;
  std::stringstream stream(row.substr(row.find('|') + 1));
  std::string cell;
  while (std::getline(stream, cell, '|')) cells.push_back(cell);
  if (!cells.empty() && cells.back().find_first_not_of(" \t") == std::string::npos) cells.pop_back();
  return cells;
}

bool is_separator(const std::vector<std::string>& cells) {
  for (const std::string& cell : cells)
    if (cell.find_first_not_of(" -:") != std::string::npos) return false;
  return true;
}

std::string joined(const std::vector<PathPattern>& list) {
  std::string text;
  for (const PathPattern& pattern : list) text += (text.empty() ? "" : " ") + pattern.text();
  return text;
}

}  // namespace

PathPattern::PathPattern(std::string text) : text_(std::move(text)), prefix_(pattern_regex(text_)) {}

bool PathPattern::matches(const std::string& path) const { return std::regex_search(path, prefix_); }

bool LayeringRule::covers(const std::string& path) const {
  auto any = [&](const std::vector<PathPattern>& list) {
    for (const PathPattern& pattern : list)
      if (pattern.matches(path)) return true;
    return false;
  };
  return any(files) && !any(excepted);
}

std::string LayeringRule::description() const {
  if (forbidden.empty()) {
    std::string names;
    for (const std::string& name : forbidden_names) names += (names.empty() ? "" : " ") + name;
    return files_text + " must not name " + names;
  }
  return files_text + " must not include " + joined(forbidden);
}

std::string LayeringRule::description(const std::string& forbidden_name) const {
  return files_text + " must not name " + forbidden_name;
}

std::string LayeringRule::description(const PathPattern& one) const {
  return files_text + " must not include " + one.text();
}

LayeringRules read_layering_rules(const std::filesystem::path& file, const std::string& shown_name) {
  std::ifstream in(file);
  if (!in) throw RulesError(shown_name + ": error: cannot read the layering rules");
  auto fail = [&](unsigned line, const std::string& message) {
    return RulesError(shown_name + ":" + std::to_string(line) + ": error: " + message);
  };
  LayeringRules result;
  bool in_section = false, found_section = false, header_seen = false;
  unsigned section_line = 0;
  std::string text;
  for (unsigned number = 1; std::getline(in, text); ++number) {
    if (text.rfind("## ", 0) == 0) {
      in_section = text == "## Layering rules";
      if (in_section) {
        found_section = true;
        section_line = number;
      }
      continue;
    }
    if (!in_section) continue;
    if (text.rfind("Checked folders:", 0) == 0) {
      result.checked_folders = backticked(text);
      continue;
    }
    if (text.rfind("|", 0) != 0) continue;
    std::vector<std::string> cells = table_cells(text);
    if (!header_seen) {  // the column names
      header_seen = true;
      continue;
    }
    if (is_separator(cells)) continue;
    if (cells.size() != 3) throw fail(number, "a layering rule has three columns: files | must not include | why");
    std::size_t except = cells[0].find("except");
    LayeringRule rule;
    rule.files = patterns(backticked(cells[0].substr(0, except)));
    if (except != std::string::npos) rule.excepted = patterns(backticked(cells[0].substr(except)));
    for (const std::string& word : backticked(cells[1])) {
      if (word.size() > 2 && word.front() == '"' && word.back() == '"')
        rule.forbidden_names.push_back(word);
      else
        rule.forbidden.emplace_back(word);
    }
    rule.line = number;
    if (!rule.forbidden.empty() && !rule.forbidden_names.empty())
      throw fail(number, "a layering rule forbids includes or names, not both");
    if (rule.files.empty() || (rule.forbidden.empty() && rule.forbidden_names.empty()))
      throw fail(number, "a layering rule names its files and what they must not include, each path in backticks");
    rule.files_text = joined(rule.files) + (rule.excepted.empty() ? "" : " except " + joined(rule.excepted));
    result.rules.push_back(std::move(rule));
  }
  if (!found_section) throw RulesError(shown_name + ": error: no section '## Layering rules'");
  if (result.checked_folders.empty())
    throw fail(section_line, "the section has no line 'Checked folders: `FOLDER/` ...'");
  if (result.rules.empty()) throw fail(section_line, "the section has no table of rules");
  return result;
}

}  // namespace polyplan::architecture
