#pragma once
#include <cstdint>
#include <span>
#include <utility>
#include <vector>

namespace polyplan {

using PackedWord = std::uint32_t;

// Packs one value per variable into as few bits as its range needs (an 8-puzzle state is one
// 32-bit word), so that a registry of millions of states stays small. A value never straddles
// two words: that keeps pack and unpack to one shift and mask each.
class StatePacker {
 public:
  // ranges[i]: variable i takes values 0 .. ranges[i]-1.
  explicit StatePacker(std::span<const std::uint32_t> ranges);

  int words() const { return words_; }
  void pack(std::span<const std::uint32_t> values, std::span<PackedWord> out) const;
  void unpack(std::span<const PackedWord> packed, std::span<std::uint32_t> values) const {
    if (unpack_uniform_) {
      unpack_uniform_(packed[0], fields_[0].mask, uniform_bits_, values.data());
      return;
    }
    unpack_fields(packed, values);
  }
  // Sets one variable of a packed state, leaving the others as they are.
  void set(std::span<PackedWord> packed, std::size_t variable, std::uint32_t value) const {
    PackedWord& word = packed[static_cast<std::size_t>(fields_[variable].word)];
    word = set_in_word(word, variable, value);
  }
  // The variable's own word with the variable set: a state of one word is kept in a register.
  PackedWord set_in_word(PackedWord word, std::size_t variable, std::uint32_t value) const {
    const Field& field = fields_[variable];
    return (word & ~(field.mask << field.shift)) | ((value & field.mask) << field.shift);
  }

 private:
  struct Field {
    int word;
    int shift;
    PackedWord mask;
  };
  void unpack_fields(std::span<const PackedWord> packed, std::span<std::uint32_t> values) const;

  // One word of `count` fields of equal width, unrolled for that count: a search unpacks once per
  // expansion, and a loop over a count read from memory took twice the instructions.
  using UniformUnpack = void (*)(PackedWord word, PackedWord mask, int bits, std::uint32_t* out);
  template <std::size_t kCount>
  static void unpack_uniform(PackedWord word, PackedWord mask, int bits, std::uint32_t* out) {
    [&]<std::size_t... kField>(std::index_sequence<kField...>) { ((out[kField] = word & mask, word >>= bits), ...); }
    (std::make_index_sequence<kCount>{});
  }

  std::vector<Field> fields_;
  int words_ = 1;
  // When the state is one word of fields of equal width (an 8-puzzle's tiles), that width and
  // the unrolled unpacking for the field count; else 0 and null.
  int uniform_bits_ = 0;
  UniformUnpack unpack_uniform_ = nullptr;
};

}  // namespace polyplan
