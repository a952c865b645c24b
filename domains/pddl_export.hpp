#pragma once
#include <string>

namespace polyplan {

class Environment;

// What a PDDL translation writes: a domain file and a problem file.
struct PddlFiles {
  std::string domain;
  std::string problem;
};

// The PDDL `translate --to pddl` writes: lifted (domains/pddl/lifted_writer) when every rule of
// the domain is described in the domain file, unless `ground` asks for one parameterless action
// per move (domains/pddl/ground_writer), which is also what built-in and plugin rules get.
PddlFiles export_pddl(const Environment& environment, bool ground);

}  // namespace polyplan
