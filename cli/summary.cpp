#include "cli/summary.hpp"

#include <fmt/format.h>

#include <range/v3/view/enumerate.hpp>

#include <algorithm>
#include <map>

#include "translator/shape_class.hpp"

namespace polyplan::cli {
namespace {

std::string describe_rule(const MoveRule& rule) {
  std::vector<std::string> parts;
  for (const auto& [name, value] : rule.options) {
    if (auto* flag = std::get_if<bool>(&value))
      parts.push_back(fmt::format("{} {}", name, *flag ? "yes" : "no"));
    else if (auto* number = std::get_if<int>(&value))
      parts.push_back(fmt::format("{} {}", name, *number == 0 ? std::string("any") : std::to_string(*number)));
    else if (auto* word = std::get_if<std::string>(&value))
      parts.push_back(fmt::format("{} {}", name, *word));
    else
      parts.push_back(fmt::format("{} ({})", name, fmt::join(std::get<std::vector<std::string>>(value), " ")));
  }
  if (rule.description) parts.push_back(rule.description->text());
  return fmt::format("{} [{}]", rule.name, fmt::join(parts, ", "));
}

}  // namespace

std::string describe_goal(const Problem& problem, const Goal& goal) {
  switch (goal.kind) {
    case Goal::Kind::At: {
      return fmt::format("{} at {}", problem.pieces[static_cast<std::size_t>(goal.piece)].name, to_string(goal.cells));
    }
    case Goal::Kind::AllOnGoal:
      return fmt::format("all {} on goal ({} goal cells)", goal.piece_kind, problem.frame.goal_count());
    case Goal::Kind::And:
    case Goal::Kind::Or:
    case Goal::Kind::Not:
    case Goal::Kind::Shape: {
      std::vector<std::string> parts;
      for (const Goal& part : goal.parts) {
        if (parts.size() == 6) {
          parts.push_back(fmt::format("... {} more", goal.parts.size() - 6));
          break;
        }
        parts.push_back(describe_goal(problem, part));
      }
      if (goal.kind == Goal::Kind::Not) return fmt::format("not ({})", parts.front());
      if (goal.kind == Goal::Kind::Shape)
        return fmt::format("anywhere on the board, together: {}", fmt::join(parts, "; "));
      if (parts.size() == 1) return parts.front();
      return fmt::format("{}: {}", goal.kind == Goal::Kind::And ? "and" : "or", fmt::join(parts, "; "));
    }
    case Goal::Kind::On:
      return fmt::format("{} on {}", goal.piece_kind, to_string(goal.cells));
    case Goal::Kind::Inside:
      return fmt::format("{} inside region {}", problem.pieces[static_cast<std::size_t>(goal.piece)].name, goal.region);
    case Goal::Kind::Count:
      return fmt::format("{} {} left {} {}", goal.piece_kind, "pieces", to_string(goal.relation), goal.count);
  }
  return {};
}

std::string summarize(const Problem& problem) {
  const Grid& frame = problem.frame;
  std::string out = fmt::format("problem {} ({})\n", problem.name, problem.origin);
  std::vector<std::string> rules;
  for (const MoveRule& rule : problem.domain.moves) rules.push_back(describe_rule(rule));
  out += fmt::format("  domain  {}: {}; cost {}\n", problem.domain.name, fmt::join(rules, "; "),
                     to_string(problem.domain.cost));
  out += fmt::format("  frame   {}x{}: {} floor, {} wall, {} void, {} goal cells\n", frame.rows, frame.cols,
                     frame.count(CellType::Floor), frame.count(CellType::Wall), frame.count(CellType::Void),
                     frame.goal_count());
  // Group pieces by kind and shape so that a 24-puzzle or a Sokoban level stays readable.
  std::map<std::tuple<std::string, std::string, bool>, std::vector<std::string>> groups;
  std::vector<std::tuple<std::string, std::string, bool>> order;
  std::size_t covered = 0;
  for (const auto& [index, piece] : ranges::views::enumerate(problem.pieces)) {
    covered += piece.cells.size();
    ShapeClass shape = classify_shape(piece.cells);
    auto key = std::make_tuple(
        piece.kind, fmt::format("{} ({} cell{})", shape.name(), shape.size, shape.size == 1 ? "" : "s"), piece.unit);
    if (!groups.count(key)) order.push_back(key);
    bool target =
        std::find(problem.target.begin(), problem.target.end(), static_cast<int>(index)) != problem.target.end();
    std::string label = piece.name;
    if (target) label += '*';
    groups[key].push_back(std::move(label));
  }
  out += fmt::format("  pieces  {} covering {} cells{}\n", problem.pieces.size(), covered,
                     problem.target.empty() ? "" : " (* = target)");
  for (const auto& key : order) {
    const auto& [kind, shape, unit] = key;
    const auto& names = groups[key];
    if (unit) {
      std::vector<std::string> glyphs;
      for (const auto& name : names)
        if (std::find(glyphs.begin(), glyphs.end(), name) == glyphs.end()) glyphs.push_back(name);
      out += fmt::format("          {} x{} {}, interchangeable units drawn {}\n", kind, names.size(), shape,
                         fmt::join(glyphs, " "));
    } else {
      out += fmt::format("          {} x{} {}: {}\n", kind, names.size(), shape, fmt::join(names, " "));
    }
  }
  out += fmt::format("  vacant  k = {}\n", problem.vacant_cells());
  out += fmt::format("  goal    {}\n", describe_goal(problem, problem.goal));
  return out;
}

}  // namespace polyplan::cli
