#pragma once
#include "parser/model/domain.hpp"
#include "parser/source/diagnostic_sink.hpp"
#include "parser/syntax/ast.hpp"

namespace polyplan {

// Whether a `(:move ...)` form describes its moves (it has `:go`) rather than naming a rule.
bool describes_its_moves(const ast::MoveDecl& decl);

// Reads a described move rule (docs/language.md, "Writing a new family"): its kinds, how it
// travels, its directions and cost. Errors go to the sink with their positions; the rule is
// returned with what could be read.
MoveRule check_described_move(const ast::MoveDecl& decl, const Domain& domain, const SourceFile& source,
                              DiagnosticSink& sink);

}  // namespace polyplan
