#pragma once
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "heuristics/flying_block/target_path.hpp"
#include "translator/task.hpp"

namespace polyplan {

// The moves of the one-vacant-cell relaxation (docs/flying-block-heuristics.md, "One vacant cell:
// the vacancy table"). With k = 1 every move takes a piece from placement P to a placement
// Q = P - {c} + {v}: it fills the vacant cell v and leaves c, one of its own cells, vacant. The
// relaxation keeps only where the target is, where the vacant cell is and which cells hold
// single-cell pieces; every other cell is "covered by some piece of two or more cells". A move of
// such a piece is allowed whenever all of P is covered that way, whichever pieces really cover it,
// so every real move is a move of the relaxation.
//
// Cells are floor numbers, and sets of them are 64-bit masks: the relaxation is built only for
// frames of at most 64 floor cells (its table would not fit beyond that anyway).
class VacancyMoves {
 public:
  static constexpr int kMaxFloor = 64;

  // Why the relaxation does not model the task, if it does not: it needs one vacant cell, at
  // most 64 floor cells, a goal that places only the target, and fly or slide moves only.
  static std::optional<std::string> refusal(const Task& task);
  // Throws InputError with the refusal, if any. The target's steps are `path`'s relaxed graph.
  VacancyMoves(const Task& task, const TargetPath& path);

  // A move of a piece of two or more cells into `vacant`: `leaves` becomes vacant, and `piece`
  // (the old placement, `leaves` included) must be covered by such pieces only.
  struct PieceStep {
    int leaves;
    std::uint64_t piece;
  };
  std::span<const PieceStep> piece_steps(int vacant) const { return piece_steps_[std::size_t(vacant)]; }

  // A move of the target from one placement to a placement entering `enters` and leaving `leaves`.
  struct TargetStep {
    int to;
    int enters;
    int leaves;
  };
  std::span<const TargetStep> target_steps(int placement) const { return target_steps_[std::size_t(placement)]; }
  std::uint64_t target_cells(int placement) const { return target_cells_[std::size_t(placement)]; }

  int floor_count() const { return floor_count_; }
  // Pieces of one cell other than the target, in piece order.
  const std::vector<int>& single_cells() const { return single_cells_; }

 private:
  int floor_count_ = 0;
  std::vector<std::vector<PieceStep>> piece_steps_;    // per vacant cell
  std::vector<std::vector<TargetStep>> target_steps_;  // per target placement
  std::vector<std::uint64_t> target_cells_;
  std::vector<int> single_cells_;
};

// The floor cells of a placement as a mask (floor_count <= 64).
std::uint64_t cell_mask(Bits bits);

}  // namespace polyplan
