#pragma once
#include <sys/mman.h>

#include <cstdint>
#include <cstdlib>
#include <new>
#include <vector>

namespace polyplan {

// Pattern database tables are hundreds of megabytes read at random, one byte per node and
// database: with 4 KiB pages nearly every lookup also misses the TLB. Tables of 2 MiB or more
// are therefore allocated on 2 MiB boundaries and marked for transparent huge pages before
// anything touches them (Linux backs them with huge pages when it can; elsewhere the advice is
// ignored and nothing else changes).
template <class T>
struct HugePageAllocator {
  using value_type = T;
  static constexpr std::size_t kHugePage = std::size_t(2) << 20;

  HugePageAllocator() = default;
  template <class U>
  HugePageAllocator(const HugePageAllocator<U>&) {}

  T* allocate(std::size_t count) {
    std::size_t bytes = count * sizeof(T);
    if (bytes < kHugePage) return static_cast<T*>(::operator new(bytes));
    std::size_t rounded = (bytes + kHugePage - 1) / kHugePage * kHugePage;
    void* memory = std::aligned_alloc(kHugePage, rounded);
    if (!memory) throw std::bad_alloc();
#ifdef MADV_HUGEPAGE
    madvise(memory, rounded, MADV_HUGEPAGE);
#endif
    return static_cast<T*>(memory);
  }
  void deallocate(T* memory, std::size_t count) {
    if (count * sizeof(T) < kHugePage)
      ::operator delete(memory);
    else
      std::free(memory);
  }
  friend bool operator==(const HugePageAllocator&, const HugePageAllocator&) { return true; }
};

// One byte per abstract state.
using TableBytes = std::vector<std::uint8_t, HugePageAllocator<std::uint8_t>>;

}  // namespace polyplan
