#pragma once
#include <string>
#include <vector>

#include "parser/model/grid.hpp"

namespace polyplan {

// A move rule written in the domain file instead of chosen from the built-in ones: the vocabulary
// of docs/language.md, "Writing a new family". Ludii's move ludemes are the model: a few ways to
// travel (step, slide, walk, hop, and an agent's push and pull), a set of directions, and a cost,
// composed, so that Lunar Lockout, Ricochet Robots, Klotski's metrics, Rush Hour, peg solitaire
// and Sokoban's variants are data, not code. The interpreter is
// domains/rules/described_move.cpp; the checker reads the text (parser/check/move_description_check).

// How one move takes a piece from where it is to where it stops.
enum class Travel {
  Step,   // one cell in one of the directions
  Slide,  // a straight line in one direction, through vacant floor
  Walk,   // any path of steps through vacant floor, as one move
  Hop,    // over an adjacent piece into the vacant cell beyond it, perhaps capturing it
  Push,   // the rule's agent steps, pushing a chain of pieces in front of it
  Pull,   // the rule's agent steps, pulling the piece behind it along
  Fly,    // lifted and put down anywhere it fits, turned and mirrored when allowed
};

// The directions a piece travels in. Axis: along the line its cells lie on (a 1xN piece
// horizontally, an Nx1 one vertically; a piece as tall as wide along both).
enum class DirectionSet { Orthogonal, Diagonal, All, Axis };

// What a move costs: `cost` per move, or `cost` for every cell the piece travels.
enum class CostUnit { Move, Cell };

// The headings a one-way region may name, in the order of the interpreter's directions: left,
// up, right, down, then the diagonals up-left, up-right, down-right, down-left.
const std::vector<std::string>& heading_names();
// The step (rows, columns) of each heading, in the same order.
Coord heading_step(int heading);

// Cells of `region` that a piece may enter only while travelling toward `heading` (an index
// into heading_names()): arrows on the floor.
struct OneWayRegion {
  std::string region;
  int heading = 0;
  friend bool operator==(const OneWayRegion&, const OneWayRegion&) = default;
};

struct MoveDescription {
  Travel travel = Travel::Step;
  // Slide: the most cells one move goes (0: any). A slide may stop at every cell up to it.
  int distance = 0;
  // Slide: it goes on until the next cell is blocked and stops only there.
  bool until_blocked = false;
  // Until blocked: what blocks. A piece in the way, and the frame's walls and edge. When walls do
  // not stop it, a slide that would reach one without meeting a piece first leaves the board
  // and is not a move (Lunar Lockout).
  bool pieces_stop = true;
  bool walls_stop = true;
  // Hop: the kinds a piece may hop over, and whether the hopped piece is taken off the board.
  std::vector<std::string> over{};
  bool capture = false;
  // Push, Pull: the kinds the agent moves, and how many pieces in a row one push moves.
  std::vector<std::string> pieces{};
  int chain = 1;
  // Fly: whether a piece may land turned by quarter turns, and mirrored.
  bool rotate = false;
  bool reflect = false;
  // Regions (drawn by each problem's legend): a slide goes on through `through` and stops on the
  // first cell outside it; the rule's pieces never enter `avoid`; a piece that ends a move on a
  // cell of `exit` leaves the board. Empty: none.
  std::string through{};
  std::string avoid{};
  std::string exit{};
  std::vector<OneWayRegion> one_way{};
  DirectionSet directions = DirectionSet::Orthogonal;
  int cost = 1;
  CostUnit per = CostUnit::Move;
  friend bool operator==(const MoveDescription&, const MoveDescription&) = default;

  // Whether the moves are those of a straight slide of `distance` cells at most (1: a step) in
  // the four orthogonal directions, each costing 1: what RuleTraits call a Straight path.
  bool straight_unit_moves() const;
  // Whether a move needs another piece where it is (a slide stopped by pieces, a hop).
  bool needs_other_pieces() const;
  // The regions the description names.
  std::vector<std::string> regions() const;
  // The description as the file would write it, canonical: `:go (slide :until blocked) ...`.
  std::string text() const;
};

const char* to_string(Travel travel);
const char* to_string(DirectionSet directions);
const char* to_string(CostUnit unit);

}  // namespace polyplan
