#include "heuristics/pdb/pdb_cache.hpp"

#include "translator/build_budget.hpp"

#include <fmt/format.h>
#include <unistd.h>

#include <atomic>
#include <cstdlib>
#include <exception>
#include <filesystem>
#include <fstream>
#include <functional>
#include <iostream>

namespace polyplan {
namespace {

namespace fs = std::filesystem;

fs::path cache_directory() {
  if (const char* explicit_dir = std::getenv("POLYPLAN_CACHE"); explicit_dir && *explicit_dir) return explicit_dir;
  if (const char* xdg = std::getenv("XDG_CACHE_HOME"); xdg && *xdg) return fs::path(xdg) / "polyplan";
  if (const char* home = std::getenv("HOME"); home && *home) return fs::path(home) / ".cache" / "polyplan";
  return {};
}

fs::path cache_file(const std::string& key) {
  fs::path directory = cache_directory();
  if (directory.empty()) return {};
  return directory / fmt::format("pdb-{:016x}.bin", std::hash<std::string>{}(key));
}

std::string header(const std::string& key, std::uint64_t entries) {
  return fmt::format("polyplan pattern database\n{}\n{}\n", key, entries);
}

}  // namespace

bool load_cached_table(const std::string& key, std::uint64_t entries, TableBytes& table) {
  fs::path path = cache_file(key);
  if (path.empty()) return false;
  std::ifstream in(path, std::ios::binary);
  if (!in) return false;
  std::string expected = header(key, entries);
  std::string found(expected.size(), '\0');
  if (!in.read(found.data(), static_cast<std::streamsize>(found.size())) || found != expected) return false;
  table.assign(entries, 0);
  if (!in.read(reinterpret_cast<char*>(table.data()), static_cast<std::streamsize>(entries))) return false;
  return in.peek() == std::char_traits<char>::eof();
}

bool load_cached_table(const std::string& key, TableBytes& table) {
  fs::path path = cache_file(key);
  if (path.empty()) return false;
  std::ifstream in(path, std::ios::binary);
  std::string title, found_key, count;
  if (!std::getline(in, title) || !std::getline(in, found_key) || !std::getline(in, count)) return false;
  if (title != "polyplan pattern database" || found_key != key) return false;  // keys of one line only
  std::uint64_t entries = 0;
  try {
    entries = std::stoull(count);
  } catch (const std::exception&) {
    return false;
  }
  if (entries != fs::file_size(path) - static_cast<std::uint64_t>(in.tellg())) return false;
  table.assign(entries, 0);
  return static_cast<bool>(in.read(reinterpret_cast<char*>(table.data()), static_cast<std::streamsize>(entries)));
}

void store_cached_table(const std::string& key, const TableBytes& table) {
  fs::path path = cache_file(key);
  if (path.empty()) return;
  std::error_code error;
  fs::create_directories(path.parent_path(), error);
  // Of this process and this call: two stages of a portfolio on two threads may store the same
  // table at once, and each must rename a whole file of its own.
  static std::atomic<unsigned> stores{0};
  fs::path temporary = path;
  temporary += fmt::format(".tmp{}-{}", static_cast<long>(getpid()), stores.fetch_add(1));
  {
    std::ofstream out(temporary, std::ios::binary);
    std::string head = header(key, table.size());
    out.write(head.data(), static_cast<std::streamsize>(head.size()));
    out.write(reinterpret_cast<const char*>(table.data()), static_cast<std::streamsize>(table.size()));
    if (!out) {
      out.close();
      fs::remove(temporary, error);
      return;
    }
  }
  fs::rename(temporary, path, error);
  if (error) fs::remove(temporary, error);
}

BuildProgress::BuildProgress(std::string what, std::uint64_t total)
    : what_(std::move(what)),
      total_(total),
      start_(std::chrono::steady_clock::now()),
      last_(start_),
      terminal_(isatty(STDERR_FILENO) == 1),
      exceptions_at_start_(std::uncaught_exceptions()) {}

void BuildProgress::report() {
  BuildBudget::check(bytes_);
  auto now = std::chrono::steady_clock::now();
  if (now - start_ < std::chrono::seconds(1) || now - last_ < std::chrono::seconds(1)) return;
  last_ = now;
  reported_ = true;
  // In a terminal the line is redrawn in place; in a log every report is a line of its own.
  std::cerr << fmt::format("{}[polyplan] building {}: {:.0f}% of {} entries{}", terminal_ ? "\r" : "", what_,
                           100.0 * static_cast<double>(done_) / static_cast<double>(total_ ? total_ : 1), total_,
                           terminal_ ? "" : "\n")
            << std::flush;
}

BuildProgress::~BuildProgress() {
  if (!reported_) return;
  double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start_).count();
  // A build stopped at a limit (translator/build_budget.hpp) ends its line without claiming a table.
  if (std::uncaught_exceptions() > exceptions_at_start_) {
    std::cerr << fmt::format("{}[polyplan] stopped building {} after {:.1f} s\n", terminal_ ? "\r" : "", what_,
                             seconds);
    return;
  }
  std::cerr << fmt::format("{}[polyplan] built {}: {} entries in {:.1f} s (cached for next time)\n",
                           terminal_ ? "\r" : "", what_, total_, seconds);
}

}  // namespace polyplan
