#pragma once
#include <string>
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

}  // namespace polyplan
