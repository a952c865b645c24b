#pragma once
#include <memory>
#include <span>
#include <string>
#include <vector>

#include "parser/model/problem.hpp"
#include "translator/frame_index.hpp"
#include "translator/goal_test.hpp"
#include "translator/placement_table.hpp"

namespace polyplan {

// A state is one value per piece: the piece's placement number in its table. Everything about a
// state (occupancy, goal, successors) is derived from these values.
using StateValues = std::vector<std::uint32_t>;
using StateView = std::span<const std::uint32_t>;

struct TaskPiece {
  std::string name;
  std::string kind;
  bool unit = false;
  int table = 0;   // index into Task::tables()
  int group = -1;  // interchangeable group (units of one kind), or -1
};

// The ground model of a checked problem, built once and read by everything after: the frame's
// floor numbering, placement tables, pieces, the initial state and the compiled goal.
class Task {
 public:
  explicit Task(Problem problem);
  // The goal test points back at its task, so a task stays where it was built.
  Task(const Task&) = delete;
  Task& operator=(const Task&) = delete;

  const Problem& problem() const { return problem_; }
  const FrameIndex& frame() const { return frame_; }
  const std::vector<TaskPiece>& pieces() const { return pieces_; }
  const PlacementTable& table(int piece) const {
    return tables_[static_cast<std::size_t>(pieces_[static_cast<std::size_t>(piece)].table)];
  }
  const std::vector<PlacementTable>& tables() const { return tables_; }
  // Indices of the pieces in each interchangeable group, ascending.
  const std::vector<std::vector<int>>& groups() const { return groups_; }
  const StateValues& initial_state() const { return initial_; }
  const GoalTest& goal() const { return goal_; }
  int words() const { return frame_.floor_count() == 0 ? 1 : words_for(frame_.floor_count()); }
  // The agent's piece (of the rule whose traits declare an agent, such as push), or -1 when no
  // rule has an agent.
  int agent() const { return agent_; }
  // The floor cell the agent stands on in `state` (the agent is one cell).
  int agent_floor(StateView state) const {
    return table(agent_).cells(static_cast<int>(state[static_cast<std::size_t>(agent_)]))[0];
  }

  // Per floor cell, whether the legend puts it in region `name` (all false when it draws none):
  // what the goal test's `inside` and the described rules' regions read.
  std::vector<bool> region_floors(const std::string& name) const;

  // Sorts the values inside each interchangeable group, so that states differing only by which
  // unit is where are one state.
  void canonicalize(std::span<std::uint32_t> state) const;
  // All cells covered in `state`. Inline on a floor of at most 64 cells, where the word is built
  // in a register: it runs once per expansion.
  void occupancy(StateView state, MutableBits out) const {
    if (out.size() != 1) return occupancy_of_words(state, out);
    Word word = 0;
    const std::size_t count = one_word_bits_.size();
    if (const Word* shared = shared_one_word_bits_) {
      for (std::size_t p = 0; p < count; ++p) word |= shared[state[p]];
    } else {
      const Word* const* bits = one_word_bits_.data();
      for (std::size_t p = 0; p < count; ++p) word |= bits[p][state[p]];
    }
    out[0] = word;
  }

 private:
  void occupancy_of_words(StateView state, MutableBits out) const;

  Problem problem_;
  FrameIndex frame_;
  std::vector<PlacementTable> tables_;
  std::vector<TaskPiece> pieces_;
  std::vector<std::vector<int>> groups_;
  StateValues initial_;
  GoalTest goal_;
  int agent_ = -1;
  // On a floor of one word: per piece, its table's cell sets (one word per placement), so that
  // occupancy, which runs once per expansion, reads them without going through the piece.
  std::vector<const Word*> one_word_bits_;
  // The same table for every piece (the tiles of a sliding-tile puzzle), or null: one load a
  // piece fewer.
  const Word* shared_one_word_bits_ = nullptr;
};

}  // namespace polyplan
