#include "tests/architecture/include_lines.hpp"

#include <algorithm>
#include <fstream>
#include <regex>
#include <set>
#include <stdexcept>

namespace polyplan::architecture {
namespace {

bool is_source(const std::filesystem::path& file) {
  static const std::set<std::string> extensions = {".cpp", ".cc", ".cxx", ".hpp", ".hh", ".h", ".ipp", ".inl", ".tpp"};
  return extensions.count(file.extension().string()) > 0;
}

bool is_skipped_folder(const std::filesystem::path& folder) {
  std::string name = folder.filename().string();
  return name.rfind("build", 0) == 0 || name.rfind(".", 0) == 0;
}

// The files under the folders that `wanted` accepts, relative to root, sorted, each once.
template <typename Wanted>
std::vector<std::string> files_under(const std::filesystem::path& root, const std::vector<std::string>& folders,
                                     Wanted wanted) {
  namespace fs = std::filesystem;
  std::vector<std::string> files;
  for (const std::string& folder : folders) {
    fs::path start = root / folder;
    if (!fs::is_directory(start)) throw std::runtime_error("checked folder '" + folder + "' does not exist");
    for (auto it = fs::recursive_directory_iterator(start); it != fs::recursive_directory_iterator(); ++it) {
      if (it->is_directory() && is_skipped_folder(it->path())) {
        it.disable_recursion_pending();
        continue;
      }
      if (it->is_regular_file() && wanted(it->path())) files.push_back(fs::relative(it->path(), root).generic_string());
    }
  }
  std::sort(files.begin(), files.end());
  files.erase(std::unique(files.begin(), files.end()), files.end());
  return files;
}

}  // namespace

std::vector<NamingLine> naming_lines(const std::filesystem::path& root, const std::vector<std::string>& folders,
                                     const std::vector<std::string>& words) {
  std::vector<NamingLine> lines;
  if (words.empty()) return lines;
  auto wanted = [](const std::filesystem::path& file) { return is_source(file) || file.extension() == ".js"; };
  for (const std::string& file : files_under(root, folders, wanted)) {
    std::ifstream in(root / file);
    if (!in) throw std::runtime_error("cannot read " + file);
    std::string text;
    for (unsigned number = 1; std::getline(in, text); ++number)
      for (const std::string& word : words)
        if (text.find(word) != std::string::npos) lines.push_back(NamingLine{file, number, word});
  }
  return lines;
}

std::vector<IncludeLine> include_lines(const std::filesystem::path& root, const std::vector<std::string>& folders,
                                       std::size_t& files_read) {
  std::vector<std::string> files =
      files_under(root, folders, [](const std::filesystem::path& file) { return is_source(file); });
  files_read = files.size();

  static const std::regex include(R"(^\s*#\s*include\s*([<"])([^>"]*)[>"])");
  std::vector<IncludeLine> lines;
  for (const std::string& file : files) {
    std::ifstream in(root / file);
    if (!in) throw std::runtime_error("cannot read " + file);
    std::string text;
    std::smatch match;
    for (unsigned number = 1; std::getline(in, text); ++number) {
      if (!std::regex_search(text, match, include)) continue;
      std::string path = match[2].str();
      std::string written = match[1].str() == "<" ? "<" + path + ">" : "\"" + path + "\"";
      lines.push_back(IncludeLine{file, number, path, written});
    }
  }
  return lines;
}

}  // namespace polyplan::architecture
