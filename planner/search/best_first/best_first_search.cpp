#include <algorithm>
#include <array>
#include <new>

#include "planner/search/best_first/look_ahead.hpp"
#include "planner/search/best_first/macro_unfolding.hpp"
#include "planner/search/best_first/search_nodes.hpp"
#include "planner/search/limit_watch.hpp"
#include "planner/search/progress.hpp"
#include "planner/search/reductions/board_symmetry.hpp"
#include "planner/search/reductions/piece_symmetry.hpp"
#include "planner/search/search_engine.hpp"
#include "planner/search/search_observer.hpp"

namespace polyplan {
namespace {

// kTraced: the instantiation that tells an observer about every node. Only that one has the
// calls, so that an untraced search does no work per node for a trace nobody asked for.
template <bool kTraced>
class BestFirst {
 public:
  BestFirst(Environment& environment, Heuristic* heuristic, const BestFirstSettings& settings,
            const SearchLimits& limits, SearchObserver* observer)
      : environment_(environment),
        heuristic_(heuristic),
        settings_(settings),
        observer_(observer),
        ties_(settings.tie_keys.size()),
        watch_(limits),
        counts_memory_(limits.memory_bytes > 0),
        nodes_(environment.task()),
        open_(settings.lifo),
        preferred_open_(settings.lifo),
        symmetry_(environment.task(), settings.reduce_symmetry),
        board_(environment, settings.reduce_board_symmetry && symmetry_.empty()),
        children_from_parent_(environment.moves_change_only_their_pieces() && symmetry_.empty() && board_.empty()),
        chunk_(std::clamp<std::size_t>(kChunkWords / std::max<std::size_t>(environment.task().pieces().size(), 1), 16,
                                       4096)),
        may_look_ahead_(!settings.prune && !settings.macro && !settings.preferred) {}

  // A limit found inside one expansion (its successors, the staging or queueing of its children:
  // millions of them on a large board) ends the search there, with the statistics so far; so
  // does an allocation refused at the memory ceiling.
  SearchResult run() {
    try {
      return search();
    } catch (const LimitReached& stop) {
      return finish(status_of(stop.cause()));
    } catch (const std::bad_alloc&) {
      return finish(SearchStatus::MemoryLimit);
    }
  }

 private:
  static constexpr std::size_t kChunkWords = std::size_t(1) << 16;

  SearchResult search() {
    StateValues values = environment_.initial_state();
    symmetry_.reduce(values);
    board_.reduce(values);
    bool added = false;
    const StateId start = nodes_.insert(values, added);
    nodes_.reach(start, 0, 0, StateRegistry::kNoState, Move{});
    bool start_alive = enqueue(start, values, 0, {});
    stats_.initial_h = nodes_.h(start) == Heuristic::kDeadEnd ? -1 : nodes_.h(start);
    if (!start_alive) return finish(SearchStatus::Unsolvable);
    // A search stopped before its first expansion has reached the start's f.
    stats_.f_bound = settings_.f_in_cost(0, nodes_.h(start));
    for (Expansion& expansion : expansions_) expansion.values.resize(values.size());
    while (!open_.empty() || !preferred_open_.empty()) {
      // Without a memory limit nobody reads the tables' size, which costs a dozen reads to add up.
      if (auto stop = watch_.exceeded(stats_.expanded, counts_memory_ ? memory() : 0)) return finish(*stop);
      const StateId id = pop();
      if (nodes_.closed(id)) continue;  // a stale entry: the state was expanded by a better path
      Expansion& expansion = take_expansion(id);
      const std::span<const std::uint32_t> state(expansion.values);
      const SearchNodes::Node node = nodes_.node(id);
      const int f = settings_.f_in_cost(node.g, node.h);
      stats_.f_bound = std::max(stats_.f_bound, f);
      progress_.maybe_report(f, stats_.expanded, open_.size());
      if constexpr (kTraced) {
        if (environment_.is_goal(state))
          observer_->reached_goal(observed(id, state));
        else
          observer_->expanded(observed(id, state));
      }
      if (environment_.is_goal(state)) {
        return finish(SearchStatus::Solved, real_plan(nodes_.plan_to(id)));
      }
      nodes_.close(id);
      ++stats_.expanded;
      if (settings_.preferred) heuristic_->mark_preferred(state);
      stats_.max_depth = std::max(stats_.max_depth, node.depth);
      const std::span<const Move> successor_moves(expansion.moves);
      stats_.generated += successor_moves.size();
      look_ahead();
      for (std::size_t first = 0; first < successor_moves.size(); first += chunk_) {
        if (first > 0) stage_children(expansion, first);  // prepare staged the first chunk
        const std::size_t count = std::min(chunk_, successor_moves.size() - first);
        look_up_children(expansion, count);
        poll_(count * expansion.values.size());
        for (std::size_t i = 0; i < count; ++i) relax_child(expansion, i, node, successor_moves[first + i]);
      }
    }
    return finish(SearchStatus::Unsolvable);
  }

  // The next entry: from the one open list, or with preferred successors from the list whose turn
  // it is (the one taken least, the preferred list's count lowered by the boost at progress).
  StateId pop() {
    if (!settings_.preferred) return open_.pop();
    const bool take_preferred = !preferred_open_.empty() && (open_.empty() || preferred_turns_ <= regular_turns_);
    ++(take_preferred ? preferred_turns_ : regular_turns_);
    return take_preferred ? preferred_open_.pop() : open_.pop();
  }

  // A state to expand, popped or at the open list's front (look_ahead), with its successors made
  // and its children staged.
  struct Expansion {
    StateId id = StateRegistry::kNoState;
    StateValues values;
    std::vector<Move> moves;
    std::vector<std::uint32_t> children;  // the children made so far, back to back
    SearchNodes::Batch batch;
  };

  // The expansion of the popped state: the one looked ahead when that was this state, else made now.
  Expansion& take_expansion(StateId id) {
    Expansion& ahead = expansions_[ahead_];
    if (ahead.id == id) {
      policy_.hit();
      ahead_ = 1 - ahead_;
      expansions_[ahead_].id = StateRegistry::kNoState;  // the last expansion, done with
      return ahead;
    }
    if (ahead.id != StateRegistry::kNoState) {
      policy_.missed();
      ahead.id = StateRegistry::kNoState;
    }
    Expansion& expansion = expansions_[1 - ahead_];
    prepare(expansion, id);
    return expansion;
  }

  // Makes and stages the successors of the state at the open list's front, which is popped next
  // unless this expansion queues a child before it: the staged slots then arrive while this
  // expansion's children are looked up and queued. Not when pruners or macros run, since they may
  // keep state of their own between the states they see.
  void look_ahead() {
    if (!may_look_ahead_ || open_.empty() || !policy_.wanted()) return;
    const StateId front = open_.front();
    if (!nodes_.closed(front)) prepare(expansions_[ahead_], front);
  }

  void prepare(Expansion& expansion, StateId id) {
    expansion.id = id;
    nodes_.unpack(id, expansion.values);
    // A child that undoes the move that led here is the parent: named as the batch's likely
    // state, it is found by one comparison with the parent's stored form, fetched from now on
    // while the moves are made, instead of by a probe of the table.
    nodes_.begin_batch(expansion.batch, nodes_.parent(id));
    environment_.successors(expansion.values, expansion.moves);
    if (settings_.prune) settings_.prune(expansion.values, expansion.moves);
    if (settings_.macro) settings_.macro(expansion.values, expansion.moves);
    stage_children(expansion, 0);
  }

  // Every child of a chunk is made before any is looked up, and every one is looked up before any
  // node is read, so that the registry's slots and then the nodes come from memory together
  // instead of one miss after another. Ids are handed out in the moves' order, as one by one.
  // Children are made a chunk at a time: one state of a large board has millions of children,
  // which made all at once would take gigabytes (a million children of 180 pieces: 720 MB) before
  // the first is queued; a chunk is as good as all for overlapping the misses. The limits are
  // asked between the steps of a chunk, which holds about kChunkWords words of children, so that
  // a chunk of wide states is as quick as one of narrow ones. This stages the chunk from `first`.
  void stage_children(Expansion& expansion, std::size_t first) {
    const std::span<const std::uint32_t> state(expansion.values);
    const std::span<const Move> successor_moves =
        std::span<const Move>(expansion.moves).subspan(first, std::min(chunk_, expansion.moves.size() - first));
    const std::size_t width = state.size();
    if (first > 0) nodes_.begin_batch(expansion.batch, nodes_.parent(expansion.id));
    if (expansion.children.size() < successor_moves.size() * width)
      expansion.children.resize(successor_moves.size() * width);
    poll_(successor_moves.size() * width);
    if (children_from_parent_) {
      for (const Move& move : successor_moves) stage_from_parent(expansion.batch, expansion.id, move);
      return;
    }
    for (std::size_t i = 0; i < successor_moves.size(); ++i) {
      std::span<std::uint32_t> made(expansion.children.data() + i * width, width);
      environment_.apply(state, successor_moves[i], made);
      symmetry_.reduce(made);
      board_.reduce(made);
      nodes_.stage(expansion.batch, made);
    }
  }

  // A child that is its parent with the move's piece and agent changed is staged from the
  // parent's packed form: most children are states seen before, and those are never unpacked,
  // made or packed, only looked up. The queued ones are made in full when queued.
  void stage_from_parent(SearchNodes::Batch& batch, StateId parent, const Move& move) {
    // Each call passes a count known here, so that the inlined loop over the changes unrolls.
    const StateRegistry::Change piece{static_cast<std::size_t>(move.piece), move.placement};
    if (move.other >= 0) {
      stage_with_other(batch, parent, move, piece);
      return;
    }
    if (move.agent < 0) {
      nodes_.stage_changed(batch, parent, std::span<const StateRegistry::Change>(&piece, 1));
      return;
    }
    const std::array<StateRegistry::Change, 2> both{
        {piece, {static_cast<std::size_t>(environment_.task().agent()), static_cast<std::uint32_t>(move.agent)}}};
    nodes_.stage_changed(batch, parent, both);
  }

  // A move that changes a second piece (a capture, a chain), apart so that the common case above
  // stays as small as it was.
  void stage_with_other(SearchNodes::Batch& batch, StateId parent, const Move& move, StateRegistry::Change piece) {
    const StateRegistry::Change other{static_cast<std::size_t>(move.other), move.other_placement};
    if (move.agent < 0) {
      const std::array<StateRegistry::Change, 2> both{{piece, other}};
      nodes_.stage_changed(batch, parent, both);
      return;
    }
    const std::array<StateRegistry::Change, 3> all{
        {piece,
         other,
         {static_cast<std::size_t>(environment_.task().agent()), static_cast<std::uint32_t>(move.agent)}}};
    nodes_.stage_changed(batch, parent, all);
  }

  // A closed child that may not be reopened is settled by the closed bits alone (a small table
  // that stays in cache), so its node, one cache miss away, is neither fetched nor read: in a
  // search with few cycles most children are the parent's parent or other closed states. A new
  // child's node was written just now, unreached and open, and needs no look either. This looks
  // up the `count` children of the chunk staged last.
  void look_up_children(const Expansion& expansion, std::size_t count) {
    if (child_ids_.size() < count) {
      child_ids_.resize(count);
      child_is_new_.resize(count);
    }
    poll_(count * expansion.values.size());
    for (std::size_t i = 0; i < count; ++i) {
      bool added = false;
      const StateId next = nodes_.insert_staged(expansion.batch, i, added);
      child_ids_[i] = next;
      child_is_new_[i] = added;
      if (!added && (settings_.reopen_closed || !nodes_.closed(next))) nodes_.prefetch(next);
    }
  }

  // The i-th child of the chunk staged last, whose node is `from`, reached by `move`: queued when
  // this path is its best so far.
  void relax_child(Expansion& expansion, std::size_t i, const SearchNodes::Node& from, const Move& move) {
    const StateId next = child_ids_[i];
    const int new_g = from.g + move.cost;
    if (!child_is_new_[i]) {
      if (!settings_.reopen_closed && nodes_.closed(next)) return;
      const int old_g = nodes_.g(next);
      if (old_g != SearchNodes::kUnreached && old_g <= new_g) return;
      if (nodes_.closed(next)) {  // reopen_closed holds: the others were skipped above
        nodes_.reopen(next);
        ++stats_.reopened;
      }
    }
    nodes_.reach(next, new_g, from.depth + 1, expansion.id, move);
    const std::span<const std::uint32_t> state(expansion.values);
    const std::span<std::uint32_t> child(expansion.children.data() + i * state.size(), state.size());
    if (children_from_parent_) environment_.apply(state, move, child);
    enqueue(next, child, new_g, state);
  }

  // Evaluates and queues a state reached from `parent` (empty for the start); false for a dead end.
  bool enqueue(StateId id, StateView state, int g, StateView parent) {
    int h = nodes_.h(id);
    if (h == SearchNodes::kUnevaluated) {
      h = heuristic_ ? (parent.empty() ? heuristic_->evaluate(state) : heuristic_->evaluate_child(state, parent)) : 0;
      ++stats_.evaluated;
      nodes_.set_h(id, h);
    }
    if (h == Heuristic::kDeadEnd) return false;
    const std::int64_t f = settings_.queue_key(g, h);
    if (!ties_.empty()) {
      // The keys see the node's path through its last two moves (inertia needs both).
      TieContext node{state, g, h, parent, nullptr, nullptr};
      if (StateId from = nodes_.parent(id); from != StateRegistry::kNoState) {
        node.move = &nodes_.move(id);
        if (nodes_.parent(from) != StateRegistry::kNoState) node.previous = &nodes_.move(from);
      }
      for (std::size_t i = 0; i < ties_.size(); ++i) ties_[i] = settings_.tie_keys[i](node);
    }
    open_.push(f, ties_, id);
    if (settings_.preferred && !parent.empty()) {
      if (heuristic_->preferred(parent, state)) preferred_open_.push(f, ties_, id);
      if (h < best_h_) {
        best_h_ = h;
        preferred_turns_ -= settings_.preferred_boost;
      }
    }
    if constexpr (kTraced) {
      if (queued_ties_.size() <= id) queued_ties_.resize(std::size_t(id) + 1);
      std::copy(ties_.begin(), ties_.end(), queued_ties_[id].begin());
      observer_->queued(observed(id, state));
    }
    return true;
  }

  // The node as the observer sees it: f as enqueue computed it (the weights and bucket are
  // fixed), and the tie keys of the node's last queueing, the entry that was popped.
  ObservedNode observed(StateId id, StateView state) const {
    ObservedNode node;
    node.id = id;
    node.state = state;
    node.g = nodes_.g(id);
    node.h = nodes_.h(id);
    node.f_thousandths = settings_.queue_key(node.g, node.h);
    node.ties = std::span<const int>(queued_ties_[id].data(), ties_.size());
    node.parent = nodes_.parent(id);
    if (node.parent != StateRegistry::kNoState) node.move = &nodes_.move(id);
    return node;
  }

  // The plan in the real pieces' names from the real start (both reductions undone), macros
  // that bend unfolded into their moves.
  Plan real_plan(const Plan& found) {
    Plan real = board_.empty() ? symmetry_.relabel(found, environment_)
                               : board_.unfold(found, [this](StateView state, std::vector<Move>& moves) {
                                   environment_.successors(state, moves);
                                   if (settings_.prune) settings_.prune(state, moves);
                                   if (settings_.macro) settings_.macro(state, moves);
                                 });
    return settings_.macro ? unfold_bent_macros(environment_, real) : real;
  }

  std::size_t memory() const { return nodes_.memory_bytes() + open_.memory_bytes() + preferred_open_.memory_bytes(); }

  SearchResult finish(SearchStatus status, Plan plan = {}) {
    return finished_search(status, std::move(plan), stats_, watch_.elapsed(), memory());
  }

  Environment& environment_;
  Heuristic* heuristic_;  // null: h = 0
  const BestFirstSettings& settings_;
  SearchObserver* observer_;  // used only when kTraced
  std::vector<int> ties_;     // the tie keys of the node being queued
  // The expansion at hand and the one looked ahead (expansions_[ahead_]; its id kNoState when none).
  std::array<Expansion, 2> expansions_;
  std::size_t ahead_ = 1;
  LookAheadPolicy policy_;
  std::vector<StateId> child_ids_;                                   // the children of the expansion at hand
  std::vector<std::uint8_t> child_is_new_;                           // and whether each was added by it
  std::vector<std::array<int, OpenList::kMaxTieKeys>> queued_ties_;  // per state id; only when kTraced
  LimitWatch watch_;
  // The limits inside one expansion, counted in words of children: between the steps of every
  // chunk of a wide state's children (a child of a 120x120 frame takes half a millisecond to
  // evaluate), after many chunks of narrow ones.
  StopPoll<kChunkWords> poll_;
  bool counts_memory_;
  ProgressReporter progress_;
  SearchNodes nodes_;
  OpenList open_;
  // With preferred successors: the second open list, the turns each list had, and the best h
  // queued so far (a lower one is progress, which boosts the preferred list).
  OpenList preferred_open_;
  std::int64_t preferred_turns_ = 0;
  std::int64_t regular_turns_ = 0;
  int best_h_ = Heuristic::kDeadEnd;
  PieceSymmetry symmetry_;
  BoardSymmetry board_;
  bool children_from_parent_;  // no reduction, no units to sort: a child is its parent and the move
  std::size_t chunk_;          // children per chunk: about kChunkWords words of them, 16 to 4096
  bool may_look_ahead_;        // no pruner, no macros (see look_ahead)
  SearchStatistics stats_;
};

}  // namespace

SearchResult best_first_search(Environment& environment, Heuristic* heuristic, const BestFirstSettings& settings,
                               const SearchLimits& limits, SearchObserver* observer) {
  if (observer) return BestFirst<true>(environment, heuristic, settings, limits, observer).run();
  return BestFirst<false>(environment, heuristic, settings, limits, nullptr).run();
}

}  // namespace polyplan
