#pragma once
#include <string>
#include <vector>

#include "domains/environment.hpp"

namespace polyplan {

// The task as STRIPS facts and actions with numbered facts: what the delete-relaxation heuristics
// read and the grounded PDDL writer writes, one model so that the two cannot drift apart. Built
// from every rule's ground actions (MoveGenerator::ground_actions: a move from a placement with
// the cells it needs vacant), then cut to what relaxed reachability from the initial state can
// ever reach: every real state is reachable from there, so no action or fact it drops can matter
// to a state a search meets. Named pieces that nothing tells apart (interchangeable_pieces: what a
// search's piece symmetry sorts) share their position facts, as units do, since a search may hand
// over a state with their placements permuted.
// Where a rule cannot be written as ground actions yet, throws the rule's InputError, or, for a
// heuristic (`heuristic` names it), NotApplicable with the rule's reason.
class GroundModel {
 public:
  struct Action {
    std::string name;
    std::vector<int> preconditions;
    std::vector<int> adds;
    std::vector<int> deletes;
    int cost = 1;
  };

  explicit GroundModel(const Environment& environment, const std::string& heuristic = "");

  const std::vector<std::string>& fact_names() const { return fact_names_; }
  const std::vector<Action>& actions() const { return actions_; }
  // The facts a state makes true: where each piece is (a unit as its kind on its cell), the agent,
  // the free cells (and the occupied ones, where some action needs them), (idle) where some move
  // is a sequence of actions under a lock, and how many pieces of each counted kind are left
  // (piece_counters.hpp). Ascending; `out` is replaced. A fact the reachability cut dropped is left
  // out (no reachable state has it).
  void facts_of(StateView state, std::vector<int>& out) const;
  // Whether some move is a sequence of actions under a lock, so that (idle) holds in every state a
  // search meets and belongs to the goal.
  bool locks_moves() const { return idle_fact_ >= 0; }
  // The name of the fact that puts `piece` at `placement` (shared within interchangeable pieces).
  std::string position_fact_name(int piece, int placement) const;
  // The id of the fact that puts `piece` at `placement`; -1 off the board or where no reachable
  // state has it.
  int position_fact_id(int piece, int placement) const {
    const std::vector<int>& facts = position_fact_[std::size_t(piece)];
    return std::size_t(placement) < facts.size() ? facts[std::size_t(placement)] : -1;
  }

 private:
  const Task& task_;
  std::vector<std::string> fact_names_;
  std::vector<Action> actions_;
  // Per piece and placement, the id of its position fact (the agent's `agent-at`; -1 when no
  // reachable state has it); per floor cell, its free fact.
  std::vector<std::vector<int>> position_fact_;
  std::vector<int> free_fact_;
  std::vector<int> occupied_fact_;  // per floor cell, where some action needs cells occupied
  std::vector<int> alias_;          // per piece: the piece whose position facts it shares (itself, mostly)
  int idle_fact_ = -1;
  // Per counted kind: its pieces, and the fact of each count left (index: the count; -1 when cut).
  struct Counter {
    std::vector<int> pieces;
    std::vector<int> facts;
  };
  std::vector<Counter> counters_;
  // Scratch of facts_of (which floor cells a state covers), kept so that it allocates nothing.
  mutable std::vector<bool> covered_;
};

}  // namespace polyplan
