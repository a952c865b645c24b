// built_apart: every object is built, object 0 on the caller's thread and each other one on a
// thread of its own, all those threads alive at once (so each has its own malloc arena); a builder
// that throws has its exception reach the caller after the others have finished.
#include <gtest/gtest.h>

#include <mutex>
#include <set>
#include <stdexcept>
#include <thread>

#include "planner/search/built_apart.hpp"

namespace polyplan {
namespace {

struct Built {
  std::size_t index;
  std::thread::id builder;
};

TEST(BuiltApart, EachObjectIsBuiltOnAThreadOfItsOwn) {
  auto built = built_apart<Built>(4, [](std::size_t i) {
    return std::make_unique<Built>(Built{i, std::this_thread::get_id()});
  });
  ASSERT_EQ(built.size(), 4u);
  std::set<std::thread::id> builders;
  for (std::size_t i = 0; i < built.size(); ++i) {
    ASSERT_TRUE(built[i]);
    EXPECT_EQ(built[i]->index, i);
    builders.insert(built[i]->builder);
  }
  EXPECT_EQ(built[0]->builder, std::this_thread::get_id());
  EXPECT_EQ(builders.size(), 4u);
}

TEST(BuiltApart, ABuildersExceptionReachesTheCallerAfterTheOthersFinish) {
  std::mutex guard;
  std::size_t finished = 0;
  auto build = [&](std::size_t i) -> std::unique_ptr<Built> {
    if (i == 2) throw std::runtime_error("no room for object 2");
    std::lock_guard lock(guard);
    ++finished;
    return std::make_unique<Built>(Built{i, std::this_thread::get_id()});
  };
  EXPECT_THROW(
      {
        try {
          built_apart<Built>(3, build);
        } catch (const std::runtime_error& error) {
          EXPECT_STREQ(error.what(), "no room for object 2");
          throw;
        }
      },
      std::runtime_error);
  EXPECT_EQ(finished, 2u);
}

TEST(BuiltApart, NoObjectsNoThreads) {
  EXPECT_TRUE((built_apart<Built>(0, [](std::size_t) { return std::unique_ptr<Built>(); })).empty());
}

}  // namespace
}  // namespace polyplan
