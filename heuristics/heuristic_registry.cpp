#include "heuristics/heuristic_registry.hpp"

#include "heuristics/domain_independent/blind.hpp"
#include "heuristics/domain_independent/goal_count.hpp"
#include "heuristics/flying_block/class_heuristics.hpp"
#include "heuristics/flying_block/general.hpp"
#include "heuristics/flying_block/primitive.hpp"
#include "heuristics/pdb/pdb_heuristic.hpp"
#include "heuristics/relaxation/ff_heuristic.hpp"
#include "heuristics/relaxation/hadd_heuristic.hpp"
#include "heuristics/relaxation/hmax_heuristic.hpp"
#include "heuristics/relaxation/lm_cut_heuristic.hpp"
#include "heuristics/sokoban/sokoban_heuristics.hpp"
#include "heuristics/tiles/tile_heuristics.hpp"

namespace polyplan {

const HeuristicRegistry& heuristic_registry() { return writable_heuristic_registry(); }

HeuristicRegistry& writable_heuristic_registry() {
  static HeuristicRegistry registry = [] {
    HeuristicRegistry heuristics("heuristic");
    heuristics.add(blind_heuristic_plugin());
    heuristics.add(goal_count_heuristic_plugin());
    heuristics.add(primitive_heuristic_plugin());
    heuristics.add(primitive_published_heuristic_plugin());
    heuristics.add(general_heuristic_plugin());
    for (HeuristicPlugin& plugin : class_heuristic_plugins()) heuristics.add(std::move(plugin));
    heuristics.add(target_path_heuristic_plugin());
    heuristics.add(vacancy_heuristic_plugin());
    heuristics.add(misplaced_heuristic_plugin());
    heuristics.add(manhattan_heuristic_plugin());
    heuristics.add(linear_conflict_heuristic_plugin());
    heuristics.add(sequence_score_heuristic_plugin());
    heuristics.add(tile_pdb_heuristic_plugin());
    heuristics.add(tile_pdb_reduced_heuristic_plugin());
    heuristics.add(deadlocks_heuristic_plugin());
    heuristics.add(box_distance_heuristic_plugin());
    heuristics.add(emm_heuristic_plugin());
    heuristics.add(intermediate_goals_heuristic_plugin());
    heuristics.add(pattern_database_heuristic_plugin());
    heuristics.add(hmax_heuristic_plugin());
    heuristics.add(hadd_heuristic_plugin());
    heuristics.add(ff_heuristic_plugin());
    heuristics.add(lm_cut_heuristic_plugin());
    return heuristics;
  }();
  return registry;
}

}  // namespace polyplan
