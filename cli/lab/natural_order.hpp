#pragma once
#include <string>

namespace polyplan::cli {

// Orders instance names as people read them: digit runs by value (h5 before h15, level 9 before
// level 10), everything else byte by byte.
bool natural_less(const std::string& a, const std::string& b);

}  // namespace polyplan::cli
