#include "cli/solve_report.hpp"

#include <fmt/format.h>
#include <sys/resource.h>

#include <memory>
#include <new>
#include <optional>
#include <stdexcept>

#include "cli/commands.hpp"
#include "cli/interrupt_handler.hpp"
#include "cli/search_trace.hpp"
#include "parser/input_error.hpp"
#include "planner/plan_length.hpp"
#include "planner/plan_validator.hpp"
#include "planner/solvability/unsolvability.hpp"
#include "translator/run_limits.hpp"
#include "translator/stop_request.hpp"

namespace polyplan::cli {
namespace {

double peak_memory_mb() {
  rusage usage{};
  getrusage(RUSAGE_SELF, &usage);
  return static_cast<double>(usage.ru_maxrss) / 1024.0;
}

// Sliding-tile plans are also given as the numbers of the tiles moved, as puzzle books print them.
// A sliding-tile puzzle is one-cell tiles stepping into its one blank; a few one-cell blocks on
// an open board are not (their list would read "A A A A").
bool moves_unit_tiles(const Task& task) {
  for (const MoveRule& rule : task.problem().domain.moves)
    if (rule.name != "slide" || rule.number("distance") != 1) return false;
  for (std::size_t p = 0; p < task.pieces().size(); ++p)
    if (task.table(static_cast<int>(p)).cells_per_placement() != 1) return false;
  const std::size_t blanks = static_cast<std::size_t>(task.frame().floor_count()) - task.pieces().size();
  return blanks == 1;
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
  for (const StageOutcome& stage : stats.stages)
    stages.push_back({{"status", to_string(stage.status)}, {"time_s", stage.time_s}, {"expanded", stage.expanded}});
  return stages;
}

// One line a stage: a portfolio's report says which stage ended it and what the others spent.
std::string describe_stages(const SearchStatistics& stats) {
  std::string text;
  for (std::size_t i = 0; i < stats.stages.size(); ++i)
    text += fmt::format("stage {} of the portfolio: {} after {:.3f} s, {} expanded\n", i + 1,
                        to_string(stats.stages[i].status), stats.stages[i].time_s, stats.stages[i].expanded);
  return text;
}

}  // namespace

nlohmann::json not_applicable_json(const std::string& problem, const NotApplicable& refusal) {
  return {{"problem", problem}, {"status", "not-applicable"}, {"detail", refusal.diagnostics().front().headline()}};
}

int solve_exit_code(SearchStatus status) {
  switch (status) {
    case SearchStatus::Solved: return kSuccess;
    case SearchStatus::Unsolvable: return kUnsolvable;
    case SearchStatus::TimeLimit: return kTimeLimit;
    case SearchStatus::MemoryLimit: return kMemoryLimit;
    case SearchStatus::NodeLimit: return kNodeLimit;
    case SearchStatus::Interrupted: return interrupted_exit_code(interrupt_signal());
  }
  return kInternalError;
}

namespace {

// What a solve holds while it runs: the task and its environment exist once translated, the
// configuration once chosen; a limit reached on the way leaves the later ones empty.
struct SolveRun {
  std::unique_ptr<Task> task;
  std::unique_ptr<Environment> environment;
  std::optional<SearchConfiguration> configuration;
  const Rule* rule = nullptr;
  std::optional<UnsolvabilityProof> proof;
  SearchResult result;
  const char* stopped_while = nullptr;  // the step a limit stopped before the search, if one did
};

// Everything up to the end of the search, inside the run's limits: a huge board spends seconds
// and gigabytes translating, choosing and proving before its search starts, and all of it
// counts. A limit reached on the way (or an allocation refused at the memory ceiling) ends the
// run with that status; bad input still throws.
void run_within_limits(SolveRun& run, Problem problem, const SearchChoice& choice, const SearchLimits& limits,
                       const TraceRequest& trace, std::ostream* announce) {
  RunLimits run_limits(limits.time_s, limits.memory_bytes);
  const char* step = "translating the problem";
  try {
    run.task = std::make_unique<Task>(std::move(problem));
    run.environment = std::make_unique<Environment>(*run.task);
    step = "choosing the search";
    auto [configuration, rule] = choice.choose(*run.task);
    run.configuration = std::move(configuration);
    run.rule = rule;
    // A proof before search settles the question without a search.
    step = "looking for a proof of unsolvability";
    run.proof = prove_unsolvable(*run.task);
    if (trace.out && !run.configuration->traceable())
      throw InputError(Diagnostic::about(
          "--trace", fmt::format("the search {} cannot be traced: only the best-first searches (ucs, astar, "
                                 "dpastar, wastar, gbfs) expand one node at a time from an open list; name one "
                                 "with --search",
                                 run.configuration->text())));
    if (run.proof) return;
    if (announce)
      *announce << fmt::format("[polyplan] problem {}: searching with {}{}\n", run.task->problem().name,
                               run.configuration->text(), rule ? fmt::format(" (rule {})", rule->name) : "")
                << std::flush;
    step = nullptr;
    // The search has what is left of the run's time.
    SearchLimits own = limits;
    if (limits.time_s > 0) {
      own.time_s = limits.time_s - run_limits.elapsed();
      if (own.time_s <= 0) throw LimitReached(StopCause::Time);
    }
    if (trace.out) {
      SearchTrace tracer(*run.task, *trace.out, trace.json);
      run.result = run.configuration->run_traced(*run.environment, own, tracer);
    } else {
      run.result = run.configuration->run(*run.environment, own);
    }
  } catch (const LimitReached& stop) {
    run.result = finished_search(status_of(stop.cause()), {}, {}, run_limits.elapsed(), 0);
    run.stopped_while = step;
  } catch (const std::bad_alloc&) {
    run.result = finished_search(SearchStatus::MemoryLimit, {}, {}, run_limits.elapsed(), 0);
    run.stopped_while = step;
  }
}

}  // namespace

SolveReport solve_problem(Problem problem, const SearchChoice& choice, const SearchLimits& limits,
                          const TraceRequest& trace, std::ostream* announce) {
  const std::string name = problem.name;
  SolveRun run;
  run_within_limits(run, std::move(problem), choice, limits, trace, announce);
  const SearchResult& result = run.result;
  const std::optional<UnsolvabilityProof>& proof = run.proof;
  const std::string search = run.configuration ? run.configuration->text() : std::string();
  const Rule* rule = run.rule;
  const bool optimal = run.configuration && run.configuration->optimal();
  SolveReport report;
  report.status = result.status;
  if (result.status == SearchStatus::Solved) {
    Environment& environment = *run.environment;
    report.plan_text =
        run.task->agent() >= 0 ? format_lurd(environment, result.plan) : format_moves(environment, result.plan);
    // Every plan is replayed from its own text before it is reported, outside the run's limits:
    // a plan found is never lost to a limit reached while it is checked.
    PlanCheck check = validate_plan(environment, *SourceFile::from_text("<plan>", report.plan_text));
    if (!check.valid || check.cost != result.plan.cost)
      throw std::logic_error("the search returned a plan the validator rejects: " +
                             (check.failure ? check.failure->headline() : std::string("its cost differs")));
  }
  std::vector<std::string> tiles;
  if (result.status == SearchStatus::Solved && moves_unit_tiles(*run.task))
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
                 {"stages", stage_outcomes(stats)},
                 {"peak_memory_mb", peak_memory_mb()},
                 {"search", run.configuration ? nlohmann::json(search) : nlohmann::json(nullptr)},
                 {"rule", rule ? nlohmann::json(rule->name) : nlohmann::json(nullptr)},
                 {"stopped_while", run.stopped_while ? nlohmann::json(run.stopped_while) : nlohmann::json(nullptr)},
                 {"plan", split_lines(report.plan_text)},
                 {"unsolvable_because", proof ? nlohmann::json(proof->constraint + ": " + proof->reason) : nlohmann::json(nullptr)}};
  if (run.configuration)
    report.text = fmt::format("problem {}: {} with {}{}{}\n", name, to_string(result.status), search,
                              rule ? fmt::format(" (rule {})", rule->name) : "",
                              run.stopped_while ? fmt::format(", before the search started, while {}", run.stopped_while) : "");
  else
    report.text = fmt::format("problem {}: {} before a search was chosen, while {}\n", name, to_string(result.status),
                              run.stopped_while);
  if (proof) report.text += fmt::format("proved before search by the {}: {}\n", proof->constraint, proof->reason);
  if (solved) {
    std::string length = run.task->agent() >= 0 ? describe_lurd(report.plan_text) : describe_moves(result.plan.moves.size());
    report.text += fmt::format("plan: {}, cost {}\n{}", length, result.plan.cost, report.plan_text);
    if (!tiles.empty()) report.text += fmt::format("tiles moved: {}\n", fmt::join(tiles, " "));
  } else if (result.status != SearchStatus::Unsolvable && stats.f_bound >= 0) {
    // What a stopped search had established: with an optimal configuration, no plan costs less.
    report.text += fmt::format("f bound reached: {}{}\n", stats.f_bound, optimal ? " (no plan costs less)" : "");
  }
  report.text += describe_stages(stats);
  report.text += fmt::format("expanded {}, generated {}, evaluated {}, re-opened {}, max depth {}, EBF {:.2f}, {:.3f} s, "
                             "peak memory {:.1f} MB\n",
                             stats.expanded, stats.generated, stats.evaluated, stats.reopened, stats.max_depth, stats.ebf,
                             stats.time_s, peak_memory_mb());
  return report;
}

}  // namespace polyplan::cli
