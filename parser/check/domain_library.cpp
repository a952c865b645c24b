#include <fmt/format.h>
#include <fmt/ranges.h>

#include "parser/check/domain_library.hpp"

namespace polyplan {

const Domain* DomainLibrary::find(const std::string& name) const {
  for (const Domain& domain : domains_)
    if (domain.name == name) return &domain;
  return nullptr;
}

std::string DomainLibrary::names() const {
  std::vector<std::string> names;
  for (const Domain& domain : domains_) names.push_back(domain.name);
  return fmt::format("{}", fmt::join(names, ", "));
}

}  // namespace polyplan
