// The search's chunked tables keep every element in place across chunks and count the chunks
// they hold, so that a memory limit sees them.
#include <gtest/gtest.h>

#include "translator/chunked_array.hpp"

namespace polyplan {
namespace {

TEST(ChunkedArray, KeepsEveryElementAcrossChunksAndCountsTheChunksHeld) {
  ChunkedArray<int, 4> values;  // 16 per chunk
  for (int i = 0; i < 100; ++i) values.push_back(3 * i);
  ASSERT_EQ(values.size(), 100u);
  for (int i = 0; i < 100; ++i) ASSERT_EQ(values[static_cast<std::size_t>(i)], 3 * i);
  values[50] = -1;
  EXPECT_EQ(values[50], -1);
  EXPECT_EQ(values[49], 147);
  // 100 elements and the headroom a check must allow for (kGrowthHeadroom) in chunks of 16 ints.
  const std::size_t chunks = (100 + kGrowthHeadroom + 15) / 16;
  EXPECT_GE(values.memory_bytes(), chunks * 16 * sizeof(int));
}

TEST(ChunkedRows, KeepsRowsWholeInsideTheirChunk) {
  ChunkedRows<unsigned, 3> rows(3);  // 8 rows of 3 per chunk
  for (unsigned i = 0; i < 50; ++i) {
    unsigned* row = rows.push_back();
    for (unsigned k = 0; k < 3; ++k) row[k] = 10 * i + k;
  }
  ASSERT_EQ(rows.size(), 50u);
  for (unsigned i = 0; i < 50; ++i)
    for (unsigned k = 0; k < 3; ++k) ASSERT_EQ(rows.row(i)[k], 10 * i + k);
  // A row of three ends where the next begins, inside one chunk; the ninth row starts a new chunk.
  EXPECT_EQ(rows.row(1), rows.row(0) + 3);
  EXPECT_EQ(rows.row(7), rows.row(0) + 21);
  EXPECT_GE(rows.memory_bytes(), 50 * 3 * sizeof(unsigned));
}

}  // namespace
}  // namespace polyplan
