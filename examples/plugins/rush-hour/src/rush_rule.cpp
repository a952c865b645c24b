#include "rush_rule.hpp"

#include <algorithm>
#include <string>
#include <vector>

#include "car_axis.hpp"

namespace rush_hour {
namespace {

using namespace polyplan::plugin;

struct Car {
  int piece;
  CarAxis axis;
};

class RushGenerator final : public MoveGenerator {
 public:
  RushGenerator(const Puzzle& puzzle, const RuleOptions& options) : puzzle_(puzzle) {
    const auto& kinds = std::get<std::vector<std::string>>(options.at("kinds"));
    for (int piece = 0; piece < puzzle.piece_count(); ++piece)
      if (std::find(kinds.begin(), kinds.end(), puzzle.piece_kind(piece)) != kinds.end())
        cars_.push_back(Car{piece, car_axis(puzzle, piece)});
  }

  // Each step in a direction enters exactly one new cell, the car's leading cell, so a slide
  // stops at the first occupied one.
  void generate(State state, Occupancy occupancy, std::vector<Move>& moves) override {
    for (const Car& car : cars_) {
      const auto current = state[static_cast<std::size_t>(car.piece)];
      for (int direction : car.axis.directions) {
        for (int next = puzzle_.shifted(car.piece, current, direction); next != Puzzle::kNone;
             next = puzzle_.shifted(car.piece, static_cast<unsigned>(next), direction)) {
          if (occupied(occupancy, leading_cell(puzzle_, car.piece, static_cast<unsigned>(next), direction))) break;
          moves.push_back(Move{car.piece, static_cast<std::uint32_t>(next), 1, direction});
        }
      }
    }
  }

  void ground_moves(int piece, std::uint32_t placement, std::vector<GroundMove>& moves) const override {
    auto car = std::find_if(cars_.begin(), cars_.end(), [&](const Car& c) { return c.piece == piece; });
    if (car == cars_.end()) return;
    for (int direction : car->axis.directions) {
      std::vector<int> entered;
      for (int next = puzzle_.shifted(piece, placement, direction); next != Puzzle::kNone;
           next = puzzle_.shifted(piece, static_cast<unsigned>(next), direction)) {
        entered.push_back(leading_cell(puzzle_, piece, static_cast<unsigned>(next), direction));
        moves.push_back(GroundMove{static_cast<std::uint32_t>(next), entered, 1});
      }
    }
  }

 private:
  const Puzzle& puzzle_;
  std::vector<Car> cars_;
};

class RushRule final : public MoveRuleFactory {
 public:
  std::string name() const override { return "rush"; }
  std::string summary() const override {
    return "Rush Hour: a car slides any distance along its own axis (the line its cells lie on) through vacant floor";
  }
  std::vector<RuleOption> options() const override {
    return {RuleOption{"kinds", OptionType::Kinds, "the kinds that drive (straight pieces of two or more cells)",
                       std::nullopt, true}};
  }
  std::unique_ptr<MoveGenerator> create(const Puzzle& puzzle, const RuleOptions& options) const override {
    return std::make_unique<RushGenerator>(puzzle, options);
  }
};

}  // namespace

std::shared_ptr<const MoveRuleFactory> rush_rule() { return std::make_shared<RushRule>(); }

}  // namespace rush_hour
