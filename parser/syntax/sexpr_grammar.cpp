// The only translation unit that sees Boost.Spirit X3 (it compiles slowly): the lexical and
// structural grammar of .pzl files. Semantic actions feed a TreeBuilder; the grammar is LL(1) on
// its first character, so an action never has to be undone by backtracking.
#include <fmt/format.h>
#include <boost/spirit/home/x3.hpp>

#include <cctype>

#include "parser/input_error.hpp"
#include "parser/source/warnings.hpp"
#include "parser/syntax/sexpr.hpp"

namespace polyplan {
namespace {

namespace x3 = boost::spirit::x3;
using Iterator = const char*;

class TreeBuilder {
 public:
  explicit TreeBuilder(const SourceFile& source) : source_(source) {}

  // Lists nest by recursion in the grammar; a bound keeps hostile input from exhausting the stack.
  static constexpr std::size_t kMaxNesting = 256;

  void open_list(Iterator at) {
    if (open_.size() >= kMaxNesting) fail(at, fmt::format("lists are nested more than {} deep", kMaxNesting));
    SExpr list;
    list.kind = SExpr::Kind::List;
    list.start = source_.position(at);
    open_.push_back(std::move(list));
  }
  void close_list(Iterator at) {
    SExpr list = std::move(open_.back());
    open_.pop_back();
    list.end = source_.position(at);
    add(std::move(list));
  }
  void atom(AtomKind kind, std::string text, Iterator at) {
    SExpr expr;
    expr.atom = kind;
    expr.text = std::move(text);
    expr.start = source_.position(at);
    add(std::move(expr));
  }
  void open_board(Iterator at) {
    board_ = BoardBlock{};
    board_.open = source_.position(at);
  }
  void board_row(Iterator begin, Iterator end) {
    board_.rows.push_back(BoardRow{std::string(begin, end), source_.position(begin)});
  }
  void close_board() {
    dedent(board_);
    check_rows(board_);
    SExpr expr;
    expr.kind = SExpr::Kind::Board;
    expr.start = board_.open;
    expr.board = std::move(board_);
    add(std::move(expr));
  }
  [[noreturn]] void fail(Iterator at, std::string message) const {
    throw InputError(Diagnostic::at(source_, source_.position(at), std::move(message)));
  }

  const SourceFile& source() const { return source_; }
  const std::vector<SExpr>& open_lists() const { return open_; }
  const BoardBlock& board_in_progress() const { return board_; }
  std::vector<SExpr> take_roots() { return std::move(roots_); }

 private:
  void add(SExpr expr) {
    if (open_.empty())
      roots_.push_back(std::move(expr));
    else
      open_.back().items.push_back(std::move(expr));
  }

  // A tab has no width of its own, so a board drawn with one has no columns a reader could agree
  // on: refused at the tab. A ';' does not start a comment inside a board (it could be a glyph),
  // which its writer may not know: a warning, and the row is read as it stands.
  void check_rows(const BoardBlock& board) const {
    for (const BoardRow& row : board.rows) {
      if (std::size_t tab = row.text.find('\t'); tab != std::string::npos)
        throw InputError(Diagnostic::at(source_, source_.position(row.start.offset + tab),
                                        "a tab inside a board: draw boards with spaces (a tab has no fixed width, "
                                        "so its columns would be guesswork)"));
      if (std::size_t semicolon = row.text.find(';'); semicolon != std::string::npos)
        warn(Diagnostic::at(source_, source_.position(row.start.offset + semicolon),
                            "';' inside a board is read as a cell, not as a comment: boards have no comments; "
                            "put the comment after the closing \"\"\""));
    }
  }

  // Removes the indentation shared by all non-blank rows; blank rows become empty.
  void dedent(BoardBlock& board) const {
    std::size_t common = std::string::npos;
    for (const auto& row : board.rows) {
      std::size_t first = row.text.find_first_not_of(" \t");
      if (first != std::string::npos) common = std::min(common, first);
    }
    for (auto& row : board.rows) {
      if (row.text.find_first_not_of(" \t") == std::string::npos) {
        row.text.clear();
        continue;
      }
      row.text.erase(0, common);
      row.start = source_.position(row.start.offset + common);
    }
  }

  const SourceFile& source_;
  std::vector<SExpr> roots_;
  std::vector<SExpr> open_;
  BoardBlock board_;
};

struct builder_tag;

std::string unescape(Iterator begin, Iterator end) {
  std::string text;
  for (Iterator it = begin; it != end; ++it) {
    if (*it == '\\' && it + 1 != end) ++it;
    text += *it;
  }
  return text;
}
template <typename Context>
TreeBuilder& builder(const Context& context) {
  return x3::get<builder_tag>(context).get();
}

// --- semantic actions -----------------------------------------------------------------------
// Every action is attached to raw[...] and reads its range from _attr: in this Boost version
// _where does not delimit the match.
auto const on_open = [](auto& ctx) { builder(ctx).open_list(x3::_attr(ctx).begin()); };
auto const on_close = [](auto& ctx) { builder(ctx).close_list(x3::_attr(ctx).begin()); };
auto const on_name = [](auto& ctx) {
  auto range = x3::_attr(ctx);
  builder(ctx).atom(AtomKind::Name, std::string(range.begin(), range.end()), range.begin());
};
auto const on_integer = [](auto& ctx) {
  auto range = x3::_attr(ctx);
  builder(ctx).atom(AtomKind::Integer, std::string(range.begin(), range.end()), range.begin());
};
auto const on_keyword = [](auto& ctx) {
  auto range = x3::_attr(ctx);
  builder(ctx).atom(AtomKind::Keyword, std::string(range.begin() + 1, range.end()), range.begin());
};
auto const on_string = [](auto& ctx) {
  auto range = x3::_attr(ctx);
  builder(ctx).atom(AtomKind::String, unescape(range.begin() + 1, range.end() - 1), range.begin());
};
auto const on_bad_atom = [](auto& ctx) {
  auto range = x3::_attr(ctx);
  std::string text(range.begin(), range.end());
  // A glyph such as '$' outside a board is most likely meant as the glyph itself.
  bool glyph = !text.empty() && std::ispunct(static_cast<unsigned char>(text.front()));
  builder(ctx).fail(range.begin(),
                    fmt::format("invalid atom '{}': expected a name (letter or '_' first), an integer, "
                                "a \"string\", a :keyword, '(' or ')'{}",
                                text, glyph ? fmt::format("; a glyph outside a board is quoted: \"{}\"", text) : ""));
};
auto const on_board_open = [](auto& ctx) { builder(ctx).open_board(x3::_attr(ctx).begin()); };
auto const on_board_row = [](auto& ctx) {
  auto range = x3::_attr(ctx);
  builder(ctx).board_row(range.begin(), range.end());
};
auto const on_board_close = [](auto& ctx) { builder(ctx).close_board(); };

// --- grammar ------------------------------------------------------------------------------
// Rule names are what an expectation failure reports; describe_failure() turns them into prose.
x3::rule<struct expr_rule> const expr = "expression";
x3::rule<struct close_paren_rule> const close_paren = "close paren";
x3::rule<struct string_end_rule> const string_end = "string end";
x3::rule<struct board_start_rule> const board_start_line = "board start";
x3::rule<struct board_end_rule> const board_end = "board end";
x3::rule<struct keyword_name_rule> const keyword_name = "keyword name";
x3::rule<struct string_rule> const quoted = "string";

auto const comment = x3::lexeme[';' >> *(x3::char_ - x3::eol)];
auto const skipper = x3::space | comment;

auto const delimiter = x3::space | x3::char_("()\";") | x3::eoi;
auto const name_char = x3::alnum | x3::char_("_.-");
auto const name_text = (x3::alpha | x3::char_('_')) >> *name_char;

auto const name = x3::raw[x3::lexeme[name_text >> &delimiter]][on_name];
// Comparison operators read as names, for the selector's rules files: (>= k n).
auto const operator_name =
    x3::raw[x3::lexeme[(x3::lit("<=") | x3::lit(">=") | x3::lit("!=") | x3::lit('=') | x3::lit('<') | x3::lit('>')) >>
                       &delimiter]][on_name];
auto const integer = x3::raw[x3::lexeme[-x3::char_('-') >> +x3::digit >> &delimiter]][on_integer];
auto const keyword_name_def = name_text >> &delimiter;
auto const keyword = x3::raw[x3::lexeme[':' > keyword_name]][on_keyword];

auto const escaped = x3::lit('\\') >> x3::char_("\"\\");
auto const string_end_def = x3::lit('"');
auto const quoted_def =
    x3::lexeme[('"' >> !x3::lit("\"\"") >> *(escaped | (x3::char_ - x3::char_("\"\\\r\n")))) > string_end];
auto const string_atom = x3::raw[quoted][on_string];
// `""` is the empty string; `"""` opens a board, so the board alternative is tried first.
auto const empty_string = x3::lexeme[x3::lit("\"\"") >> !x3::lit('"')];
auto const empty_string_atom =
    x3::raw[empty_string]
           [([](auto& ctx) { builder(ctx).atom(AtomKind::String, std::string(), x3::_attr(ctx).begin()); })];

auto const fence = x3::lit("\"\"\"");
auto const board_start_line_def = *x3::blank >> -(';' >> *(x3::char_ - x3::eol)) >> x3::eol;
// The closing fence is matched twice: as a plain lookahead that ends the rows, and as the named
// rule an expectation failure reports ("board end"), which carries the action. Keeping the action
// inside the named rule is what lets the failure keep its name.
auto const closing_fence = *x3::blank >> fence;
auto const board_end_def = x3::raw[closing_fence][on_board_close];
auto const board_row = x3::raw[*(x3::char_ - x3::eol)][on_board_row] >> x3::eol;
auto const board =
    x3::lexeme[x3::raw[fence][on_board_open] > board_start_line > *(!closing_fence >> board_row) > board_end];

auto const bad_atom = x3::raw[x3::lexeme[+(x3::char_ - x3::space - x3::char_("()\";"))]][on_bad_atom];

auto const close_paren_def = x3::raw[x3::lit(')')][on_close];
auto const list = x3::raw[x3::lit('(')][on_open] > *expr > close_paren;
auto const expr_def =
    board | empty_string_atom | string_atom | keyword | integer | name | operator_name | list | bad_atom;

BOOST_SPIRIT_DEFINE(expr, close_paren, string_end, board_start_line, board_end, keyword_name, quoted)

auto const file = *expr > x3::eoi;

std::string char_description(Iterator at, Iterator end) {
  if (at == end) return "end of file";
  char c = *at;
  if (c == '\n' || c == '\r') return "end of line";
  if (c == ')') return "')'";
  return fmt::format("'{}'", std::string(1, c));
}

[[noreturn]] void report(const TreeBuilder& tree, const x3::expectation_failure<Iterator>& failure, Iterator end) {
  const std::string& which = failure.which();
  Iterator at = failure.where();
  // A rule's failure is reported before its skipper ran: find what really comes next, and at the
  // end of the file point just past the last text rather than at an empty last line.
  Iterator next = at;
  while (next != end && (std::isspace(static_cast<unsigned char>(*next)) || *next == ';')) {
    if (*next == ';')
      while (next != end && *next != '\n') ++next;
    else
      ++next;
  }
  Iterator last_text = at;
  Iterator begin = tree.source().text().data();
  while (last_text != begin && std::isspace(static_cast<unsigned char>(*(last_text - 1)))) --last_text;
  const SourceFile& source = tree.source();
  auto fail_at = [&](Iterator where, std::string message) -> void {
    throw InputError(Diagnostic::at(source, source.position(where), std::move(message)));
  };
  if (which == "close paren") {
    if (next == end) {
      Position open = tree.open_lists().back().start;
      fail_at(last_text, fmt::format("unexpected end of file: expected ')' to close the '(' at line {}, column {}",
                                     open.line, open.column));
    }
    fail_at(next, fmt::format("unexpected {}: expected an expression or ')'", char_description(next, end)));
  }
  if (which == "string end") fail_at(at, "unterminated string: expected '\"' before the end of the line");
  if (which == "keyword name") fail_at(at, "expected a keyword name after ':' (e.g. :goal)");
  if (which == "board start")
    fail_at(at, "expected the end of the line after the opening \"\"\" of a board; board rows start on the next line");
  if (which == "board end") {
    Position open = tree.board_in_progress().open;
    fail_at(last_text, fmt::format("unterminated board: expected a line holding only \"\"\" to close the board opened "
                                   "at line {}, column {}",
                                   open.line, open.column));
  }
  if (next != end && *next == ')') fail_at(next, "unexpected ')' with no matching '('");
  fail_at(next, fmt::format("unexpected {}: expected '(' to start a form", char_description(next, end)));
  std::abort();
}

}  // namespace

std::vector<SExpr> read_sexprs(const SourceFile& source) {
  TreeBuilder tree(source);
  Iterator first = source.text().data();
  Iterator last = first + source.text().size();
  try {
    x3::phrase_parse(first, last, x3::with<builder_tag>(std::ref(tree))[file], skipper);
  } catch (const x3::expectation_failure<Iterator>& failure) {
    report(tree, failure, last);
  }
  return tree.take_roots();
}

}  // namespace polyplan
