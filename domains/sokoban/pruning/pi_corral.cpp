#include "domains/sokoban/pruning/pi_corral.hpp"

#include <algorithm>
#include <climits>

namespace polyplan {

PiCorrals::PiCorrals(const SokobanBoard& board, const DeadSquares& dead_squares)
    : board_(board),
      dead_squares_(dead_squares),
      has_box_(static_cast<std::size_t>(board.floor_count()), 0),
      reached_(has_box_.size(), 0),
      corral_(has_box_.size(), 0),
      barrier_(has_box_.size(), -1),
      chosen_(has_box_.size(), 0) {
  queue_.reserve(has_box_.size());
}

bool PiCorrals::in_corral(int cell, int label) const {
  int mark = corral_[static_cast<std::size_t>(cell)];
  return mark != 0 && (label == 0 || mark == label);
}

bool PiCorrals::find(int agent, const std::vector<int>& boxes) {
  // Whole-floor resets: a few hundred bytes, small beside the matching the heuristic runs anyway.
  std::fill(has_box_.begin(), has_box_.end(), 0);
  std::fill(reached_.begin(), reached_.end(), 0);
  std::fill(corral_.begin(), corral_.end(), 0);
  std::fill(barrier_.begin(), barrier_.end(), -1);
  std::fill(chosen_.begin(), chosen_.end(), 0);
  for (int cell : boxes) has_box_[static_cast<std::size_t>(cell)] = 1;
  boxes_ = &boxes;

  queue_.assign(1, agent);
  reached_[static_cast<std::size_t>(agent)] = 1;
  for (std::size_t head = 0; head < queue_.size(); ++head)
    for (int d = 0; d < 4; ++d) {
      int next = board_.neighbour(queue_[head], d);
      if (next == SokobanBoard::kNone || has_box_[static_cast<std::size_t>(next)] ||
          reached_[static_cast<std::size_t>(next)])
        continue;
      reached_[static_cast<std::size_t>(next)] = 1;
      queue_.push_back(next);
    }

  // Only free cells next to a box can belong to a corral worth entering: a region walled off
  // entirely has no barrier, so no push could ever reach it.
  corrals_ = 0;
  for (int box : boxes)
    for (int d = 0; d < 4; ++d) {
      int seed = board_.neighbour(box, d);
      if (seed == SokobanBoard::kNone || has_box_[static_cast<std::size_t>(seed)] ||
          reached_[static_cast<std::size_t>(seed)] || corral_[static_cast<std::size_t>(seed)])
        continue;
      ++corrals_;
      corral_[static_cast<std::size_t>(seed)] = corrals_;
      queue_.assign(1, seed);
      for (std::size_t head = 0; head < queue_.size(); ++head)
        for (int e = 0; e < 4; ++e) {
          int next = board_.neighbour(queue_[head], e);
          if (next == SokobanBoard::kNone || has_box_[static_cast<std::size_t>(next)] ||
              corral_[static_cast<std::size_t>(next)])
            continue;
          corral_[static_cast<std::size_t>(next)] = corrals_;
          queue_.push_back(next);
        }
    }
  if (corrals_ == 0) return false;

  int best = -1, fewest = INT_MAX;
  for (int label = 1; label <= corrals_; ++label) {
    int pushes = pushes_into(label);
    if (pushes > 0 && pushes < fewest) best = label, fewest = pushes;
  }
  if (best < 0 && corrals_ > 1 && pushes_into(0) > 0) best = 0;
  if (best < 0) return false;
  choose(best);
  return true;
}

int PiCorrals::pushes_into(int label) {
  members_.clear();
  for (int box : *boxes_)
    for (int d = 0; d < 4; ++d) {
      int next = board_.neighbour(box, d);
      if (next != SokobanBoard::kNone && in_corral(next, label)) {
        members_.push_back(box);
        barrier_[static_cast<std::size_t>(box)] = label;
        break;
      }
    }
  auto on_barrier = [&](int cell) { return barrier_[static_cast<std::size_t>(cell)] == label; };
  bool unfinished =
      std::any_of(members_.begin(), members_.end(), [&](int box) { return !board_.is_goal(box); }) ||
      std::any_of(board_.goals().begin(), board_.goals().end(), [&](int goal) { return in_corral(goal, label); });
  if (!unfinished) return -1;
  int pushes = 0;
  for (int box : members_)
    for (int d = 0; d < 4; ++d) {
      int target = board_.neighbour(box, d);
      int behind = board_.neighbour(box, opposite(d));
      if (target != SokobanBoard::kNone && in_corral(target, label)) {
        // A push onto a dead square is in no solution, so it need not be possible now.
        if (dead_squares_.dead(target) || behind == SokobanBoard::kNone || in_corral(behind, label)) continue;
        if (has_box_[static_cast<std::size_t>(behind)]) {
          if (on_barrier(behind)) continue;
          return -1;  // that box may move away first and open this push later (not P)
        }
        if (!reached_[static_cast<std::size_t>(behind)]) return -1;  // behind it: another corral (not P)
        ++pushes;
        continue;
      }
      bool target_blocked =
          target == SokobanBoard::kNone ||
          (has_box_[static_cast<std::size_t>(target)] ? on_barrier(target) : dead_squares_.dead(target));
      bool behind_blocked =
          behind == SokobanBoard::kNone ||
          (has_box_[static_cast<std::size_t>(behind)] ? on_barrier(behind) : in_corral(behind, label));
      if (!target_blocked && !behind_blocked) return -1;  // the box could go elsewhere (not I)
    }
  return pushes;
}

void PiCorrals::choose(int label) {
  for (std::size_t cell = 0; cell < corral_.size(); ++cell)
    if (in_corral(static_cast<int>(cell), label)) chosen_[cell] = 1;
}

}  // namespace polyplan
