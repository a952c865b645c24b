#include "parser/model/move_description.hpp"

#include <fmt/format.h>

namespace polyplan {

const char* to_string(Travel travel) {
  switch (travel) {
    case Travel::Step:
      return "step";
    case Travel::Slide:
      return "slide";
    case Travel::Walk:
      return "walk";
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
  if (directions != DirectionSet::Orthogonal || cost != 1) return false;
  if (travel == Travel::Step) return true;
  return travel == Travel::Slide && !until_blocked && (distance == 1 || per == CostUnit::Move);
}

std::string MoveDescription::text() const {
  std::string go;
  switch (travel) {
    case Travel::Step:
    case Travel::Walk:
      go = to_string(travel);
      break;
    case Travel::Slide:
      if (until_blocked) {
        go = "(slide :until blocked";
        if (!pieces_stop || !walls_stop) go += fmt::format(" :stopped-by ({})", pieces_stop ? "pieces" : "walls");
        go += ")";
      } else {
        go = distance == 0 ? "(slide :distance any)" : fmt::format("(slide :distance {})", distance);
      }
      break;
  }
  return fmt::format(":go {} :directions {} :cost {} :per {}", go, to_string(directions), cost, to_string(per));
}

}  // namespace polyplan
