#include "planner/search/search_configuration.hpp"

#include <fmt/format.h>

#include <chrono>
#include <new>

#include "parser/input_error.hpp"
#include "parser/plugins/option_reader.hpp"
#include "parser/source/nearest_names.hpp"
#include "translator/stop_request.hpp"

namespace polyplan {
namespace {

[[noreturn]] void fail(const SourceFile& source, Position at, std::string message) {
  throw InputError(Diagnostic::at(source, at, std::move(message)));
}

}  // namespace

SearchConfiguration SearchConfiguration::parse(const std::string& text, const std::string& origin,
                                               const HeuristicRegistry& heuristics) {
  SourcePtr source = SourceFile::from_text(origin, text);
  SearchConfiguration configuration = read(parse_config(*source), *source, heuristics);
  configuration.text_ = text;
  return configuration;
}

SearchConfiguration SearchConfiguration::read(const ConfigCall& call, const SourceFile& source,
                                              const HeuristicRegistry& heuristics) {
  const SearchPlugin* plugin = search_registry().find(call.name);
  if (!plugin)
    fail(source, call.at,
         fmt::format("unknown search '{}'{}; searches: {}", call.name,
                     did_you_mean(call.name, search_registry().name_list()), search_registry().names()));
  // Nested values are read from the calls already parsed, so that their messages point into, and
  // show, the text the user wrote.
  NestedReaders nested;
  nested.heuristic = [&](const ConfigValue& value) { return std::any(read_heuristic(value, source, heuristics)); };
  nested.search = [&](const ConfigValue& value) {
    const SearchPlugin* inner = search_registry().find(value.call.name);
    if (inner && inner->runs_searches)
      fail(source, value.at,
           fmt::format("a {} inside a {} would only split the time again", inner->name, plugin->name));
    return std::any(read(value.call, source, heuristics));
  };
  SearchConfiguration configuration;
  configuration.text_ = source.text().substr(call.at.offset, call.end - call.at.offset);
  configuration.plugin_ = plugin;
  configuration.options_ =
      read_options(call, fmt::format("search '{}'", plugin->name), plugin->options, source, nested);
  configuration.algorithm_ = plugin->create(configuration.options_);
  return configuration;
}

const HeuristicPlugin* SearchConfiguration::heuristic() const {
  for (const PluginOption& option : plugin_->options)
    if (option.kind == OptionKind::Heuristic) return option_object<HeuristicChoice>(options_, option.name).plugin;
  return nullptr;
}

std::vector<SearchConfiguration> SearchConfiguration::stages() const {
  std::vector<SearchConfiguration> stages;
  for (const PluginOption& option : plugin_->options)
    if (option.kind == OptionKind::List && option.item == OptionKind::Search)
      for (const std::any& stage : option_object<std::vector<std::any>>(options_, option.name))
        stages.push_back(std::any_cast<const SearchConfiguration&>(stage));
  return stages;
}

namespace {

template <class Run>
SearchResult run_to_a_status(Run run) {
  const auto start = std::chrono::steady_clock::now();
  auto elapsed = [&] { return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count(); };
  try {
    return run();
  } catch (const LimitReached& stop) {
    return finished_search(status_of(stop.cause()), {}, {}, elapsed(), 0);
  } catch (const std::bad_alloc&) {
    return finished_search(SearchStatus::MemoryLimit, {}, {}, elapsed(), 0);
  }
}

}  // namespace

SearchResult SearchConfiguration::run(Environment& environment, const SearchLimits& limits) const {
  return run_to_a_status([&] { return algorithm_->run(environment, limits); });
}

SearchResult SearchConfiguration::run_traced(Environment& environment, const SearchLimits& limits,
                                             SearchObserver& observer) const {
  return run_to_a_status([&] { return algorithm_->run_traced(environment, limits, observer); });
}

}  // namespace polyplan
