// Reads the typed AST from the s-expression tree. Each function knows what may stand at its
// place, so every message says what was expected and what was found.
#include <fmt/format.h>

#include <charconv>
#include <map>
#include <span>

#include "parser/input_error.hpp"
#include "parser/model/domain.hpp"
#include "parser/parse.hpp"
#include "parser/source/nearest_names.hpp"

namespace polyplan {
namespace {

using ast::Symbol;

class Reader {
 public:
  explicit Reader(const SourceFile& source) : source_(source) {}

  [[noreturn]] void fail(Position at, std::string message) const {
    throw InputError(Diagnostic::at(source_, at, std::move(message)));
  }

  void read_file(const std::vector<SExpr>& roots, ast::File& file) {
    for (const SExpr& root : roots) {
      if (!root.is_list() || root.items.empty() || !root.items.front().is_name("define"))
        fail(root.start, fmt::format("expected '(define ...)' at the top level, found {}", describe(root)));
      read_define(root, file);
    }
  }

 private:
  void read_define(const SExpr& define, ast::File& file) {
    const auto& items = define.items;
    if (items.size() < 2 || !items[1].is_list() || items[1].items.size() != 2 ||
        !(items[1].items[0].is_name("domain") || items[1].items[0].is_name("problem")))
      fail(items.size() < 2 ? define.end : items[1].start,
           "expected '(domain NAME)' or '(problem NAME)' after 'define'");
    const SExpr& head = items[1];
    Symbol name = name_symbol(head.items[1], "a domain or problem name");
    std::span<const SExpr> sections(items.begin() + 2, items.end());
    if (head.items[0].is_name("domain"))
      file.domains.push_back(read_domain(define, name, sections));
    else
      file.problems.push_back(read_problem(define, name, sections));
  }

  // --- sections ---------------------------------------------------------------------------------
  // " (did you mean :board?)" for a mistyped section keyword; `allowed` lists ":a, :b, ...".
  static std::string suggest_section(const std::string& key, std::string_view allowed) {
    std::vector<std::string> names;
    for (std::size_t start = 0; start < allowed.size();) {
      std::size_t end = std::min(allowed.find(',', start), allowed.size());
      std::string_view name = allowed.substr(start, end - start);
      while (!name.empty() && (name.front() == ' ' || name.front() == ':')) name.remove_prefix(1);
      names.emplace_back(name);
      start = end + 1;
    }
    std::vector<std::string> nearest = nearest_names(key, names);
    if (nearest.empty()) return "";
    return " (did you mean :" + nearest.front() + "?)";
  }

  // A section is '(:keyword ...)'; returns the keyword, after checking it is one of `allowed`.
  const std::string& section_keyword(const SExpr& section, const char* what, const char* allowed) {
    if (!section.is_list() || section.items.empty() || section.items.front().kind != SExpr::Kind::Atom ||
        section.items.front().atom != AtomKind::Keyword)
      fail(section.start,
           fmt::format("expected a {} section such as '({} ...)', found {}", what,
                       std::string_view(allowed).substr(0, std::string_view(allowed).find(',')), describe(section)));
    return section.items.front().text;
  }

  void once(std::map<std::string, Position>& seen, const SExpr& section) {
    const std::string& key = section.items.front().text;
    auto [it, inserted] = seen.emplace(key, section.start);
    if (!inserted)
      fail(section.start, fmt::format("duplicate :{} section (the first is at line {}, column {})", key,
                                      it->second.line, it->second.column));
  }

  ast::DomainDecl read_domain(const SExpr& define, Symbol name, std::span<const SExpr> sections) {
    ast::DomainDecl domain;
    domain.name = std::move(name);
    domain.at = define.start;
    std::map<std::string, Position> seen;
    const char* allowed = ":requirements, :kinds, :move, :cost";
    for (const SExpr& section : sections) {
      const std::string& key = section_keyword(section, "domain", allowed);
      std::span<const SExpr> args(section.items.begin() + 1, section.items.end());
      if (key != "move") once(seen, section);
      if (key == "requirements") {
        for (const SExpr& arg : args) {
          if (arg.kind != SExpr::Kind::Atom || arg.atom != AtomKind::Keyword)
            fail(arg.start, fmt::format("expected a requirement keyword such as :typing, found {}", describe(arg)));
          domain.requirements.push_back(symbol(arg));
        }
      } else if (key == "kinds") {
        if (args.empty()) fail(section.end, "expected at least one piece kind name in :kinds");
        for (const SExpr& arg : args) domain.kinds.push_back(name_symbol(arg, "a piece kind name"));
      } else if (key == "move") {
        domain.moves.push_back(read_move(section, args));
      } else if (key == "cost") {
        if (args.size() != 1)
          fail(args.empty() ? section.end : args[1].start,
               fmt::format("expected exactly one cost model in (:cost MODEL): {}", cost_model_choices()));
        domain.cost = name_symbol(args[0], fmt::format("a cost model name ({})", cost_model_choices()));
      } else {
        fail(section.items.front().start, fmt::format("unknown domain section ':{}'{}; expected one of {}", key,
                                                      suggest_section(key, allowed), allowed));
      }
    }
    if (domain.moves.empty()) fail(define.end, fmt::format("domain '{}' has no (:move ...) rule", domain.name.text));
    return domain;
  }

  ast::MoveDecl read_move(const SExpr& section, std::span<const SExpr> args) {
    ast::MoveDecl move;
    move.at = section.start;
    if (args.empty()) fail(section.end, "expected a move rule name after :move, e.g. (:move fly ...)");
    move.rule = name_symbol(args[0], "a move rule name");
    for (std::size_t i = 1; i < args.size(); i += 2) {
      const SExpr& key = args[i];
      if (key.kind != SExpr::Kind::Atom || key.atom != AtomKind::Keyword)
        fail(key.start, fmt::format("expected an option keyword such as :kinds, found {}", describe(key)));
      if (i + 1 == args.size() || (args[i + 1].is_atom() && args[i + 1].atom == AtomKind::Keyword))
        fail(i + 1 == args.size() ? section.end : args[i + 1].start,
             fmt::format("expected a value after option ':{}'", key.text));
      move.options.push_back(ast::MoveOption{symbol(key), args[i + 1]});
    }
    return move;
  }

  ast::ProblemDecl read_problem(const SExpr& define, Symbol name, std::span<const SExpr> sections) {
    ast::ProblemDecl problem;
    problem.name = std::move(name);
    problem.at = define.start;
    std::map<std::string, Position> seen;
    const char* allowed = ":domain, :legend, :board, :target, :goal";
    for (const SExpr& section : sections) {
      const std::string& key = section_keyword(section, "problem", allowed);
      std::span<const SExpr> args(section.items.begin() + 1, section.items.end());
      if (key == "domain") {
        once(seen, section);
        if (args.size() != 1)
          fail(args.empty() ? section.end : args[1].start, "expected one domain name in (:domain NAME)");
        problem.domain = name_symbol(args[0], "a domain name");
      } else if (key == "legend") {
        once(seen, section);
        problem.legend = read_legend(section, args);
      } else if (key == "board") {
        once(seen, section);
        problem.board = read_board(section, args, ":board");
      } else if (key == "target") {
        once(seen, section);
        if (args.empty()) fail(section.end, "expected at least one piece in (:target PIECE ...)");
        std::vector<Symbol> target;
        for (const SExpr& arg : args) target.push_back(piece_symbol(arg));
        problem.target = std::move(target);
      } else if (key == "goal") {
        once(seen, section);
        if (args.size() != 1)
          fail(args.empty() ? section.end : args[1].start,
               "expected one goal in (:goal GOAL); combine several with (and GOAL ...)");
        problem.goal = read_goal(args[0]);
      } else {
        fail(section.items.front().start, fmt::format("unknown problem section ':{}'{}; expected one of {}", key,
                                                      suggest_section(key, allowed), allowed));
      }
    }
    auto require = [&](bool present, const char* what) {
      if (!present) fail(define.end, fmt::format("problem '{}' has no {} section", problem.name.text, what));
    };
    require(problem.domain.has_value(), "(:domain NAME)");
    require(problem.board.has_value(), "(:board ...)");
    require(problem.goal.has_value(), "(:goal ...)");
    return problem;
  }

  ast::LegendDecl read_legend(const SExpr& section, std::span<const SExpr> args) {
    ast::LegendDecl legend;
    legend.at = section.start;
    std::size_t i = 0;
    if (!args.empty() && args[0].is_keyword("preset")) {
      if (args.size() < 2) fail(section.end, "expected a preset name after :preset, e.g. (:legend :preset xsb)");
      legend.preset = name_symbol(args[1], "a legend preset name");
      i = 2;
    }
    for (; i < args.size(); i += 2) {
      const SExpr& glyph = args[i];
      if (glyph.kind != SExpr::Kind::Atom || glyph.atom == AtomKind::Keyword)
        fail(glyph.start, fmt::format("expected a glyph (a \"string\", name or integer), found {}", describe(glyph)));
      if (i + 1 == args.size())
        fail(section.end, fmt::format("expected a meaning after glyph {} (wall, floor, void, goal, (piece KIND), "
                                      "(unit KIND) or a list of these)",
                                      describe(glyph)));
      ast::LegendEntry entry{symbol(glyph), {}};
      const SExpr& meaning = args[i + 1];
      bool is_meaning_list = meaning.is_list() && !meaning.items.empty() && meaning.items.front().is_list();
      if (is_meaning_list) {
        for (const SExpr& part : meaning.items) entry.meanings.push_back(read_meaning(part));
      } else if (meaning.is_list() && meaning.items.empty()) {
        fail(meaning.start, "expected a meaning, found '()'");
      } else if (meaning.is_list() && !meaning.items.front().is_name("piece") &&
                 !meaning.items.front().is_name("unit") && !meaning.items.front().is_name("region")) {
        for (const SExpr& part : meaning.items) entry.meanings.push_back(read_meaning(part));
      } else {
        entry.meanings.push_back(read_meaning(meaning));
      }
      legend.entries.push_back(std::move(entry));
    }
    return legend;
  }

  ast::Meaning read_meaning(const SExpr& expr) {
    ast::Meaning meaning;
    meaning.at = expr.start;
    const char* expected = "expected a meaning: wall, floor, void, goal, (piece KIND), (unit KIND) or (region NAME)";
    if (expr.is_atom() && expr.atom == AtomKind::Name) {
      static const std::map<std::string, ast::MeaningKind> simple{{"wall", ast::MeaningKind::Wall},
                                                                  {"floor", ast::MeaningKind::Floor},
                                                                  {"void", ast::MeaningKind::Void},
                                                                  {"goal", ast::MeaningKind::Goal}};
      auto it = simple.find(expr.text);
      if (it == simple.end()) fail(expr.start, fmt::format("{}, found {}", expected, describe(expr)));
      meaning.kind = it->second;
      return meaning;
    }
    if (expr.is_list() && expr.items.size() == 2 && expr.items[0].is_name("region")) {
      meaning.kind = ast::MeaningKind::Region;
      meaning.region = name_symbol(expr.items[1], "a region name");
      return meaning;
    }
    if (expr.is_list() && expr.items.size() == 2 && (expr.items[0].is_name("piece") || expr.items[0].is_name("unit"))) {
      meaning.kind = expr.items[0].is_name("piece") ? ast::MeaningKind::Piece : ast::MeaningKind::Unit;
      meaning.piece_kind = name_symbol(expr.items[1], "a piece kind name");
      return meaning;
    }
    fail(expr.start, fmt::format("{}, found {}", expected, describe(expr)));
  }

  ast::BoardDecl read_board(const SExpr& section, std::span<const SExpr> args, const char* where) {
    ast::BoardDecl board;
    board.at = section.start;
    std::size_t i = 0;
    if (!args.empty() && args[0].is_keyword("cells")) {
      if (args.size() < 2 || !(args[1].is_name("chars") || args[1].is_name("tokens")))
        fail(args.size() < 2 ? section.end : args[1].start, "expected 'chars' or 'tokens' after :cells");
      board.cells = args[1].is_name("tokens") ? ast::CellsMode::Tokens : ast::CellsMode::Chars;
      i = 2;
    }
    if (i >= args.size() || !args[i].is_board())
      fail(i >= args.size() ? section.end : args[i].start,
           fmt::format("expected a board in {}: a line holding \"\"\", the rows, and a line holding \"\"\"", where));
    if (i + 1 < args.size())
      fail(args[i + 1].start, fmt::format("unexpected {} after the board", describe(args[i + 1])));
    board.block = args[i].board;
    return board;
  }

  ast::GoalDecl read_goal(const SExpr& expr) {
    ast::GoalDecl goal;
    goal.at = expr.start;
    const char* expected =
        "expected a goal: (at PIECE (ROW COL) ...), (board \"\"\" ... \"\"\"), "
        "(all KIND on goal), (on KIND (ROW COL) ...), (inside PIECE REGION), (shape \"\"\" ... \"\"\"), "
        "(<= (count KIND) N), (and GOAL ...), (or GOAL ...) or (not GOAL)";
    if (!expr.is_list() || expr.items.empty() || !expr.items[0].is_atom())
      fail(expr.start, fmt::format("{}, found {}", expected, describe(expr)));
    const SExpr& head = expr.items[0];
    std::span<const SExpr> args(expr.items.begin() + 1, expr.items.end());
    if (head.is_name("at")) {
      goal.kind = ast::GoalDecl::Kind::At;
      if (args.empty()) fail(expr.end, "expected a piece after 'at'");
      goal.subject = piece_symbol(args[0]);
      if (args.size() < 2)
        fail(expr.end, fmt::format("expected at least one cell (ROW COL) for piece '{}'", goal.subject.text));
      for (const SExpr& cell : args.subspan(1)) goal.cells.push_back(read_coord(cell));
    } else if (head.is_name("board")) {
      goal.kind = ast::GoalDecl::Kind::Board;
      goal.board = read_board(expr, args, "a board goal");
    } else if (head.is_name("all")) {
      goal.kind = ast::GoalDecl::Kind::AllOnGoal;
      if (args.empty()) fail(expr.end, "expected a piece kind in (all KIND on goal)");
      goal.subject = name_symbol(args[0], "a piece kind name");
      const char* words[] = {"on", "goal"};
      for (std::size_t i = 0; i < 2; ++i) {
        if (args.size() <= i + 1) fail(expr.end, fmt::format("expected '{}' in (all KIND on goal)", words[i]));
        if (!args[i + 1].is_name(words[i]))
          fail(args[i + 1].start,
               fmt::format("expected '{}' in (all KIND on goal), found {}", words[i], describe(args[i + 1])));
      }
      if (args.size() > 3)
        fail(args[3].start, fmt::format("unexpected {} after (all KIND on goal)", describe(args[3])));
    } else if (head.is_name("and") || head.is_name("or")) {
      goal.kind = head.is_name("and") ? ast::GoalDecl::Kind::And : ast::GoalDecl::Kind::Or;
      if (args.empty()) fail(expr.end, fmt::format("expected at least one goal in ({} GOAL ...)", head.text));
      for (const SExpr& part : args) goal.parts.push_back(read_goal(part));
    } else if (head.is_name("not")) {
      goal.kind = ast::GoalDecl::Kind::Not;
      if (args.size() != 1) fail(args.empty() ? expr.end : args[1].start, "expected exactly one goal in (not GOAL)");
      goal.parts.push_back(read_goal(args[0]));
    } else if (head.is_name("<=") || head.is_name("=") || head.is_name(">=")) {
      goal.kind = ast::GoalDecl::Kind::Count;
      goal.relation = ast::Symbol{head.text, AtomKind::Name, head.start};
      const char* form = "(<= (count KIND) N)";
      if (args.size() != 2 || !args[0].is_list() || args[0].items.size() != 2 || !args[0].items[0].is_name("count"))
        fail(args.empty() ? expr.end : args[0].start,
             fmt::format("expected {} {} (or with = or >=): a count of the pieces of a kind left on the board",
                         head.text == "<=" ? "a count such as" : "a count, as in", form));
      goal.subject = name_symbol(args[0].items[1], "a piece kind name");
      if (!args[1].is_atom() || args[1].atom != AtomKind::Integer || args[1].text.size() > 6 || args[1].text[0] == '-')
        fail(args[1].start, fmt::format("expected a whole number of pieces in {}, found {}", form, describe(args[1])));
      goal.number = std::stoi(args[1].text);
    } else if (head.is_name("on")) {
      goal.kind = ast::GoalDecl::Kind::On;
      if (args.empty()) fail(expr.end, "expected a piece kind after 'on', as in (on KIND (ROW COL) ...)");
      goal.subject = name_symbol(args[0], "a piece kind name");
      if (args.size() < 2) fail(expr.end, "expected at least one cell (ROW COL) in (on KIND (ROW COL) ...)");
      for (const SExpr& cell : args.subspan(1)) goal.cells.push_back(read_coord(cell));
    } else if (head.is_name("inside")) {
      goal.kind = ast::GoalDecl::Kind::Inside;
      if (args.size() != 2) fail(args.size() > 2 ? args[2].start : expr.end, "expected (inside PIECE REGION)");
      goal.subject = piece_symbol(args[0]);
      goal.region = name_symbol(args[1], "a region name");
    } else if (head.is_name("shape")) {
      goal.kind = ast::GoalDecl::Kind::Shape;
      goal.board = read_board(expr, args, "a shape goal");
    } else {
      fail(head.start, fmt::format("{}, found {}", expected, describe(expr)));
    }
    return goal;
  }

  ast::Coord read_coord(const SExpr& expr) {
    if (!expr.is_list() || expr.items.size() != 2 || !is_integer(expr.items[0]) || !is_integer(expr.items[1]))
      fail(expr.start, fmt::format("expected a cell (ROW COL) of two integers, found {}", describe(expr)));
    return ast::Coord{to_int(expr.items[0]), to_int(expr.items[1]), expr.start};
  }

  // --- atoms ------------------------------------------------------------------------------------
  static bool is_integer(const SExpr& expr) { return expr.is_atom() && expr.atom == AtomKind::Integer; }

  int to_int(const SExpr& expr) const {
    int value = 0;
    auto [end, error] = std::from_chars(expr.text.data(), expr.text.data() + expr.text.size(), value);
    if (error != std::errc() || end != expr.text.data() + expr.text.size() || value < 0)
      fail(expr.start, fmt::format("expected a non-negative integer that fits in 32 bits, found '{}'", expr.text));
    return value;
  }

  static Symbol symbol(const SExpr& expr) { return Symbol{expr.text, expr.atom, expr.start}; }

  Symbol name_symbol(const SExpr& expr, std::string_view what) const {
    if (!expr.is_atom() || expr.atom != AtomKind::Name)
      fail(expr.start, fmt::format("expected {}, found {}", what, describe(expr)));
    return symbol(expr);
  }

  // Pieces are named by their glyph or token: a name, an integer, or a string for glyphs that
  // are not names (e.g. "*").
  Symbol piece_symbol(const SExpr& expr) const {
    if (!expr.is_atom() || expr.atom == AtomKind::Keyword)
      fail(expr.start, fmt::format("expected a piece (its glyph or token), found {}", describe(expr)));
    return symbol(expr);
  }

  const SourceFile& source_;
};

}  // namespace

ast::File parse(SourcePtr source) {
  ast::File file;
  file.source = source;
  std::vector<SExpr> roots = read_sexprs(*source);
  Reader(*source).read_file(roots, file);
  return file;
}

}  // namespace polyplan
