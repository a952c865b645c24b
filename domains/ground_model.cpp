#include "domains/ground_model.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <map>
#include <set>
#include <tuple>

#include "domains/piece_counters.hpp"
#include "parser/input_error.hpp"
#include "translator/interchangeable_pieces.hpp"

namespace polyplan {
namespace {

// Relaxed reachability: the facts some sequence of actions, deletes ignored, can make true from
// `initial`, and the actions whose preconditions all are. A queue of newly reached facts and a
// count of unmet preconditions per action: linear in the size of the model.
std::vector<bool> reachable_actions(const std::vector<GroundModel::Action>& actions, std::size_t facts,
                                    const std::vector<int>& initial, std::vector<bool>& reached) {
  std::vector<std::vector<int>> wanted_by(facts);
  std::vector<int> unmet(actions.size());
  std::vector<bool> usable(actions.size(), false);
  std::vector<int> queue;
  reached.assign(facts, false);
  auto reach = [&](int fact) {
    if (reached[std::size_t(fact)]) return;
    reached[std::size_t(fact)] = true;
    queue.push_back(fact);
  };
  auto fire = [&](std::size_t a) {
    usable[a] = true;
    for (int fact : actions[a].adds) reach(fact);
  };
  for (std::size_t a = 0; a < actions.size(); ++a) {
    unmet[a] = static_cast<int>(actions[a].preconditions.size());
    for (int fact : actions[a].preconditions) wanted_by[std::size_t(fact)].push_back(static_cast<int>(a));
  }
  for (int fact : initial) reach(fact);
  for (std::size_t a = 0; a < actions.size(); ++a)
    if (unmet[a] == 0) fire(a);
  for (std::size_t head = 0; head < queue.size(); ++head)
    for (int a : wanted_by[std::size_t(queue[head])])
      if (--unmet[std::size_t(a)] == 0) fire(std::size_t(a));
  return usable;
}

// Per piece, the first piece of its group of interchangeable pieces, or itself.
std::vector<int> interchangeable_aliases(const Task& task) {
  std::vector<int> alias(task.pieces().size());
  for (std::size_t p = 0; p < alias.size(); ++p) alias[p] = static_cast<int>(p);
  for (const std::vector<int>& group : interchangeable_pieces(task))
    for (int piece : group) alias[std::size_t(piece)] = group.front();
  return alias;
}

}  // namespace

// The rules' ground actions; a rule that cannot write them makes the model not applicable to the task.
std::vector<GroundAction> ground_actions_for(const Environment& environment, const std::string& heuristic) {
  try {
    return environment.ground_actions();
  } catch (const InputError& error) {
    if (heuristic.empty()) throw;
    throw NotApplicable(Diagnostic::about("heuristic", fmt::format("{}: this task has no ground model yet: {}",
                                                                   heuristic, error.diagnostics().front().message)));
  }
}

GroundModel::GroundModel(const Environment& environment, const std::string& heuristic)
    : task_(environment.task()), alias_(interchangeable_aliases(environment.task())) {
  const Task& task = task_;
  std::map<std::string, int> ids;
  std::vector<std::string> names;
  // An interchangeable piece's position facts, and the locks of its moves in progress, are its alias's.
  std::map<std::string, std::string> renamed;
  for (std::size_t p = 0; p < task.pieces().size(); ++p)
    if (alias_[p] != static_cast<int>(p))
      for (int placement = 0; placement < task.table(static_cast<int>(p)).size(); ++placement) {
        const std::string own = GroundNames::at(static_cast<int>(p), placement);
        const std::string shared = GroundNames::at(alias_[p], placement);
        renamed[own] = shared;
        renamed[GroundNames::moving(own)] = GroundNames::moving(shared);
      }
  auto intern = [&](const std::string& fact) {
    auto alias = renamed.find(fact);
    const std::string& name = alias == renamed.end() ? fact : alias->second;
    auto [entry, fresh] = ids.try_emplace(name, static_cast<int>(names.size()));
    if (fresh) names.push_back(name);
    return entry->second;
  };
  std::vector<Action> all;
  const std::vector<GroundAction> ground_actions = ground_actions_for(environment, heuristic);
  // Where some move is a sequence of actions under a lock, every action that does not continue one
  // needs (idle): no other move may cut into a move in progress, so that every plan of the actions
  // is a plan of moves at the same cost.
  const bool locked = std::any_of(ground_actions.begin(), ground_actions.end(), [](const GroundAction& action) {
    return std::find(action.adds.begin(), action.adds.end(), GroundNames::idle()) != action.adds.end();
  });
  if (locked) idle_fact_ = intern(GroundNames::idle());
  // Interchangeable pieces make the same actions once renamed: each is kept once.
  std::set<std::tuple<std::vector<int>, std::vector<int>, std::vector<int>, int>> seen;
  for (const GroundAction& ground : ground_actions) {
    Action action{ground.name, {}, {}, {}, ground.cost};
    for (const auto& fact : ground.preconditions) action.preconditions.push_back(intern(fact));
    for (const auto& fact : ground.adds) action.adds.push_back(intern(fact));
    for (const auto& fact : ground.deletes) action.deletes.push_back(intern(fact));
    if (locked && !ground.continues_a_move &&
        std::find(action.preconditions.begin(), action.preconditions.end(), idle_fact_) == action.preconditions.end())
      action.preconditions.push_back(idle_fact_);
    // Renamed facts may be deleted and added by one action (one of two interchangeable pieces
    // taking the other's place): it stays true.
    std::erase_if(action.deletes, [&](int fact) {
      return std::find(action.adds.begin(), action.adds.end(), fact) != action.adds.end();
    });
    if (!seen.emplace(action.preconditions, action.adds, action.deletes, action.cost).second) continue;
    all.push_back(std::move(action));
  }
  // Where some action needs a cell occupied (a slide stopped by a piece), every change of a free
  // fact changes the cell's occupied fact the other way, so that relaxed exploration knows both.
  const bool occupied_needed = std::any_of(all.begin(), all.end(), [&](const Action& action) {
    return std::any_of(action.preconditions.begin(), action.preconditions.end(),
                       [&](int fact) { return names[std::size_t(fact)].rfind("(occupied ", 0) == 0; });
  });
  if (occupied_needed) {
    std::map<int, int> occupied_of_free;
    for (int floor = 0; floor < task.frame().floor_count(); ++floor) {
      const int free = intern(GroundNames::free(floor));
      occupied_of_free[free] = intern(GroundNames::occupied(floor));
      occupied_fact_.push_back(occupied_of_free[free]);
    }
    for (Action& action : all) {
      std::vector<int> adds = action.adds, deletes = action.deletes;
      for (int fact : deletes)
        if (auto found = occupied_of_free.find(fact); found != occupied_of_free.end()) adds.push_back(found->second);
      for (int fact : action.adds)
        if (auto found = occupied_of_free.find(fact); found != occupied_of_free.end()) deletes.push_back(found->second);
      action.adds = std::move(adds);
      action.deletes = std::move(deletes);
    }
  }
  // Every fact a state can state, interned before the cut so that facts_of can name them.
  position_fact_.resize(task.pieces().size());
  for (std::size_t p = 0; p < task.pieces().size(); ++p) {
    const PlacementTable& table = task.table(static_cast<int>(p));
    for (int placement = 0; placement < table.size(); ++placement)
      position_fact_[p].push_back(intern(position_fact_name(static_cast<int>(p), placement)));
  }
  for (int floor = 0; floor < task.frame().floor_count(); ++floor)
    free_fact_.push_back(intern(GroundNames::free(floor)));
  for (const std::string& kind : counted_kinds(task)) {
    Counter counter{pieces_of_kind(task, kind), {}};
    for (int left = 0; left <= static_cast<int>(counter.pieces.size()); ++left)
      counter.facts.push_back(intern(GroundNames::left(kind, left)));
    counters_.push_back(std::move(counter));
  }
  fact_names_ = names;

  std::vector<int> initial;
  facts_of(task.initial_state(), initial);
  std::vector<bool> reached;
  const std::vector<bool> usable = reachable_actions(all, names.size(), initial, reached);

  // Renumber the facts reached, keep the actions usable.
  std::vector<int> renumbered(names.size(), -1);
  fact_names_.clear();
  for (std::size_t fact = 0; fact < names.size(); ++fact)
    if (reached[fact]) {
      renumbered[fact] = static_cast<int>(fact_names_.size());
      fact_names_.push_back(names[fact]);
    }
  auto renumber = [&](std::vector<int>& facts) {
    for (int& fact : facts) fact = renumbered[std::size_t(fact)];
    std::erase(facts, -1);  // deletes of facts never reached
  };
  for (std::size_t a = 0; a < all.size(); ++a) {
    if (!usable[a]) continue;
    renumber(all[a].preconditions);
    renumber(all[a].adds);
    renumber(all[a].deletes);
    actions_.push_back(std::move(all[a]));
  }
  for (auto& facts : position_fact_)
    for (int& fact : facts) fact = renumbered[std::size_t(fact)];
  for (int& fact : free_fact_) fact = renumbered[std::size_t(fact)];
  for (int& fact : occupied_fact_) fact = renumbered[std::size_t(fact)];
  if (idle_fact_ >= 0) idle_fact_ = renumbered[std::size_t(idle_fact_)];
  for (Counter& counter : counters_)
    for (int& fact : counter.facts) fact = renumbered[std::size_t(fact)];
}

std::string GroundModel::position_fact_name(int piece, int placement) const {
  if (piece == task_.agent()) return GroundNames::agent_at(task_.table(piece).cells(placement)[0]);
  return position_fact(task_, alias_[std::size_t(piece)], placement);
}

void GroundModel::facts_of(StateView state, std::vector<int>& out) const {
  out.clear();
  std::vector<bool>& covered = covered_;
  covered.assign(free_fact_.size(), false);
  for (std::size_t p = 0; p < state.size(); ++p) {
    const auto placement = static_cast<int>(state[p]);
    const PlacementTable& table = task_.table(static_cast<int>(p));
    if (placement >= table.size()) continue;  // off the board
    for (int floor : table.cells(placement)) covered[std::size_t(floor)] = true;
    if (const int fact = position_fact_[p][std::size_t(placement)]; fact >= 0) out.push_back(fact);
  }
  for (std::size_t floor = 0; floor < free_fact_.size(); ++floor) {
    if (!covered[floor] && free_fact_[floor] >= 0) out.push_back(free_fact_[floor]);
    if (covered[floor] && !occupied_fact_.empty() && occupied_fact_[floor] >= 0) out.push_back(occupied_fact_[floor]);
  }
  if (idle_fact_ >= 0) out.push_back(idle_fact_);
  for (const Counter& counter : counters_) {
    std::size_t left = 0;
    for (int piece : counter.pieces)
      left += static_cast<int>(state[std::size_t(piece)]) != task_.table(piece).off_board();
    if (const int fact = counter.facts[left]; fact >= 0) out.push_back(fact);
  }
  std::sort(out.begin(), out.end());
}

}  // namespace polyplan
