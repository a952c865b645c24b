#pragma once
#include <optional>
#include <string>
#include <vector>

#include "parser/source/source_file.hpp"
#include "parser/syntax/sexpr.hpp"

namespace polyplan::ast {

// The typed syntax of a .pzl file, still unchecked: names are not yet resolved and boards are
// still text. Every node keeps the position the checker needs to point at.

struct Symbol {
  std::string text;
  AtomKind kind = AtomKind::Name;  // pieces may be named by integers or strings
  Position at;
};

enum class CellsMode { Chars, Tokens };

struct MoveOption {
  Symbol key;   // without the ':'
  SExpr value;  // interpreted by the move rule's option schema
};

struct MoveDecl {
  Symbol rule;
  std::vector<MoveOption> options;
  Position at;
};

struct DomainDecl {
  Symbol name;
  std::vector<Symbol> requirements;
  std::vector<Symbol> kinds;
  std::vector<MoveDecl> moves;
  std::optional<Symbol> cost;
  Position at;
};

enum class MeaningKind { Wall, Floor, Void, Goal, Piece, Unit, Region };

struct Meaning {
  MeaningKind kind = MeaningKind::Floor;
  Symbol piece_kind;  // for Piece and Unit
  Symbol region;      // for Region: the region's name
  Position at;
};

struct LegendEntry {
  Symbol glyph;
  std::vector<Meaning> meanings;  // one, or several from a list such as ((unit box) goal)
};

struct LegendDecl {
  std::optional<Symbol> preset;
  std::vector<LegendEntry> entries;
  Position at;
};

struct BoardDecl {
  CellsMode cells = CellsMode::Chars;
  BoardBlock block;
  Position at;
};

struct Coord {
  int row = 0;
  int col = 0;
  Position at;
};

struct GoalDecl {
  enum class Kind { At, Board, AllOnGoal, And, Or, Not, Count, On, Inside, Shape };
  Kind kind = Kind::And;
  Symbol subject;   // At, Inside: the piece; AllOnGoal, Count, On: the kind
  Symbol relation;  // Count: <=, = or >=
  int number = 0;   // Count: the bound
  Symbol region;    // Inside: the region's name
  std::vector<Coord> cells;
  BoardDecl board;
  std::vector<GoalDecl> parts;
  Position at;
};

struct ProblemDecl {
  Symbol name;
  std::optional<Symbol> domain;
  std::optional<LegendDecl> legend;
  std::optional<BoardDecl> board;
  std::optional<std::vector<Symbol>> target;
  std::optional<GoalDecl> goal;
  Position at;
};

struct File {
  SourcePtr source;
  std::vector<DomainDecl> domains;
  std::vector<ProblemDecl> problems;
};

// A one-node-per-line rendering with positions, for tests and `polyplan check --ast`.
std::string dump(const File& file);

}  // namespace polyplan::ast
