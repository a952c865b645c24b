#include "domains/rules/fly.hpp"

#include <fmt/format.h>

#include <algorithm>

#include "translator/stop_request.hpp"

namespace polyplan {
namespace {

class FlyGenerator final : public MoveGenerator {
 public:
  FlyGenerator(const Task& task, const MoveRule& rule)
      : task_(task), pieces_(pieces_of_kinds(task, rule, "kinds")), free_(static_cast<std::size_t>(task.words())) {}

  void generate(StateView state, Bits occupancy, std::vector<Move>& moves) override {
    for (int piece : pieces_) {
      const PlacementTable& table = task_.table(piece);
      int current = static_cast<int>(state[static_cast<std::size_t>(piece)]);
      Bits own = table.bits(current);
      // Free cells for this piece: vacant ones and its own. In Flying Block puzzles that is only
      // n + k cells, and a placement fits only if its lowest cell is one of them.
      const std::size_t words = free_.size();
      for (std::size_t w = 0; w < words; ++w) free_[w] = ~occupancy[w] | own[w];
      // The limits are asked on a frame of more than kPolledWords words (1,024 cells), at every
      // kPolledWords-th word of free cells, weighted by what a block of them costs (a placement's
      // test reads every word): every few milliseconds on a 300x300 frame, where one piece alone
      // takes a tenth of a second. A smaller frame's flights take at most milliseconds, and a poll
      // there, even once per piece, cost 2 to 9 % of a Flying Block search's instructions.
      const bool polled = words > kPolledWords;
      const int floor_count = task_.frame().floor_count();
      for (std::size_t w = 0; w < words; ++w) {
        if (polled && w % kPolledWords == 0) poll_(kPolledWords * words);
        for (Word bits = free_[w]; bits; bits &= bits - 1) {
          int floor = static_cast<int>(w * 64) + std::countr_zero(bits);
          if (floor >= floor_count) break;
          for (int placement : table.starting_at(floor))
            if (placement != current && subset_of(table.bits(placement), free_))
              moves.push_back(Move{piece, static_cast<std::uint32_t>(placement), -1, 1, -1});
        }
      }
    }
  }

  void ground_actions(std::vector<GroundAction>& actions) const override {
    for (int piece : pieces_) {
      if (!represents_its_group(task_, piece)) continue;
      const PlacementTable& table = task_.table(piece);
      StopPoll<> poll;
      for (int from = 0; from < table.size(); ++from)
        for (int to = 0; to < table.size(); ++to) {
          poll();
          if (to == from) continue;
          std::vector<int> entered;
          auto old_cells = table.cells(from);
          for (int cell : table.cells(to))
            if (std::find(old_cells.begin(), old_cells.end(), cell) == old_cells.end()) entered.push_back(cell);
          actions.push_back(
              relocation(task_, fmt::format("fly-p{}-l{}-l{}", piece, from, to), piece, from, to, entered));
        }
    }
  }

 private:
  const Task& task_;
  std::vector<int> pieces_;
  std::vector<Word> free_;
  // One state of a large frame has millions of flights (a 300x300 frame with 3,000 dominoes:
  // 540 million), seconds of work inside one call: the limits are asked as it goes, counted in
  // words of free cells times words of a placement's test.
  static constexpr std::size_t kPolledWords = 16;
  StopPoll<std::size_t(1) << 20> poll_;
};

MoveRuleSchema schema() {
  return MoveRuleSchema{
      "fly",
      "lift one piece and put it down at any other placement that fits on floor (Flying Block)",
      {
          {"kinds", OptionType::Kinds, "the piece kinds that fly", std::nullopt, true},
          {"rotate", OptionType::Bool, "a piece may land rotated by 90, 180 or 270 degrees", OptionValue(false)},
          {"reflect", OptionType::Bool, "a piece may land mirrored", OptionValue(false)},
      },
      RuleTraits{.path = MovePath::Flight, .rotate_option = "rotate", .reflect_option = "reflect"}};
}

std::unique_ptr<MoveGenerator> make_generator(const Task& task, const MoveRule& rule) {
  return std::make_unique<FlyGenerator>(task, rule);
}

}  // namespace

MoveRulePlugin fly_move_rule() { return {schema(), make_generator}; }

}  // namespace polyplan
