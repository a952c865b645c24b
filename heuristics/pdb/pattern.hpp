#pragma once
#include <cstdint>
#include <string>
#include <vector>

#include "translator/task.hpp"

namespace polyplan {

// The pieces a pattern database keeps: real piece indices, ascending. Every other piece is
// removed from the board. Interchangeable units may be kept in part: keeping k of a group's n
// units lists the group's first k units here, and the database is consulted once for every way
// of choosing which k units of a real state play them (unit_choices.hpp).
using Pattern = std::vector<int>;

// Table entries a pattern needs: the product of its pieces' placement counts (one mixed-radix
// digit per piece), or UINT64_MAX when that does not fit 64 bits.
std::uint64_t pattern_entries(const Task& task, const Pattern& pattern);

// The pattern named by `names` (space separated piece names, e.g. "T a b"). A unit's name given
// m times keeps m units of that name ("$ $" keeps two boxes). The push agent is kept whether it
// is named or not: without it no push can happen. Throws InputError for a name no piece has, a
// piece named twice, or more units than there are.
Pattern named_pattern(const Task& task, const std::string& names);

// The pattern chosen when none is named (docs/pattern-databases.md): the agent, then the pieces
// the goal is about in the reading order of their goal cells (units one at a time), then the
// other pieces nearest the goal first, each added only while the table stays within `budget`
// entries. Where every piece stays as a blocker (blocker_problem.hpp): the agent and the pieces
// the goal names.
Pattern automatic_pattern(const Task& task, std::uint64_t budget);

// "T a b", for messages and progress lines.
std::string pattern_names(const Task& task, const Pattern& pattern);

}  // namespace polyplan
