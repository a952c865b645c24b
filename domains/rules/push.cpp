#include "domains/rules/push.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <array>

#include "domains/cell_flood.hpp"
#include "domains/cell_rings.hpp"

namespace polyplan {
namespace {

class PushGenerator final : public MoveGenerator {
 public:
  PushGenerator(const Task& task, const MoveRule& rule)
      : task_(task),
        agent_(task.agent()),
        free_walking_(task.problem().domain.cost == CostModel::Pushes),
        pushable_(task.pieces().size(), false),
        owner_(static_cast<std::size_t>(task.frame().floor_count()), kVacant),
        mark_(owner_.size(), 0),
        queue_(owner_.size()),
        pushed_(task.pieces().size() * 4, 0),
        in_region_(owner_.size(), 0),
        rings_(task.frame()) {
    for (int piece : pieces_of_kinds(task, rule, "pushes")) pushable_[static_cast<std::size_t>(piece)] = true;
    const PlacementTable& agent_table = task.table(agent_);
    placement_of_floor_.assign(owner_.size(), PlacementTable::kNone);
    for (int p = 0; p < agent_table.size(); ++p)
      placement_of_floor_[static_cast<std::size_t>(agent_table.cells(p)[0])] = p;
  }

  void generate(StateView state, Bits /*occupancy*/, std::vector<Move>& moves) override {
    mark_owners(state);
    int agent_floor = task_.agent_floor(state);
    if (free_walking_)
      pushes_from_region(state, agent_floor, moves);
    else
      steps_and_pushes(state, agent_floor, moves);
    clear_owners(state);
  }

  void canonicalize(std::span<std::uint32_t> state) override {
    if (!free_walking_) return;
    mark_owners(state);
    state[static_cast<std::size_t>(agent_)] = static_cast<std::uint32_t>(
        placement_of_floor_[static_cast<std::size_t>(lowest_reachable(task_.agent_floor(state)))]);
    clear_owners(state);
  }

  // Steps and pushes go the four ways alike, and the canonical agent (the lowest cell of its
  // region) is recomputed for any image, so a mirrored state's moves are the mirrored moves.
  bool symmetric() const override { return true; }

  void ground_actions(std::vector<GroundAction>& actions) const override {
    const FrameIndex& frame = task_.frame();
    int step_cost = free_walking_ ? 0 : 1;
    for (int cell = 0; cell < frame.floor_count(); ++cell)
      for (int d = 0; d < 4; ++d) {
        int next = frame.neighbour(cell, d);
        if (next == FrameIndex::kNone) continue;
        actions.push_back(GroundAction{fmt::format("step-c{}-{}", cell, kStepLetters[static_cast<std::size_t>(d)]),
                                       {GroundNames::agent_at(cell), GroundNames::free(next)},
                                       {GroundNames::agent_at(next), GroundNames::free(cell)},
                                       {GroundNames::agent_at(cell), GroundNames::free(next)},
                                       step_cost});
      }
    for (std::size_t p = 0; p < pushable_.size(); ++p) {
      int piece = static_cast<int>(p);
      if (!pushable_[p] || !represents_its_group(task_, piece)) continue;
      const PlacementTable& table = task_.table(piece);
      for (int from = 0; from < table.size(); ++from)
        for (int d = 0; d < 4; ++d) {
          int to = table.shifted(from, d);
          if (to == PlacementTable::kNone) continue;
          auto cells = table.cells(from);
          for (int front : cells) {
            int behind = frame.neighbour(front, opposite(d));
            if (behind == FrameIndex::kNone || std::find(cells.begin(), cells.end(), behind) != cells.end()) continue;
            std::vector<int> entered;
            for (int cell : table.cells(to))
              if (std::find(cells.begin(), cells.end(), cell) == cells.end()) entered.push_back(cell);
            GroundAction push = relocation(
                task_,
                fmt::format("push-p{}-l{}-{}-from-c{}", piece, from, kStepLetters[static_cast<std::size_t>(d)], behind),
                piece, from, to, entered);
            // The agent steps into the cell the piece left behind it: that cell is not freed.
            std::erase(push.adds, GroundNames::free(front));
            push.preconditions.push_back(GroundNames::agent_at(behind));
            push.deletes.push_back(GroundNames::agent_at(behind));
            push.adds.push_back(GroundNames::agent_at(front));
            push.adds.push_back(GroundNames::free(behind));
            actions.push_back(std::move(push));
          }
        }
    }
  }

 private:
  static constexpr int kVacant = -1;
  static constexpr int kUnknown = -1;

  void mark_owners(StateView state) {
    for (std::size_t p = 0; p < task_.pieces().size(); ++p)
      if (static_cast<int>(p) != agent_)
        for (int cell : task_.table(static_cast<int>(p)).cells(static_cast<int>(state[p])))
          owner_[static_cast<std::size_t>(cell)] = static_cast<int>(p);
  }
  void clear_owners(StateView state) {
    for (std::size_t p = 0; p < task_.pieces().size(); ++p)
      for (int cell : task_.table(static_cast<int>(p)).cells(static_cast<int>(state[p])))
        owner_[static_cast<std::size_t>(cell)] = kVacant;
  }

  // The placement `piece` reaches when pushed in `direction`, or kNone when a cell it would enter
  // is taken. The agent stands behind the piece, so only other pieces can block it.
  int pushed_placement(StateView state, int piece, int direction) const {
    const PlacementTable& table = task_.table(piece);
    int next = table.shifted(static_cast<int>(state[static_cast<std::size_t>(piece)]), direction);
    if (next == PlacementTable::kNone) return next;
    for (int cell : table.cells(next)) {
      int owner = owner_[static_cast<std::size_t>(cell)];
      if (owner != kVacant && owner != piece) return PlacementTable::kNone;
    }
    return next;
  }

  // Breadth-first over vacant floor from `start`; marks what it reaches with a fresh stamp and
  // returns how many cells it reached (they are queue_[0..n)).
  int flood(int start) {
    if (++stamp_ == 0) {
      std::fill(mark_.begin(), mark_.end(), 0);
      stamp_ = 1;
    }
    mark_[static_cast<std::size_t>(start)] = stamp_;
    const FrameIndex& frame = task_.frame();
    flood_cells(
        start, queue_, [&](int cell, int d) { return frame.neighbour(cell, d); },
        [&](int next) {
          const auto at = static_cast<std::size_t>(next);
          if (mark_[at] == stamp_ || owner_[at] != kVacant) return false;
          mark_[at] = stamp_;
          return true;
        });
    return static_cast<int>(queue_.size());
  }

  int lowest_reachable(int start) {
    int reached = flood(start);
    return *std::min_element(queue_.begin(), queue_.begin() + reached);
  }

  void pushes_from_region(StateView state, int agent_floor, std::vector<Move>& moves) {
    if (++push_stamp_ == 0) {
      std::fill(pushed_.begin(), pushed_.end(), 0);
      push_stamp_ = 1;
    }
    int reached = flood(agent_floor);
    // Copy the region out: normalising each child floods again with the same buffers.
    region_.assign(queue_.begin(), queue_.begin() + reached);
    if (++region_stamp_ == 0) {
      std::fill(in_region_.begin(), in_region_.end(), 0);
      region_stamp_ = 1;
    }
    for (int cell : region_) in_region_[static_cast<std::size_t>(cell)] = region_stamp_;
    region_lowest_ = *std::min_element(region_.begin(), region_.end());
    for (int cell : region_) {
      for (int d = 0; d < 4; ++d) {
        int front = task_.frame().neighbour(cell, d);
        if (front == FrameIndex::kNone) continue;
        int piece = owner_[static_cast<std::size_t>(front)];
        if (piece == kVacant || !pushable_[static_cast<std::size_t>(piece)]) continue;
        std::uint32_t& seen = pushed_[static_cast<std::size_t>(piece) * 4 + static_cast<std::size_t>(d)];
        if (seen == push_stamp_) continue;  // a wide piece is pushed the same way from several cells
        seen = push_stamp_;
        int next = pushed_placement(state, piece, d);
        if (next == PlacementTable::kNone) continue;
        moves.push_back(
            Move{piece, static_cast<std::uint32_t>(next), agent_after_push(state, piece, next, front, d), 1, d});
      }
    }
  }

  // The canonical agent placement after `piece` moved to `next` with the agent on `front`.
  int agent_after_push(StateView state, int piece, int next, int front, int direction) {
    const PlacementTable& table = task_.table(piece);
    if (table.cells_per_placement() == 1) {
      int lowest = lowest_after_single_push(front, table.cells(next)[0], direction);
      if (lowest != kUnknown) return placement_of_floor_[static_cast<std::size_t>(lowest)];
    }
    for (int cell : table.cells(static_cast<int>(state[static_cast<std::size_t>(piece)])))
      owner_[static_cast<std::size_t>(cell)] = kVacant;
    for (int cell : table.cells(next)) owner_[static_cast<std::size_t>(cell)] = piece;
    int lowest = lowest_reachable(front);
    for (int cell : table.cells(next)) owner_[static_cast<std::size_t>(cell)] = kVacant;
    for (int cell : table.cells(static_cast<int>(state[static_cast<std::size_t>(piece)])))
      owner_[static_cast<std::size_t>(cell)] = piece;
    return placement_of_floor_[static_cast<std::size_t>(lowest)];
  }

  // The lowest cell of the agent's region after a one-cell piece on `from` is pushed onto `to`,
  // read off the region before the push (region_, in_region_) instead of flooding again, or
  // kUnknown when the local picture cannot tell. The agent ends on `from`, the only cell the push
  // frees: the region grows by it and by nothing else when the cells beside `from` are blocked or
  // in the region already. `to` leaves the region if it was in it, which splits the region only
  // if `to` joins two of its free neighbours that nothing else around it joins (the free cells
  // of its 3x3 ring, `from` now among them, fall into several runs holding its side neighbours).
  int lowest_after_single_push(int from, int to, int direction) const {
    for (int side : {(direction + 1) % 4, (direction + 3) % 4}) {
      int beside = task_.frame().neighbour(from, side);
      if (beside != FrameIndex::kNone && owner_[static_cast<std::size_t>(beside)] == kVacant && !in_region(beside))
        return kUnknown;
    }
    if (!in_region(to)) return std::min(region_lowest_, from);
    if (to == region_lowest_ || splits_region(to, from)) return kUnknown;
    return std::min(region_lowest_, from);
  }

  bool in_region(int cell) const { return in_region_[static_cast<std::size_t>(cell)] == region_stamp_; }

  // Whether blocking `cell` (with `freed` vacant) may split the region (CellRings).
  bool splits_region(int cell, int freed) const {
    return rings_.may_split(
        cell, [&](int around) { return around == freed || owner_[static_cast<std::size_t>(around)] == kVacant; });
  }

  void steps_and_pushes(StateView state, int agent_floor, std::vector<Move>& moves) {
    for (int d = 0; d < 4; ++d) {
      int front = task_.frame().neighbour(agent_floor, d);
      if (front == FrameIndex::kNone) continue;
      int piece = owner_[static_cast<std::size_t>(front)];
      int into = placement_of_floor_[static_cast<std::size_t>(front)];
      if (piece == kVacant) {
        moves.push_back(Move{agent_, static_cast<std::uint32_t>(into), -1, 1, d});
      } else if (pushable_[static_cast<std::size_t>(piece)]) {
        int next = pushed_placement(state, piece, d);
        if (next != PlacementTable::kNone) moves.push_back(Move{piece, static_cast<std::uint32_t>(next), into, 1, d});
      }
    }
  }

  const Task& task_;
  int agent_;
  bool free_walking_;
  std::vector<bool> pushable_;
  std::vector<int> owner_;  // floor -> piece other than the agent, or kVacant; all vacant between calls
  std::vector<std::uint32_t> mark_;
  std::uint32_t stamp_ = 0;
  std::vector<int> queue_;
  std::vector<int> region_;
  std::vector<std::uint32_t> pushed_;
  std::uint32_t push_stamp_ = 0;
  std::vector<int> placement_of_floor_;
  // The region the agent reaches in the state being expanded, by stamp, and its lowest cell.
  std::vector<std::uint32_t> in_region_;
  std::uint32_t region_stamp_ = 0;
  int region_lowest_ = 0;
  CellRings rings_;
};

MoveRuleSchema schema() {
  return MoveRuleSchema{
      "push",
      "an agent steps into vacant floor or pushes one piece a cell ahead of it (Sokoban)",
      {
          {"agent", OptionType::Kind, "the kind of the single piece that walks and pushes", std::nullopt},
          {"pushes", OptionType::Kinds, "the kinds the agent can push", std::nullopt},
      },
      RuleTraits{.agent_option = "agent", .pushed_kinds_option = "pushes", .path = MovePath::Straight}};
}

std::unique_ptr<MoveGenerator> make_generator(const Task& task, const MoveRule& rule) {
  return std::make_unique<PushGenerator>(task, rule);
}

}  // namespace

MoveRulePlugin push_move_rule() { return {schema(), make_generator}; }

}  // namespace polyplan
