// Two ways to draw a board: the xsb preset, which reads naturally for Sokoban levels, and a
// generic legend that can draw any checked problem. The xsb drawing is only used when parsing it
// back gives the same problem, so the writer never has to reason about flood fills.
#include "parser/write/pzl_writer.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <map>
#include <set>

#include "parser/check/checker.hpp"
#include "parser/parse.hpp"
#include "parser/syntax/names.hpp"

namespace polyplan {
namespace {

bool is_integer(const std::string& text) {
  return !text.empty() && std::all_of(text.begin(), text.end(), is_ascii_digit);
}

// A piece or glyph as an atom: bare when the language reads it back as the same text.
std::string atom(const std::string& text) {
  if (is_language_name(text) || is_integer(text)) return text;
  std::string quoted = "\"";
  for (char c : text) {
    if (c == '"' || c == '\\') quoted += '\\';
    quoted += c;
  }
  return quoted + "\"";
}

std::string describe_option(const OptionValue& value) {
  if (auto* flag = std::get_if<bool>(&value)) return *flag ? "true" : "false";
  if (auto* number = std::get_if<int>(&value)) return *number == 0 ? "any" : std::to_string(*number);
  if (auto* word = std::get_if<std::string>(&value)) return *word;
  return fmt::format("({})", fmt::join(std::get<std::vector<std::string>>(value), " "));
}

std::string write_domain(const Domain& domain) {
  std::string out = fmt::format("(define (domain {})\n", domain.name);
  if (!domain.requirements.empty()) {
    out += "  (:requirements";
    for (const auto& requirement : domain.requirements) out.append(" :").append(requirement);
    out += ")\n";
  }
  out += fmt::format("  (:kinds {})\n", fmt::join(domain.kinds, " "));
  for (const MoveRule& rule : domain.moves) {
    out.append("  (:move ").append(rule.name);
    for (const auto& [name, value] : rule.options) out += fmt::format(" :{} {}", name, describe_option(value));
    if (rule.description && rule.has_agent()) out += fmt::format(" :agent {}", rule.agent);
    if (rule.description) out += fmt::format(" {}", rule.description->text());
    out += ")\n";
  }
  out += fmt::format("  (:cost {}))\n\n", to_string(domain.cost));
  return out;
}

// A shape goal's drawing: named pieces by their glyphs (their names), a kind's units by the glyph
// of one of them, every other cell of the drawing by `floor` (which means nothing there).
std::string shape_drawing(const Problem& problem, const Goal& goal, const std::string& floor,
                          const std::string& indent) {
  int rows = 0, cols = 0;
  for (const Goal& part : goal.parts)
    for (Coord c : part.cells) rows = std::max(rows, c.row + 1), cols = std::max(cols, c.col + 1);
  std::vector<std::vector<std::string>> drawing(std::size_t(rows), std::vector<std::string>(std::size_t(cols), floor));
  for (const Goal& part : goal.parts) {
    std::string glyph;
    if (part.kind == Goal::Kind::At) {
      glyph = problem.pieces[static_cast<std::size_t>(part.piece)].name;
    } else {
      auto unit = std::find_if(problem.pieces.begin(), problem.pieces.end(),
                               [&](const Piece& piece) { return piece.unit && piece.kind == part.piece_kind; });
      if (unit == problem.pieces.end())
        throw InputError(Diagnostic::about(
            problem.origin, fmt::format("convert: the shape goal draws kind '{}', of which the board has no unit to "
                                        "lend its glyph",
                                        part.piece_kind)));
      glyph = unit->name;
    }
    for (Coord c : part.cells) drawing[std::size_t(c.row)][std::size_t(c.col)] = glyph;
  }
  std::string out = indent + "(shape \"\"\"\n";
  for (const auto& row : drawing) out += fmt::format("{}   {}\n", indent, fmt::join(row, ""));
  return out + indent + "   \"\"\")";
}

std::string write_goal(const Problem& problem, const Goal& goal, const std::string& indent, const std::string& floor) {
  switch (goal.kind) {
    case Goal::Kind::At: {
      return fmt::format("{}(at {} {})", indent, atom(problem.pieces[static_cast<std::size_t>(goal.piece)].name),
                         to_string(goal.cells));
    }
    case Goal::Kind::AllOnGoal:
      return fmt::format("{}(all {} on goal)", indent, goal.piece_kind);
    case Goal::Kind::And:
    case Goal::Kind::Or:
    case Goal::Kind::Not: {
      std::string out = indent + (goal.kind == Goal::Kind::And ? "(and" : goal.kind == Goal::Kind::Or ? "(or" : "(not");
      for (const Goal& part : goal.parts) out.append("\n").append(write_goal(problem, part, indent + "  ", floor));
      return out + ")";
    }
    case Goal::Kind::On:
      return fmt::format("{}(on {} {})", indent, goal.piece_kind, to_string(goal.cells));
    case Goal::Kind::Inside:
      return fmt::format("{}(inside {} {})", indent, atom(problem.pieces[static_cast<std::size_t>(goal.piece)].name),
                         goal.region);
    case Goal::Kind::Count:
      return fmt::format("{}({} (count {}) {})", indent, to_string(goal.relation), goal.piece_kind, goal.count);
    case Goal::Kind::Shape:
      return shape_drawing(problem, goal, floor, indent);
  }
  return {};
}

// Which piece covers each cell, or -1.
std::vector<int> coverage(const Problem& problem) {
  std::vector<int> owner(problem.frame.cells.size(), -1);
  for (std::size_t i = 0; i < problem.pieces.size(); ++i)
    for (Coord c : problem.pieces[i].cells)
      owner[std::size_t(c.row) * problem.frame.cols + c.col] = static_cast<int>(i);
  return owner;
}

std::string board_block(const std::vector<std::vector<std::string>>& rows, bool tokens) {
  std::string out = "\"\"\"\n";
  for (const auto& row : rows) {
    std::size_t used = row.size();
    while (used > 0 && row[used - 1].empty()) --used;  // trailing void is implicit
    std::string line;
    for (std::size_t i = 0; i < used; ++i) line += (tokens && i ? " " : "") + row[i];
    out.append("     ").append(line).append("\n");
  }
  return out + "     \"\"\"";
}

std::string problem_header(const Problem& problem) {
  return fmt::format("(define (problem {})\n  (:domain {})\n", problem.name, problem.domain.name);
}

std::string problem_footer(const Problem& problem, const std::string& floor) {
  std::string out;
  if (!problem.target.empty()) {
    out += "  (:target";
    for (int index : problem.target) out.append(" ").append(atom(problem.pieces[static_cast<std::size_t>(index)].name));
    out += ")\n";
  }
  return out + "  (:goal\n" + write_goal(problem, problem.goal, "    ", floor) + "))\n";
}

// The Sokoban drawing; std::nullopt when some piece is not an xsb box or player.
std::optional<std::string> write_xsb(const Problem& problem) {
  std::vector<int> owner = coverage(problem);
  std::vector<std::vector<std::string>> rows(static_cast<std::size_t>(problem.frame.rows));
  for (int r = 0; r < problem.frame.rows; ++r)
    for (int c = 0; c < problem.frame.cols; ++c) {
      const Cell& cell = problem.frame.at(Coord{r, c});
      int index = owner[std::size_t(r) * problem.frame.cols + c];
      std::string glyph = cell.type == CellType::Wall ? "#" : cell.goal ? "." : " ";
      if (index >= 0) {
        const Piece& piece = problem.pieces[static_cast<std::size_t>(index)];
        if (piece.kind == "box" && piece.unit)
          glyph = cell.goal ? "*" : "$";
        else if (piece.kind == "player" && !piece.unit)
          glyph = cell.goal ? "+" : "@";
        else
          return std::nullopt;
        if (piece.name != glyph) return std::nullopt;
      }
      rows[static_cast<std::size_t>(r)].push_back(glyph);
    }
  for (auto& row : rows)  // spaces are floor here, so trailing ones must go (void beyond the walls)
    while (!row.empty() && row.back() == " ") row.back().clear(), row.pop_back();
  return problem_header(problem) + "  (:legend :preset xsb)\n  (:board " + board_block(rows, false) + ")\n" +
         problem_footer(problem, "-");
}

// The generic drawing: piece names are their own glyphs; walls, floor, void, goal floor and
// unusual pieces get glyphs through an explicit legend.
std::string write_generic(const Problem& problem) {
  static const std::set<std::string> default_glyphs{"#", ".", "_", "0", " ", "?"};
  std::set<std::string> names;
  bool tokens = false;
  for (const Piece& piece : problem.pieces) {
    names.insert(piece.name);
    std::size_t characters = 0;
    for (char byte : piece.name) characters += (static_cast<unsigned char>(byte) & 0xC0) != 0x80;
    if (characters != 1) tokens = true;
  }
  auto fresh_glyph = [&](std::initializer_list<const char*> candidates) {
    for (const char* candidate : candidates)
      if (!names.count(candidate)) {
        names.insert(candidate);
        return std::string(candidate);
      }
    throw InputError(Diagnostic::about(problem.origin, "convert: ran out of glyphs to draw this board"));
  };
  bool floor_is_default = !names.count(".");
  std::string wall = names.count("#") ? fresh_glyph({"%", "=", "&", "W"}) : "#";
  std::string floor = floor_is_default ? "." : fresh_glyph({"_", "0", ",", "F"});
  std::string void_glyph = fresh_glyph({"~", "`", "^", "V"});
  std::string goal_floor = fresh_glyph({"+", ":", "!", "G"});
  std::map<std::string, std::string> legend;  // glyph -> meaning
  if (wall != "#") legend[wall] = "wall";
  if (floor != ".") legend[floor] = "floor";
  legend[void_glyph] = "void";
  legend[goal_floor] = "goal";
  // The regions of each cell, in the order the problem lists them: the board is read row by row,
  // so drawing each cell's regions in that order lists them again the same way.
  std::vector<std::string> regions_of(problem.frame.cells.size());
  for (const Region& region : problem.regions)
    for (Coord c : region.cells)
      regions_of[std::size_t(c.row) * problem.frame.cols + c.col] += " (region " + region.name + ")";
  auto regions_at = [&](Coord c) { return regions_of[std::size_t(c.row) * problem.frame.cols + c.col]; };
  // Floor with regions: one glyph per combination of goal and regions.
  std::map<std::string, std::string> region_floor;  // meaning -> glyph
  auto region_glyph = [&](const std::string& meaning) {
    auto [entry, fresh] = region_floor.try_emplace(meaning);
    if (fresh) {
      entry->second = fresh_glyph({"~", "*", "=", "-", "|", ";", "'", "<", ">", "{", "}", "[", "]", "/", "\\",
                                   "a", "b", "c", "d", "e", "f", "g", "h", "i", "j", "k", "m", "n", "o", "p"});
      legend[entry->second] = meaning;
    }
    return entry->second;
  };
  std::vector<int> owner = coverage(problem);
  for (const Piece& piece : problem.pieces) {
    bool on_goal =
        std::all_of(piece.cells.begin(), piece.cells.end(), [&](Coord c) { return problem.frame.at(c).goal; });
    bool off_goal =
        std::none_of(piece.cells.begin(), piece.cells.end(), [&](Coord c) { return problem.frame.at(c).goal; });
    if (!on_goal && !off_goal)
      throw InputError(Diagnostic::about(
          problem.origin, fmt::format("convert: piece '{}' covers goal cells only in part, which a legend "
                                      "cannot draw",
                                      piece.name)));
    const std::string regions = regions_at(piece.cells.front());
    if (std::any_of(piece.cells.begin(), piece.cells.end(), [&](Coord c) { return regions_at(c) != regions; }))
      throw InputError(Diagnostic::about(
          problem.origin, fmt::format("convert: piece '{}' covers cells of different regions, which its one glyph "
                                      "cannot draw",
                                      piece.name)));
    std::string meaning = fmt::format("({} {})", piece.unit ? "unit" : "piece", piece.kind);
    if (on_goal || !regions.empty()) meaning = fmt::format("({}{}{})", meaning, on_goal ? " goal" : "", regions);
    bool default_meaning = !piece.unit && !on_goal && regions.empty() && piece.kind == problem.domain.kinds.front() &&
                           !default_glyphs.count(piece.name);
    if (!default_meaning) legend[piece.name] = meaning;
  }
  // A region a rule names must be drawn even where no cell is in it.
  for (const MoveRule& rule : problem.domain.moves)
    if (rule.description)
      for (const std::string& name : rule.description->regions())
        if (std::none_of(problem.regions.begin(), problem.regions.end(),
                         [&](const Region& region) { return region.name == name; }))
          region_glyph("(floor (region " + name + "))");
  std::vector<std::vector<std::string>> rows(static_cast<std::size_t>(problem.frame.rows));
  for (int r = 0; r < problem.frame.rows; ++r)
    for (int c = 0; c < problem.frame.cols; ++c) {
      const Cell& cell = problem.frame.at(Coord{r, c});
      int index = owner[std::size_t(r) * problem.frame.cols + c];
      const std::string regions = regions_at(Coord{r, c});
      std::string glyph = index >= 0                    ? problem.pieces[static_cast<std::size_t>(index)].name
                          : cell.type == CellType::Wall ? wall
                          : cell.type == CellType::Void ? std::string()
                          : !regions.empty()
                              ? region_glyph(fmt::format("({}{})", cell.goal ? "goal" : "floor", regions))
                          : cell.goal ? goal_floor
                                      : floor;
      rows[static_cast<std::size_t>(r)].push_back(glyph);
    }
  for (auto& row : rows) {  // void before the last drawn cell needs its glyph
    std::size_t used = row.size();
    while (used > 0 && row[used - 1].empty()) --used;
    for (std::size_t i = 0; i < used; ++i)
      if (row[i].empty()) row[i] = void_glyph;
  }
  std::string out = problem_header(problem) + "  (:legend";
  for (const auto& [glyph, meaning] : legend) out += fmt::format("\n    {} {}", atom(glyph), meaning);
  out += ")\n";
  out += fmt::format("  (:board {}{})\n", tokens ? ":cells tokens " : "", board_block(rows, tokens));
  return out + problem_footer(problem, floor);
}

bool reads_back_as(const std::string& text, const Problem& problem, const DomainLibrary& domains) {
  try {
    auto problems = check_file(parse(SourceFile::from_text("<convert>", text)), domains);
    return problems.size() == 1 && problems.front() == problem;
  } catch (const InputError&) {
    return false;
  }
}

}  // namespace

std::string write_pzl(const std::vector<Problem>& problems, const DomainLibrary& builtin) {
  std::string out;
  DomainLibrary scope = builtin;
  for (const Problem& problem : problems) {
    const Domain* known = scope.find(problem.domain.name);
    if (!known) {
      out += write_domain(problem.domain);
      scope.add(problem.domain);
    } else if (!(*known == problem.domain)) {
      throw InputError(Diagnostic::about(
          problem.origin, fmt::format("convert: two different domains are named '{}'", problem.domain.name)));
    }
    std::optional<std::string> text = write_xsb(problem);
    if (!text || !reads_back_as(*text, problem, scope)) text = write_generic(problem);
    out += *text + "\n";
  }
  return out;
}

}  // namespace polyplan
