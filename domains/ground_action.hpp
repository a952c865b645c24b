#pragma once
#include <string>
#include <vector>

namespace polyplan {

// A move written out as a STRIPS action over named facts: what translations to PDDL (and any
// other planner format) are built from. Facts are PDDL atoms such as "(at p2 p2-l7)".
struct GroundAction {
  std::string name;
  std::vector<std::string> preconditions;
  std::vector<std::string> adds;
  std::vector<std::string> deletes;
  int cost = 1;
  // A step or the end of a move that an earlier action began and locked (a walk): it needs the
  // move's lock, where every other action needs (idle) once some move is locked (GroundModel).
  bool continues_a_move = false;
};

// The names the rules share, so that their actions talk about the same facts.
struct GroundNames {
  static std::string piece(int piece);
  static std::string placement(int piece, int placement);
  static std::string cell(int floor);
  static std::string kind(const std::string& kind);
  static std::string at(int piece, int placement);                 // non-unit pieces
  static std::string free(int floor);                              // no piece and no agent on the cell
  static std::string occupied(int floor);                          // the opposite (kept by GroundModel)
  static std::string unit_at(const std::string& kind, int floor);  // interchangeable units
  static std::string agent_at(int floor);
  // No move is in progress: true in every state a search meets, where some move is a sequence of
  // actions under a lock.
  static std::string idle();
  // The lock of a move in progress of the piece whose position fact is `position`: it follows the
  // piece (a unit has no name) and is renamed with it where pieces share position facts.
  static std::string moving(const std::string& position);
  // `count` pieces of the kind are left on the board (for goals that count them).
  static std::string left(const std::string& kind, int count);
  static std::string count(int count);
};

class Task;

// The fact that says where a piece is: `(at p pl)`, for a unit the kind on its one cell, for the
// agent `(agent-at c)`.
std::string position_fact(const Task& task, int piece, int placement);

// Whether `piece` is the one of its interchangeable group that stands for all (or has no group):
// ground actions are written once per group, since facts do not tell units apart.
bool represents_its_group(const Task& task, int piece);

// A piece moving from one placement to another; `entered` are the cells that must be free on
// the way (for a straight slide, every cell the piece passes).
GroundAction relocation(const Task& task, std::string name, int piece, int from, int to,
                        const std::vector<int>& entered);

// One piece's change of placement within a move; `to` is its table's off_board() when the move
// takes it off the board.
struct PlacementChange {
  int piece;
  int from;
  int to;
};

// One move that changes several pieces at once (an agent and the pieces it pushes or pulls, a hop
// and its capture, a piece leaving by an exit): each position fact goes from `from` to `to`; the
// cells covered after and not before, and the `passed` cells, must be free before; free facts follow
// the cells. A fact both deleted and added (a unit of a row taking the place of the next) is left
// alone, so that the action reads the same as a STRIPS action and as PDDL.
GroundAction simultaneous_relocation(const Task& task, std::string name, const std::vector<PlacementChange>& changes,
                                     const std::vector<int>& passed, int cost);

}  // namespace polyplan
