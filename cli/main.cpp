// polyplan: a planner for grid puzzles. Parses the command line with CLI11 and maps outcomes to
// exit codes; bad input is reported on stderr with positions and never reaches stdout.
#include <fmt/format.h>

#include <malloc.h>

#include <iostream>
#include <new>

#include "cli/commands.hpp"
#include "cli/interrupt_handler.hpp"
#include "cli/plugin_options.hpp"
#include "cli/usage_hints.hpp"
#include "parser/input_error.hpp"
#include "translator/stop_request.hpp"

int main(int argc, char** argv) {
  // The heap grows by 16 MiB at a time instead of the allocator's 128 KiB: an easy problem's
  // search otherwise spends as long in the system calls that grow the heap, a hundred
  // microseconds and more (a Flying Block frame solved in 14 expansions: 0.2 ms instead of 0.1),
  // as in its search. Growing only reserves address space; pages count once touched.
  mallopt(M_TOP_PAD, 16 << 20);
  using namespace polyplan::cli;
  CLI::App app{"polyplan: models grid puzzles (Flying Block, sliding tiles, Sokoban, ...) and checks them", "polyplan"};
  app.set_version_flag("--version", std::string("polyplan ") + POLYPLAN_VERSION);
  app.require_subcommand(1);
  add_plugin_options(app);
  add_check_command(app);
  add_convert_command(app);
  add_demo_command(app);
  add_statespace_command(app);
  add_validate_command(app);
  add_translate_command(app);
  add_solve_command(app);
  add_explain_command(app);
  add_list_command(app);
  add_audit_command(app);
  add_generate_command(app);
  add_bench_command(app);
  add_report_command(app);
  add_play_command(app);
  add_show_command(app);
  try {
    app.parse(argc, argv);
  } catch (const CLI::ParseError& error) {
    // CLI11 prints usage errors itself; its exit code 0 is for --help and --version. A mistyped
    // command or option gets the names near it instead.
    if (error.get_exit_code() != 0) {
      if (std::optional<std::string> hint = usage_hint(app, error, argc, argv)) {
        std::cerr << *hint << "Run with --help for more information.\n" << std::flush;
        return kInputError;
      }
    }
    int code = app.exit(error);
    return code == 0 ? kSuccess : kInputError;
  } catch (const PlanRejected&) {
    return kPlanRejected;
  } catch (const SearchEnded& ended) {
    return ended.code;
  } catch (const polyplan::InputError& error) {
    std::cerr << error.format() << std::flush;
    return kInputError;
  } catch (const polyplan::LimitReached& stop) {
    // A command without a report of its own (translate, statespace, audit, ...) stopped inside a
    // long step: by an interrupt, or by a limit of a solve it ran.
    std::cerr << "polyplan: " << stop.what() << "\n";
    switch (stop.cause()) {
      case polyplan::StopCause::Time:
        return kTimeLimit;
      case polyplan::StopCause::Memory:
        return kMemoryLimit;
      case polyplan::StopCause::Interrupt:
        return interrupted_exit_code(polyplan::interrupt_signal());
      case polyplan::StopCause::Cancel:
        break;  // raised only inside a portfolio's stages, which report it themselves
    }
    return kInternalError;
  } catch (const std::bad_alloc&) {
    // The system (or --memory's ceiling) refused memory: a limit reached, not a fault.
    std::cerr << "polyplan: the memory limit was reached: the system refused more memory\n";
    return kMemoryLimit;
  } catch (const std::exception& error) {
    std::cerr << "polyplan: internal error: " << error.what() << "\n";
    return kInternalError;
  }
  return kSuccess;
}
