#include "domains/rules/slide.hpp"

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

 private:
  const Task& task_;
  std::vector<int> pieces_;
  bool any_distance_;
  std::vector<Word> others_;
};

}  // namespace

std::unique_ptr<MoveGenerator> make_slide_generator(const Task& task, const MoveRule& rule) {
  return std::make_unique<SlideGenerator>(task, rule);
}

}  // namespace polyplan
