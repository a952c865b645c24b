// Sokoban level files (.xsb, .sok, .txt): levels are turned into the same AST a .pzl problem
// with (:legend :preset xsb) would give, so the checker's rules (one player, boxes vs goals,
// void outside the walls) apply unchanged and point into the level file.
#include <fmt/format.h>

#include <algorithm>
#include <cctype>
#include <filesystem>
#include <optional>
#include <string_view>

#include "parser/check/checker.hpp"
#include "parser/load.hpp"
#include "parser/syntax/names.hpp"

namespace polyplan {
namespace {

constexpr std::string_view level_characters = "#@+$*. -_";

std::string_view trimmed(std::string_view text) {
  std::size_t first = text.find_first_not_of(" \t");
  if (first == std::string_view::npos) return {};
  std::size_t last = text.find_last_not_of(" \t");
  return text.substr(first, last - first + 1);
}

enum class LineKind { Blank, Comment, Metadata, Row, Text };

// A line whose first character past the outside floor is a wall is meant as a level row even
// when it holds a stray character; anything else that is not level characters is free text
// (the quoted level names of Microban, the headers of .sok files).
LineKind classify(std::string_view line) {
  std::string_view text = trimmed(line);
  if (text.empty()) return LineKind::Blank;
  if (text.front() == ';') return LineKind::Comment;
  if (line.find_first_not_of(level_characters) == std::string_view::npos) return LineKind::Row;
  std::size_t first_solid = line.find_first_not_of(" \t-_");
  if (first_solid == std::string_view::npos || line[first_solid] == '#') return LineKind::Row;
  std::size_t colon = text.find(':');
  bool key_value = colon != std::string_view::npos && is_ascii_letter(text.front()) &&
                   std::all_of(text.begin(), text.begin() + static_cast<std::ptrdiff_t>(colon), [](char c) {
                     return is_ascii_letter(c) || is_ascii_digit(c) || c == ' ' || c == '_' || c == '-';
                   });
  return key_value ? LineKind::Metadata : LineKind::Text;
}

struct SourceLine {
  std::string_view text;  // without the line terminator
  std::size_t offset = 0;
  LineKind kind = LineKind::Blank;
};

struct Level {
  std::vector<const SourceLine*> rows;
  std::optional<std::string> title;
  bool titled_by_metadata = false;
};

std::vector<SourceLine> read_lines(const SourceFile& source) {
  std::vector<SourceLine> lines;
  for (std::uint32_t number = 1; number <= source.line_count(); ++number) {
    std::string_view text = source.line_text(number);
    lines.push_back(SourceLine{text, static_cast<std::size_t>(text.data() - source.text().data()), classify(text)});
  }
  // Free text squeezed between two rows is a broken row, not a level separator.
  for (std::size_t i = 1; i + 1 < lines.size(); ++i)
    if (lines[i].kind == LineKind::Text && lines[i - 1].kind == LineKind::Row && lines[i + 1].kind == LineKind::Row)
      lines[i].kind = LineKind::Row;
  return lines;
}

std::vector<Level> split_levels(const std::vector<SourceLine>& lines) {
  std::vector<Level> levels;
  std::optional<std::string> pending_title;  // the last comment since the previous level
  bool in_level = false;
  for (const SourceLine& line : lines) {
    if (line.kind == LineKind::Row) {
      if (!in_level) {
        levels.push_back(Level{{}, std::move(pending_title), false});
        pending_title.reset();
        in_level = true;
      }
      levels.back().rows.push_back(&line);
      continue;
    }
    in_level = false;
    if (line.kind == LineKind::Comment) {
      std::string_view title = trimmed(trimmed(line.text).substr(1));
      if (!title.empty()) pending_title = std::string(title);
    } else if (line.kind == LineKind::Metadata && !levels.empty() && !levels.back().titled_by_metadata) {
      std::string_view text = trimmed(line.text);
      std::size_t colon = text.find(':');
      std::string key(text.substr(0, colon));
      std::transform(key.begin(), key.end(), key.begin(),
                     [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
      std::string_view value = trimmed(text.substr(colon + 1));
      if (key == "title" && !value.empty()) {
        levels.back().title = std::string(value);
        levels.back().titled_by_metadata = true;
      }
    }
  }
  return levels;
}

std::string describe_character(std::string_view line, std::size_t at) {
  if (line[at] == '\t') return "tab";
  std::size_t end = at + 1;
  while (end < line.size() && (static_cast<unsigned char>(line[end]) & 0xC0) == 0x80) ++end;
  return fmt::format("'{}'", line.substr(at, end - at));
}

// Reports every row's first stray character; returns whether the level is clean.
bool check_characters(const Level& level, const SourceFile& source, DiagnosticSink& sink) {
  bool clean = true;
  for (const SourceLine* row : level.rows) {
    std::size_t stray = row->text.find_first_not_of(level_characters);
    if (stray == std::string_view::npos) continue;
    clean = false;
    sink.error(Diagnostic::at(source, source.position(row->offset + stray),
                              fmt::format("unexpected {} in a Sokoban level row; expected only '#' wall, ' ' '-' '_' "
                                          "floor, '.' goal, '$' box, '*' box on goal, '@' player, '+' player on goal",
                                          describe_character(row->text, stray))));
  }
  return clean;
}

ast::ProblemDecl level_decl(const Level& level, std::string name, const SourceFile& source,
                            const LoadOptions& options) {
  Position first_row = source.position(level.rows.front()->offset);
  ast::ProblemDecl decl;
  decl.at = first_row;
  decl.name = ast::Symbol{std::move(name), AtomKind::Name, first_row};
  // The domain and preset come from options, not from the file: no position to point at.
  decl.domain = ast::Symbol{options.sokoban_domain, AtomKind::Name, Position{}};
  decl.legend = ast::LegendDecl{ast::Symbol{"xsb", AtomKind::Name, Position{}}, {}, Position{}};
  ast::BoardDecl board;
  board.cells = ast::CellsMode::Chars;
  board.at = first_row;
  board.block.open = first_row;
  for (const SourceLine* row : level.rows)
    board.block.rows.push_back(BoardRow{std::string(row->text), source.position(row->offset)});
  decl.board = std::move(board);
  ast::GoalDecl goal;
  goal.kind = ast::GoalDecl::Kind::AllOnGoal;
  goal.subject = ast::Symbol{"box", AtomKind::Name, first_row};
  goal.at = first_row;
  decl.goal = std::move(goal);
  return decl;
}

// The 0-based indices of the levels a selector picks: all, the N-th (1-based), or by title.
std::vector<std::size_t> select_levels(const std::vector<Level>& levels, const std::string& selector,
                                       const SourceFile& source) {
  std::vector<std::size_t> picked;
  if (selector.empty()) {
    for (std::size_t i = 0; i < levels.size(); ++i) picked.push_back(i);
    return picked;
  }
  bool numeric = std::all_of(selector.begin(), selector.end(), is_ascii_digit);
  if (numeric && selector.size() < 10) {
    std::size_t number = std::stoul(selector);
    if (number >= 1 && number <= levels.size()) return {number - 1};
  }
  for (std::size_t i = 0; i < levels.size(); ++i)
    if (levels[i].title == selector) return {i};
  std::string count = fmt::format("{} level{}", levels.size(), levels.size() == 1 ? "" : "s");
  std::string message =
      numeric ? fmt::format("no level {} in this file: it has {} (select 1 to {}, or a title)", selector, count,
                            levels.size())
              : fmt::format("no level titled '{}' in this file: it has {} (select by title or by number 1 to {})",
                            selector, count, levels.size());
  throw InputError(Diagnostic::about(source.name() + "#" + selector, std::move(message)));
}

}  // namespace

std::vector<Problem> import_sokoban(SourcePtr source, const std::string& selector, const LoadOptions& options,
                                    const DomainLibrary& domains) {
  std::vector<SourceLine> lines = read_lines(*source);
  std::vector<Level> levels = split_levels(lines);
  if (levels.empty())
    throw InputError(Diagnostic::about(source->name(),
                                       "no Sokoban levels found: expected rows made of # @ + $ * . - _ "
                                       "and spaces"));
  std::vector<std::size_t> picked = select_levels(levels, selector, *source);
  std::string stem = std::filesystem::path(source->name()).stem().string();
  DiagnosticSink sink;
  std::vector<Problem> problems;
  for (std::size_t index : picked) {
    const Level& level = levels[index];
    // A stray character would also be reported by the checker, as a glyph the legend lacks,
    // with advice that only fits .pzl files; one message at the character is enough.
    if (!check_characters(level, *source, sink)) continue;
    std::string label = level.title.value_or(std::to_string(index + 1));
    ast::ProblemDecl decl = level_decl(level, to_language_name(stem + "-" + label), *source, options);
    Problem problem = check_problem(decl, *source, *source, domains, sink);
    problem.origin = fmt::format("{}#{}", source->name(), index + 1);
    problems.push_back(std::move(problem));
  }
  sink.throw_if_any();
  return problems;
}

}  // namespace polyplan
