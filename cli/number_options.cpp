#include "cli/number_options.hpp"

#include <cerrno>
#include <cmath>
#include <cstdlib>

namespace polyplan::cli {

CLI::Validator seconds_check(bool zero_is_none) {
  return CLI::Validator(
      [zero_is_none](std::string& text) -> std::string {
        const std::string expected = zero_is_none ? "expected seconds, a positive number (or 0 for no limit)"
                                                  : "expected seconds, a positive number";
        char* end = nullptr;
        errno = 0;
        double value = std::strtod(text.c_str(), &end);
        if (text.empty() || end != text.c_str() + text.size() || errno == ERANGE || !std::isfinite(value))
          return "error: " + expected + ", got '" + text + "'";
        if (value < 0 || (value == 0 && !zero_is_none)) return "error: " + expected + ", got " + text;
        return "";
      },
      "SECONDS");
}

CLI::Validator count_check(bool zero_is_none) {
  return CLI::Validator(
      [zero_is_none](std::string& text) -> std::string {
        const std::string expected = zero_is_none ? "expected a whole number of expansions (or 0 for no limit)"
                                                  : "expected a positive whole number";
        bool digits = !text.empty() && text.size() <= 18;
        for (char c : text) digits = digits && c >= '0' && c <= '9';
        if (!digits) return "error: " + expected + ", got '" + text + "'";
        if (!zero_is_none && std::strtoull(text.c_str(), nullptr, 10) == 0)
          return "error: " + expected + ", got " + text;
        return "";
      },
      "N");
}

}  // namespace polyplan::cli
