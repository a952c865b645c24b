// The Flying Block Puzzle benchmark's instance folders (frame.txt + goal.txt, see
// ../shared/data/README.md): turned into the AST of a flying-block problem with a tokens board,
// so the checker's rules (connected pieces, the goal's shape) apply and point into both files.
#include <fmt/format.h>

#include <algorithm>
#include <filesystem>
#include <map>
#include <optional>
#include <string_view>

#include "parser/check/checker.hpp"
#include "parser/load.hpp"
#include "parser/syntax/names.hpp"

namespace polyplan {
namespace {

namespace fs = std::filesystem;

struct Token {
  std::string id;  // without leading zeros, so that "00" is vacant and "07" is piece 7
  std::size_t offset = 0;
};

struct NumberRow {
  std::string_view text;  // without the line terminator
  std::size_t offset = 0;
  std::vector<Token> cells;  // left, right (fewer when the row is malformed)
};

std::string without_leading_zeros(std::string_view digits) {
  std::size_t first = digits.find_first_not_of('0');
  return first == std::string_view::npos ? "0" : std::string(digits.substr(first));
}

// Reads `<left> <right>` rows. The published files end without a newline or with one, so only
// trailing blank lines are dropped; a blank line between rows is an error like any short row.
std::vector<NumberRow> read_rows(const SourceFile& source, DiagnosticSink& sink) {
  std::uint32_t last = source.line_count();
  while (last > 0 && source.line_text(last).find_first_not_of(" \t") == std::string_view::npos) --last;
  std::vector<NumberRow> rows;
  for (std::uint32_t number = 1; number <= last; ++number) {
    std::string_view text = source.line_text(number);
    NumberRow row{text, static_cast<std::size_t>(text.data() - source.text().data()), {}};
    auto error = [&](std::size_t column_byte, std::string message) {
      sink.error(Diagnostic::at(source, source.position(row.offset + column_byte), std::move(message)));
    };
    std::size_t count = 0;
    for (std::size_t i = text.find_first_not_of(" \t"); i != std::string_view::npos;
         i = text.find_first_not_of(" \t", i)) {
      std::size_t end = std::min(text.find_first_of(" \t", i), text.size());
      std::string_view token = text.substr(i, end - i);
      if (++count == 3)
        error(i, fmt::format("expected two numbers per row (the left and right cell), found a third: '{}'", token));
      else if (count < 3 && !std::all_of(token.begin(), token.end(), is_ascii_digit))
        error(i,
              fmt::format("expected a non-negative integer (a piece id, or 0 for a vacant cell), found '{}'", token));
      else if (count < 3)
        row.cells.push_back(Token{without_leading_zeros(token), i});
      i = end;
    }
    if (count < 2)
      error(text.size(), count == 0 ? "expected two numbers per row (the left and right cell), found an empty line"
                                    : "expected two numbers per row (the left and right cell), found one");
    rows.push_back(std::move(row));
  }
  return rows;
}

// The row as the checker reads it: the line itself, with ids rewritten without leading zeros and
// padded so that every cell keeps its column.
BoardRow board_row(const NumberRow& row, const SourceFile& source) {
  std::string text(row.text);
  for (const Token& cell : row.cells) {
    std::size_t length = std::min(text.find_first_of(" \t", cell.offset), text.size()) - cell.offset;
    text.replace(cell.offset, length, cell.id + std::string(length - cell.id.size(), ' '));
  }
  return BoardRow{std::move(text), source.position(row.offset)};
}

// goal.txt shows only the target piece; returns its goal as (at ID (r c) ...).
std::optional<ast::GoalDecl> read_goal(const std::vector<NumberRow>& rows, std::size_t frame_height,
                                       const SourceFile& goal_file, DiagnosticSink& sink) {
  if (rows.size() != frame_height) {
    std::string message = fmt::format("goal.txt has {} rows but frame.txt has {}; the goal shows the whole frame",
                                      rows.size(), frame_height);
    if (rows.size() > frame_height)
      sink.error(Diagnostic::at(goal_file, goal_file.position(rows[frame_height].offset), std::move(message)));
    else
      sink.error(Diagnostic::about(goal_file.name(), std::move(message)));
    return std::nullopt;
  }
  ast::GoalDecl goal;
  goal.kind = ast::GoalDecl::Kind::At;
  std::map<std::string, bool> reported;
  for (std::size_t r = 0; r < rows.size(); ++r)
    for (std::size_t c = 0; c < rows[r].cells.size(); ++c) {
      const Token& cell = rows[r].cells[c];
      if (cell.id == "0") continue;
      Position at = goal_file.position(rows[r].offset + cell.offset);
      if (goal.subject.text.empty()) {
        goal.subject = ast::Symbol{cell.id, AtomKind::Integer, at};
        goal.at = at;
      }
      if (cell.id == goal.subject.text) {
        goal.cells.push_back(ast::Coord{static_cast<int>(r), static_cast<int>(c), at});
      } else if (!reported[cell.id]) {
        reported[cell.id] = true;
        sink.error(Diagnostic::at(goal_file, at,
                                  fmt::format("goal.txt shows only the target piece, so it holds one piece id; found "
                                              "'{}' besides '{}'",
                                              cell.id, goal.subject.text)));
      }
    }
  if (goal.subject.text.empty()) {
    sink.error(Diagnostic::about(goal_file.name(),
                                 "goal.txt shows no piece; expected the target piece's id at its goal "
                                 "cells and 0 elsewhere"));
    return std::nullopt;
  }
  return goal;
}

}  // namespace

Problem import_flying_block(const std::string& folder, const DomainLibrary& domains) {
  std::string frame_path = (fs::path(folder) / "frame.txt").string();
  std::string goal_path = (fs::path(folder) / "goal.txt").string();
  DiagnosticSink sink;
  for (const std::string& path : {frame_path, goal_path}) {
    std::error_code ignored;
    if (!fs::is_regular_file(path, ignored))
      sink.error(Diagnostic::about(path, "no such file; a Flying Block instance folder holds frame.txt and goal.txt"));
  }
  sink.throw_if_any();
  SourcePtr frame = SourceFile::read(frame_path);
  SourcePtr goal_file = SourceFile::read(goal_path);
  std::vector<NumberRow> frame_rows = read_rows(*frame, sink);
  std::vector<NumberRow> goal_rows = read_rows(*goal_file, sink);
  if (frame_rows.empty())
    sink.error(Diagnostic::about(frame->name(), "frame.txt holds no rows; expected one line '<left> <right>' per row"));
  std::optional<ast::GoalDecl> goal =
      frame_rows.empty() ? std::nullopt : read_goal(goal_rows, frame_rows.size(), *goal_file, sink);
  sink.throw_if_any();

  fs::path folder_path = fs::path(folder).lexically_normal();
  std::string base = (folder_path.has_filename() ? folder_path : folder_path.parent_path()).filename().string();
  Position start = frame->position(std::size_t{0});
  ast::ProblemDecl decl;
  decl.at = start;
  decl.name = ast::Symbol{to_language_name(base), AtomKind::Name, start};
  decl.domain = ast::Symbol{"flying-block", AtomKind::Name, Position{}};
  ast::BoardDecl board;
  board.cells = ast::CellsMode::Tokens;
  board.at = start;
  board.block.open = start;
  for (const NumberRow& row : frame_rows) board.block.rows.push_back(board_row(row, *frame));
  decl.board = std::move(board);
  // No explicit :target: the checker takes it from the goal's piece, and an explicit one would
  // repeat an unknown id's error, pointing into frame.txt at a goal.txt position.
  decl.goal = std::move(*goal);
  Problem problem = check_problem(decl, *frame, *goal_file, domains, sink);
  sink.throw_if_any();
  problem.origin = folder;
  return problem;
}

}  // namespace polyplan
