#pragma once
#include <vector>

#include "parser/input_error.hpp"

namespace polyplan {

// Collects several diagnostics so that a user sees every semantic error of a file at once.
class DiagnosticSink {
 public:
  void error(Diagnostic diagnostic) { diagnostics_.push_back(std::move(diagnostic)); }
  bool empty() const { return diagnostics_.empty(); }
  void throw_if_any();

 private:
  std::vector<Diagnostic> diagnostics_;
};

}  // namespace polyplan
