#include "cli/memory_size.hpp"

#include <fmt/format.h>

#include <cctype>

#include "parser/input_error.hpp"

namespace polyplan::cli {

std::size_t parse_memory_size(const std::string& text, const std::string& option) {
  std::size_t digits = 0;
  while (digits < text.size() && std::isdigit(static_cast<unsigned char>(text[digits]))) ++digits;
  std::string unit = text.substr(digits);
  std::size_t scale = unit.empty() || unit == "B" ? 1
                      : unit == "K" || unit == "KB" ? std::size_t(1) << 10
                      : unit == "M" || unit == "MB" ? std::size_t(1) << 20
                      : unit == "G" || unit == "GB" ? std::size_t(1) << 30
                                                    : 0;
  if (digits == 0 || scale == 0 || digits > 12)
    throw InputError(Diagnostic::about(option, fmt::format("expected a size such as 500M or 2G, got '{}'", text)));
  return std::stoull(text.substr(0, digits)) * scale;
}

}  // namespace polyplan::cli
