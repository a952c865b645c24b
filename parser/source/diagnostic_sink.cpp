#include "parser/source/diagnostic_sink.hpp"

#include <algorithm>

namespace polyplan {

void DiagnosticSink::throw_if_any() {
  if (diagnostics_.empty()) return;
  // Checks run in passes (board, goal, target); users read errors in source order.
  std::stable_sort(diagnostics_.begin(), diagnostics_.end(), [](const Diagnostic& a, const Diagnostic& b) {
    if (a.file != b.file) return a.file < b.file;
    return a.position.offset < b.position.offset;
  });
  throw InputError(std::move(diagnostics_));
}

}  // namespace polyplan
