#pragma once
#include <nlohmann/json.hpp>

#include <string>

namespace polyplan::cli {

// JSON as the program writes it: every dump goes through here. Inputs are checked to be UTF-8
// (parser/source/readable_text.hpp), but strings also come from elsewhere — file names and
// selectors from the command line, plugins' names — and nlohmann's default is to throw on bytes
// that are not UTF-8, which would end a finished run with an internal error. Such bytes are
// written as U+FFFD instead.
template <class Json>
std::string json_text(const Json& value, int indent = -1) {
  return value.dump(indent, ' ', false, Json::error_handler_t::replace);
}

}  // namespace polyplan::cli
