#include "cli/number_options.hpp"

#include <cerrno>
#include <cmath>
#include <cstdlib>

#include <fmt/format.h>

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

CLI::Validator threads_check() {
  return CLI::Validator(
      [](std::string& text) -> std::string {
        const std::string expected = fmt::format("expected a whole number of threads from 1 to {}", kMaxThreads);
        bool digits = !text.empty() && text.size() <= 9;
        for (char c : text) digits = digits && c >= '0' && c <= '9';
        if (!digits) return "error: " + expected + ", got '" + text + "'";
        const unsigned long value = std::strtoul(text.c_str(), nullptr, 10);
        if (value < 1 || value > kMaxThreads) return "error: " + expected + ", got " + text;
        return "";
      },
      "N");
}

std::string threads_help() {
  return fmt::format(
      "stages of a portfolio run at once, each on a thread of its own, 1 to {} (1, the default: one after "
      "another); the first to solve the problem or prove it unsolvable stops the others (docs/search.md)",
      kMaxThreads);
}

}  // namespace polyplan::cli
