#pragma once
#include <gtest/gtest.h>

#include <functional>
#include <string>
#include <vector>

#include "parser/input_error.hpp"

namespace polyplan::test_support {

// The headlines of the InputError `load` throws, in the order the user sees them; a test failure
// when it throws none.
inline std::vector<std::string> error_headlines(const std::function<void()>& load) {
  try {
    load();
  } catch (const InputError& error) {
    std::vector<std::string> headlines;
    for (const Diagnostic& diagnostic : error.diagnostics()) headlines.push_back(diagnostic.headline());
    return headlines;
  }
  ADD_FAILURE() << "expected an InputError";
  return {};
}

}  // namespace polyplan::test_support
