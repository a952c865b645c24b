#include <iostream>
#include "domains/builtin_domains.hpp"
#include "parser/check/checker.hpp"
#include "parser/parse.hpp"
int main(int argc, char** argv) {
  try {
    for (int i = 1; i < argc; ++i) {
      auto file = polyplan::parse(polyplan::SourceFile::read(argv[i]));
      std::cout << polyplan::ast::dump(file);
      auto problems = polyplan::check_file(file, polyplan::builtin_domains());
      std::cout << problems.size() << " problems\n";
    }
  } catch (const polyplan::InputError& e) {
    std::cerr << e.format();
    return 2;
  }
}
