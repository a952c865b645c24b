#pragma once
#include <cstddef>
#include <cstdlib>
#include <memory>
#include <new>
#include <type_traits>

namespace polyplan {

// A fixed-size array of T that starts as all zero bytes, taken from calloc. For a large table the
// allocator maps fresh pages, which the kernel hands over zeroed when they are first touched, so
// making the table costs no pass over it: a hash table that doubles would otherwise write every
// slot of the new table once to mark it empty before placing a single entry, and on a machine
// where first touches are dear that pass was most of the growth's time. The element type must
// mean "empty" by all zero bytes.
template <class T>
class ZeroedTable {
  static_assert(std::is_trivially_copyable_v<T>);

 public:
  ZeroedTable() = default;
  explicit ZeroedTable(std::size_t size) : data_(static_cast<T*>(std::calloc(size, sizeof(T)))), size_(size) {
    if (!data_ && size > 0) throw std::bad_alloc();
  }

  std::size_t size() const { return size_; }
  T* data() { return data_.get(); }
  const T* data() const { return data_.get(); }
  T& operator[](std::size_t i) { return data_.get()[i]; }
  const T& operator[](std::size_t i) const { return data_.get()[i]; }
  void swap(ZeroedTable& other) noexcept {
    data_.swap(other.data_);
    std::swap(size_, other.size_);
  }

 private:
  struct Free {
    void operator()(T* memory) const { std::free(memory); }
  };
  std::unique_ptr<T, Free> data_;
  std::size_t size_ = 0;
};

}  // namespace polyplan
