// The Flying Block paper's Section 2 constraints as proofs before search: each on an instance
// with its expected reason, and every proof checked against exhaustive search on random small
// instances (a proof may only ever be given where the oracle finds no goal).
#include <gtest/gtest.h>

#include <random>

#include "domains/domain_registry.hpp"
#include "parser/load.hpp"
#include "planner/solvability/unsolvability.hpp"
#include "planner/state_space.hpp"

namespace polyplan {
namespace {

Problem from_text(const std::string& text) {
  return load_pzl(SourceFile::from_text("fbp.pzl", text), "", domain_registry()).front();
}

bool oracle_solves(const Task& task) {
  Environment environment(task);
  StateSpace space = explore_state_space(environment, 5'000'000);
  EXPECT_TRUE(space.complete);
  return space.goal_states > 0;
}

// A proof must be given, with this constraint and reason, and exhaustive search must agree.
void expect_unsolvable(const std::string& text, const std::string& constraint, const std::string& reason) {
  Task task(from_text(text));
  auto proof = prove_unsolvable(task);
  ASSERT_TRUE(proof.has_value());
  EXPECT_EQ(proof->constraint, constraint);
  EXPECT_EQ(proof->reason, reason);
  EXPECT_FALSE(oracle_solves(task));
}

// No proof may be claimed, and exhaustive search finds a plan.
void expect_solvable_without_proof(const std::string& text) {
  Task task(from_text(text));
  EXPECT_FALSE(prove_unsolvable(task).has_value());
  EXPECT_TRUE(oracle_solves(task));
}

TEST(Unsolvability, CrossingConstraintForABarThatMustChangeColumn) {
  expect_unsolvable(R"((define (problem cross) (:domain flying-block)
    (:board :cells tokens """
      1 2
      1 2
      1 3
      0 3
      """)
    (:goal (at 1 (1 1) (2 1) (3 1)))))",
                    "crossing constraint (Corollary 3)",
                    "target '1' is an I3 bar in column 0 with k = 1 < n = 3; its goal is in column 1");
}

TEST(Unsolvability, CombFlipConstraintForTeethThatMustFaceTheOtherWay) {
  // A T comb (body of 3 in column 0, one tooth): s = 2 free spaces, k = 1 vacant cell.
  expect_unsolvable(R"((define (problem flip) (:domain flying-block)
    (:board :cells tokens """
      1 2
      1 1
      1 3
      0 3
      """)
    (:goal (at 1 (0 1) (1 1) (2 1) (1 0)))))",
                    "comb flip constraint (Theorem 4)",
                    "target '1' is a comb with s = 2 free spaces and k = 1 < s; its body is in column 0 but must end "
                    "in column 1");
}

TEST(Unsolvability, JumpingConstraintForABlockThatNeitherPieceCanJump) {
  // The bar must get above the 2x2 block, but with k = 1 neither can jump and the block fills
  // both columns of its rows.
  expect_unsolvable(R"((define (problem jumping) (:domain flying-block)
    (:board :cells tokens """
      0 3
      2 2
      2 2
      1 4
      1 5
      1 6
      """)
    (:goal (at 1 (0 0) (1 0) (2 0)))))",
                    "jumping constraint (Corollary 2)",
                    "target '1' (n = 3 > k = 1) cannot get past '2' (neither can jump): 2 row(s) must stay above the "
                    "target, but its goal starts at row 0");
}

TEST(Unsolvability, JumpingConstraintForTwoBarsLockedInOneColumn) {
  // Bar 1 must end at the bottom of column 0, below bar 2; k = 2 < 3, so neither leaves the column.
  expect_unsolvable(R"((define (problem bars) (:domain flying-block)
    (:board :cells tokens """
      1 0
      1 0
      1 3
      2 4
      2 5
      2 6
      """)
    (:goal (at 1 (3 0) (4 0) (5 0)))))",
                    "jumping constraint (Corollary 2)",
                    "target '1' (n = 3 > k = 2) cannot get past '2' (neither can jump): 3 row(s) must stay below the "
                    "target, but its goal ends at row 5");
}

TEST(Unsolvability, NoJumpingProofWhereTheBlockCanJump) {
  // With k = 8 the bar jumps aside, the block slides down and the bar jumps home.
  expect_solvable_without_proof(R"((define (problem hop) (:domain flying-block)
    (:board :cells tokens """
      0 0
      0 0
      2 2
      2 2
      1 0
      1 0
      1 0
      0 0
      """)
    (:goal (at 1 (0 0) (1 0) (2 0)))))");
}

TEST(Unsolvability, GeneralMoveConstraintForACombThatCanOnlyFlipInPlace) {
  // A C-shaped comb (body of 4, teeth at both ends, s = 2) with k = 2: a flip enters two new
  // cells, but any shift enters three, so it never leaves its rows.
  expect_unsolvable(R"((define (problem stuck) (:domain flying-block)
    (:board :cells tokens """
      1 1
      0 1
      0 1
      1 1
      2 3
      """)
    (:goal (at 1 (1 0) (1 1) (2 1) (3 1) (4 0) (4 1)))))",
                    "General Move Constraint (Theorem 1)",
                    "target '1' (n = 6) cannot reach its goal even alone in the frame: every move enters at most k = 2 "
                    "new cells, and no such sequence of its placements leads there");
}

TEST(Unsolvability, NoProofWhereEnoughCellsAreVacant) {
  // The same bar with k = 3 can jump to the other column.
  expect_solvable_without_proof(R"((define (problem jump) (:domain flying-block)
    (:board :cells tokens """
      1 0
      1 0
      1 0
      2 2
      """)
    (:goal (at 1 (0 1) (1 1) (2 1)))))");
}

// Random 2-column instances: a target (I3 bar, T comb or U comb) somewhere, small blockers, a few
// vacant cells, and a random goal placement of the target's shape.
std::string random_instance(std::mt19937& random) {
  const std::vector<std::vector<Coord>> targets{
      {{0, 0}, {1, 0}, {2, 0}},                  // I3
      {{0, 0}, {1, 0}, {2, 0}, {1, 1}},          // T comb, s = 2
      {{0, 0}, {1, 0}, {2, 0}, {0, 1}, {2, 1}},  // U comb, s = 1
  };
  int rows = 4 + static_cast<int>(random() % 2);
  std::vector<Coord> target = targets[random() % targets.size()];
  bool mirror = random() % 2;
  int top = static_cast<int>(random() % static_cast<unsigned>(rows - 2));
  for (Coord& c : target) c = Coord{c.row + top, mirror ? 1 - c.col : c.col};
  std::vector<std::string> cells(static_cast<std::size_t>(rows) * 2, "");
  for (Coord c : target) cells[std::size_t(c.row) * 2 + c.col] = "1";
  std::vector<std::size_t> empty;
  for (std::size_t i = 0; i < cells.size(); ++i)
    if (cells[i].empty()) empty.push_back(i);
  std::shuffle(empty.begin(), empty.end(), random);
  std::size_t vacant = 1 + random() % 3;
  int next_piece = 2;
  for (std::size_t i = vacant; i < empty.size(); ++i) cells[empty[i]] = std::to_string(next_piece++);
  for (std::size_t i = 0; i < vacant && i < empty.size(); ++i) cells[empty[i]] = "0";
  std::string board;
  for (int r = 0; r < rows; ++r) board += cells[std::size_t(r) * 2] + " " + cells[std::size_t(r) * 2 + 1] + "\n";
  // The goal: the target's shape, mirrored or not, at a random height.
  std::vector<Coord> goal = targets[0];
  for (const auto& shape : targets)
    if (shape.size() == target.size()) goal = shape;
  bool goal_mirror = random() % 2;
  int goal_top = static_cast<int>(random() % static_cast<unsigned>(rows - 2));
  std::string cells_text;
  for (Coord c : goal)
    cells_text += " (" + std::to_string(c.row + goal_top) + " " + std::to_string(goal_mirror ? 1 - c.col : c.col) + ")";
  return "(define (problem random) (:domain flying-block) (:board :cells tokens \"\"\"\n" + board +
         "\"\"\") (:goal (at 1" + cells_text + ")))";
}

// Random 2-column instances built to trigger the jumping constraint now and then: an I3 target,
// a 2x2 block or a second I3 bar, unit blockers and one to three vacant cells.
std::string random_jumping_instance(std::mt19937& random) {
  int rows = 6;
  std::vector<std::string> cells(static_cast<std::size_t>(rows) * 2, "");
  auto free_at = [&](int row, int col) { return cells[std::size_t(row) * 2 + std::size_t(col)].empty(); };
  int target_col = static_cast<int>(random() % 2), target_top = static_cast<int>(random() % 4);
  for (int r = 0; r < 3; ++r) cells[std::size_t(target_top + r) * 2 + std::size_t(target_col)] = "1";
  for (int attempt = 0; attempt < 20; ++attempt) {
    bool block = random() % 2;
    int top = static_cast<int>(random() % static_cast<unsigned>(rows - (block ? 1 : 2)));
    int col = static_cast<int>(random() % 2);
    std::vector<std::pair<int, int>> shape;
    if (block)
      shape = {{top, 0}, {top, 1}, {top + 1, 0}, {top + 1, 1}};
    else
      shape = {{top, col}, {top + 1, col}, {top + 2, col}};
    bool fits = true;
    for (auto [r, c] : shape) fits = fits && free_at(r, c);
    if (!fits) continue;
    for (auto [r, c] : shape) cells[std::size_t(r) * 2 + std::size_t(c)] = "2";
    break;
  }
  std::vector<std::size_t> empty;
  for (std::size_t i = 0; i < cells.size(); ++i)
    if (cells[i].empty()) empty.push_back(i);
  std::shuffle(empty.begin(), empty.end(), random);
  std::size_t vacant = 1 + random() % 3;
  int next_piece = 3;
  for (std::size_t i = vacant; i < empty.size(); ++i) cells[empty[i]] = std::to_string(next_piece++);
  for (std::size_t i = 0; i < vacant && i < empty.size(); ++i) cells[empty[i]] = "0";
  std::string board;
  for (int r = 0; r < rows; ++r) board += cells[std::size_t(r) * 2] + " " + cells[std::size_t(r) * 2 + 1] + "\n";
  int goal_top = static_cast<int>(random() % 4);
  std::string goal;
  for (int r = 0; r < 3; ++r) goal += " (" + std::to_string(goal_top + r) + " " + std::to_string(target_col) + ")";
  return "(define (problem random) (:domain flying-block) (:board :cells tokens \"\"\"\n" + board +
         "\"\"\") (:goal (at 1" + goal + ")))";
}

TEST(Unsolvability, EveryJumpingProofAgreesWithExhaustiveSearch) {
  std::mt19937 random(7);
  int proofs = 0;
  for (int round = 0; round < 150; ++round) {
    std::string text = random_jumping_instance(random);
    Task task(from_text(text));
    auto proof = prove_unsolvable(task);
    if (!proof) continue;
    ++proofs;
    EXPECT_FALSE(oracle_solves(task)) << proof->constraint << " claimed for a solvable instance:\n" << text;
  }
  EXPECT_GE(proofs, 15) << "too few proofs to test";
  std::cout << "[ Unsolvability ] " << proofs << " jumping-constraint proofs checked against exhaustive search\n";
}

TEST(Unsolvability, EveryProofAgreesWithExhaustiveSearch) {
  std::mt19937 random(2026);
  int proofs = 0, checked = 0;
  for (int round = 0; round < 200; ++round) {
    std::string text = random_instance(random);
    Task task(from_text(text));
    auto proof = prove_unsolvable(task);
    if (!proof) continue;
    ++proofs;
    EXPECT_FALSE(oracle_solves(task)) << proof->constraint << " claimed for a solvable instance:\n" << text;
    ++checked;
  }
  EXPECT_GE(proofs, 20) << "too few proofs to test: the generator needs more constrained instances";
  std::cout << "[ Unsolvability ] " << checked << " proofs checked against exhaustive search\n";
}

}  // namespace
}  // namespace polyplan
