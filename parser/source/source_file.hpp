#pragma once
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "parser/source/position.hpp"

namespace polyplan {

// The text of one input file and the index that turns byte offsets into line:column. Kept alive
// by shared_ptr because diagnostics raised long after parsing still quote its lines.
// Every input polyplan reads as text is one, so this is where text is checked: the constructor
// throws InputError at the first bytes that are not text (parser/source/readable_text.hpp).
class SourceFile {
 public:
  SourceFile(std::string display_name, std::string text);

  // Whether a file of no bytes is an input (a plan of no moves) or, as for every other input,
  // more likely a wrong path or an unsaved editor.
  enum class EmptyFile { Refused, Allowed };
  // Reads a file; throws InputError naming the path when it cannot be read or is refused empty.
  static std::shared_ptr<const SourceFile> read(const std::string& path, EmptyFile empty = EmptyFile::Refused);
  static std::shared_ptr<const SourceFile> from_text(std::string display_name, std::string text);

  const std::string& name() const { return name_; }
  const std::string& text() const { return text_; }

  Position position(std::size_t offset) const;
  Position position(const char* at) const { return position(static_cast<std::size_t>(at - text_.data())); }
  // The line's text without its terminator; empty for an unknown line.
  std::string_view line_text(std::uint32_t line) const;
  std::uint32_t line_count() const { return static_cast<std::uint32_t>(line_starts_.size()); }

 private:
  std::string name_;
  std::string text_;
  std::vector<std::size_t> line_starts_;
};

using SourcePtr = std::shared_ptr<const SourceFile>;

}  // namespace polyplan
