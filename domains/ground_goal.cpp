#include "domains/ground_goal.hpp"

#include <algorithm>

#include "domains/piece_counters.hpp"

namespace polyplan {
namespace {

using Condition = GoalFormula;

class FormulaBuilder {
 public:
  FormulaBuilder(const Task& task, const GroundModel& model)
      : task_(task), model_(model), counted_(counted_kinds(task)) {}

  GoalFormula build() {
    std::vector<Condition> parts;
    conjuncts(task_.problem().goal, parts);
    if (model_.locks_moves()) parts.push_back(Condition::fact_named(GroundNames::idle()));
    return all_of(parts);
  }

 private:
  // The top-level conjunction flattened, so that a goal of placements stays a list of facts.
  void conjuncts(const Goal& goal, std::vector<Condition>& out) {
    if (goal.kind != Goal::Kind::And) return out.push_back(condition(goal, Coord{0, 0}));
    for (const Goal& part : goal.parts) conjuncts(part, out);
  }

  Condition all_of(const std::vector<Condition>& parts) { return combine(parts, true); }
  Condition any_of(const std::vector<Condition>& parts) { return combine(parts, false); }
  // True and false fold away, and a part met twice (the same formula) is kept once, so that a
  // goal of placements stays a conjunction of facts.
  Condition combine(const std::vector<Condition>& parts, bool all) {
    const Condition::Kind absorbing = all ? Condition::Kind::False : Condition::Kind::True;
    Condition out{all ? Condition::Kind::All : Condition::Kind::Any, "", {}};
    for (const Condition& part : parts) {
      if (part.kind == absorbing) return part;
      if (part.kind == Condition::Kind::True || part.kind == Condition::Kind::False) continue;
      if (std::find(out.parts.begin(), out.parts.end(), part) == out.parts.end()) out.parts.push_back(part);
    }
    if (out.parts.empty()) return Condition::truth(all);
    if (out.parts.size() == 1) return out.parts.front();
    return out;
  }
  Condition negation(const Condition& part) {
    if (part.kind == Condition::Kind::True || part.kind == Condition::Kind::False)
      return Condition::truth(part.kind == Condition::Kind::False);
    return Condition{Condition::Kind::Not, "", {part}};
  }

  // The floor cells of `cells` moved by `offset`, sorted; empty when one leaves the floor.
  std::vector<int> floors(const std::vector<Coord>& cells, Coord offset) const {
    std::vector<int> out;
    for (Coord c : cells) {
      const int floor = task_.frame().floor_at(Coord{c.row + offset.row, c.col + offset.col});
      if (floor == FrameIndex::kNone) return {};
      out.push_back(floor);
    }
    std::sort(out.begin(), out.end());
    return out;
  }

  Condition position(int piece, int placement) const {
    return Condition::fact_named(model_.position_fact_name(piece, placement));
  }

  // The piece covers exactly `cells` (the table holds each cell set once).
  Condition placed_at(int piece, const std::vector<int>& cells) const {
    if (cells.empty()) return Condition::truth(false);
    const int placement = task_.table(piece).find(cells);
    return placement == PlacementTable::kNone ? Condition::truth(false) : position(piece, placement);
  }

  // Some piece of `kind` covers `floor`.
  Condition covered_by(const std::string& kind, int floor) {
    std::vector<Condition> ways;
    for (int piece : pieces_of_kind(task_, kind)) {
      const PlacementTable& table = task_.table(piece);
      for (int placement = 0; placement < table.size(); ++placement) {
        auto cells = table.cells(placement);
        if (std::find(cells.begin(), cells.end(), floor) != cells.end()) ways.push_back(position(piece, placement));
      }
    }
    return any_of(ways);
  }

  Condition all_on_goal(const std::string& kind) {
    std::vector<Condition> parts;
    int units = 0;
    for (int piece : pieces_of_kind(task_, kind)) {
      if (task_.pieces()[std::size_t(piece)].unit && piece != task_.agent()) {
        ++units;
        continue;
      }
      std::vector<Condition> ways;
      const PlacementTable& table = task_.table(piece);
      for (int placement = 0; placement < table.size(); ++placement)
        if (table.on_goal(placement)) ways.push_back(position(piece, placement));
      parts.push_back(any_of(ways));
    }
    if (units > 0) {
      int goal_cells = 0;
      for (int floor = 0; floor < task_.frame().floor_count(); ++floor) goal_cells += task_.frame().goal(floor);
      const bool fill_goal_cells = units == goal_cells && !task_.problem().domain.removes(kind);
      for (int floor = 0; floor < task_.frame().floor_count(); ++floor) {
        if (task_.frame().goal(floor) != fill_goal_cells) continue;
        const Condition unit = Condition::fact_named(GroundNames::unit_at(kind, floor));
        parts.push_back(fill_goal_cells ? unit : negation(unit));
      }
    }
    return all_of(parts);
  }

  Condition count(const Goal& goal) {
    const int total = static_cast<int>(pieces_of_kind(task_, goal.piece_kind).size());
    if (std::find(counted_.begin(), counted_.end(), goal.piece_kind) == counted_.end())
      return Condition::truth(count_holds(total, goal.relation, goal.count));
    std::vector<Condition> ways;
    for (int left = 0; left <= total; ++left)
      if (count_holds(left, goal.relation, goal.count))
        ways.push_back(Condition::fact_named(GroundNames::left(goal.piece_kind, left)));
    return any_of(ways);
  }

  Condition condition(const Goal& goal, Coord offset) {
    std::vector<Condition> parts;
    switch (goal.kind) {
      case Goal::Kind::At:
        return placed_at(goal.piece, floors(goal.cells, offset));
      case Goal::Kind::On: {
        const std::vector<int> cells = floors(goal.cells, offset);
        if (cells.empty()) return Condition::truth(false);
        for (int floor : cells) parts.push_back(covered_by(goal.piece_kind, floor));
        return all_of(parts);
      }
      case Goal::Kind::AllOnGoal:
        return all_on_goal(goal.piece_kind);
      case Goal::Kind::Inside: {
        const std::vector<bool> in = task_.region_floors(goal.region);
        const PlacementTable& table = task_.table(goal.piece);
        for (int placement = 0; placement < table.size(); ++placement) {
          auto cells = table.cells(placement);
          if (std::all_of(cells.begin(), cells.end(), [&](int floor) { return in[std::size_t(floor)]; }))
            parts.push_back(position(goal.piece, placement));
        }
        return any_of(parts);
      }
      case Goal::Kind::Count:
        return count(goal);
      case Goal::Kind::Shape:
        // The parts' cells as drawn, moved together by every translation that keeps them on the floor.
        for (int rows = -task_.frame().rows(); rows <= task_.frame().rows(); ++rows)
          for (int cols = -task_.frame().cols(); cols <= task_.frame().cols(); ++cols) {
            std::vector<Condition> placed;
            for (const Goal& part : goal.parts) placed.push_back(condition(part, Coord{rows, cols}));
            parts.push_back(all_of(placed));
          }
        return any_of(parts);
      case Goal::Kind::Not:
        return negation(condition(goal.parts.front(), offset));
      case Goal::Kind::And:
      case Goal::Kind::Or:
        for (const Goal& part : goal.parts) parts.push_back(condition(part, offset));
        return goal.kind == Goal::Kind::And ? all_of(parts) : any_of(parts);
    }
    return Condition::truth(true);
  }

  const Task& task_;
  const GroundModel& model_;
  const std::vector<std::string> counted_;
};

}  // namespace

GoalFormula ground_goal_formula(const Task& task, const GroundModel& model) {
  return FormulaBuilder(task, model).build();
}

}  // namespace polyplan
