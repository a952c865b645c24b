#include "domains/rules/slide.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <array>
#include <bit>
#include <cstdint>

#include "translator/stop_request.hpp"

namespace polyplan {
namespace {

class SlideGenerator final : public MoveGenerator {
 public:
  SlideGenerator(const Task& task, const MoveRule& rule)
      : task_(task),
        pieces_(pieces_of_kinds(task, rule, "kinds")),
        any_distance_(rule.number("distance") == 0),
        others_(static_cast<std::size_t>(task.words())) {
    for (int piece : pieces_) tables_.push_back(&task.table(piece));
    if (task.words() == 1) copy_one_word_tables(task);
  }

  void generate(StateView state, Bits occupancy, std::vector<Move>& moves) override {
    if (occupancy.size() == 1) {
      generate_on_one_word(state, occupancy[0], moves);
      return;
    }
    for (int piece : pieces_) {
      const PlacementTable& table = task_.table(piece);
      int current = static_cast<int>(state[static_cast<std::size_t>(piece)]);
      std::copy(occupancy.begin(), occupancy.end(), others_.begin());
      and_not_into(others_, table.bits(current));
      for (int direction = 0; direction < 4; ++direction) {
        for (int next = table.shifted(current, direction); next != PlacementTable::kNone;
             next = table.shifted(next, direction)) {
          poll_();
          if (intersects(table.bits(next), others_)) break;
          moves.push_back(Move{piece, static_cast<std::uint32_t>(next), -1, 1, direction});
          if (!any_distance_) break;
        }
      }
    }
  }

  void ground_actions(std::vector<GroundAction>& actions) const override {
    for (int piece : pieces_) {
      if (!represents_its_group(task_, piece)) continue;
      const PlacementTable& table = task_.table(piece);
      StopPoll<> poll;
      for (int from = 0; from < table.size(); ++from) {
        poll();
        auto old_cells = table.cells(from);
        for (int direction = 0; direction < 4; ++direction) {
          std::vector<int> entered;
          int distance = 0;
          for (int next = table.shifted(from, direction); next != PlacementTable::kNone;
               next = table.shifted(next, direction)) {
            for (int cell : table.cells(next))
              if (std::find(old_cells.begin(), old_cells.end(), cell) == old_cells.end() &&
                  std::find(entered.begin(), entered.end(), cell) == entered.end())
                entered.push_back(cell);
            ++distance;
            actions.push_back(relocation(task_,
                                         fmt::format("slide-p{}-l{}-{}{}", piece, from,
                                                     kStepLetters[static_cast<std::size_t>(direction)], distance),
                                         piece, from, next, entered));
            if (!any_distance_) break;
          }
        }
      }
    }
  }

 private:
  // A floor of at most 64 cells (every sliding-tile puzzle up to 8x8, most Flying Block
  // frames): each cell set is one word, so the span loops of cell_bits collapse to one AND.
  // Same moves in the same order as the general loop.
  void generate_on_one_word(StateView state, Word occupancy, std::vector<Move>& moves) {
    if (any_distance_) {
      for (std::size_t i = 0; i < pieces_.size(); ++i) {
        const PlacementTable& table = *tables_[i];
        const int current = static_cast<int>(state[static_cast<std::size_t>(pieces_[i])]);
        const Word others = occupancy & ~table.bits(current)[0];
        for (int direction = 0; direction < 4; ++direction)
          for (int next = table.shifted(current, direction); next != PlacementTable::kNone;
               next = table.shifted(next, direction)) {
            if (table.bits(next)[0] & others) break;
            moves.push_back(Move{pieces_[i], static_cast<std::uint32_t>(next), -1, 1, direction});
          }
      }
      return;
    }
    if (from_free_cells_) {
      generate_from_free_cells(state, occupancy, moves);
      return;
    }
    // One step: whether a piece may move is a coin toss for the branch predictor (most of the
    // pieces tried are blocked), so every candidate is written, as one word, and only the legal
    // ones are kept; the moves are made from the few kept.
    std::uint64_t* kept = candidates_.data();
    std::size_t count = 0;
    for (std::size_t i = 0; i < one_word_pieces_.size(); ++i) {
      const OneWordPiece& piece = one_word_pieces_[i];
      const std::size_t current = state[piece.variable];
      const Word others = occupancy & ~piece.bits[current];
      const std::array<int, 4> steps = piece.steps[current];
      for (std::size_t direction = 0; direction < 4; ++direction) {
        const int next = steps[direction];
        const std::uint32_t off_floor = static_cast<std::uint32_t>(next) >> 31;  // kNone is -1
        // Off the floor, the piece's own cells are read (they never meet `others`) and the
        // clash is forced; all in registers, without a branch.
        const Word clash = (piece.bits[off_floor ? current : static_cast<std::size_t>(next)] & others) | off_floor;
        kept[count] = (std::uint64_t(static_cast<std::uint32_t>(next)) << 32) | (i << 2) | direction;
        count += clash == 0;
      }
    }
    for (std::size_t k = 0; k < count; ++k) {
      const std::size_t i = (kept[k] & 0xFFFFFFFFu) >> 2;
      moves.push_back(
          Move{pieces_[i], static_cast<std::uint32_t>(kept[k] >> 32), -1, 1, static_cast<int>(kept[k] & 3)});
    }
  }

  // Fewer free cells than pieces (a sliding-tile puzzle has one): a step enters at least one
  // cell the piece did not cover, and that cell must be free, so the only pieces that may move
  // in direction d are those covering a free cell's neighbour against d. Those few candidates
  // are checked as the piece loop checks them and emitted in the piece loop's order (entry, then
  // direction), so the moves are the same.
  void generate_from_free_cells(StateView state, Word occupancy, std::vector<Move>& moves) {
    // Locals, so that the stores to owner_ do not make the compiler read the members again.
    int* owner = owner_.data();
    const OneWordPiece* pieces = one_word_pieces_.data();
    const std::size_t piece_count = one_word_pieces_.size();
    if (const int* cells = shared_cells_) {  // sliding tiles: one load and one store per piece
      for (std::size_t i = 0; i < piece_count; ++i) owner[cells[state[i]]] = static_cast<int>(i);
    } else if (single_cells_) {
      for (std::size_t i = 0; i < piece_count; ++i)
        owner[pieces[i].cells[state[pieces[i].variable]]] = static_cast<int>(i);
    } else {
      for (std::size_t i = 0; i < piece_count; ++i) {
        const std::size_t count = pieces[i].cell_count;
        const int* cells = pieces[i].cells + state[pieces[i].variable] * count;
        for (std::size_t k = 0; k < count; ++k) owner[cells[k]] = static_cast<int>(i);
      }
    }
    // owner_ is never cleared: a stale entry only proposes a candidate that the check refuses,
    // and every piece's own cells were written just now. The candidates' directions are kept in
    // a local array, whose stores the compiler knows touch nothing else.
    std::array<std::uint8_t, 64> directions;  // per entry: candidate directions, as bits (read only for candidates)
    std::uint64_t candidates = 0;
    for (Word free = floor_mask_ & ~occupancy; free != 0; free &= free - 1) {
      const auto& around = neighbours_[static_cast<std::size_t>(std::countr_zero(free))];
      for (int direction = 0; direction < 4; ++direction) {
        const int from = around[static_cast<std::size_t>(opposite(direction))];
        if (from == FrameIndex::kNone) continue;
        const int entry = owner[from];
        if (entry < 0) continue;
        const std::uint64_t bit = std::uint64_t(1) << entry;
        const std::uint8_t before = (candidates & bit) ? directions[static_cast<std::size_t>(entry)] : 0;
        directions[static_cast<std::size_t>(entry)] = static_cast<std::uint8_t>(before | (1u << direction));
        candidates |= bit;
      }
    }
    for (; candidates != 0; candidates &= candidates - 1) {
      const auto entry = static_cast<std::size_t>(std::countr_zero(candidates));
      const OneWordPiece& piece = pieces[entry];
      const std::size_t current = state[piece.variable];
      const Word others = occupancy & ~piece.bits[current];
      for (unsigned left = directions[entry]; left != 0; left &= left - 1) {
        const int direction = std::countr_zero(left);
        const int next = piece.steps[current][static_cast<std::size_t>(direction)];
        if (next == PlacementTable::kNone || (piece.bits[static_cast<std::size_t>(next)] & others) != 0) continue;
        moves.push_back(Move{pieces_[entry], static_cast<std::uint32_t>(next), -1, 1, direction});
      }
    }
  }

  // A table's cells and steps copied for the one-word loop, where they sit together and no
  // store to the candidates can make the compiler read the table's members again.
  struct OneWordTable {
    std::vector<Word> bits;                 // per placement
    std::vector<std::array<int, 4>> steps;  // per placement: shifted() in each direction
  };

  void copy_one_word_tables(const Task& task) {
    std::vector<const PlacementTable*> copied;
    for (int piece : pieces_) {
      const PlacementTable* table = &task.table(piece);
      auto found = std::find(copied.begin(), copied.end(), table);
      one_word_table_of_.push_back(static_cast<int>(found - copied.begin()));
      if (found != copied.end()) continue;
      copied.push_back(table);
      OneWordTable& copy = one_word_tables_.emplace_back();
      for (int p = 0; p < table->size(); ++p) {
        copy.bits.push_back(table->bits(p)[0]);
        copy.steps.push_back({table->shifted(p, 0), table->shifted(p, 1), table->shifted(p, 2), table->shifted(p, 3)});
      }
    }
    // The tables' vectors are complete now, so their data pointers stay put.
    for (std::size_t i = 0; i < pieces_.size(); ++i) {
      const OneWordTable& table = one_word_tables_[static_cast<std::size_t>(one_word_table_of_[i])];
      one_word_pieces_.push_back({static_cast<std::size_t>(pieces_[i]), table.bits.data(), table.steps.data(),
                                  tables_[i]->cells(0).data(),
                                  static_cast<std::size_t>(tables_[i]->cells_per_placement())});
    }
    single_cells_ = std::all_of(one_word_pieces_.begin(), one_word_pieces_.end(),
                                [](const OneWordPiece& piece) { return piece.cell_count == 1; });
    bool shared = single_cells_ && !one_word_pieces_.empty();
    for (std::size_t i = 0; i < one_word_pieces_.size() && shared; ++i)
      shared = one_word_pieces_[i].cells == one_word_pieces_[0].cells && one_word_pieces_[i].variable == i;
    shared_cells_ = shared ? one_word_pieces_[0].cells : nullptr;
    candidates_.resize(4 * pieces_.size());
    const int floor = task.frame().floor_count();
    floor_mask_ = floor >= 64 ? ~Word(0) : (Word(1) << floor) - 1;
    owner_.assign(static_cast<std::size_t>(floor), -1);
    for (int cell = 0; cell < floor; ++cell)
      neighbours_.push_back({task.frame().neighbour(cell, 0), task.frame().neighbour(cell, 1),
                             task.frame().neighbour(cell, 2), task.frame().neighbour(cell, 3)});
    // Pieces never overlap, so every state has the same number of free cells.
    int covered = 0;
    for (std::size_t p = 0; p < task.pieces().size(); ++p)
      covered += task.table(static_cast<int>(p)).cells_per_placement();
    from_free_cells_ = pieces_.size() <= 64 && floor - covered < static_cast<int>(pieces_.size());
  }

  const Task& task_;
  std::vector<int> pieces_;
  std::vector<const PlacementTable*> tables_;  // per entry of pieces_: its table, looked up once
  std::vector<OneWordTable> one_word_tables_;  // only on a floor of one word
  std::vector<int> one_word_table_of_;         // per entry of pieces_: its one_word_tables_ index
  // Per entry of pieces_, what the one-word loop reads, in one place.
  struct OneWordPiece {
    std::size_t variable;
    const Word* bits;
    const std::array<int, 4>* steps;
    const int* cells;  // the table's cells, cell_count per placement
    std::size_t cell_count;
  };
  std::vector<OneWordPiece> one_word_pieces_;
  bool from_free_cells_ = false;  // fewer free cells than pieces (and at most 64 pieces)
  bool single_cells_ = false;     // every piece covers one cell
  // Every piece one cell of the same table, piece i being variable i (tiles of a sliding-tile
  // puzzle): that table's cells, else null.
  const int* shared_cells_ = nullptr;
  Word floor_mask_ = 0;                         // every floor cell
  std::vector<int> owner_;                      // per floor cell: the entry covering it (or stale)
  std::vector<std::array<int, 4>> neighbours_;  // per floor cell, per direction
  std::vector<std::uint64_t> candidates_;       // four per piece: next << 32 | entry << 2 | direction
  bool any_distance_;
  std::vector<Word> others_;
  // A floor of many words is a large board: one state's slides may take seconds (many pieces,
  // each sliding across hundreds of cells), so the limits are asked as they go.
  StopPoll<> poll_;
};

MoveRuleSchema schema() {
  return MoveRuleSchema{"slide",
                        "move one piece up, down, left or right into vacant floor, one cell or any distance",
                        {
                            {"kinds", OptionType::Kinds, "the piece kinds that slide", std::nullopt, true},
                            {"distance", OptionType::Distance,
                             "1: one cell per move; any: any straight distance per move", OptionValue(1)},
                        },
                        RuleTraits{.path = MovePath::Straight, .distance_option = "distance"}};
}

std::unique_ptr<MoveGenerator> make_generator(const Task& task, const MoveRule& rule) {
  return std::make_unique<SlideGenerator>(task, rule);
}

}  // namespace

MoveRulePlugin slide_move_rule() { return {schema(), make_generator}; }

}  // namespace polyplan
