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
std::string GroundNames::idle() { return "(idle)"; }
std::string GroundNames::moving(const std::string& position) { return "(moving-" + position.substr(1); }
std::string GroundNames::count(int count) { return fmt::format("n{}", count); }
std::string GroundNames::left(const std::string& kind, int count) {
  return fmt::format("(left {} {})", GroundNames::kind(kind), GroundNames::count(count));
}

std::string position_fact(const Task& task, int piece, int placement) {
  const TaskPiece& info = task.pieces()[static_cast<std::size_t>(piece)];
  if (piece == task.agent()) return GroundNames::agent_at(task.table(piece).cells(placement)[0]);
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

GroundAction simultaneous_relocation(const Task& task, std::string name, const std::vector<PlacementChange>& changes,
                                     const std::vector<int>& passed, int cost) {
  std::vector<int> before, after;
  GroundAction action{std::move(name), {}, {}, {}, cost};
  for (const PlacementChange& change : changes) {
    const PlacementTable& table = task.table(change.piece);
    auto old_cells = table.cells(change.from);
    before.insert(before.end(), old_cells.begin(), old_cells.end());
    action.preconditions.push_back(position_fact(task, change.piece, change.from));
    action.deletes.push_back(position_fact(task, change.piece, change.from));
    if (change.to == table.off_board()) continue;
    auto new_cells = table.cells(change.to);
    after.insert(after.end(), new_cells.begin(), new_cells.end());
    action.adds.push_back(position_fact(task, change.piece, change.to));
  }
  auto in = [](const std::vector<int>& cells, int cell) {
    return std::find(cells.begin(), cells.end(), cell) != cells.end();
  };
  std::vector<int> needed;
  for (int cell : after)
    if (!in(before, cell)) {
      needed.push_back(cell);
      action.deletes.push_back(GroundNames::free(cell));
    }
  for (int cell : passed)
    if (!in(before, cell) && !in(needed, cell)) needed.push_back(cell);
  for (int cell : needed) action.preconditions.push_back(GroundNames::free(cell));
  for (int cell : before)
    if (!in(after, cell)) action.adds.push_back(GroundNames::free(cell));
  std::erase_if(action.deletes, [&](const std::string& fact) {
    if (std::find(action.adds.begin(), action.adds.end(), fact) == action.adds.end()) return false;
    std::erase(action.adds, fact);
    return true;
  });
  return action;
}

}  // namespace polyplan
