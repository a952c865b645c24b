#include "parser/input_error.hpp"

#include <fmt/format.h>

#include "parser/source/quoted_line.hpp"

namespace polyplan {

Diagnostic Diagnostic::at(const SourceFile& source, Position where, std::string message) {
  return Diagnostic{source.name(), where, std::move(message), std::string(source.line_text(where.line))};
}

Diagnostic Diagnostic::about(std::string file_or_field, std::string message) {
  return Diagnostic{std::move(file_or_field), Position{}, std::move(message), {}};
}

std::string Diagnostic::headline() const {
  const char* severity = warning ? "warning" : "error";
  if (!position.known()) return fmt::format("{}: {}: {}", file, severity, message);
  return fmt::format("{}:{}:{}: {}: {}", file, position.line, position.column, severity, message);
}

std::string Diagnostic::format() const {
  std::string out = headline() + "\n";
  if (!position.known()) return out;
  QuotedLine quoted = quote_line(line_text, position.column);
  return out + quoted.text + "\n" + quoted.caret + "\n";
}

static std::string join_formatted(const std::vector<Diagnostic>& diagnostics) {
  std::string out;
  for (const auto& diagnostic : diagnostics) out += diagnostic.format();
  return out;
}

InputError::InputError(Diagnostic diagnostic) : InputError(std::vector<Diagnostic>{std::move(diagnostic)}) {}

InputError::InputError(std::vector<Diagnostic> diagnostics)
    : std::runtime_error(diagnostics.empty() ? "input error" : diagnostics.front().headline()),
      diagnostics_(std::move(diagnostics)) {}

std::string InputError::format() const { return join_formatted(diagnostics_); }

}  // namespace polyplan
