#include "domains/builtin_domains.hpp"

#include "domains/builtin_rules.hpp"
#include "parser/check/checker.hpp"
#include "parser/parse.hpp"

namespace polyplan {

const DomainLibrary& builtin_domains() { return extensible_domains(); }

DomainLibrary& extensible_domains() {
  static DomainLibrary library = [] {
    DomainLibrary domains(builtin_rules());
    for (const EmbeddedText& text : builtin_domain_texts()) {
      auto source = SourceFile::from_text("<built-in>/" + std::string(text.name), std::string(text.text));
      ast::File file = parse(source);
      DiagnosticSink sink;
      for (const ast::DomainDecl& decl : file.domains) domains.add(check_domain(decl, *source, builtin_rules(), sink));
      sink.throw_if_any();
    }
    return domains;
  }();
  return library;
}

}  // namespace polyplan
