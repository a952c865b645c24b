#pragma once
#include "planner/search/search_plugin.hpp"

namespace polyplan {

// Several searches in turn on one task (run_portfolio).
SearchPlugin portfolio_search_plugin();

}  // namespace polyplan
