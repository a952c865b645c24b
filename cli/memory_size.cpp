#include "cli/memory_size.hpp"

#include <fmt/format.h>

#include <cctype>
#include <cmath>
#include <cstdlib>

#include "parser/input_error.hpp"

namespace polyplan::cli {
namespace {

std::string upper(std::string text) {
  for (char& c : text) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
  return text;
}

}  // namespace

std::size_t parse_memory_size(const std::string& text, const std::string& option) {
  std::size_t end = 0;
  while (end < text.size() && std::isdigit(static_cast<unsigned char>(text[end]))) ++end;
  const std::size_t whole_digits = end;
  std::size_t fraction_digits = 0;
  if (end < text.size() && text[end] == '.') {
    ++end;
    while (end < text.size() && std::isdigit(static_cast<unsigned char>(text[end]))) ++end, ++fraction_digits;
  }
  // Units in any case, with or without the B (and the binary IEC spelling): 2g, 2G, 2GB, 2GiB.
  std::string unit = upper(text.substr(end));
  if (unit.size() == 3 && unit[1] == 'I' && unit[2] == 'B') unit.erase(1, 1);
  if (unit.size() == 2 && unit[1] == 'B') unit.pop_back();
  double scale = unit.empty() || unit == "B" ? 1.0
                 : unit == "K"               ? 1024.0
                 : unit == "M"               ? 1024.0 * 1024
                 : unit == "G"               ? 1024.0 * 1024 * 1024
                 : unit == "T"               ? 1024.0 * 1024 * 1024 * 1024
                                             : 0;
  double number =
      whole_digits + fraction_digits == 0 || whole_digits > 12 ? -1 : std::strtod(text.substr(0, end).c_str(), nullptr);
  double bytes = number * scale;
  if (number < 0 || scale == 0 || !std::isfinite(bytes) || bytes >= 1e18)
    throw InputError(Diagnostic::about(
        option, fmt::format("expected a size such as 500M, 2G or 1.5G (K, M, G, T in any case, B optional; 0: no "
                            "limit), got '{}'",
                            text)));
  return static_cast<std::size_t>(std::llround(bytes));
}

}  // namespace polyplan::cli
