#pragma once
#include <cstdint>
#include <span>
#include <string>
#include <vector>

#include "domains/sokoban/board/cell_marks.hpp"
#include "domains/sokoban/structure/maze_decomposition.hpp"

namespace polyplan {

// The maze subproblem of an instance decomposition (maze_decomposition.hpp) as a pattern
// database: the fewest pushes that bring a few boxes from maze squares onto the cut squares, with
// a given number of them ending on each cut, when every other box is off the board (Pereira et
// al. 2016, one database per spread of the boxes over the cuts; here one table holds them all).
//
// The relaxation: a box is done the first time it reaches a cut square, and from then on stands
// in nobody's way, like a box taken off the board (a cut square holds any number of boxes and the
// agent). Any real solution pushes each box of the pattern onto some cut square before it reaches
// a goal, so the pushes it makes on those boxes before their first arrival are a solution of the
// relaxation: a lower bound, whichever spread the real solution ends in.
//
// The table is built by one breadth-first search backwards from the state "every box done": a
// pull moves a box within the maze, and "undoing" an arrival puts a box back next to a cut square
// with the agent behind it, one box more still to bring to that cut. A state is the cells of the
// boxes not yet done, how many boxes are still owed to each cut, and the agent's component of the
// floor around those boxes (named by its lowest cell; with the agent ignored, anywhere: a weaker,
// smaller table). Only states from which the goal is reachable are stored, so the table is a
// hash table of packed states, not an array over every arrangement.
class CutPatternDatabase {
 public:
  static constexpr int kUnreachable = 255;
  static constexpr int kMaxStones = 4;
  static constexpr int kMaxCuts = 3;
  // Cells are packed in 10 bits.
  static constexpr int kMaxFloor = 1023;

  struct Options {
    int stones = 2;                 // the most boxes one lookup takes (1..kMaxStones)
    bool track_agent = true;        // the agent's component around the boxes is part of the state
    std::uint64_t max_entries = 0;  // 0: no limit
    // Values are bytes: a state deeper than this is stored as this many pushes, a lower bound.
    int saturate_at = kUnreachable - 1;
  };

  // Builds (or reads from the cache) the table for the level's decomposition. Throws InputError
  // naming `user` when the level is too large or the table would pass max_entries.
  CutPatternDatabase(const SokobanBoard& board, const MazeDecomposition& zones, Options options,
                     const std::string& user);

  // Pushes to bring boxes on `cells` (distinct maze squares off the cuts, at most stones() of
  // them, any order) onto the cuts with counts[i] of them ending on cut i (the counts sum to the
  // number of cells), the agent on `agent` and no other box on the board; kUnreachable when no
  // sequence does. Past Options::saturate_at pushes, saturate_at (levels such as Microban 155
  // need more than a byte holds).
  int cost(std::span<const int> cells, std::span<const int> counts, int agent);

  // The same in two steps, for the several spreads of one group of boxes: prepare() finds the
  // boxes' maze squares and the agent's component once, cost() adds each spread.
  struct Query {
    std::uint64_t key = 0;  // the packed boxes and agent, no counts
    int boxes = 0;
  };
  Query prepare(std::span<const int> cells, int agent);
  int cost(const Query& query, std::span<const int> counts) const;

  int stones() const { return options_.stones; }
  std::uint64_t entries() const { return entries_; }
  std::size_t memory_bytes() const {
    return keys_.capacity() * sizeof(std::uint64_t) + values_.capacity() + labels_.capacity() * sizeof(std::uint16_t);
  }
  double build_seconds() const { return build_seconds_; }

 private:
  std::uint64_t pack(const int* maze_cells, int count, const int* owed, int agent_mark) const;
  void build(const std::string& user);
  bool load(const std::string& key);
  void store(const std::string& key) const;
  std::string cache_key() const;
  // The lowest floor cell of the agent's component around the boxes on `boxes` (floor cells),
  // or 0 when the agent is ignored.
  int agent_mark(int agent, const int* boxes, int count);
  // The same by a search of the floor from the agent; leaves the component in queue_.
  int flood_mark(int agent, const int* boxes, int count);
  void find_detours();
  std::size_t slot(std::uint64_t key) const;
  int lookup(std::uint64_t key, int boxes) const;
  bool insert(std::uint64_t key, std::uint8_t value);

  const SokobanBoard& board_;
  const MazeDecomposition& zones_;
  Options options_;
  std::vector<int> maze_index_;      // per floor cell: its index among the maze squares off the cuts, or -1
  std::vector<std::uint64_t> keys_;  // open addressing; 0 is an empty slot
  std::vector<std::uint8_t> values_;
  std::uint64_t entries_ = 0;
  double build_seconds_ = 0;
  // Per floor cell: its free neighbours are joined inside the 3x3 square around it, so a box there
  // splits no component as long as no other box stands in that square. Boxes that are all such
  // cells, two squares apart or more, leave the floor in one piece: the agent's component is then
  // known without a search (agent_mark's common case).
  std::vector<unsigned char> detour_;
  bool floor_connected_ = false;
  bool filling_region_ = false;  // the build needs the component's cells, not only its mark
  // The agent's marks of recent lookups, by boxes and agent cell: neighbouring states ask for the
  // same groups with the agent in the same place, and a mark costs a search of the floor.
  struct RememberedMark {
    std::uint64_t key = 0;
    int mark = 0;
  };
  std::vector<RememberedMark> remembered_;
  // Whether a set of boxes (floor cells, packed like a state's) splits the empty floor.
  struct SplitMemo {
    std::uint64_t key = 0;
    bool splits = false;
  };
  std::vector<SplitMemo> splitting_;
  // The components of the empty floor around recent box sets: each floor cell's component named
  // by its lowest cell, so a split box set answers any agent at once. kLabelSlots rows of
  // floor_count() entries, one box set's key per row.
  static constexpr std::size_t kLabelSlots = 4096;
  const std::uint16_t* component_labels(std::uint64_t key, const int* boxes, int count, bool& splits);
  std::vector<std::uint64_t> label_keys_;
  std::vector<std::uint8_t> label_splits_;
  std::vector<std::uint16_t> labels_;
  // Scratch for the agent's components: the cells reached and a queue.
  CellMarks seen_;
  std::vector<int> queue_;
};

}  // namespace polyplan
