// The built-in tie keys, registered explicitly (a static library can drop self-registering
// objects; a list cannot be dropped): the generic ones, then one line per family key.
#include "domains/flying_block/vertical_distance_key.hpp"
#include "domains/generic_tie_keys.hpp"
#include "domains/sokoban/orders/goal_order_keys.hpp"
#include "domains/tie_key.hpp"

namespace polyplan {

const TieKeyRegistry& tie_key_registry() { return writable_tie_key_registry(); }

TieKeyRegistry& writable_tie_key_registry() {
  static TieKeyRegistry registry = [] {
    TieKeyRegistry keys("tie-breaking key");
    for (TieKeyPlugin& key : generic_tie_keys()) keys.add(std::move(key));
    keys.add(vertical_distance_tie_key());
    keys.add(fill_order_tie_key());
    keys.add(level_order_tie_key());
    return keys;
  }();
  return registry;
}

}  // namespace polyplan
