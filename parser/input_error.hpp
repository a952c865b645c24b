#pragma once
// What bad input raises, anywhere in polyplan: the diagnostics that say where and why. Every layer
// includes this header; the collecting of several diagnostics is the front end's own
// (parser/source/diagnostic_sink.hpp).
#include <stdexcept>
#include <string>
#include <vector>

#include "parser/source/source_file.hpp"

namespace polyplan {

// One message about bad input. It carries the quoted line itself so that it can be printed after
// the source is gone and compared whole in tests.
struct Diagnostic {
  std::string file;   // path as the user gave it, or an option name such as "--size"
  Position position;  // unknown for whole-file or option errors
  std::string message;
  std::string line_text;  // the source line the caret points into
  bool warning = false;   // "warning:" instead of "error:" (parser/source/warnings.hpp)

  static Diagnostic at(const SourceFile& source, Position where, std::string message);
  static Diagnostic at(const SourcePtr& source, Position where, std::string message) {
    return at(*source, where, std::move(message));
  }
  static Diagnostic about(std::string file_or_field, std::string message);

  // "file:line:col: error: message" followed by the line and a caret, or "file: error: message".
  std::string format() const;
  // Just the first line, for compact listings and tests.
  std::string headline() const;
};

// Thrown for any problem with the user's input; the CLI prints the diagnostics and exits with 2.
class InputError : public std::runtime_error {
 public:
  explicit InputError(Diagnostic diagnostic);
  explicit InputError(std::vector<Diagnostic> diagnostics);
  const std::vector<Diagnostic>& diagnostics() const { return diagnostics_; }
  std::string format() const;

 private:
  std::vector<Diagnostic> diagnostics_;
};

// Input that is well formed but names a part (a heuristic, a tie key, a pruner, a macro, a family's
// search) that does not apply to the task at hand: a sliding-tile heuristic on a Flying Block
// puzzle, a Sokoban pruner on a level where walking costs. The CLI reports it like any InputError
// (exit 2); `solve --json` also reports the problem as "not-applicable", so that bench tells such a
// run from a crash by the type thrown, never by the message's text.
class NotApplicable : public InputError {
 public:
  using InputError::InputError;
};

}  // namespace polyplan
