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
};

class Task;

// The fact that says where a piece is: `(at p pl)`, or for a unit the kind on its one cell.
std::string position_fact(const Task& task, int piece, int placement);

// Whether `piece` is the one of its interchangeable group that stands for all (or has no group):
// ground actions are written once per group, since facts do not tell units apart.
bool represents_its_group(const Task& task, int piece);

// A piece moving from one placement to another; `entered` are the cells that must be free on
// the way (for a straight slide, every cell the piece passes).
GroundAction relocation(const Task& task, std::string name, int piece, int from, int to,
                        const std::vector<int>& entered);

}  // namespace polyplan
