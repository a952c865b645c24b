#include "parser/source/source_file.hpp"

#include <algorithm>
#include <fstream>
#include <sstream>

#include "parser/input_error.hpp"
#include "parser/source/readable_text.hpp"

namespace polyplan {

SourceFile::SourceFile(std::string display_name, std::string text)
    : name_(std::move(display_name)), text_(std::move(text)) {
  line_starts_.push_back(0);
  for (std::size_t i = 0; i < text_.size(); ++i) {
    if (text_[i] == '\n')
      line_starts_.push_back(i + 1);
    else if (text_[i] == '\r' && (i + 1 == text_.size() || text_[i + 1] != '\n'))
      line_starts_.push_back(i + 1);
  }
  if (auto refused = first_refused_bytes(text_))
    throw InputError(Diagnostic::at(*this, position(refused->offset), refused->reason));
}

std::shared_ptr<const SourceFile> SourceFile::read(const std::string& path, EmptyFile empty) {
  std::ifstream in(path, std::ios::binary);
  if (!in) throw InputError(Diagnostic::about(path, "cannot open file for reading"));
  std::ostringstream buffer;
  buffer << in.rdbuf();
  if (in.bad()) throw InputError(Diagnostic::about(path, "cannot read file"));
  if (empty == EmptyFile::Refused && buffer.view().empty())
    throw InputError(Diagnostic::about(path, "the file is empty"));
  return std::make_shared<const SourceFile>(path, buffer.str());
}

std::shared_ptr<const SourceFile> SourceFile::from_text(std::string display_name, std::string text) {
  return std::make_shared<const SourceFile>(std::move(display_name), std::move(text));
}

Position SourceFile::position(std::size_t offset) const {
  offset = std::min(offset, text_.size());
  auto next = std::upper_bound(line_starts_.begin(), line_starts_.end(), offset);
  std::size_t line_index = static_cast<std::size_t>(next - line_starts_.begin()) - 1;
  std::uint32_t column = 1;
  for (std::size_t i = line_starts_[line_index]; i < offset; ++i) {
    if ((static_cast<unsigned char>(text_[i]) & 0xC0) != 0x80) ++column;
  }
  return Position{static_cast<std::uint32_t>(offset), static_cast<std::uint32_t>(line_index + 1), column};
}

std::string_view SourceFile::line_text(std::uint32_t line) const {
  if (line == 0 || line > line_starts_.size()) return {};
  std::size_t begin = line_starts_[line - 1];
  std::size_t end = line < line_starts_.size() ? line_starts_[line] : text_.size();
  while (end > begin && (text_[end - 1] == '\n' || text_[end - 1] == '\r')) --end;
  return std::string_view(text_).substr(begin, end - begin);
}

}  // namespace polyplan
