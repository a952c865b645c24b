// Command lines written into reports and messages read back in a POSIX shell as the same words.
#include <gtest/gtest.h>

#include "cli/lab/shell_words.hpp"

namespace polyplan::cli {
namespace {

TEST(ShellWords, QuotesOnlyWhatTheShellWouldRead) {
  EXPECT_EQ(shell_word("../shared/data/fbp"), "../shared/data/fbp");
  EXPECT_EQ(shell_word("--config-time=BFS=10"), "--config-time=BFS=10");
  EXPECT_EQ(shell_word("SA*=10"), "'SA*=10'");
  EXPECT_EQ(shell_word("^D-"), "'^D-'");
  EXPECT_EQ(shell_word("best=astar(target-path, tiebreak=depth)"), "'best=astar(target-path, tiebreak=depth)'");
  EXPECT_EQ(shell_word("it's"), "'it'\\''s'");
  EXPECT_EQ(shell_word(""), "''");
  EXPECT_EQ(shell_line({"polyplan", "bench", "a b", "--only", "^D-"}), "polyplan bench 'a b' --only '^D-'");
}

}  // namespace
}  // namespace polyplan::cli
