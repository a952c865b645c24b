#include "translator/large_pages.hpp"

#include <sys/mman.h>

#include <cstdint>
#include <new>
#include <utility>

#include "translator/heap_meter.hpp"

namespace polyplan {

LargePageBlock::LargePageBlock(std::size_t bytes) {
  const std::size_t size = (bytes + kPage - 1) / kPage * kPage;
  if (size == 0) return;
  if (heap_would_pass_ceiling(size)) throw std::bad_alloc();
  // mmap aligns to 4 KiB only: map a huge page more and give back the ends around the aligned part.
  const std::size_t mapped = size + kPage;
  void* raw = mmap(nullptr, mapped, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  if (raw == MAP_FAILED) throw std::bad_alloc();
  const auto start = reinterpret_cast<std::uintptr_t>(raw);
  const std::uintptr_t aligned = (start + kPage - 1) / kPage * kPage;
  if (aligned > start) munmap(raw, aligned - start);
  if (const std::uintptr_t end = start + mapped, used = aligned + size; end > used)
    munmap(reinterpret_cast<void*>(used), end - used);
  data_ = reinterpret_cast<void*>(aligned);
  size_ = size;
  count_heap_taken(size_);
#ifdef MADV_HUGEPAGE
  madvise(data_, size_, MADV_HUGEPAGE);  // advice only: a refusal leaves ordinary pages
#endif
}

LargePageBlock& LargePageBlock::operator=(LargePageBlock&& other) noexcept {
  if (this != &other) {
    LargePageBlock gone(std::move(*this));
    data_ = std::exchange(other.data_, nullptr);
    size_ = std::exchange(other.size_, 0);
  }
  return *this;
}

LargePageBlock::~LargePageBlock() {
  if (!data_) return;
  munmap(data_, size_);
  count_heap_returned(size_);
}

}  // namespace polyplan
