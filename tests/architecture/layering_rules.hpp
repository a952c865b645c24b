#pragma once
#include <filesystem>
#include <regex>
#include <stdexcept>
#include <string>
#include <vector>

namespace polyplan::architecture {

// A path pattern of the rules table: a prefix of a path, in which `*` stands for one folder or
// file name. `domains/*/` is every subfolder of domains/; `*` alone is every file.
class PathPattern {
 public:
  explicit PathPattern(std::string text);
  const std::string& text() const { return text_; }
  bool matches(const std::string& path) const;

 private:
  std::string text_;
  std::regex prefix_;
};

// One row of the table: the files it covers and the includes they must not have, or the names
// they must not spell (a word in double quotes in the second column, `"fly"`: that string literal,
// anywhere in the file, such as a move rule's name outside the rule's own file).
struct LayeringRule {
  std::vector<PathPattern> files;
  std::vector<PathPattern> excepted;  // files the row does not cover after all
  std::vector<PathPattern> forbidden;
  std::vector<std::string> forbidden_names;  // with their quotes
  unsigned line = 0;                         // of the row in the rules file
  std::string files_text;                    // "planner/search/", "* except parser/x.cpp": for messages

  // "planner/search/ must not include domains/*/": the row, or the part of it that `forbidden` is.
  std::string description() const;
  std::string description(const PathPattern& forbidden) const;
  std::string description(const std::string& forbidden_name) const;

  bool covers(const std::string& path) const;
};

struct LayeringRules {
  std::vector<std::string> checked_folders;
  std::vector<LayeringRule> rules;
};

// The rules file cannot be read as rules: a missing section, an empty table, a malformed row.
// Failing here, rather than checking nothing, is what keeps a broken table from passing.
struct RulesError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

// Reads the section `## Layering rules` of a Markdown file (docs/architecture.md): a line
// `Checked folders: `a/` `b/` ...` and a table whose rows are | files | must not include | why |,
// with every path in backticks; in the files column, paths after the word `except` are left out.
LayeringRules read_layering_rules(const std::filesystem::path& file, const std::string& shown_name);

}  // namespace polyplan::architecture
