// The interpreter of described move rules. Why it exists: a puzzle author writes Lunar Lockout,
// Ricochet Robots, Klotski under any metric or Rush Hour as a domain file, and this one generator
// makes their moves. What it costs: its steps are table lookups like the native rules' (placements
// shifted by precomputed tables, cell sets as words), so a described `slide` runs close to the
// built-in one (docs/language.md gives the benchmark).
#include "domains/rules/described_move.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <array>
#include <bit>

#include "domains/piece_counters.hpp"
#include "parser/input_error.hpp"
#include "translator/stop_request.hpp"

namespace polyplan {
namespace {

// Directions 0-3 are LURD (Move::direction); the diagonals follow, and moves along them carry
// direction -1, since the readers of Move::direction (plan notation, tie keys) know LURD only.
// The headings are the vocabulary's (heading_names, heading_step).
constexpr int kDirections = 8;

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
    case DirectionSet::Axis:
      return axis_directions(task, table);
  }
  return {};
}

class DescribedMoveGenerator final : public MoveGenerator {
 public:
  DescribedMoveGenerator(const Task& task, const MoveRule& rule)
      : task_(task),
        description_(*rule.description),
        others_(static_cast<std::size_t>(task.words())),
        owner_(static_cast<std::size_t>(task.frame().floor_count()), kVacant) {
    mark_one_way(task);
    if (agent_moves()) {
      set_up_agent(task);
      require_units_for_long_chains(task, rule.name);
      return;
    }
    for (int piece : pieces_of_kinds(task, rule, "kinds")) {
      const PlacementTable& table = task.table(piece);
      if (table.size() == 0) continue;
      pieces_.push_back({piece, &table, task.pieces()[std::size_t(piece)].table,
                         directions_for(description_.directions, task, table)});
    }
    for (const MovingPiece& piece : pieces_)
      for (int direction : piece.directions)
        if (direction >= 4) build_diagonal_shifts(piece.table_index, *piece.table);
    mark_regions(task);
    if (description_.travel == Travel::Walk) {
      reached_.resize(task.tables().size());
      for (const MovingPiece& piece : pieces_)
        reached_[std::size_t(piece.table_index)].assign(std::size_t(piece.table->size()), 0);
    }
    // Orthogonal steps on a floor of one word: the sliding-tile case, where most pieces are
    // blocked and a step must enter a free cell.
    if (description_.travel == Travel::Step && description_.directions == DirectionSet::Orthogonal &&
        description_.one_way.empty() && task.words() == 1 && !pieces_.empty()) {
      steps_from_free_cells_ = true;
      step_owner_.assign(owner_.size(), kVacant);
      for (int floor = 0; floor < task.frame().floor_count(); ++floor) floor_mask_ |= Word(1) << floor;
    }
  }

  void generate(StateView state, Bits occupancy, std::vector<Move>& moves) override {
    if (agent_moves() || description_.travel == Travel::Hop) {
      mark_owners(state);
      if (description_.travel == Travel::Hop)
        hops(state, moves);
      else
        agent_steps(state, moves);
      clear_owners(state);
      return;
    }
    if (occupancy.size() == 1 && steps_from_free_cells_ && free_cells_fewer_than_pieces(occupancy[0])) {
      steps_from_free_cells(state, occupancy[0], moves);
      return;
    }
    if (occupancy.size() == 1)
      generate_pieces<OneWord>(state, OneWord{occupancy[0]}, moves);
    else
      generate_pieces<ManyWords>(state, ManyWords{occupancy, others_}, moves);
  }

  bool symmetric() const override { return description_.directions != DirectionSet::Axis; }

  // Every described move as ground actions, with the same legality as generate: a move from a
  // placement, the cells it needs vacant, and what it changes. Each way of travelling is written
  // by its own function below; exits take the piece off (and count it down where the goal counts
  // its kind), and cells to avoid and one-way cells read as walls, as in generate.
  void ground_actions(std::vector<GroundAction>& actions) const override {
    switch (description_.travel) {
      case Travel::Step:
      case Travel::Slide:
        return ground_straight_moves(actions);
      case Travel::Walk:
        return ground_walks(actions);
      case Travel::Hop:
        return ground_hops(actions);
      case Travel::Push:
      case Travel::Pull:
        return ground_agent_moves(actions);
      case Travel::Fly:
        return ground_flights(actions);
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

  static constexpr int kVacant = -1;

  // Per table of a moving piece and per placement, what the rule's regions say of it: a
  // placement on a cell to avoid is a wall to the piece, one on an exit takes it off the board,
  // and a slide goes on through placements wholly inside its `through` region.
  struct RegionMarks {
    std::vector<bool> avoided;
    std::vector<bool> exits;
    std::vector<bool> through;
  };

  void mark_regions(const Task& task) {
    if (description_.avoid.empty() && description_.exit.empty() && description_.through.empty()) return;
    const std::vector<bool> avoid = task.region_floors(description_.avoid);
    const std::vector<bool> exit = task.region_floors(description_.exit);
    const std::vector<bool> through = task.region_floors(description_.through);
    region_marks_.resize(task.tables().size());
    for (const MovingPiece& piece : pieces_) {
      RegionMarks& marks = region_marks_[std::size_t(piece.table_index)];
      if (!marks.avoided.empty()) continue;
      const PlacementTable& table = *piece.table;
      for (int placement = 0; placement < table.size(); ++placement) {
        auto cells = table.cells(placement);
        auto any = [&](const std::vector<bool>& in) {
          return std::any_of(cells.begin(), cells.end(), [&](int cell) { return bool(in[std::size_t(cell)]); });
        };
        auto all = [&](const std::vector<bool>& in) {
          return std::all_of(cells.begin(), cells.end(), [&](int cell) { return bool(in[std::size_t(cell)]); });
        };
        marks.avoided.push_back(any(avoid));
        marks.exits.push_back(any(exit));
        marks.through.push_back(all(through));
      }
    }
  }

  // Per table and placement, the directions (bit d) in which a piece may not enter it: it would
  // step onto a cell of a one-way region against the region's heading. The cells a step in
  // direction d enters are those of the placement whose neighbour against d is not its own.
  void mark_one_way(const Task& task) {
    if (description_.one_way.empty()) return;
    std::vector<int> barred(std::size_t(task.frame().floor_count()), 0);  // per floor cell: barred directions
    for (const OneWayRegion& one : description_.one_way) {
      const std::vector<bool> in = task.region_floors(one.region);
      for (std::size_t floor = 0; floor < in.size(); ++floor)
        if (in[floor]) barred[floor] |= 0xFF & ~(1 << one.heading);
    }
    no_entry_.resize(task.tables().size());
    for (std::size_t t = 0; t < task.tables().size(); ++t) {
      const PlacementTable& table = task.tables()[t];
      no_entry_[t].assign(std::size_t(table.size()), 0);
      for (int placement = 0; placement < table.size(); ++placement) {
        auto cells = table.cells(placement);
        for (int direction = 0; direction < kDirections; ++direction)
          for (int cell : cells) {
            const Coord at = task.frame().coord(cell);
            const int behind = task.frame().floor_at(
                Coord{at.row - heading_step(direction).row, at.col - heading_step(direction).col});
            const bool own =
                behind != FrameIndex::kNone && std::find(cells.begin(), cells.end(), behind) != cells.end();
            if (!own && (barred[std::size_t(cell)] >> direction & 1))
              no_entry_[t][std::size_t(placement)] |= std::uint8_t(1 << direction);
          }
      }
    }
  }
  bool barred(int table_index, int placement, int direction) const {
    return !no_entry_.empty() && (no_entry_[std::size_t(table_index)][std::size_t(placement)] >> direction & 1);
  }

  // The placement `direction` leads to, with a placement on cells to avoid, or entered against a
  // one-way cell's heading, read as a wall.
  int enters(const MovingPiece& piece, int placement, int direction) const {
    const int next = shifted(piece, placement, direction);
    if (next == PlacementTable::kNone) return next;
    if (barred(piece.table_index, next, direction)) return PlacementTable::kNone;
    if (region_marks_.empty()) return next;
    return region_marks_[std::size_t(piece.table_index)].avoided[std::size_t(next)] ? PlacementTable::kNone : next;
  }

  // Where a move that ends at `placement` leaves the piece: off the board on an exit.
  std::uint32_t landing(const MovingPiece& piece, int placement) const {
    if (!region_marks_.empty() && region_marks_[std::size_t(piece.table_index)].exits[std::size_t(placement)])
      return std::uint32_t(piece.table->off_board());
    return std::uint32_t(placement);
  }
  bool goes_on_through(const MovingPiece& piece, int placement) const {
    return region_marks_[std::size_t(piece.table_index)].through[std::size_t(placement)];
  }

  bool agent_moves() const { return description_.travel == Travel::Push || description_.travel == Travel::Pull; }

  void set_up_agent(const Task& task) {
    agent_ = task.agent();
    const PlacementTable& agent_table = task.table(agent_);
    placement_of_floor_.assign(owner_.size(), PlacementTable::kNone);
    for (int placement = 0; placement < agent_table.size(); ++placement)
      placement_of_floor_[std::size_t(agent_table.cells(placement)[0])] = placement;
    moved_.assign(task.pieces().size(), false);
    for (std::size_t p = 0; p < task.pieces().size(); ++p) {
      const std::string& kind = task.pieces()[p].kind;
      moved_[p] = static_cast<int>(p) != agent_ &&
                  std::find(description_.pieces.begin(), description_.pieces.end(), kind) != description_.pieces.end();
    }
    // Under (:cost pushes) the agent's own steps are free; its pushes and pulls cost the rule's cost.
    step_cost_ = task.problem().domain.cost == CostModel::Pushes ? 0 : description_.cost;
  }

  // A Move carries two pieces besides the agent. A longer chain of interchangeable units of one
  // kind needs no more: pushing it leaves the state that moving its first unit to the cell beyond
  // its last would, so that is the move (see long_chain_target). Other pieces in longer chains
  // are refused here, before any search.
  void require_units_for_long_chains(const Task& task, const std::string& rule) const {
    if (description_.chain < 3) return;
    int group = -2;
    for (std::size_t p = 0; p < moved_.size(); ++p) {
      if (!moved_[p]) continue;
      const TaskPiece& piece = task.pieces()[p];
      if (!piece.unit || (group != -2 && piece.group != group))
        throw InputError(Diagnostic::about(
            "translate", fmt::format("rule '{}' pushes chains of up to {} pieces, which polyplan can do only when "
                                     "the pieces it pushes are interchangeable units of one kind; piece '{}' is not "
                                     "one of them (write :chain 2, or draw the pushed pieces as units of one kind)",
                                     rule, description_.chain, piece.name)));
      group = piece.group;
    }
  }

  // Where the first unit of a chain of three or more in front of the agent ends up when the agent
  // pushes toward `direction`: the cell beyond the chain's last unit, or kNone when the chain is
  // longer than the rule allows, meets an immovable piece or the edge, or some unit would enter a
  // one-way cell against its heading.
  int long_chain_target(int first_floor, int table_index, const PlacementTable& table, int direction) const {
    int cell = first_floor;
    for (int length = 1;; ++length) {
      const int next = task_.frame().neighbour(cell, direction);
      if (next == FrameIndex::kNone) return PlacementTable::kNone;
      const int placement = table.find(std::span<const int>(&next, 1));
      if (placement == PlacementTable::kNone || barred(table_index, placement, direction)) return PlacementTable::kNone;
      const int owner = owner_[std::size_t(next)];
      if (owner == kVacant) return length >= 3 ? placement : PlacementTable::kNone;
      if (!moved_[std::size_t(owner)] || length == description_.chain) return PlacementTable::kNone;
      cell = next;
    }
  }

  // Which piece covers each floor cell (the agent left out), for the moves that act on the piece
  // next to another; cleared again after the state, so that only its pieces' cells are written.
  void mark_owners(StateView state) {
    for (std::size_t p = 0; p < state.size(); ++p)
      if (static_cast<int>(p) != agent_)
        for (int cell : task_.table(static_cast<int>(p)).cells(static_cast<int>(state[p])))
          owner_[std::size_t(cell)] = static_cast<int>(p);
  }
  void clear_owners(StateView state) {
    for (std::size_t p = 0; p < state.size(); ++p)
      for (int cell : task_.table(static_cast<int>(p)).cells(static_cast<int>(state[p])))
        owner_[std::size_t(cell)] = kVacant;
  }

  // The one piece other than `self` covering every cell of `placement` that `self` does not
  // cover now, or kVacant when those cells are all vacant, or -2 when they are shared or blocked.
  int sole_owner(const PlacementTable& table, int placement, int self) const {
    int found = kVacant;
    for (int cell : table.cells(placement)) {
      const int owner = owner_[std::size_t(cell)];
      if (owner == kVacant || owner == self) continue;
      if (found != kVacant && owner != found) return -2;
      found = owner;
    }
    return found;
  }
  bool hops_over(int piece) const {
    const std::string& kind = task_.pieces()[std::size_t(piece)].kind;
    return std::find(description_.over.begin(), description_.over.end(), kind) != description_.over.end();
  }

  // A piece two cells along a direction, over the one piece of a hopped kind covering the cells
  // it passes, into cells that are vacant; the hopped piece leaves the board when the rule captures.
  void hops(StateView state, std::vector<Move>& moves) {
    for (const MovingPiece& piece : pieces_) {
      const int current = static_cast<int>(state[std::size_t(piece.piece)]);
      if (current == piece.table->off_board()) continue;
      for (int direction : piece.directions) {
        const int over = shifted(piece, current, direction);
        if (over == PlacementTable::kNone) continue;
        const int beyond = enters(piece, over, direction);
        if (beyond == PlacementTable::kNone) continue;
        const int hopped = sole_owner(*piece.table, over, piece.piece);
        if (hopped < 0 || !hops_over(hopped) || sole_owner(*piece.table, beyond, piece.piece) != kVacant) continue;
        Move move{piece.piece, landing(piece, beyond), -1, cost(2), move_direction(direction)};
        if (description_.capture) {
          move.other = hopped;
          move.other_placement = std::uint32_t(task_.table(hopped).off_board());
        }
        moves.push_back(move);
      }
    }
  }

  // The agent's steps, each with the push of the pieces in front of it or the pull of the piece
  // behind it, in LURD order as the built-in push makes them (a push rule's state space and its
  // order of moves are the same, so searches expand the same states).
  void agent_steps(StateView state, std::vector<Move>& moves) {
    const int at = task_.agent_floor(state);
    for (int direction = 0; direction < 4; ++direction) {
      const int front = task_.frame().neighbour(at, direction);
      if (front == FrameIndex::kNone) continue;
      const auto into = static_cast<std::uint32_t>(placement_of_floor_[std::size_t(front)]);
      if (barred(task_.pieces()[std::size_t(agent_)].table, int(into), direction)) continue;
      const int ahead = owner_[std::size_t(front)];
      if (description_.travel == Travel::Pull) {
        if (ahead != kVacant) continue;
        moves.push_back(Move{agent_, into, -1, step_cost_, direction});
        const int behind = task_.frame().neighbour(at, opposite(direction));
        if (behind == FrameIndex::kNone) continue;
        const int pulled = owner_[std::size_t(behind)];
        if (pulled == kVacant || !moved_[std::size_t(pulled)]) continue;
        const PlacementTable& table = task_.table(pulled);
        const int next = table.shifted(static_cast<int>(state[std::size_t(pulled)]), direction);
        if (next != PlacementTable::kNone && sole_owner(table, next, pulled) == kVacant &&
            !covers(table, next, front) && !barred(task_.pieces()[std::size_t(pulled)].table, next, direction))
          moves.push_back(Move{pulled, std::uint32_t(next), static_cast<int>(into), description_.cost, direction});
        continue;
      }
      if (ahead == kVacant) {
        moves.push_back(Move{agent_, into, -1, step_cost_, direction});
        continue;
      }
      if (!moved_[std::size_t(ahead)]) continue;
      const PlacementTable& table = task_.table(ahead);
      const int next = table.shifted(static_cast<int>(state[std::size_t(ahead)]), direction);
      if (next == PlacementTable::kNone || barred(task_.pieces()[std::size_t(ahead)].table, next, direction)) continue;
      const int blocker = sole_owner(table, next, ahead);
      if (blocker == kVacant) {
        moves.push_back(Move{ahead, std::uint32_t(next), static_cast<int>(into), description_.cost, direction});
        continue;
      }
      if (blocker < 0 || description_.chain < 2 || !moved_[std::size_t(blocker)]) continue;
      const PlacementTable& second = task_.table(blocker);
      const int second_next = second.shifted(static_cast<int>(state[std::size_t(blocker)]), direction);
      if (second_next == PlacementTable::kNone ||
          barred(task_.pieces()[std::size_t(blocker)].table, second_next, direction))
        continue;
      if (const int third = sole_owner(second, second_next, blocker); third != kVacant) {
        if (description_.chain < 3 || third < 0 || !moved_[std::size_t(third)]) continue;
        const int target = long_chain_target(front, task_.pieces()[std::size_t(ahead)].table, table, direction);
        if (target != PlacementTable::kNone)
          moves.push_back(Move{ahead, std::uint32_t(target), static_cast<int>(into), description_.cost, direction});
        continue;
      }
      Move move{ahead, std::uint32_t(next), static_cast<int>(into), description_.cost, direction};
      move.other = blocker;
      move.other_placement = std::uint32_t(second_next);
      moves.push_back(move);
    }
  }

  // --- ground actions -------------------------------------------------------------------------

  // The pieces the rule moves, one per group of interchangeable units (facts do not tell them apart).
  std::vector<int> grounded_pieces(const std::vector<int>& pieces) const {
    std::vector<int> out;
    for (int piece : pieces)
      if (represents_its_group(task_, piece)) out.push_back(piece);
    return out;
  }
  std::vector<int> grounded_moved_pieces() const {
    std::vector<int> pieces;
    for (std::size_t p = 0; p < moved_.size(); ++p)
      if (moved_[p]) pieces.push_back(static_cast<int>(p));
    return grounded_pieces(pieces);
  }

  // Appends `action`, counting down the kinds the goal counts for the pieces it takes off.
  void append(std::vector<GroundAction>& actions, const GroundAction& action,
              const std::vector<PlacementChange>& changes) const {
    std::vector<int> removed;
    for (const PlacementChange& change : changes)
      if (change.to == task_.table(change.piece).off_board()) removed.push_back(change.piece);
    append_with_counters(task_, action, removed, actions);
  }

  // Every start of a moving piece's ground actions: the pieces that stand for their group of
  // interchangeable pieces (the others share their facts), each placement in turn, the limits
  // asked at each.
  template <class Visit>
  void for_each_start(Visit visit) const {
    for (const MovingPiece& piece : pieces_) {
      if (!represents_its_group(task_, piece.piece)) continue;
      StopPoll<> poll;
      for (int from = 0; from < piece.table->size(); ++from) {
        poll();
        visit(piece, from);
      }
    }
  }

  // Steps and slides: a move from a placement along a direction, with the cells it passes needing
  // to be free. A slide that stops only where it is blocked needs, besides, the reason to stop: the
  // edge or a wall (static: the action exists only there), or a cell ahead that a piece covers,
  // `(occupied c)`, one action per such cell (GroundModel keeps those facts). A slide through a
  // region stops on its first placement outside it.
  void ground_straight_moves(std::vector<GroundAction>& actions) const {
    const bool through = !description_.through.empty();
    const bool until = description_.until_blocked || through;
    for_each_start([&](const MovingPiece& piece, int from) {
      const PlacementTable& table = *piece.table;
      auto old_cells = table.cells(from);
      for (int direction : piece.directions) {
        std::vector<int> entered;
        int travelled = 0;
        auto move_to = [&](int at, const std::string& why, const std::vector<std::string>& needs) {
          const std::vector<PlacementChange> changes{{piece.piece, from, static_cast<int>(landing(piece, at))}};
          GroundAction action = simultaneous_relocation(
              task_, fmt::format("move-p{}-l{}-d{}-{}{}", piece.piece, from, direction, travelled, why), changes,
              entered, cost(travelled));
          action.preconditions.insert(action.preconditions.end(), needs.begin(), needs.end());
          append(actions, action, changes);
        };
        for (int at = from;;) {
          const int next = enters(piece, at, direction);
          if (next == PlacementTable::kNone) {
            if (until && description_.walls_stop && travelled > 0) move_to(at, "", {});
            break;
          }
          if (until && description_.pieces_stop && travelled > 0) {
            auto here = table.cells(at);
            for (int cell : table.cells(next))
              if (std::find(here.begin(), here.end(), cell) == here.end())
                move_to(at, fmt::format("-against-c{}", cell), {GroundNames::occupied(cell)});
          }
          for (int cell : table.cells(next))
            if (std::find(old_cells.begin(), old_cells.end(), cell) == old_cells.end() &&
                std::find(entered.begin(), entered.end(), cell) == entered.end())
              entered.push_back(cell);
          at = next;
          ++travelled;
          if (through && !goes_on_through(piece, at)) {
            move_to(at, "", {});
            break;
          }
          if (until) continue;
          move_to(at, "", {});
          if (description_.travel == Travel::Step || travelled == description_.distance) break;
        }
      }
    });
  }

  // Walks: a first step that pays and takes the lock (the piece's `moving` fact instead of (idle)),
  // steps under the lock (free when the walk is charged per move, the cost of a cell when per
  // cell), and a free stop anywhere that gives (idle) back; a step onto an exit ends the walk
  // there. The cheapest way between two placements is a shortest path, as generate charges it. A
  // walk back to where it began changes nothing and costs, so no plan is shorter for it.
  void ground_walks(std::vector<GroundAction>& actions) const {
    const int step_cost = description_.per == CostUnit::Cell ? description_.cost : 0;
    for_each_start([&](const MovingPiece& piece, int from) {
      const PlacementTable& table = *piece.table;
      const std::string lock_from = GroundNames::moving(position_fact(task_, piece.piece, from));
      for (int direction : piece.directions) {
        const int next = enters(piece, from, direction);
        if (next == PlacementTable::kNone) continue;
        const int to = static_cast<int>(landing(piece, next));
        const bool exits = to == table.off_board();
        const std::vector<PlacementChange> changes{{piece.piece, from, to}};
        const auto cells = table.cells(next);
        const std::vector<int> passed(cells.begin(), cells.end());
        const std::string name = fmt::format("walk-p{}-l{}-d{}", piece.piece, from, direction);
        GroundAction first = simultaneous_relocation(task_, name, changes, passed, description_.cost);
        first.preconditions.push_back(GroundNames::idle());
        if (!exits) {
          first.deletes.push_back(GroundNames::idle());
          first.adds.push_back(GroundNames::moving(position_fact(task_, piece.piece, to)));
        }
        append(actions, first, changes);
        GroundAction on = simultaneous_relocation(task_, name + "-on", changes, passed, step_cost);
        on.continues_a_move = true;
        on.preconditions.push_back(lock_from);
        on.deletes.push_back(lock_from);
        on.adds.push_back(exits ? GroundNames::idle() : GroundNames::moving(position_fact(task_, piece.piece, to)));
        append(actions, on, changes);
      }
      actions.push_back(GroundAction{fmt::format("walk-p{}-l{}-stop", piece.piece, from),
                                     {lock_from},
                                     {GroundNames::idle()},
                                     {lock_from},
                                     0,
                                     true});
    });
  }

  // Hops: the hopping piece's position, the hopped piece's (one action per piece of a hopped kind
  // and placement covering cells the hop passes), the passed cells it leaves uncovered and the
  // landing cells free; a capture takes the hopped piece off.
  void ground_hops(std::vector<GroundAction>& actions) const {
    std::vector<int> hopped_pieces;
    for (std::size_t p = 0; p < task_.pieces().size(); ++p)
      if (hops_over(static_cast<int>(p)) && static_cast<int>(p) != task_.agent())
        hopped_pieces.push_back(static_cast<int>(p));
    hopped_pieces = grounded_pieces(hopped_pieces);
    for_each_start([&](const MovingPiece& piece, int from) {
      const PlacementTable& table = *piece.table;
      auto old_cells = table.cells(from);
      auto own = [&](int cell) { return std::find(old_cells.begin(), old_cells.end(), cell) != old_cells.end(); };
      for (int direction : piece.directions) {
        const int over = shifted(piece, from, direction);
        if (over == PlacementTable::kNone) continue;
        const int beyond = enters(piece, over, direction);
        if (beyond == PlacementTable::kNone) continue;
        std::vector<int> passed, landed;
        for (int cell : table.cells(over))
          if (!own(cell)) passed.push_back(cell);
        for (int cell : table.cells(beyond))
          if (!own(cell)) landed.push_back(cell);
        for (int hopped : hopped_pieces) {
          const bool same_facts = hopped == piece.piece;  // units of the hopper's own group
          if (same_facts && !task_.pieces()[std::size_t(hopped)].unit) continue;
          const PlacementTable& hopped_table = task_.table(hopped);
          for (int at = 0; at < hopped_table.size(); ++at) {
            auto covered = hopped_table.cells(at);
            auto covers_any = [&](const std::vector<int>& cells) {
              return std::any_of(cells.begin(), cells.end(), [&](int cell) {
                return std::find(covered.begin(), covered.end(), cell) != covered.end();
              });
            };
            if (!covers_any(passed) || covers_any(landed) ||
                std::any_of(covered.begin(), covered.end(), [&](int cell) { return own(cell); }))
              continue;
            std::vector<int> vacant = landed;
            for (int cell : passed)
              if (std::find(covered.begin(), covered.end(), cell) == covered.end()) vacant.push_back(cell);
            std::vector<PlacementChange> changes{{piece.piece, from, static_cast<int>(landing(piece, beyond))}};
            if (description_.capture) changes.push_back({hopped, at, hopped_table.off_board()});
            GroundAction action = simultaneous_relocation(
                task_, fmt::format("hop-p{}-l{}-d{}-over-p{}-l{}", piece.piece, from, direction, hopped, at), changes,
                vacant, cost(2));
            if (!description_.capture) action.preconditions.push_back(position_fact(task_, hopped, at));
            append(actions, action, changes);
          }
        }
      }
    });
  }

  // The agent's steps, pushes and pulls, as agent_steps makes them: the agent's cell, the cell it
  // enters, and for each piece it moves that piece's placement and the cells it comes to cover.
  void ground_agent_moves(std::vector<GroundAction>& actions) const {
    const FrameIndex& frame = task_.frame();
    const int agent_table = task_.pieces()[std::size_t(agent_)].table;
    const std::vector<int> moved = grounded_moved_pieces();
    for (int at = 0; at < frame.floor_count(); ++at) {
      const int agent_from = placement_of_floor_[std::size_t(at)];
      if (agent_from == PlacementTable::kNone) continue;
      for (int direction = 0; direction < 4; ++direction) {
        const int front = frame.neighbour(at, direction);
        if (front == FrameIndex::kNone) continue;
        const int into = placement_of_floor_[std::size_t(front)];
        if (into == PlacementTable::kNone || barred(agent_table, into, direction)) continue;
        const PlacementChange agent_step{agent_, agent_from, into};
        const std::string name = fmt::format("agent-c{}-{}", at, kStepLetters[std::size_t(direction)]);
        actions.push_back(simultaneous_relocation(task_, name, {agent_step}, {}, step_cost_));
        if (description_.travel == Travel::Pull) {
          const int behind = frame.neighbour(at, opposite(direction));
          if (behind != FrameIndex::kNone) ground_pulls(actions, name, agent_step, behind, front, direction, moved);
          continue;
        }
        ground_pushes(actions, name, agent_step, at, front, direction, moved);
      }
    }
  }

  // A piece placement covering `cell`, with the placement a step in `direction` takes it to
  // (kNone when that leaves the floor or enters a one-way cell against its heading).
  struct Shift {
    int from;
    int to;
  };
  std::vector<Shift> shifts_covering(int piece, int cell, int direction) const {
    std::vector<Shift> out;
    const PlacementTable& table = task_.table(piece);
    const int table_index = task_.pieces()[std::size_t(piece)].table;
    for (int placement = 0; placement < table.size(); ++placement) {
      if (!covers(table, placement, cell)) continue;
      const int to = table.shifted(placement, direction);
      if (to == PlacementTable::kNone || barred(table_index, to, direction)) continue;
      out.push_back({placement, to});
    }
    return out;
  }

  void ground_pulls(std::vector<GroundAction>& actions, const std::string& name, const PlacementChange& agent_step,
                    int behind, int front, int direction, const std::vector<int>& moved) const {
    const int at = task_.table(agent_).cells(agent_step.from)[0];
    for (int piece : moved)
      for (const Shift& shift : shifts_covering(piece, behind, direction)) {
        const PlacementTable& table = task_.table(piece);
        if (covers(table, shift.from, at) || covers(table, shift.to, front)) continue;
        const std::vector<PlacementChange> changes{agent_step, {piece, shift.from, shift.to}};
        actions.push_back(simultaneous_relocation(task_, fmt::format("{}-pull-p{}-l{}", name, piece, shift.from),
                                                  changes, {}, description_.cost));
      }
  }

  // A push of the piece in front, or of a chain of two (the second piece covering some of the cells
  // the first comes to cover, and no cell of the first), or of a row of three or more units (the
  // first unit goes beyond the last, as long_chain_target says).
  void ground_pushes(std::vector<GroundAction>& actions, const std::string& name, const PlacementChange& agent_step,
                     int at, int front, int direction, const std::vector<int>& moved) const {
    for (int piece : moved) {
      const PlacementTable& table = task_.table(piece);
      for (const Shift& shift : shifts_covering(piece, front, direction)) {
        if (covers(table, shift.from, at)) continue;
        const std::vector<PlacementChange> changes{agent_step, {piece, shift.from, shift.to}};
        const std::string pushed = fmt::format("{}-push-p{}-l{}", name, piece, shift.from);
        actions.push_back(simultaneous_relocation(task_, pushed, changes, {}, description_.cost));
        if (description_.chain < 2) continue;
        ground_chains(actions, pushed, changes, direction, moved);
      }
    }
    if (description_.chain >= 3) ground_rows(actions, name, agent_step, front, direction, moved);
  }

  void ground_chains(std::vector<GroundAction>& actions, const std::string& name,
                     const std::vector<PlacementChange>& first, int direction, const std::vector<int>& moved) const {
    const PlacementChange& pushed = first.back();
    const PlacementTable& table = task_.table(pushed.piece);
    const int at = task_.table(agent_).cells(first.front().from)[0];
    std::vector<int> claimed;  // the cells the first piece comes to cover
    for (int cell : table.cells(pushed.to))
      if (!covers(table, pushed.from, cell)) claimed.push_back(cell);
    for (int second : moved) {
      if (second == pushed.piece && !task_.pieces()[std::size_t(second)].unit) continue;
      const PlacementTable& second_table = task_.table(second);
      std::vector<Shift> shifts;
      for (int cell : claimed)
        for (const Shift& shift : shifts_covering(second, cell, direction))
          if (std::none_of(shifts.begin(), shifts.end(), [&](const Shift& s) { return s.from == shift.from; }))
            shifts.push_back(shift);
      for (const Shift& shift : shifts) {
        auto overlaps_first = [&](int placement) {
          auto cells = second_table.cells(placement);
          return std::any_of(cells.begin(), cells.end(), [&](int cell) { return covers(table, pushed.from, cell); });
        };
        // The second piece may not come to cover the first's cells (generate finds a third piece
        // there), nor stand on the agent's.
        if (overlaps_first(shift.from) || covers(second_table, shift.from, at)) continue;
        bool onto_first = false;
        for (int cell : second_table.cells(shift.to))
          onto_first |= !covers(second_table, shift.from, cell) && covers(table, pushed.from, cell);
        if (onto_first) continue;
        std::vector<PlacementChange> changes = first;
        changes.push_back({second, shift.from, shift.to});
        actions.push_back(simultaneous_relocation(task_, fmt::format("{}-p{}-l{}", name, second, shift.from), changes,
                                                  {}, description_.cost));
      }
    }
  }

  // Rows of 3 to `chain` units of the one group the rule pushes (require_units_for_long_chains).
  void ground_rows(std::vector<GroundAction>& actions, const std::string& name, const PlacementChange& agent_step,
                   int front, int direction, const std::vector<int>& moved) const {
    if (moved.empty()) return;
    const int unit = moved.front();
    const PlacementTable& table = task_.table(unit);
    const int table_index = task_.pieces()[std::size_t(unit)].table;
    const int first = table.find(std::span<const int>(&front, 1));
    if (first == PlacementTable::kNone) return;
    std::vector<int> row{front};
    for (int length = 1; length <= description_.chain; ++length) {
      const int next = task_.frame().neighbour(row.back(), direction);
      if (next == FrameIndex::kNone) return;
      const int placement = table.find(std::span<const int>(&next, 1));
      if (placement == PlacementTable::kNone || barred(table_index, placement, direction)) return;
      if (length >= 3) {
        const std::vector<PlacementChange> changes{agent_step, {unit, first, placement}};
        GroundAction action =
            simultaneous_relocation(task_, fmt::format("{}-row-{}", name, length), changes, {}, description_.cost);
        for (std::size_t i = 1; i < row.size(); ++i)
          action.preconditions.push_back(position_fact(task_, unit, table.find(std::span<const int>(&row[i], 1))));
        actions.push_back(std::move(action));
      }
      row.push_back(next);
    }
  }

  // Flights: from any placement to any other off cells to avoid, the new cells free.
  void ground_flights(std::vector<GroundAction>& actions) const {
    for (const MovingPiece& piece : pieces_) {
      if (!represents_its_group(task_, piece.piece)) continue;
      const PlacementTable& table = *piece.table;
      StopPoll<> poll;
      for (int from = 0; from < table.size(); ++from)
        for (int to = 0; to < table.size(); ++to) {
          poll();
          if (to == from ||
              (!region_marks_.empty() && region_marks_[std::size_t(piece.table_index)].avoided[std::size_t(to)]))
            continue;
          auto cells = table.cells(to);
          const std::vector<PlacementChange> changes{{piece.piece, from, static_cast<int>(landing(piece, to))}};
          append(actions,
                 simultaneous_relocation(task_, fmt::format("fly-p{}-l{}-l{}", piece.piece, from, to), changes,
                                         std::vector<int>(cells.begin(), cells.end()), description_.cost),
                 changes);
        }
    }
  }

  static bool covers(const PlacementTable& table, int placement, int cell) {
    auto cells = table.cells(placement);
    return std::find(cells.begin(), cells.end(), cell) != cells.end();
  }

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
          int moved =
              task_.frame().floor_at(Coord{at.row + heading_step(direction).row, at.col + heading_step(direction).col});
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
      if (current == piece.table->off_board()) continue;
      others.leave_out(*piece.table, current);
      switch (description_.travel) {
        case Travel::Step:
          for (int direction : piece.directions) {
            const int next = enters(piece, current, direction);
            if (next != PlacementTable::kNone && !others.blocked(*piece.table, next))
              moves.push_back(
                  Move{piece.piece, landing(piece, next), -1, description_.cost, move_direction(direction)});
          }
          break;
        case Travel::Slide:
          for (int direction : piece.directions) slide(piece, current, direction, others, moves);
          break;
        case Travel::Walk:
          walk(piece, current, others, moves);
          break;
        case Travel::Fly:
          fly(piece, current, others, moves);
          break;
        case Travel::Hop:
        case Travel::Push:
        case Travel::Pull:
          break;  // made by hops() and agent_steps()
      }
    }
  }

  template <class Others>
  void slide(const MovingPiece& piece, int current, int direction, const Others& others, std::vector<Move>& moves) {
    const bool through = !description_.through.empty();
    const bool until = description_.until_blocked || through;
    auto stop_at = [&](int placement, int cells) {
      moves.push_back(Move{piece.piece, landing(piece, placement), -1, cost(cells), move_direction(direction)});
    };
    int at = current, travelled = 0;
    for (;;) {
      poll_();
      const int next = enters(piece, at, direction);
      const bool wall = next == PlacementTable::kNone;
      if (wall || others.blocked(*piece.table, next)) {
        const bool stops = wall ? description_.walls_stop : description_.pieces_stop;
        if (until && stops && travelled > 0) stop_at(at, travelled);
        return;
      }
      at = next;
      ++travelled;
      if (through && !goes_on_through(piece, at)) return stop_at(at, travelled);
      if (until) continue;
      stop_at(at, travelled);
      if (travelled == description_.distance) return;
    }
  }

  bool free_cells_fewer_than_pieces(Word occupancy) const {
    return std::popcount(floor_mask_ & ~occupancy) < static_cast<int>(pieces_.size());
  }

  // A step enters at least one cell the piece did not cover, and that cell must be free: so the
  // only pieces that may step in direction d are those covering a free cell's neighbour against
  // d. Those few candidates are tried in the order of the piece loop (piece, then direction), so
  // the moves, and a search's expansions, are the same as the general loop's.
  void steps_from_free_cells(StateView state, Word occupancy, std::vector<Move>& moves) {
    for (std::size_t i = 0; i < pieces_.size(); ++i)
      for (int cell : pieces_[i].table->cells(static_cast<int>(state[std::size_t(pieces_[i].piece)])))
        step_owner_[std::size_t(cell)] = static_cast<int>(i);
    candidates_.clear();
    for (Word free = floor_mask_ & ~occupancy; free; free &= free - 1) {
      const int cell = std::countr_zero(free);
      for (int direction = 0; direction < 4; ++direction) {
        const int from = task_.frame().neighbour(cell, opposite(direction));
        if (from == FrameIndex::kNone) continue;
        if (const int i = step_owner_[std::size_t(from)]; i != kVacant) candidates_.push_back(i * 4 + direction);
      }
    }
    std::sort(candidates_.begin(), candidates_.end());
    candidates_.erase(std::unique(candidates_.begin(), candidates_.end()), candidates_.end());
    OneWord others{occupancy};
    for (int candidate : candidates_) {
      const MovingPiece& piece = pieces_[std::size_t(candidate / 4)];
      const int direction = candidate % 4;
      const int current = static_cast<int>(state[std::size_t(piece.piece)]);
      others.leave_out(*piece.table, current);
      const int next = enters(piece, current, direction);
      if (next != PlacementTable::kNone && !others.blocked(*piece.table, next))
        moves.push_back(Move{piece.piece, landing(piece, next), -1, description_.cost, direction});
    }
    for (const MovingPiece& piece : pieces_)
      for (int cell : piece.table->cells(static_cast<int>(state[std::size_t(piece.piece)])))
        step_owner_[std::size_t(cell)] = kVacant;
  }

  // Every placement of the piece's table (its orientations included) that lies on vacant floor.
  template <class Others>
  void fly(const MovingPiece& piece, int current, const Others& others, std::vector<Move>& moves) {
    for (int placement = 0; placement < piece.table->size(); ++placement) {
      poll_();
      if (placement == current || others.blocked(*piece.table, placement)) continue;
      if (!region_marks_.empty() && region_marks_[std::size_t(piece.table_index)].avoided[std::size_t(placement)])
        continue;
      moves.push_back(Move{piece.piece, landing(piece, placement), -1, description_.cost, -1});
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
        const int next = enters(piece, at, direction);
        if (next == PlacementTable::kNone || reached[std::size_t(next)] == stamp_ || others.blocked(*piece.table, next))
          continue;
        reached[std::size_t(next)] = stamp_;
        moves.push_back(Move{piece.piece, landing(piece, next), -1, cost(steps + 1), -1});
        // A piece that reaches an exit leaves: it walks on from there no further.
        if (static_cast<int>(moves.back().placement) != next) continue;
        frontier_.push_back({next, steps + 1});
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
  // Hops, pushes and pulls: the piece on each floor cell (kVacant when none) while a state is
  // expanded; the agent, the pieces it moves and what its steps cost.
  std::vector<int> owner_;
  std::vector<RegionMarks> region_marks_;            // by table index; empty when the rule names no region
  std::vector<std::vector<std::uint8_t>> no_entry_;  // by table index; empty when no cell is one-way
  // Orthogonal steps on one word: the moving piece (index into pieces_) on each floor cell, all
  // kVacant between calls, and the candidate (piece, direction) pairs of one state.
  bool steps_from_free_cells_ = false;
  std::vector<int> step_owner_;
  std::vector<int> candidates_;
  Word floor_mask_ = 0;
  int agent_ = -1;
  std::vector<int> placement_of_floor_;
  std::vector<bool> moved_;
  int step_cost_ = 1;
  StopPoll<> poll_;
};

}  // namespace

std::unique_ptr<MoveGenerator> make_described_move_generator(const Task& task, const MoveRule& rule) {
  return std::make_unique<DescribedMoveGenerator>(task, rule);
}

}  // namespace polyplan
