#pragma once

// The version of the plugin interface in these headers. A plugin records the value it was built
// with in its declaration, and polyplan refuses a plugin whose value differs from its own: the
// interfaces below are C++ classes, so a plugin built against other headers would call through
// the wrong virtual tables. Raise it whenever any header in polyplan/plugin/ changes.
//
// The macro exists so that a test can build a deliberately mismatched plugin
// (-DPOLYPLAN_PLUGIN_API_VERSION=...); plugins should never set it.
#ifndef POLYPLAN_PLUGIN_API_VERSION
#define POLYPLAN_PLUGIN_API_VERSION 3
#endif

namespace polyplan::plugin {

inline constexpr int kApiVersion = POLYPLAN_PLUGIN_API_VERSION;

}  // namespace polyplan::plugin
