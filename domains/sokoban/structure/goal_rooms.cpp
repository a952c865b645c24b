#include "domains/sokoban/structure/goal_rooms.hpp"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <algorithm>
#include <optional>

#include "domains/sokoban/orders/packing_order.hpp"
#include "parser/input_error.hpp"
#include "parser/model/grid_coords.hpp"

namespace polyplan {

std::vector<GoalRoom> find_goal_rooms(const SokobanBoard& board) {
  std::vector<GoalRoom> rooms;
  std::vector<bool> placed(static_cast<std::size_t>(board.floor_count()), false);
  for (int start : board.goals()) {
    if (placed[static_cast<std::size_t>(start)]) continue;
    GoalRoom room;
    room.cells.push_back(start);
    placed[static_cast<std::size_t>(start)] = true;
    for (std::size_t head = 0; head < room.cells.size(); ++head)
      for (int d = 0; d < 4; ++d) {
        int next = board.neighbour(room.cells[head], d);
        if (next == SokobanBoard::kNone || placed[static_cast<std::size_t>(next)]) continue;
        if (!board.is_goal(next)) {
          room.entrances.push_back(next);
          continue;
        }
        placed[static_cast<std::size_t>(next)] = true;
        room.cells.push_back(next);
      }
    // A lone goal is no room: there is nothing to fill in the wrong order.
    if (room.cells.size() < 2) continue;
    std::sort(room.cells.begin(), room.cells.end());
    std::sort(room.entrances.begin(), room.entrances.end());
    room.entrances.erase(std::unique(room.entrances.begin(), room.entrances.end()), room.entrances.end());
    room.order = packing_order(board, room.cells);
    if (room.order.empty()) continue;
    room.layers = packing_layers(board, room.cells);
    // Taken apart one box at a time the room empties, so layer by layer it does too, unless the
    // agent's largest region moved between the two; the order's goals one per layer then.
    if (room.layers.empty())
      for (int cell : room.order) room.layers.push_back({cell});
    rooms.push_back(std::move(room));
  }
  return rooms;
}

int packed_prefix(const GoalRoom& room, const BoxMap& has_box) {
  std::size_t filled = 0;
  while (filled < room.order.size() && has_box[room.order[filled]]) ++filled;
  return static_cast<int>(filled);
}

int packed_layers(const GoalRoom& room, const BoxMap& has_box) {
  int packed = 0;
  for (const std::vector<int>& layer : room.layers) {
    int filled = 0;
    for (int cell : layer) filled += has_box[cell];
    packed += filled;
    if (static_cast<std::size_t>(filled) < layer.size()) break;
  }
  return packed;
}

void open_layer_goals(const GoalRoom& room, const BoxMap& has_box, std::vector<int>& goals) {
  goals.clear();
  for (const std::vector<int>& layer : room.layers) {
    for (int cell : layer)
      if (!has_box[cell]) goals.push_back(cell);
    if (!goals.empty()) return;
  }
}

int first_open_goal(const GoalRoom& room, const BoxMap& has_box) {
  const std::size_t filled = static_cast<std::size_t>(packed_prefix(room, has_box));
  return filled == room.order.size() ? -1 : room.order[filled];
}

int next_goal(const GoalRoom& room, const BoxMap& has_box) {
  const std::size_t filled = static_cast<std::size_t>(packed_prefix(room, has_box));
  if (filled == room.order.size()) return -1;
  for (std::size_t k = filled + 1; k < room.order.size(); ++k)
    if (has_box[room.order[k]]) return -1;
  return room.order[filled];
}

namespace {

char order_glyph(std::size_t place) {
  static constexpr std::string_view kGlyphs = "123456789abcdefghijklmnopqrstuvwxyz";
  return place < kGlyphs.size() ? kGlyphs[place] : '*';
}

std::string draw_room(const SokobanBoard& board, const GoalRoom& room) {
  const FrameIndex& frame = board.task().frame();
  std::string out;
  for (Coord at : grid_coords(frame.rows(), frame.cols())) {
    int cell = frame.floor_at(at);
    char glyph = ' ';
    if (cell == FrameIndex::kNone) {
      glyph = board.task().problem().frame.at(at).type == CellType::Wall ? '#' : ' ';
    } else if (auto place = std::find(room.order.begin(), room.order.end(), cell); place != room.order.end()) {
      glyph = order_glyph(static_cast<std::size_t>(place - room.order.begin()));
    } else if (std::binary_search(room.entrances.begin(), room.entrances.end(), cell)) {
      glyph = 'E';
    } else if (board.is_goal(cell)) {
      glyph = '.';
    }
    out += glyph;
    if (at.col + 1 == frame.cols()) {
      while (!out.empty() && out.back() == ' ') out.pop_back();
      out += '\n';
    }
  }
  return out;
}

}  // namespace

std::string describe_goal_rooms(const Task& task) {
  std::optional<SokobanBoard> board = SokobanBoard::of(task);
  if (!board) return {};
  std::vector<GoalRoom> rooms = find_goal_rooms(*board);
  std::string out = fmt::format("  goal rooms with a packing order (macros=goal): {}\n", rooms.size());
  for (const GoalRoom& room : rooms) {
    out += fmt::format("    {} goals, {} entrances (1-9 a-z: the order to fill, E: entrance)\n", room.cells.size(),
                       room.entrances.size());
    std::vector<std::size_t> sizes;
    for (const std::vector<int>& layer : room.layers) sizes.push_back(layer.size());
    out += fmt::format("    {} layers of goals, the first to fill first (features=sokoban-layers): {}\n", sizes.size(),
                       fmt::join(sizes, ", "));
    std::string drawing = draw_room(*board, room);
    for (std::size_t start = 0; start < drawing.size();) {
      std::size_t end = drawing.find('\n', start);
      out += "      " + drawing.substr(start, end - start) + "\n";
      start = end + 1;
    }
  }
  return out;
}

}  // namespace polyplan
