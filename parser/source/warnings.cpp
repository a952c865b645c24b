#include "parser/source/warnings.hpp"

namespace polyplan {
namespace {

thread_local std::vector<Diagnostic> pending;

}  // namespace

void warn(Diagnostic diagnostic) {
  diagnostic.warning = true;
  pending.push_back(std::move(diagnostic));
}

std::vector<Diagnostic> take_warnings() {
  std::vector<Diagnostic> taken;
  taken.swap(pending);
  return taken;
}

}  // namespace polyplan
