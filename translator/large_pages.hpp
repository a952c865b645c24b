#pragma once
#include <cstddef>
#include <utility>

namespace polyplan {

// A block of zeroed memory mapped straight from the kernel, 2 MiB-aligned and a whole number of
// 2 MiB, and marked for transparent huge pages. A search's big tables are written once and then
// read at random: with 4 KiB pages every first touch is a page fault and the lookups miss the
// TLB, and on a virtual machine the faults alone were half of a blind search's time. A huge page
// is one fault per 2 MiB. Where the kernel declines huge pages the block is ordinary memory.
class LargePageBlock {
 public:
  static constexpr std::size_t kPage = std::size_t(2) << 20;

  LargePageBlock() = default;
  // At least `bytes` (rounded up to whole huge pages); throws std::bad_alloc when the system
  // refuses the mapping (as under an address-space limit).
  explicit LargePageBlock(std::size_t bytes);
  LargePageBlock(LargePageBlock&& other) noexcept
      : data_(std::exchange(other.data_, nullptr)), size_(std::exchange(other.size_, 0)) {}
  LargePageBlock& operator=(LargePageBlock&& other) noexcept;
  LargePageBlock(const LargePageBlock&) = delete;
  LargePageBlock& operator=(const LargePageBlock&) = delete;
  ~LargePageBlock();

  void* data() const { return data_; }
  std::size_t size() const { return size_; }

 private:
  void* data_ = nullptr;
  std::size_t size_ = 0;
};

}  // namespace polyplan
