#include "heuristics/pdb/abstraction_key.hpp"

#include <fmt/format.h>

#include <range/v3/view/chunk.hpp>

namespace polyplan {
namespace {

std::string option_text(const OptionValue& value) {
  struct Text {
    std::string operator()(bool flag) const { return flag ? "true" : "false"; }
    std::string operator()(int number) const { return std::to_string(number); }
    std::string operator()(const std::string& word) const { return word; }
    std::string operator()(const std::vector<std::string>& words) const {
      return fmt::format("({})", fmt::join(words, " "));
    }
  };
  return std::visit(Text{}, value);
}

std::string goal_text(const Goal& goal) {
  switch (goal.kind) {
    case Goal::Kind::At:
      return fmt::format("(at {} {})", goal.piece, to_string(goal.cells));
    case Goal::Kind::AllOnGoal:
      return fmt::format("(all {} on goal)", goal.piece_kind);
    case Goal::Kind::And:
    case Goal::Kind::Or:
    case Goal::Kind::Not:
    case Goal::Kind::Shape: {
      std::vector<std::string> parts;
      for (const Goal& part : goal.parts) parts.push_back(goal_text(part));
      const char* name = goal.kind == Goal::Kind::And   ? "and"
                         : goal.kind == Goal::Kind::Or  ? "or"
                         : goal.kind == Goal::Kind::Not ? "not"
                                                        : "shape";
      return fmt::format("({} {})", name, fmt::join(parts, " "));
    }
    case Goal::Kind::On:
      return fmt::format("(on {} {})", goal.piece_kind, to_string(goal.cells));
    case Goal::Kind::Inside:
      return fmt::format("(inside {} {})", goal.piece, goal.region);
    case Goal::Kind::Count:
      return fmt::format("({} (count {}) {})", to_string(goal.relation), goal.piece_kind, goal.count);
  }
  return {};
}

char cell_glyph(const Cell& cell) {
  switch (cell.type) {
    case CellType::Void:
      return '_';
    case CellType::Wall:
      return '#';
    case CellType::Floor:
      return cell.goal ? '*' : '.';
  }
  return '?';
}

}  // namespace

std::string abstraction_key(const Task& abstract, const std::vector<StateValues>& initial_states) {
  const Problem& problem = abstract.problem();
  std::string key = "generic-pdb v1: bytes, 255 not enumerated, 254 no goal reachable, costs capped at 253\n";
  key += fmt::format("domain {} cost {} kinds ({})\n", problem.domain.name, to_string(problem.domain.cost),
                     fmt::join(problem.domain.kinds, " "));
  for (const MoveRule& rule : problem.domain.moves) {
    key += "move " + rule.name;
    for (const auto& [option, value] : rule.options) key += fmt::format(" {}={}", option, option_text(value));
    if (rule.description) key += fmt::format(" {}", rule.description->text());
    key += "\n";
  }
  key += fmt::format("frame {}x{}\n", problem.frame.rows, problem.frame.cols);
  for (auto row : problem.frame.cells | ranges::views::chunk(problem.frame.cols)) {
    for (const Cell& cell : row) key += cell_glyph(cell);
    key += "\n";
  }
  for (const Piece& piece : problem.pieces)
    key += fmt::format("piece {}{} {}\n", piece.kind, piece.unit ? " unit" : "", to_string(piece.cells));
  key += "goal " + goal_text(problem.goal) + "\n";
  for (const StateValues& state : initial_states) key += fmt::format("from {}\n", fmt::join(state, " "));
  return key;
}

}  // namespace polyplan
