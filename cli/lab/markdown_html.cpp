#include "cli/lab/markdown_html.hpp"

#include <fmt/format.h>

#include <sstream>
#include <vector>

namespace polyplan::cli {
namespace {

// Escapes a line and turns `code` spans into <code>.
std::string inline_html(const std::string& text) {
  std::string out;
  bool in_code = false;
  for (char c : text) {
    if (c == '`') {
      out += in_code ? "</code>" : "<code>";
      in_code = !in_code;
    } else {
      out += escape_html(std::string(1, c));
    }
  }
  if (in_code) out += "</code>";
  return out;
}

std::vector<std::string> table_cells(const std::string& line) {
  std::vector<std::string> cells;
  std::string cell;
  for (std::size_t i = 1; i < line.size(); ++i) {
    if (line[i] == '|') {
      std::size_t first = cell.find_first_not_of(' '), last = cell.find_last_not_of(' ');
      cells.push_back(first == std::string::npos ? std::string() : cell.substr(first, last - first + 1));
      cell.clear();
    } else {
      cell += line[i];
    }
  }
  return cells;
}

}  // namespace

std::string escape_html(const std::string& text) {
  std::string out;
  for (char c : text) {
    switch (c) {
      case '&':
        out += "&amp;";
        break;
      case '<':
        out += "&lt;";
        break;
      case '>':
        out += "&gt;";
        break;
      case '"':
        out += "&quot;";
        break;
      default:
        out += c;
    }
  }
  return out;
}

std::string markdown_to_html(const std::string& markdown) {
  std::istringstream lines(markdown);
  std::string line, html;
  int table_row = -1;  // -1: not in a table
  bool in_list = false;
  auto close_blocks = [&] {
    if (table_row >= 0) html += "</table>\n";
    if (in_list) html += "</ul>\n";
    table_row = -1;
    in_list = false;
  };
  while (std::getline(lines, line)) {
    if (line.rfind("|", 0) == 0) {
      if (in_list) close_blocks();
      if (table_row < 0) html += "<table>\n";
      ++table_row;
      if (table_row == 1) continue;  // the |---| separator
      const char* tag = table_row == 0 ? "th" : "td";
      html += "<tr>";
      for (const std::string& cell : table_cells(line)) html += fmt::format("<{0}>{1}</{0}>", tag, inline_html(cell));
      html += "</tr>\n";
      continue;
    }
    std::size_t indent = line.find_first_not_of(' ');
    if (indent != std::string::npos && line.compare(indent, 2, "- ") == 0) {
      if (table_row >= 0) close_blocks();
      if (!in_list) html += "<ul>\n";
      in_list = true;
      html += fmt::format("<li>{}</li>\n", inline_html(line.substr(indent + 2)));
      continue;
    }
    close_blocks();
    if (line.empty()) continue;
    std::size_t level = line.find_first_not_of('#');
    if (level > 0 && level <= 6 && level < line.size() && line[level] == ' ')
      html += fmt::format("<h{0}>{1}</h{0}>\n", level, inline_html(line.substr(level + 1)));
    else
      html += fmt::format("<p>{}</p>\n", inline_html(line));
  }
  close_blocks();
  return html;
}

}  // namespace polyplan::cli
