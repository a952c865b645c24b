// Sliding-tile instance lines (`id t0 t1 ... tN`, Korf's format): each line becomes the AST of a
// sliding-tiles problem whose board rows are slices of the line itself, so every tile the
// checker mentions is pointed at where it is written.
#include <fmt/format.h>

#include <algorithm>
#include <charconv>
#include <filesystem>
#include <map>
#include <optional>
#include <string_view>

#include "parser/check/checker.hpp"
#include "parser/load.hpp"
#include "parser/syntax/names.hpp"

namespace polyplan {
namespace {

struct Token {
  std::string_view text;
  std::size_t offset = 0;  // in the file
};

struct InstanceLine {
  Token id;
  std::vector<Token> tiles;
  std::size_t end = 0;  // offset just past the line's text
};

std::vector<InstanceLine> read_instance_lines(const SourceFile& source) {
  std::vector<InstanceLine> lines;
  for (std::uint32_t number = 1; number <= source.line_count(); ++number) {
    std::string_view text = source.line_text(number);
    std::size_t first = text.find_first_not_of(" \t");
    if (first == std::string_view::npos || text[first] == '#' || text[first] == ';') continue;
    std::size_t base = static_cast<std::size_t>(text.data() - source.text().data());
    std::vector<Token> tokens;
    for (std::size_t i = first; i != std::string_view::npos; i = text.find_first_not_of(" \t", i)) {
      std::size_t end = std::min(text.find_first_of(" \t", i), text.size());
      tokens.push_back(Token{text.substr(i, end - i), base + i});
      i = end;
    }
    lines.push_back(InstanceLine{tokens.front(), {tokens.begin() + 1, tokens.end()}, base + text.size()});
  }
  return lines;
}

struct BoardSize {
  int rows = 0;
  int cols = 0;
  std::size_t cells() const { return std::size_t(rows) * std::size_t(cols); }
};

// Checks that a line holds each tile 0..N once; returns the tile values, or nothing after
// reporting why not.
std::optional<std::vector<std::size_t>> read_permutation(const InstanceLine& line, BoardSize size,
                                                         const SourceFile& source, DiagnosticSink& sink) {
  auto error = [&](std::size_t offset, std::string message) {
    sink.error(Diagnostic::at(source, source.position(offset), std::move(message)));
  };
  std::size_t largest = size.cells() - 1;
  std::vector<std::size_t> values;
  std::map<std::size_t, std::size_t> first_seen;  // tile -> offset
  bool ok = true;
  for (const Token& tile : line.tiles) {
    std::size_t value = 0;
    const char* end = tile.text.data() + tile.text.size();
    if (!std::all_of(tile.text.begin(), tile.text.end(), is_ascii_digit)) {
      error(tile.offset, fmt::format("expected a tile number (0 for the blank), found '{}'", tile.text));
    } else if (std::from_chars(tile.text.data(), end, value).ec != std::errc{} || value > largest) {
      error(tile.offset, fmt::format("tile {} is out of range: a {}x{} board holds tiles 0 to {}", tile.text, size.rows,
                                     size.cols, largest));
    } else if (auto [seen, fresh] = first_seen.emplace(value, tile.offset); !fresh) {
      error(tile.offset, fmt::format("tile {} appears twice on this line (first at column {})", value,
                                     source.position(seen->second).column));
    } else {
      values.push_back(value);
      continue;
    }
    ok = false;
  }
  std::vector<std::string> missing;
  for (std::size_t value = 0; value <= largest; ++value)
    if (!first_seen.count(value)) missing.push_back(std::to_string(value));
  if (!missing.empty()) {
    error(line.tiles.front().offset,
          fmt::format("{} {} {} missing from this line: a {}x{} board holds each tile 0 to {} once",
                      missing.size() == 1 ? "tile" : "tiles", fmt::join(missing, ", "),
                      missing.size() == 1 ? "is" : "are", size.rows, size.cols, largest));
    ok = false;
  }
  if (!ok) return std::nullopt;
  return values;
}

// The board size: --size when given, else the square the first line's tile count makes.
std::optional<BoardSize> board_size(const InstanceLine& first, const LoadOptions& options, const SourceFile& source,
                                    DiagnosticSink& sink) {
  if (options.tile_size) {
    auto [rows, cols] = *options.tile_size;
    if (rows < 1 || cols < 1)
      throw InputError(
          Diagnostic::about("--size", fmt::format("expected ROWSxCOLS, both at least 1; found {}x{}", rows, cols)));
    return BoardSize{rows, cols};
  }
  std::size_t count = first.tiles.size();
  if (count == 0) {
    sink.error(
        Diagnostic::at(source, source.position(first.end),
                       fmt::format("expected the tiles after the id '{}', found the end of the line", first.id.text)));
    return std::nullopt;
  }
  std::size_t side = 0;
  while ((side + 1) * (side + 1) <= count) ++side;
  if (side * side == count) return BoardSize{static_cast<int>(side), static_cast<int>(side)};
  sink.error(Diagnostic::at(source, source.position(first.id.offset),
                            fmt::format("{} tiles do not make a square board; pass --size RxC to give its rows and "
                                        "columns",
                                        count)));
  return std::nullopt;
}

void check_tile_count(const InstanceLine& line, BoardSize size, bool from_option, std::uint32_t first_line,
                      const SourceFile& source, DiagnosticSink& sink) {
  std::size_t count = line.tiles.size();
  if (count == size.cells()) return;
  std::string reason = from_option ? fmt::format("--size {}x{} makes {} cells", size.rows, size.cols, size.cells())
                                   : fmt::format("line {} has {}", first_line, size.cells());
  std::size_t at = count > size.cells() ? line.tiles[size.cells()].offset : line.end;
  sink.error(Diagnostic::at(source, source.position(at),
                            fmt::format("expected {} tiles after the id, found {} ({})", size.cells(), count, reason)));
}

// Tile numbers without leading zeros, padded so that every tile keeps its column: "00" must be
// the blank and "07" tile 7 for the checker, as they are for the user.
std::string canonical_slice(std::string_view slice, std::size_t slice_offset, const std::vector<Token>& tiles) {
  std::string text(slice);
  for (const Token& tile : tiles) {
    std::size_t at = tile.offset - slice_offset;
    std::size_t first = tile.text.find_first_not_of('0');
    std::string number = first == std::string_view::npos ? "0" : std::string(tile.text.substr(first));
    text.replace(at, tile.text.size(), number + std::string(tile.text.size() - number.size(), ' '));
  }
  return text;
}

ast::ProblemDecl instance_decl(const InstanceLine& line, const std::vector<std::size_t>& values, BoardSize size,
                               const std::string& name, const LoadOptions& options, const SourceFile& source) {
  Position start = source.position(line.id.offset);
  ast::ProblemDecl decl;
  decl.at = start;
  decl.name = ast::Symbol{name, AtomKind::Name, start};
  decl.domain = ast::Symbol{"sliding-tiles", AtomKind::Name, Position{}};
  ast::BoardDecl board;
  board.cells = ast::CellsMode::Tokens;
  board.at = start;
  board.block.open = start;
  for (int r = 0; r < size.rows; ++r) {
    auto first = line.tiles.begin() + std::ptrdiff_t(r) * size.cols;
    std::vector<Token> row(first, first + size.cols);
    std::size_t begin = row.front().offset, end = row.back().offset + row.back().text.size();
    std::string_view slice = std::string_view(source.text()).substr(begin, end - begin);
    board.block.rows.push_back(BoardRow{canonical_slice(slice, begin, row), source.position(begin)});
  }
  decl.board = std::move(board);
  ast::GoalDecl goal;
  goal.kind = ast::GoalDecl::Kind::And;
  goal.at = start;
  std::vector<std::size_t> position_of(values.size());
  for (std::size_t position = 0; position < values.size(); ++position) position_of[values[position]] = position;
  bool blank_first = options.tile_goal == LoadOptions::TileGoal::BlankFirst;
  for (std::size_t tile = 1; tile < values.size(); ++tile) {
    std::size_t goal_position = blank_first ? tile : tile - 1;
    Position written = source.position(line.tiles[position_of[tile]].offset);
    ast::GoalDecl part;
    part.kind = ast::GoalDecl::Kind::At;
    part.at = written;
    part.subject = ast::Symbol{std::to_string(tile), AtomKind::Integer, written};
    part.cells.push_back(ast::Coord{static_cast<int>(goal_position / std::size_t(size.cols)),
                                    static_cast<int>(goal_position % std::size_t(size.cols)), written});
    goal.parts.push_back(std::move(part));
  }
  decl.goal = std::move(goal);
  return decl;
}

}  // namespace

std::vector<Problem> import_tiles(SourcePtr source, const std::string& selector, const LoadOptions& options,
                                  const DomainLibrary& domains) {
  std::vector<InstanceLine> lines = read_instance_lines(*source);
  if (lines.empty())
    throw InputError(Diagnostic::about(source->name(), "no instance lines found: expected lines 'id t0 t1 ... tN'"));
  std::vector<const InstanceLine*> picked;
  for (const InstanceLine& line : lines)
    if (selector.empty() || line.id.text == selector) picked.push_back(&line);
  if (picked.empty())
    throw InputError(Diagnostic::about(
        source->name() + "#" + selector,
        fmt::format("no instance line with id '{}' in this file: it has {} line{}, with ids '{}' to '{}'", selector,
                    lines.size(), lines.size() == 1 ? "" : "s", lines.front().id.text, lines.back().id.text)));

  DiagnosticSink sink;
  const InstanceLine& first = *picked.front();
  std::optional<BoardSize> size = board_size(first, options, *source, sink);
  sink.throw_if_any();
  std::uint32_t first_line = source->position(first.id.offset).line;
  std::string stem = std::filesystem::path(source->name()).stem().string();
  std::map<std::string_view, std::uint32_t> id_lines;
  std::vector<Problem> problems;
  for (const InstanceLine* line : picked) {
    std::uint32_t line_number = source->position(line->id.offset).line;
    if (auto [seen, fresh] = id_lines.emplace(line->id.text, line_number); !fresh)
      sink.error(Diagnostic::at(*source, source->position(line->id.offset),
                                fmt::format("id '{}' is used twice (first on line {}); problem names would clash",
                                            line->id.text, seen->second)));
    if (line->tiles.size() != size->cells()) {
      check_tile_count(*line, *size, options.tile_size.has_value(), first_line, *source, sink);
      continue;
    }
    std::optional<std::vector<std::size_t>> values = read_permutation(*line, *size, *source, sink);
    if (!values) continue;
    std::string name = to_language_name(fmt::format("{}-{}", stem, line->id.text));
    ast::ProblemDecl decl = instance_decl(*line, *values, *size, name, options, *source);
    Problem problem = check_problem(decl, *source, *source, domains, sink);
    problem.origin = fmt::format("{}#{}", source->name(), line->id.text);
    problems.push_back(std::move(problem));
  }
  sink.throw_if_any();
  return problems;
}

}  // namespace polyplan
