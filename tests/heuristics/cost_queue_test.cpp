#include "heuristics/relaxation/cost_queue.hpp"

#include <gtest/gtest.h>

#include <random>
#include <set>
#include <utility>
#include <vector>

namespace polyplan {
namespace {

// Pops come cheapest first under the explorations' rule (every push costs at least the last pop),
// whether a cost goes to a bucket or, from kBuckets on, to the heap; and a cleared queue starts
// over from 0.
TEST(CostQueue, PopsCheapestFirstAcrossBucketsAndHeap) {
  std::mt19937 random(7);
  CostQueue queue;
  for (int round = 0; round < 3; ++round) {
    std::multiset<int> expected;
    int last = 0;
    for (int i = 0; i < 50; ++i) {
      const int cost = int(random() % 40);
      queue.push(cost, i);
      expected.insert(cost);
    }
    std::vector<int> popped;
    while (!queue.empty()) {
      const auto [cost, fact] = queue.pop();
      EXPECT_GE(cost, last);
      last = cost;
      popped.push_back(cost);
      // Dijkstra's pushes: never cheaper than the pop, some beyond the buckets.
      if (popped.size() < 120) {
        const int next = cost + int(random() % 3) + (popped.size() % 17 == 0 ? CostQueue::kBuckets : 0);
        queue.push(next, int(popped.size()));
        expected.insert(next);
      }
    }
    EXPECT_EQ(popped, std::vector<int>(expected.begin(), expected.end()));
    queue.push(5, 1);
    queue.clear();
    EXPECT_TRUE(queue.empty());
  }
}

}  // namespace
}  // namespace polyplan
