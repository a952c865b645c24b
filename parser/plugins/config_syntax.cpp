// A small recursive-descent reader: the configuration language has five tokens and one level of
// nesting in practice, so a hand-written reader with exact positions is clearer than a grammar
// library here (the .pzl grammar is where Spirit X3 earns its keep).
#include "parser/plugins/config_syntax.hpp"

#include <fmt/format.h>

#include <charconv>

#include "parser/input_error.hpp"
#include "parser/syntax/names.hpp"

namespace polyplan {
namespace {

class Reader {
 public:
  explicit Reader(const SourceFile& source) : source_(source), text_(source.text()) {}

  ConfigCall read() {
    skip();
    if (at_ >= text_.size()) fail("expected a search such as astar(goal-count)");
    ConfigValue value = read_value();
    if (value.kind != ConfigValue::Kind::Call) fail("expected a search such as astar(goal-count)");
    skip();
    if (at_ < text_.size()) fail(fmt::format("unexpected '{}' after the configuration", text_[at_]));
    return value.call;
  }

 private:
  [[noreturn]] void fail(std::string message) const {
    throw InputError(Diagnostic::at(source_, source_.position(at_), std::move(message)));
  }
  void skip() {
    while (at_ < text_.size() && (text_[at_] == ' ' || text_[at_] == '\t')) ++at_;
  }
  bool take(char c) {
    skip();
    if (at_ < text_.size() && text_[at_] == c) {
      ++at_;
      return true;
    }
    return false;
  }
  std::string read_name() {
    std::size_t begin = at_;
    while (at_ < text_.size() && (is_ascii_letter(text_[at_]) || is_ascii_digit(text_[at_]) || text_[at_] == '-' ||
                                  text_[at_] == '_' || text_[at_] == '.'))
      ++at_;
    return text_.substr(begin, at_ - begin);
  }

  ConfigValue read_value() {
    skip();
    ConfigValue value;
    value.at = source_.position(at_);
    if (at_ >= text_.size()) fail("unexpected end: expected a name, a number, a \"string\" or '['");
    char c = text_[at_];
    if (is_ascii_digit(c) || c == '.' || c == '-') {
      const char* begin = text_.data() + at_;
      auto [end, error] = std::from_chars(begin, text_.data() + text_.size(), value.number);
      if (error != std::errc()) fail("expected a number");
      at_ += static_cast<std::size_t>(end - begin);
      value.kind = ConfigValue::Kind::Number;
      return value;
    }
    if (c == '"') {
      std::size_t close = text_.find('"', at_ + 1);
      if (close == std::string::npos) fail("unterminated string: expected a closing '\"'");
      value.kind = ConfigValue::Kind::String;
      value.text = text_.substr(at_ + 1, close - at_ - 1);
      at_ = close + 1;
      return value;
    }
    if (c == '[') {
      ++at_;
      value.kind = ConfigValue::Kind::List;
      if (take(']')) return value;
      do value.list.push_back(read_value());
      while (take(','));
      if (!take(']')) fail("expected ',' or ']' in the list");
      return value;
    }
    if (!is_ascii_letter(c)) fail(fmt::format("unexpected '{}': expected a name, a number, a \"string\" or '['", c));
    value.call.at = value.at;
    value.call.name = read_name();
    value.call.end = at_;
    if (!take('(')) return value;
    if (take(')')) {
      value.call.end = at_;
      return value;
    }
    do {
      skip();
      ConfigArgument argument;
      argument.key_at = source_.position(at_);
      std::size_t mark = at_;
      if (at_ < text_.size() && is_ascii_letter(text_[at_])) {
        std::string name = read_name();
        if (take('='))
          argument.key = name;
        else
          at_ = mark;
      }
      argument.value = read_value();
      value.call.arguments.push_back(std::move(argument));
    } while (take(','));
    if (!take(')')) fail("expected ',' or ')' after an argument");
    value.call.end = at_;
    return value;
  }

  const SourceFile& source_;
  const std::string& text_;
  std::size_t at_ = 0;
};

}  // namespace

ConfigCall parse_config(const SourceFile& text) { return Reader(text).read(); }

}  // namespace polyplan
