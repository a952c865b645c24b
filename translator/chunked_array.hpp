#pragma once
#include <algorithm>
#include <cstddef>
#include <memory>
#include <vector>

#include "translator/chunk_source.hpp"
#include "translator/memory_use.hpp"

namespace polyplan {

// An array that grows by whole chunks of 2^kChunkBits elements, for the per-state tables of a
// search. A vector's growth copies every element and, while it copies, holds the old and the new
// block together; the search's tables grow all the time, so that copying and the pages it
// touches were a good part of a fast search's cost. Chunks never move: an element costs one
// shift and one load from the short chunk list more than in a vector, and growth costs nothing
// but the new chunk (chunk_source.hpp says where it comes from). T must be trivially copyable
// (elements are written before they are read).
template <class T, int kChunkBits = 12>
class ChunkedArray {
 public:
  static constexpr std::size_t kChunk = std::size_t(1) << kChunkBits;

  std::size_t size() const { return size_; }
  T& operator[](std::size_t i) { return chunks_[i >> kChunkBits][i & (kChunk - 1)]; }
  const T& operator[](std::size_t i) const { return chunks_[i >> kChunkBits][i & (kChunk - 1)]; }

  void push_back(const T& value) {
    if ((size_ & (kChunk - 1)) == 0 && (size_ >> kChunkBits) == chunks_.size()) add_chunk();
    (*this)[size_++] = value;
  }
  // One more element, left unwritten for the caller, who must write it before reading it: a
  // table whose entries are all set later (a node's move when the node is reached) need not be
  // written twice.
  void grow_by_one() {
    if ((size_ & (kChunk - 1)) == 0 && (size_ >> kChunkBits) == chunks_.size()) add_chunk();
    ++size_;
  }

  // The bytes held once kGrowthHeadroom more elements are added (what a memory limit counts, as
  // projected_bytes does for a vector).
  std::size_t memory_bytes() const {
    const std::size_t chunks = (size_ + kGrowthHeadroom + kChunk - 1) >> kChunkBits;
    return std::max(chunks, chunks_.size()) * kChunk * sizeof(T) + chunks_.capacity() * sizeof(T*);
  }

 private:
  // Out of line, so that push_back's common path stays small where it is inlined.
  [[gnu::noinline]] void add_chunk() {
    reserve_gently(chunks_, 1);
    chunks_.push_back(static_cast<T*>(source_.take(kChunk * sizeof(T))));
  }

  std::vector<T*> chunks_;  // the raw pointers, for one load per access
  ChunkSource source_;      // owns the chunks
  std::size_t size_ = 0;
};

// The same for rows of a width fixed at construction (a registry's packed states, several words
// each): a row never straddles two chunks.
template <class T, int kChunkBits = 12>
class ChunkedRows {
 public:
  static constexpr std::size_t kChunk = std::size_t(1) << kChunkBits;  // rows per chunk

  explicit ChunkedRows(std::size_t width) : width_(width) {}

  std::size_t size() const { return size_; }
  std::size_t width() const { return width_; }
  T* row(std::size_t i) { return chunks_[i >> kChunkBits] + (i & (kChunk - 1)) * width_; }
  const T* row(std::size_t i) const { return chunks_[i >> kChunkBits] + (i & (kChunk - 1)) * width_; }

  // Room for one more row, at the end; its elements are to be written by the caller.
  T* push_back() {
    if ((size_ & (kChunk - 1)) == 0 && (size_ >> kChunkBits) == chunks_.size()) add_chunk();
    return row(size_++);
  }

  std::size_t memory_bytes() const {
    const std::size_t chunks = (size_ + kGrowthHeadroom + kChunk - 1) >> kChunkBits;
    return std::max(chunks, chunks_.size()) * kChunk * width_ * sizeof(T) + chunks_.capacity() * sizeof(T*);
  }

 private:
  // Out of line, so that push_back's common path stays small where it is inlined.
  [[gnu::noinline]] void add_chunk() {
    reserve_gently(chunks_, 1);
    chunks_.push_back(static_cast<T*>(source_.take(kChunk * width_ * sizeof(T))));
  }

  std::size_t width_;
  std::vector<T*> chunks_;
  ChunkSource source_;  // owns the chunks
  std::size_t size_ = 0;
};

}  // namespace polyplan
