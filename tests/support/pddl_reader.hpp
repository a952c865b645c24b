#pragma once
// A minimal PDDL reader for the tests of the PDDL translations, written apart from polyplan's
// parser: s-expressions of atoms, ';' comments, lower case as PDDL is case-insensitive.
#include <gtest/gtest.h>

#include <cctype>
#include <string>
#include <vector>

namespace polyplan::pddl_reader {

struct Node {
  std::string atom;
  std::vector<Node> list;
  bool is_list = false;
  std::string text() const {
    if (!is_list) return atom;
    std::string out = "(";
    for (std::size_t i = 0; i < list.size(); ++i) {
      if (i) out += ' ';
      out += list[i].text();
    }
    return out + ")";
  }
  const std::string& head() const {
    static const std::string none;
    return is_list && !list.empty() && !list.front().is_list ? list.front().atom : none;
  }
};

// The top-level forms of the text, as the children of one list.
inline Node read_pddl(const std::string& text) {
  std::vector<Node> stack(1);
  stack.front().is_list = true;
  for (std::size_t i = 0; i < text.size();) {
    char c = text[i];
    if (c == ';') {
      i = text.find('\n', i);
      if (i == std::string::npos) break;
    } else if (std::isspace(static_cast<unsigned char>(c))) {
      ++i;
    } else if (c == '(') {
      stack.emplace_back();
      stack.back().is_list = true;
      ++i;
    } else if (c == ')') {
      Node done = std::move(stack.back());
      stack.pop_back();
      EXPECT_FALSE(stack.empty()) << "unbalanced ')'";
      if (stack.empty()) return done;
      stack.back().list.push_back(std::move(done));
      ++i;
    } else {
      std::size_t end = text.find_first_of(" \t\r\n();", i);
      Node atom;
      atom.atom = text.substr(i, end - i);
      for (char& letter : atom.atom) letter = static_cast<char>(std::tolower(static_cast<unsigned char>(letter)));
      stack.back().list.push_back(atom);
      i = end;
    }
  }
  EXPECT_EQ(stack.size(), 1u) << "unbalanced '('";
  return stack.front();
}

// The section of a `define` that starts with `key` (":init"), or null.
inline const Node* section(const Node& define, const std::string& key) {
  for (const Node& node : define.list)
    if (node.head() == key) return &node;
  return nullptr;
}

}  // namespace polyplan::pddl_reader
