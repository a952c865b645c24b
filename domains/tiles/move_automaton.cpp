#include "domains/tiles/move_automaton.hpp"

#include <algorithm>
#include <array>
#include <unordered_set>

namespace polyplan {
namespace {

constexpr std::array<int, 4> kRowStep{0, -1, 0, 1};  // left, up, right, down
constexpr std::array<int, 4> kColStep{-1, 0, 1, 0};

struct MoveString {
  std::uint64_t moves = 0;  // two bits per move, the first move lowest
  int length = 0;
  int at(int i) const { return int(moves >> (2 * i) & 3); }
  MoveString then(int direction) const { return {moves | std::uint64_t(direction) << (2 * length), length + 1}; }
  MoveString suffix(int from) const { return {moves >> (2 * from), length - from}; }
  std::uint64_t id() const { return moves << 6 | std::uint64_t(length); }
};

// The box of the blank's path, in the board's cells (fewer than 128 a side).
struct Box {
  std::int8_t top, left, bottom, right;
  bool inside(const Box& other) const {
    return top >= other.top && left >= other.left && bottom <= other.bottom && right <= other.right;
  }
};

// An unbounded board around the blank's start, tiles named by their first cell: where a string
// leads, as the cells it changed with what they hold (the blank as -1), and the box of the
// blank's path.
class Board {
 public:
  explicit Board(int depth) : side_(2 * depth + 3), cells_(std::size_t(side_ * side_)) {
    for (int cell = 0; cell < side_ * side_; ++cell) cells_[std::size_t(cell)] = cell;
  }

  Box follow(const MoveString& string, std::vector<std::int16_t>& key) {
    int centre = side_ / 2, row = centre, col = centre;
    int top = row, left = col, bottom = row, right = col;
    path_.assign(1, row * side_ + col);
    for (int i = 0; i < string.length; ++i) {
      int next_row = row + kRowStep[std::size_t(string.at(i))], next_col = col + kColStep[std::size_t(string.at(i))];
      std::swap(cells_[std::size_t(row * side_ + col)], cells_[std::size_t(next_row * side_ + next_col)]);
      row = next_row;
      col = next_col;
      top = std::min(top, row), left = std::min(left, col), bottom = std::max(bottom, row),
      right = std::max(right, col);
      path_.push_back(row * side_ + col);
    }
    std::sort(path_.begin(), path_.end());
    path_.erase(std::unique(path_.begin(), path_.end()), path_.end());
    key.clear();
    int blank = centre * side_ + centre;
    for (int cell : path_)
      if (cells_[std::size_t(cell)] != cell) {
        key.push_back(static_cast<std::int16_t>(cell));
        key.push_back(static_cast<std::int16_t>(cells_[std::size_t(cell)] == blank ? -1 : cells_[std::size_t(cell)]));
      }
    for (int cell : path_) cells_[std::size_t(cell)] = cell;
    return Box{std::int8_t(top), std::int8_t(left), std::int8_t(bottom), std::int8_t(right)};
  }

 private:
  int side_;
  std::vector<int> cells_;
  std::vector<int> path_;
};

// The boards reached so far, each with the boxes of the strings that reached it: keys stored
// back to back, found through open addressing on a hash of the key; a board's first box is kept
// with it, the rare others in a list of their own.
class ReachedBoards {
 public:
  // Whether a string reached `key`'s board with its path inside `box`; if not, `box` is added.
  bool reached_inside(const std::vector<std::int16_t>& key, const Box& box) {
    if (2 * (entries_.size() + 1) > slots_.size()) grow();
    std::uint64_t hash = hash_of(key);
    for (std::size_t at = hash & (slots_.size() - 1);; at = (at + 1) & (slots_.size() - 1)) {
      std::uint32_t slot = slots_[at];
      if (slot == 0) {
        entries_.push_back({std::uint32_t(data_.size()), std::uint32_t(key.size()), box, kNone});
        data_.insert(data_.end(), key.begin(), key.end());
        slots_[at] = std::uint32_t(entries_.size());
        return false;
      }
      Entry& entry = entries_[slot - 1];
      if (entry.length != key.size() ||
          !std::equal(key.begin(), key.end(), data_.begin() + std::ptrdiff_t(entry.offset)))
        continue;
      if (entry.box.inside(box)) return true;
      for (std::uint32_t other = entry.more; other != kNone; other = more_[other].second)
        if (more_[other].first.inside(box)) return true;
      more_.push_back({box, entry.more});
      entry.more = std::uint32_t(more_.size() - 1);
      return false;
    }
  }

 private:
  static constexpr std::uint32_t kNone = UINT32_MAX;
  struct Entry {
    std::uint32_t offset, length;
    Box box;
    std::uint32_t more;  // the other boxes, a list in more_
  };
  std::uint64_t hash_of(const std::vector<std::int16_t>& key) const {
    std::uint64_t hash = 0x9E3779B97F4A7C15ULL;
    for (std::int16_t value : key) {
      hash = (hash ^ std::uint16_t(value)) * 0xFF51AFD7ED558CCDULL;
      hash ^= hash >> 29;
    }
    return hash;
  }
  void grow() {
    slots_.assign(std::max<std::size_t>(1024, slots_.size() * 2), 0);
    std::vector<std::int16_t> key;
    for (std::size_t i = 0; i < entries_.size(); ++i) {
      key.assign(data_.begin() + std::ptrdiff_t(entries_[i].offset),
                 data_.begin() + std::ptrdiff_t(entries_[i].offset + entries_[i].length));
      for (std::size_t at = hash_of(key) & (slots_.size() - 1);; at = (at + 1) & (slots_.size() - 1))
        if (slots_[at] == 0) {
          slots_[at] = std::uint32_t(i + 1);
          break;
        }
    }
  }

  std::vector<std::int16_t> data_;
  std::vector<Entry> entries_;
  std::vector<std::pair<Box, std::uint32_t>> more_;
  std::vector<std::uint32_t> slots_;
};

}  // namespace

MoveAutomaton::MoveAutomaton(int depth) : depth_(depth) {
  // Breadth-first over strings in (length, alphabetical) order: a string is extended only when
  // it has no forbidden part, so every forbidden string found is minimal.
  Board board(depth);
  ReachedBoards reached;
  std::unordered_set<std::uint64_t> forbidden_ids;
  std::vector<MoveString> forbidden, level{MoveString{}};
  std::vector<std::int16_t> key;
  Box start = board.follow(MoveString{}, key);
  reached.reached_inside(key, start);
  for (int length = 1; length <= depth; ++length) {
    std::vector<MoveString> next;
    for (const MoveString& string : level)
      for (int direction = 0; direction < 4; ++direction) {
        MoveString longer = string.then(direction);
        bool has_forbidden_suffix = false;
        for (int from = 1; from + 2 <= longer.length && !has_forbidden_suffix; ++from)
          has_forbidden_suffix = forbidden_ids.count(longer.suffix(from).id()) > 0;
        if (has_forbidden_suffix) continue;
        Box box = board.follow(longer, key);
        if (reached.reached_inside(key, box)) {
          forbidden.push_back(longer);
          forbidden_ids.insert(longer.id());
          continue;
        }
        if (length < depth) next.push_back(longer);  // the last length is not extended
      }
    level.swap(next);
  }
  forbidden_ = forbidden.size();

  // The trie of the forbidden strings, then its Aho-Corasick transitions.
  struct Node {
    std::array<int, 4> child{-1, -1, -1, -1};
    bool forbidden = false;
    int fail = 0;
  };
  std::vector<Node> trie(1);
  for (const MoveString& string : forbidden) {
    int node = 0;
    for (int i = 0; i < string.length; ++i) {
      int& child = trie[std::size_t(node)].child[std::size_t(string.at(i))];
      if (child < 0) {
        child = static_cast<int>(trie.size());
        trie.emplace_back();
      }
      node = trie[std::size_t(node)].child[std::size_t(string.at(i))];
    }
    trie[std::size_t(node)].forbidden = true;
  }
  std::vector<std::array<int, 4>> go(trie.size());
  std::vector<int> order{0};
  for (std::size_t i = 0; i < order.size(); ++i) {
    int node = order[i];
    for (int direction = 0; direction < 4; ++direction) {
      int child = trie[std::size_t(node)].child[std::size_t(direction)];
      int fallback = node == 0 ? 0 : go[std::size_t(trie[std::size_t(node)].fail)][std::size_t(direction)];
      if (child < 0) {
        go[std::size_t(node)][std::size_t(direction)] = fallback;
        continue;
      }
      go[std::size_t(node)][std::size_t(direction)] = child;
      trie[std::size_t(child)].fail = node == 0 ? 0 : fallback;
      trie[std::size_t(child)].forbidden =
          trie[std::size_t(child)].forbidden || trie[std::size_t(trie[std::size_t(child)].fail)].forbidden;
      order.push_back(child);
    }
  }
  std::vector<int> state_of(trie.size(), kForbidden);
  int states = 0;
  for (int node : order)
    if (!trie[std::size_t(node)].forbidden) state_of[std::size_t(node)] = states++;
  next_.assign(std::size_t(states) * 4, kForbidden);
  for (int node : order)
    if (state_of[std::size_t(node)] != kForbidden)
      for (int direction = 0; direction < 4; ++direction)
        next_[std::size_t(state_of[std::size_t(node)]) * 4 + std::size_t(direction)] =
            state_of[std::size_t(go[std::size_t(node)][std::size_t(direction)])];
}

std::optional<MoveAutomaton> MoveAutomaton::from_transitions(int depth, std::vector<std::int32_t> transitions,
                                                             std::size_t forbidden) {
  if (transitions.empty() || transitions.size() % 4) return std::nullopt;
  for (std::int32_t state : transitions)
    if (state < kForbidden || state >= static_cast<std::int32_t>(transitions.size() / 4)) return std::nullopt;
  MoveAutomaton automaton;
  automaton.depth_ = depth;
  automaton.forbidden_ = forbidden;
  automaton.next_ = std::move(transitions);
  return automaton;
}

}  // namespace polyplan
