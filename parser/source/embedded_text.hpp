#pragma once
#include <string_view>
#include <vector>

namespace polyplan {

// A text file compiled into the binary (see cmake/EmbedText.cmake).
struct EmbeddedText {
  std::string_view name;
  std::string_view text;
};

}  // namespace polyplan
