#pragma once
#include <boost/dll/alias.hpp>

#include "polyplan/plugin/api_version.hpp"
#include "polyplan/plugin/registrar.hpp"

namespace polyplan::plugin {

// The one thing a plugin exports. polyplan reads api_version first (it stays the first member in
// every version, so a mismatch can always be read) and calls register_plugin only when it equals
// its own kApiVersion. Plain data, so that reading it needs no C++ ABI agreement.
struct Declaration {
  int api_version;
  const char* name;
  const char* version;
  void (*register_plugin)(Registrar& registrar);
};

}  // namespace polyplan::plugin

// Declares the plugin: its name, its version and the function that registers what it adds. Use
// it once, at namespace scope, in one source file of the plugin. It exports the declaration under
// the symbol name `polyplan_plugin` (Boost.DLL's alias section), which is what polyplan looks up.
#define POLYPLAN_PLUGIN(NAME, VERSION, REGISTER)                                                               \
  namespace polyplan_plugin_declaration_ns {                                                                   \
  const ::polyplan::plugin::Declaration declaration{::polyplan::plugin::kApiVersion, NAME, VERSION, REGISTER}; \
  }                                                                                                            \
  BOOST_DLL_ALIAS(polyplan_plugin_declaration_ns::declaration, polyplan_plugin)
