#include "parser/input_error.hpp"

#include <fmt/format.h>

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
  out += line_text + "\n";
  // Copy tabs from the quoted line so the caret stays under the character whatever the tab width.
  std::uint32_t column = 1;
  for (std::size_t i = 0; i < line_text.size() && column < position.column; ++i) {
    unsigned char byte = static_cast<unsigned char>(line_text[i]);
    if ((byte & 0xC0) == 0x80) continue;
    out += byte == '\t' ? '\t' : ' ';
    ++column;
  }
  for (; column < position.column; ++column) out += ' ';
  return out + "^\n";
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
