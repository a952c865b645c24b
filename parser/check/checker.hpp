#pragma once
#include <vector>

#include "parser/check/domain_library.hpp"
#include "parser/model/problem.hpp"
#include "parser/source/diagnostic_sink.hpp"
#include "parser/syntax/ast.hpp"

namespace polyplan {

// Semantic checks: AST -> checked model. Errors go to the sink with positions; callers throw
// once a unit (a domain, a problem, a file) is done, so users see all its errors at once.

Domain check_domain(const ast::DomainDecl& decl, const SourceFile& source, const RuleCatalog& rules,
                    DiagnosticSink& sink);

// `goal_source` is where goal positions point: the same file for .pzl input; importers that take
// the goal from a second file (the Flying Block goal.txt) pass that file.
Problem check_problem(const ast::ProblemDecl& decl, const SourceFile& source, const SourceFile& goal_source,
                      const DomainLibrary& domains, DiagnosticSink& sink);

// Checks a whole .pzl file: its domains join `domains` (a copy), then every problem is checked.
// Throws InputError listing every error of the file.
std::vector<Problem> check_file(const ast::File& file, const DomainLibrary& domains);

}  // namespace polyplan
