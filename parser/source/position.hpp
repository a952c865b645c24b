#pragma once
#include <cstdint>

namespace polyplan {

// A place in a source file. `line` and `column` are 1-based and count characters (UTF-8 code
// points), so carets line up under what the user sees; line 0 means "no position" (for inputs
// that are not text, such as command-line options).
struct Position {
  std::uint32_t offset = 0;
  std::uint32_t line = 0;
  std::uint32_t column = 0;

  bool known() const { return line != 0; }
  friend bool operator==(const Position&, const Position&) = default;
};

}  // namespace polyplan
