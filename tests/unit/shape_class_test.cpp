// The Flying Block paper's shape types (Section 2), decided from cells alone.
#include <gtest/gtest.h>

#include "translator/shape_class.hpp"

namespace polyplan {
namespace {

CellSet cells(std::initializer_list<Coord> list) { return CellSet(list); }

TEST(ShapeClass, StraightPiecesAreIShapedWithTheirLength) {
  ShapeClass vertical = classify_shape(cells({{3, 1}, {4, 1}, {5, 1}}));
  EXPECT_EQ(vertical.type, ShapeClass::Type::I);
  EXPECT_EQ(vertical.length, 3);
  EXPECT_TRUE(vertical.linearly_symmetric);
  EXPECT_EQ(classify_shape(cells({{0, 0}, {0, 1}})).name(), "I2");
  EXPECT_EQ(classify_shape(cells({{7, 0}})).name(), "I1");
}

TEST(ShapeClass, EveryOrientationOfTheRightTrominoIsL) {
  for (const CellSet& image : orientations(cells({{0, 0}, {1, 0}, {1, 1}}), true, true)) {
    ShapeClass shape = classify_shape(image);
    EXPECT_EQ(shape.type, ShapeClass::Type::L);
    EXPECT_FALSE(shape.linearly_symmetric);
  }
  EXPECT_EQ(orientations(cells({{0, 0}, {1, 0}, {1, 1}}), true, true).size(), 4u);
}

TEST(ShapeClass, CombsHaveABodyTeethAndFreeSpaces) {
  // Body of height 3 in column 0, teeth at rows 0 and 2: one free space (a U opening right).
  ShapeClass u = classify_shape(cells({{0, 0}, {1, 0}, {2, 0}, {0, 1}, {2, 1}}));
  EXPECT_EQ(u.type, ShapeClass::Type::Comb);
  EXPECT_EQ(u.body_height, 3);
  EXPECT_EQ(u.free_spaces, 1);
  EXPECT_EQ(u.name(), "comb(H=3,s=1)");
  // The T tetromino standing up: body 3, one tooth in the middle, two free spaces; mirrored too.
  EXPECT_EQ(classify_shape(cells({{0, 1}, {1, 1}, {2, 1}, {1, 0}})).name(), "comb(H=3,s=2)");
  EXPECT_EQ(classify_shape(cells({{0, 0}, {1, 0}, {2, 0}, {1, 1}})).name(), "comb(H=3,s=2)");
  // Body 5 with teeth at rows 0, 2, 4: two free spaces.
  EXPECT_EQ(classify_shape(cells({{0, 0}, {1, 0}, {2, 0}, {3, 0}, {4, 0}, {0, 1}, {2, 1}, {4, 1}})).name(),
            "comb(H=5,s=2)");
}

TEST(ShapeClass, AsymmetricOrFullShapesAreOther) {
  // The L tetromino is not symmetric about its horizontal midline.
  ShapeClass l4 = classify_shape(cells({{0, 0}, {1, 0}, {2, 0}, {2, 1}}));
  EXPECT_EQ(l4.type, ShapeClass::Type::Other);
  EXPECT_FALSE(l4.linearly_symmetric);
  // The square: both columns full, so no teeth column; symmetric but not a comb.
  ShapeClass square = classify_shape(cells({{0, 0}, {0, 1}, {1, 0}, {1, 1}}));
  EXPECT_EQ(square.type, ShapeClass::Type::Other);
  EXPECT_TRUE(square.linearly_symmetric);
  EXPECT_EQ(square.name(), "O4");
  EXPECT_EQ(classify_shape(cells({{0, 0}, {1, 0}, {1, 1}, {2, 1}})).type, ShapeClass::Type::Other);  // S
}

// The paper's types call every other shape "other": the tetrominoes and pentominoes get their
// usual letters instead, whichever way they are turned or mirrored; larger shapes stay other(n).
TEST(ShapeClass, OtherTetrominoesAndPentominoesAreNamedByTheirLetters) {
  EXPECT_EQ(classify_shape(cells({{0, 0}, {1, 0}, {2, 0}, {2, 1}})).name(), "L4");
  EXPECT_EQ(classify_shape(cells({{0, 1}, {1, 1}, {2, 1}, {2, 0}})).name(), "L4");  // the mirrored J
  EXPECT_EQ(classify_shape(cells({{0, 0}, {0, 1}, {0, 2}, {1, 1}})).name(), "T4");  // turned: a comb upright
  EXPECT_EQ(classify_shape(cells({{0, 0}, {1, 0}, {1, 1}, {2, 1}})).name(), "S4");
  EXPECT_EQ(classify_shape(cells({{0, 1}, {0, 0}, {1, 1}, {1, 2}})).name(), "S4");  // Z
  EXPECT_EQ(classify_shape(cells({{0, 1}, {1, 0}, {1, 1}, {1, 2}, {2, 1}})).name(), "X5");
  EXPECT_EQ(classify_shape(cells({{0, 0}, {0, 2}, {1, 0}, {1, 1}, {1, 2}})).name(), "U5");
  EXPECT_EQ(classify_shape(cells({{0, 0}, {1, 0}, {1, 1}, {2, 1}, {2, 2}})).name(), "W5");
  EXPECT_EQ(classify_shape(cells({{0, 0}, {0, 1}, {1, 0}, {1, 1}, {2, 0}, {2, 1}})).name(), "other(6)");
}

}  // namespace
}  // namespace polyplan
