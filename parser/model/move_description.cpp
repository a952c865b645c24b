#include "parser/model/move_description.hpp"

#include <fmt/format.h>
#include <fmt/ranges.h>

namespace polyplan {

const char* to_string(Travel travel) {
  switch (travel) {
    case Travel::Step:
      return "step";
    case Travel::Slide:
      return "slide";
    case Travel::Walk:
      return "walk";
    case Travel::Hop:
      return "hop";
    case Travel::Push:
      return "push";
    case Travel::Pull:
      return "pull";
    case Travel::Fly:
      return "fly";
  }
  return "step";
}

const char* to_string(DirectionSet directions) {
  switch (directions) {
    case DirectionSet::Orthogonal:
      return "orthogonal";
    case DirectionSet::Diagonal:
      return "diagonal";
    case DirectionSet::All:
      return "all";
    case DirectionSet::Axis:
      return "axis";
  }
  return "orthogonal";
}

const char* to_string(CostUnit unit) { return unit == CostUnit::Cell ? "cell" : "move"; }

bool MoveDescription::straight_unit_moves() const {
  if (directions != DirectionSet::Orthogonal || cost != 1 || !one_way.empty()) return false;
  if (travel == Travel::Step) return true;
  if (travel == Travel::Push) return chain == 1;
  return travel == Travel::Slide && !until_blocked && (distance == 1 || per == CostUnit::Move);
}

bool MoveDescription::needs_other_pieces() const {
  return travel == Travel::Hop || (travel == Travel::Slide && until_blocked && pieces_stop);
}

const std::vector<std::string>& heading_names() {
  static const std::vector<std::string> names{"left",    "up",       "right",      "down",
                                              "up-left", "up-right", "down-right", "down-left"};
  return names;
}

Coord heading_step(int heading) {
  static constexpr Coord kSteps[8]{Coord{0, -1},  Coord{-1, 0}, Coord{0, 1}, Coord{1, 0},
                                   Coord{-1, -1}, Coord{-1, 1}, Coord{1, 1}, Coord{1, -1}};
  return kSteps[heading];
}

std::vector<std::string> MoveDescription::regions() const {
  std::vector<std::string> named;
  for (const std::string* region : {&through, &avoid, &exit})
    if (!region->empty()) named.push_back(*region);
  for (const OneWayRegion& one : one_way) named.push_back(one.region);
  return named;
}

std::string MoveDescription::text() const {
  std::string go;
  switch (travel) {
    case Travel::Step:
    case Travel::Walk:
      go = to_string(travel);
      break;
    case Travel::Slide:
      go = "(slide";
      if (until_blocked) {
        go += " :until blocked";
        if (!pieces_stop || !walls_stop) go += fmt::format(" :stopped-by ({})", pieces_stop ? "pieces" : "walls");
      } else if (through.empty()) {
        go += distance == 0 ? std::string(" :distance any") : fmt::format(" :distance {}", distance);
      }
      if (!through.empty()) go += fmt::format(" :through {}", through);
      go += ")";
      break;
    case Travel::Hop:
      go = fmt::format("(hop :over ({}) :capture {})", fmt::join(over, " "), capture ? "true" : "false");
      break;
    case Travel::Push:
      go = fmt::format("(push :pieces ({}) :chain {})", fmt::join(pieces, " "), chain);
      break;
    case Travel::Pull:
      go = fmt::format("(pull :pieces ({}))", fmt::join(pieces, " "));
      break;
    case Travel::Fly:
      go = fmt::format("(fly :rotate {} :reflect {})", rotate ? "true" : "false", reflect ? "true" : "false");
      break;
  }
  std::string text =
      fmt::format(":go {} :directions {} :cost {} :per {}", go, to_string(directions), cost, to_string(per));
  if (!avoid.empty()) text += fmt::format(" :avoid {}", avoid);
  if (!exit.empty()) text += fmt::format(" :exit {}", exit);
  if (!one_way.empty()) {
    text += " :one-way (";
    for (std::size_t i = 0; i < one_way.size(); ++i)
      text +=
          fmt::format("{}({} {})", i ? " " : "", one_way[i].region, heading_names()[std::size_t(one_way[i].heading)]);
    text += ")";
  }
  return text;
}

}  // namespace polyplan
