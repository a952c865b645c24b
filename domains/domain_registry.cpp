#include "domains/domain_registry.hpp"

#include "domains/move_rule_registry.hpp"
#include "parser/check/checker.hpp"
#include "parser/parse.hpp"

namespace polyplan {

const DomainLibrary& domain_registry() { return writable_domain_registry(); }

DomainLibrary& writable_domain_registry() {
  static DomainLibrary library = [] {
    DomainLibrary domains(move_rule_registry());
    for (const EmbeddedText& text : builtin_domain_texts()) {
      auto source = SourceFile::from_text("<built-in>/" + std::string(text.name), std::string(text.text));
      ast::File file = parse(source);
      DiagnosticSink sink;
      for (const ast::DomainDecl& decl : file.domains)
        domains.add(check_domain(decl, *source, move_rule_registry(), sink));
      sink.throw_if_any();
    }
    return domains;
  }();
  return library;
}

}  // namespace polyplan
