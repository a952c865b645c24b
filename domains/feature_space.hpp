#pragma once
#include <functional>
#include <span>
#include <string>
#include <vector>

#include "domains/environment.hpp"
#include "parser/plugins/registry.hpp"

namespace polyplan {

// What a feature-space search (FESS, planner/search/feature_space/feature_space_search.hpp) sees of a family:
// every state projected onto a few small whole numbers, each smaller when the state is closer to
// a solution in some respect (Sokoban: boxes not yet packed, regions the agent is cut into). The
// search cycles through the combinations it has met, so that progress in one respect is never
// starved by another, and it prefers the moves that lower a feature, so the family names no moves
// itself: its features are its advisors.
struct FeatureSpace {
  std::vector<std::string> names;  // one per feature, for progress lines and docs
  // Writes the state's features, names.size() of them.
  std::function<void(StateView state, std::span<int> features)> project;
  // Optional: called with a state before the search projects its children, so that a space whose
  // features of a child follow cheaply from the parent's (one piece moved) can prepare them once
  // per expansion. project gives the same values whether or not this was called, and for any
  // state, child or not.
  std::function<void(StateView parent)> expanding;
};

// A feature space as the search syntax names it (`fess(emm, features=sokoban)`); registered by its
// family (domains/feature_space_registry.cpp lists them).
struct FeatureSpacePlugin {
  std::string name;
  std::string description;
  std::string family;
  // Builds the projection for one task; throws InputError naming "features" when the task is not
  // of the family.
  std::function<FeatureSpace(const Environment&)> create;
};

using FeatureSpaceRegistry = Registry<FeatureSpacePlugin>;

// The built-in feature spaces and those loaded plugins add.
const FeatureSpaceRegistry& feature_space_registry();
// The same registry, writable: the plugin loader adds to it, before any command reads it.
FeatureSpaceRegistry& writable_feature_space_registry();

}  // namespace polyplan
