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
  int size = 0;                     // n
  int length = 0;                   // I: l
  int body_height = 0;              // comb: H
  int free_spaces = 0;              // comb: s
  bool linearly_symmetric = false;  // symmetric about its horizontal midline (Definition 1)
  // For an Other shape of four or five cells: its letter among the tetrominoes (O, T, L, S) or
  // the pentominoes (F, L, N, P, T, U, V, W, X, Y, Z), the piece turned and mirrored as needed;
  // 0 otherwise. The paper's types leave these all "other", which told a user nothing.
  char letter = 0;

  // "I3", "L3", "comb(H=3,s=1)", "O4", "X5", "other(6)"
  std::string name() const;
};

ShapeClass classify_shape(const CellSet& cells);

}  // namespace polyplan
