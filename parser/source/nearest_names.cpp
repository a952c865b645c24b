#include "parser/source/nearest_names.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <cctype>

namespace polyplan {
namespace {

std::string lower(const std::string& text) {
  std::string out = text;
  for (char& c : out) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return out;
}

// Optimal string alignment distance: Levenshtein's with the swap of two neighbours as one edit,
// the commonest typing slip.
std::size_t edit_distance(const std::string& a, const std::string& b) {
  std::vector<std::vector<std::size_t>> d(a.size() + 1, std::vector<std::size_t>(b.size() + 1));
  for (std::size_t i = 0; i <= a.size(); ++i) d[i][0] = i;
  for (std::size_t j = 0; j <= b.size(); ++j) d[0][j] = j;
  for (std::size_t i = 1; i <= a.size(); ++i)
    for (std::size_t j = 1; j <= b.size(); ++j) {
      std::size_t cost = a[i - 1] == b[j - 1] ? 0 : 1;
      d[i][j] = std::min({d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost});
      if (i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1])
        d[i][j] = std::min(d[i][j], d[i - 2][j - 2] + 1);
    }
  return d[a.size()][b.size()];
}

std::size_t tolerance(std::size_t length) { return length <= 4 ? 1 : length <= 8 ? 2 : 3; }

}  // namespace

std::vector<std::string> nearest_names(const std::string& word, const std::vector<std::string>& names) {
  const std::string typed = lower(word);
  if (typed.empty()) return {};
  std::size_t best = tolerance(typed.size()) + 1;
  std::vector<std::string> nearest;
  for (const std::string& name : names) {
    const std::string candidate = lower(name);
    if (candidate == typed) continue;
    std::size_t distance = edit_distance(typed, candidate);
    // A prefix of three letters or more is as good as one slip.
    if (typed.size() >= 3 && candidate.rfind(typed, 0) == 0) distance = std::min<std::size_t>(distance, 1);
    if (distance > tolerance(typed.size())) continue;
    if (distance < best) {
      best = distance;
      nearest.clear();
    }
    if (distance == best && std::find(nearest.begin(), nearest.end(), name) == nearest.end()) nearest.push_back(name);
  }
  return nearest;
}

std::string alternatives(const std::vector<std::string>& words) {
  std::string list;
  for (std::size_t i = 0; i < words.size(); ++i)
    list += (i == 0 ? "" : i + 1 == words.size() ? " or " : ", ") + words[i];
  return list;
}

std::string did_you_mean(const std::string& word, const std::vector<std::string>& names) {
  std::vector<std::string> nearest = nearest_names(word, names);
  if (nearest.empty()) return "";
  if (nearest.size() > 3) nearest.resize(3);
  return fmt::format(" (did you mean {}?)", alternatives(nearest));
}

}  // namespace polyplan
