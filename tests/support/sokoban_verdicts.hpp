#pragma once
// What every any-plan Sokoban search must show on the corpus: plans that replay as the LURD they
// print, and the levels made unsolvable proved so.
#include <gtest/gtest.h>

#include <string>

#include "planner/plan.hpp"
#include "planner/plan_validator.hpp"
#include "planner/search/search_configuration.hpp"
#include "tests/support/sokoban_levels.hpp"

namespace polyplan::test_support {

// A plan found with macros that bend, or reversed from pulls, must replay as the LURD it prints.
inline void expect_replays(Environment& environment, const SearchResult& result, const std::string& name) {
  std::string lurd = format_lurd(environment, result.plan);
  PlanCheck check = validate_plan(environment, *SourceFile::from_text(name + ".plan", lurd));
  EXPECT_TRUE(check.valid) << name;
  EXPECT_EQ(check.cost, result.plan.cost) << name;
}

// `search` solves every solvable corpus level with a plan that replays and exhausts the others.
inline void expect_corpus_verdicts(const std::string& search) {
  for (const std::string& title : solvable_sokoban_levels) {
    Task task(sokoban_level(title));
    Environment environment(task);
    SearchResult result = SearchConfiguration::parse(search, "test").run(environment, {});
    ASSERT_EQ(result.status, SearchStatus::Solved) << title << " " << search;
    expect_replays(environment, result, title + " " + search);
  }
  for (const std::string& title : unsolvable_sokoban_levels) {
    Task task(sokoban_level(title));
    Environment environment(task);
    EXPECT_EQ(SearchConfiguration::parse(search, "test").run(environment, {}).status, SearchStatus::Unsolvable)
        << title << " " << search;
  }
}

}  // namespace polyplan::test_support
