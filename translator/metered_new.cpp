// The global operator new and delete, replaced so that every block is counted in the heap meter
// (heap_meter.hpp) and refused past its ceiling. Linked into the programs (an object library:
// a replacement in a static library would be linked only by chance), never into plugins: a
// plugin's allocations reach these through the executable's exported symbols.
//
// Why count here and not read the resident size: the count is exact at every moment and costs
// one atomic addition per allocation, while the resident size lags the allocations it follows
// and costs a system call; and only here can a block be refused before the system commits it.
#include <malloc.h>

#include <cstdlib>
#include <new>

#include "translator/heap_meter.hpp"

namespace {

void* take(std::size_t size, std::size_t alignment) noexcept {
  if (size == 0) size = 1;
  if (polyplan::heap_would_pass_ceiling(size)) return nullptr;
  void* block = nullptr;
  if (alignment <= __STDCPP_DEFAULT_NEW_ALIGNMENT__) {
    block = std::malloc(size);
  } else if (posix_memalign(&block, alignment, size) != 0) {
    block = nullptr;
  }
  if (block) polyplan::count_heap_taken(malloc_usable_size(block));
  return block;
}

void* take_or_throw(std::size_t size, std::size_t alignment) {
  for (;;) {
    if (void* block = take(size, alignment)) return block;
    // As the standard's operator new does: a new-handler may free memory and ask again.
    std::new_handler handler = std::get_new_handler();
    if (!handler) throw std::bad_alloc();
    handler();
  }
}

void give_back(void* block) noexcept {
  if (!block) return;
  polyplan::count_heap_returned(malloc_usable_size(block));
  std::free(block);
}

constexpr std::size_t kPlain = __STDCPP_DEFAULT_NEW_ALIGNMENT__;

}  // namespace

void* operator new(std::size_t size) { return take_or_throw(size, kPlain); }
void* operator new[](std::size_t size) { return take_or_throw(size, kPlain); }
void* operator new(std::size_t size, std::align_val_t alignment) {
  return take_or_throw(size, static_cast<std::size_t>(alignment));
}
void* operator new[](std::size_t size, std::align_val_t alignment) {
  return take_or_throw(size, static_cast<std::size_t>(alignment));
}
void* operator new(std::size_t size, const std::nothrow_t&) noexcept { return take(size, kPlain); }
void* operator new[](std::size_t size, const std::nothrow_t&) noexcept { return take(size, kPlain); }
void* operator new(std::size_t size, std::align_val_t alignment, const std::nothrow_t&) noexcept {
  return take(size, static_cast<std::size_t>(alignment));
}
void* operator new[](std::size_t size, std::align_val_t alignment, const std::nothrow_t&) noexcept {
  return take(size, static_cast<std::size_t>(alignment));
}

void operator delete(void* block) noexcept { give_back(block); }
void operator delete[](void* block) noexcept { give_back(block); }
void operator delete(void* block, std::size_t) noexcept { give_back(block); }
void operator delete[](void* block, std::size_t) noexcept { give_back(block); }
void operator delete(void* block, std::align_val_t) noexcept { give_back(block); }
void operator delete[](void* block, std::align_val_t) noexcept { give_back(block); }
void operator delete(void* block, std::size_t, std::align_val_t) noexcept { give_back(block); }
void operator delete[](void* block, std::size_t, std::align_val_t) noexcept { give_back(block); }
void operator delete(void* block, const std::nothrow_t&) noexcept { give_back(block); }
void operator delete[](void* block, const std::nothrow_t&) noexcept { give_back(block); }
void operator delete(void* block, std::align_val_t, const std::nothrow_t&) noexcept { give_back(block); }
void operator delete[](void* block, std::align_val_t, const std::nothrow_t&) noexcept { give_back(block); }
