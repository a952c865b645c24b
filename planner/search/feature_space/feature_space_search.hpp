#pragma once
#include <functional>

#include "domains/feature_space.hpp"
#include "domains/move_macro.hpp"
#include "domains/move_pruner.hpp"
#include "heuristics/heuristic.hpp"
#include "planner/search/search_result.hpp"

namespace polyplan {

struct FeatureSpaceSettings {
  FeatureSpace space;
  MovePruner prune;  // as for best-first search; empty: none
  MoveMacro macro;   // likewise
  bool reduce_symmetry = true;
  // What a visit of a cell takes: false, the state of least weight filed under the cell, which is
  // expanded whole; true, as FESS does, the move of least weight among the moves of the cell's
  // states (the state it makes is expanded at once, and its moves join that state's cell). The
  // latter makes a cell only when a move into it is taken, not whenever one is generated.
  bool visit_moves = false;
  // What an unadvised move weighs: false, 1 each; true, 0 when it moves the piece the move into
  // its state moved, 1 when it turns to another. A state's weight then counts the turns from one
  // piece to another rather than moves: a Sokoban box pushed on along any path weighs as one move,
  // as a box relocation, Festival's move, does, while the search still makes single pushes.
  bool weigh_turns = false;
  // Whether a move that the macros made (one that stands for several, such as Sokoban's packing
  // and hotspot moves) weighs 0, as Festival weighs its advisors' moves, rather than only when it
  // also lowers a feature the most.
  bool advise_macros = false;
  // Macros run after those above, whose moves weigh as plain moves whatever advise_macros says
  // (a macro that adds many moves per state, each a guess, e.g. Sokoban's far-trip).
  MoveMacro plain_macro;
  // Whether a child that a search before this one left a way to a goal from (the environment's
  // KnownRoutes, e.g. the states of a backward search) ends the search with that way.
  bool meet = false;
  // The finishing search: run from every state whose first feature (Sokoban's unpacked boxes) is
  // the least met so far, within its own limits; its plan after the path to that state ends the
  // search. Empty: none.
  std::function<SearchResult(Environment&, const SearchLimits&)> finish;
};

// FESS, the feature-space search of Shoham and Schaeffer (IEEE CoG 2020, the core of Festival),
// as polyplan builds it: every state reached is filed under its features (its cell of the
// feature space), and the search visits the cells in turn, one expansion per visit, each time
// the cell's state of least weight. A move's weight is 0 when it lowers one of the parent's
// features the most of all the parent's moves (an advisor's pick; ties to the smaller h), and 1
// otherwise; a state's weight is the sum along its path. So every combination of features met
// gets its share of the search however little it looks like progress by any one measure, and
// inside a cell the search follows the advisors first. The heuristic breaks ties of weight and
// prunes dead ends; plans are not optimal. The original visits moves, not states (the setting
// visit_moves), and has advisors of its own per feature; docs/sokoban.md says what differs and why.
SearchResult feature_space_search(Environment& environment, Heuristic* heuristic, const FeatureSpaceSettings& settings,
                                  const SearchLimits& limits);

}  // namespace polyplan
