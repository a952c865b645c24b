// The acceptance test over the published benchmarks in ../shared/data: every instance imports
// and passes the checker, and the Flying Block facts agree with the benchmark's own index.
#include <gtest/gtest.h>

#include <cctype>
#include <filesystem>
#include <fstream>
#include <map>
#include <optional>
#include <sstream>
#include <tuple>

#include "domains/domain_registry.hpp"
#include "parser/input_error.hpp"
#include "parser/load.hpp"
#include "tests/support/shared_data.hpp"

namespace polyplan {
namespace {

namespace fs = std::filesystem;

const fs::path data_dir = POLYPLAN_SHARED_DATA_DIR;

class SharedData : public ::testing::Test {
 protected:
  void SetUp() override { POLYPLAN_NEED_SHARED_DATA(data_dir); }
};

// fbp/index.tsv: instance id -> (column name -> value).
std::map<std::string, std::map<std::string, std::string>> read_fbp_index() {
  std::ifstream in(data_dir / "fbp" / "index.tsv");
  std::string line;
  std::getline(in, line);
  std::vector<std::string> header;
  std::istringstream header_fields(line);
  for (std::string field; std::getline(header_fields, field, '\t');) header.push_back(field);
  std::map<std::string, std::map<std::string, std::string>> index;
  while (std::getline(in, line)) {
    std::istringstream fields(line);
    std::map<std::string, std::string> row;
    std::string field;
    for (std::size_t i = 0; i < header.size() && std::getline(fields, field, '\t'); ++i) row[header[i]] = field;
    if (!row["id"].empty()) index[row["id"]] = row;
  }
  return index;
}

// Some folder names hold characters a problem name cannot, e.g. "F-h15-k4-comb(body=col0,...)-1".
std::string language_name(std::string name) {
  for (char& c : name)
    if (!std::isalnum(static_cast<unsigned char>(c)) && c != '_' && c != '.' && c != '-') c = '_';
  return name;
}

// Runs `load`, turning an InputError into a test failure that shows the diagnostics.
template <typename Load>
auto loaded(const std::string& what, Load load) -> decltype(load()) {
  try {
    return load();
  } catch (const InputError& error) {
    ADD_FAILURE() << what << " did not import:\n" << error.format();
    return {};
  }
}

TEST_F(SharedData, EveryFlyingBlockInstanceMatchesTheIndex) {
  auto index = read_fbp_index();
  EXPECT_EQ(index.size(), 145u);
  int imported = 0;
  for (const fs::directory_entry& entry : fs::directory_iterator(data_dir / "fbp")) {
    if (!fs::exists(entry.path() / "frame.txt")) continue;
    std::string id = entry.path().filename().string();
    SCOPED_TRACE(id);
    std::optional<Problem> problem = loaded(
        id, [&] { return std::optional<Problem>(import_flying_block(entry.path().string(), domain_registry())); });
    if (!problem) continue;
    ++imported;
    auto row = index.find(id);
    ASSERT_NE(row, index.end()) << id << " is not in index.tsv";
    auto& columns = row->second;
    EXPECT_EQ(problem->name, language_name(id));
    EXPECT_EQ(problem->frame.rows, std::stoi(columns["height"]));
    EXPECT_EQ(problem->vacant_cells(), std::stoi(columns["vacant_k"]));
    EXPECT_EQ(static_cast<int>(problem->pieces.size()), std::stoi(columns["pieces"]));
    ASSERT_EQ(problem->target.size(), 1u);
    EXPECT_EQ(problem->pieces[static_cast<std::size_t>(problem->target[0])].name, columns["target_id"]);
  }
  EXPECT_EQ(imported, 145);
}

TEST_F(SharedData, EverySokobanLevelChecks) {
  for (auto [file, count] : {std::pair{"Microban.xsb", 155u}, std::pair{"XSokoban.xsb", 90u}}) {
    std::string path = (data_dir / "sokoban" / file).string();
    auto problems = loaded(path, [&] { return import_sokoban(SourceFile::read(path), "", {}, domain_registry()); });
    EXPECT_EQ(problems.size(), count) << file;
    for (const Problem& problem : problems) {
      int players = 0;
      std::size_t boxes = 0;
      for (const Piece& piece : problem.pieces) {
        players += piece.kind == "player";
        boxes += piece.kind == "box";
      }
      EXPECT_EQ(players, 1) << problem.origin;
      EXPECT_EQ(boxes, static_cast<std::size_t>(problem.frame.goal_count())) << problem.origin;
    }
  }
}

TEST_F(SharedData, EveryKorfInstanceChecks) {
  for (auto [file, count, side] : {std::tuple{"korf100.txt", 100u, 4}, std::tuple{"korf24_50.txt", 50u, 5}}) {
    std::string path = (data_dir / "tiles" / file).string();
    auto problems = loaded(path, [&] { return import_tiles(SourceFile::read(path), "", {}, domain_registry()); });
    EXPECT_EQ(problems.size(), count) << file;
    for (const Problem& problem : problems) {
      EXPECT_EQ(problem.frame.rows, side) << problem.origin;
      EXPECT_EQ(problem.frame.cols, side) << problem.origin;
      EXPECT_EQ(problem.vacant_cells(), 1) << problem.origin;
      EXPECT_EQ(problem.goal.parts.size(), static_cast<std::size_t>(side * side - 1)) << problem.origin;
    }
  }
}

}  // namespace
}  // namespace polyplan
