#include "parser/check/legend.hpp"

#include <fmt/format.h>

#include <algorithm>

namespace polyplan {
namespace {

CellMeaning floor_cell() { return CellMeaning{}; }
CellMeaning wall_cell() {
  CellMeaning m;
  m.type = CellType::Wall;
  return m;
}
CellMeaning piece_cell(std::string kind, bool unit, bool goal) {
  CellMeaning m;
  m.piece = true;
  m.unit = unit;
  m.kind = std::move(kind);
  m.goal = goal;
  return m;
}
CellMeaning goal_cell() {
  CellMeaning m;
  m.goal = true;
  return m;
}

}  // namespace

Legend::Legend(const std::optional<ast::LegendDecl>& decl, const Domain& domain, const SourceFile& source,
               DiagnosticSink& sink)
    : default_kind_(domain.kinds.front()) {
  auto error = [&](Position at, std::string message) { sink.error(Diagnostic::at(source, at, std::move(message))); };
  if (decl && decl->preset) {
    if (decl->preset->text != "xsb") {
      error(decl->preset->at, fmt::format("unknown legend preset '{}'; the only preset is xsb", decl->preset->text));
      usable_ = false;
    } else {
      xsb_ = true;
      for (const char* kind : {"box", "player"})
        if (!domain.has_kind(kind) && (usable_ = false, true))
          error(decl->preset->at, fmt::format("the xsb preset needs kind '{}', which domain '{}' does not declare (its "
                                              "kinds: {})",
                                              kind, domain.name, fmt::join(domain.kinds, ", ")));
    }
  }
  if (xsb_) {
    for (const char* floor : {" ", "-", "_"}) entries_[floor] = floor_cell();
    entries_["#"] = wall_cell();
    entries_["."] = goal_cell();
    entries_["$"] = piece_cell("box", true, false);
    entries_["*"] = piece_cell("box", true, true);
    entries_["@"] = piece_cell("player", false, false);
    entries_["+"] = piece_cell("player", false, true);
  } else {
    for (const char* floor : {".", "_", "0", " "}) entries_[floor] = floor_cell();
    entries_["#"] = wall_cell();
    CellMeaning anything = floor_cell();
    anything.no_requirement = true;
    entries_["?"] = anything;
  }
  if (!decl) return;
  for (const ast::LegendEntry& entry : decl->entries) {
    auto [previous, fresh] = entry_positions_.emplace(entry.glyph.text, entry.glyph.at);
    if (!fresh) {
      error(entry.glyph.at, fmt::format("glyph '{}' is given a meaning twice (first at line {}, column {})",
                                        entry.glyph.text, previous->second.line, previous->second.column));
      continue;
    }
    if (entry.glyph.text.empty()) {
      error(entry.glyph.at, "a glyph cannot be empty");
      continue;
    }
    CellMeaning meaning;
    meaning.declared_at = entry.glyph.at;
    const ast::Meaning* base = nullptr;
    for (const ast::Meaning& part : entry.meanings) {
      if (part.kind == ast::MeaningKind::Goal) {
        meaning.goal = true;
        continue;
      }
      if (part.kind == ast::MeaningKind::Region) {
        if (std::find(meaning.regions.begin(), meaning.regions.end(), part.region.text) != meaning.regions.end())
          error(part.at, fmt::format("glyph '{}' names region '{}' twice", entry.glyph.text, part.region.text));
        else
          meaning.regions.push_back(part.region.text);
        continue;
      }
      if (base) {
        error(part.at, fmt::format("glyph '{}' cannot have two meanings of this sort; combine a cell or piece meaning "
                                   "only with goal and regions",
                                   entry.glyph.text));
        continue;
      }
      base = &part;
      switch (part.kind) {
        case ast::MeaningKind::Wall:
          meaning.type = CellType::Wall;
          break;
        case ast::MeaningKind::Void:
          meaning.type = CellType::Void;
          break;
        case ast::MeaningKind::Floor:
          break;
        case ast::MeaningKind::Piece:
        case ast::MeaningKind::Unit:
          meaning.piece = true;
          meaning.unit = part.kind == ast::MeaningKind::Unit;
          meaning.kind = part.piece_kind.text;
          if (!domain.has_kind(meaning.kind))
            error(part.piece_kind.at, fmt::format("unknown kind '{}'; domain '{}' declares: {}", meaning.kind,
                                                  domain.name, fmt::join(domain.kinds, ", ")));
          break;
        case ast::MeaningKind::Goal:
        case ast::MeaningKind::Region:
          break;
      }
    }
    if (meaning.goal && meaning.type != CellType::Floor)
      error(entry.glyph.at, fmt::format("glyph '{}': only floor cells can be goal cells", entry.glyph.text));
    if (!meaning.regions.empty() && meaning.type != CellType::Floor)
      error(entry.glyph.at, fmt::format("glyph '{}': only floor cells can belong to a region", entry.glyph.text));
    entries_[entry.glyph.text] = meaning;
  }
}

bool Legend::draws_region(const std::string& name) const {
  return std::any_of(entries_.begin(), entries_.end(), [&](const auto& entry) {
    const std::vector<std::string>& regions = entry.second.regions;
    return std::find(regions.begin(), regions.end(), name) != regions.end();
  });
}

std::optional<CellMeaning> Legend::meaning(const std::string& glyph) const {
  auto it = entries_.find(glyph);
  if (it != entries_.end()) return it->second;
  if (xsb_) return std::nullopt;
  return piece_cell(default_kind_, false, false);
}

void Legend::check_glyph_lengths(ast::CellsMode mode, const SourceFile& source, DiagnosticSink& sink) const {
  if (mode != ast::CellsMode::Chars) return;
  for (const auto& [glyph, at] : entry_positions_) {
    std::size_t characters = 0;
    for (char byte : glyph) characters += (static_cast<unsigned char>(byte) & 0xC0) != 0x80;
    if (characters > 1)
      sink.error(Diagnostic::at(source, at,
                                fmt::format("glyph \"{}\" has {} characters, but the board uses :cells chars (one "
                                            "character per cell); use :cells tokens",
                                            glyph, characters)));
  }
}

}  // namespace polyplan
