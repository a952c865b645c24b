// The lifted PDDL of the families written as text (`translate --to pddl`), read back and solved
// without polyplan (tests/support/pddl_task.hpp grounds the schemas over the problem's objects,
// expands quantifiers, and runs a uniform-cost search on the facts). Its optimal cost must be the
// one each example states (which families_test checks against an exhaustive search written from
// each family's rules), and every problem of a family must share one domain file.
#include <gtest/gtest.h>

#include <map>

#include "domains/domain_registry.hpp"
#include "domains/pddl/lifted_writer.hpp"
#include "parser/input_error.hpp"
#include "parser/load.hpp"
#include "tests/families/family_examples.hpp"
#include "tests/support/pddl_task.hpp"
#include "translator/task.hpp"

namespace polyplan {
namespace {

using pddl_task::PddlTask;
namespace fs = std::filesystem;

constexpr std::size_t kMaxStates = 3'000'000;

class LiftedPddl : public testing::TestWithParam<std::string> {};

TEST_P(LiftedPddl, SolvedFromTheTextAloneAtTheStatedOptimum) {
  const fs::path path = family_examples::families_dir() / GetParam();
  const auto stated = family_examples::stated_costs(path);
  for (const Problem& problem : load_input(path.string(), {}, domain_registry())) {
    SCOPED_TRACE(problem.name);
    Task task{Problem(problem)};
    if (!lifted_pddl_applies(task) || stated.at(problem.name).too_large) continue;
    PddlTask lifted(write_lifted_pddl(task));
    EXPECT_GT(lifted.action_count(), 0u);
    EXPECT_EQ(lifted.optimal_cost(kMaxStates), stated.at(problem.name).cost);
  }
}

TEST(LiftedPddlDomains, EveryProblemOfAFamilySharesOneDomainFile) {
  std::map<std::string, std::string> domain_of_family;
  std::map<std::string, int> problems_of_family;
  for (const std::string& file : family_examples::example_files())
    for (const Problem& problem :
         load_input((family_examples::families_dir() / file).string(), {}, domain_registry())) {
      Task task{Problem(problem)};
      if (!lifted_pddl_applies(task)) continue;
      const std::string domain = write_lifted_pddl(task).domain;
      auto [known, fresh] = domain_of_family.emplace(problem.domain.name, domain);
      EXPECT_EQ(known->second, domain) << problem.name << " has another domain file than its family's first problem";
      ++problems_of_family[problem.domain.name];
    }
  EXPECT_EQ(problems_of_family.at("rush-hour"), 7);
  EXPECT_GE(domain_of_family.size(), 10u);
}

TEST(LiftedPddlDomains, WhatItCannotWriteIsRefusedWithTheReason) {
  const std::string text = R"((define (domain hoppers) (:requirements :described-moves) (:kinds piece)
  (:move soar :go (fly :rotate true)))
(define (problem one) (:domain hoppers) (:board """
A.
..
""") (:goal (at A (1 1)))))";
  Task task(load_pzl(SourceFile::from_text("hoppers.pzl", text), "", domain_registry()).front());
  ASSERT_TRUE(lifted_pddl_applies(task));
  try {
    write_lifted_pddl(task);
    FAIL() << "a flight was written";
  } catch (const InputError& error) {
    EXPECT_EQ(error.diagnostics().front().headline(),
              "--to pddl: error: rule 'soar': flights are not yet written as lifted PDDL; write --ground");
  }
}

INSTANTIATE_TEST_SUITE_P(Text, LiftedPddl, testing::ValuesIn(family_examples::example_files()),
                         family_examples::test_name);

}  // namespace
}  // namespace polyplan
