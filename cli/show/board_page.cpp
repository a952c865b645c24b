#include "cli/show/board_page.hpp"

#include <fmt/format.h>

#include <nlohmann/json.hpp>

#include "cli/json_text.hpp"
#include "cli/lab/markdown_html.hpp"
#include "cli/play/play_game.hpp"
#include "parser/source/embedded_text.hpp"

namespace polyplan {
const std::vector<EmbeddedText>& board_page_texts();
}

namespace polyplan::cli {
namespace {

std::string_view embedded(std::string_view name) {
  for (const EmbeddedText& text : board_page_texts())
    if (text.name == name) return text.text;
  throw std::logic_error("the board page's " + std::string(name) + " is not embedded");
}

void replace_all(std::string& text, const std::string& from, const std::string& to) {
  for (std::size_t at = text.find(from); at != std::string::npos; at = text.find(from, at + to.size()))
    text.replace(at, from.size(), to);
}

const char* family_name(PlayStyle style) {
  switch (style) {
    case PlayStyle::Tiles:
      return "sliding tiles";
    case PlayStyle::Agent:
      return "an agent pushing pieces (Sokoban)";
    case PlayStyle::Pieces:
      break;
  }
  return "pieces moved by name (Flying Block, sliding blocks)";
}

// How the page moves a piece, from the traits of the rule that moves it (the page knows no rule
// by name): {"role": "agent" | "pushed" | "piece", "path": "straight" | "flight", "distance": N
// (0: any)}; "path": "still" when no rule moves it, "unknown" when the traits do not say enough for
// the page to make the moves (a plugin's rule that declares no path; an agent that does more than
// step and push one piece one cell).
// A described rule the page can run: steps, slides (a distance, or until blocked and by what) and
// walks, in the four directions or along the piece's axis, and flights, each move costing 1. The page reads
// the description's words, not the rule's name; other descriptions are "unknown" to it for now.
nlohmann::json described_moves(const MoveDescription& description) {
  const bool plain = description.avoid.empty() && description.exit.empty() && description.cost == 1;
  if (description.travel == Travel::Fly && plain)
    return nlohmann::json{{"role", "piece"}, {"path", "flight"}, {"distance", 0}};
  const bool runnable =
      (description.travel == Travel::Step || description.travel == Travel::Slide ||
       description.travel == Travel::Walk) &&
      description.through.empty() && description.avoid.empty() && description.exit.empty() && description.cost == 1 &&
      description.per == CostUnit::Move &&
      (description.directions == DirectionSet::Orthogonal || description.directions == DirectionSet::Axis);
  if (!runnable) return nlohmann::json{{"role", "piece"}, {"path", "unknown"}, {"distance", 0}};
  return nlohmann::json{{"role", "piece"},
                        {"path", description.travel == Travel::Walk ? "walk" : "straight"},
                        {"distance", description.travel == Travel::Step ? 1 : description.distance},
                        {"until", description.until_blocked},
                        {"pieces_stop", description.pieces_stop},
                        {"walls_stop", description.walls_stop},
                        {"directions", to_string(description.directions)}};
}

nlohmann::json page_moves(const Domain& domain, const std::string& kind) {
  auto one_step = [](const MoveRule& rule) { return rule.path == MovePath::Straight && rule.distance == 1; };
  for (const MoveRule& rule : domain.moves) {
    if (rule.agent == kind || rule.pushes(kind))
      return nlohmann::json{{"role", rule.agent == kind ? "agent" : "pushed"},
                            {"path", one_step(rule) ? "straight" : "unknown"},
                            {"distance", 1}};
  }
  const MoveRule* rule = domain.rule_for(kind);
  if (!rule) return nlohmann::json{{"role", "piece"}, {"path", "still"}, {"distance", 0}};
  if (rule->description) return described_moves(*rule->description);
  switch (rule->path) {
    case MovePath::Straight:
      return nlohmann::json{{"role", "piece"}, {"path", "straight"}, {"distance", rule->distance}};
    case MovePath::Flight:
      return nlohmann::json{{"role", "piece"}, {"path", "flight"}, {"distance", 0}};
    case MovePath::Unspecified:
      break;
  }
  return nlohmann::json{{"role", "piece"}, {"path", "unknown"}, {"distance", 0}};
}

nlohmann::json page_data(const Task& task, const BoardFrames& frames) {
  const Problem& problem = task.problem();
  const Grid& frame = problem.frame;
  auto grid_index = [&](int floor) {
    Coord at = task.frame().coord(floor);
    return at.row * frame.cols + at.col;
  };
  const PlayStyle style = play_style(task);
  nlohmann::json data;
  data["title"] = problem.name;
  data["family"] = style == PlayStyle::Tiles ? "tiles" : style == PlayStyle::Agent ? "agent" : "pieces";
  data["rows"] = frame.rows;
  data["cols"] = frame.cols;
  std::string cells;
  nlohmann::json frame_goals = nlohmann::json::array();
  for (int row = 0; row < frame.rows; ++row)
    for (int col = 0; col < frame.cols; ++col) {
      const Cell& cell = frame.at(Coord{row, col});
      cells += cell.type == CellType::Wall ? '#' : cell.type == CellType::Void ? ' ' : '.';
      if (cell.type == CellType::Floor && cell.goal) frame_goals.push_back(row * frame.cols + col);
    }
  data["cells"] = cells;
  data["frame_goals"] = frame_goals;
  nlohmann::json marks = style == PlayStyle::Agent ? frame_goals : nlohmann::json::array();
  nlohmann::json placed = nlohmann::json::array();
  for (const GoalTest::PiecePlacement& goal : task.goal().placed()) {
    placed.push_back({goal.piece, goal.placements});
    if (style == PlayStyle::Pieces && !goal.placements.empty())
      for (int floor : task.table(goal.piece).cells(goal.placements.front())) marks.push_back(grid_index(floor));
  }
  data["goal_marks"] = marks;
  data["goal"] = {{"placed", placed}, {"on_goal", task.goal().on_goal_pieces()}};
  bool playable = true;
  std::string unknown_rule;
  bool unknown_is_described = false;
  nlohmann::json pieces = nlohmann::json::array();
  for (std::size_t p = 0; p < task.pieces().size(); ++p) {
    const TaskPiece& piece = task.pieces()[p];
    nlohmann::json moves = page_moves(problem.domain, piece.kind);
    if (moves["path"] == "unknown") {
      playable = false;
      for (const MoveRule& moving : problem.domain.moves)
        if (moving.agent == piece.kind || moving.pushes(piece.kind) || problem.domain.rule_for(piece.kind) == &moving) {
          unknown_rule = moving.name;
          unknown_is_described = moving.description.has_value();
        }
    }
    bool target = std::find(problem.target.begin(), problem.target.end(), static_cast<int>(p)) != problem.target.end();
    pieces.push_back(
        {{"name", piece.name}, {"kind", piece.kind}, {"table", piece.table}, {"moves", moves}, {"target", target}});
  }
  data["pieces"] = pieces;
  data["agent"] = task.agent();
  // The page checks placements only: a goal with counts, shapes or other conditions it leaves
  // to polyplan play.
  const bool goal_checkable = !task.goal().beyond_placements();
  data["playable"] = playable && goal_checkable;
  if (!playable)
    data["not_playable"] =
        "The move rule '" + unknown_rule +
        (unknown_is_described
             ? "' is described in its domain file in words this page cannot run yet: play it with polyplan play."
             : "' comes from a plugin, which this page cannot run: play it with polyplan play.");
  else if (!goal_checkable)
    data["not_playable"] =
        "This page checks goals that place pieces, not this problem's goal: play it with polyplan play.";
  else
    data["not_playable"] = "";
  nlohmann::json tables = nlohmann::json::array(), shifts = nlohmann::json::array();
  for (const PlacementTable& table : task.tables()) {
    nlohmann::json placements = nlohmann::json::array(), shifted = nlohmann::json::array();
    for (int placement = 0; placement < table.size(); ++placement) {
      nlohmann::json covered = nlohmann::json::array();
      for (int floor : table.cells(placement)) covered.push_back(grid_index(floor));
      placements.push_back(covered);
      shifted.push_back({table.shifted(placement, 0), table.shifted(placement, 1), table.shifted(placement, 2),
                         table.shifted(placement, 3)});
    }
    tables.push_back(placements);
    shifts.push_back(shifted);
  }
  data["tables"] = tables;
  data["shifts"] = shifts;
  data["frames"] = frames.states;
  data["labels"] = frames.labels;
  data["cost"] = frames.cost;
  return data;
}

}  // namespace

std::string board_page_html(const Task& play_task, const BoardFrames& frames, const std::string& summary) {
  std::string page(embedded("board_page.html"));
  // Inside <script type="application/json"> only "</" could end the element early; "<\/" is the
  // same JSON string.
  std::string data = json_text(page_data(play_task, frames));
  replace_all(data, "</", "<\\/");
  replace_all(page, "@TITLE@", escape_html(play_task.problem().name));
  replace_all(page, "@SUMMARY@", escape_html(summary));
  // The script and the data go in last, so that nothing in them is taken for a placeholder.
  std::size_t script = page.find("@SCRIPT@");
  page.replace(script, 8, embedded("board_page.js"));
  std::size_t at = page.find("@DATA@");
  page.replace(at, 6, data);
  return page;
}

std::string plan_page_html(const Problem& problem, const std::string& plan_text, const PlanCheck& check,
                           const std::string& source) {
  Task play_task(playable_problem(problem));
  BoardFrames frames = frames_of_plan(play_task, plan_text, check.replayed, check.cost);
  const char* unit = problem.domain.cost == CostModel::Pushes ? "pushes" : "moves";
  std::string summary = fmt::format("{} · {} piece(s) on a {} × {} frame", family_name(play_style(play_task)),
                                    problem.pieces.size(), problem.frame.rows, problem.frame.cols);
  if (!source.empty())
    summary += fmt::format(" · {}: {} step(s), cost {} ({})", source, frames.states.size() - 1, check.cost, unit);
  return board_page_html(play_task, frames, summary);
}

}  // namespace polyplan::cli
