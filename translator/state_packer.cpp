#include "translator/state_packer.hpp"

#include <algorithm>
#include <array>
#include <bit>

namespace polyplan {

StatePacker::StatePacker(std::span<const std::uint32_t> ranges) {
  int word = 0, used = 0;
  for (std::uint32_t range : ranges) {
    int bits = range <= 1 ? 1 : std::bit_width(range - 1);
    if (used + bits > 32) {
      ++word;
      used = 0;
    }
    PackedWord mask = bits == 32 ? ~PackedWord(0) : ((PackedWord(1) << bits) - 1);
    fields_.push_back(Field{word, used, mask});
    used += bits;
  }
  words_ = word + 1;
  // Fields of equal width in one word lie at multiples of it (a 32-bit field, alone, is left out:
  // its word would be shifted by 32).
  if (words_ == 1 && !fields_.empty() && fields_[0].mask != ~PackedWord(0) &&
      std::all_of(fields_.begin(), fields_.end(), [&](const Field& field) { return field.mask == fields_[0].mask; }))
    uniform_bits_ = std::bit_width(fields_[0].mask);
  // A word holds at most 32 fields (of one bit each), so every uniform word has its unrolling.
  static constexpr auto kUnrolled = []<std::size_t... kCount>(std::index_sequence<kCount...>) {
    return std::array<UniformUnpack, sizeof...(kCount)>{&unpack_uniform<kCount + 1>...};
  }
  (std::make_index_sequence<32>{});
  if (uniform_bits_ > 0 && fields_.size() <= kUnrolled.size()) unpack_uniform_ = kUnrolled[fields_.size() - 1];
}

void StatePacker::pack(std::span<const std::uint32_t> values, std::span<PackedWord> out) const {
  if (out.size() == 1) {  // the common small state: build the word in a register
    PackedWord word = 0;
    for (std::size_t i = 0; i < fields_.size(); ++i) word |= (values[i] & fields_[i].mask) << fields_[i].shift;
    out[0] = word;
    return;
  }
  for (PackedWord& word : out) word = 0;
  for (std::size_t i = 0; i < fields_.size(); ++i)
    out[static_cast<std::size_t>(fields_[i].word)] |= (values[i] & fields_[i].mask) << fields_[i].shift;
}

void StatePacker::unpack_fields(std::span<const PackedWord> packed, std::span<std::uint32_t> values) const {
  if (packed.size() == 1) {
    const PackedWord word = packed[0];
    for (std::size_t i = 0; i < fields_.size(); ++i) values[i] = (word >> fields_[i].shift) & fields_[i].mask;
    return;
  }
  for (std::size_t i = 0; i < fields_.size(); ++i)
    values[i] = (packed[static_cast<std::size_t>(fields_[i].word)] >> fields_[i].shift) & fields_[i].mask;
}

}  // namespace polyplan
