// The whole run's limits (translator/run_limits.hpp): the heap meter counts what the program
// allocates (this test program links the counting operator new, as polyplan does), long steps
// stop once it passes the run's memory limit, an allocation past the ceiling is refused before
// the system is asked, and a search's deadline never outlives its run's.
#include <gtest/gtest.h>

#include <chrono>
#include <memory>
#include <new>
#include <thread>
#include <vector>

#include "translator/heap_meter.hpp"
#include "translator/run_limits.hpp"
#include "translator/stop_request.hpp"

namespace polyplan {
namespace {

constexpr std::size_t kMiB = std::size_t(1) << 20;

std::optional<StopCause> cause_of_stop() {
  try {
    stop_if_due();
  } catch (const LimitReached& stop) {
    return stop.cause();
  }
  return std::nullopt;
}

TEST(HeapMeter, CountsWhatIsAllocatedUntilItIsFreed) {
  const std::size_t before = heap_bytes();
  auto block = std::make_unique<char[]>(10 * kMiB);
  EXPECT_GE(heap_bytes() - before, 10 * kMiB);
  EXPECT_LT(heap_bytes() - before, 11 * kMiB);
  block.reset();
  EXPECT_EQ(heap_bytes(), before);
}

TEST(RunLimits, ALongStepStopsOnceTheHeapPassesTheMemoryLimit) {
  RunLimits limits(0, heap_bytes() + 8 * kMiB);
  EXPECT_EQ(cause_of_stop(), std::nullopt);
  std::vector<char> held(9 * kMiB);
  EXPECT_EQ(cause_of_stop(), StopCause::Memory);
  held = {};
  held.shrink_to_fit();
  EXPECT_EQ(cause_of_stop(), std::nullopt);
}

TEST(RunLimits, AnAllocationPastTheCeilingIsRefusedAndTheCeilingGoesWithTheRun) {
  const std::size_t limit = heap_bytes() + 64 * kMiB;
  {
    RunLimits limits(0, limit);
    EXPECT_THROW(std::vector<char>(limit + RunLimits::ceiling_headroom(limit)), std::bad_alloc);
    EXPECT_NO_THROW(std::vector<char>(32 * kMiB));
  }
  EXPECT_NO_THROW(std::vector<char>(limit + RunLimits::ceiling_headroom(limit)));
}

TEST(RunLimits, ASearchsDeadlineNeverEndsLaterThanTheRunsDeadline) {
  RunLimits limits(1e-3, 0);
  std::this_thread::sleep_for(std::chrono::milliseconds(5));
  DeadlineScope search(std::chrono::steady_clock::now() + std::chrono::hours(1));
  EXPECT_TRUE(DeadlineScope::passed());
  EXPECT_EQ(cause_of_stop(), StopCause::Time);
}

TEST(RunLimits, WithoutLimitsNothingStopsButAnInterrupt) {
  RunLimits limits(0, 0);
  EXPECT_EQ(cause_of_stop(), std::nullopt);
  request_interrupt(2);
  EXPECT_EQ(cause_of_stop(), StopCause::Interrupt);
  clear_interrupt();
}

}  // namespace
}  // namespace polyplan
