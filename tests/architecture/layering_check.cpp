// Checks the #include lines of the project against the layering rules that docs/architecture.md
// states in its section "Layering rules", so that the page and the code cannot drift apart.
// Usage: layering_check SOURCE_DIR [RULES_FILE]   (RULES_FILE defaults to docs/architecture.md)
// Exit status: 0 when every rule holds, 1 when an include breaks one (each is printed as
// file:line), 2 when the rules cannot be read or a rule covers no file.
#include <algorithm>
#include <filesystem>
#include <iostream>
#include <string>

#include "tests/architecture/include_lines.hpp"
#include "tests/architecture/layering_rules.hpp"

using namespace polyplan::architecture;

int main(int argc, char** argv) {
  if (argc < 2 || argc > 3) {
    std::cerr << "usage: layering_check SOURCE_DIR [RULES_FILE]\n";
    return 2;
  }
  std::filesystem::path root = argv[1];
  std::string rules_name = argc == 3 ? std::string(argv[2]) : "docs/architecture.md";
  try {
    LayeringRules rules = read_layering_rules(root / rules_name, rules_name);
    std::size_t files = 0;
    std::vector<IncludeLine> lines = include_lines(root, rules.checked_folders, files);

    std::vector<std::string> names;
    for (const LayeringRule& rule : rules.rules)
      names.insert(names.end(), rule.forbidden_names.begin(), rule.forbidden_names.end());
    std::vector<NamingLine> naming = naming_lines(root, rules.checked_folders, names);

    // A rule whose files are all gone (a folder renamed) would hold forever: that is a broken rule.
    std::vector<bool> covers_a_file(rules.rules.size(), false);
    for (const IncludeLine& line : lines)
      for (std::size_t r = 0; r < rules.rules.size(); ++r)
        if (rules.rules[r].covers(line.file)) covers_a_file[r] = true;
    for (std::size_t r = 0; r < rules.rules.size(); ++r)
      if (!covers_a_file[r]) {
        std::cerr << rules_name << ":" << rules.rules[r].line << ": error: the rule '" << rules.rules[r].description()
                  << "' covers no file with an #include in the checked folders\n";
        return 2;
      }

    std::size_t broken = 0;
    for (const IncludeLine& line : lines)
      for (const LayeringRule& rule : rules.rules) {
        if (!rule.covers(line.file)) continue;
        for (const PathPattern& forbidden : rule.forbidden)
          if (forbidden.matches(line.path)) {
            ++broken;
            std::cout << line.file << ":" << line.line << ": error: #include " << line.written << " breaks the rule '"
                      << rule.description(forbidden) << "' (" << rules_name << ":" << rule.line << ")\n";
            break;
          }
      }
    for (const NamingLine& line : naming)
      for (const LayeringRule& rule : rules.rules) {
        if (!rule.covers(line.file)) continue;
        if (std::find(rule.forbidden_names.begin(), rule.forbidden_names.end(), line.word) ==
            rule.forbidden_names.end())
          continue;
        ++broken;
        std::cout << line.file << ":" << line.line << ": error: " << line.word << " breaks the rule '"
                  << rule.description(line.word) << "' (" << rules_name << ":" << rule.line << ")\n";
      }
    if (broken > 0) {
      std::cout << broken << " include(s) or name(s) break the layering rules of " << rules_name << "\n";
      return 1;
    }
    std::cout << "the " << rules.rules.size() << " layering rules of " << rules_name << " hold for the " << lines.size()
              << " includes of " << files << " files\n";
    return 0;
  } catch (const RulesError& error) {
    std::cerr << error.what() << "\n";
    return 2;
  } catch (const std::exception& error) {
    std::cerr << "layering_check: error: " << error.what() << "\n";
    return 2;
  }
}
