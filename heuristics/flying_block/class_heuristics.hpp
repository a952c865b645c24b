#pragma once
#include "heuristics/heuristic_plugin.hpp"

namespace polyplan {

// The Flying Block paper's class heuristics (Table 1, Sections 5.4-5.9), with each term read in
// the strongest way we can prove admissible and consistent (docs/flying-block-heuristics.md):
// the vertical distance d (or d_v, or d_v + R + F) is the target's relaxed distance D of
// TargetPath, and the blocking pieces P_X are the pieces on the target's must-cover cells.
//   class-b, class-d, class-e, class-f: D + sum ceil(g_p / k)      (d, d_v exact; delta of E is 0)
//   class-c: 2 D - M, for k = 1                                   (M: the target can advance now)
//   class-g: D
// class-c-published is the authors' domino heuristic, which counts the side change F twice.
std::vector<HeuristicPlugin> class_heuristic_plugins();

// polyplan's own heuristic for the sliding regime: the minimum over relaxed target walks of
// T + max(G, B), T the walk's steps, G the moves of other pieces it forces (GapFrontier,
// StepClearance), B the blockers' own moves (see the docs). With one vacant cell it also takes
// the vacancy table's cost when the table fits its `vacancy` option.
HeuristicPlugin target_path_heuristic_plugin();
// The vacancy table alone (VacancyTable): one vacant cell only.
HeuristicPlugin vacancy_heuristic_plugin();

}  // namespace polyplan
