#include "cli/usage_hints.hpp"

#include <fmt/format.h>

#include <sstream>
#include <vector>

#include "parser/source/nearest_names.hpp"

namespace polyplan::cli {
namespace {

std::vector<std::string> subcommand_names(const CLI::App& app) {
  std::vector<std::string> names;
  for (const CLI::App* sub : app.get_subcommands([](const CLI::App*) { return true; }))
    names.push_back(sub->get_name());
  return names;
}

// The first word of the command line that is neither an option nor the value of one the main
// program takes (--plugin-dir DIR): where the subcommand should be.
std::optional<std::string> first_word(int argc, char** argv) {
  for (int i = 1; i < argc; ++i) {
    std::string word = argv[i];
    if (word == "--plugin-dir") {
      ++i;
      continue;
    }
    if (!word.empty() && word.front() == '-') continue;
    return word;
  }
  return std::nullopt;
}

// The words of CLI11's "The following argument(s) was/were not expected: A B".
std::vector<std::string> unexpected_words(const std::string& message) {
  std::vector<std::string> words;
  std::size_t colon = message.find(": ");
  if (colon == std::string::npos) return words;
  std::istringstream in(message.substr(colon + 2));
  for (std::string word; in >> word;) words.push_back(word);
  return words;
}

// The subcommand being parsed when the error came: the last one that was given.
const CLI::App* active_subcommand(const CLI::App& app) {
  const CLI::App* active = nullptr;
  for (const CLI::App* sub : app.get_subcommands([](const CLI::App*) { return true; }))
    if (sub->parsed()) active = sub;
  return active;
}

}  // namespace

std::optional<std::string> usage_hint(const CLI::App& app, const CLI::ParseError& error, int argc, char** argv) {
  const std::vector<std::string> commands = subcommand_names(app);
  const CLI::App* active = active_subcommand(app);
  if (!active) {
    std::optional<std::string> word = first_word(argc, argv);
    if (!word) return std::nullopt;
    return fmt::format("polyplan: error: unknown command '{}'{}; commands: {}\n", *word, did_you_mean(*word, commands),
                       fmt::join(commands, ", "));
  }
  if (dynamic_cast<const CLI::ExtrasError*>(&error) == nullptr) return std::nullopt;
  std::vector<std::string> options;
  for (const CLI::Option* option : active->get_options()) {
    for (const std::string& name : option->get_lnames()) options.push_back("--" + name);
    for (const std::string& name : option->get_snames()) options.push_back("-" + name);
  }
  std::string out;
  for (const std::string& word : unexpected_words(error.what())) {
    if (word.empty() || word.front() != '-') {
      out += fmt::format("{}: error: unexpected argument '{}'\n", active->get_name(), word);
      continue;
    }
    std::string name = word.substr(0, word.find('='));
    out += fmt::format("{}: error: unknown option '{}'{}\n", active->get_name(), name, did_you_mean(name, options));
  }
  return out;
}

}  // namespace polyplan::cli
