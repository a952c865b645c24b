#pragma once
#include <algorithm>
#include <atomic>
#include <bit>
#include <climits>
#include <cstdint>
#include <memory>
#include <thread>
#include <tuple>
#include <vector>

#include "planner/search/built_apart.hpp"
#include "planner/search/ida_star/incremental_ida_star.hpp"
#include "planner/search/ida_star/subtree_search.hpp"

namespace polyplan {

// A*+IDA* (Bu and Korf, IJCAI 2019): A* with duplicate detection until its nodes fill a memory
// budget, then IDA* below every node left on its open list (the frontier), without duplicate
// checking. IDA*'s waste is re-searching states it reaches again by other paths, and many of
// those meetings happen near the root, where A* has already merged them; the frontier, sorted by
// f and then by h (deeper nodes first), also lets the last iteration end early.
//
// The puzzle concept of incremental_ida_star.hpp, and:
//   using Key = std::array<std::uint64_t, N>;   a whole state
//   Key key() const;                              the current state
//   void reset(const Key&);                       makes it the current state, nothing to undo
//
// Optimality: A* pops nodes in f order and re-opens a closed node reached with a smaller g (so an
// inconsistent heuristic is safe); while it runs, some open node on an optimal path has its
// optimal g, so IDA* below the frontier finds a goal at the least bound that has one.
//
// Several threads share out the frontier nodes of an iteration in order, and the result is the
// one a single thread reports: the plan through the first frontier node (in order) below which
// IDA* reaches a goal, with the nodes counted below the frontier nodes before it and below it up
// to the goal. Only the time taken depends on the threads (node limits are met per thread).
template <class Puzzle>
class HybridIdaStar {
 public:
  using Move = typename Puzzle::Move;
  using Key = typename Puzzle::Key;

 private:
  struct Node {
    Key key;
    std::uint32_t parent;
    std::uint16_t g;
    std::uint8_t h;
    bool closed;
    Move move;  // the move from the parent
  };
  static constexpr std::uint32_t kNoParent = UINT32_MAX;
  static constexpr int kLargestH = 254;  // h of a node fits a byte; 255 and above: not stored

 public:
  // How many A* nodes fit in `bytes`: the nodes; their open-list entries (about one each, in
  // vectors that may hold twice what they use); the frontier's copy of the open ids; and the hash
  // slots, a power of two at least twice the nodes (the table stays at most half full). Counting
  // only one slot pair and one entry per node, a 512 MiB budget peaked at 840 MB.
  static std::size_t nodes_within(std::size_t bytes) {
    constexpr std::size_t per_node = sizeof(Node) + 3 * sizeof(std::uint32_t);
    constexpr std::size_t slot = sizeof(std::uint32_t);
    std::size_t nodes = bytes / (per_node + 2 * slot);
    std::size_t slots = std::bit_ceil(2 * std::max<std::size_t>(nodes, 1));
    if (nodes * per_node + slots * slot > bytes) {
      slots /= 2;
      nodes = std::min(slots / 2, (bytes - std::min(bytes, slots * slot)) / per_node);
    }
    return nodes;
  }

  // `puzzles`: one per thread, each on the start state with a heuristic of its own.
  HybridIdaStar(std::vector<Puzzle*> puzzles, const SearchLimits& limits, std::size_t memory_bytes)
      : puzzles_(std::move(puzzles)), limits_(limits), watch_(limits) {
    max_nodes_ = std::clamp<std::size_t>(nodes_within(memory_bytes), 64, UINT32_MAX / 4);
  }

  IncrementalIdaResult<Move> run() {
    IncrementalIdaResult<Move> result;
    std::optional<std::uint32_t> goal = best_first();
    if (goal) {
      result.status = SearchStatus::Solved;
      result.path = path_to(*goal);
      result.statistics = stats_;
    } else if (stop_) {
      result.status = *stop_;
      result.statistics = stats_;
    } else if (frontier_.empty()) {
      result.status = SearchStatus::Unsolvable;  // A* emptied its open list
      result.statistics = stats_;
    } else {
      result = depth_first();
    }
    result.statistics.memory_bytes = memory_bytes();
    result.elapsed_s = watch_.elapsed();
    return result;
  }

  std::size_t frontier_nodes() const { return frontier_.size(); }
  std::size_t stored_nodes() const { return nodes_.size(); }
  std::size_t memory_bytes() const { return nodes_.size() * sizeof(Node) + slots_.size() * 4 + open_entries_ * 4; }

 private:
  // Open: per f, per h, a stack of node ids. An entry is stale when its node
  // was expanded since, or re-opened with a smaller g (then it has a newer entry).
  struct Open {
    std::vector<std::vector<std::vector<std::uint32_t>>> stacks;
    std::vector<std::size_t> entries;  // per f
  };

  // The A* phase: the goal's node when A* pops one (the plan is then optimal); otherwise, once the
  // budget is full, the frontier is left in frontier_, sorted by f, then h.
  std::optional<std::uint32_t> best_first() {
    Puzzle& puzzle = *puzzles_.front();
    nodes_.reserve(max_nodes_);
    slots_.assign(std::bit_ceil(2 * max_nodes_), 0);
    int root_h = puzzle.heuristic();
    stats_.initial_h = root_h;
    stats_.evaluated = 1;
    if (root_h > kLargestH) return std::nullopt;
    add_node(puzzle.key(), kNoParent, 0, root_h, Move{});
    find_slot(nodes_.front().key) = 1;
    Open open;
    push(open, 0);
    std::array<Move, Puzzle::kMaxBranching> moves;
    for (std::size_t f = 0;;) {
      while (f < open.entries.size() && open.entries[f] == 0) ++f;
      if (f == open.entries.size()) return std::nullopt;
      auto& stack =
          *std::find_if(open.stacks[f].begin(), open.stacks[f].end(), [](const auto& s) { return !s.empty(); });
      std::uint32_t id = stack.back();
      const Node node = nodes_[id];
      if (node.closed || f_of(node) != f) {
        stack.pop_back();
        --open.entries[f];
        continue;
      }
      if (nodes_.size() + Puzzle::kMaxBranching > max_nodes_) return leave_frontier(open);
      if ((stats_.expanded & 0x3FF) == 0 && (stop_ = watch_.exceeded(stats_.expanded, 0))) return std::nullopt;
      stack.pop_back();
      --open.entries[f];
      puzzle.reset(node.key);
      if (puzzle.is_goal()) return id;
      nodes_[id].closed = true;
      ++stats_.expanded;
      stats_.max_depth = std::max(stats_.max_depth, int(node.g));
      int count = puzzle.moves(node.parent == kNoParent ? nullptr : &node.move, moves);
      stats_.generated += std::size_t(count);
      stats_.evaluated += std::size_t(count);
      for (int i = 0; i < count; ++i) {
        const Move& move = moves[std::size_t(i)];
        int child_h = puzzle.apply(move);
        Key child = puzzle.key();
        puzzle.undo(move);
        if (child_h > kLargestH) continue;  // a dead end, or beyond what a node holds
        std::uint32_t& slot = find_slot(child);
        int child_g = node.g + 1;
        if (slot == 0) {
          add_node(child, id, child_g, child_h, move);
          slot = std::uint32_t(nodes_.size());
        } else if (child_g < nodes_[slot - 1].g) {  // a shorter path: re-open
          Node& known = nodes_[slot - 1];
          if (known.closed) ++stats_.reopened;
          known = Node{known.key, id, static_cast<std::uint16_t>(child_g), known.h, false, move};
        } else {
          continue;
        }
        push(open, slot - 1);
        f = std::min(f, f_of(nodes_[slot - 1]));  // lower only when the heuristic is inconsistent
      }
    }
  }

  static std::size_t f_of(const Node& node) { return std::size_t(node.g) + node.h; }

  void push(Open& open, std::uint32_t id) {
    const Node& node = nodes_[id];
    std::size_t f = f_of(node);
    if (open.stacks.size() <= f) {
      open.stacks.resize(f + 1);
      open.entries.resize(f + 1, 0);
    }
    if (open.stacks[f].size() <= node.h) open.stacks[f].resize(std::size_t(node.h) + 1);
    open.stacks[f][node.h].push_back(id);
    ++open.entries[f];
    ++open_entries_;
  }

  std::optional<std::uint32_t> leave_frontier(const Open& open) {
    for (std::size_t f = 0; f < open.stacks.size(); ++f)
      for (const auto& stack : open.stacks[f])
        for (std::uint32_t id : stack)
          if (!nodes_[id].closed && f_of(nodes_[id]) == f) frontier_.push_back(id);
    std::sort(frontier_.begin(), frontier_.end(), [&](std::uint32_t a, std::uint32_t b) {
      const Node &x = nodes_[a], &y = nodes_[b];
      return std::tuple(x.g + x.h, x.h, a) < std::tuple(y.g + y.h, y.h, b);
    });
    return std::nullopt;
  }

  // What IDA* did below one frontier node in one iteration.
  using Below = SubtreeSearch<Move>;

  // The IDA* phase over the frontier, with one IncrementalIdaStar per thread.
  IncrementalIdaResult<Move> depth_first() {
    IncrementalIdaResult<Move> result;
    result.statistics = stats_;
    SearchLimits left = limits_;
    if (left.time_s > 0) left.time_s = std::max(left.time_s - watch_.elapsed(), 1e-3);
    if (left.nodes > 0) left.nodes = left.nodes > stats_.expanded ? left.nodes - stats_.expanded : 1;
    left = shared_among(left, puzzles_.size());
    auto searches = built_apart<IncrementalIdaStar<Puzzle>>(puzzles_.size(), [&](std::size_t thread) {
      return std::make_unique<IncrementalIdaStar<Puzzle>>(*puzzles_[thread], left);
    });
    std::atomic<std::size_t> expanded_by_threads{0};
    IncrementalIdaStar<Puzzle>::share_progress(searches, expanded_by_threads);
    std::vector<Below> below;
    std::vector<std::optional<SearchStatus>> stopped(searches.size());
    for (int bound = int(nodes_[frontier_.front()].g + nodes_[frontier_.front()].h);;) {
      // Cleared every iteration: when a limit stops the threads, the nodes no thread reached
      // must count nothing, not what the iteration before did below them.
      below.assign(frontier_.size(), Below{});
      std::atomic<std::size_t> next_index{0}, found{SIZE_MAX};
      std::atomic<bool> stop{false};
      auto work = [&](std::size_t thread) {
        IncrementalIdaStar<Puzzle>& search = *searches[thread];
        for (std::size_t i; (i = next_index.fetch_add(1)) < frontier_.size() && i < found.load() && !stop.load();) {
          const Node& node = nodes_[frontier_[i]];
          Below& here = below[i];
          if (node.g + node.h > bound) {
            here.next_bound = node.g + node.h;
            continue;
          }
          puzzles_[thread]->reset(node.key);
          if (!search_subtree(search, node.g, node.parent == kNoParent ? nullptr : &node.move, bound, here)) continue;
          if (search.stopped()) {
            stopped[thread] = search.stopped();
            stop = true;
            return;
          }
          lower_found(found, i);
        }
      };
      if (searches.size() == 1) {
        work(0);
      } else {
        std::vector<std::thread> threads;
        for (std::size_t thread = 0; thread < searches.size(); ++thread) threads.emplace_back(work, thread);
        for (std::thread& thread : threads) thread.join();
      }
      std::size_t counted = std::min(found.load() == SIZE_MAX ? frontier_.size() : found.load() + 1, frontier_.size());
      int next = add_subtrees(result.statistics, below, counted, INT_MAX);
      if (stop.load()) {
        for (const auto& status : stopped)
          if (status) result.status = *status;
        return result;
      }
      if (found.load() != SIZE_MAX) {
        result.status = SearchStatus::Solved;
        result.path = path_to(frontier_[found.load()]);
        result.path.insert(result.path.end(), below[found.load()].path.begin(), below[found.load()].path.end());
        return result;
      }
      if (next == INT_MAX) {
        result.status = SearchStatus::Unsolvable;
        return result;
      }
      bound = next;
    }
  }

  void add_node(const Key& key, std::uint32_t parent, int g, int h, const Move& move) {
    nodes_.push_back(Node{key, parent, static_cast<std::uint16_t>(g), static_cast<std::uint8_t>(h), false, move});
  }

  std::uint32_t& find_slot(const Key& key) {
    std::uint64_t hash = 0x9E3779B97F4A7C15ULL;
    for (std::uint64_t word : key) {
      hash = (hash ^ word) * 0xFF51AFD7ED558CCDULL;
      hash ^= hash >> 32;
    }
    std::size_t mask = slots_.size() - 1;
    for (std::size_t at = std::size_t(hash) & mask;; at = (at + 1) & mask)
      if (slots_[at] == 0 || nodes_[slots_[at] - 1].key == key) return slots_[at];
  }

  std::vector<Move> path_to(std::uint32_t id) const {
    std::vector<Move> path;
    for (; nodes_[id].parent != kNoParent; id = nodes_[id].parent) path.push_back(nodes_[id].move);
    std::reverse(path.begin(), path.end());
    return path;
  }

  std::vector<Puzzle*> puzzles_;
  SearchLimits limits_;
  LimitWatch watch_;
  std::size_t max_nodes_ = 0;
  std::vector<Node> nodes_;
  std::vector<std::uint32_t> slots_;  // open addressing: node id + 1, or 0
  std::size_t open_entries_ = 0;
  std::vector<std::uint32_t> frontier_;
  SearchStatistics stats_;
  std::optional<SearchStatus> stop_;
};

}  // namespace polyplan
