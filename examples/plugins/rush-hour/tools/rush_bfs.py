#!/usr/bin/env python3
"""Independent check of the puzzles' optimal move counts: a breadth-first search written from the
rules alone, sharing no code with polyplan or the plugin. Reads the board of each .pzl file given
(6x6, '.' empty, X the target, which must reach columns 4-5 of its row) and prints the number of
moves next to the count the file's comment states.

    python3 tools/rush_bfs.py puzzles/*.pzl
"""
import re
import sys
from collections import deque

SIZE = 6


def read_board(path):
    text = open(path).read()
    rows = re.search(r'\(:board """\n(.*?)\n\s*"""', text, re.S).group(1).split()
    stated = re.search(r"optimal: (\d+) moves", text)
    return "".join(rows), int(stated.group(1)) if stated else None


def vehicles(board):
    cells = {}
    for index, glyph in enumerate(board):
        if glyph != ".":
            cells.setdefault(glyph, []).append(index)
    # name -> (step between its cells: 1 horizontal, SIZE vertical; length)
    return {name: (cs[1] - cs[0], len(cs)) for name, cs in cells.items()}, {name: cs[0] for name, cs in cells.items()}


def moves(board):
    shape, start = vehicles(board)
    names = sorted(shape)
    target = names.index("X")
    goal = start["X"] // SIZE * SIZE + SIZE - shape["X"][1]

    def covered(name, first):
        step, length = shape[name]
        return [first + k * step for k in range(length)]

    def inside(name, first):
        step, length = shape[name]
        last = first + (length - 1) * step
        if first < 0 or last >= SIZE * SIZE:
            return False
        return step == SIZE or first // SIZE == last // SIZE

    state = tuple(start[name] for name in names)
    distance = {state: 0}
    queue = deque([state])
    while queue:
        state = queue.popleft()
        if state[target] == goal:
            return distance[state]
        occupied = {cell for name, first in zip(names, state) for cell in covered(name, first)}
        for i, name in enumerate(names):
            step, _ = shape[name]
            own = set(covered(name, state[i]))
            for direction in (-step, step):
                first = state[i] + direction
                while inside(name, first) and not (set(covered(name, first)) - own) & occupied:
                    child = state[:i] + (first,) + state[i + 1:]
                    if child not in distance:
                        distance[child] = distance[state] + 1
                        queue.append(child)
                    first += direction
    return None


if __name__ == "__main__":
    for path in sys.argv[1:]:
        board, stated = read_board(path)
        print(f"{path}: bfs {moves(board)} moves, file states {stated}")
