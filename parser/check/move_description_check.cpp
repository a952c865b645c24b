// Reads the movement vocabulary of a described move rule into a MoveDescription. The words are
// the language's (step, slide, walk), not rule names: this file is where the vocabulary is
// spelled, as domains/rules/ is where the built-in rules are.
#include "parser/check/move_description_check.hpp"

#include <fmt/format.h>

#include <array>
#include <map>
#include <set>

#include "parser/source/nearest_names.hpp"

namespace polyplan {
namespace {

constexpr int kMaxCost = 1000;
constexpr int kMaxDistance = 1000;

constexpr std::array kTravels{Travel::Step, Travel::Slide, Travel::Walk};
constexpr std::array kDirectionSets{DirectionSet::Orthogonal, DirectionSet::Diagonal, DirectionSet::All,
                                    DirectionSet::Axis};

// "a, b or c": the words a message offers.
template <class Words>
std::string choices(const Words& words) {
  std::string text;
  for (std::size_t i = 0; i < words.size(); ++i)
    text += std::string(i == 0 ? "" : i + 1 == words.size() ? " or " : ", ") + to_string(words[i]);
  return text;
}

template <class Words>
std::vector<std::string> names(const Words& words) {
  std::vector<std::string> list;
  for (auto word : words) list.emplace_back(to_string(word));
  return list;
}

class DescribedMoveChecker {
 public:
  DescribedMoveChecker(const Domain& domain, const SourceFile& source, DiagnosticSink& sink)
      : domain_(domain), source_(source), sink_(sink) {}

  MoveRule check(const ast::MoveDecl& decl) {
    MoveRule rule;
    rule.name = decl.rule.text;
    MoveDescription description;
    std::set<std::string> given;
    const SExpr* per = nullptr;
    for (const ast::MoveOption& option : decl.options) {
      const std::string& key = option.key.text;
      if (!given.insert(key).second) {
        error(option.key.at, fmt::format("option ':{}' is given twice", key));
        continue;
      }
      if (key == "kinds") {
        rule.options["kinds"] = kinds(option.value);
      } else if (key == "go") {
        read_go(option.value, description);
      } else if (key == "directions") {
        read_directions(option.value, description);
      } else if (key == "cost") {
        if (auto cost = whole_number(option.value, "cost", 1, kMaxCost)) description.cost = *cost;
      } else if (key == "per") {
        per = &option.value;
        if (option.value.is_name("move"))
          description.per = CostUnit::Move;
        else if (option.value.is_name("cell"))
          description.per = CostUnit::Cell;
        else
          error(option.value.start,
                fmt::format("option ':per' expects move or cell, found {}", describe(option.value)));
      } else {
        const std::vector<std::string> known{"kinds", "go", "directions", "cost", "per"};
        error(option.key.at, fmt::format("unknown option ':{}'{} for the described move rule '{}'; its options are "
                                         ":kinds, :go, :directions, :cost and :per",
                                         key, did_you_mean(key, known), rule.name));
      }
    }
    if (!rule.options.count("kinds")) rule.options["kinds"] = domain_.kinds;
    if (per && description.travel == Travel::Step && description.per == CostUnit::Cell)
      description.per = CostUnit::Move;  // a step travels one cell: the same charge
    rule.path = description.straight_unit_moves() ? MovePath::Straight : MovePath::Unspecified;
    rule.distance = description.travel == Travel::Step ? 1 : description.distance;
    rule.description = description;
    return rule;
  }

 private:
  void error(Position at, std::string message) { sink_.error(Diagnostic::at(source_, at, std::move(message))); }

  std::vector<std::string> kinds(const SExpr& value) {
    std::vector<std::string> listed;
    if (!value.is_list() || value.items.empty()) {
      error(value.start, fmt::format("option ':kinds' expects a list of kinds, e.g. ({}), found {}",
                                     domain_.kinds.front(), describe(value)));
      return listed;
    }
    for (const SExpr& item : value.items) {
      if (!item.is_atom() || item.atom != AtomKind::Name) {
        error(item.start, fmt::format("option ':kinds' expects kind names, found {}", describe(item)));
      } else if (!domain_.has_kind(item.text)) {
        error(item.start, fmt::format("unknown kind '{}' in option ':kinds'{}; the domain declares: {}", item.text,
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
    if (!value.is_list()) return;

    struct GivenOption {
      const SExpr* key;
      const SExpr* value;
    };
    std::map<std::string, GivenOption> options;
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
    const std::vector<std::string> slide_options{"distance", "until", "stopped-by"};
    for (const auto& [key, given_option] : options) {
      const SExpr& key_atom = *given_option.key;
      const SExpr* option = given_option.value;
      if (*travel != Travel::Slide) {
        error(key_atom.start, fmt::format("({}) takes no options{}", to_string(*travel),
                                          *travel == Travel::Step && key == "distance"
                                              ? "; a step goes one cell: write (slide :distance N) to go further"
                                              : ""));
        continue;
      }
      if (key == "distance") {
        if (option->is_name("any"))
          description.distance = 0;
        else if (auto distance = whole_number(*option, "distance", 1, kMaxDistance))
          description.distance = *distance;
      } else if (key == "until") {
        if (option->is_name("blocked"))
          description.until_blocked = true;
        else
          error(option->start, fmt::format("option ':until' expects blocked, found {}", describe(*option)));
      } else if (key == "stopped-by") {
        read_stoppers(*option, description);
      } else {
        error(key_atom.start, fmt::format("unknown option ':{}'{} for slide; its options are :distance, :until and "
                                          ":stopped-by",
                                          key, did_you_mean(key, slide_options)));
      }
    }
    auto at = [&](const char* key) { return options.at(key).key->start; };
    if (options.count("distance") && description.until_blocked)
      error(at("distance"),
            "options that contradict: a slide :until blocked goes as far as it can; leave out :distance, or :until");
    if (options.count("stopped-by") && !description.until_blocked)
      error(at("stopped-by"), "option ':stopped-by' says what ends a slide :until blocked; add :until blocked");
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

  void read_directions(const SExpr& value, MoveDescription& description) {
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
