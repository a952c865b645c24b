#include "planner/plan_validator.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <charconv>

#include "domains/move_notation.hpp"
#include "planner/plan_length.hpp"

namespace polyplan {
namespace {

struct PlanLine {
  std::uint32_t number;
  std::string_view text;  // without a trailing comment
  std::size_t offset;     // of text[0] in the file
};

std::vector<PlanLine> meaningful_lines(const SourceFile& plan) {
  std::vector<PlanLine> lines;
  for (std::uint32_t number = 1; number <= plan.line_count(); ++number) {
    std::string_view text = plan.line_text(number);
    text = text.substr(0, text.find(';'));
    if (text.find_first_not_of(" \t") == std::string_view::npos) continue;
    lines.push_back(PlanLine{number, text, static_cast<std::size_t>(text.data() - plan.text().data())});
  }
  return lines;
}

bool is_lurd(const PlanLine& line) { return line.text.find_first_not_of("lurdLURD \t") == std::string_view::npos; }

class Replay {
 public:
  Replay(Environment& environment, const SourceFile& plan)
      : environment_(environment), task_(environment.task()), plan_(plan) {}

  PlanCheck run() {
    std::vector<PlanLine> lines = meaningful_lines(plan_);
    const bool agent_steps = move_notation(task_) == MoveNotation::AgentSteps;
    if (agent_steps)
      for (const PlanLine& line : lines) refuse_near_lurd(line);
    bool lurd = agent_steps && !lines.empty() && std::all_of(lines.begin(), lines.end(), is_lurd);
    result_.lurd = lurd;
    state_ = lurd ? task_.initial_state() : environment_.initial_state();
    for (const PlanLine& line : lines) {
      if (lurd ? !replay_lurd(line) : !replay_move(line)) return result_;
    }
    task_.canonicalize(state_);
    if (!environment_.is_goal(state_)) {
      // Point at the last move: that is where the plan stops short.
      Position end = plan_.position(lines.empty() ? 0 : lines.back().offset);
      result_.failure = Diagnostic::at(
          plan_, end, fmt::format("the plan ends after {} in a state that is not a goal", result_.length()));
      return result_;
    }
    result_.valid = true;
    return result_;
  }

 private:
  [[noreturn]] void malformed(std::size_t offset, std::string message) const {
    throw InputError(Diagnostic::at(plan_, plan_.position(offset), std::move(message)));
  }
  bool illegal(std::size_t offset, std::string message) {
    result_.failure = Diagnostic::at(plan_, plan_.position(offset), std::move(message));
    return false;
  }

  // A line without cells that is mostly LURD letters is a LURD line with a slip, not a move line
  // naming a piece "rDurX": said so at the letter that does not belong.
  void refuse_near_lurd(const PlanLine& line) const {
    std::string_view text = line.text;
    if (is_lurd(line) || text.find('(') != std::string_view::npos) return;
    std::size_t first = text.find_first_not_of(" \t");
    std::string word(text.substr(first, std::min(text.find_first_of(" \t", first), text.size()) - first));
    if (named_piece_exists(word)) return;
    std::size_t letters = 0, others = 0;
    for (char c : text) {
      if (c == ' ' || c == '\t') continue;
      (std::string_view("lurdLURD").find(c) != std::string_view::npos ? letters : others) += 1;
    }
    if (letters < 2 || others * 2 > letters) return;
    std::size_t bad = text.find_first_not_of("lurdLURD \t");
    malformed(line.offset + bad,
              fmt::format("'{}' is not a LURD letter: a LURD plan is made of l u r d (steps) and L U R D (pushes)",
                          text[bad]));
  }

  bool named_piece_exists(const std::string& name) const {
    for (const Piece& piece : task_.problem().pieces)
      if (piece.name == name) return true;
    return false;
  }

  // `PIECE (r c) (r c) ...`
  bool replay_move(const PlanLine& line) {
    std::string_view text = line.text;
    std::size_t first = text.find_first_not_of(" \t");
    std::size_t name_end = std::min(text.find_first_of(" \t(", first), text.size());
    std::string name(text.substr(first, name_end - first));
    std::vector<int> cells, from;
    const std::size_t after_name = text.find_first_not_of(" \t", name_end);
    const bool leaves = after_name != std::string_view::npos && text.substr(after_name, 3) == "off" &&
                        (after_name + 3 == text.size() || text[after_name + 3] == ' ' || text[after_name + 3] == '\t');
    bool origin = false;
    for (std::size_t i = leaves ? text.find_first_not_of(" \t", after_name + 3) : after_name;
         i != std::string_view::npos; i = text.find_first_not_of(" \t", i)) {
      std::size_t cell_start = i;
      // "from (ROW COL) ...": where a unit came from, when the cells it reached do not say.
      if (!origin && text.substr(i, 4) == "from") {
        origin = true;
        i += 4;
        continue;
      }
      std::optional<Coord> cell = text[i] == '(' ? read_cell(text, i) : std::nullopt;
      if (!cell)
        malformed(line.offset + cell_start,
                  fmt::format("expected a cell (ROW COL) of two integers after piece '{}'", name));
      int floor = task_.frame().floor_at(*cell);
      if (floor == FrameIndex::kNone)
        return illegal(line.offset + cell_start,
                       fmt::format("move {}: {} is not a floor cell", result_.moves + 1, to_string(*cell)));
      (origin ? from : cells).push_back(floor);
    }
    if (cells.empty() && !leaves)
      malformed(
          line.offset + name_end,
          fmt::format("expected the cells piece '{}' covers after the move, or 'off' when it leaves the board", name));
    std::sort(cells.begin(), cells.end());
    std::sort(from.begin(), from.end());
    if (!named_piece(name))
      return illegal(line.offset + first, fmt::format("move {}: there is no piece '{}'", result_.moves + 1, name));
    environment_.successors(state_, moves_);
    for (const Move& move : moves_) {
      if (!matches(name, move.piece)) continue;
      if (leaves != (static_cast<int>(move.placement) == task_.table(move.piece).off_board())) continue;
      auto placed = task_.table(move.piece).cells(static_cast<int>(move.placement));
      if (!std::equal(placed.begin(), placed.end(), cells.begin(), cells.end())) continue;
      auto before = task_.table(move.piece).cells(static_cast<int>(state_[static_cast<std::size_t>(move.piece)]));
      if (origin && !std::equal(before.begin(), before.end(), from.begin(), from.end())) continue;
      take(move);
      return true;
    }
    return illegal(line.offset + first,
                   fmt::format("move {}: piece '{}' cannot move to {} from the state reached so far", result_.moves + 1,
                               name, describe_cells(cells)));
  }

  // Reads "(ROW COL)" at text[i] == '(' and moves i past the ')'.
  static std::optional<Coord> read_cell(std::string_view text, std::size_t& i) {
    std::size_t close = text.find(')', i);
    if (close == std::string_view::npos) return std::nullopt;
    std::string_view inside = text.substr(i + 1, close - i - 1);
    int values[2] = {0, 0};
    int count = 0;
    for (std::size_t j = 0; j < inside.size();) {
      if (inside[j] == ' ' || inside[j] == '\t') {
        ++j;
        continue;
      }
      if (count == 2) return std::nullopt;
      const char* last = inside.data() + inside.size();
      auto [end, error] = std::from_chars(inside.data() + j, last, values[count]);
      if (error != std::errc() || (end != last && *end != ' ' && *end != '\t')) return std::nullopt;
      ++count;
      j = static_cast<std::size_t>(end - inside.data());
    }
    if (count != 2) return std::nullopt;
    i = close + 1;
    return Coord{values[0], values[1]};
  }

  bool named_piece(const std::string& name) const {
    return std::any_of(task_.pieces().begin(), task_.pieces().end(),
                       [&](const TaskPiece& p) { return p.name == name; });
  }
  // Units of one group are interchangeable: a line naming one names any of them.
  bool matches(const std::string& name, int piece) const {
    const TaskPiece& moved = task_.pieces()[static_cast<std::size_t>(piece)];
    if (moved.name == name) return true;
    if (moved.group < 0) return false;
    for (int other : task_.groups()[static_cast<std::size_t>(moved.group)])
      if (task_.pieces()[static_cast<std::size_t>(other)].name == name) return true;
    return false;
  }
  std::string describe_cells(const std::vector<int>& cells) const {
    std::vector<Coord> coords;
    for (int floor : cells) coords.push_back(task_.frame().coord(floor));
    return to_string(coords);
  }

  // LURD: replayed on the concrete state, with the agent's real cell.
  bool replay_lurd(const PlanLine& line) {
    for (std::size_t i = 0; i < line.text.size(); ++i) {
      char letter = line.text[i];
      if (letter == ' ' || letter == '\t') continue;
      bool push = letter >= 'A' && letter <= 'Z';
      char lower = push ? static_cast<char>(letter - 'A' + 'a') : letter;
      int direction =
          static_cast<int>(std::find(kStepLetters.begin(), kStepLetters.end(), lower) - kStepLetters.begin());
      int agent = task_.agent_floor(state_);
      int front = task_.frame().neighbour(agent, direction);
      std::size_t at = line.offset + i;
      if (front == FrameIndex::kNone)
        return illegal(at, fmt::format("step {}: '{}' walks into a wall", steps_ + 1, letter));
      int occupant = piece_at(front);
      bool free_walking = task_.problem().domain.cost == CostModel::Pushes;
      auto agent_into = static_cast<std::uint32_t>(task_.table(task_.agent()).find(std::span<const int>(&front, 1)));
      if (occupant < 0) {
        if (push)
          return illegal(at, fmt::format("step {}: '{}' is a push, but there is nothing to push", steps_ + 1, letter));
      } else {
        if (!push)
          return illegal(at, fmt::format("step {}: '{}' walks into piece '{}'; a push is written in upper case",
                                         steps_ + 1, letter, task_.pieces()[static_cast<std::size_t>(occupant)].name));
        const PlacementTable& table = task_.table(occupant);
        int next = table.shifted(static_cast<int>(state_[static_cast<std::size_t>(occupant)]), direction);
        bool blocked = next == PlacementTable::kNone || !pushable(occupant);
        if (!blocked)
          for (int cell : table.cells(next)) {
            int other = piece_at(cell);
            if (other >= 0 && other != occupant) blocked = true;
          }
        if (blocked)
          return illegal(at, fmt::format("step {}: '{}' cannot push piece '{}'", steps_ + 1, letter,
                                         task_.pieces()[static_cast<std::size_t>(occupant)].name));
        state_[static_cast<std::size_t>(occupant)] = static_cast<std::uint32_t>(next);
      }
      state_[static_cast<std::size_t>(task_.agent())] = agent_into;
      // Under (:cost pushes) a step is free and is not a move of the plan.
      if (push || !free_walking) {
        ++result_.moves;
        ++result_.cost;
      }
      if (push) ++result_.pushes;
      ++steps_;
      result_.steps = steps_;
    }
    return true;
  }

  int piece_at(int floor) const {
    for (std::size_t p = 0; p < task_.pieces().size(); ++p) {
      if (static_cast<int>(p) == task_.agent()) continue;
      auto cells = task_.table(static_cast<int>(p)).cells(static_cast<int>(state_[p]));
      if (std::find(cells.begin(), cells.end(), floor) != cells.end()) return static_cast<int>(p);
    }
    return -1;
  }
  bool pushable(int piece) const {
    const std::string& kind = task_.pieces()[static_cast<std::size_t>(piece)].kind;
    const std::vector<MoveRule>& rules = task_.problem().domain.moves;
    return std::any_of(rules.begin(), rules.end(), [&](const MoveRule& rule) { return rule.pushes(kind); });
  }

  void take(const Move& move) {
    StateValues next(state_.size());
    environment_.apply(state_, move, next);
    state_.swap(next);
    ++result_.moves;
    result_.cost += move.cost;
    result_.replayed.push_back(move);
  }

  Environment& environment_;
  const Task& task_;
  const SourceFile& plan_;
  StateValues state_;
  std::vector<Move> moves_;
  PlanCheck result_;
  int steps_ = 0;
};

}  // namespace

PlanCheck validate_plan(Environment& environment, const SourceFile& plan) { return Replay(environment, plan).run(); }

std::string PlanCheck::length() const {
  return lurd ? describe_pushes_and_steps(static_cast<std::size_t>(pushes), static_cast<std::size_t>(steps))
              : describe_moves(static_cast<std::size_t>(moves));
}

}  // namespace polyplan
