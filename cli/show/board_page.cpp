#include "cli/show/board_page.hpp"

#include <fmt/format.h>

#include <nlohmann/json.hpp>

#include <functional>

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

// How the page moves a piece, from the traits of the rule that moves it or the words of its
// description (the page knows no rule by name): {"role": "agent" | "pushed" | "piece", "path":
// "straight" | "walk" | "hop" | "flight" | "ahead" | "behind", ...}, an agent moving the piece
// ahead of it or the one behind it; "path": "still" when no rule
// moves it, "unknown" when a plugin's rule declares too little for the page to make its moves.
// A described rule carries every word the page's interpreter reads (board_page.js, legalMoves):
// the way, its distance and stops, directions, regions, the hopped kinds, the cost.
nlohmann::json described_moves(const MoveDescription& description) {
  // A one-way region with the step (rows, columns) of its heading.
  nlohmann::json one_way = nlohmann::json::array();
  for (const OneWayRegion& one : description.one_way)
    one_way.push_back({one.region, heading_step(one.heading).row, heading_step(one.heading).col});
  auto path = [&]() -> std::string {
    switch (description.travel) {
      case Travel::Step:
      case Travel::Slide:
        return "straight";
      case Travel::Walk:
        return "walk";
      case Travel::Hop:
        return "hop";
      case Travel::Fly:
        return "flight";
      case Travel::Push:
        return "ahead";
      case Travel::Pull:
        return "behind";
    }
    return "unknown";
  };
  return nlohmann::json{{"role", "piece"},
                        {"path", path()},
                        {"distance", description.travel == Travel::Step ? 1 : description.distance},
                        {"until", description.until_blocked || !description.through.empty()},
                        {"pieces_stop", description.pieces_stop},
                        {"walls_stop", description.walls_stop},
                        {"directions", to_string(description.directions)},
                        {"through", description.through},
                        {"avoid", description.avoid},
                        {"exit", description.exit},
                        {"over", description.over},
                        {"capture", description.capture},
                        {"pieces", description.pieces},
                        {"chain", description.chain},
                        {"cost", description.cost},
                        {"per", to_string(description.per)},
                        {"one_way", one_way}};
}

nlohmann::json page_moves(const Domain& domain, const std::string& kind) {
  auto one_step = [](const MoveRule& rule) { return rule.path == MovePath::Straight && rule.distance == 1; };
  for (const MoveRule& rule : domain.moves) {
    if (rule.agent != kind && !rule.pushes(kind)) continue;
    if (rule.agent != kind) return nlohmann::json{{"role", "pushed"}, {"path", "still"}, {"distance", 0}};
    nlohmann::json how = rule.description ? described_moves(*rule.description)
                                          : nlohmann::json{{"path", one_step(rule) ? "ahead" : "unknown"},
                                                           {"pieces", rule.pushed_kinds},
                                                           {"chain", 1},
                                                           {"cost", 1}};
    how["role"] = "agent";
    how["step_cost"] = domain.cost == CostModel::Pushes ? 0 : how["cost"].get<int>();
    return how;
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

// The goal as the page's isGoal reads it: a tree of conditions over placements and cells (grid
// indices), with the placements an `at` or `inside` accepts worked out here.
nlohmann::json page_goal(const Task& task, const Goal& goal) {
  const Grid& frame = task.problem().frame;
  auto grid_index = [&](Coord at) { return at.row * frame.cols + at.col; };
  auto pieces_of_kind = [&](const std::string& kind) {
    nlohmann::json pieces = nlohmann::json::array();
    for (std::size_t p = 0; p < task.pieces().size(); ++p)
      if (task.pieces()[p].kind == kind) pieces.push_back(p);
    return pieces;
  };
  auto accepted = [&](int piece, const std::function<bool(std::span<const int>)>& wanted) {
    nlohmann::json placements = nlohmann::json::array();
    const PlacementTable& table = task.table(piece);
    for (int placement = 0; placement < table.size(); ++placement)
      if (wanted(table.cells(placement))) placements.push_back(placement);
    return placements;
  };
  nlohmann::json parts = nlohmann::json::array();
  switch (goal.kind) {
    case Goal::Kind::At: {
      std::vector<int> floors;
      for (Coord c : goal.cells) floors.push_back(task.frame().floor_at(c));
      std::sort(floors.begin(), floors.end());
      return {{"kind", "at"}, {"piece", goal.piece}, {"accepted", accepted(goal.piece, [&](std::span<const int> cells) {
                                                        return std::equal(cells.begin(), cells.end(), floors.begin(),
                                                                          floors.end());
                                                      })}};
    }
    case Goal::Kind::AllOnGoal:
      for (const auto& piece : pieces_of_kind(goal.piece_kind)) parts.push_back({{"kind", "home"}, {"piece", piece}});
      return {{"kind", "and"}, {"parts", parts}};
    case Goal::Kind::On: {
      nlohmann::json cells = nlohmann::json::array();
      for (Coord c : goal.cells) cells.push_back(grid_index(c));
      return {{"kind", "on"}, {"cells", cells}, {"pieces", pieces_of_kind(goal.piece_kind)}};
    }
    case Goal::Kind::Inside: {
      const std::vector<bool> in = task.region_floors(goal.region);
      return {{"kind", "at"}, {"piece", goal.piece}, {"accepted", accepted(goal.piece, [&](std::span<const int> cells) {
                                                        return std::all_of(cells.begin(), cells.end(), [&](int floor) {
                                                          return in[std::size_t(floor)];
                                                        });
                                                      })}};
    }
    case Goal::Kind::Count:
      return {{"kind", "count"},
              {"pieces", pieces_of_kind(goal.piece_kind)},
              {"relation", to_string(goal.relation)},
              {"count", goal.count}};
    case Goal::Kind::Shape:
      for (const Goal& part : goal.parts) {
        nlohmann::json cells = nlohmann::json::array();
        for (Coord c : part.cells) cells.push_back({c.row, c.col});
        parts.push_back(
            {{"piece", part.kind == Goal::Kind::At ? part.piece : -1},
             {"pieces", part.kind == Goal::Kind::At ? nlohmann::json::array() : pieces_of_kind(part.piece_kind)},
             {"cells", cells}});
      }
      return {{"kind", "shape"}, {"parts", parts}};
    case Goal::Kind::And:
    case Goal::Kind::Or:
    case Goal::Kind::Not:
      for (const Goal& part : goal.parts) parts.push_back(page_goal(task, part));
      return {{"kind", goal.kind == Goal::Kind::And  ? "and"
                       : goal.kind == Goal::Kind::Or ? "or"
                                                     : "not"},
              {"parts", parts}};
  }
  return {{"kind", "and"}, {"parts", parts}};
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
  data["goal"] = page_goal(task, problem.goal);
  data["goal_placed"] = placed;
  nlohmann::json regions = nlohmann::json::object();
  for (const Region& region : problem.regions) {
    nlohmann::json cells = nlohmann::json::array();
    for (Coord c : region.cells) cells.push_back(c.row * frame.cols + c.col);
    regions[region.name] = cells;
  }
  data["regions"] = regions;
  bool playable = true;
  std::string unknown_rule;
  nlohmann::json pieces = nlohmann::json::array();
  for (std::size_t p = 0; p < task.pieces().size(); ++p) {
    const TaskPiece& piece = task.pieces()[p];
    nlohmann::json moves = page_moves(problem.domain, piece.kind);
    if (moves["path"] == "unknown") {
      playable = false;
      for (const MoveRule& moving : problem.domain.moves)
        if (moving.agent == piece.kind || moving.pushes(piece.kind) || problem.domain.rule_for(piece.kind) == &moving)
          unknown_rule = moving.name;
    }
    bool target = std::find(problem.target.begin(), problem.target.end(), static_cast<int>(p)) != problem.target.end();
    pieces.push_back({{"name", piece.name},
                      {"kind", piece.kind},
                      {"unit", piece.unit},
                      {"table", piece.table},
                      {"moves", moves},
                      {"target", target}});
  }
  data["pieces"] = pieces;
  data["agent"] = task.agent();
  data["playable"] = playable;
  data["not_playable"] = playable
                             ? ""
                             : "The move rule '" + unknown_rule +
                                   "' comes from a plugin, which this page cannot run: play it with polyplan play.";
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
