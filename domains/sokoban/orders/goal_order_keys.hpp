#pragma once
#include "domains/tie_key.hpp"

namespace polyplan {

// The goal orders as tie keys, larger scores first: Pereira et al.'s fill order F and the Sokoban
// tie-breaking paper's level order L (fill_order.hpp, level_order.hpp, docs/sokoban.md).
TieKeyPlugin fill_order_tie_key();
TieKeyPlugin level_order_tie_key();

}  // namespace polyplan
