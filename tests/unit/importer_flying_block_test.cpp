#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <functional>
#include <map>
#include <sstream>

#include "domains/domain_registry.hpp"
#include "parser/input_error.hpp"
#include "parser/load.hpp"
#include "tests/support/error_headlines.hpp"
#include "tests/support/shared_data.hpp"

namespace polyplan {
namespace {

using test_support::error_headlines;

namespace fs = std::filesystem;

const std::string fbp_dir = std::string(POLYPLAN_SHARED_DATA_DIR) + "/fbp";

// One row of fbp/index.tsv, by column name.
std::map<std::string, std::string> index_row(const std::string& id) {
  std::ifstream in(fbp_dir + "/index.tsv");
  std::string line;
  std::getline(in, line);
  std::vector<std::string> header;
  std::istringstream header_fields(line);
  for (std::string field; std::getline(header_fields, field, '\t');) header.push_back(field);
  while (std::getline(in, line)) {
    std::istringstream fields(line);
    std::map<std::string, std::string> row;
    std::string field;
    for (std::size_t i = 0; i < header.size() && std::getline(fields, field, '\t'); ++i) row[header[i]] = field;
    if (row["id"] == id) return row;
  }
  return {};
}

TEST(ImporterFlyingBlock, PublishedInstanceMatchesItsIndexRow) {
  std::string folder = fbp_dir + "/A-h15-k2-i2-1";
  POLYPLAN_NEED_SHARED_DATA(folder);
  auto row = index_row("A-h15-k2-i2-1");
  ASSERT_FALSE(row.empty()) << "A-h15-k2-i2-1 is not in index.tsv";
  Problem problem = import_flying_block(folder, domain_registry());
  EXPECT_EQ(problem.name, "A-h15-k2-i2-1");
  EXPECT_EQ(problem.origin, folder);
  EXPECT_EQ(problem.domain.name, "flying-block");
  EXPECT_EQ(problem.frame.rows, std::stoi(row["height"]));
  EXPECT_EQ(problem.frame.cols, 2);
  EXPECT_EQ(problem.vacant_cells(), std::stoi(row["vacant_k"]));
  EXPECT_EQ(static_cast<int>(problem.pieces.size()), std::stoi(row["pieces"]));
  ASSERT_EQ(problem.target.size(), 1u);
  const Piece& target = problem.pieces[static_cast<std::size_t>(problem.target[0])];
  EXPECT_EQ(target.name, row["target_id"]);
  // The domino starts across row 0 and ends upright in the bottom-left corner.
  EXPECT_EQ(target.cells, (std::vector<Coord>{{0, 0}, {0, 1}}));
  EXPECT_EQ(problem.goal.kind, Goal::Kind::At);
  EXPECT_EQ(problem.goal.cells, (std::vector<Coord>{{13, 0}, {14, 0}}));
  EXPECT_EQ(problem.find_piece("3"), -1);  // this frame skips id 3
}

// Instance folders written by a test, removed afterwards.
class ImporterFlyingBlockFiles : public ::testing::Test {
 protected:
  void SetUp() override {
    const auto* test = ::testing::UnitTest::GetInstance()->current_test_info();
    folder_ = fs::temp_directory_path() /
              (std::string("polyplan-fbp-") + test->name() + "-" + std::to_string(::getpid())) / "inst-1";
    fs::create_directories(folder_);
  }
  void TearDown() override { fs::remove_all(folder_.parent_path()); }

  void write(const std::string& file, const std::string& bytes) {
    std::ofstream(folder_ / file, std::ios::binary) << bytes;
  }
  std::string path(const std::string& file) const { return (folder_ / file).string(); }
  Problem import() const { return import_flying_block(folder_.string(), domain_registry()); }

  fs::path folder_;
};

TEST_F(ImporterFlyingBlockFiles, CrlfNoFinalNewlineAndSkippedIds) {
  write("frame.txt", "1 1\r\n2 0\r\n4 4");
  write("goal.txt", "0 0\r\n0 0\r\n1 1");
  Problem problem = import();
  EXPECT_EQ(problem.name, "inst-1");
  EXPECT_EQ(problem.frame.rows, 3);
  EXPECT_EQ(problem.frame.cols, 2);
  ASSERT_EQ(problem.pieces.size(), 3u);
  EXPECT_EQ(problem.pieces[0].name, "1");
  EXPECT_EQ(problem.pieces[1].name, "2");
  EXPECT_EQ(problem.pieces[2].name, "4");
  EXPECT_EQ(problem.vacant_cells(), 1);
  EXPECT_EQ(problem.target, std::vector<int>{0});
  EXPECT_EQ(problem.goal.cells, (std::vector<Coord>{{2, 0}, {2, 1}}));
}

TEST_F(ImporterFlyingBlockFiles, LeadingZerosAreTheSameNumbers) {
  write("frame.txt", "01 1\n2 00\n");
  write("goal.txt", "0 000\n1 1\n");
  Problem problem = import();
  ASSERT_EQ(problem.pieces.size(), 2u);
  EXPECT_EQ(problem.pieces[0].cells, (std::vector<Coord>{{0, 0}, {0, 1}}));
  EXPECT_EQ(problem.vacant_cells(), 1);
}

TEST_F(ImporterFlyingBlockFiles, MalformedTokenIsReportedWhereItIs) {
  write("frame.txt", "1 1\r\n2 x\r\n4 4");
  write("goal.txt", "0 0\r\n0 0\r\n1 1");
  EXPECT_EQ(error_headlines([&] { import(); }),
            std::vector<std::string>{path("frame.txt") + ":2:3: error: expected a non-negative integer (a piece id, "
                                                         "or 0 for a vacant cell), found 'x'"});
}

TEST_F(ImporterFlyingBlockFiles, RowsMustHoldTwoNumbers) {
  write("frame.txt", "1 1\n2 0 3\n\n4\n");
  write("goal.txt", "0 0\n0 0\n0 0\n1 1\n");
  EXPECT_EQ(error_headlines([&] { import(); }),
            (std::vector<std::string>{
                path("frame.txt") + ":2:5: error: expected two numbers per row (the left and right cell), found a "
                                    "third: '3'",
                path("frame.txt") + ":3:1: error: expected two numbers per row (the left and right cell), found an "
                                    "empty line",
                path("frame.txt") + ":4:2: error: expected two numbers per row (the left and right cell), found one"}));
}

TEST_F(ImporterFlyingBlockFiles, GoalHeightMustMatchTheFrame) {
  write("frame.txt", "1 1\r\n2 0\r\n4 4");
  write("goal.txt", "0 0\r\n1 1");
  EXPECT_EQ(error_headlines([&] { import(); }),
            std::vector<std::string>{
                path("goal.txt") + ": error: goal.txt has 2 rows but frame.txt has 3; the goal shows the whole frame"});
}

TEST_F(ImporterFlyingBlockFiles, GoalShowsOnePiece) {
  write("frame.txt", "1 1\n2 0\n4 4\n");
  write("goal.txt", "2 0\n0 0\n1 1\n");
  EXPECT_EQ(error_headlines([&] { import(); }),
            std::vector<std::string>{path("goal.txt") + ":3:1: error: goal.txt shows only the target piece, so it "
                                                        "holds one piece id; found '1' besides '2'"});
}

TEST_F(ImporterFlyingBlockFiles, EmptyFrameIsRefused) {
  write("frame.txt", "\r\n");
  write("goal.txt", "\r\n");
  EXPECT_EQ(error_headlines([&] { import(); }),
            std::vector<std::string>{path("frame.txt") +
                                     ": error: frame.txt holds no rows; expected one line '<left> <right>' per row"});
}

TEST_F(ImporterFlyingBlockFiles, GoalMustShowAPiece) {
  write("frame.txt", "1 1\n2 0\n");
  write("goal.txt", "0 0\n0 00\n");
  EXPECT_EQ(error_headlines([&] { import(); }),
            std::vector<std::string>{path("goal.txt") + ": error: goal.txt shows no piece; expected the target "
                                                        "piece's id at its goal cells and 0 elsewhere"});
}

TEST_F(ImporterFlyingBlockFiles, GoalPieceMustBeInTheFrame) {
  write("frame.txt", "1 1\n2 0\n4 4\n");
  write("goal.txt", "0 0\n0 0\n7 7\n");
  EXPECT_EQ(error_headlines([&] { import(); }),
            std::vector<std::string>{path("goal.txt") + ":3:1: error: the goal names piece '7', which is not on the "
                                                        "board (pieces: 1, 2, 4)"});
}

TEST_F(ImporterFlyingBlockFiles, MissingFilesAreNamed) {
  EXPECT_EQ(
      error_headlines([&] { import(); }),
      (std::vector<std::string>{
          path("frame.txt") + ": error: no such file; a Flying Block instance folder holds frame.txt and goal.txt",
          path("goal.txt") + ": error: no such file; a Flying Block instance folder holds frame.txt and goal.txt"}));
}

}  // namespace
}  // namespace polyplan
