#pragma once
#include "domains/feature_space.hpp"

namespace polyplan {

// Sokoban's feature space for FESS (Shoham and Schaeffer's features, as far as polyplan has the
// pieces): every feature counts something a solution must bring to zero, or that stands in its
// way, so a move that lowers one is worth trying first.
//  - unpacked: boxes not yet packed. A goal room (goal_rooms.hpp) counts the boxes on the prefix
//    of its packing order that is filled; a goal outside the rooms counts when it holds a box.
//  - out-of-plan: boxes in a goal room off that prefix: each one walls off goals the order fills
//    earlier, so it will have to come out again.
//  - regions: the parts the agent's floor is cut into by boxes, less one (Festival's
//    connectivity): a box that joins two parts opens the level up for every other box.
//  - doors: boxes standing in a one-wide passage (walls on both sides across it), which cuts the
//    rooms on either side apart (a stand-in for Festival's room connectivity).
FeatureSpacePlugin sokoban_feature_space();
// The same space with Festival's room connectivity (room_links.hpp) as the fourth feature,
// room-links, in place of doors: the links between rooms that boxes obstruct.
FeatureSpacePlugin sokoban_room_feature_space();
// The same space with unpacked and out-of-plan counted by the rooms' packing layers
// (packing_order.hpp): a box counts as packed on any goal of the first layer not yet full once
// the layers before it are, so a room with several entrances can be filled from each side.
FeatureSpacePlugin sokoban_layer_feature_space();

}  // namespace polyplan
