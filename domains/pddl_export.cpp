#include "domains/pddl_export.hpp"

#include "domains/environment.hpp"
#include "domains/pddl/ground_writer.hpp"
#include "domains/pddl/lifted_writer.hpp"

namespace polyplan {

PddlFiles export_pddl(const Environment& environment, bool ground) {
  if (ground || !lifted_pddl_applies(environment.task())) return write_pddl(environment);
  return write_lifted_pddl(environment.task());
}

}  // namespace polyplan
