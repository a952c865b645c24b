#pragma once
#include <string>
#include <vector>

#include "parser/model/domain.hpp"
#include "parser/model/grid.hpp"

namespace polyplan {

struct Piece {
  std::string name;  // the glyph or token that draws it
  std::string kind;
  bool unit = false;         // interchangeable with every other unit of its kind
  std::vector<Coord> cells;  // sorted row-major
  friend bool operator==(const Piece&, const Piece&) = default;
};

// Goals after checking: board goals are already turned into one `at` per piece shown.
// How a count goal compares the pieces of a kind left on the board with its bound.
enum class CountRelation { AtMost, Exactly, AtLeast };
const char* to_string(CountRelation relation);  // <=, =, >=
// Whether `count` pieces meet the relation to `bound`.
bool count_holds(int count, CountRelation relation, int bound);

struct Goal {
  // At: the piece covers exactly these cells. AllOnGoal: every piece of a kind on goal cells.
  // On: every cell listed is covered by a piece of a kind. Inside: the piece lies inside a region.
  // Count: how many pieces of a kind are left on the board. Shape: the parts (At and On goals,
  // cells as drawn) hold together after one translation of the board (Atomix: the molecule
  // anywhere). And, Or, Not: combinations (Not has one part).
  enum class Kind { At, AllOnGoal, And, Or, Not, On, Inside, Count, Shape };
  Kind kind = Kind::And;
  int piece = -1;                                  // At, Inside: index into Problem::pieces
  std::vector<Coord> cells;                        // At, On: sorted row-major
  std::string piece_kind;                          // AllOnGoal, On, Count
  std::vector<Goal> parts;                         // And, Or, Not, Shape
  std::string region;                              // Inside
  CountRelation relation = CountRelation::AtMost;  // Count
  int count = 0;                                   // Count
  friend bool operator==(const Goal&, const Goal&) = default;

  // Whether the goal is a conjunction of At and AllOnGoal goals, the forms every heuristic reads.
  bool placements_only() const;
};

// Cells the legend puts in a named region (ice, an exit, cells a kind may not enter).
struct Region {
  std::string name;
  std::vector<Coord> cells;  // sorted row-major
  friend bool operator==(const Region&, const Region&) = default;
};

// A checked problem: what every importer and the .pzl checker produce, and what the translator
// grounds. Equality is structural so that a round trip through `convert` can be tested whole.
struct Problem {
  std::string name;
  Domain domain;
  Grid frame;
  std::vector<Piece> pieces;  // in order of first appearance, row-major
  std::vector<int> target;    // indices of the pieces the goal is about
  Goal goal;
  std::vector<Region> regions;  // by name; only the regions the legend draws
  std::string origin;           // where it came from (path and selector), for messages; not compared
  friend bool operator==(const Problem& a, const Problem& b) {
    return a.name == b.name && a.domain == b.domain && a.frame == b.frame && a.pieces == b.pieces &&
           a.target == b.target && a.goal == b.goal && a.regions == b.regions;
  }

  int find_piece(const std::string& name) const;        // -1 when absent
  const Region* region(const std::string& name) const;  // nullptr when the legend draws none
  int vacant_cells() const;                             // floor cells no piece covers (k)
};

}  // namespace polyplan
