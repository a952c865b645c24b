#pragma once
#include <map>
#include <optional>
#include <string>

#include "parser/model/domain.hpp"
#include "parser/model/grid.hpp"
#include "parser/source/diagnostic_sink.hpp"
#include "parser/syntax/ast.hpp"

namespace polyplan {

// What one glyph stands for.
struct CellMeaning {
  CellType type = CellType::Floor;
  bool goal = false;
  bool piece = false;                // covered by a piece
  bool unit = false;                 // ... which is a 1-cell interchangeable unit
  bool no_requirement = false;       // `?`: floor, and in goal boards "anything goes"
  std::string kind;                  // piece kind
  std::vector<std::string> regions;  // the regions the cell belongs to (docs/language.md, "Regions")
  Position declared_at;              // the legend entry, when the meaning comes from one
};

// The legend in force for a problem: defaults, an optional preset, then the problem's entries.
class Legend {
 public:
  // Checks the entries (known preset, known kinds, sensible combinations) against the domain.
  Legend(const std::optional<ast::LegendDecl>& decl, const Domain& domain, const SourceFile& source,
         DiagnosticSink& sink);

  // The meaning of a glyph; for the default legend any unlisted glyph is a piece of the domain's
  // first kind. Returns nullopt when the glyph has no meaning (a preset is in force and does not
  // list it).
  std::optional<CellMeaning> meaning(const std::string& glyph) const;

  bool xsb() const { return xsb_; }
  // Whether some entry draws cells of the region.
  bool draws_region(const std::string& name) const;
  // False when the preset could not be used: reading the board with a legend that lacks it would
  // only add errors that follow from the first.
  bool usable() const { return usable_; }
  // Checks that every entry's glyph fits the board's cell mode (one character for chars).
  void check_glyph_lengths(ast::CellsMode mode, const SourceFile& source, DiagnosticSink& sink) const;

 private:
  std::map<std::string, CellMeaning> entries_;
  std::map<std::string, Position> entry_positions_;
  std::string default_kind_;
  bool xsb_ = false;
  bool usable_ = true;
};

}  // namespace polyplan
