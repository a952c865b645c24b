// The built-in feature spaces, registered explicitly, one line per family.
#include "domains/feature_space.hpp"
#include "domains/sokoban/sokoban_features.hpp"

namespace polyplan {

const FeatureSpaceRegistry& feature_space_registry() { return writable_feature_space_registry(); }

FeatureSpaceRegistry& writable_feature_space_registry() {
  static FeatureSpaceRegistry registry = [] {
    FeatureSpaceRegistry spaces("feature space");
    spaces.add(sokoban_feature_space());
    spaces.add(sokoban_room_feature_space());
    spaces.add(sokoban_layer_feature_space());
    return spaces;
  }();
  return registry;
}

}  // namespace polyplan
