#include "cli/lab/natural_order.hpp"

#include <algorithm>
#include <cctype>

namespace polyplan::cli {

bool natural_less(const std::string& a, const std::string& b) {
  std::size_t i = 0, j = 0;
  while (i < a.size() && j < b.size()) {
    if (std::isdigit(static_cast<unsigned char>(a[i])) && std::isdigit(static_cast<unsigned char>(b[j]))) {
      std::size_t i_end = i, j_end = j;
      while (i_end < a.size() && std::isdigit(static_cast<unsigned char>(a[i_end]))) ++i_end;
      while (j_end < b.size() && std::isdigit(static_cast<unsigned char>(b[j_end]))) ++j_end;
      unsigned long long x = std::stoull(a.substr(i, std::min<std::size_t>(i_end - i, 18)));
      unsigned long long y = std::stoull(b.substr(j, std::min<std::size_t>(j_end - j, 18)));
      if (x != y) return x < y;
      i = i_end;
      j = j_end;
    } else {
      if (a[i] != b[j]) return a[i] < b[j];
      ++i;
      ++j;
    }
  }
  return a.size() - i < b.size() - j;
}

}  // namespace polyplan::cli
