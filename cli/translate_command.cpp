#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include <memory>

#include "cli/commands.hpp"
#include "cli/input_options.hpp"
#include "cli/interrupt_handler.hpp"
#include "cli/json_text.hpp"
#include "cli/output_file.hpp"
#include "domains/environment.hpp"
#include "domains/pddl_export.hpp"
#include "parser/input_error.hpp"

namespace polyplan::cli {
namespace {

nlohmann::json cells_json(const Task& task, std::span<const int> floors) {
  nlohmann::json cells = nlohmann::json::array();
  for (int floor : floors) cells.push_back({task.frame().coord(floor).row, task.frame().coord(floor).col});
  return cells;
}

nlohmann::json model_summary(const Environment& environment) {
  const Task& task = environment.task();
  const Problem& problem = task.problem();
  nlohmann::json pieces = nlohmann::json::array();
  for (std::size_t p = 0; p < task.pieces().size(); ++p) {
    const TaskPiece& piece = task.pieces()[p];
    const PlacementTable& table = task.table(static_cast<int>(p));
    pieces.push_back({{"name", piece.name},
                      {"kind", piece.kind},
                      {"unit", piece.unit},
                      {"cells", cells_json(task, table.cells(static_cast<int>(task.initial_state()[p])))},
                      {"orientations", table.orientation_count()},
                      {"placements", table.size()}});
  }
  nlohmann::json placed = nlohmann::json::array();
  for (const auto& entry : task.goal().placed()) {
    nlohmann::json cells = entry.placements.empty()
                               ? nlohmann::json(nullptr)
                               : cells_json(task, task.table(entry.piece).cells(entry.placements.front()));
    placed.push_back({{"piece", task.pieces()[static_cast<std::size_t>(entry.piece)].name}, {"cells", cells}});
  }
  nlohmann::json on_goal = nlohmann::json::array();
  for (int piece : task.goal().on_goal_pieces()) on_goal.push_back(task.pieces()[static_cast<std::size_t>(piece)].name);
  nlohmann::json rules = nlohmann::json::array();
  for (const MoveRule& rule : problem.domain.moves) rules.push_back(rule.name);
  return {{"problem", problem.name},
          {"domain", problem.domain.name},
          {"rules", rules},
          {"cost_model", to_string(problem.domain.cost)},
          {"frame",
           {{"rows", problem.frame.rows},
            {"cols", problem.frame.cols},
            {"floor_cells", task.frame().floor_count()},
            {"goal_cells", problem.frame.goal_count()}}},
          {"pieces", pieces},
          {"interchangeable_groups", task.groups().size()},
          {"ground_actions", environment.ground_actions().size()},
          {"goal", {{"placed", placed}, {"all_on_goal", on_goal}}}};
}

}  // namespace

void add_translate_command(CLI::App& app) {
  struct Options {
    std::string problem;
    std::string to;
    std::string output;
    bool ground = false;
    InputOptions input;
  };
  auto options = std::make_shared<Options>();
  CLI::App* command =
      app.add_subcommand("translate", "write the model as PDDL (a domain and a problem) or a JSON summary");
  command->add_option("problem", options->problem, "the problem (one; e.g. FILE.pzl#NAME)")->required();
  command->add_option("--to", options->to, "pddl or json")->required()->check(CLI::IsMember({"pddl", "json"}));
  command->add_option("-o,--output", options->output,
                      "pddl: write BASE-domain.pddl and BASE-problem.pddl; json: the file; default standard output");
  command->add_flag("--ground", options->ground,
                    "pddl: one parameterless action per move, even for rules described in the domain file (whose "
                    "default is a lifted domain shared by the family's problems)");
  options->input.add_to(*command);
  command->callback([options] {
    // A huge board takes seconds to translate (and its ground actions longer): SIGINT stops it
    // there with a message, before any output is written.
    InterruptHandler interrupts;
    Task task(load_one(options->problem, options->input, "translate"));
    Environment environment(task);
    if (options->to == "json") {
      write_output(options->output.empty() ? "-" : options->output, json_text(model_summary(environment), 2) + "\n");
      return;
    }
    PddlFiles files = export_pddl(environment, options->ground);
    if (options->output.empty()) {
      write_output("-", files.domain + "\n" + files.problem);
      return;
    }
    write_output(options->output + "-domain.pddl", files.domain);
    write_output(options->output + "-problem.pddl", files.problem);
  });
}

}  // namespace polyplan::cli
