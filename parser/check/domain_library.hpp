#pragma once
#include <string>
#include <string_view>
#include <vector>

#include "parser/model/domain.hpp"
#include "parser/model/move_rule_schema.hpp"
#include "parser/plugins/registry.hpp"

namespace polyplan {

// The domains a problem may name: the built-in ones (shipped as .pzl text) plus those defined in
// the files being loaded, by name. Holds the rule catalog the domains were checked against.
class DomainLibrary : public Registry<Domain> {
 public:
  explicit DomainLibrary(const RuleCatalog& rules) : Registry("domain"), rules_(&rules) {}

  const RuleCatalog& rules() const { return *rules_; }

 private:
  const RuleCatalog* rules_;
};

// Said after the known names when a domain or a move rule is unknown: the name may be that of a
// plugin that is not loaded, and nothing else tells the user that plugins exist.
inline constexpr std::string_view kPluginMayAddIt =
    "a plugin may add it (load plugins with --plugin-dir DIR or POLYPLAN_PLUGIN_PATH, see docs/plugins.md)";

}  // namespace polyplan
