// The families that register classes or explanations, explicitly, one line each.
#include "domains/family.hpp"
#include "domains/flying_block/flying_block_family.hpp"
#include "domains/sokoban/sokoban_family.hpp"
#include "domains/tiles/sliding_tiles_family.hpp"

namespace polyplan {

const FamilyRegistry& family_registry() {
  static const FamilyRegistry registry = [] {
    FamilyRegistry families("family");
    families.add(flying_block_family());
    families.add(sliding_tiles_family());
    families.add(sokoban_family());
    return families;
  }();
  return registry;
}

}  // namespace polyplan
