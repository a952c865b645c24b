#include "domains/sokoban/structure/room_links.hpp"

#include <algorithm>
#include <optional>

#include <fmt/format.h>

#include "parser/model/grid_coords.hpp"

namespace polyplan {
namespace {

std::size_t at(int cell) { return static_cast<std::size_t>(cell); }

// Marks every floor cell of a 2 x 3 or 3 x 2 block of floor: walking two steps along one
// direction and one step across it, in all four turns, covers both shapes from every corner.
std::vector<bool> cells_in_blocks(const SokobanBoard& board) {
  std::vector<bool> in_block(at(board.floor_count()), false);
  for (int cell = 0; cell < board.floor_count(); ++cell)
    for (int along = 0; along < 4; ++along) {
      const int across = (along + 1) % 4;
      int row[3] = {cell, board.neighbour(cell, along), SokobanBoard::kNone};
      if (row[1] == SokobanBoard::kNone) continue;
      row[2] = board.neighbour(row[1], along);
      if (row[2] == SokobanBoard::kNone) continue;
      int next[3];
      bool whole = true;
      for (int i = 0; i < 3 && whole; ++i) {
        next[i] = board.neighbour(row[i], across);
        whole = next[i] != SokobanBoard::kNone;
      }
      if (!whole) continue;
      for (int i = 0; i < 3; ++i) in_block[at(row[i])] = in_block[at(next[i])] = true;
    }
  return in_block;
}

}  // namespace

RoomLinks::RoomLinks(const SokobanBoard& board)
    : board_(board),
      room_of_(at(board.floor_count()), -1),
      link_of_(at(board.floor_count()), -1),
      seen_(at(board.floor_count())),
      link_touched_() {
  const std::vector<bool> in_block = cells_in_blocks(board);
  // Rooms: the connected parts of the block cells.
  for (int start = 0; start < board.floor_count(); ++start) {
    if (!in_block[at(start)] || room_of_[at(start)] >= 0) continue;
    room_of_[at(start)] = room_count_;
    queue_.assign(1, start);
    for (std::size_t head = 0; head < queue_.size(); ++head)
      for (int d = 0; d < 4; ++d) {
        const int next = board.neighbour(queue_[head], d);
        if (next == SokobanBoard::kNone || !in_block[at(next)] || room_of_[at(next)] >= 0) continue;
        room_of_[at(next)] = room_count_;
        queue_.push_back(next);
      }
    ++room_count_;
  }
  // Passages: the connected parts of the other floor; those touching two rooms or more are links.
  std::vector<bool> in_passage(at(board.floor_count()), false);
  for (int start = 0; start < board.floor_count(); ++start) {
    if (room_of_[at(start)] >= 0 || in_passage[at(start)]) continue;
    Link link;
    std::vector<int> rooms;
    in_passage[at(start)] = true;
    link.cells.assign(1, start);
    for (std::size_t head = 0; head < link.cells.size(); ++head) {
      const int cell = link.cells[head];
      for (int d = 0; d < 4; ++d) {
        const int next = board.neighbour(cell, d);
        if (next == SokobanBoard::kNone) continue;
        if (const int room = room_of_[at(next)]; room >= 0) {
          auto found = std::find(rooms.begin(), rooms.end(), room);
          if (found == rooms.end()) {
            rooms.push_back(room);
            link.mouths.emplace_back();
            found = rooms.end() - 1;
          }
          std::vector<int>& mouth = link.mouths[static_cast<std::size_t>(found - rooms.begin())];
          if (mouth.empty() || mouth.back() != cell) mouth.push_back(cell);
        } else if (!in_passage[at(next)]) {
          in_passage[at(next)] = true;
          link.cells.push_back(next);
        }
      }
    }
    if (rooms.size() < 2) continue;
    for (int cell : link.cells) link_of_[at(cell)] = static_cast<int>(links_.size());
    links_.push_back(std::move(link));
  }
  link_touched_.assign(links_.size(), false);
}

int RoomLinks::obstructed(const std::vector<int>& box_cells, const BoxMap& has_box) {
  touched_links_.clear();
  for (int cell : box_cells) {
    const int link = link_of_[at(cell)];
    if (link < 0 || link_touched_[at(link)]) continue;
    link_touched_[at(link)] = true;
    touched_links_.push_back(link);
  }
  int count = 0;
  for (int link : touched_links_) {
    link_touched_[at(link)] = false;
    count += blocked(links_[at(link)], has_box);
  }
  return count;
}

// The agent crosses a link when, flooding its free cells from the free mouths on one room, it
// reaches a free mouth on every other room the link touches.
bool RoomLinks::blocked(const Link& link, const BoxMap& has_box) {
  seen_.clear();
  queue_.clear();
  for (int cell : link.mouths.front())
    if (!has_box[cell]) {
      seen_.mark(cell);
      queue_.push_back(cell);
    }
  for (std::size_t head = 0; head < queue_.size(); ++head)
    for (int d = 0; d < 4; ++d) {
      const int next = board_.neighbour(queue_[head], d);
      if (next == SokobanBoard::kNone || link_of_[at(next)] < 0 || has_box[next] || seen_.marked(next)) continue;
      seen_.mark(next);
      queue_.push_back(next);
    }
  for (std::size_t room = 1; room < link.mouths.size(); ++room)
    if (std::none_of(link.mouths[room].begin(), link.mouths[room].end(), [&](int cell) { return seen_.marked(cell); }))
      return true;
  return false;
}

std::string describe_room_links(const Task& task) {
  std::optional<SokobanBoard> board = SokobanBoard::of(task);
  if (!board) return {};
  RoomLinks links(*board);
  const FrameIndex& frame = task.frame();
  std::string out = fmt::format("  rooms (features=sokoban-rooms): {} rooms, {} links (a-z: rooms, +: links)\n",
                                links.room_count(), links.link_count());
  std::string line;
  for (Coord at : grid_coords(frame.rows(), frame.cols())) {
    const int cell = frame.floor_at(at);
    char glyph = ' ';
    if (cell == FrameIndex::kNone) {
      glyph = task.problem().frame.at(at).type == CellType::Wall ? '#' : ' ';
    } else if (const int room = links.room_of(cell); room >= 0) {
      glyph = room < 26 ? static_cast<char>('a' + room) : '*';
    } else if (links.link_of(cell) >= 0) {
      glyph = '+';
    }
    line += glyph;
    if (at.col + 1 == frame.cols()) {
      while (!line.empty() && line.back() == ' ') line.pop_back();
      out += "    " + line + "\n";
      line.clear();
    }
  }
  return out;
}

}  // namespace polyplan
