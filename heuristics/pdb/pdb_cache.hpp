#pragma once
#include <chrono>
#include <cstdint>
#include <string>
#include <vector>

#include "heuristics/pdb/table_bytes.hpp"

namespace polyplan {

// Pattern database tables on disk, so that a table is built once per machine. The directory is
// $POLYPLAN_CACHE, else $XDG_CACHE_HOME/polyplan, else $HOME/.cache/polyplan. A file holds a
// header with the full key and the entry count, then the bytes; a file whose header does not match
// is ignored and rebuilt. Writing goes through a temporary file and a rename, so a crash never
// leaves a half table; a cache that cannot be written only costs the next run a rebuild.
bool load_cached_table(const std::string& key, std::uint64_t entries, TableBytes& table);
// The same for a table whose size the key does not fix (the header says it).
bool load_cached_table(const std::string& key, TableBytes& table);
void store_cached_table(const std::string& key, const TableBytes& table);

// "[polyplan] building ...: 45%" on stderr, at most once a second, and only once the build has
// taken a second (small tables stay silent); each report a line of its own when stderr is not a
// terminal. Every million steps it also checks the limits installed for the set-up
// (build_budget.hpp), against the bytes the build says it holds.
class BuildProgress {
 public:
  BuildProgress(std::string what, std::uint64_t total);
  void advance() {
    if ((++done_ & 0xFFFFF) == 0) report();
  }
  // What the build holds now, for the memory limit.
  void hold(std::size_t bytes) { bytes_ = bytes; }
  ~BuildProgress();

 private:
  void report();
  std::string what_;
  std::uint64_t total_ = 0, done_ = 0;
  std::size_t bytes_ = 0;
  std::chrono::steady_clock::time_point start_, last_;
  bool reported_ = false;
  bool terminal_;  // stderr is a terminal
  int exceptions_at_start_;
};

}  // namespace polyplan
