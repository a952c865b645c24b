#include <fmt/format.h>
#include <nlohmann/json.hpp>
#include <sys/resource.h>

#include <iostream>
#include <memory>

#include "cli/commands.hpp"
#include "cli/input_options.hpp"
#include "cli/output_file.hpp"
#include "cli/search_choice.hpp"
#include "parser/source/diagnostics.hpp"
#include "planner/plan_validator.hpp"

namespace polyplan::cli {
namespace {

double peak_memory_mb() {
  rusage usage{};
  getrusage(RUSAGE_SELF, &usage);
  return static_cast<double>(usage.ru_maxrss) / 1024.0;
}

std::size_t parse_size(const std::string& text) {
  std::size_t digits = 0;
  while (digits < text.size() && std::isdigit(static_cast<unsigned char>(text[digits]))) ++digits;
  std::string unit = text.substr(digits);
  std::size_t scale = unit.empty() || unit == "B" ? 1
                      : unit == "K" || unit == "KB" ? std::size_t(1) << 10
                      : unit == "M" || unit == "MB" ? std::size_t(1) << 20
                      : unit == "G" || unit == "GB" ? std::size_t(1) << 30
                                                    : 0;
  if (digits == 0 || scale == 0 || digits > 12)
    throw InputError(Diagnostic::about("--memory", fmt::format("expected a size such as 500M or 2G, got '{}'", text)));
  return std::stoull(text.substr(0, digits)) * scale;
}

int exit_code(SearchStatus status) {
  switch (status) {
    case SearchStatus::Solved: return kSuccess;
    case SearchStatus::Unsolvable: return kUnsolvable;
    case SearchStatus::TimeLimit: return kTimeLimit;
    case SearchStatus::MemoryLimit: return kMemoryLimit;
    case SearchStatus::NodeLimit: return kNodeLimit;
  }
  return kInternalError;
}

// Sliding-tile plans are also given as the numbers of the tiles moved, as puzzle books print them.
bool moves_unit_tiles(const Task& task) {
  for (const MoveRule& rule : task.problem().domain.moves)
    if (rule.name != "slide" || rule.number("distance") != 1) return false;
  for (const TaskPiece& piece : task.pieces())
    if (task.table(static_cast<int>(&piece - task.pieces().data())).cells_per_placement() != 1) return false;
  return true;
}

}  // namespace

void add_solve_command(CLI::App& app) {
  struct Options {
    std::vector<std::string> inputs;
    InputOptions input;
    SearchChoice choice;
    double time_s = 0;
    std::string memory;
    std::size_t nodes = 0;
    bool json = false;
    std::string plan_out;
  };
  auto options = std::make_shared<Options>();
  CLI::App* command = app.add_subcommand("solve", "solve puzzles: print the plan, its cost and the search statistics");
  command->add_option("inputs", options->inputs, "puzzle inputs (as for check)")->required();
  options->input.add_to(*command);
  options->choice.add_to(*command);
  command->add_option("--time", options->time_s, "time limit in seconds per problem")->check(CLI::NonNegativeNumber);
  command->add_option("--memory", options->memory, "memory limit for the search's own tables, e.g. 500M or 2G");
  command->add_option("--nodes", options->nodes, "expansion limit per problem");
  command->add_flag("--json", options->json, "print one JSON object per problem");
  command->add_option("--plan-out", options->plan_out, "write the plan to this file (one problem only)");
  command->callback([options] {
    std::vector<Problem> problems = load_all(options->inputs, options->input);
    if (!options->plan_out.empty() && problems.size() != 1)
      throw InputError(Diagnostic::about("--plan-out", fmt::format("writes one plan; the inputs hold {} problems", problems.size())));
    SearchLimits limits{options->time_s, options->memory.empty() ? 0 : parse_size(options->memory), options->nodes};
    int code = kSuccess;
    for (Problem& problem : problems) {
      Task task(std::move(problem));
      Environment environment(task);
      auto [configuration, rule] = options->choice.choose(task);
      SearchResult result = configuration.run(environment, limits);
      std::string plan_text;
      if (result.status == SearchStatus::Solved) {
        plan_text = task.agent() >= 0 ? format_lurd(environment, result.plan) : format_moves(environment, result.plan);
        // Every plan is replayed from its own text before it is reported.
        PlanCheck check = validate_plan(environment, *SourceFile::from_text("<plan>", plan_text));
        if (!check.valid || check.cost != result.plan.cost)
          throw std::logic_error("the search returned a plan the validator rejects: " +
                                 (check.failure ? check.failure->headline() : "its cost differs"));
      }
      const SearchStatistics& stats = result.statistics;
      std::vector<std::string> lines;
      for (std::size_t start = 0; start < plan_text.size();) {
        std::size_t end = plan_text.find('\n', start);
        lines.push_back(plan_text.substr(start, end - start));
        start = end == std::string::npos ? plan_text.size() : end + 1;
      }
      std::string tiles;
      if (result.status == SearchStatus::Solved && moves_unit_tiles(task))
        for (const Move& move : result.plan.moves) tiles += (tiles.empty() ? "" : " ") + task.pieces()[static_cast<std::size_t>(move.piece)].name;
      if (options->json) {
        nlohmann::json out{{"problem", task.problem().name},
                           {"status", to_string(result.status)},
                           {"cost", result.status == SearchStatus::Solved ? nlohmann::json(result.plan.cost) : nlohmann::json(nullptr)},
                           {"plan_length", result.plan.moves.size()},
                           {"expanded", stats.expanded},
                           {"generated", stats.generated},
                           {"evaluated", stats.evaluated},
                           {"reopened", stats.reopened},
                           {"ebf", stats.ebf},
                           {"max_depth", stats.max_depth},
                           {"time_s", stats.time_s},
                           {"peak_memory_mb", peak_memory_mb()},
                           {"search", configuration.text()},
                           {"rule", rule ? nlohmann::json(rule->name) : nlohmann::json(nullptr)},
                           {"plan", lines}};
        std::cout << out.dump() << "\n";
      } else {
        std::string out = fmt::format("problem {}: {} with {}{}\n", task.problem().name, to_string(result.status),
                                      configuration.text(), rule ? fmt::format(" (rule {})", rule->name) : "");
        if (result.status == SearchStatus::Solved) {
          out += fmt::format("plan: {} move(s), cost {}\n{}", result.plan.moves.size(), result.plan.cost, plan_text);
          if (!tiles.empty()) out += "tiles moved: " + tiles + "\n";
        }
        out += fmt::format("expanded {}, generated {}, evaluated {}, re-opened {}, max depth {}, EBF {:.2f}, "
                           "{:.3f} s, peak memory {:.1f} MB\n",
                           stats.expanded, stats.generated, stats.evaluated, stats.reopened, stats.max_depth, stats.ebf,
                           stats.time_s, peak_memory_mb());
        std::cout << out << std::flush;
      }
      if (!options->plan_out.empty() && result.status == SearchStatus::Solved) write_output(options->plan_out, plan_text);
      if (code == kSuccess) code = exit_code(result.status);
    }
    if (code != kSuccess) throw SearchEnded{code};
  });
}

}  // namespace polyplan::cli
