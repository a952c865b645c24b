// The interpreter of described move rules. Why it exists: a puzzle author writes Lunar Lockout,
// Ricochet Robots, Klotski under any metric or Rush Hour as a domain file, and this one generator
// makes their moves. What it costs: its steps are table lookups like the native rules' (placements
// shifted by precomputed tables, cell sets as words), so a described `slide` runs close to the
// built-in one (docs/language.md gives the benchmark).
#include "domains/rules/described_move.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <array>

#include "parser/input_error.hpp"
#include "translator/stop_request.hpp"

namespace polyplan {
namespace {

// Directions 0-3 are LURD (Move::direction); the diagonals follow, and moves along them carry
// direction -1, since the readers of Move::direction (plan notation, tie keys) know LURD only.
constexpr int kDirections = 8;
constexpr std::array<Coord, kDirections> kOffsets{Coord{0, -1},  Coord{-1, 0}, Coord{0, 1}, Coord{1, 0},
                                                  Coord{-1, -1}, Coord{-1, 1}, Coord{1, 1}, Coord{1, -1}};

int move_direction(int direction) { return direction < 4 ? direction : -1; }

// The directions a piece of this table travels in under the set.
std::vector<int> directions_for(DirectionSet set, const Task& task, const PlacementTable& table) {
  switch (set) {
    case DirectionSet::Orthogonal:
      return {0, 1, 2, 3};
    case DirectionSet::Diagonal:
      return {4, 5, 6, 7};
    case DirectionSet::All:
      return {0, 1, 2, 3, 4, 5, 6, 7};
    case DirectionSet::Axis: {
      int top = 1 << 30, bottom = -1, left = 1 << 30, right = -1;
      for (int cell : table.cells(0)) {
        Coord at = task.frame().coord(cell);
        top = std::min(top, at.row), bottom = std::max(bottom, at.row);
        left = std::min(left, at.col), right = std::max(right, at.col);
      }
      const int height = bottom - top, width = right - left;
      if (width > height) return {kLeft, kRight};
      if (height > width) return {kUp, kDown};
      return {0, 1, 2, 3};
    }
  }
  return {};
}

class DescribedMoveGenerator final : public MoveGenerator {
 public:
  DescribedMoveGenerator(const Task& task, const MoveRule& rule)
      : task_(task), description_(*rule.description), others_(static_cast<std::size_t>(task.words())) {
    for (int piece : pieces_of_kinds(task, rule, "kinds")) {
      const PlacementTable& table = task.table(piece);
      if (table.size() == 0) continue;
      pieces_.push_back({piece, &table, task.pieces()[std::size_t(piece)].table,
                         directions_for(description_.directions, task, table)});
    }
    for (const MovingPiece& piece : pieces_)
      for (int direction : piece.directions)
        if (direction >= 4) build_diagonal_shifts(piece.table_index, *piece.table);
    if (description_.travel == Travel::Walk) {
      reached_.resize(task.tables().size());
      for (const MovingPiece& piece : pieces_)
        reached_[std::size_t(piece.table_index)].assign(std::size_t(piece.table->size()), 0);
    }
  }

  void generate(StateView state, Bits occupancy, std::vector<Move>& moves) override {
    if (occupancy.size() == 1)
      generate_pieces<OneWord>(state, OneWord{occupancy[0]}, moves);
    else
      generate_pieces<ManyWords>(state, ManyWords{occupancy, others_}, moves);
  }

  bool symmetric() const override { return description_.directions != DirectionSet::Axis; }

  void ground_actions(std::vector<GroundAction>& actions) const override {
    if (description_.travel == Travel::Walk || description_.until_blocked)
      throw InputError(Diagnostic::about(
          "translate", fmt::format("polyplan does not yet write STRIPS actions for moves described as {}",
                                   description_.travel == Travel::Walk ? "(walk)" : "(slide :until blocked)")));
    for (const MovingPiece& piece : pieces_) {
      if (!represents_its_group(task_, piece.piece)) continue;
      const PlacementTable& table = *piece.table;
      StopPoll<> poll;
      for (int from = 0; from < table.size(); ++from) {
        poll();
        auto old_cells = table.cells(from);
        for (int direction : piece.directions) {
          std::vector<int> entered;
          int travelled = 0;
          for (int next = shifted(piece, from, direction); next != PlacementTable::kNone;
               next = shifted(piece, next, direction)) {
            for (int cell : table.cells(next))
              if (std::find(old_cells.begin(), old_cells.end(), cell) == old_cells.end() &&
                  std::find(entered.begin(), entered.end(), cell) == entered.end())
                entered.push_back(cell);
            ++travelled;
            GroundAction action =
                relocation(task_, fmt::format("move-p{}-l{}-d{}-{}", piece.piece, from, direction, travelled),
                           piece.piece, from, next, entered);
            action.cost = cost(travelled);
            actions.push_back(std::move(action));
            if (description_.travel == Travel::Step || travelled == description_.distance) break;
          }
        }
      }
    }
  }

 private:
  struct MovingPiece {
    int piece;
    const PlacementTable* table;
    int table_index;
    std::vector<int> directions;
  };

  // The pieces other than the one moving, on a floor of one word (most puzzles) or of many; the
  // loops are written once over either.
  struct OneWord {
    Word occupancy;
    Word others = 0;
    void leave_out(const PlacementTable& table, int placement) { others = occupancy & ~table.bits(placement)[0]; }
    bool blocked(const PlacementTable& table, int placement) const { return (table.bits(placement)[0] & others) != 0; }
  };
  struct ManyWords {
    Bits occupancy;
    std::vector<Word>& others;
    void leave_out(const PlacementTable& table, int placement) {
      std::copy(occupancy.begin(), occupancy.end(), others.begin());
      and_not_into(others, table.bits(placement));
    }
    bool blocked(const PlacementTable& table, int placement) const { return intersects(table.bits(placement), others); }
  };

  int cost(int cells) const {
    return description_.per == CostUnit::Cell ? description_.cost * cells : description_.cost;
  }

  int shifted(const MovingPiece& piece, int placement, int direction) const {
    if (direction < 4) return piece.table->shifted(placement, direction);
    return diagonal_shifts_[std::size_t(piece.table_index)][std::size_t(direction - 4)][std::size_t(placement)];
  }

  void build_diagonal_shifts(int table_index, const PlacementTable& table) {
    if (diagonal_shifts_.size() <= std::size_t(table_index)) diagonal_shifts_.resize(std::size_t(table_index) + 1);
    auto& shifts = diagonal_shifts_[std::size_t(table_index)];
    if (!shifts[0].empty()) return;
    StopPoll<> poll;
    std::vector<int> cells;
    for (int direction = 4; direction < kDirections; ++direction) {
      auto& to = shifts[std::size_t(direction - 4)];
      to.assign(std::size_t(table.size()), PlacementTable::kNone);
      for (int placement = 0; placement < table.size(); ++placement) {
        poll();
        cells.clear();
        for (int cell : table.cells(placement)) {
          Coord at = task_.frame().coord(cell);
          int moved = task_.frame().floor_at(
              Coord{at.row + kOffsets[std::size_t(direction)].row, at.col + kOffsets[std::size_t(direction)].col});
          if (moved == FrameIndex::kNone) break;
          cells.push_back(moved);
        }
        if (cells.size() != table.cells(placement).size()) continue;
        std::sort(cells.begin(), cells.end());
        to[std::size_t(placement)] = table.find(cells);
      }
    }
  }

  template <class Others>
  void generate_pieces(StateView state, Others others, std::vector<Move>& moves) {
    for (const MovingPiece& piece : pieces_) {
      const int current = static_cast<int>(state[std::size_t(piece.piece)]);
      others.leave_out(*piece.table, current);
      switch (description_.travel) {
        case Travel::Step:
          for (int direction : piece.directions) {
            const int next = shifted(piece, current, direction);
            if (next != PlacementTable::kNone && !others.blocked(*piece.table, next))
              moves.push_back(Move{piece.piece, std::uint32_t(next), -1, description_.cost, move_direction(direction)});
          }
          break;
        case Travel::Slide:
          for (int direction : piece.directions) slide(piece, current, direction, others, moves);
          break;
        case Travel::Walk:
          walk(piece, current, others, moves);
          break;
      }
    }
  }

  template <class Others>
  void slide(const MovingPiece& piece, int current, int direction, const Others& others, std::vector<Move>& moves) {
    int at = current, travelled = 0;
    for (;;) {
      poll_();
      const int next = shifted(piece, at, direction);
      const bool wall = next == PlacementTable::kNone;
      if (wall || others.blocked(*piece.table, next)) {
        const bool stops = wall ? description_.walls_stop : description_.pieces_stop;
        if (description_.until_blocked && stops && travelled > 0)
          moves.push_back(Move{piece.piece, std::uint32_t(at), -1, cost(travelled), move_direction(direction)});
        return;
      }
      at = next;
      ++travelled;
      if (description_.until_blocked) continue;
      moves.push_back(Move{piece.piece, std::uint32_t(at), -1, cost(travelled), move_direction(direction)});
      if (travelled == description_.distance) return;
    }
  }

  // Breadth first over the piece's placements, one step at a time through vacant floor: every
  // placement reached is one move, charged per move or by the steps of a shortest path.
  template <class Others>
  void walk(const MovingPiece& piece, int current, const Others& others, std::vector<Move>& moves) {
    std::vector<std::uint32_t>& reached = reached_[std::size_t(piece.table_index)];
    if (++stamp_ == 0) {
      for (auto& marks : reached_) std::fill(marks.begin(), marks.end(), 0);
      stamp_ = 1;
    }
    frontier_.clear();
    frontier_.push_back({current, 0});
    reached[std::size_t(current)] = stamp_;
    for (std::size_t head = 0; head < frontier_.size(); ++head) {
      poll_();
      const auto [at, steps] = frontier_[head];
      for (int direction : piece.directions) {
        const int next = shifted(piece, at, direction);
        if (next == PlacementTable::kNone || reached[std::size_t(next)] == stamp_ || others.blocked(*piece.table, next))
          continue;
        reached[std::size_t(next)] = stamp_;
        frontier_.push_back({next, steps + 1});
        moves.push_back(Move{piece.piece, std::uint32_t(next), -1, cost(steps + 1), -1});
      }
    }
  }

  const Task& task_;
  MoveDescription description_;
  std::vector<MovingPiece> pieces_;
  // Per table, the placement one diagonal step away (directions 4-7), for the tables that move
  // diagonally; the orthogonal ones are the table's own.
  std::vector<std::array<std::vector<int>, 4>> diagonal_shifts_;
  std::vector<Word> others_;
  // Walks: per table, the stamp of the walk that last reached each placement, so that a walk
  // clears nothing before it starts.
  std::vector<std::vector<std::uint32_t>> reached_;
  std::uint32_t stamp_ = 0;
  std::vector<std::pair<int, int>> frontier_;
  StopPoll<> poll_;
};

}  // namespace

std::unique_ptr<MoveGenerator> make_described_move_generator(const Task& task, const MoveRule& rule) {
  return std::make_unique<DescribedMoveGenerator>(task, rule);
}

}  // namespace polyplan
