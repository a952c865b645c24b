#include "gaschnig_heuristic.hpp"

#include "tile_permutation.hpp"

namespace tile_gaschnig {
namespace {

using namespace polyplan::plugin;

class Gaschnig final : public Heuristic {
 public:
  explicit Gaschnig(const Puzzle& puzzle) : permutation_(puzzle) {}
  int evaluate(State state) override { return permutation_.swaps(state); }

 private:
  TilePermutation permutation_;
};

class GaschnigFactory final : public HeuristicFactory {
 public:
  std::string name() const override { return "gaschnig"; }
  std::string description() const override {
    return "sliding tiles: Gaschnig's count, the fewest swaps of the blank with any tile that sort the board";
  }
  HeuristicProperties properties() const override { return HeuristicProperties{true, true, {"sliding-tiles"}}; }
  std::vector<HeuristicOption> options() const override { return {}; }
  std::unique_ptr<Heuristic> create(const Puzzle& puzzle, const HeuristicOptions&) const override {
    return std::make_unique<Gaschnig>(puzzle);
  }
};

}  // namespace

std::shared_ptr<const HeuristicFactory> gaschnig_heuristic() { return std::make_shared<GaschnigFactory>(); }

}  // namespace tile_gaschnig
