#include "domains/pddl_export.hpp"

#include "domains/environment.hpp"
#include "domains/pddl/ground_writer.hpp"
#include "domains/pddl/lifted_writer.hpp"
#include "parser/input_error.hpp"

namespace polyplan {

PddlFiles export_pddl(const Environment& environment, bool ground) {
  if (!lifted_pddl_applies(environment.task())) return write_pddl(environment);
  if (!ground) return write_lifted_pddl(environment.task());
  try {
    return write_pddl(environment);
  } catch (const InputError& error) {
    // A family written as text has the lifted translation: say so where the grounded one fails.
    Diagnostic diagnostic = error.diagnostics().front();
    diagnostic.message += "; without --ground, --to pddl writes the family lifted";
    throw InputError(diagnostic);
  }
}

}  // namespace polyplan
