#include "parser/check/domain_library.hpp"

namespace polyplan {

const Domain* DomainLibrary::find(const std::string& name) const {
  for (const Domain& domain : domains_)
    if (domain.name == name) return &domain;
  return nullptr;
}

std::string DomainLibrary::names() const {
  std::string out;
  for (const Domain& domain : domains_) out += (out.empty() ? "" : ", ") + domain.name;
  return out;
}

}  // namespace polyplan
