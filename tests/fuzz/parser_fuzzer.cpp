// libFuzzer target for the front end: the same bytes are read as a .pzl file, as a Sokoban level
// file and as sliding-tile instance lines. Bad input must end in InputError; any other exception,
// a crash, a hang or a sanitizer report is a finding (scripts/fuzz turns it into a regression
// input under tests/corpus/inputs/).
#include <cstddef>
#include <cstdint>
#include <string>

#include "domains/domain_registry.hpp"
#include "parser/load.hpp"
#include "parser/input_error.hpp"

namespace {

template <typename Reader>
void expect_only_input_errors(Reader read) {
  try {
    read();
  } catch (const polyplan::InputError& error) {
    // Formatting quotes the source line and places the caret; that code must survive any input too.
    static_cast<void>(error.format());
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace polyplan;
  const std::string text(reinterpret_cast<const char*>(data), size);
  const DomainLibrary& domains = domain_registry();
  const LoadOptions options;
  expect_only_input_errors([&] { load_pzl(SourceFile::from_text("fuzz.pzl", text), "", domains); });
  expect_only_input_errors([&] { import_sokoban(SourceFile::from_text("fuzz.xsb", text), "", options, domains); });
  expect_only_input_errors([&] { import_tiles(SourceFile::from_text("fuzz.txt", text), "", options, domains); });
  return 0;
}
