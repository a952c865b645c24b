#include "cli/play/play_command.hpp"

#include <unistd.h>

#include <iostream>
#include <memory>

#include "cli/commands.hpp"
#include "cli/input_options.hpp"
#include "cli/number_options.hpp"
#include "cli/play/play_terminal.hpp"
#include "cli/play/play_text.hpp"

namespace polyplan::cli {

int play_problem(Problem problem, const SearchChoice& choice, double hint_seconds, bool plain) {
  const std::string title = problem.name;
  // A --search or --rules that cannot serve this problem is reported now, not at the first hint.
  SearchSelection selection = choice.selection();
  {
    Task task(problem);
    (void)selection.choose(task);
  }
  HintFinder hints(problem, std::move(selection), hint_seconds);
  Task task(playable_problem(std::move(problem)));
  PlaySession session(task, hints);
  const bool terminal = isatty(STDIN_FILENO) && isatty(STDOUT_FILENO);
  if (terminal && !plain) {
    int code = play_in_terminal(session, title);
    if (code >= 0) {
      // What was played stays on the screen after curses has gone.
      std::cout << fmt::format("{}: {}\n", title,
                               session.game().solved() ? session.message() : session.progress() + ", not solved");
      return 0;
    }
    std::cerr << "polyplan play: this terminal cannot be driven by curses (TERM?); playing by lines\n";
  }
  return play_lines(session, std::cin, std::cout, terminal);
}

void add_play_command(CLI::App& app) {
  struct Options {
    std::string input;
    InputOptions input_options;
    SearchChoice choice;
    double hint_time = 3;
    bool plain = false;
  };
  auto options = std::make_shared<Options>();
  CLI::App* command =
      app.add_subcommand("play", "play a puzzle by hand in the terminal: undo, redo, restart, hints from the selector");
  command->add_option("input", options->input, "one puzzle (as for check; FILE#N picks one of several)")->required();
  options->input_options.add_to(*command);
  command->add_option("--search", options->choice.search,
                      "the search hints come from: auto (the selector) or a configuration");
  command->add_option("--rules", options->choice.rules_file, "a selector rules file for the hints");
  command->add_option("--hint-time", options->hint_time, "seconds a hint may search before it gives up")
      ->check(seconds_check(false));
  command->add_flag("--plain", options->plain, "play by lines (a move per line) even in a terminal");
  command->callback([options] {
    Problem problem = load_one(options->input, options->input_options, "play");
    int code = play_problem(std::move(problem), options->choice, options->hint_time, options->plain);
    if (code != kSuccess) throw SearchEnded{code};
  });
}

}  // namespace polyplan::cli
