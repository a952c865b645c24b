#pragma once
#include <string>

namespace polyplan::cli {

// The subset of Markdown the reports write, as HTML: '#' headings, '|' tables (the second row
// being the separator), '- ' list items, `code` spans and plain paragraphs. Everything is
// escaped, so no text in a report can add markup of its own.
std::string markdown_to_html(const std::string& markdown);

std::string escape_html(const std::string& text);

}  // namespace polyplan::cli
