#include <fmt/format.h>

#include <map>

#include "parser/check/checker.hpp"

namespace polyplan {

std::vector<Problem> check_file(const ast::File& file, const DomainLibrary& domains) {
  const SourceFile& source = *file.source;
  DiagnosticSink sink;
  DomainLibrary scope = domains;
  std::map<std::string, Position> defined;
  for (const ast::DomainDecl& decl : file.domains) {
    if (domains.find(decl.name.text)) {
      sink.error(Diagnostic::at(
          source, decl.name.at,
          fmt::format("domain '{}' is already defined (built in); choose another name", decl.name.text)));
      continue;
    }
    auto [first, fresh] = defined.emplace(decl.name.text, decl.name.at);
    if (!fresh) {
      sink.error(Diagnostic::at(source, decl.name.at,
                                fmt::format("domain '{}' is already defined at line {}, column {}", decl.name.text,
                                            first->second.line, first->second.column)));
      continue;
    }
    scope.add(check_domain(decl, source, domains.rules(), sink));
  }
  std::map<std::string, Position> problem_names;
  std::vector<Problem> problems;
  for (const ast::ProblemDecl& decl : file.problems) {
    auto [first, fresh] = problem_names.emplace(decl.name.text, decl.name.at);
    if (!fresh) {
      sink.error(Diagnostic::at(source, decl.name.at,
                                fmt::format("problem '{}' is already defined at line {}, column {}", decl.name.text,
                                            first->second.line, first->second.column)));
      continue;
    }
    problems.push_back(check_problem(decl, source, source, scope, sink));
  }
  sink.throw_if_any();
  return problems;
}

}  // namespace polyplan
