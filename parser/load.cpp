#include "parser/load.hpp"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <algorithm>
#include <cctype>
#include <filesystem>

#include "parser/check/checker.hpp"
#include "parser/parse.hpp"

namespace polyplan {
namespace {

namespace fs = std::filesystem;

std::string lower_extension(const std::string& path) {
  std::string extension = fs::path(path).extension().string();
  std::transform(extension.begin(), extension.end(), extension.begin(),
                 [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
  return extension;
}

// What a file without a telling extension holds, judged by its first meaningful line: a level
// row uses only Sokoban characters; a tile line is an id followed by integers; '#' lines that are
// neither are comments of a tile file.
enum class Sniffed { Pzl, TileLines, SokobanLevels };

Sniffed sniff(const SourceFile& source) {
  constexpr std::string_view level_characters = "#@+$*. -_\t";
  for (std::uint32_t line = 1; line <= source.line_count(); ++line) {
    std::string_view text = source.line_text(line);
    std::size_t first = text.find_first_not_of(" \t");
    if (first == std::string_view::npos || text[first] == ';') continue;
    if (text[first] == '(') return Sniffed::Pzl;
    if (text.find_first_not_of(level_characters) == std::string_view::npos) return Sniffed::SokobanLevels;
    std::size_t after_id = text.find_first_of(" \t", first);
    bool integers_follow = after_id != std::string_view::npos &&
                           text.substr(after_id).find_first_not_of("0123456789 \t") == std::string_view::npos &&
                           text.find_first_of("0123456789", after_id) != std::string_view::npos;
    if (integers_follow) return Sniffed::TileLines;
    if (text[first] == '#') continue;
    return Sniffed::SokobanLevels;
  }
  return Sniffed::SokobanLevels;
}

}  // namespace

std::pair<std::string, std::string> split_input_spec(const std::string& spec) {
  std::error_code ignored;
  std::size_t hash = spec.rfind('#');
  if (hash == std::string::npos || fs::exists(spec, ignored)) return {spec, ""};
  return {spec.substr(0, hash), spec.substr(hash + 1)};
}

std::vector<Problem> load_pzl(SourcePtr source, const std::string& selector, const DomainLibrary& domains) {
  ast::File file = parse(source);
  // A file of comments alone is more likely a wrong path or an unfinished puzzle than a request to
  // do nothing (a file of no bytes is refused as it is read).
  if (file.domains.empty() && file.problems.empty())
    throw InputError(
        Diagnostic::about(source->name(),
                          "the file holds no (define ...) form; a problem is written (define (problem NAME) (:domain "
                          "DOMAIN) (:board \"\"\" ... \"\"\") (:goal ...)), see docs/language.md"));
  std::vector<Problem> problems = check_file(file, domains);
  if (selector.empty()) return problems;
  for (Problem& problem : problems)
    if (problem.name == selector) return {std::move(problem)};
  std::vector<std::string> names;
  for (const Problem& problem : problems) names.push_back(problem.name);
  throw InputError(
      Diagnostic::about(source->name() + "#" + selector,
                        fmt::format("no problem named '{}' in this file (problems: {})", selector,
                                    names.empty() ? std::string("none") : fmt::format("{}", fmt::join(names, ", ")))));
}

std::vector<Problem> load_input(const std::string& spec, const LoadOptions& options, const DomainLibrary& domains) {
  auto [path, selector] = split_input_spec(spec);
  std::error_code error;
  if (fs::is_directory(path, error)) {
    if (!selector.empty())
      throw InputError(Diagnostic::about(spec, "a Flying Block instance folder takes no #selector"));
    return {import_flying_block(path, domains)};
  }
  if (!fs::exists(path, error)) throw InputError(Diagnostic::about(path, "no such file or folder"));
  SourcePtr source = SourceFile::read(path);
  std::string extension = lower_extension(path);
  if (extension == ".pzl") return load_pzl(source, selector, domains);
  if (extension == ".xsb" || extension == ".sok") return import_sokoban(source, selector, options, domains);
  switch (sniff(*source)) {
    case Sniffed::Pzl:
      return load_pzl(source, selector, domains);
    case Sniffed::TileLines:
      return import_tiles(source, selector, options, domains);
    case Sniffed::SokobanLevels:
      return import_sokoban(source, selector, options, domains);
  }
  return {};
}

}  // namespace polyplan
