// Children under limits enforced from outside: the deadline kills a child that does not stop, and
// what a child prints and how it ends are reported.
#include <gtest/gtest.h>

#include "cli/lab/child_process.hpp"

namespace polyplan::cli {
namespace {

TEST(ChildProcess, ReportsOutputAndExitCode) {
  ChildOutcome child = run_child({"/bin/sh", "-c", "echo out; echo err >&2; exit 3"}, {});
  EXPECT_TRUE(child.started);
  EXPECT_EQ(child.output, "out\n");
  EXPECT_EQ(child.error_tail, "err\n");
  EXPECT_EQ(child.exit_code, 3);
  EXPECT_EQ(child.describe(), "exit code 3");
}

TEST(ChildProcess, TheDeadlineKillsAChildThatDoesNotStop) {
  ChildOutcome child = run_child({"/bin/sleep", "30"}, {0.3, 0});
  EXPECT_TRUE(child.killed_at_deadline);
  EXPECT_EQ(child.signal, 9);
  EXPECT_LT(child.wall_s, 5.0);
}

TEST(ChildProcess, TheAddressSpaceLimitHoldsInTheChild) {
#ifdef POLYPLAN_SANITIZED
  GTEST_SKIP() << "sanitizer builds set no address-space limit on children (ASan cannot start under one)";
#endif
  // 64 MiB of address space cannot hold a 200 MB allocation (dd's buffer): the child fails, the
  // parent goes on.
  ChildOutcome child = run_child({"/bin/dd", "if=/dev/zero", "of=/dev/null", "bs=200M", "count=1"}, {10, 64ull << 20});
  EXPECT_NE(child.exit_code, 0);
  EXPECT_FALSE(child.killed_at_deadline);
}

TEST(ChildProcess, AProgramThatCannotStartIsAFailedChild) {
  ChildOutcome child = run_child({"/nonexistent/program"}, {});
  EXPECT_EQ(child.exit_code, 127);
}

}  // namespace
}  // namespace polyplan::cli
