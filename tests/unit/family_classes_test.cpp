// Families declare their instance classes (domains/family.hpp): Flying Block the paper's A to G,
// on every published instance; sliding tiles the board's size; a family that declares none is one
// class named after it.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

#include "cli/lab/instance_class.hpp"
#include "domains/domain_registry.hpp"
#include "domains/family.hpp"
#include "domains/flying_block/flying_block_family.hpp"
#include "parser/load.hpp"
#include "planner/generate/flying_block_generator.hpp"
#include "tests/support/shared_data.hpp"
#include "tests/support/spec_examples.hpp"

namespace polyplan {
namespace {

using test_support::spec_example;

TEST(FamilyClasses, EachSpecExampleIsClassedByItsFamily) {
  EXPECT_EQ(family_of(spec_example("fbp-e6")), "flying-block");
  EXPECT_EQ(instance_class(spec_example("fbp-e6")), "E");
  EXPECT_EQ(family_of(spec_example("eight-14")), "sliding-tiles");
  EXPECT_EQ(instance_class(spec_example("eight-14")), "3x3");
  // Sokoban declares no classes: one class, the family's name.
  EXPECT_EQ(family_of(spec_example("tiny")), "sokoban");
  EXPECT_EQ(instance_class(spec_example("tiny")), "sokoban");
  cli::InstanceClass tabulated = cli::classify(spec_example("fbp-e6"));
  EXPECT_EQ(tabulated.family, "flying-block");
  EXPECT_EQ(tabulated.group, "E");
}

TEST(FamilyClasses, TheFamiliesWithClassesOrExplanationsAreRegistered) {
  EXPECT_EQ(family_registry().names(), "flying-block, sliding-tiles, sokoban");
  EXPECT_FALSE(family_registry().find("sokoban")->instance_class);
  EXPECT_TRUE(family_registry().find("sokoban")->describe);
}

TEST(FamilyClasses, GeneratedFlyingBlockInstancesHaveTheClassAskedFor) {
  int checked = 0;
  for (char wanted : std::string("ABCDEFG")) {
    GeneratorRequest request;
    request.flying_block_class = wanted;
    request.height = wanted == 'F' ? 7 : 6;
    request.node_budget = 1000;
    for (const GeneratedInstance& generated : generate_flying_block(request, domain_registry())) {
      Task task(std::move(
          load_pzl(SourceFile::from_text(generated.name + ".pzl", generated.pzl), "", domain_registry()).front()));
      EXPECT_EQ(flying_block_class(task), std::string(1, wanted)) << generated.name;
      ++checked;
    }
  }
  EXPECT_EQ(checked, 7);
}

// The benchmark's index names each instance's class in the paper (column 2): the family's classes
// are the paper's on all 145.
TEST(FamilyClasses, EveryPublishedFlyingBlockInstanceGetsThePapersClass) {
  const std::string folder = std::string(POLYPLAN_SHARED_DATA_DIR) + "/fbp";
  POLYPLAN_NEED_SHARED_DATA(folder);
  std::ifstream index(folder + "/index.tsv");
  std::string line;
  std::getline(index, line);
  int checked = 0;
  while (std::getline(index, line)) {
    std::istringstream fields(line);
    std::string id, paper_class;
    std::getline(fields, id, '\t');
    std::getline(fields, paper_class, '\t');
    if (id.empty()) continue;
    Task task(import_flying_block(folder + "/" + id, domain_registry()));
    EXPECT_EQ(instance_class(task), paper_class) << id;
    ++checked;
  }
  EXPECT_EQ(checked, 145);
}

}  // namespace
}  // namespace polyplan
