// The families' own engines, registered explicitly, one line per engine. Defined here, beside the
// engines, so that the searches (planner/search/) know only family_engine.hpp.
#include "planner/family_engines/sliding_tiles_ida_star.hpp"
#include "planner/search/family_engine.hpp"

namespace polyplan {

const FamilyEngineRegistry& family_engine_registry() {
  static const FamilyEngineRegistry registry = [] {
    FamilyEngineRegistry engines("family engine");
    engines.add(sliding_tiles_ida_star());
    return engines;
  }();
  return registry;
}

}  // namespace polyplan
