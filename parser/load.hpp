#pragma once
#include <optional>
#include <string>
#include <vector>

#include "parser/check/domain_library.hpp"
#include "parser/model/problem.hpp"
#include "parser/source/source_file.hpp"

namespace polyplan {

// How an input that does not say everything about itself is to be read.
struct LoadOptions {
  // Sliding-tile instance lines: the board size (rows, cols) when the tile count is not a square.
  std::optional<std::pair<int, int>> tile_size;
  // Where the blank is in a tile instance's goal: top-left (tile t at position t, Korf's
  // convention) or bottom-right (tiles 1..N in order, then the blank).
  enum class TileGoal { BlankFirst, BlankLast };
  TileGoal tile_goal = TileGoal::BlankFirst;
  // The domain Sokoban level files are read into: sokoban (push-optimal) or sokoban-moves.
  std::string sokoban_domain = "sokoban";
};

// Splits "PATH#SELECTOR" (the selector is optional; a '#' that is part of an existing path is
// kept in the path).
std::pair<std::string, std::string> split_input_spec(const std::string& spec);

// Loads every problem an input names, whatever its format:
//  - a .pzl file (FILE#NAME picks one problem),
//  - a Sokoban level file (.xsb, .sok, or a .txt of levels; FILE#N 1-based or FILE#TITLE),
//  - a Flying Block instance folder holding frame.txt and goal.txt,
//  - a sliding-tile instance file (lines "id t0 ... tN"; FILE#ID picks one line).
// Throws InputError with file:line:col diagnostics.
std::vector<Problem> load_input(const std::string& spec, const LoadOptions& options, const DomainLibrary& domains);

// The individual readers, for tests and for callers that know the format.
std::vector<Problem> load_pzl(SourcePtr source, const std::string& selector, const DomainLibrary& domains);
std::vector<Problem> import_sokoban(SourcePtr source, const std::string& selector, const LoadOptions& options,
                                    const DomainLibrary& domains);
Problem import_flying_block(const std::string& folder, const DomainLibrary& domains);
std::vector<Problem> import_tiles(SourcePtr source, const std::string& selector, const LoadOptions& options,
                                  const DomainLibrary& domains);

}  // namespace polyplan
