#pragma once
// Everything a plugin includes: the puzzle view, move rules, heuristics, tie keys, move pruners,
// the registrar and the POLYPLAN_PLUGIN declaration.
#include "polyplan/plugin/api_version.hpp"
#include "polyplan/plugin/declaration.hpp"
#include "polyplan/plugin/heuristic.hpp"
#include "polyplan/plugin/move_pruner.hpp"
#include "polyplan/plugin/move_rule.hpp"
#include "polyplan/plugin/puzzle.hpp"
#include "polyplan/plugin/registrar.hpp"
#include "polyplan/plugin/tie_key.hpp"
