#pragma once
#include <atomic>
#include <cstddef>
#include <exception>
#include <latch>
#include <memory>
#include <thread>
#include <vector>

#include "translator/stop_request.hpp"

namespace polyplan {

// `count` objects for `count` threads that will write them at every node (a board, a heuristic's
// running sums, a search's counters), each built on a thread of its own: object 0 on the caller's,
// the others on helper threads that stay alive until every object is built.
//
// Why: objects built one after another on one thread come from the same malloc arena, so one
// thread's small buffers can sit in the cache lines of another's; two cores writing neighbouring
// bytes then keep taking the line from each other. On the 24-puzzle this "false sharing" cut each
// of two threads to a quarter of one thread's rate on some instances and not on others (it
// depends on how the heap lay before). glibc gives threads that are alive at the same time arenas
// of their own, hence the latch: no helper may exit, and hand its arena to the next, too early.
// Helpers work under the caller's cancel flag (translator/stop_request.hpp), so that what they
// build is stopped, and later stops, with the caller's search.
template <class T, class Make>
std::vector<std::unique_ptr<T>> built_apart(std::size_t count, Make make) {
  std::vector<std::unique_ptr<T>> built(count);
  std::vector<std::exception_ptr> failed(count);
  if (count == 0) return built;
  std::latch all_built(std::ptrdiff_t(count - 1));
  std::vector<std::thread> helpers;
  const std::atomic<bool>* cancel = CancelScope::current();
  for (std::size_t i = 1; i < count; ++i)
    helpers.emplace_back([&, i] {
      CancelScope caller(cancel);
      try {
        built[i] = make(i);
      } catch (...) {
        failed[i] = std::current_exception();
      }
      all_built.arrive_and_wait();
    });
  try {
    built[0] = make(std::size_t(0));
  } catch (...) {
    failed[0] = std::current_exception();
  }
  for (std::thread& helper : helpers) helper.join();
  for (const std::exception_ptr& failure : failed)
    if (failure) std::rethrow_exception(failure);
  return built;
}

}  // namespace polyplan
