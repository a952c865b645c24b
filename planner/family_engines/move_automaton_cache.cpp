#include "planner/family_engines/move_automaton_cache.hpp"

#include <fmt/format.h>

#include <cstring>
#include <map>
#include <memory>
#include <mutex>

#include "heuristics/pdb/pdb_cache.hpp"

namespace polyplan {

const MoveAutomaton& cached_move_automaton(int depth) {
  static std::mutex guard;
  static std::map<int, std::unique_ptr<MoveAutomaton>> kept;
  std::lock_guard<std::mutex> lock(guard);
  std::unique_ptr<MoveAutomaton>& automaton = kept[depth];
  if (automaton) return *automaton;
  // The file: the count of forbidden strings, then the transitions, as 32-bit words.
  std::string key = fmt::format("sliding-tiles move automaton v1 depth {}", depth);
  TableBytes file;
  if (load_cached_table(key, file) && file.size() >= 8 && file.size() % 4 == 0) {
    std::uint64_t forbidden = 0;
    std::memcpy(&forbidden, file.data(), 8);
    std::vector<std::int32_t> transitions((file.size() - 8) / 4);
    std::memcpy(transitions.data(), file.data() + 8, file.size() - 8);
    if (auto loaded = MoveAutomaton::from_transitions(depth, std::move(transitions), forbidden))
      return *(automaton = std::make_unique<MoveAutomaton>(std::move(*loaded)));
  }
  automaton = std::make_unique<MoveAutomaton>(depth);
  const std::vector<std::int32_t>& transitions = automaton->transitions();
  file.assign(8 + transitions.size() * 4, 0);
  std::uint64_t forbidden = automaton->forbidden_strings();
  std::memcpy(file.data(), &forbidden, 8);
  std::memcpy(file.data() + 8, transitions.data(), transitions.size() * 4);
  store_cached_table(key, file);
  return *automaton;
}

}  // namespace polyplan
