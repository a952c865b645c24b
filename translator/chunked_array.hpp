#pragma once
#include <algorithm>
#include <cstddef>
#include <memory>
#include <vector>

#include "translator/memory_use.hpp"

namespace polyplan {

// An array that grows by whole chunks of 2^kChunkBits elements, for the per-state tables of a
// search. A vector's growth copies every element and, while it copies, holds the old and the new
// block together; the search's tables grow all the time, so that copying and the pages it
// touches were a good part of a fast search's cost. Chunks never move: an element costs one
// shift and one load from the short chunk list more than in a vector, and growth costs nothing
// but the new chunk. T must be trivially copyable (elements are written before they are read).
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

  // The bytes held once kGrowthHeadroom more elements are added (what a memory limit counts, as
  // projected_bytes does for a vector).
  std::size_t memory_bytes() const {
    const std::size_t chunks = (size_ + kGrowthHeadroom + kChunk - 1) >> kChunkBits;
    return std::max(chunks, chunks_.size()) * kChunk * sizeof(T) + chunks_.capacity() * sizeof(T*);
  }

 private:
  void add_chunk() {
    reserve_gently(chunks_, 1);
    owned_.push_back(std::make_unique_for_overwrite<T[]>(kChunk));
    chunks_.push_back(owned_.back().get());
  }

  std::vector<T*> chunks_;  // the raw pointers, for one load per access
  std::vector<std::unique_ptr<T[]>> owned_;
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
  void add_chunk() {
    reserve_gently(chunks_, 1);
    owned_.push_back(std::make_unique_for_overwrite<T[]>(kChunk * width_));
    chunks_.push_back(owned_.back().get());
  }

  std::size_t width_;
  std::vector<T*> chunks_;
  std::vector<std::unique_ptr<T[]>> owned_;
  std::size_t size_ = 0;
};

}  // namespace polyplan
