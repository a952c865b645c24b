#include "cli/output_file.hpp"

#include <filesystem>
#include <fstream>
#include <iostream>

#include "parser/input_error.hpp"

namespace polyplan::cli {

void write_output(const std::string& path, const std::string& text) {
  if (path == "-") {
    std::cout << text << std::flush;
    return;
  }
  namespace fs = std::filesystem;
  fs::path destination(path);
  fs::path temporary = destination;
  temporary += ".polyplan-tmp";
  {
    std::ofstream out(temporary, std::ios::binary | std::ios::trunc);
    out << text;
    out.flush();
    if (!out) {
      std::error_code ignored;
      fs::remove(temporary, ignored);
      throw InputError(Diagnostic::about(path, "cannot write the output file"));
    }
  }
  std::error_code error;
  fs::rename(temporary, destination, error);
  if (error) {
    fs::remove(temporary, error);
    throw InputError(Diagnostic::about(path, "cannot write the output file: " + error.message()));
  }
}

}  // namespace polyplan::cli
