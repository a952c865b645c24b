#pragma once
#include "parser/syntax/ast.hpp"

namespace polyplan {

// The front end's single entry point for .pzl text: syntax (Spirit X3) and the typed AST.
// Throws InputError with file:line:col diagnostics.
ast::File parse(SourcePtr source);

}  // namespace polyplan
