#pragma once
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

namespace polyplan::cli {

// Bench results are JSON lines, one object per (instance, configuration) run, with the fields
// kResultColumns (and a few more: input, search, time limit, validated, optimal, detail). The
// JSON file is the record; the CSV beside it is the same rows in kResultColumns' order.
extern const std::vector<std::string> kResultColumns;

// The outcome of a run whose configuration does not apply to its instance (a heuristic made for
// another family, a Sokoban pruner where walking costs): the child's `solve --json` says so, and
// the row's detail holds its one-line reason. Neither solved nor a failure, so the reports count
// it apart from both.
inline constexpr const char* kNotApplicable = "not-applicable";

// What identifies a run across invocations, shards and machines: the instance's key (its path
// relative to the suite file) and the configuration's label.
std::string run_key(const std::string& instance_key, const std::string& configuration);
std::string run_key(const nlohmann::json& row);

// Whether a run belongs to shard `index` (1-based) of `count`: a hash of its key, so the split
// depends on nothing but the key (not on the order, the machine or the other runs).
bool in_shard(const std::string& key, unsigned index, unsigned count);

// Reads a results file. A last line cut short (a bench killed while writing) is dropped and
// reported through `dropped_partial_line`; any other line that is not a JSON object is an
// InputError at its line. A missing file is no rows.
std::vector<nlohmann::json> read_results(const std::string& path, bool* dropped_partial_line = nullptr);
// The same from the text of such a file, `path` naming it in messages (tests/fuzz reads this way).
std::vector<nlohmann::json> parse_results(const std::string& text, const std::string& path,
                                          bool* dropped_partial_line = nullptr);

// The rows of several result files as one: one row per key (the first seen), ordered by instance
// key in natural order, then configuration label. `duplicates` counts rows dropped for a key seen
// before.
std::vector<nlohmann::json> merge_results(const std::vector<std::vector<nlohmann::json>>& parts,
                                          std::size_t* duplicates = nullptr);

std::string csv_header();
std::string csv_line(const nlohmann::json& row);
std::string jsonl_text(const std::vector<nlohmann::json>& rows);
std::string csv_text(const std::vector<nlohmann::json>& rows);

}  // namespace polyplan::cli
