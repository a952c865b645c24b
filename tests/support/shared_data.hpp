#pragma once
#include <gtest/gtest.h>

#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <string>

namespace polyplan::test_support {

// Whether the tests run under CI (CI=true, as .ci/run and the usual CI services set it): there a
// missing input is a failure, so that a green run cannot hide tests that silently skipped.
inline bool under_ci() {
  const char* ci = std::getenv("CI");
  return ci && std::strcmp(ci, "true") == 0;
}

}  // namespace polyplan::test_support

// Ends the test when PATH (a file or folder of ../shared/data) is absent: skipped with a message
// outside CI, failed under it.
#define POLYPLAN_NEED_SHARED_DATA(path)                                                              \
  do {                                                                                               \
    const std::string polyplan_needed_ = (path);                                                     \
    if (!std::filesystem::exists(polyplan_needed_)) {                                                \
      if (::polyplan::test_support::under_ci())                                                      \
        GTEST_FAIL() << "benchmark data " << polyplan_needed_ << " is absent, and CI=true needs it"; \
      else                                                                                           \
        GTEST_SKIP() << "benchmark data " << polyplan_needed_ << " is absent (../shared/data)";      \
    }                                                                                                \
  } while (false)
