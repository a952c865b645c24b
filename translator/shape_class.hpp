#pragma once
#include <string>

#include "parser/model/shape.hpp"

namespace polyplan {

// The shape types of the Flying Block paper (Section 2, Definitions 2-5), which the selector's
// rules are written in. The paper's I shape is a single column; we accept a single row too
// because under rotation it is the same piece, and the paper only ever rotates dominoes.
struct ShapeClass {
  enum class Type { I, L, Comb, Other };
  Type type = Type::Other;
  int size = 0;         // n
  int length = 0;       // I: l
  int body_height = 0;  // comb: H
  int free_spaces = 0;  // comb: s
  bool linearly_symmetric = false;  // symmetric about its horizontal midline (Definition 1)

  std::string name() const;  // "I3", "L3", "comb(H=3,s=1)", "other(5)"
};

ShapeClass classify_shape(const CellSet& cells);

}  // namespace polyplan
