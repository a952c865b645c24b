#pragma once
#include <string>
#include <vector>

namespace polyplan {

// The names closest to a mistyped `word` by edit distance (insertions, deletions, substitutions and
// swaps of two neighbours, case ignored), best first: those at the smallest distance found, when
// that distance is small for the word's length (at most 1 for up to 4 letters, 2 for up to 8,
// 3 beyond). A name that starts with the word also counts as near (`sol` -> solve).
std::vector<std::string> nearest_names(const std::string& word, const std::vector<std::string>& names);

// "a", "a or b", "a, b or c": the words a message offers as the ones it expects.
std::string alternatives(const std::vector<std::string>& words);

// " (did you mean X?)", " (did you mean X or Y?)", or "" when no name is near: the suffix every
// "unknown NAME" message puts after the word.
std::string did_you_mean(const std::string& word, const std::vector<std::string>& names);

}  // namespace polyplan
