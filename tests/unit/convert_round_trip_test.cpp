// convert then parse gives the same problem: on the spec's examples, on hand-made problems that
// need the writer's generic legend, and on every instance of the shared benchmark data.
#include <gtest/gtest.h>

#include <filesystem>

#include "domains/domain_registry.hpp"
#include "parser/load.hpp"
#include "parser/write/pzl_writer.hpp"
#include "tests/support/shared_data.hpp"

namespace polyplan {
namespace {

const std::string kData = POLYPLAN_SHARED_DATA_DIR;

std::vector<Problem> round_trip(const std::vector<Problem>& problems) {
  std::string text = write_pzl(problems, domain_registry());
  return load_pzl(SourceFile::from_text("<round-trip>", text), "", domain_registry());
}

void expect_round_trip(const std::vector<Problem>& problems) {
  ASSERT_FALSE(problems.empty());
  std::vector<Problem> again = round_trip(problems);
  ASSERT_EQ(again.size(), problems.size());
  for (std::size_t i = 0; i < problems.size(); ++i)
    EXPECT_TRUE(again[i] == problems[i]) << "problem " << problems[i].name << " differs after convert:\n"
                                         << write_pzl({problems[i]}, domain_registry());
}

std::vector<Problem> load_text(const std::string& text) {
  return load_pzl(SourceFile::from_text("test.pzl", text), "", domain_registry());
}

TEST(ConvertRoundTrip, SpecExamples) {
  expect_round_trip(
      load_input(std::string(POLYPLAN_SOURCE_DIR) + "/examples/spec-examples.pzl", {}, domain_registry()));
}

// Regions (ice, arrows, regions no cell is in), shape goals (Atomix), counts, captures, agents.
TEST(ConvertRoundTrip, EveryExampleOfTheTextFamilies) {
  for (const auto& entry :
       std::filesystem::recursive_directory_iterator(std::string(POLYPLAN_SOURCE_DIR) + "/examples/families"))
    if (entry.path().extension() == ".pzl") {
      SCOPED_TRACE(entry.path().string());
      expect_round_trip(load_input(entry.path().string(), {}, domain_registry()));
    }
}

TEST(ConvertRoundTrip, CustomDomainLegendVoidAndGoalCells) {
  expect_round_trip(load_text(R"(
(define (domain warehouse)
  (:kinds crate robot wall-block)
  (:move push :agent robot :pushes (crate))
  (:move slide :kinds (wall-block) :distance any)
  (:cost moves))
(define (problem store)
  (:domain warehouse)
  (:legend "c" (unit crate) "g" ((unit crate) goal) "R" (piece robot) "x" void "*" goal "W" (piece wall-block))
  (:board """
     x###x
     #Rc*#
     #.WW#
     #g..#
     x###
     """)
  (:goal (and (all crate on goal) (at W (3 2) (3 3)))))
)"));
}

TEST(ConvertRoundTrip, PiecesNamedLikeDefaultGlyphsAndTokens) {
  expect_round_trip(load_text(R"(
(define (problem odd-names)
  (:domain sliding-block)
  (:legend "0" (piece block) "#" (piece block) "w" wall)
  (:board :cells tokens """
     10 10 0  w
     #  .  .  w
     """)
  (:target 10)
  (:goal (at 10 (1 1) (1 2))))
)"));
}

TEST(ConvertRoundTrip, WritingIsStable) {
  auto problems = load_input(std::string(POLYPLAN_SOURCE_DIR) + "/examples/spec-examples.pzl", {}, domain_registry());
  std::string once = write_pzl(problems, domain_registry());
  EXPECT_EQ(write_pzl(round_trip(problems), domain_registry()), once);
}

TEST(ConvertRoundTrip, SharedBenchmarkData) {
  POLYPLAN_NEED_SHARED_DATA(kData);
  expect_round_trip(load_input(kData + "/sokoban/Microban.xsb", {}, domain_registry()));
  expect_round_trip(load_input(kData + "/sokoban/XSokoban.xsb", {}, domain_registry()));
  expect_round_trip(load_input(kData + "/tiles/korf100.txt", {}, domain_registry()));
  std::vector<Problem> flying_block;
  for (const auto& entry : std::filesystem::directory_iterator(kData + "/fbp"))
    if (std::filesystem::exists(entry.path() / "frame.txt"))
      flying_block.push_back(load_input(entry.path().string(), {}, domain_registry()).front());
  EXPECT_EQ(flying_block.size(), 145u);
  expect_round_trip(flying_block);
}

}  // namespace
}  // namespace polyplan
