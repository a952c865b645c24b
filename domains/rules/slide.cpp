#include "domains/rules/slide.hpp"

#include <fmt/format.h>

#include <algorithm>

namespace polyplan {
namespace {

class SlideGenerator final : public MoveGenerator {
 public:
  SlideGenerator(const Task& task, const MoveRule& rule)
      : task_(task),
        pieces_(pieces_of_kinds(task, rule, "kinds")),
        any_distance_(rule.number("distance") == 0),
        others_(static_cast<std::size_t>(task.words())) {}

  void generate(StateView state, Bits occupancy, std::vector<Move>& moves) override {
    for (int piece : pieces_) {
      const PlacementTable& table = task_.table(piece);
      int current = static_cast<int>(state[static_cast<std::size_t>(piece)]);
      std::copy(occupancy.begin(), occupancy.end(), others_.begin());
      and_not_into(others_, table.bits(current));
      for (int direction = 0; direction < 4; ++direction) {
        for (int next = table.shifted(current, direction); next != PlacementTable::kNone;
             next = table.shifted(next, direction)) {
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
      for (int from = 0; from < table.size(); ++from) {
        auto old_cells = table.cells(from);
        for (int direction = 0; direction < 4; ++direction) {
          std::vector<int> entered;
          int distance = 0;
          for (int next = table.shifted(from, direction); next != PlacementTable::kNone; next = table.shifted(next, direction)) {
            for (int cell : table.cells(next))
              if (std::find(old_cells.begin(), old_cells.end(), cell) == old_cells.end() &&
                  std::find(entered.begin(), entered.end(), cell) == entered.end())
                entered.push_back(cell);
            ++distance;
            actions.push_back(relocation(task_, fmt::format("slide-p{}-l{}-{}{}", piece, from, kStepLetters[static_cast<std::size_t>(direction)], distance),
                                         piece, from, next, entered));
            if (!any_distance_) break;
          }
        }
      }
    }
  }

 private:
  const Task& task_;
  std::vector<int> pieces_;
  bool any_distance_;
  std::vector<Word> others_;
};

MoveRuleSchema schema() {
  return MoveRuleSchema{
      "slide",
      "move one piece up, down, left or right into vacant floor, one cell or any distance",
      {
          {"kinds", OptionType::Kinds, "the piece kinds that slide", std::nullopt, true},
          {"distance", OptionType::Distance, "1: one cell per move; any: any straight distance per move",
           OptionValue(1)},
      }};
}

std::unique_ptr<MoveGenerator> make_generator(const Task& task, const MoveRule& rule) {
  return std::make_unique<SlideGenerator>(task, rule);
}

}  // namespace

MoveRulePlugin slide_move_rule() { return {schema(), make_generator}; }

}  // namespace polyplan
