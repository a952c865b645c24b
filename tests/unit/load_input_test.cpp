// load_input picks the reader from the input itself: folder, extension, or first meaningful line.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>

#include "domains/domain_registry.hpp"
#include "parser/input_error.hpp"
#include "parser/load.hpp"

namespace polyplan {
namespace {

namespace fs = std::filesystem;

class LoadInput : public ::testing::Test {
 protected:
  void SetUp() override {
    folder_ = fs::temp_directory_path() / ("polyplan-load-" + std::to_string(::getpid()));
    fs::create_directories(folder_);
  }
  void TearDown() override { fs::remove_all(folder_); }

  std::string write(const std::string& name, const std::string& text) {
    fs::path path = folder_ / name;
    std::ofstream(path, std::ios::binary) << text;
    return path.string();
  }
  std::vector<Problem> load(const std::string& spec) { return load_input(spec, {}, domain_registry()); }
  std::string headline(const std::string& spec) {
    try {
      load(spec);
    } catch (const InputError& error) {
      return error.diagnostics().front().headline();
    }
    return "no error";
  }

  fs::path folder_;
};

TEST_F(LoadInput, TextFileOfTileLinesWithHashComments) {
  std::string path = write("eight.txt", "# two 8-puzzles\nfirst 1 2 3 4 5 6 7 8 0\nsecond 0 1 2 3 4 5 6 7 8\n");
  auto problems = load(path);
  ASSERT_EQ(problems.size(), 2u);
  EXPECT_EQ(problems[0].domain.name, "sliding-tiles");
  EXPECT_EQ(problems[1].name, "eight-second");
}

TEST_F(LoadInput, TextFileOfSokobanLevels) {
  std::string path = write("levels.txt", "#####\n#@$.#\n#####\n");
  auto problems = load(path);
  ASSERT_EQ(problems.size(), 1u);
  EXPECT_EQ(problems[0].domain.name, "sokoban");
}

TEST_F(LoadInput, TextFileOfPzl) {
  std::string path = write("puzzle.txt",
                           "; a comment first\n(define (problem p) (:domain sliding-tiles)\n"
                           "(:board \"\"\"\n12\n3.\n\"\"\") (:goal (at 1 (1 0))))\n");
  auto problems = load(path + "#p");
  ASSERT_EQ(problems.size(), 1u);
  EXPECT_EQ(problems[0].name, "p");
}

TEST_F(LoadInput, UnknownProblemNameListsTheProblems) {
  std::string path = write("one.pzl",
                           "(define (problem p) (:domain sliding-tiles)\n"
                           "(:board \"\"\"\n12\n3.\n\"\"\") (:goal (at 1 (1 0))))\n");
  EXPECT_EQ(headline(path + "#q"), path + "#q: error: no problem named 'q' in this file (problems: p)");
}

TEST_F(LoadInput, HashInsideAnExistingPathIsPartOfThePath) {
  std::string path = write("odd#name.xsb", "#####\n#@$.#\n#####\n");
  EXPECT_EQ(load(path).size(), 1u);
}

TEST_F(LoadInput, MissingFileIsAnInputError) {
  std::string path = (folder_ / "nothing.pzl").string();
  EXPECT_EQ(headline(path), path + ": error: no such file or folder");
}

TEST_F(LoadInput, FolderTakesNoSelector) {
  EXPECT_EQ(headline(folder_.string() + "#1"),
            folder_.string() + "#1: error: a Flying Block instance folder takes no #selector");
}

}  // namespace
}  // namespace polyplan
