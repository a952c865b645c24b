#include "domains/ground_action.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <cctype>

#include "translator/task.hpp"

namespace polyplan {

std::string GroundNames::piece(int piece) { return fmt::format("p{}", piece); }
std::string GroundNames::placement(int piece, int placement) { return fmt::format("p{}-l{}", piece, placement); }
std::string GroundNames::cell(int floor) { return fmt::format("c{}", floor); }
std::string GroundNames::at(int piece, int placement) {
  return fmt::format("(at {} {})", GroundNames::piece(piece), GroundNames::placement(piece, placement));
}
std::string GroundNames::free(int floor) { return fmt::format("(free {})", cell(floor)); }
std::string GroundNames::occupied(int floor) { return fmt::format("(occupied {})", cell(floor)); }
std::string GroundNames::kind(const std::string& kind) {
  std::string safe = "k-";
  for (char c : kind) safe += std::isalnum(static_cast<unsigned char>(c)) ? c : '-';
  return safe;
}
std::string GroundNames::unit_at(const std::string& kind, int floor) {
  return fmt::format("(unit-at {} {})", GroundNames::kind(kind), cell(floor));
}
std::string GroundNames::agent_at(int floor) { return fmt::format("(agent-at {})", cell(floor)); }

std::string position_fact(const Task& task, int piece, int placement) {
  const TaskPiece& info = task.pieces()[static_cast<std::size_t>(piece)];
  if (info.unit) return GroundNames::unit_at(info.kind, task.table(piece).cells(placement)[0]);
  return GroundNames::at(piece, placement);
}

bool represents_its_group(const Task& task, int piece) {
  int group = task.pieces()[static_cast<std::size_t>(piece)].group;
  return group < 0 || task.groups()[static_cast<std::size_t>(group)].front() == piece;
}

GroundAction relocation(const Task& task, std::string name, int piece, int from, int to,
                        const std::vector<int>& entered) {
  const PlacementTable& table = task.table(piece);
  auto old_cells = table.cells(from), new_cells = table.cells(to);
  GroundAction action{std::move(name),
                      {position_fact(task, piece, from)},
                      {position_fact(task, piece, to)},
                      {position_fact(task, piece, from)},
                      1};
  for (int cell : entered) action.preconditions.push_back(GroundNames::free(cell));
  for (int cell : new_cells)
    if (std::find(old_cells.begin(), old_cells.end(), cell) == old_cells.end())
      action.deletes.push_back(GroundNames::free(cell));
  for (int cell : old_cells)
    if (std::find(new_cells.begin(), new_cells.end(), cell) == new_cells.end())
      action.adds.push_back(GroundNames::free(cell));
  return action;
}

}  // namespace polyplan
