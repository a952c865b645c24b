#pragma once
#include <cstddef>
#include <memory>
#include <vector>

#include "translator/large_pages.hpp"

namespace polyplan {

// Where a chunked table (chunked_array.hpp) gets its chunks. The first ones come from the
// allocator, so that a search of a few hundred states holds a few hundred kilobytes; once a
// table has grown past that, its chunks are cut one after another from huge-page blocks
// (large_pages.hpp), since a table that size is going to be touched page after page and each
// 4 KiB first touch is a page fault. Chunks never move and live as long as the source. A table's
// memory_bytes() counts its chunks, not the rest of the last block, so it may hold up to one huge
// page more than it reports.
class ChunkSource {
 public:
  // Uninitialised memory for `bytes`, aligned for any element type of a chunk.
  void* take(std::size_t bytes);

 private:
  static constexpr std::size_t kSmallBytes = std::size_t(512) << 10;

  std::vector<std::unique_ptr<std::byte[]>> small_;
  std::size_t small_bytes_ = 0;
  std::vector<LargePageBlock> blocks_;
  std::size_t used_ = 0;  // bytes of the last block handed out
};

}  // namespace polyplan
