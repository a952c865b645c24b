#include "heuristics/tiles/region_pattern_search.hpp"

#include <algorithm>
#include <bit>

#include "domains/tiles/blank_region.hpp"
#include "heuristics/pdb/pdb_cache.hpp"
#include "heuristics/tiles/permutation_rank.hpp"

namespace polyplan {
namespace {

constexpr std::uint8_t kUnreached = 255;
constexpr std::uint64_t kLowBits = 0x5555555555555555ULL;

// Two bits per state: 0 unseen, 1 done; 2 and 3 take turns as this layer and the next.
class StateMarks {
 public:
  explicit StateMarks(std::uint64_t states) : words_((states + 31) / 32, 0) {}
  unsigned get(std::uint64_t state) const { return words_[state >> 5] >> ((state & 31) * 2) & 3; }
  void set(std::uint64_t state, unsigned mark) {
    std::uint64_t& word = words_[state >> 5];
    unsigned shift = unsigned(state & 31) * 2;
    word = (word & ~(std::uint64_t(3) << shift)) | (std::uint64_t(mark) << shift);
  }
  std::size_t words() const { return words_.size(); }
  // The low bit of every 2-bit field of word `w` that holds `mark`.
  std::uint64_t fields(std::size_t w, unsigned mark) const {
    std::uint64_t differ = words_[w] ^ (kLowBits * mark);
    return ~(differ | differ >> 1) & kLowBits;
  }
  std::size_t bytes() const { return words_.size() * 8; }

 private:
  std::vector<std::uint64_t> words_;
};

std::uint64_t cells_mask(const std::vector<int>& cells) {
  std::uint64_t mask = 0;
  for (int cell : cells) mask |= std::uint64_t(1) << cell;
  return mask;
}

}  // namespace

RegionSearch search_pattern_regions(const FrameIndex& frame, const std::vector<int>& goal_cells, bool keep_regions,
                                    int cap, const std::string& what) {
  const int floor = frame.floor_count();
  const int k = static_cast<int>(goal_cells.size());
  const BlankRegions regions(frame);
  const PermutationRank placements(floor, k);
  const std::uint64_t blanks = std::uint64_t(floor - k);  // the blank's digit: its index among the cells left
  StateMarks marks(placements.size() * blanks);
  RegionSearch out;
  out.least.assign(placements.size(), kUnreached);
  BuildProgress progress(what, placements.size());

  std::vector<int> cells = goal_cells;
  {
    std::uint64_t pattern = cells_mask(cells), free = regions.floor() & ~pattern;
    std::uint64_t goal = placements.rank(cells);
    for (std::uint64_t left = free; left;) {
      int lowest = std::countr_zero(left);
      left &= ~regions.region(free, lowest);
      marks.set(goal * blanks + std::uint64_t(PermutationRank::digit(lowest, pattern)), 2);
    }
  }
  for (int depth = 0;; ++depth) {
    const unsigned current = 2 + unsigned(depth & 1), next = 3 - unsigned(depth & 1);
    const auto value = static_cast<std::uint8_t>(std::min(depth, cap));
    bool more = false;
    for (std::size_t w = 0; w < marks.words(); ++w) {
      for (std::uint64_t hits = marks.fields(w, current); hits; hits &= hits - 1) {
        std::uint64_t state = w * 32 + std::uint64_t(std::countr_zero(hits)) / 2;
        marks.set(state, 1);
        std::uint64_t placement = state / blanks;
        placements.unrank(placement, cells);
        std::uint64_t pattern = cells_mask(cells), free = regions.floor() & ~pattern;
        std::uint64_t unused = free;
        for (std::uint64_t digit = state % blanks; digit > 0; --digit) unused &= unused - 1;
        int blank = std::countr_zero(unused);
        std::uint8_t& least = out.least[placement];
        if (least == kUnreached) {
          least = value;
          progress.advance();
        } else if (keep_regions && value > least) {
          out.above.push_back({static_cast<std::uint32_t>(placement), static_cast<std::uint8_t>(blank), value});
        }
        std::uint64_t region = regions.region(free, blank);
        for (int i = 0; i < k; ++i) {
          int from = cells[std::size_t(i)];
          std::uint64_t from_bit = std::uint64_t(1) << from;
          for (std::uint64_t into = regions.neighbours(from) & region; into; into &= into - 1) {
            int to = std::countr_zero(into);
            std::uint64_t moved = from_bit | std::uint64_t(1) << to;
            cells[std::size_t(i)] = to;
            std::uint64_t child_region = regions.region(free ^ moved, from);
            std::uint64_t child =
                placements.rank(cells) * blanks +
                std::uint64_t(PermutationRank::digit(BlankRegions::lowest(child_region), pattern ^ moved));
            if (marks.get(child) == 0) {
              marks.set(child, next);
              more = true;
            }
          }
          cells[std::size_t(i)] = from;
        }
      }
      if ((w & 0xFFFF) == 0)
        progress.hold(marks.bytes() + out.least.size() + out.above.capacity() * sizeof(RegionValue));
    }
    if (!more) break;
  }
  for (std::uint8_t& least : out.least)
    if (least == kUnreached) least = 0;
  std::sort(out.above.begin(), out.above.end(), [](const RegionValue& a, const RegionValue& b) {
    return a.placement != b.placement ? a.placement < b.placement : a.cell < b.cell;
  });
  return out;
}

}  // namespace polyplan
