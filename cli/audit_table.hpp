#pragma once
#include <string>
#include <vector>

#include "planner/audit/heuristic_audit.hpp"

namespace polyplan::cli {

// One heuristic audited on one problem, as `polyplan audit` reports and tabulates it.
struct AuditEntry {
  std::string problem;
  std::string heuristic;
  HeuristicAudit audit;
  std::string declined;  // why the heuristic declined the problem (e.g. class-c needs k = 1)
  std::string example;   // the board of the worst overestimate, if any
  int worst_h_star = 0;
  bool space_complete = true;  // the whole reachable space was enumerated
};

// A problems x heuristics table for problems whose whole space was enumerated (a check mark and
// the mean h/h* where every promise holds, the violations otherwise), totals per heuristic, and
// the worst overestimate of each heuristic drawn as a board.
std::string audit_markdown(const std::vector<AuditEntry>& entries, const std::vector<std::string>& heuristics,
                           std::size_t max_states);

}  // namespace polyplan::cli
