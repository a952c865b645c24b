#pragma once
#include <cstddef>
#include <cstdlib>
#include <memory>
#include <new>
#include <type_traits>
#include <utility>

#include "translator/large_pages.hpp"

namespace polyplan {

// A fixed-size array of T that starts as all zero bytes. Fresh memory comes zeroed from the
// kernel, so making the table costs no pass over it: a hash table that doubles would otherwise
// write every slot of the new table once to mark it empty before placing a single entry. Tables
// of a huge page or more are mapped in huge pages (large_pages.hpp); smaller ones come from
// calloc (on the machine measured, putting tables of 256 KiB in huge pages too did not pay
// measurably). The element type must mean "empty" by all zero bytes.
template <class T>
class ZeroedTable {
  static_assert(std::is_trivially_copyable_v<T>);

 public:
  ZeroedTable() = default;
  explicit ZeroedTable(std::size_t size) : size_(size) {
    if (size * sizeof(T) >= LargePageBlock::kPage) {
      large_ = LargePageBlock(size * sizeof(T));
      data_ = static_cast<T*>(large_.data());
      return;
    }
    small_.reset(static_cast<T*>(std::calloc(size, sizeof(T))));
    if (!small_ && size > 0) throw std::bad_alloc();
    data_ = small_.get();
  }

  std::size_t size() const { return size_; }
  T* data() { return data_; }
  const T* data() const { return data_; }
  T& operator[](std::size_t i) { return data_[i]; }
  const T& operator[](std::size_t i) const { return data_[i]; }
  void swap(ZeroedTable& other) noexcept {
    small_.swap(other.small_);
    std::swap(large_, other.large_);
    std::swap(data_, other.data_);
    std::swap(size_, other.size_);
  }

 private:
  struct Free {
    void operator()(T* memory) const { std::free(memory); }
  };
  std::unique_ptr<T, Free> small_;
  LargePageBlock large_;
  T* data_ = nullptr;
  std::size_t size_ = 0;
};

}  // namespace polyplan
