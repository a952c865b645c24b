// Typed plugin options: every option of every search and heuristic refuses a bad value at its
// character with the range or the choices it takes, and `polyplan list` prints the same
// declaration that checks the values.
#include <fmt/format.h>
#include <fmt/ranges.h>
#include <gtest/gtest.h>

#include <limits>
#include <string>
#include <vector>

#include "cli/option_listing.hpp"
#include "parser/plugins/option_reader.hpp"
#include "planner/search/search_configuration.hpp"
#include "tests/support/error_headlines.hpp"

namespace polyplan {
namespace {

using test_support::error_headlines;

std::string only_error(const std::string& text) {
  std::vector<std::string> headlines = error_headlines([&] { SearchConfiguration::parse(text, "--search"); });
  EXPECT_EQ(headlines.size(), 1u) << text;
  return headlines.empty() ? std::string("no error") : headlines.front();
}

// "a, b or c", written out here rather than taken from the code under test.
std::string alternatives(const std::vector<std::string>& names) {
  if (names.size() == 1) return names.front();
  return fmt::format("{} or {}", fmt::join(names.begin(), names.end() - 1, ", "), names.back());
}

// A value the option must refuse, and the message that refusal must carry.
struct BadValue {
  std::string text;
  std::string message;
};

BadValue bad_value(const PluginOption& option) {
  const std::string expects = fmt::format("option '{}' expects ", option.name);
  switch (option.kind) {
    case OptionKind::Int:
      EXPECT_LT(option.most, std::numeric_limits<double>::infinity()) << option.name;
      return {fmt::format("{}", static_cast<long long>(option.most) + 1),
              expects + fmt::format("a whole number from {} to {}", static_cast<long long>(option.least),
                                    static_cast<long long>(option.most))};
    case OptionKind::Double:
      return {fmt::format("{}", option.most + 1),
              expects + fmt::format("a number from {} to {}", option.least, option.most)};
    case OptionKind::Bool:
      return {"maybe", expects + "true or false"};
    case OptionKind::String:
      return {"[x]", expects + "a \"string\" or a name"};
    case OptionKind::Enum:
      return {"no-such-choice", expects + alternatives(option.choices())};
    case OptionKind::Heuristic:
      return {"no-such-heuristic",
              "unknown heuristic 'no-such-heuristic'; heuristics: " + heuristic_registry().names()};
    case OptionKind::List:
      if (option.takes_one_search()) return {"5", expects + "a search such as astar(goal-count)"};
      if (option.item == OptionKind::Search)
        return {"5", expects + fmt::format("at least {} search(es) such as astar(goal-count)", option.min_items)};
      if (option.item == OptionKind::Double)
        return {
            fmt::format("[{}]", option.most + 1),
            expects + fmt::format("a number from {} to {}, or a list [..] of ", option.least, option.most) +
                (option.max_items > 0 ? fmt::format("up to {} of", option.max_items) : std::string("any number of")) +
                " them"};
      return {"[no-such-choice]",
              expects + alternatives(option.choices()) + ", or a list [..] of " +
                  (option.max_items > 0 ? fmt::format("up to {}", option.max_items) : std::string("any")) + " of them"};
    case OptionKind::Search:
      break;
  }
  ADD_FAILURE() << "no bad value for " << option.name;
  return {};
}

// The column of the bad value; a bad name in a list is reported at the name, past the '['.
std::size_t column_of(const std::string& before, const PluginOption& option) {
  bool at_item =
      option.kind == OptionKind::List && (option.item == OptionKind::Enum || option.item == OptionKind::Double);
  return before.size() + 1 + (at_item ? 1 : 0);
}

// `before` is the configuration up to the bad value, `after` what closes it.
void expect_refused(const PluginOption& option, const std::string& before, const std::string& after) {
  BadValue bad = bad_value(option);
  std::string text = before + bad.text + after;
  EXPECT_EQ(only_error(text), fmt::format("--search:1:{}: error: {}", column_of(before, option), bad.message)) << text;
}

bool takes_heuristic(const SearchPlugin& search) {
  return std::any_of(search.options.begin(), search.options.end(),
                     [](const PluginOption& option) { return option.kind == OptionKind::Heuristic; });
}

TEST(PluginOptions, EveryOptionOfEverySearchRefusesABadValueWithItsRangeOrChoices) {
  std::size_t checked = 0;
  for (const SearchPlugin& search : search_registry())
    for (const PluginOption& option : search.options) {
      std::string before = search.name + "(";
      if (option.kind != OptionKind::Heuristic && takes_heuristic(search)) before += "blind, ";
      if (option.kind != OptionKind::Heuristic) before += option.name + "=";
      expect_refused(option, before, ")");
      ++checked;
    }
  EXPECT_GE(checked, 38u);
}

TEST(PluginOptions, EveryOptionOfEveryHeuristicRefusesABadValueWithItsRangeOrChoices) {
  std::size_t checked = 0;
  for (const HeuristicPlugin& heuristic : heuristic_registry())
    for (const PluginOption& option : heuristic.options) {
      expect_refused(option, "astar(" + heuristic.name + "(" + option.name + "=", "))");
      ++checked;
    }
  EXPECT_GE(checked, 18u);
}

TEST(PluginOptions, DefaultsFillTheOptionsNotGiven) {
  SearchConfiguration configuration = SearchConfiguration::parse("wastar(goal-count, tiebreak=h)", "--search");
  EXPECT_EQ(std::get<double>(configuration.options().at("w")), 1);
  EXPECT_EQ(std::get<std::string>(configuration.options().at("order")), "fifo");
  EXPECT_EQ(std::get<std::vector<std::string>>(configuration.options().at("tiebreak")), std::vector<std::string>{"h"});
  EXPECT_EQ(std::get<int>(configuration.options().at("bucket")), 1);
  EXPECT_EQ(configuration.heuristic()->name, "goal-count");
}

TEST(PluginOptions, ARequiredOptionThatIsNotAHeuristicIsNamedWithWhatItTakes) {
  std::vector<PluginOption> declared{PluginOption::integer("depth", 0, 1, 9, "how deep")};
  declared.front().default_value.reset();
  SourcePtr source = SourceFile::from_text("--search", "probe()");
  ConfigCall call = parse_config(*source);
  EXPECT_EQ(
      error_headlines([&] { read_options(call, "search 'probe'", declared, *source); }),
      std::vector<std::string>{"--search:1:1: error: search 'probe' needs option 'depth': a whole number from 1 to 9"});
}

TEST(PluginOptions, ListingShowsKindRangeDefaultAndHelpFromTheDeclaration) {
  const PluginOption& w = search_registry().find("wastar")->options[1];
  EXPECT_EQ(cli::option_listing(w), "w: a number from 1 to 1000, default 1 -- the weight of h: f = g + w * h");
  const PluginOption& order = search_registry().find("astar")->options[2];
  EXPECT_EQ(cli::option_listing(order),
            "order: fifo or lifo, default fifo -- inside the last tie: oldest first (fifo) or newest first (lifo)");
  const PluginOption& heuristic = search_registry().find("astar")->options[0];
  EXPECT_EQ(cli::option_listing(heuristic),
            "heuristic: a heuristic (polyplan list heuristics), required, may be given without its name -- the "
            "heuristic h");
  const PluginOption& blank = heuristic_registry().find("tile-pdb")->options[3];
  EXPECT_EQ(cli::option_listing(blank).substr(0, 53), "blank: auto, track, region or ignore, default auto --");
}

}  // namespace
}  // namespace polyplan
