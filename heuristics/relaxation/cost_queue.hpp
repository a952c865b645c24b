#pragma once
#include <algorithm>
#include <cstddef>
#include <functional>
#include <utility>
#include <vector>

namespace polyplan {

// The priority queue of the relaxed explorations: (cost, fact) pairs popped cheapest first, where
// every push costs at least what was last popped (Dijkstra on non-negative costs). Costs on these
// tasks are small integers (a move costs 1 or a few, and h^max rarely passes a hundred), so a
// bucket per cost makes push and pop constant time, where a binary heap pays a logarithm and its
// comparisons on every push; costs from kBuckets on (h^add's sums can grow large) go to a heap,
// which they only reach once every bucket is empty. The buckets keep their capacity between
// evaluations, so an evaluation allocates nothing once the queue has grown.
class CostQueue {
 public:
  static constexpr int kBuckets = 1 << 12;

  bool empty() const { return size_ == 0; }

  void push(int cost, int fact) {
    ++size_;
    if (cost >= kBuckets) {
      heap_.emplace_back(cost, fact);
      std::push_heap(heap_.begin(), heap_.end(), std::greater<>());
      return;
    }
    if (std::size_t(cost) >= buckets_.size()) buckets_.resize(std::size_t(cost) + 1);
    buckets_[std::size_t(cost)].push_back(fact);
    highest_ = std::max(highest_, cost);
  }

  std::pair<int, int> pop() {
    --size_;
    while (current_ <= highest_) {
      std::vector<int>& bucket = buckets_[std::size_t(current_)];
      if (!bucket.empty()) {
        const int fact = bucket.back();
        bucket.pop_back();
        return {current_, fact};
      }
      ++current_;
    }
    std::pop_heap(heap_.begin(), heap_.end(), std::greater<>());
    const std::pair<int, int> top = heap_.back();
    heap_.pop_back();
    return top;
  }

  // Empties the queue for the next exploration (whose costs start again from 0).
  void clear() {
    for (int cost = 0; cost <= highest_; ++cost) buckets_[std::size_t(cost)].clear();
    heap_.clear();
    current_ = 0;
    highest_ = -1;
    size_ = 0;
  }

 private:
  std::vector<std::vector<int>> buckets_;
  std::vector<std::pair<int, int>> heap_;  // a min-heap on cost, for costs from kBuckets on
  int current_ = 0;                        // no bucket below it holds anything
  int highest_ = -1;                       // no bucket above it holds anything
  std::size_t size_ = 0;
};

}  // namespace polyplan
