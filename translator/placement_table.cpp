#include "translator/placement_table.hpp"

#include <algorithm>

#include "parser/model/grid_coords.hpp"
#include "translator/stop_request.hpp"

namespace polyplan {
namespace {

std::uint64_t hash_cells(std::span<const int> cells) {
  std::uint64_t hash = 1469598103934665603ull;
  for (int cell : cells) hash = (hash ^ static_cast<std::uint64_t>(cell)) * 1099511628211ull;
  return hash;
}

}  // namespace

PlacementTable::PlacementTable(const FrameIndex& frame, const CellSet& shape, bool rotate, bool reflect, bool removable)
    : words_(words_for(frame.floor_count())), cells_per_placement_(static_cast<int>(shape.size())) {
  std::vector<CellSet> images = orientations(shape, rotate, reflect);
  orientation_count_ = static_cast<int>(images.size());
  // A huge frame has hundreds of thousands of placements, each with a bit set of the whole floor
  // (a 300x300 frame: 11 KB each, gigabytes in all), so the limits are asked as they are made,
  // and the bit sets are made in one block once the placements are counted: grown placement by
  // placement, the block was copied at every doubling and held one and a half times its size.
  StopPoll<> poll;
  std::vector<int> floors(shape.size());
  for (const CellSet& image : images) {
    for (Coord offset : grid_coords(frame.rows(), frame.cols())) {
      poll();
      bool fits = true;
      for (std::size_t i = 0; i < image.size() && fits; ++i) {
        floors[i] = frame.floor_at(Coord{image[i].row + offset.row, image[i].col + offset.col});
        fits = floors[i] != FrameIndex::kNone;
      }
      if (!fits) continue;
      std::sort(floors.begin(), floors.end());
      cells_.insert(cells_.end(), floors.begin(), floors.end());
      first_cell_.push_back(floors.front());
    }
  }
  const std::size_t values = std::size_t(size()) + (removable ? 1 : 0);
  bits_ = ZeroedTable<Word>(values * static_cast<std::size_t>(words_));
  on_goal_.resize(values);
  for (int placement = 0; placement < size(); ++placement) {
    poll();
    MutableBits placed(bits_.data() + std::size_t(placement) * words_, static_cast<std::size_t>(words_));
    bool all_goal = true;
    for (int floor : cells(placement)) {
      set_bit(placed, floor);
      all_goal = all_goal && frame.goal(floor);
    }
    on_goal_[static_cast<std::size_t>(placement)] = all_goal;
    by_hash_[hash_cells(cells(placement))].push_back(placement);
  }
  first_cell_offsets_.assign(static_cast<std::size_t>(frame.floor_count()) + 1, 0);
  for (int first : first_cell_) ++first_cell_offsets_[static_cast<std::size_t>(first) + 1];
  for (std::size_t f = 1; f < first_cell_offsets_.size(); ++f) first_cell_offsets_[f] += first_cell_offsets_[f - 1];
  by_first_cell_.resize(first_cell_.size());
  std::vector<int> fill(first_cell_offsets_.begin(), first_cell_offsets_.end() - 1);
  for (int p = 0; p < size(); ++p)
    by_first_cell_[static_cast<std::size_t>(
        fill[static_cast<std::size_t>(first_cell_[static_cast<std::size_t>(p)])]++)] = p;

  shifted_.assign(values * 4, kNone);
  std::vector<int> moved(shape.size());
  for (int p = 0; p < size(); ++p)
    for (int d = 0; d < 4; ++d) {
      poll();
      bool fits = true;
      auto here = cells(p);
      for (std::size_t i = 0; i < here.size() && fits; ++i) {
        moved[i] = frame.neighbour(here[i], d);
        fits = moved[i] != FrameIndex::kNone;
      }
      if (!fits) continue;
      std::sort(moved.begin(), moved.end());
      shifted_[std::size_t(p) * 4 + d] = find(moved);
    }
  if (removable) off_board_ = size();
}

int PlacementTable::find(std::span<const int> sorted_cells) const {
  auto bucket = by_hash_.find(hash_cells(sorted_cells));
  if (bucket == by_hash_.end()) return kNone;
  for (int placement : bucket->second) {
    auto here = cells(placement);
    if (std::equal(here.begin(), here.end(), sorted_cells.begin(), sorted_cells.end())) return placement;
  }
  return kNone;
}

std::span<const int> PlacementTable::starting_at(int floor) const {
  auto begin = static_cast<std::size_t>(first_cell_offsets_[static_cast<std::size_t>(floor)]);
  auto end = static_cast<std::size_t>(first_cell_offsets_[static_cast<std::size_t>(floor) + 1]);
  return std::span<const int>(by_first_cell_.data() + begin, end - begin);
}

}  // namespace polyplan
