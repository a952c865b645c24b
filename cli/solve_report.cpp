#include "cli/solve_report.hpp"

#include <fmt/format.h>
#include <sys/resource.h>

#include <memory>
#include <optional>

#include "cli/commands.hpp"
#include "cli/interrupt_handler.hpp"
#include "cli/search_trace.hpp"
#include "domains/move_notation.hpp"
#include "parser/input_error.hpp"
#include "planner/plan_length.hpp"
#include "planner/solve.hpp"

namespace polyplan::cli {
namespace {

double peak_memory_mb() {
  rusage usage{};
  getrusage(RUSAGE_SELF, &usage);
  return static_cast<double>(usage.ru_maxrss) / 1024.0;
}

std::vector<std::string> split_lines(const std::string& text) {
  std::vector<std::string> lines;
  for (std::size_t start = 0; start < text.size();) {
    std::size_t end = text.find('\n', start);
    lines.push_back(text.substr(start, end - start));
    start = end == std::string::npos ? text.size() : end + 1;
  }
  return lines;
}

nlohmann::json stage_outcomes(const SearchStatistics& stats) {
  nlohmann::json stages = nlohmann::json::array();
  for (const StageOutcome& stage : stats.stages) {
    nlohmann::json outcome{{"status", to_string(stage.status)}, {"time_s", stage.time_s}, {"expanded", stage.expanded}};
    // Only stages run side by side (--threads) overlap; one after another they need no more.
    if (stage.thread > 0) {
      outcome["thread"] = stage.thread;
      outcome["start_s"] = stage.start_s;
    }
    stages.push_back(std::move(outcome));
  }
  return stages;
}

// One line a stage: a portfolio's report says which stage ended it and what the others spent.
std::string describe_stages(const SearchStatistics& stats) {
  std::string text;
  for (std::size_t i = 0; i < stats.stages.size(); ++i) {
    const StageOutcome& stage = stats.stages[i];
    text += fmt::format("stage {} of the portfolio: {} after {:.3f} s, {} expanded", i + 1, to_string(stage.status),
                        stage.time_s, stage.expanded);
    if (stage.thread > 0) text += fmt::format(" (thread {}, from {:.3f} s)", stage.thread, stage.start_s);
    text += "\n";
  }
  return text;
}

}  // namespace

nlohmann::json not_applicable_json(const std::string& problem, const NotApplicable& refusal) {
  return {{"problem", problem}, {"status", "not-applicable"}, {"detail", refusal.diagnostics().front().headline()}};
}

int solve_exit_code(SearchStatus status) {
  switch (status) {
    case SearchStatus::Solved:
      return kSuccess;
    case SearchStatus::Unsolvable:
      return kUnsolvable;
    case SearchStatus::TimeLimit:
      return kTimeLimit;
    case SearchStatus::MemoryLimit:
      return kMemoryLimit;
    case SearchStatus::NodeLimit:
      return kNodeLimit;
    case SearchStatus::Interrupted:
      return interrupted_exit_code(interrupt_signal());
    case SearchStatus::Cancelled:
      break;  // a stage's outcome, never a run's
  }
  return kInternalError;
}

SolveReport solve_problem(Problem problem, const SearchChoice& choice, const SearchLimits& limits,
                          const TraceRequest& trace, std::ostream* announce) {
  const std::string name = problem.name;
  SolveRequest request{choice.selection(), limits, {}, {}, {}};
  if (trace.out) {
    request.on_chosen = [](const Task&, const SearchSelection::Chosen& chosen) {
      if (!chosen.configuration.traceable())
        throw InputError(Diagnostic::about(
            "--trace", fmt::format("the search {} cannot be traced: only the best-first searches (ucs, astar, "
                                   "dpastar, wastar, gbfs) expand one node at a time from an open list; name one "
                                   "with --search",
                                   chosen.configuration.text())));
    };
    request.make_observer = [&trace](const Task& task) -> std::unique_ptr<SearchObserver> {
      return std::make_unique<SearchTrace>(task, *trace.out, trace.json);
    };
  }
  if (announce)
    request.on_search_start = [announce](const Task& task, const SearchSelection::Chosen& chosen) {
      *announce << fmt::format("[polyplan] problem {}: searching with {}{}\n", task.problem().name,
                               chosen.configuration.text(),
                               chosen.rule ? fmt::format(" (rule {})", chosen.rule->name) : "")
                << std::flush;
    };
  SolveOutcome run = solve(std::move(problem), request);
  const SearchResult& result = run.result;
  const std::optional<UnsolvabilityProof>& proof = run.proof;
  const std::string search = run.chosen ? run.chosen->configuration.text() : std::string();
  const Rule* rule = run.chosen ? run.chosen->rule : nullptr;
  const bool optimal = run.chosen && run.chosen->configuration.optimal();
  SolveReport report;
  report.status = result.status;
  report.plan_text = run.plan_text;
  std::vector<std::string> tiles;
  if (result.status == SearchStatus::Solved && is_sliding_tile_puzzle(*run.task))
    for (const Move& move : result.plan.moves)
      tiles.push_back(run.task->pieces()[static_cast<std::size_t>(move.piece)].name);
  const SearchStatistics& stats = result.statistics;
  bool solved = result.status == SearchStatus::Solved;
  report.json = {{"problem", name},
                 {"status", to_string(result.status)},
                 {"cost", solved ? nlohmann::json(result.plan.cost) : nlohmann::json(nullptr)},
                 {"plan_length", result.plan.moves.size()},
                 {"expanded", stats.expanded},
                 {"generated", stats.generated},
                 {"evaluated", stats.evaluated},
                 {"reopened", stats.reopened},
                 {"ebf", stats.ebf},
                 {"max_depth", stats.max_depth},
                 {"initial_h", stats.initial_h >= 0 ? nlohmann::json(stats.initial_h) : nlohmann::json(nullptr)},
                 {"f_bound", stats.f_bound >= 0 ? nlohmann::json(stats.f_bound) : nlohmann::json(nullptr)},
                 {"time_s", stats.time_s},
                 {"setup_s", stats.setup_s},
                 {"stages", stage_outcomes(stats)},
                 {"peak_memory_mb", peak_memory_mb()},
                 {"search", run.chosen ? nlohmann::json(search) : nlohmann::json(nullptr)},
                 {"rule", rule ? nlohmann::json(rule->name) : nlohmann::json(nullptr)},
                 {"stopped_while", run.stopped_while ? nlohmann::json(run.stopped_while) : nlohmann::json(nullptr)},
                 {"plan", split_lines(report.plan_text)},
                 {"unsolvable_because",
                  proof ? nlohmann::json(proof->constraint + ": " + proof->reason) : nlohmann::json(nullptr)}};
  if (run.chosen)
    report.text =
        fmt::format("problem {}: {} with {}{}{}\n", name, to_string(result.status), search,
                    rule ? fmt::format(" (rule {})", rule->name) : "",
                    run.stopped_while ? fmt::format(", before the search started, while {}", run.stopped_while) : "");
  else
    report.text = fmt::format("problem {}: {} before a search was chosen, while {}\n", name, to_string(result.status),
                              run.stopped_while);
  if (proof) report.text += fmt::format("proved before search by the {}: {}\n", proof->constraint, proof->reason);
  if (solved) {
    std::string length = move_notation(*run.task) == MoveNotation::AgentSteps
                             ? describe_lurd(report.plan_text)
                             : describe_moves(result.plan.moves.size());
    report.text += fmt::format("plan: {}, cost {}\n{}", length, result.plan.cost, report.plan_text);
    if (!tiles.empty()) report.text += fmt::format("tiles moved: {}\n", fmt::join(tiles, " "));
  } else if (result.status != SearchStatus::Unsolvable && stats.f_bound >= 0) {
    // What a stopped search had established: with an optimal configuration, no plan costs less.
    report.text += fmt::format("f bound reached: {}{}\n", stats.f_bound, optimal ? " (no plan costs less)" : "");
  }
  report.text += describe_stages(stats);
  report.text += fmt::format(
      "expanded {}, generated {}, evaluated {}, re-opened {}, max depth {}, EBF {:.2f}, {:.3f} s, "
      "peak memory {:.1f} MB\n",
      stats.expanded, stats.generated, stats.evaluated, stats.reopened, stats.max_depth, stats.ebf, stats.time_s,
      peak_memory_mb());
  return report;
}

}  // namespace polyplan::cli
