#include "cli/lab/bench_results.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <cstdint>
#include <fstream>
#include <set>
#include <sstream>

#include "cli/json_text.hpp"
#include "cli/lab/natural_order.hpp"
#include "parser/input_error.hpp"

namespace polyplan::cli {

const std::vector<std::string> kResultColumns{
    "instance", "family",    "class",  "configuration",  "outcome", "cost",  "expanded",  "generated",
    "ebf",      "max_depth", "time_s", "peak_memory_mb", "version", "input", "validated", "detail"};

std::string run_key(const std::string& instance_key, const std::string& configuration) {
  return instance_key + "\t" + configuration;
}

std::string run_key(const nlohmann::json& row) {
  return run_key(row.value("input", ""), row.value("configuration", ""));
}

bool in_shard(const std::string& key, unsigned index, unsigned count) {
  // FNV-1a: fixed by its definition, so every machine splits alike.
  std::uint64_t hash = 14695981039346656037ull;
  for (unsigned char c : key) {
    hash ^= c;
    hash *= 1099511628211ull;
  }
  return hash % count == index - 1;
}

std::vector<nlohmann::json> read_results(const std::string& path, bool* dropped_partial_line) {
  if (dropped_partial_line) *dropped_partial_line = false;
  std::ifstream in(path, std::ios::binary);
  if (!in) return {};
  std::stringstream buffer;
  buffer << in.rdbuf();
  return parse_results(buffer.str(), path, dropped_partial_line);
}

std::vector<nlohmann::json> parse_results(const std::string& text, const std::string& path,
                                          bool* dropped_partial_line) {
  if (dropped_partial_line) *dropped_partial_line = false;
  std::vector<nlohmann::json> rows;
  std::size_t start = 0, line = 1;
  while (start < text.size()) {
    std::size_t end = text.find('\n', start);
    const bool complete = end != std::string::npos;
    std::string content = text.substr(start, complete ? end - start : std::string::npos);
    if (!content.empty()) {
      nlohmann::json row = nlohmann::json::parse(content, nullptr, false);
      if (!complete && (row.is_discarded() || !row.is_object())) {
        if (dropped_partial_line) *dropped_partial_line = true;
        break;
      }
      if (row.is_discarded() || !row.is_object() || !row.contains("input") || !row.contains("configuration"))
        throw InputError(Diagnostic::about(fmt::format("{}:{}", path, line),
                                           "not a bench result row (a JSON object with input and configuration)"));
      rows.push_back(std::move(row));
    }
    if (!complete) break;
    start = end + 1;
    ++line;
  }
  return rows;
}

std::vector<nlohmann::json> merge_results(const std::vector<std::vector<nlohmann::json>>& parts,
                                          std::size_t* duplicates) {
  std::vector<nlohmann::json> rows;
  std::set<std::string> seen;
  std::size_t dropped = 0;
  for (const std::vector<nlohmann::json>& part : parts)
    for (const nlohmann::json& row : part) {
      if (seen.insert(run_key(row)).second)
        rows.push_back(row);
      else
        ++dropped;
    }
  std::stable_sort(rows.begin(), rows.end(), [](const nlohmann::json& a, const nlohmann::json& b) {
    std::string x = a.value("input", ""), y = b.value("input", "");
    if (x != y) return natural_less(x, y);
    return a.value("configuration", "") < b.value("configuration", "");
  });
  if (duplicates) *duplicates = dropped;
  return rows;
}

namespace {

std::string csv_field(const nlohmann::json& value) {
  std::string text = value.is_null()           ? std::string()
                     : value.is_string()       ? value.get<std::string>()
                     : value.is_number_float() ? fmt::format("{}", value.get<double>())
                                               : json_text(value);
  if (text.find_first_of(",\"\n\r") == std::string::npos) return text;
  std::string quoted = "\"";
  for (char c : text) quoted += c == '"' ? std::string("\"\"") : std::string(1, c);
  return quoted + "\"";
}

}  // namespace

std::string csv_header() { return fmt::format("{}\n", fmt::join(kResultColumns, ",")); }

std::string csv_line(const nlohmann::json& row) {
  std::vector<std::string> fields;
  for (const std::string& column : kResultColumns)
    fields.push_back(csv_field(row.contains(column) ? row.at(column) : nlohmann::json()));
  return fmt::format("{}\n", fmt::join(fields, ","));
}

std::string jsonl_text(const std::vector<nlohmann::json>& rows) {
  std::string text;
  for (const nlohmann::json& row : rows) text += json_text(row) + "\n";
  return text;
}

std::string csv_text(const std::vector<nlohmann::json>& rows) {
  std::string text = csv_header();
  for (const nlohmann::json& row : rows) text += csv_line(row);
  return text;
}

}  // namespace polyplan::cli
