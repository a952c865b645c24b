#include "translator/chunk_source.hpp"

#include "translator/memory_use.hpp"

namespace polyplan {

void* ChunkSource::take(std::size_t bytes) {
  if (small_bytes_ + bytes <= kSmallBytes) {
    reserve_gently(small_, 1);
    small_.push_back(std::make_unique_for_overwrite<std::byte[]>(bytes));
    small_bytes_ += bytes;
    return small_.back().get();
  }
  if (blocks_.empty() || used_ + bytes > blocks_.back().size()) {
    reserve_gently(blocks_, 1);
    blocks_.emplace_back(bytes);
    used_ = 0;
  }
  void* chunk = static_cast<std::byte*>(blocks_.back().data()) + used_;
  used_ += bytes;
  return chunk;
}

}  // namespace polyplan
