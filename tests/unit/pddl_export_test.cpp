// The PDDL translation, read back by a minimal PDDL reader written here (not polyplan's parser)
// and solved by a plain uniform-cost search over its ground actions: the optimal cost must be
// the exact oracle's.
#include <gtest/gtest.h>

#include <bitset>
#include <filesystem>
#include <map>
#include <queue>
#include <set>
#include <unordered_map>

#include "domains/domain_registry.hpp"
#include "domains/pddl/ground_writer.hpp"
#include "parser/load.hpp"
#include "planner/state_space.hpp"
#include "tests/support/pddl_reader.hpp"
#include "tests/support/shared_data.hpp"

namespace polyplan {
namespace {

using pddl_reader::Node;
using pddl_reader::read_pddl;
using pddl_reader::section;

// Facts of a conjunction (or a single fact).
std::vector<std::string> facts(const Node& node) {
  if (node.list.front().atom != "and") return {node.text()};
  std::vector<std::string> out;
  for (std::size_t i = 1; i < node.list.size(); ++i) out.push_back(node.list[i].text());
  return out;
}

struct Strips {
  std::vector<std::vector<int>> pre, add, del;
  std::vector<int> cost;
  std::vector<int> init, goal;
  std::size_t fact_count = 0;
};

Strips read_strips(const PddlFiles& files) {
  Strips strips;
  std::map<std::string, int> ids;
  auto id = [&](const std::string& fact) {
    auto [it, fresh] = ids.emplace(fact, static_cast<int>(ids.size()));
    return it->second;
  };
  Node domain = read_pddl(files.domain).list.at(0);
  Node problem = read_pddl(files.problem).list.at(0);
  EXPECT_EQ(domain.list.at(0).atom, "define");
  EXPECT_NE(section(domain, ":requirements"), nullptr);
  EXPECT_NE(section(domain, ":predicates"), nullptr);
  for (const Node& node : domain.list) {
    if (!node.is_list || node.list.front().atom != ":action") continue;
    std::vector<int> pre, add, del;
    int cost = 1;
    for (std::size_t i = 2; i + 1 < node.list.size(); i += 2) {
      const std::string& key = node.list[i].atom;
      const Node& value = node.list[i + 1];
      if (key == ":parameters") {
        EXPECT_TRUE(value.list.empty());
      }
      if (key == ":precondition")
        for (const auto& fact : facts(value)) pre.push_back(id(fact));
      if (key == ":effect")
        for (const Node& effect : value.list.front().atom == "and"
                                      ? std::vector<Node>(value.list.begin() + 1, value.list.end())
                                      : std::vector<Node>{value}) {
          if (effect.list.front().atom == "not")
            del.push_back(id(effect.list.at(1).text()));
          else if (effect.list.front().atom == "increase")
            cost = std::stoi(effect.list.at(2).atom);
          else
            add.push_back(id(effect.text()));
        }
    }
    strips.pre.push_back(pre);
    strips.add.push_back(add);
    strips.del.push_back(del);
    strips.cost.push_back(cost);
  }
  for (const Node& fact : section(problem, ":init")->list)
    if (fact.is_list && fact.list.front().atom != "=") strips.init.push_back(id(fact.text()));
  for (const auto& fact : facts(section(problem, ":goal")->list.at(1))) strips.goal.push_back(id(fact));
  strips.fact_count = ids.size();
  return strips;
}

using FactSet = std::bitset<512>;
struct FactSetHash {
  std::size_t operator()(const FactSet& set) const { return std::hash<FactSet>()(set); }
};

int optimal_cost(const Strips& strips) {
  EXPECT_LE(strips.fact_count, 512u);
  FactSet start;
  for (int fact : strips.init) start.set(static_cast<std::size_t>(fact));
  std::unordered_map<FactSet, int, FactSetHash> best{{start, 0}};
  using Entry = std::pair<int, FactSet>;
  auto later = [](const Entry& a, const Entry& b) { return a.first > b.first; };
  std::priority_queue<Entry, std::vector<Entry>, decltype(later)> open(later);
  open.push({0, start});
  while (!open.empty()) {
    auto [g, state] = open.top();
    open.pop();
    if (best[state] < g) continue;
    if (std::all_of(strips.goal.begin(), strips.goal.end(),
                    [&](int f) { return state.test(static_cast<std::size_t>(f)); }))
      return g;
    for (std::size_t a = 0; a < strips.pre.size(); ++a) {
      if (!std::all_of(strips.pre[a].begin(), strips.pre[a].end(),
                       [&](int f) { return state.test(static_cast<std::size_t>(f)); }))
        continue;
      FactSet next = state;
      for (int f : strips.del[a]) next.reset(static_cast<std::size_t>(f));
      for (int f : strips.add[a]) next.set(static_cast<std::size_t>(f));
      int cost = g + strips.cost[a];
      auto [it, fresh] = best.emplace(next, cost);
      if (!fresh && it->second <= cost) continue;
      it->second = cost;
      open.push({cost, next});
    }
  }
  return -1;
}

void expect_same_optimum(Problem problem) {
  Task task(std::move(problem));
  Environment environment(task);
  StateSpace space = explore_state_space(environment, 1'000'000);
  int oracle = goal_distances(space)[0];
  Strips strips = read_strips(write_pddl(environment));
  EXPECT_EQ(optimal_cost(strips), oracle) << task.problem().name;
}

Problem spec_example(const std::string& name) {
  return load_input(std::string(POLYPLAN_SOURCE_DIR) + "/examples/spec-examples.pzl#" + name, {}, domain_registry())
      .front();
}

TEST(PddlExport, EightPuzzleSeedSolvesInFourteen) { expect_same_optimum(spec_example("eight-14")); }
TEST(PddlExport, MicrobanOneWithFreeWalking) { expect_same_optimum(spec_example("tiny")); }
TEST(PddlExport, FlyingBlockClassE) { expect_same_optimum(spec_example("fbp-e6")); }

TEST(PddlExport, FlyingBlockBenchmarkInstances) {
  const std::string data = POLYPLAN_SHARED_DATA_DIR;
  POLYPLAN_NEED_SHARED_DATA(data);
  for (const char* folder : {"A-h5-k3-i3-1", "A-h5-k4-i3-1"})
    expect_same_optimum(load_input(data + "/fbp/" + folder, {}, domain_registry()).front());
}

TEST(PddlExport, MoveOptimalSokobanChargesSteps) {
  std::string text = R"((define (problem corridor) (:domain sokoban-moves) (:legend :preset xsb)
  (:board """
#######
#@ $ .#
#######
""") (:goal (all box on goal))))";
  expect_same_optimum(load_pzl(SourceFile::from_text("corridor.pzl", text), "", domain_registry()).front());
}

}  // namespace
}  // namespace polyplan
