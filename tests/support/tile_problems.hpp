#pragma once
// Sliding-tile problems for tests: a 3 x 3 board and goal written as rows, or one Korf-format
// instance line ("id t0 t1 ...", goal: blank first, then the tiles in order).
#include <optional>
#include <string>
#include <utility>

#include "domains/domain_registry.hpp"
#include "parser/load.hpp"

namespace polyplan::test_support {

// Rows separated by '/', blank '.', e.g. eight_puzzle("351/7.6/482", ".12/345/678").
inline Problem eight_puzzle(const std::string& board, const std::string& goal) {
  auto rows = [](const std::string& text) {
    std::string out;
    for (char c : text) out += c == '/' ? '\n' : c;
    return out + "\n";
  };
  std::string text = "(define (problem eight) (:domain sliding-tiles) (:board \"\"\"\n" + rows(board) +
                     "\"\"\") (:goal (board \"\"\"\n" + rows(goal) + "\"\"\")))";
  return load_pzl(SourceFile::from_text("eight.pzl", text), "", domain_registry()).front();
}

// `size` (rows, cols) for tile counts that are not a square.
inline Problem tile_line(const std::string& line, std::optional<std::pair<int, int>> size = std::nullopt) {
  LoadOptions options;
  options.tile_size = size;
  return import_tiles(SourceFile::from_text("tiles.txt", line + "\n"), "", options, domain_registry()).front();
}

}  // namespace polyplan::test_support
