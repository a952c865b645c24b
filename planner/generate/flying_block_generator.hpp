#pragma once
#include <cstdint>
#include <string>
#include <vector>

#include "parser/check/domain_library.hpp"

namespace polyplan {

// Random Flying Block instances of a chosen class of the paper (A-G), in the spirit of its
// Section 7.1: a 2-column frame of the given height, a target whose shape and vacancy k make the
// class, blockers of one to three cells. Each starts from a solved configuration scrambled by a
// random walk, so it is solvable by construction (the reversed walk is a plan); it is kept when
// its class, as the family declares it (domains/flying_block/flying_block_family), is the one
// asked for. The optimal cost is proved by
// search within the node budget (0 when the budget ran out).
struct GeneratedInstance {
  std::string name;
  std::string pzl;  // one (define (problem ...)) form
  char flying_block_class = 'A';
  int optimal_cost = 0;  // 0: not proved within the node budget
};

struct GeneratorRequest {
  char flying_block_class = 'A';
  int height = 8;
  std::uint32_t seed = 1;
  int count = 1;
  std::size_t node_budget = 2'000'000;  // per solvability proof
};

// Throws InputError naming the option that is wrong (class, height), or when no instance could
// be made within the attempts allowed.
std::vector<GeneratedInstance> generate_flying_block(const GeneratorRequest& request, const DomainLibrary& domains);

}  // namespace polyplan
