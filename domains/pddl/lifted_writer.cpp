// Lifted PDDL for families written as text. Why it exists: a described rule is data, so its
// schemas can be written once per family, and any classical planner (Fast Downward) then solves
// the family with no help from polyplan's generators: an independent check of the interpreter and
// a way to compare heuristics on equal ground (docs/language.md, "Lifted PDDL").
//
// Shape of the translation. Cells are objects with a static `next` relation per direction and an
// `edge` where a direction leads off the floor. A piece of one cell that has a name is `(at p c)`;
// interchangeable units are `(unit-at k c)` (the state then is a set, as in polyplan, so both
// state spaces have the same size); the agent is `(agent-at c)`. With the :polyominoes
// requirement named pieces stand on place objects (a shape at an anchor, shared by pieces of one
// shape) whose `shift`, `enters` and `leaves` relations say which cells one step claims and frees;
// that needs quantified conditions (ADL). A move of any length (a slide, a walk) is its first cell,
// charged the move's cost, then free continuations under a lock (`idle` is false meanwhile, and
// the goal asks for it), so a plan's cost is the number of moves polyplan counts.
#include "domains/pddl/lifted_writer.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <array>
#include <map>
#include <set>

#include "domains/move_generator.hpp"
#include "domains/pddl/pddl_text.hpp"
#include "parser/input_error.hpp"
#include "translator/frame_index.hpp"
#include "translator/task.hpp"

namespace polyplan {
namespace {

// The direction constants are the vocabulary's headings (heading_names, heading_step): the first
// four orthogonal, in FrameIndex's order (left, up, right, down), then the diagonals.
const std::string& heading_name(std::size_t heading) { return heading_names()[heading]; }

[[noreturn]] void refuse(const std::string& why) { throw InputError(Diagnostic::about("--to pddl", why)); }

std::string kind_constant(const std::string& kind) { return "k-" + pddl_name(kind); }

bool has_polyomino_requirement(const Domain& domain) {
  return std::any_of(domain.requirements.begin(), domain.requirements.end(),
                     [](const std::string& r) { return r == ":polyominoes" || r == "polyominoes"; });
}

// One action schema: parameters, a conjunction of preconditions, one of effects, a cost.
struct Schema {
  std::string name;
  std::vector<std::string> parameters;  // "?a - cell"
  std::vector<std::string> preconditions;
  std::vector<std::string> effects;
  int cost = 0;

  std::string text() const {
    std::string out = fmt::format("  (:action {}\n    :parameters (", name);
    for (std::size_t i = 0; i < parameters.size(); ++i) out.append(i ? " " : "").append(parameters[i]);
    std::vector<std::string> all_effects = effects;
    if (cost != 0) all_effects.push_back(fmt::format("(increase (total-cost) {})", cost));
    return out + fmt::format(")\n    :precondition {}\n    :effect {})\n", conjunction(preconditions, "    "),
                             conjunction(all_effects, "    "));
  }
};

// Whose position a schema changes: a named piece of one cell, a unit of a kind, or a named piece on
// places. `kind` empty: any kind (a parameter); else the one kind. The variable names differ per
// role (mover, the hopped piece, the second of a pushed chain) so that schemas can combine them.
struct Holder {
  enum class Form { Named, Unit, Placed } form;
  std::string kind;
  std::string piece_var;
  std::string kind_var;

  std::string kind_term() const { return kind.empty() ? kind_var : kind_constant(kind); }
  std::string label() const {
    std::string base = form == Form::Unit ? "unit" : "piece";
    return kind.empty() ? base : base + "-" + pddl_name(kind);
  }
  void declare(Schema& schema) const {
    if (form != Form::Unit) {
      schema.parameters.push_back(piece_var + " - piece");
      schema.preconditions.push_back(fmt::format("(is {} {})", piece_var, kind_term()));
    }
    if (kind.empty()) schema.parameters.push_back(kind_var + " - kind");
  }
  // The fact that it stands at `where` (a cell, or a place for Placed).
  std::string at(const std::string& where) const {
    if (form == Form::Unit) return fmt::format("(unit-at {} {})", kind_term(), where);
    return fmt::format("(at {} {})", piece_var, where);
  }
  // A one-cell holder goes from cell `from` to the vacant cell `to`.
  void relocate(Schema& schema, const std::string& from, const std::string& to) const {
    schema.effects.push_back("(not " + at(from) + ")");
    schema.effects.push_back(at(to));
  }
};

// The kinds a rule names, as schema variants: one for any kind when it names them all.
std::vector<std::string> kind_variants(const std::vector<std::string>& kinds, const Domain& domain) {
  const bool all = std::all_of(domain.kinds.begin(), domain.kinds.end(), [&](const std::string& k) {
    return std::find(kinds.begin(), kinds.end(), k) != kinds.end();
  });
  if (all) return {""};
  return kinds;
}

class LiftedWriter {
 public:
  explicit LiftedWriter(const Task& task)
      : task_(task), domain_(task.problem().domain), placed_(has_polyomino_requirement(domain_)) {
    for (const MoveRule& rule : domain_.moves) {
      if (!rule.description)
        refuse(
            fmt::format("rule '{}' is built in, not described in the domain file; write --ground for the "
                        "grounded translation",
                        rule.name));
      const MoveDescription& d = *rule.description;
      diagonal_ |= d.directions == DirectionSet::Diagonal || d.directions == DirectionSet::All;
      if (!d.through.empty()) regions_.insert(d.through);
      counted_.insert(rule.removed_kinds.begin(), rule.removed_kinds.end());
    }
  }

  PddlFiles write() {
    for (const MoveRule& rule : domain_.moves) add_rule(rule);
    return {domain_text(), problem_text()};
  }

 private:
  // --- schemas -----------------------------------------------------------------------------
  std::vector<Holder> movers(const std::vector<std::string>& kinds, const std::string& piece_var,
                             const std::string& kind_var) const {
    std::vector<Holder> holders;
    for (const std::string& kind : kind_variants(kinds, domain_)) {
      holders.push_back({placed_ ? Holder::Form::Placed : Holder::Form::Named, kind, piece_var, kind_var});
      holders.push_back({Holder::Form::Unit, kind, piece_var, kind_var});
    }
    return holders;
  }

  static std::string direction_type(DirectionSet set) {
    switch (set) {
      case DirectionSet::Diagonal:
        return "diagonal";
      case DirectionSet::All:
        return "direction";
      case DirectionSet::Orthogonal:
      case DirectionSet::Axis:
        break;
    }
    return "orthogonal";
  }

  // One step of `holder` in direction ?d, from ?from to ?to (cells, or places when placed).
  void step(Schema& schema, const Holder& holder, const MoveDescription& d) const {
    if (holder.form == Holder::Form::Placed) {
      schema.parameters.push_back("?from ?to - place");
      schema.parameters.push_back("?d - " + direction_type(d.directions));
      schema.preconditions.push_back(holder.at("?from"));
      schema.preconditions.push_back("(shift ?from ?to ?d)");
      if (d.directions == DirectionSet::Axis) schema.preconditions.push_back("(along ?from ?d)");
      schema.preconditions.push_back("(forall (?c - cell) (imply (enters ?from ?d ?c) (free ?c)))");
      if (!barred_.empty())
        schema.preconditions.push_back(
            fmt::format("(forall (?c - cell) (imply (enters ?from ?d ?c) (not ({} ?c ?d))))", barred_));
      holder.relocate(schema, "?from", "?to");
      schema.effects.push_back("(forall (?c - cell) (when (enters ?from ?d ?c) (not (free ?c))))");
      schema.effects.push_back("(forall (?c - cell) (when (leaves ?from ?d ?c) (free ?c)))");
      return;
    }
    schema.parameters.push_back("?from ?to - cell");
    schema.parameters.push_back("?d - " + direction_type(d.directions));
    schema.preconditions.push_back(holder.at("?from"));
    schema.preconditions.push_back("(next ?from ?to ?d)");
    schema.preconditions.push_back("(free ?to)");
    forbid_entry(schema, "?to");
    holder.relocate(schema, "?from", "?to");
    schema.effects.push_back("(free ?from)");
    schema.effects.push_back("(not (free ?to))");
  }

  // One-way cells: a cell may not be entered in a direction its rule bars there.
  void forbid_entry(Schema& schema, const std::string& cell) const {
    if (!barred_.empty()) schema.preconditions.push_back(fmt::format("(not ({} {} ?d))", barred_, cell));
  }

  // The lock of a move in progress: on the cell the moving unit or piece stands on (so a unit,
  // which has no name, is still known), or on a placed piece.
  static std::string lock(const std::string& rule, const Holder& holder, const std::string& cell, bool directed) {
    const bool placed = holder.form == Holder::Form::Placed;
    std::string what = placed ? holder.piece_var : cell;
    return fmt::format("({}-{}{} {}{})", rule, directed ? "going" : "walking", placed ? "-piece" : "", what,
                       directed ? " ?d" : "");
  }

  void add_rule(const MoveRule& rule) {
    const MoveDescription& d = *rule.description;
    const std::string name = pddl_name(rule.name);
    if (!d.avoid.empty() || !d.exit.empty())
      refuse(fmt::format("rule '{}': cells to avoid and exits are not yet written as PDDL", rule.name));
    barred_ = d.one_way.empty() ? "" : name + "-barred";
    switch (d.travel) {
      case Travel::Step:
        return add_moves(rule, name, false);
      case Travel::Slide:
        if (d.distance == 1 && !d.until_blocked && d.through.empty()) return add_moves(rule, name, false);
        if (d.distance > 1 && !d.until_blocked)
          refuse(fmt::format("rule '{}': a slide of at most {} cells is not yet written as PDDL (any distance is)",
                             rule.name, d.distance));
        return add_moves(rule, name, true);
      case Travel::Walk:
        return add_moves(rule, name, true);
      case Travel::Hop:
        return add_hops(rule, name);
      case Travel::Push:
      case Travel::Pull:
        return add_agent_moves(rule, name);
      case Travel::Fly:
        break;
    }
    refuse(fmt::format("rule '{}': flights are not yet written as lifted PDDL; write --ground", rule.name));
  }

  // Steps, and moves of any length (slides, walks) as a first step and continuations.
  void add_moves(const MoveRule& rule, const std::string& name, bool continued) {
    const MoveDescription& d = *rule.description;
    if (placed_ && d.directions != DirectionSet::Orthogonal && d.directions != DirectionSet::Axis)
      refuse(fmt::format("rule '{}': diagonal moves of pieces on places are not yet written as PDDL", rule.name));
    const bool walk = d.travel == Travel::Walk;
    const int continuation_cost = d.per == CostUnit::Cell ? d.cost : 0;
    std::set<bool> lock_forms;
    for (const Holder& holder : movers(rule.words("kinds"), "?p", "?k")) {
      Schema first{fmt::format("{}-{}", name, holder.label()), {}, {"(idle)"}, {}, d.cost};
      holder.declare(first);
      step(first, holder, d);
      if (continued) {
        first.effects.push_back("(not (idle))");
        first.effects.push_back(lock(name, holder, "?to", !walk));
        Schema on{fmt::format("{}-{}-on", name, holder.label()), {}, {}, {}, continuation_cost};
        holder.declare(on);
        step(on, holder, d);
        on.preconditions.push_back(lock(name, holder, "?from", !walk));
        if (!d.through.empty())
          on.preconditions.push_back(fmt::format(
              "({} ?from)", (holder.form == Holder::Form::Placed ? "inside-" : "in-") + pddl_name(d.through)));
        if (holder.form != Holder::Form::Placed) {
          on.effects.push_back("(not " + lock(name, holder, "?from", !walk) + ")");
          on.effects.push_back(lock(name, holder, "?to", !walk));
        }
        schemas_.push_back(first.text());
        schemas_.push_back(on.text());
        lock_forms.insert(holder.form == Holder::Form::Placed);
      } else {
        schemas_.push_back(first.text());
      }
    }
    for (bool placed : lock_forms) add_stops(name, d, placed);
  }

  // How a move in progress ends: anywhere (a slide of any distance, a walk), or only where it is
  // blocked (a slide until blocked), or on the first cell outside its region (ice).
  void add_stops(const std::string& name, const MoveDescription& d, bool placed) {
    const bool walk = d.travel == Travel::Walk;
    const bool until = d.until_blocked || !d.through.empty();
    const Holder holder{placed ? Holder::Form::Placed : Holder::Form::Unit, "", "?p", "?k"};
    const std::string suffix = placed ? "-placed" : "";
    auto stop = [&](const std::string& why) {
      Schema schema{fmt::format("{}-stop{}{}", name, why.empty() ? "" : "-" + why, suffix), {}, {}, {}, 0};
      if (placed) {
        schema.parameters = {"?p - piece", "?l - place"};
        schema.preconditions.push_back("(at ?p ?l)");
      } else {
        schema.parameters = {"?c - cell"};
      }
      if (!walk) schema.parameters.push_back("?d - " + direction_type(d.directions));
      schema.preconditions.push_back(lock(name, holder, "?c", !walk));
      schema.effects = {"(not " + lock(name, holder, "?c", !walk) + ")", "(idle)"};
      return schema;
    };
    if (!until) {
      schemas_.push_back(stop("").text());
      return;
    }
    if (d.pieces_stop) {
      Schema schema = stop("at-piece");
      if (placed) {
        schema.preconditions.push_back("(exists (?c - cell) (and (enters ?l ?d ?c) (not (free ?c))))");
      } else {
        schema.parameters.push_back("?n - cell");
        schema.preconditions.push_back("(next ?c ?n ?d)");
        schema.preconditions.push_back("(not (free ?n))");
      }
      schemas_.push_back(schema.text());
    }
    if (d.walls_stop) {
      Schema schema = stop("at-wall");
      schema.preconditions.push_back(placed ? "(edge-place ?l ?d)" : "(edge ?c ?d)");
      schemas_.push_back(schema.text());
    }
    if (!d.through.empty()) {
      Schema schema = stop("off-" + pddl_name(d.through));
      schema.preconditions.push_back(placed ? fmt::format("(not (inside-{} ?l))", pddl_name(d.through))
                                            : fmt::format("(not (in-{} ?c))", pddl_name(d.through)));
      schemas_.push_back(schema.text());
    }
  }

  void require_cells(const MoveRule& rule) const {
    if (placed_)
      refuse(
          fmt::format("rule '{}': hops, pushes and pulls are written as PDDL for pieces of one cell; this "
                      "domain requires :polyominoes",
                      rule.name));
  }

  // A hop over an adjacent piece of a hopped kind into the vacant cell beyond; a capture takes the
  // hopped piece off and counts it, so that goals on how many are left can be written.
  void add_hops(const MoveRule& rule, const std::string& name) {
    require_cells(rule);
    const MoveDescription& d = *rule.description;
    for (const Holder& mover : movers(rule.words("kinds"), "?p", "?k"))
      for (const Holder& over : movers(d.over, "?q", "?j")) {
        Schema schema{fmt::format("{}-{}-over-{}", name, mover.label(), over.label()),
                      {},
                      {"(idle)"},
                      {},
                      d.per == CostUnit::Cell ? 2 * d.cost : d.cost};
        mover.declare(schema);
        over.declare(schema);
        schema.parameters.push_back("?from ?over ?to - cell");
        schema.parameters.push_back("?d - " + direction_type(d.directions));
        schema.preconditions.insert(
            schema.preconditions.end(),
            {mover.at("?from"), "(next ?from ?over ?d)", over.at("?over"), "(next ?over ?to ?d)", "(free ?to)"});
        forbid_entry(schema, "?to");
        mover.relocate(schema, "?from", "?to");
        schema.effects.push_back("(free ?from)");
        schema.effects.push_back("(not (free ?to))");
        if (d.capture) {
          schema.effects.push_back("(not " + over.at("?over") + ")");
          schema.effects.push_back("(free ?over)");
          schema.parameters.push_back("?n ?fewer - count");
          schema.preconditions.push_back(fmt::format("(left {} ?n)", over.kind_term()));
          schema.preconditions.push_back("(one-less ?n ?fewer)");
          schema.effects.push_back(fmt::format("(not (left {} ?n))", over.kind_term()));
          schema.effects.push_back(fmt::format("(left {} ?fewer)", over.kind_term()));
        }
        schemas_.push_back(schema.text());
      }
  }

  // The agent's steps, alone or moving the pieces it pushes (a chain of up to two) or pulls.
  void add_agent_moves(const MoveRule& rule, const std::string& name) {
    require_cells(rule);
    const MoveDescription& d = *rule.description;
    agent_ = true;
    auto agent_step = [&](Schema& schema, const std::string& from, const std::string& to) {
      schema.preconditions.insert(schema.preconditions.end(),
                                  {"(idle)", "(agent-at " + from + ")", "(next " + from + " " + to + " ?d)"});
      schema.effects.insert(schema.effects.end(), {"(not (agent-at " + from + "))", "(agent-at " + to + ")"});
      forbid_entry(schema, to);
    };
    Schema alone{name, {"?from ?to - cell", "?d - orthogonal"}, {}, {}, domain_.cost == CostModel::Pushes ? 0 : d.cost};
    agent_step(alone, "?from", "?to");
    alone.preconditions.push_back("(free ?to)");
    alone.effects.insert(alone.effects.end(), {"(free ?from)", "(not (free ?to))"});
    schemas_.push_back(alone.text());
    for (const Holder& moved : movers(d.pieces, "?p", "?k")) {
      if (d.travel == Travel::Pull) {
        Schema schema{name + "-" + moved.label(), {}, {}, {}, d.cost};
        moved.declare(schema);
        schema.parameters.insert(schema.parameters.end(), {"?behind ?from ?to - cell", "?d - orthogonal"});
        agent_step(schema, "?from", "?to");
        schema.preconditions.insert(schema.preconditions.end(),
                                    {"(free ?to)", "(next ?behind ?from ?d)", moved.at("?behind")});
        forbid_entry(schema, "?from");
        moved.relocate(schema, "?behind", "?from");
        schema.effects.insert(schema.effects.end(), {"(free ?behind)", "(not (free ?to))"});
        schemas_.push_back(schema.text());
        continue;
      }
      Schema schema{name + "-" + moved.label(), {}, {}, {}, d.cost};
      moved.declare(schema);
      schema.parameters.insert(schema.parameters.end(), {"?from ?to ?beyond - cell", "?d - orthogonal"});
      agent_step(schema, "?from", "?to");
      schema.preconditions.insert(schema.preconditions.end(),
                                  {moved.at("?to"), "(next ?to ?beyond ?d)", "(free ?beyond)"});
      forbid_entry(schema, "?beyond");
      moved.relocate(schema, "?to", "?beyond");
      schema.effects.insert(schema.effects.end(), {"(free ?from)", "(not (free ?beyond))"});
      schemas_.push_back(schema.text());
      if (d.chain < 2) continue;
      // The second piece of the chain: where both are units of one kind, the middle cell is
      // deleted and added, and PDDL's rule that an add wins keeps it occupied.
      for (const Holder& second : movers(d.pieces, "?q", "?j")) {
        Schema chain{fmt::format("{}-{}-{}", name, moved.label(), second.label()), {}, {}, {}, d.cost};
        moved.declare(chain);
        second.declare(chain);
        chain.parameters.insert(chain.parameters.end(), {"?from ?to ?beyond ?last - cell", "?d - orthogonal"});
        agent_step(chain, "?from", "?to");
        chain.preconditions.insert(chain.preconditions.end(),
                                   {moved.at("?to"), "(next ?to ?beyond ?d)", second.at("?beyond"),
                                    "(next ?beyond ?last ?d)", "(free ?last)"});
        forbid_entry(chain, "?beyond");
        forbid_entry(chain, "?last");
        moved.relocate(chain, "?to", "?beyond");
        second.relocate(chain, "?beyond", "?last");
        chain.effects.insert(chain.effects.end(), {"(free ?from)", "(not (free ?last))"});
        schemas_.push_back(chain.text());
      }
      // Longer rows are of units of one kind (polyplan refuses others): the row's first unit
      // goes to the cell beyond its last, as in polyplan.
      if (moved.form != Holder::Form::Unit) continue;
      for (int length = 3; length <= d.chain; ++length) {
        Schema row{fmt::format("{}-{}-row-{}", name, moved.label(), length), {}, {}, {}, d.cost};
        moved.declare(row);
        std::string cells = "?from";
        for (int i = 1; i <= length + 1; ++i) cells += fmt::format(" ?c{}", i);
        row.parameters.insert(row.parameters.end(), {cells + " - cell", "?d - orthogonal"});
        agent_step(row, "?from", "?c1");
        for (int i = 1; i <= length; ++i) {
          row.preconditions.push_back(moved.at(fmt::format("?c{}", i)));
          row.preconditions.push_back(fmt::format("(next ?c{} ?c{} ?d)", i, i + 1));
          forbid_entry(row, fmt::format("?c{}", i + 1));
        }
        row.preconditions.push_back(fmt::format("(free ?c{})", length + 1));
        moved.relocate(row, "?c1", fmt::format("?c{}", length + 1));
        row.effects.insert(row.effects.end(), {"(free ?from)", fmt::format("(not (free ?c{}))", length + 1)});
        schemas_.push_back(row.text());
      }
    }
  }

  // --- the domain file -----------------------------------------------------------------------
  std::string domain_text() const {
    std::string constants;
    for (std::size_t h = 0; h < 4; ++h) constants.append(heading_name(h)).append(" ");
    constants += "- orthogonal";
    if (diagonal_) {
      constants += "\n   ";
      for (std::size_t h = 4; h < heading_names().size(); ++h) constants.append(" ").append(heading_name(h));
      constants += " - diagonal";
    }
    constants += "\n   ";
    for (const std::string& kind : domain_.kinds) constants.append(" ").append(kind_constant(kind));
    constants += " - kind";
    std::string predicates =
        "(idle) (free ?c - cell) (next ?from ?to - cell ?d - direction) (edge ?c - cell ?d - direction)\n"
        "    (is ?p - piece ?k - kind) (unit-at ?k - kind ?c - cell)";
    predicates += placed_ ? "\n    (at ?p - piece ?l - place) (shift ?from ?to - place ?d - direction)"
                            "\n    (enters ?l - place ?d - direction ?c - cell) (leaves ?l - place ?d - direction ?c - "
                            "cell)\n    (edge-place ?l - place ?d - direction) (along ?l - place ?d - direction)"
                          : "\n    (at ?p - piece ?c - cell)";
    if (agent_) predicates += " (agent-at ?c - cell)";
    if (!counted_.empty()) predicates += "\n    (left ?k - kind ?n - count) (one-less ?n ?fewer - count)";
    for (const std::string& region : regions_) {
      predicates += fmt::format("\n    (in-{} ?c - cell)", pddl_name(region));
      if (placed_) predicates += fmt::format(" (inside-{} ?l - place)", pddl_name(region));
    }
    for (const MoveRule& rule : domain_.moves) {
      const MoveDescription& d = *rule.description;
      if (!d.one_way.empty())
        predicates += fmt::format("\n    ({}-barred ?c - cell ?d - direction)", pddl_name(rule.name));
      const bool continued = d.travel == Travel::Walk ||
                             (d.travel == Travel::Slide && (d.distance != 1 || d.until_blocked || !d.through.empty()));
      if (!continued) continue;
      const std::string name = pddl_name(rule.name);
      if (d.travel == Travel::Walk)
        predicates += fmt::format("\n    ({0}-walking ?c - cell) ({0}-walking-piece ?p - piece)", name);
      else
        predicates +=
            fmt::format("\n    ({0}-going ?c - cell ?d - direction) ({0}-going-piece ?p - piece ?d - direction)", name);
    }
    std::string text = fmt::format(
        "; Written by polyplan from the domain '{}': its described move rules as action schemas.\n"
        "(define (domain {})\n"
        "  (:requirements :typing :negative-preconditions :action-costs{})\n"
        "  (:types cell piece kind direction count{} - object\n"
        "          orthogonal diagonal - direction)\n"
        "  (:constants {})\n"
        "  (:predicates {})\n"
        "  (:functions (total-cost) - number)\n",
        domain_.name, pddl_name(domain_.name), placed_ ? " :adl" : "", placed_ ? " place" : "", constants, predicates);
    for (const std::string& schema : schemas_) text += schema;
    return text + ")\n";
  }

  // --- the problem file ----------------------------------------------------------------------
  std::string cell(int floor) const {
    Coord at = task_.frame().coord(floor);
    return fmt::format("c-{}-{}", at.row, at.col);
  }
  std::string piece_object(int piece) const {
    return fmt::format("p{}-{}", piece, pddl_name(task_.pieces()[std::size_t(piece)].name));
  }
  std::string place(int piece, int placement) const {
    return fmt::format("l{}-{}", task_.pieces()[std::size_t(piece)].table, placement);
  }
  bool named(int piece) const { return !task_.pieces()[std::size_t(piece)].unit && piece != task_.agent(); }
  int neighbour(int floor, std::size_t heading) const {
    Coord at = task_.frame().coord(floor);
    const Coord step = heading_step(static_cast<int>(heading));
    return task_.frame().floor_at(Coord{at.row + step.row, at.col + step.col});
  }
  std::size_t heading_count() const { return diagonal_ ? heading_names().size() : 4; }

  // The position fact of `piece` at `placement`.
  std::string position(int piece, int placement) const {
    const int floor = task_.table(piece).cells(placement)[0];
    if (piece == task_.agent()) return fmt::format("(agent-at {})", cell(floor));
    if (task_.pieces()[std::size_t(piece)].unit)
      return fmt::format("(unit-at {} {})", kind_constant(task_.pieces()[std::size_t(piece)].kind), cell(floor));
    if (placed_) return fmt::format("(at {} {})", piece_object(piece), place(piece, placement));
    return fmt::format("(at {} {})", piece_object(piece), cell(floor));
  }

  std::string problem_text() const {
    const FrameIndex& frame = task_.frame();
    std::vector<std::string> init{"(idle)", "(= (total-cost) 0)"};
    std::string objects;
    for (int floor = 0; floor < frame.floor_count(); ++floor)
      objects += (floor % 12 == 0 ? "\n    " : " ") + cell(floor);
    objects += " - cell";
    for (int floor = 0; floor < frame.floor_count(); ++floor)
      for (std::size_t h = 0; h < heading_count(); ++h) {
        const int to = neighbour(floor, h);
        init.push_back(to == FrameIndex::kNone
                           ? fmt::format("(edge {} {})", cell(floor), heading_name(h))
                           : fmt::format("(next {} {} {})", cell(floor), cell(to), heading_name(h)));
      }
    std::set<int> tables_written;
    std::vector<bool> covered(std::size_t(frame.floor_count()), false);
    for (std::size_t p = 0; p < task_.pieces().size(); ++p) {
      const int piece = static_cast<int>(p);
      const auto start = static_cast<int>(task_.initial_state()[p]);
      for (int floor : task_.table(piece).cells(start)) covered[std::size_t(floor)] = true;
      if (named(piece)) {
        if (!placed_ && task_.table(piece).cells(start).size() > 1)
          refuse(
              fmt::format("piece '{}' covers several cells: add :polyominoes to the domain's requirements for a "
                          "lifted translation",
                          task_.pieces()[p].name));
        objects += "\n    " + piece_object(piece) + " - piece";
        init.push_back(fmt::format("(is {} {})", piece_object(piece), kind_constant(task_.pieces()[p].kind)));
        if (placed_ && tables_written.insert(task_.pieces()[p].table).second) write_places(piece, objects, init);
      }
      init.push_back(position(piece, start));
    }
    for (int floor = 0; floor < frame.floor_count(); ++floor)
      if (!covered[std::size_t(floor)]) init.push_back(fmt::format("(free {})", cell(floor)));
    for (const std::string& region : regions_) {
      const std::vector<bool> in = task_.region_floors(region);
      for (int floor = 0; floor < frame.floor_count(); ++floor)
        if (in[std::size_t(floor)]) init.push_back(fmt::format("(in-{} {})", pddl_name(region), cell(floor)));
    }
    write_counts(objects, init);
    for (const MoveRule& rule : domain_.moves)
      for (const OneWayRegion& one : rule.description->one_way) {
        const std::vector<bool> in = task_.region_floors(one.region);
        for (int floor = 0; floor < frame.floor_count(); ++floor)
          for (std::size_t h = 0; h < heading_count() && in[std::size_t(floor)]; ++h)
            if (h != std::size_t(one.heading))
              init.push_back(fmt::format("({}-barred {} {})", pddl_name(rule.name), cell(floor), heading_name(h)));
      }

    std::string text = fmt::format("(define (problem {})\n  (:domain {})\n  (:objects{})\n  (:init",
                                   pddl_name(task_.problem().name), pddl_name(domain_.name), objects);
    for (const std::string& fact : init) text.append("\n    ").append(fact);
    return text + fmt::format(")\n  (:goal (and (idle) {}))\n  (:metric minimize (total-cost)))\n",
                              goal(task_.problem().goal, Coord{0, 0}));
  }

  // The places of a piece's table, with the cells a step claims and frees, where it leaves the
  // floor, its axis, and which places lie inside the regions.
  void write_places(int piece, std::string& objects, std::vector<std::string>& init) const {
    const PlacementTable& table = task_.table(piece);
    objects += "\n   ";
    for (int placement = 0; placement < table.size(); ++placement) objects.append(" ").append(place(piece, placement));
    objects += " - place";
    std::map<std::string, std::vector<bool>> regions;
    for (const std::string& region : regions_) regions[region] = task_.region_floors(region);
    for (int placement = 0; placement < table.size(); ++placement) {
      auto cells = table.cells(placement);
      for (int direction = 0; direction < 4; ++direction) {
        const std::string& heading = heading_name(std::size_t(direction));
        const int to = table.shifted(placement, direction);
        if (to == PlacementTable::kNone) {
          init.push_back(fmt::format("(edge-place {} {})", place(piece, placement), heading));
          continue;
        }
        init.push_back(fmt::format("(shift {} {} {})", place(piece, placement), place(piece, to), heading));
        auto after = table.cells(to);
        for (int floor : after)
          if (std::find(cells.begin(), cells.end(), floor) == cells.end())
            init.push_back(fmt::format("(enters {} {} {})", place(piece, placement), heading, cell(floor)));
        for (int floor : cells)
          if (std::find(after.begin(), after.end(), floor) == after.end())
            init.push_back(fmt::format("(leaves {} {} {})", place(piece, placement), heading, cell(floor)));
      }
      for (const auto& [region, in] : regions)
        if (std::all_of(cells.begin(), cells.end(), [&](int floor) { return in[std::size_t(floor)]; }))
          init.push_back(fmt::format("(inside-{} {})", pddl_name(region), place(piece, placement)));
    }
    for (int direction : axis_directions(task_, table))
      for (int placement = 0; placement < table.size(); ++placement)
        init.push_back(fmt::format("(along {} {})", place(piece, placement), heading_name(std::size_t(direction))));
  }

  int pieces_of_kind(const std::string& kind) const {
    return static_cast<int>(std::count_if(task_.pieces().begin(), task_.pieces().end(),
                                          [&](const TaskPiece& piece) { return piece.kind == kind; }));
  }

  // Counters for the kinds a capture takes off: `(left k n)`, numbers as objects.
  void write_counts(std::string& objects, std::vector<std::string>& init) const {
    if (counted_.empty()) return;
    int most = 0;
    for (const std::string& kind : counted_) most = std::max(most, pieces_of_kind(kind));
    objects += "\n   ";
    for (int n = 0; n <= most; ++n) objects += fmt::format(" n{}", n);
    objects += " - count";
    for (int n = 1; n <= most; ++n) init.push_back(fmt::format("(one-less n{} n{})", n, n - 1));
    for (const std::string& kind : counted_)
      init.push_back(fmt::format("(left {} n{})", kind_constant(kind), pieces_of_kind(kind)));
  }

  // --- goals ---------------------------------------------------------------------------------
  static std::string any_of(const std::vector<std::string>& parts) {
    if (parts.size() == 1) return parts.front();
    std::string out = "(or";
    for (const std::string& part : parts) out += " " + part;
    return out + ")";
  }
  static std::string all_of(const std::vector<std::string>& parts) {
    if (parts.size() == 1) return parts.front();
    std::string out = "(and";
    for (const std::string& part : parts) out += " " + part;
    return out + ")";
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

  std::string placed_at(int piece, const std::vector<int>& cells) const {
    if (cells.empty()) return "(or)";
    const PlacementTable& table = task_.table(piece);
    std::vector<std::string> ways;
    for (int placement = 0; placement < table.size(); ++placement) {
      auto covered = table.cells(placement);
      if (std::vector<int>(covered.begin(), covered.end()) == cells) ways.push_back(position(piece, placement));
    }
    return ways.empty() ? "(or)" : any_of(ways);
  }

  // Some piece of `kind` covers `floor`.
  std::string covered_by(const std::string& kind, int floor) const {
    std::vector<std::string> ways;
    bool units = false;
    for (std::size_t p = 0; p < task_.pieces().size(); ++p) {
      const int piece = static_cast<int>(p);
      if (task_.pieces()[p].kind != kind) continue;
      if (!named(piece)) {
        units |= task_.pieces()[p].unit;
        if (piece == task_.agent()) ways.push_back(fmt::format("(agent-at {})", cell(floor)));
        continue;
      }
      const PlacementTable& table = task_.table(piece);
      for (int placement = 0; placement < table.size(); ++placement) {
        auto cells = table.cells(placement);
        if (std::find(cells.begin(), cells.end(), floor) != cells.end()) ways.push_back(position(piece, placement));
      }
    }
    if (units) ways.push_back(fmt::format("(unit-at {} {})", kind_constant(kind), cell(floor)));
    return ways.empty() ? "(or)" : any_of(ways);
  }

  std::string goal(const Goal& g, Coord offset) const {
    std::vector<std::string> parts;
    switch (g.kind) {
      case Goal::Kind::At:
        return placed_at(g.piece, floors(g.cells, offset));
      case Goal::Kind::On: {
        std::vector<int> cells = floors(g.cells, offset);
        if (cells.empty()) return "(or)";
        for (int floor : cells) parts.push_back(covered_by(g.piece_kind, floor));
        return all_of(parts);
      }
      case Goal::Kind::AllOnGoal:
        return all_on_goal(g.piece_kind);
      case Goal::Kind::Inside: {
        const std::vector<bool> in = task_.region_floors(g.region);
        const PlacementTable& table = task_.table(g.piece);
        for (int placement = 0; placement < table.size(); ++placement) {
          auto cells = table.cells(placement);
          if (std::all_of(cells.begin(), cells.end(), [&](int floor) { return in[std::size_t(floor)]; }))
            parts.push_back(position(g.piece, placement));
        }
        return parts.empty() ? "(or)" : any_of(parts);
      }
      case Goal::Kind::Count:
        return count(g);
      case Goal::Kind::Shape:
        for (int dr = -task_.frame().rows(); dr <= task_.frame().rows(); ++dr)
          for (int dc = -task_.frame().cols(); dc <= task_.frame().cols(); ++dc) {
            std::vector<std::string> placed_parts;
            bool fits = true;
            for (const Goal& part : g.parts) {
              fits &= !floors(part.cells, Coord{dr, dc}).empty();
              placed_parts.push_back(goal(part, Coord{dr, dc}));
            }
            if (fits) parts.push_back(all_of(placed_parts));
          }
        return parts.empty() ? "(or)" : any_of(parts);
      case Goal::Kind::Not:
        return "(not " + goal(g.parts.front(), offset) + ")";
      case Goal::Kind::And:
      case Goal::Kind::Or:
        for (const Goal& part : g.parts) parts.push_back(goal(part, offset));
        if (parts.empty()) return g.kind == Goal::Kind::And ? "(and)" : "(or)";
        return g.kind == Goal::Kind::And ? all_of(parts) : any_of(parts);
    }
    return "(and)";
  }

  // Every piece of the kind on goal cells: no unit off them, every named piece on them.
  std::string all_on_goal(const std::string& kind) const {
    std::vector<std::string> parts;
    bool units = false;
    for (std::size_t p = 0; p < task_.pieces().size(); ++p) {
      const int piece = static_cast<int>(p);
      if (task_.pieces()[p].kind != kind) continue;
      units |= task_.pieces()[p].unit;
      if (!named(piece) && piece != task_.agent()) continue;
      std::vector<std::string> ways;
      const PlacementTable& table = task_.table(piece);
      for (int placement = 0; placement < table.size(); ++placement)
        if (table.on_goal(placement)) ways.push_back(position(piece, placement));
      parts.push_back(ways.empty() ? "(or)" : any_of(ways));
    }
    if (units)
      for (int floor = 0; floor < task_.frame().floor_count(); ++floor)
        if (!task_.frame().goal(floor))
          parts.push_back(fmt::format("(not (unit-at {} {}))", kind_constant(kind), cell(floor)));
    return parts.empty() ? "(and)" : all_of(parts);
  }

  // How many pieces of a kind are left: read from the counter when captures take them off; else
  // the number never changes and the condition is true or false from the start.
  std::string count(const Goal& g) const {
    const int total = pieces_of_kind(g.piece_kind);
    auto holds = [&](int left) {
      switch (g.relation) {
        case CountRelation::AtMost:
          return left <= g.count;
        case CountRelation::Exactly:
          return left == g.count;
        case CountRelation::AtLeast:
          return left >= g.count;
      }
      return false;
    };
    if (!counted_.count(g.piece_kind)) return holds(total) ? "(and)" : "(or)";
    std::vector<std::string> ways;
    for (int left = 0; left <= total; ++left)
      if (holds(left)) ways.push_back(fmt::format("(left {} n{})", kind_constant(g.piece_kind), left));
    return ways.empty() ? "(or)" : any_of(ways);
  }

  const Task& task_;
  const Domain& domain_;
  const bool placed_;
  bool diagonal_ = false;
  bool agent_ = false;
  std::set<std::string> regions_;
  std::set<std::string> counted_;
  std::string barred_;  // the rule being written: its one-way predicate, or empty
  std::vector<std::string> schemas_;
};

}  // namespace

bool lifted_pddl_applies(const Task& task) {
  const auto& rules = task.problem().domain.moves;
  return !rules.empty() && std::all_of(rules.begin(), rules.end(), [](const MoveRule& r) { return r.description; });
}

PddlFiles write_lifted_pddl(const Task& task) { return LiftedWriter(task).write(); }

}  // namespace polyplan
