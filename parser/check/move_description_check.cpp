// Reads the movement vocabulary of a described move rule into a MoveDescription. The words are
// the language's (step, slide, walk), not rule names: this file is where the vocabulary is
// spelled, as domains/rules/ is where the built-in rules are.
#include "parser/check/move_description_check.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <array>
#include <map>
#include <set>

#include "parser/source/nearest_names.hpp"

namespace polyplan {
namespace {

constexpr int kMaxCost = 1000;
constexpr int kMaxDistance = 1000;
// A pushed chain of two is carried in one Move (the first piece, Move::other and the agent); a
// longer one of interchangeable units as its first unit moved past the last
// (domains/rules/described_move.cpp). No board row needs more.
constexpr int kMaxChain = 64;

constexpr std::array kTravels{Travel::Step, Travel::Slide, Travel::Walk, Travel::Hop,
                              Travel::Push, Travel::Pull,  Travel::Fly};
constexpr std::array kDirectionSets{DirectionSet::Orthogonal, DirectionSet::Diagonal, DirectionSet::All,
                                    DirectionSet::Axis};

template <class Words>
std::vector<std::string> names(const Words& words) {
  std::vector<std::string> list;
  for (auto word : words) list.emplace_back(to_string(word));
  return list;
}

// "a, b or c": the words a message offers.
template <class Words>
std::string choices(const Words& words) {
  return alternatives(names(words));
}

class DescribedMoveChecker {
  struct GivenOption {
    const SExpr* key;
    const SExpr* value;
  };

 public:
  DescribedMoveChecker(const Domain& domain, const SourceFile& source, DiagnosticSink& sink)
      : domain_(domain), source_(source), sink_(sink) {}

  MoveRule check(const ast::MoveDecl& decl) {
    MoveRule rule;
    rule.name = decl.rule.text;
    MoveDescription description;
    std::set<std::string> given;
    const ast::Symbol* kinds_at = nullptr;
    const ast::Symbol* agent_at = nullptr;
    for (const ast::MoveOption& option : decl.options) {
      const std::string& key = option.key.text;
      if (!given.insert(key).second) {
        error(option.key.at, fmt::format("option ':{}' is given twice", key));
        continue;
      }
      if (key == "kinds") {
        kinds_at = &option.key;
        rule.options["kinds"] = kinds(option.value, "kinds");
      } else if (key == "agent") {
        agent_at = &option.key;
        if (!option.value.is_atom() || option.value.atom != AtomKind::Name)
          error(option.value.start,
                fmt::format("option ':agent' expects a kind name, found {}", describe(option.value)));
        else if (!domain_.has_kind(option.value.text))
          error(option.value.start,
                fmt::format("unknown kind '{}' in option ':agent'{}; the domain declares: {}", option.value.text,
                            did_you_mean(option.value.text, domain_.kinds), fmt::join(domain_.kinds, ", ")));
        else
          rule.agent = option.value.text;
      } else if (key == "go") {
        read_go(option.value, description);
      } else if (key == "directions") {
        read_directions(option.value, description);
      } else if (key == "cost") {
        if (auto cost = whole_number(option.value, "cost", 1, kMaxCost)) description.cost = *cost;
      } else if (key == "avoid" || key == "exit") {
        if (auto region = region_name(option.value, key.c_str()))
          (key == "avoid" ? description.avoid : description.exit) = *region;
      } else if (key == "one-way") {
        read_one_way(option.value, description);
      } else if (key == "per") {
        if (option.value.is_name("move"))
          description.per = CostUnit::Move;
        else if (option.value.is_name("cell"))
          description.per = CostUnit::Cell;
        else
          error(option.value.start,
                fmt::format("option ':per' expects move or cell, found {}", describe(option.value)));
      } else {
        const std::vector<std::string> known{"kinds", "agent", "go",   "directions", "cost",
                                             "per",   "avoid", "exit", "one-way"};
        error(option.key.at, fmt::format("unknown option ':{}'{} for the described move rule '{}'; its options are "
                                         ":kinds, :agent, :go, :directions, :cost, :per, :avoid, :exit and :one-way",
                                         key, did_you_mean(key, known), rule.name));
      }
    }
    const bool agent_moves = description.travel == Travel::Push || description.travel == Travel::Pull;
    if (agent_moves) {
      if (kinds_at)
        error(kinds_at->at, fmt::format("a ({}) rule moves its :agent and the :pieces it {}s; leave out :kinds",
                                        to_string(description.travel), to_string(description.travel)));
      if (!agent_at && travel_at_)
        error(*travel_at_, fmt::format("({} ...) moves an agent: add :agent KIND to the rule, e.g. :agent {}",
                                       to_string(description.travel), domain_.kinds.front()));
      rule.options.erase("kinds");
      rule.pushed_kinds = description.pieces;
    } else {
      if (agent_at)
        error(agent_at->at, fmt::format("only (push ...) and (pull ...) move an agent; leave out :agent, or write "
                                        ":go (push :pieces (KIND))"));
      rule.agent.clear();
      if (!rule.options.count("kinds")) rule.options["kinds"] = domain_.kinds;
    }
    if (description.travel == Travel::Hop && description.capture) rule.removed_kinds = description.over;
    if (!description.exit.empty()) {
      if (agent_moves)
        error(decl.rule.at,
              "an agent rule cannot have :exit in this version of polyplan; give the exit to a rule "
              "without an agent");
      else if (auto* moved = std::get_if<std::vector<std::string>>(&rule.options["kinds"]))
        for (const std::string& kind : *moved)
          if (std::find(rule.removed_kinds.begin(), rule.removed_kinds.end(), kind) == rule.removed_kinds.end())
            rule.removed_kinds.push_back(kind);
    }
    if (description.travel == Travel::Fly && directions_at_)
      error(*directions_at_, "a flight goes anywhere, in no direction; leave out :directions");
    if (description.travel == Travel::Fly && one_way_at_)
      error(*one_way_at_, "a flight goes anywhere, in no direction, so no cell is one-way to it; leave out :one-way");
    if (agent_moves && description.directions != DirectionSet::Orthogonal && directions_at_)
      error(*directions_at_, fmt::format("an agent's {} goes in the four orthogonal directions; leave out :directions",
                                         to_string(description.travel)));
    rule.pieces_enable_moves = description.needs_other_pieces();
    // Two named pieces of a chain both move; a longer chain is of units, whose cells change as if
    // one had moved from the front to beyond the end.
    rule.pieces_per_move = description.travel == Travel::Push ? std::min(description.chain, 2) : 1;
    if (description.travel == Travel::Step) description.per = CostUnit::Move;  // one cell: the same charge
    rule.path = description.straight_unit_moves() ? MovePath::Straight : MovePath::Unspecified;
    if (description.travel == Travel::Fly) {
      rule.rotates = description.rotate;
      rule.reflects = description.reflect;
      if (description.cost == 1 && description.avoid.empty() && description.exit.empty()) rule.path = MovePath::Flight;
    }
    rule.distance = description.travel == Travel::Step ? 1 : description.distance;
    rule.description = description;
    return rule;
  }

 private:
  void error(Position at, std::string message) { sink_.error(Diagnostic::at(source_, at, std::move(message))); }

  std::vector<std::string> kinds(const SExpr& value, const char* option) {
    std::vector<std::string> listed;
    if (!value.is_list() || value.items.empty()) {
      error(value.start, fmt::format("option ':{}' expects a list of kinds, e.g. ({}), found {}", option,
                                     domain_.kinds.front(), describe(value)));
      return listed;
    }
    for (const SExpr& item : value.items) {
      if (!item.is_atom() || item.atom != AtomKind::Name) {
        error(item.start, fmt::format("option ':{}' expects kind names, found {}", option, describe(item)));
      } else if (!domain_.has_kind(item.text)) {
        error(item.start, fmt::format("unknown kind '{}' in option ':{}'{}; the domain declares: {}", item.text, option,
                                      did_you_mean(item.text, domain_.kinds), fmt::join(domain_.kinds, ", ")));
      } else {
        listed.push_back(item.text);
      }
    }
    return listed;
  }

  std::optional<int> whole_number(const SExpr& value, const char* option, int least, int most) {
    if (value.is_atom() && value.atom == AtomKind::Integer) {
      int number = 0;
      bool fits = value.text.size() <= 6;
      if (fits) number = std::stoi(value.text);
      if (fits && number >= least && number <= most) return number;
    }
    error(value.start, fmt::format("option ':{}' expects a whole number from {} to {}, found {}", option, least, most,
                                   describe(value)));
    return std::nullopt;
  }

  // `:go WAY` or `:go (WAY :option value ...)`.
  void read_go(const SExpr& value, MoveDescription& description) {
    const SExpr* head = &value;
    if (value.is_list()) {
      if (value.items.empty()) {
        error(value.start,
              fmt::format("option ':go' expects a way to move: {}, e.g. (slide :distance any)", choices(kTravels)));
        return;
      }
      head = &value.items.front();
    }
    std::optional<Travel> travel;
    for (Travel candidate : kTravels)
      if (head->is_name(to_string(candidate))) travel = candidate;
    if (!travel) {
      const std::string word = head->is_atom() ? head->text : describe(*head);
      error(head->start, fmt::format("unknown way to move '{}'{}; write {}", word, did_you_mean(word, names(kTravels)),
                                     choices(kTravels)));
      return;
    }
    description.travel = *travel;
    description.distance = *travel == Travel::Slide ? 0 : 1;
    travel_at_ = head->start;

    std::map<std::string, GivenOption> options;
    if (value.is_list())
      for (std::size_t i = 1; i < value.items.size(); i += 2) {
        const SExpr& key = value.items[i];
        if (!key.is_atom() || key.atom != AtomKind::Keyword) {
          error(key.start, fmt::format("expected an option such as :distance in ({} ...), found {}", to_string(*travel),
                                       describe(key)));
          return;
        }
        if (i + 1 >= value.items.size()) {
          error(key.start, fmt::format("option ':{}' has no value", key.text));
          return;
        }
        if (!options.emplace(key.text, GivenOption{&key, &value.items[i + 1]}).second) {
          error(key.start, fmt::format("option ':{}' is given twice", key.text));
          return;
        }
      }
    const std::vector<std::string> allowed = travel_options(*travel);
    for (const auto& [key, given] : options) {
      if (std::find(allowed.begin(), allowed.end(), key) == allowed.end()) {
        if (allowed.empty())
          error(given.key->start, fmt::format("({}) takes no options{}", to_string(*travel),
                                              *travel == Travel::Step && key == "distance"
                                                  ? "; a step goes one cell: write (slide :distance N) to go further"
                                                  : ""));
        else
          error(given.key->start,
                fmt::format("unknown option ':{}'{} for {}; its options are :{}", key, did_you_mean(key, allowed),
                            to_string(*travel), fmt::join(allowed, ", :")));
        continue;
      }
      read_travel_option(key, *given.value, description);
    }
    auto at = [&](const char* key) { return options.at(key).key->start; };
    if (options.count("distance") && !description.through.empty())
      error(at("distance"),
            "options that contradict: a slide :through a region goes on while it is on the region; leave out "
            ":distance, or :through");
    if (options.count("distance") && description.until_blocked)
      error(at("distance"),
            "options that contradict: a slide :until blocked goes as far as it can; leave out :distance, or :until");
    if (options.count("stopped-by") && !description.until_blocked)
      error(at("stopped-by"), "option ':stopped-by' says what ends a slide :until blocked; add :until blocked");
    if ((*travel == Travel::Push || *travel == Travel::Pull) && !options.count("pieces"))
      error(head->start, fmt::format("({} ...) needs :pieces, the kinds the agent {}s, e.g. ({} :pieces (box))",
                                     to_string(*travel), to_string(*travel), to_string(*travel)));
    if (*travel == Travel::Hop && !options.count("over")) description.over = domain_.kinds;
  }

  static std::vector<std::string> travel_options(Travel travel) {
    switch (travel) {
      case Travel::Step:
      case Travel::Walk:
        return {};
      case Travel::Slide:
        return {"distance", "until", "stopped-by", "through"};
      case Travel::Hop:
        return {"over", "capture"};
      case Travel::Push:
        return {"pieces", "chain"};
      case Travel::Pull:
        return {"pieces"};
      case Travel::Fly:
        return {"rotate", "reflect"};
    }
    return {};
  }

  void read_travel_option(const std::string& key, const SExpr& option, MoveDescription& description) {
    if (key == "distance") {
      if (option.is_name("any"))
        description.distance = 0;
      else if (auto distance = whole_number(option, "distance", 1, kMaxDistance))
        description.distance = *distance;
    } else if (key == "until") {
      if (option.is_name("blocked"))
        description.until_blocked = true;
      else
        error(option.start, fmt::format("option ':until' expects blocked, found {}", describe(option)));
    } else if (key == "stopped-by") {
      read_stoppers(option, description);
    } else if (key == "through") {
      if (auto region = region_name(option, "through")) description.through = *region;
    } else if (key == "over") {
      description.over = kinds(option, "over");
    } else if (key == "capture" || key == "rotate" || key == "reflect") {
      bool& flag = key == "capture" ? description.capture : key == "rotate" ? description.rotate : description.reflect;
      if (option.is_name("true") || option.is_name("false"))
        flag = option.is_name("true");
      else
        error(option.start, fmt::format("option ':{}' expects true or false, found {}", key, describe(option)));
    } else if (key == "pieces") {
      description.pieces = kinds(option, "pieces");
    } else if (key == "chain") {
      if (auto chain = whole_number(option, "chain", 1, kMaxChain)) description.chain = *chain;
    }
  }

  std::optional<std::string> region_name(const SExpr& value, const char* option) {
    if (value.is_atom() && value.atom == AtomKind::Name) return value.text;
    error(value.start,
          fmt::format("option ':{}' expects a region name (drawn by the legend as (region NAME)), found {}", option,
                      describe(value)));
    return std::nullopt;
  }

  void read_stoppers(const SExpr& value, MoveDescription& description) {
    if (!value.is_list() || value.items.empty()) {
      error(value.start, fmt::format("option ':stopped-by' expects a list of pieces and walls, e.g. (pieces), found {}",
                                     describe(value)));
      return;
    }
    description.pieces_stop = description.walls_stop = false;
    for (const SExpr& item : value.items) {
      if (item.is_name("pieces"))
        description.pieces_stop = true;
      else if (item.is_name("walls"))
        description.walls_stop = true;
      else
        error(item.start, fmt::format("option ':stopped-by' expects pieces or walls, found {}", describe(item)));
    }
  }

  // `((REGION HEADING) ...)`: each region's cells may be entered only toward its heading.
  void read_one_way(const SExpr& value, MoveDescription& description) {
    one_way_at_ = value.start;
    if (!value.is_list() || value.items.empty()) {
      error(value.start, fmt::format("option ':one-way' expects a list of (REGION HEADING) pairs, e.g. ((arrows-up "
                                     "up)), found {}",
                                     describe(value)));
      return;
    }
    for (const SExpr& item : value.items) {
      if (!item.is_list() || item.items.size() != 2) {
        error(item.start, fmt::format("option ':one-way' expects (REGION HEADING) pairs, e.g. (arrows-up up), found {}",
                                      describe(item)));
        continue;
      }
      auto region = region_name(item.items[0], "one-way");
      const SExpr& heading = item.items[1];
      const auto& headings = heading_names();
      auto known =
          std::find_if(headings.begin(), headings.end(), [&](const std::string& h) { return heading.is_name(h); });
      if (known == headings.end()) {
        const std::string word = heading.is_atom() ? heading.text : describe(heading);
        error(heading.start, fmt::format("unknown heading '{}'{} in option ':one-way'; write {}", word,
                                         did_you_mean(word, headings), alternatives(headings)));
        continue;
      }
      if (region) description.one_way.push_back({*region, static_cast<int>(known - headings.begin())});
    }
  }

  void read_directions(const SExpr& value, MoveDescription& description) {
    directions_at_ = value.start;
    for (DirectionSet set : kDirectionSets)
      if (value.is_name(to_string(set))) {
        description.directions = set;
        return;
      }
    const std::string word = value.is_atom() ? value.text : describe(value);
    error(value.start, fmt::format("unknown directions '{}'{}; write {}", word,
                                   did_you_mean(word, names(kDirectionSets)), choices(kDirectionSets)));
  }

  const Domain& domain_;
  const SourceFile& source_;
  DiagnosticSink& sink_;
  std::optional<Position> travel_at_;
  std::optional<Position> directions_at_;
  std::optional<Position> one_way_at_;
};

}  // namespace

bool describes_its_moves(const ast::MoveDecl& decl) {
  for (const ast::MoveOption& option : decl.options)
    if (option.key.text == "go") return true;
  return false;
}

MoveRule check_described_move(const ast::MoveDecl& decl, const Domain& domain, const SourceFile& source,
                              DiagnosticSink& sink) {
  return DescribedMoveChecker(domain, source, sink).check(decl);
}

}  // namespace polyplan
