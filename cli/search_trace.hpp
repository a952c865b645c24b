#pragma once
#include <nlohmann/json.hpp>
#include <optional>
#include <ostream>
#include <string>
#include <unordered_map>
#include <vector>

#include "planner/search/search_observer.hpp"

namespace polyplan::cli {

// solve --trace: the search as a worked example. Every expanded node in order with g, h, f, its
// tie keys, the expansion it came from, the move and its board, then the nodes it queued; the
// goal node last. Text by default, one JSON object per line with json. Lines are written as the
// search goes, so a trace cut short by a limit still shows what was expanded.
class SearchTrace final : public SearchObserver {
 public:
  SearchTrace(const Task& task, std::ostream& out, bool json) : task_(task), out_(out), json_(json) {}
  ~SearchTrace() override { flush(); }

  void started(const std::vector<ObservedKey>& tie_keys) override { keys_ = tie_keys; }
  void queued(const ObservedNode& node) override;
  void expanded(const ObservedNode& node) override;
  void reached_goal(const ObservedNode& node) override;
  // Writes the last expansion (its queued nodes are known only once the next one starts).
  void flush();

  std::size_t expansions() const { return expansions_; }

 private:
  nlohmann::ordered_json describe(const ObservedNode& node, bool with_board) const;
  void write_text(const nlohmann::ordered_json& record) const;

  const Task& task_;
  std::ostream& out_;
  bool json_;
  std::vector<ObservedKey> keys_;
  std::size_t expansions_ = 0;
  std::unordered_map<StateId, std::size_t> expansion_of_;  // state id -> its last expansion's number
  std::optional<nlohmann::ordered_json> pending_;          // the expansion whose queued nodes are still coming
};

}  // namespace polyplan::cli
