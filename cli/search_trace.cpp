#include "cli/search_trace.hpp"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include "cli/json_text.hpp"
#include "planner/board_render.hpp"
#include "planner/search/search_engine.hpp"

namespace polyplan::cli {
namespace {

// f in thousandths, written as the number it is: 22, 19.5, 13.125.
nlohmann::ordered_json f_value(std::int64_t thousandths) {
  if (thousandths % kWeightScale == 0) return thousandths / kWeightScale;
  return static_cast<double>(thousandths) / kWeightScale;
}

std::string text_of(const nlohmann::ordered_json& number) {
  return number.is_number_integer() ? std::to_string(number.get<std::int64_t>())
                                    : fmt::format("{:g}", number.get<double>());
}

std::vector<std::string> board_lines(const Task& task, StateView state) {
  std::vector<std::string> lines;
  std::string board = render_board(task, state);
  for (std::size_t start = 0; start < board.size();) {
    std::size_t end = board.find('\n', start);
    lines.push_back(board.substr(start, end - start));
    start = end + 1;
  }
  return lines;
}

}  // namespace

nlohmann::ordered_json SearchTrace::describe(const ObservedNode& node, bool with_board) const {
  nlohmann::ordered_json record{{"state", node.id}, {"g", node.g}, {"h", node.h}, {"f", f_value(node.f_thousandths)}};
  nlohmann::ordered_json ties = nlohmann::ordered_json::array();
  for (std::size_t i = 0; i < node.ties.size(); ++i) {
    const bool larger_first = i < keys_.size() && keys_[i].larger_first;
    nlohmann::ordered_json tie{{"key", i < keys_.size() ? keys_[i].name : fmt::format("key{}", i + 1)},
                               {"value", larger_first ? -node.ties[i] : node.ties[i]}};
    if (larger_first) tie["larger_first"] = true;
    ties.push_back(tie);
  }
  record["ties"] = ties;
  record["parent"] =
      node.parent == StateRegistry::kNoState ? nlohmann::ordered_json(nullptr) : nlohmann::ordered_json(node.parent);
  auto parent = expansion_of_.find(node.parent);
  record["parent_expansion"] =
      parent == expansion_of_.end() ? nlohmann::ordered_json(nullptr) : nlohmann::ordered_json(parent->second);
  if (node.move) {
    std::string move = task_.pieces()[std::size_t(node.move->piece)].name;
    for (int floor : task_.table(node.move->piece).cells(static_cast<int>(node.move->placement)))
      move += fmt::format(" {}", to_string(task_.frame().coord(floor)));
    record["move"] = move;
  } else {
    record["move"] = nullptr;
  }
  if (with_board) record["board"] = board_lines(task_, node.state);
  return record;
}

void SearchTrace::queued(const ObservedNode& node) {
  // The start is queued before any expansion; only successors belong to an expansion.
  if (pending_) (*pending_)["queued"].push_back(describe(node, false));
}

void SearchTrace::expanded(const ObservedNode& node) {
  flush();
  nlohmann::ordered_json record{{"event", "expand"}, {"expansion", ++expansions_}};
  record.update(describe(node, true));
  record["queued"] = nlohmann::ordered_json::array();
  expansion_of_[node.id] = expansions_;
  pending_ = std::move(record);
}

void SearchTrace::reached_goal(const ObservedNode& node) {
  flush();
  nlohmann::ordered_json record{{"event", "goal"}};
  record.update(describe(node, true));
  if (json_)
    out_ << json_text(record) << "\n";
  else
    write_text(record);
  out_ << std::flush;
}

void SearchTrace::flush() {
  if (!pending_) return;
  if (json_)
    out_ << json_text(*pending_) << "\n";
  else
    write_text(*pending_);
  out_ << std::flush;
  pending_.reset();
}

void SearchTrace::write_text(const nlohmann::ordered_json& record) const {
  auto numbers = [](const nlohmann::ordered_json& node) {
    std::string text = fmt::format("g {}, h {}, f {}", node["g"].get<int>(), node["h"].get<int>(), text_of(node["f"]));
    std::vector<std::string> ties;
    for (const nlohmann::ordered_json& tie : node["ties"])
      ties.push_back(fmt::format("{} {}{}", tie["key"].get<std::string>(), tie["value"].get<int>(),
                                 tie.contains("larger_first") ? " (larger first)" : ""));
    if (!ties.empty()) text += fmt::format(", ties [{}]", fmt::join(ties, ", "));
    return text;
  };
  auto origin = [](const nlohmann::ordered_json& node) {
    if (node["move"].is_null()) return std::string(" (start)");
    std::string from = node["parent_expansion"].is_null()
                           ? fmt::format("state {}", node["parent"].get<StateId>())
                           : fmt::format("#{}", node["parent_expansion"].get<std::size_t>());
    return fmt::format(" from {} by {}", from, node["move"].get<std::string>());
  };
  bool goal = record["event"] == "goal";
  std::string head = goal ? "goal" : fmt::format("#{} expand", record["expansion"].get<std::size_t>());
  out_ << fmt::format("{} state {}{}: {}\n", head, record["state"].get<StateId>(), origin(record), numbers(record));
  for (const nlohmann::ordered_json& line : record["board"]) out_ << "    " << line.get<std::string>() << "\n";
  if (!goal)
    for (const nlohmann::ordered_json& child : record["queued"])
      out_ << fmt::format("  queued state {}{}: {}\n", child["state"].get<StateId>(), origin(child), numbers(child));
}

}  // namespace polyplan::cli
