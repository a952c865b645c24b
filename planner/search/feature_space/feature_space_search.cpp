#include "planner/search/feature_space/feature_space_search.hpp"

#include <algorithm>
#include <deque>
#include <limits>
#include <map>
#include <queue>

#include "domains/piece_continuation.hpp"
#include "planner/search/best_first/macro_unfolding.hpp"
#include "planner/search/best_first/search_nodes.hpp"
#include "planner/search/limit_watch.hpp"
#include "planner/search/progress.hpp"
#include "planner/search/reductions/piece_symmetry.hpp"

namespace polyplan {
namespace {

// The states filed under one combination of features, least weight first, then least h, then
// the newest (so that a line of advised moves is followed straight on).
class Cell {
 public:
  struct Entry {
    int weight, h;
    std::size_t order;
    StateId id;
    bool operator>(const Entry& other) const {
      if (weight != other.weight) return weight > other.weight;
      if (h != other.h) return h > other.h;
      return order < other.order;
    }
  };
  void push(const Entry& entry) { queue_.push(entry); }
  bool empty() const { return queue_.empty(); }
  std::size_t size() const { return queue_.size(); }
  Entry pop() {
    Entry top = queue_.top();
    queue_.pop();
    return top;
  }

 private:
  std::priority_queue<Entry, std::vector<Entry>, std::greater<Entry>> queue_;
};

class FeatureSpaceSearch {
 public:
  FeatureSpaceSearch(Environment& environment, Heuristic* heuristic, const FeatureSpaceSettings& settings,
                     const SearchLimits& limits)
      : environment_(environment),
        heuristic_(heuristic),
        settings_(settings),
        features_(settings.space.names.size()),
        watch_(limits),
        limits_(limits),
        counts_memory_(limits.memory_bytes > 0),
        nodes_(environment.task()),
        symmetry_(environment.task(), settings.reduce_symmetry),
        routes_(settings.meet ? environment.known_routes() : nullptr),
        progress_measure_("least " +
                          (settings.space.names.empty() ? std::string("feature") : settings.space.names[0])) {}

  SearchResult run() {
    StateValues state = environment_.initial_state();
    symmetry_.reduce(state);
    bool added = false;
    StateId start = nodes_.insert(state, added);
    nodes_.reach(start, 0, 0, StateRegistry::kNoState, Move{});
    if (environment_.is_goal(state)) return finish(SearchStatus::Solved, plan_to(start));
    grow();
    if (evaluate(start, state, {}) == Heuristic::kDeadEnd) return finish(SearchStatus::Unsolvable);
    stats_.initial_h = nodes_.h(start);
    settings_.space.project(state, features_);
    std::vector<Move> moves;
    if (settings_.visit_moves) {
      // The start is in the tree from the outset: its moves are the first pairs of its cell.
      known_cell(start, std::span<const int>(features_));
      if (auto goal = expand_state(start, state, moves)) return finish(SearchStatus::Solved, plan_through(*goal));
      if (auto plan = try_to_finish()) return finish(SearchStatus::Solved, std::move(*plan));
    } else {
      file(start, std::span<const int>(features_), 0);
    }
    while (!rotation_.empty()) {
      if (auto stop = watch_.exceeded(stats_.expanded, counts_memory_ ? memory() : 0)) return finish(*stop);
      // One expansion per visit of a cell; a cell with states left goes to the back of the turn.
      const int cell = rotation_.front();
      rotation_.pop_front();
      Cell::Entry entry = cells_[static_cast<std::size_t>(cell)].pop();
      if (!cells_[static_cast<std::size_t>(cell)].empty())
        rotation_.push_back(cell);
      else
        in_rotation_[static_cast<std::size_t>(cell)] = false;
      --queued_;
      const StateId id = entry.id;
      // Expanded already; or, filed as a state, reached lighter since (its lighter entry comes
      // first). A move's pair instead makes its state as soon as any pair leading there is
      // taken: the state keeps the lightest weight known for it.
      if (nodes_.closed(id) || (!settings_.visit_moves && entry.weight != nodes_.g(id))) continue;
      progress_.maybe_report(progress_measure_.c_str(), least_first_feature_, stats_.expanded, queued_);
      nodes_.unpack(id, state);
      if (auto goal = expand_state(id, state, moves)) return finish(SearchStatus::Solved, plan_through(*goal));
      if (auto plan = try_to_finish()) return finish(SearchStatus::Solved, std::move(*plan));
    }
    return finish(SearchStatus::Unsolvable);
  }

 private:
  std::optional<StateId> expand_state(StateId id, const StateValues& state, std::vector<Move>& moves) {
    nodes_.close(id);
    ++stats_.expanded;
    stats_.max_depth = std::max(stats_.max_depth, nodes_.depth(id));
    environment_.successors(state, moves);
    if (settings_.prune) settings_.prune(state, moves);
    const bool advise_macros = settings_.macro && settings_.advise_macros;
    if (advise_macros) before_macros_ = moves;
    if (settings_.macro) settings_.macro(state, moves);
    macro_made_.assign(moves.size(), false);
    if (advise_macros) mark_macro_moves(moves);
    if (settings_.plain_macro) {
      settings_.plain_macro(state, moves);
      macro_made_.resize(moves.size(), false);
    }
    return expand(id, state, moves);
  }

  // The moves the macros made: those not among the moves before them (a macro replaces moves or
  // adds to them, and says nothing of which; a state has a few dozen moves, so a scan does).
  void mark_macro_moves(const std::vector<Move>& moves) {
    for (std::size_t i = 0; i < moves.size(); ++i)
      macro_made_[i] = std::find(before_macros_.begin(), before_macros_.end(), moves[i]) == before_macros_.end();
  }

  // Makes the children, weighs the moves and files the children; a goal child ends the search.
  std::optional<StateId> expand(StateId id, const StateValues& state, const std::vector<Move>& moves) {
    const std::size_t width = state.size(), count = settings_.space.names.size();
    children_.resize(moves.size() * width);
    child_ids_.resize(moves.size());
    child_features_.resize(moves.size() * count);
    child_h_.assign(moves.size(), Heuristic::kDeadEnd);
    if (settings_.space.expanding) settings_.space.expanding(state);
    for (std::size_t i = 0; i < moves.size(); ++i) {
      std::span<std::uint32_t> child(children_.data() + i * width, width);
      environment_.apply(state, moves[i], child);
      symmetry_.reduce(child);
      ++stats_.generated;
      bool added = false;
      child_ids_[i] = nodes_.insert(child, added);
      if (added) grow();
      if (environment_.is_goal(child)) {
        nodes_.reach(child_ids_[i], nodes_.g(id), nodes_.depth(id) + 1, id, moves[i]);
        return child_ids_[i];
      }
      child_h_[i] = evaluate(child_ids_[i], child, state);
      if (child_h_[i] == Heuristic::kDeadEnd) continue;
      // A state whose way on is known: asked first of the state as stored (its pieces' names may
      // be reduced by symmetry), so that a state that does not route is never reached here.
      if (routes_ && routes_->known(child) && routes_->route(child, environment_)) {
        if (nodes_.g(child_ids_[i]) == SearchNodes::kUnreached)
          nodes_.reach(child_ids_[i], nodes_.g(id), nodes_.depth(id) + 1, id, moves[i]);
        if (auto route = route_from(child_ids_[i])) {
          met_ = std::move(*route);
          return child_ids_[i];
        }
      }
      settings_.space.project(child, std::span<int>(child_features_.data() + i * count, count));
    }
    // The advisors: per feature, the child that lowers it the most (least h among those). The
    // parent's features are read before any child is filed (filing may add cells).
    advised_.assign(moves.size(), false);
    const std::vector<int>& parent = cell_features_[static_cast<std::size_t>(cell_of_[id])];
    for (std::size_t f = 0; f < count; ++f) {
      std::size_t best = moves.size();
      for (std::size_t i = 0; i < moves.size(); ++i) {
        if (child_h_[i] == Heuristic::kDeadEnd) continue;
        int value = child_features_[i * count + f];
        if (value >= parent[f]) continue;
        if (best == moves.size() || value < child_features_[best * count + f] ||
            (value == child_features_[best * count + f] && child_h_[i] < child_h_[best]))
          best = i;
      }
      if (best < moves.size()) advised_[best] = true;
    }
    for (std::size_t i = 0; i < moves.size(); ++i) {
      if (child_h_[i] == Heuristic::kDeadEnd) continue;
      const StateId next = child_ids_[i];
      if (settings_.finish && count > 0 && child_features_[i * count] < least_to_finish_) {
        least_to_finish_ = child_features_[i * count];
        to_finish_ = next;
      }
      const bool free = advised_[i] || macro_made_[i] || (settings_.weigh_turns && continues(id, state, moves[i]));
      const int weight = nodes_.g(id) + (free ? 0 : 1);
      const int old = nodes_.g(next);
      if (old != SearchNodes::kUnreached && old <= weight) continue;
      nodes_.reach(next, weight, nodes_.depth(id) + 1, id, moves[i]);
      // A state expanded already keeps its children; it is not expanded again for a lighter path.
      if (nodes_.closed(next)) continue;
      std::span<const int> features(child_features_.data() + i * count, count);
      if (settings_.visit_moves) {
        known_cell(next, features);
        enqueue(cell_of_[id], {weight, child_h_[i], ++order_, next});
      } else {
        file(next, features, weight);
      }
    }
    return std::nullopt;
  }

  // Whether `move` moves the piece that the move into `id` moved.
  bool continues(StateId id, const StateValues& state, const Move& move) const {
    if (nodes_.parent(id) == StateRegistry::kNoState) return false;
    return moves_piece_put_by(environment_.task(), state, move, nodes_.move(id));
  }

  // The finishing search from the state of least first feature met since the last try, if any:
  // it starts from that state with the pieces as the path there leaves them (the plan is replayed
  // from the start, since the state is stored with interchangeable pieces in sorted order), with
  // the time and memory left.
  std::optional<Plan> try_to_finish() {
    if (!to_finish_) return std::nullopt;
    const StateId id = *to_finish_;
    to_finish_.reset();
    Plan prefix = plan_to(id);
    const StateValues state = environment_.state_after(environment_.initial_state(), prefix.moves);
    SearchLimits left = limits_;
    if (left.time_s > 0) left.time_s = std::max(0.001, left.time_s - watch_.elapsed());
    if (left.memory_bytes > 0) left.memory_bytes = left.memory_bytes > memory() ? left.memory_bytes - memory() : 1;
    left.nodes = limits_.nodes == 0 ? 0 : limits_.nodes > stats_.expanded ? limits_.nodes - stats_.expanded : 1;
    struct StartedThere {
      Environment& environment;
      ~StartedThere() { environment.start_from(std::nullopt); }
    } restore{environment_};
    environment_.start_from(state);
    SearchResult sub = settings_.finish(environment_, left);
    stats_.expanded += sub.statistics.expanded;
    stats_.generated += sub.statistics.generated;
    stats_.evaluated += sub.statistics.evaluated;
    if (sub.status != SearchStatus::Solved) return std::nullopt;
    prefix.moves.insert(prefix.moves.end(), sub.plan.moves.begin(), sub.plan.moves.end());
    prefix.cost += sub.plan.cost;
    return prefix;
  }

  // The plan to a goal child, or through a met state along the way its routes know.
  Plan plan_through(StateId goal) {
    if (!met_) return plan_to(goal);
    Plan plan = std::move(*met_);
    met_.reset();
    return plan;
  }

  // The plan to the known state `id` followed by its route from the state the plan leaves (the
  // pieces under their real names); nothing when that does not route.
  std::optional<Plan> route_from(StateId id) {
    Plan plan = plan_to(id);
    std::optional<std::vector<Move>> route =
        routes_->route(environment_.state_after(environment_.initial_state(), plan.moves), environment_);
    if (!route) return std::nullopt;
    for (const Move& move : *route) {
      plan.moves.push_back(move);
      plan.cost += move.cost;
    }
    return plan;
  }

  // `parent` is empty for the start.
  int evaluate(StateId id, StateView state, StateView parent) {
    int h = nodes_.h(id);
    if (h == SearchNodes::kUnevaluated) {
      h = heuristic_ ? (parent.empty() ? heuristic_->evaluate(state) : heuristic_->evaluate_child(state, parent)) : 0;
      ++stats_.evaluated;
      nodes_.set_h(id, h);
    }
    return h;
  }

  void grow() {
    if (cell_of_.size() < nodes_.size()) cell_of_.resize(nodes_.size(), -1);
  }

  void file(StateId id, std::span<const int> features, int weight) {
    enqueue(known_cell(id, features), {weight, nodes_.h(id), ++order_, id});
  }

  // The cell of a state whose features are `features`: looked up once per state, since a state
  // is reached again by many paths and its features never change.
  int known_cell(StateId id, std::span<const int> features) {
    if (cell_of_[id] < 0) cell_of_[id] = cell_for(features);
    return cell_of_[id];
  }

  // The cell of `features`, made when met for the first time (looked up through a reused key, so
  // that only a new cell allocates).
  int cell_for(std::span<const int> features) {
    key_.assign(features.begin(), features.end());
    auto found = cell_index_.find(key_);
    if (found == cell_index_.end()) {
      found = cell_index_.emplace(key_, static_cast<int>(cells_.size())).first;
      cells_.emplace_back();
      cell_features_.push_back(key_);
      in_rotation_.push_back(false);
    }
    least_first_feature_ = std::min(least_first_feature_, static_cast<std::int64_t>(key_.empty() ? 0 : key_[0]));
    return found->second;
  }

  void enqueue(int cell, const Cell::Entry& entry) {
    cells_[static_cast<std::size_t>(cell)].push(entry);
    ++queued_;
    if (!in_rotation_[static_cast<std::size_t>(cell)]) {
      in_rotation_[static_cast<std::size_t>(cell)] = true;
      rotation_.push_back(cell);
    }
  }

  // The plan in the real pieces' names, its cost the moves' (weights are not costs), macros
  // that bend unfolded.
  Plan plan_to(StateId goal) {
    Plan found = nodes_.plan_to(goal);
    found = symmetry_.relabel(found, environment_);
    if (settings_.macro || settings_.plain_macro) found = unfold_bent_macros(environment_, found);
    found.cost = 0;
    for (const Move& move : found.moves) found.cost += move.cost;
    return found;
  }

  // The routes met count too: they stay in memory for this search's sake.
  std::size_t memory() const {
    return nodes_.memory_bytes() + queued_ * sizeof(Cell::Entry) + cell_of_.capacity() * sizeof(int) +
           (routes_ ? routes_->memory_bytes() : 0);
  }

  SearchResult finish(SearchStatus status, Plan plan = {}) {
    stats_.f_bound = -1;
    return finished_search(status, std::move(plan), stats_, watch_.elapsed(), memory());
  }

  Environment& environment_;
  Heuristic* heuristic_;
  const FeatureSpaceSettings& settings_;
  std::vector<int> features_;
  LimitWatch watch_;
  SearchLimits limits_;
  bool counts_memory_;
  ProgressReporter progress_;
  SearchNodes nodes_;
  PieceSymmetry symmetry_;
  SearchStatistics stats_;
  const KnownRoutes* routes_;  // what an earlier search left to meet; null: nothing to meet
  std::optional<Plan> met_;    // the plan through the state met, once one is
  std::map<std::vector<int>, int> cell_index_;
  std::vector<int> key_;
  std::vector<Cell> cells_;
  std::vector<std::vector<int>> cell_features_;
  std::vector<bool> in_rotation_;
  std::deque<int> rotation_;  // the cells with states left, in turn
  std::vector<int> cell_of_;  // per state id
  std::size_t queued_ = 0, order_ = 0;
  // The finishing search's candidate: the least first feature so far and the state to try next.
  int least_to_finish_ = std::numeric_limits<int>::max();
  std::optional<StateId> to_finish_;
  // Progress lines report the least value of the first feature met so far ("least unpacked").
  std::string progress_measure_;
  std::int64_t least_first_feature_ = std::numeric_limits<std::int64_t>::max();
  std::vector<std::uint32_t> children_;
  std::vector<StateId> child_ids_;
  std::vector<int> child_features_, child_h_;
  std::vector<bool> advised_, macro_made_;
  std::vector<Move> before_macros_;
};

}  // namespace

SearchResult feature_space_search(Environment& environment, Heuristic* heuristic, const FeatureSpaceSettings& settings,
                                  const SearchLimits& limits) {
  return FeatureSpaceSearch(environment, heuristic, settings, limits).run();
}

}  // namespace polyplan
