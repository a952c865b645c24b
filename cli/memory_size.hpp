#pragma once
#include <cstddef>
#include <string>

namespace polyplan::cli {

// "500M", "2G", "2g", "2GB", "1.5G", "64K", "1000" (bytes) as a byte count (0: no limit);
// anything else is an InputError about `option` ("--memory" unless said otherwise).
std::size_t parse_memory_size(const std::string& text, const std::string& option = "--memory");

}  // namespace polyplan::cli
