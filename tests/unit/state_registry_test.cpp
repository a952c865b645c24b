// Packed states round-trip exactly and the registry hands out one id per distinct state.
#include <gtest/gtest.h>

#include <array>
#include <random>
#include <set>

#include "translator/state_registry.hpp"

namespace polyplan {
namespace {

TEST(StatePacker, UsesOnlyTheBitsTheRangesNeed) {
  std::vector<std::uint32_t> eight_puzzle(8, 9);  // 8 tiles on 9 cells: 4 bits each
  EXPECT_EQ(StatePacker(eight_puzzle).words(), 1);
  std::vector<std::uint32_t> fifteen_puzzle(15, 16);
  EXPECT_EQ(StatePacker(fifteen_puzzle).words(), 2);  // 60 bits, no value straddles a word
  std::vector<std::uint32_t> wide{1u << 31, 3, 1};
  EXPECT_EQ(StatePacker(wide).words(), 2);
}

TEST(StatePacker, RoundTripsEveryValue) {
  std::vector<std::uint32_t> ranges{2, 9, 1000, 70000, 1, 17};
  StatePacker packer(ranges);
  std::mt19937 random(7);
  std::vector<PackedWord> packed(static_cast<std::size_t>(packer.words()));
  std::vector<std::uint32_t> values(ranges.size()), back(ranges.size());
  for (int round = 0; round < 1000; ++round) {
    for (std::size_t i = 0; i < ranges.size(); ++i) values[i] = random() % ranges[i];
    packer.pack(values, packed);
    packer.unpack(packed, back);
    ASSERT_EQ(values, back);
  }
}

// One word of equal fields is unpacked by code unrolled for the field count: every count a word
// holds, from one field to thirty-two one-bit fields, round-trips.
TEST(StatePacker, RoundTripsEqualFieldsOfEveryCountAWordHolds) {
  std::mt19937 random(11);
  for (std::uint32_t bits = 1; bits <= 31; ++bits) {
    for (std::size_t count = 1; count * bits <= 32; ++count) {
      std::vector<std::uint32_t> ranges(count, std::uint32_t(1) << bits);
      StatePacker packer(ranges);
      ASSERT_EQ(packer.words(), 1);
      std::vector<PackedWord> packed(1);
      std::vector<std::uint32_t> values(count), back(count);
      for (int round = 0; round < 20; ++round) {
        for (std::size_t i = 0; i < count; ++i) values[i] = random() % ranges[i];
        packer.pack(values, packed);
        packer.unpack(packed, back);
        ASSERT_EQ(back, values) << count << " fields of " << bits << " bits";
      }
    }
  }
}

TEST(StateRegistry, OneIdPerDistinctStateAcrossGrowth) {
  std::vector<std::uint32_t> ranges{50, 50, 50};
  StatePacker packer(ranges);
  StateRegistry registry(packer);
  std::mt19937 random(11);
  auto draw = [&] { return static_cast<std::uint32_t>(random() % 50); };
  std::set<std::vector<std::uint32_t>> distinct;
  for (int round = 0; round < 20000; ++round) {
    std::vector<std::uint32_t> values{draw(), draw(), draw()};
    bool added = false;
    StateId id = registry.insert(values, added);
    EXPECT_EQ(added, distinct.insert(values).second);
    std::vector<std::uint32_t> back(3);
    registry.unpack(id, back);
    ASSERT_EQ(back, values);
    ASSERT_EQ(registry.find(values), id);
  }
  EXPECT_EQ(registry.size(), distinct.size());
  EXPECT_EQ(registry.find(std::vector<std::uint32_t>{49, 49, 49}) == StateRegistry::kNoState,
            !distinct.count({49, 49, 49}));
}

// Batches as a search stages them: the ids and `added` of insert() in the same order, for
// states of one word and of two, through several growths of the table.
TEST(StateRegistry, StagedInsertionGivesTheIdsOfInsertForOneWordAndTwo) {
  for (std::vector<std::uint32_t> ranges :
       {std::vector<std::uint32_t>{40, 40, 40}, std::vector<std::uint32_t>{40, 1u << 30, 40}}) {
    StatePacker packer(ranges);
    StateRegistry staged(packer), direct(packer);
    std::mt19937 random(5);
    std::set<std::vector<std::uint32_t>> distinct;
    StateRegistry::Batch batch;  // reused, as a search reuses its own
    for (int round = 0; round < 5000; ++round) {
      std::vector<std::vector<std::uint32_t>> states(1 + random() % 4);
      auto draw = [&] { return static_cast<std::uint32_t>(random() % 40); };
      for (auto& values : states) values = {draw(), draw(), draw()};
      staged.begin_batch(batch);
      for (const auto& values : states) staged.stage(batch, values);
      for (std::size_t i = 0; i < states.size(); ++i) {
        bool added_staged = false, added_direct = false;
        StateId id = staged.insert_staged(batch, i, added_staged);
        ASSERT_EQ(id, direct.insert(states[i], added_direct));
        ASSERT_EQ(added_staged, added_direct);
        ASSERT_EQ(added_staged, distinct.insert(states[i]).second);
        std::vector<std::uint32_t> back(3);
        staged.unpack(id, back);
        ASSERT_EQ(back, states[i]);
      }
    }
    EXPECT_EQ(staged.size(), distinct.size());
    EXPECT_GT(staged.size(), 4000u);  // past three doublings of the first 1,024 slots
  }
}

// A child staged from its parent's packed form with the move's variables changed gets the id and
// `added` of inserting the changed values, and unpacks to them, for states of one word and of two;
// also when it is the batch's likely state (here the parent itself, reached by changes that set
// values back), and when the next batch is staged before this one is inserted, as a search that
// looks ahead does.
TEST(StateRegistry, StagingFromAKnownStateGivesTheIdsOfInsertingItsChangedValues) {
  for (std::vector<std::uint32_t> ranges :
       {std::vector<std::uint32_t>{30, 30, 30}, std::vector<std::uint32_t>{30, 1u << 30, 30}}) {
    StatePacker packer(ranges);
    StateRegistry staged(packer), direct(packer);
    std::mt19937 random(9);
    auto draw = [&] { return static_cast<std::uint32_t>(random() % 30); };
    bool added = false;
    std::vector<std::uint32_t> start{draw(), draw(), draw()};
    ASSERT_EQ(staged.insert(start, added), direct.insert(start, added));
    std::array<StateRegistry::Batch, 2> batches;
    std::array<std::vector<std::vector<std::uint32_t>>, 2> children;
    auto stage_batch = [&](StateRegistry::Batch& batch, std::vector<std::vector<std::uint32_t>>& made) {
      const auto from = static_cast<StateId>(random() % staged.size());
      std::vector<std::uint32_t> parent(3);
      staged.unpack(from, parent);
      made.clear();
      staged.begin_batch(batch, from);
      for (int child = 0; child < 1 + static_cast<int>(random() % 4); ++child) {
        std::vector<StateRegistry::Change> changes{{random() % 3, draw()}};
        if (random() % 2) changes.push_back({random() % 3, draw()});
        if (random() % 4 == 0) changes = {{0, parent[0]}};  // the parent itself: the likely state
        std::vector<std::uint32_t> values = parent;
        for (const auto& change : changes) values[change.variable] = change.value;
        made.push_back(values);
        staged.stage_changed(batch, from, changes);
      }
    };
    auto insert_batch = [&](const StateRegistry::Batch& batch, const std::vector<std::vector<std::uint32_t>>& made) {
      ASSERT_EQ(batch.size(), made.size());
      for (std::size_t i = 0; i < made.size(); ++i) {
        bool added_staged = false, added_direct = false;
        StateId id = staged.insert_staged(batch, i, added_staged);
        ASSERT_EQ(id, direct.insert(made[i], added_direct));
        ASSERT_EQ(added_staged, added_direct);
        std::vector<std::uint32_t> back(3);
        staged.unpack(id, back);
        ASSERT_EQ(back, made[i]);
      }
    };
    stage_batch(batches[0], children[0]);
    for (int round = 1; round < 4000; ++round) {
      const std::size_t now = static_cast<std::size_t>(round % 2), next = 1 - now;
      if (random() % 2) {  // stage the next batch first, then insert the waiting one
        stage_batch(batches[next], children[next]);
        insert_batch(batches[now], children[now]);
      } else {
        insert_batch(batches[now], children[now]);
        stage_batch(batches[next], children[next]);
      }
    }
    EXPECT_EQ(staged.size(), direct.size());
    EXPECT_GT(staged.size(), 5000u);  // past the first chunk of stored states and several table growths
  }
}

}  // namespace
}  // namespace polyplan
