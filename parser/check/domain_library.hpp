#pragma once
#include <string>
#include <vector>

#include "parser/model/domain.hpp"
#include "parser/model/move_rule_schema.hpp"

namespace polyplan {

// The domains a problem may name: the built-in ones (shipped as .pzl text) plus those defined in
// the files being loaded. Holds the rule catalog the domains were checked against.
class DomainLibrary {
 public:
  explicit DomainLibrary(const RuleCatalog& rules) : rules_(&rules) {}

  const RuleCatalog& rules() const { return *rules_; }
  const Domain* find(const std::string& name) const;
  void add(Domain domain) { domains_.push_back(std::move(domain)); }
  const std::vector<Domain>& domains() const { return domains_; }
  std::string names() const;

 private:
  const RuleCatalog* rules_;
  std::vector<Domain> domains_;
};

}  // namespace polyplan
