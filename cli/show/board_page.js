// polyplan show --html: draws a board from the page's JSON, animates the plan and lets the reader
// play. The state is one placement number per piece, as in polyplan; the moves are made here from
// the placement tables the page carries and each piece's movement traits ("moves": an agent, a
// pushed piece, or a piece that goes in straight lines or flies), never from a rule's name.
(function () {
  "use strict";
  const data = JSON.parse(document.getElementById("board-data").textContent);
  const SVG = "http://www.w3.org/2000/svg";
  const size = Math.max(data.rows, data.cols) > 14 ? 28 : Math.max(data.rows, data.cols) > 5 ? 44 : 64;
  const steps = [[0, -1], [-1, 0], [0, 1], [1, 0]];  // left, up, right, down, as LURD spells them
  const arrowKeys = { ArrowLeft: 0, ArrowUp: 1, ArrowRight: 2, ArrowDown: 3 };
  const board = document.getElementById("board");
  const status = document.getElementById("status");
  const slider = document.getElementById("slider");
  const where = document.getElementById("where");
  const choicesBox = document.getElementById("choices");
  const frameGoals = new Set(data.frame_goals);
  const marks = new Set(data.goal_marks);
  const last = data.frames.length - 1;

  let state = data.frames[0].slice();
  let frame = 0;          // the plan's move shown, while the reader has not moved
  let made = [];          // the reader's moves since the frame: {move, before}
  let undone = [];
  let chosen = -1;        // the piece whose placements are offered
  let offered = [];
  let typed = "";
  let timer = null;

  // A piece off the board (taken by a capture, gone through an exit) has the placement one past
  // its table's last, and covers no cell.
  const cellsOf = (piece, placement) => data.tables[data.pieces[piece].table][placement] || [];
  const offBoard = (piece) => data.tables[data.pieces[piece].table].length;
  const walkable = (cell) => data.cells[cell] !== "#" && data.cells[cell] !== " ";
  // The eight headings: the first four as LURD spells them, then the diagonals.
  const headings = steps.concat([[-1, -1], [-1, 1], [1, -1], [1, 1]]);
  const regionCells = {};
  for (const name in data.regions) regionCells[name] = new Set(data.regions[name]);
  // Per table, the placement covering exactly some cells: what a piece moved by a heading becomes.
  const placementAt = data.tables.map((table) => new Map(table.map((cells, q) => [cells.join(","), q])));

  function occupancy(st, skip) {
    const owner = new Array(data.rows * data.cols).fill(-1);
    st.forEach((placement, piece) => {
      if (piece !== skip) cellsOf(piece, placement).forEach((cell) => { owner[cell] = piece; });
    });
    return owner;
  }

  function neighbour(cell, d) {
    const row = Math.floor(cell / data.cols) + headings[d][0], col = (cell % data.cols) + headings[d][1];
    if (row < 0 || col < 0 || row >= data.rows || col >= data.cols) return -1;
    const next = row * data.cols + col;
    return walkable(next) ? next : -1;
  }

  // The placement a piece's placement becomes one cell along heading d, or -1 off the floor.
  function shifted(p, placement, d) {
    const moved = [];
    for (const cell of cellsOf(p, placement)) {
      const next = neighbour(cell, d);
      if (next < 0) return -1;
      moved.push(next);
    }
    const found = placementAt[data.pieces[p].table].get(moved.join(","));
    return found === undefined ? -1 : found;
  }

  function fits(owner, cells, piece) {
    return cells.every((cell) => owner[cell] === -1 || owner[cell] === piece);
  }

  // The one piece other than `self` on the cells, -1 when they are vacant, -2 when several share them.
  function soleOwner(owner, cells, self) {
    let found = -1;
    for (const cell of cells) {
      const other = owner[cell];
      if (other === -1 || other === self) continue;
      if (found !== -1 && other !== found) return -2;
      found = other;
    }
    return found;
  }

  const inRegion = (name, cells) => name !== "" && name !== undefined && cells.some((c) => regionCells[name] && regionCells[name].has(c));
  const insideRegion = (name, cells) => !!regionCells[name] && cells.every((c) => regionCells[name].has(c));

  // Whether a step of piece p from one placement to another toward heading d enters a cell of a
  // one-way region against the region's heading.
  function barredEntry(how, p, from, to, d) {
    if (!how.one_way || !how.one_way.length) return false;
    const before = new Set(cellsOf(p, from));
    return cellsOf(p, to).some((cell) => !before.has(cell) && how.one_way.some(([region, dr, dc]) =>
      regionCells[region] && regionCells[region].has(cell) && (headings[d][0] !== dr || headings[d][1] !== dc)));
  }

  // The directions a piece travels in: as its description says, or (a described rule's "axis")
  // along the line its cells lie on, both ways for a square piece.
  function directionsOf(how, p, st) {
    if (how.directions === "diagonal") return [4, 5, 6, 7];
    if (how.directions === "all") return [0, 1, 2, 3, 4, 5, 6, 7];
    if (how.directions !== "axis") return [0, 1, 2, 3];
    const cells = cellsOf(p, st[p]);
    const rows = cells.map((c) => Math.floor(c / data.cols)), cols = cells.map((c) => c % data.cols);
    const height = Math.max(...rows) - Math.min(...rows), width = Math.max(...cols) - Math.min(...cols);
    return width > height ? [0, 2] : height > width ? [1, 3] : [0, 1, 2, 3];
  }

  // Every legal move: {piece, to, agentTo, other, otherTo, dir, cost, pull}, interpreted from each
  // piece's movement words as polyplan's own interpreter reads them (domains/rules/described_move).
  function legalMoves(st) {
    const owner = occupancy(st, -1), moves = [];
    data.pieces.forEach((piece, p) => {
      const how = piece.moves;
      if (st[p] === offBoard(p)) return;
      const cost = (cells) => (how.per === "cell" ? (how.cost || 1) * cells : how.cost || 1);
      // A placement on cells to avoid is a wall to the piece; one on an exit takes it off.
      const step = (at, d) => {
        const next = shifted(p, at, d);
        return next >= 0 && (inRegion(how.avoid, cellsOf(p, next)) || barredEntry(how, p, at, next, d)) ? -1 : next;
      };
      const landing = (at) => (inRegion(how.exit, cellsOf(p, at)) ? offBoard(p) : at);
      const add = (move) => moves.push(Object.assign({ agentTo: -1, other: -1, otherTo: -1, dir: -1, pull: false }, move));
      if (how.role === "piece" && how.path === "straight") {
        for (const d of directionsOf(how, p, st)) {
          let at = st[p];
          for (let travelled = 0; ;) {
            const next = step(at, d);
            const wall = next < 0;
            if (wall || !fits(owner, cellsOf(p, next), p)) {
              // A slide until blocked stops here, if what blocks it may stop it.
              if (how.until && travelled > 0 && (wall ? how.walls_stop !== false : how.pieces_stop !== false))
                add({ piece: p, to: landing(at), dir: d, cost: cost(travelled) });
              break;
            }
            at = next;
            travelled++;
            if (how.through && !insideRegion(how.through, cellsOf(p, at))) {
              add({ piece: p, to: landing(at), dir: d, cost: cost(travelled) });
              break;
            }
            if (how.until) continue;
            add({ piece: p, to: landing(at), dir: d, cost: cost(travelled) });
            if (travelled === how.distance) break;
          }
        }
      } else if (how.role === "piece" && how.path === "walk") {
        const reached = new Map([[st[p], 0]]), queue = [st[p]];
        while (queue.length) {
          const at = queue.shift();
          for (const d of directionsOf(how, p, st)) {
            const next = step(at, d);
            if (next < 0 || reached.has(next) || !fits(owner, cellsOf(p, next), p)) continue;
            reached.set(next, reached.get(at) + 1);
            const lands = landing(next);
            add({ piece: p, to: lands, cost: cost(reached.get(next)) });
            if (lands === next) queue.push(next);
          }
        }
      } else if (how.role === "piece" && how.path === "hop") {
        const hopOwner = occupancy(st, data.agent);
        for (const d of directionsOf(how, p, st)) {
          const over = step(st[p], d);
          if (over < 0) continue;
          const beyond = step(over, d);
          if (beyond < 0) continue;
          const hopped = soleOwner(hopOwner, cellsOf(p, over), p);
          if (hopped < 0 || !how.over.includes(data.pieces[hopped].kind)) continue;
          if (soleOwner(hopOwner, cellsOf(p, beyond), p) !== -1) continue;
          add({ piece: p, to: landing(beyond), dir: d, cost: cost(2),
                other: how.capture ? hopped : -1, otherTo: how.capture ? offBoard(hopped) : -1 });
        }
      } else if (how.role === "piece" && how.path === "flight") {
        data.tables[piece.table].forEach((cells, q) => {
          if (q !== st[p] && fits(owner, cells, p) && !inRegion(how.avoid, cells))
            add({ piece: p, to: landing(q), cost: cost(1) });
        });
      } else if (how.role === "agent" && (how.path === "ahead" || how.path === "behind")) {
        // The agent's steps, with the push of the pieces in front of it (a chain of up to
        // how.chain) or the pull of the one behind it.
        const others = occupancy(st, p), here = cellsOf(p, st[p])[0];
        const moved = (q) => q >= 0 && how.pieces.includes(data.pieces[q].kind);
        const stepCost = how.step_cost === undefined ? 1 : how.step_cost;
        for (let d = 0; d < 4; d++) {
          const front = neighbour(here, d);
          if (front < 0) continue;
          const into = placementAt[piece.table].get(String(front));
          if (barredEntry(how, p, st[p], into, d)) continue;
          const ahead = others[front];
          if (how.path === "behind") {
            if (ahead !== -1) continue;
            add({ piece: p, to: into, dir: d, cost: stepCost });
            const behind = neighbour(here, d ^ 2);
            const pulled = behind < 0 ? -1 : others[behind];
            if (!moved(pulled)) continue;
            const next = shifted(pulled, st[pulled], d);
            if (next >= 0 && soleOwner(others, cellsOf(pulled, next), pulled) === -1 && !cellsOf(pulled, next).includes(front) &&
                !barredEntry(how, pulled, st[pulled], next, d))
              add({ piece: pulled, to: next, agentTo: into, dir: d, cost: how.cost || 1, pull: true });
            continue;
          }
          if (ahead === -1) {
            add({ piece: p, to: into, dir: d, cost: stepCost });
            continue;
          }
          if (!moved(ahead)) continue;
          const next = shifted(ahead, st[ahead], d);
          if (next < 0 || barredEntry(how, ahead, st[ahead], next, d)) continue;
          const blocker = soleOwner(others, cellsOf(ahead, next), ahead);
          if (blocker === -1) {
            add({ piece: ahead, to: next, agentTo: into, dir: d, cost: how.cost || 1 });
            continue;
          }
          if (blocker < 0 || (how.chain || 1) < 2 || !moved(blocker)) continue;
          const secondNext = shifted(blocker, st[blocker], d);
          if (secondNext < 0 || barredEntry(how, blocker, st[blocker], secondNext, d)) continue;
          const third = soleOwner(others, cellsOf(blocker, secondNext), blocker);
          if (third === -1) {
            add({ piece: ahead, to: next, agentTo: into, other: blocker, otherTo: secondNext, dir: d, cost: how.cost || 1 });
            continue;
          }
          // A longer row is of interchangeable units: its first goes beyond its last.
          if (third < 0 || (how.chain || 1) < 3 || !moved(third)) continue;
          let cell = front, length = 1, target = -1;
          for (;;) {
            const after = neighbour(cell, d);
            if (after < 0) break;
            const placement = placementAt[data.pieces[ahead].table].get(String(after));
            if (placement === undefined || barredEntry(how, ahead, placementAt[data.pieces[ahead].table].get(String(cell)), placement, d)) break;
            if (others[after] === -1) { target = placement; break; }
            if (!moved(others[after]) || length === how.chain) break;
            cell = after;
            length++;
          }
          if (target >= 0) add({ piece: ahead, to: target, agentTo: into, dir: d, cost: how.cost || 1 });
        }
      }
    });
    return moves;
  }

  function apply(st, move) {
    const next = st.slice();
    next[move.piece] = move.to;
    if (move.agentTo >= 0) next[data.agent] = move.agentTo;
    if (move.other >= 0) next[move.other] = move.otherTo;
    return next;
  }

  // The goal tree (board_page.cpp, page_goal): placements, pieces home on goal cells, cells
  // covered by a kind, counts of pieces left, shapes anywhere, and their combinations.
  function holds(goal, st, owner) {
    switch (goal.kind) {
      case "at": return goal.accepted.includes(st[goal.piece]);
      case "home": {
        const cells = cellsOf(goal.piece, st[goal.piece]);
        return cells.length > 0 && cells.every((cell) => frameGoals.has(cell));
      }
      case "on": return goal.cells.every((cell) => goal.pieces.includes(owner[cell]));
      case "count": {
        const left = goal.pieces.filter((p) => st[p] !== offBoard(p)).length;
        return goal.relation === "<=" ? left <= goal.count : goal.relation === ">=" ? left >= goal.count : left === goal.count;
      }
      case "shape":
        for (let dr = -data.rows; dr <= data.rows; dr++)
          for (let dc = -data.cols; dc <= data.cols; dc++)
            if (goal.parts.every((part) => shapePartHolds(part, st, owner, dr, dc))) return true;
        return false;
      case "and": return goal.parts.every((part) => holds(part, st, owner));
      case "or": return goal.parts.some((part) => holds(part, st, owner));
      case "not": return !holds(goal.parts[0], st, owner);
    }
    return false;
  }

  function shapePartHolds(part, st, owner, dr, dc) {
    const cells = [];
    for (const [row, col] of part.cells) {
      const r = row + dr, c = col + dc;
      if (r < 0 || c < 0 || r >= data.rows || c >= data.cols || !walkable(r * data.cols + c)) return false;
      cells.push(r * data.cols + c);
    }
    if (part.piece >= 0) return cellsOf(part.piece, st[part.piece]).join(",") === cells.join(",");
    return cells.every((cell) => part.pieces.includes(owner[cell]));
  }

  function isGoal(st) { return holds(data.goal, st, occupancy(st, -1)); }

  function describe(move) {
    const piece = data.pieces[move.piece];
    if (data.family === "tiles") return piece.name;
    if (data.family === "agent") {
      const letter = "lurd"[move.dir];
      return move.piece === data.agent ? letter : move.pull ? letter.toUpperCase() + " (pull)" : letter.toUpperCase();
    }
    const where = move.to === offBoard(move.piece) ? "off"
      : cellsOf(move.piece, move.to).map((c) => "(" + Math.floor(c / data.cols) + " " + (c % data.cols) + ")").join(" ");
    return piece.name + " " + where + (move.other >= 0 && move.otherTo === offBoard(move.other) ? ", taking " + data.pieces[move.other].name : "");
  }

  function colourOf(piece, st) {
    const p = data.pieces[piece];
    const home = data.goal_placed.some(([q, accepted]) => q === piece && accepted.includes(st[piece])) ||
      (p.moves.role === "pushed" && cellsOf(piece, st[piece]).every((c) => frameGoals.has(c)));
    if (piece === chosen) return "#e4572e";
    if (data.family === "tiles") return home ? "#8fd19e" : "#9cc3e6";
    if (data.family === "agent") return p.moves.role === "agent" ? "#8e44ad" : home ? "#5aa469" : "#c8963e";
    return "hsl(" + Math.round((piece * 137.508) % 360) + ", 62%, " + (p.target ? "55%" : "72%") + ")";
  }

  function element(name, attributes, parent) {
    const node = document.createElementNS(SVG, name);
    for (const key in attributes) node.setAttribute(key, attributes[key]);
    if (parent) parent.appendChild(node);
    return node;
  }

  function drawPiece(st, piece, layer, ghost) {
    const cells = cellsOf(piece, st[piece]), mine = new Set(cells), p = data.pieces[piece];
    if (!cells.length) return;
    const group = element("g", { "data-piece": p.name, class: ghost ? "ghost" : "piece" }, layer);
    const fill = ghost ? "none" : colourOf(piece, st);
    let sumRow = 0, sumCol = 0;
    cells.forEach((cell) => {
      const row = Math.floor(cell / data.cols), col = cell % data.cols;
      sumRow += row; sumCol += col;
      if (p.moves.role === "agent" && !ghost) {
        element("circle", { cx: col * size + size / 2, cy: row * size + size / 2, r: size * 0.36, fill }, group);
      } else {
        element("rect", { x: col * size + 1, y: row * size + 1, width: size - 2, height: size - 2, fill,
                          rx: data.family === "pieces" ? 2 : 6 }, group);
      }
      // Outline the polyomino: an edge where the next cell is not the same piece.
      for (let d = 0; d < 4 && data.family === "pieces"; d++) {
        const r2 = row + steps[d][0], c2 = col + steps[d][1];
        if (r2 >= 0 && c2 >= 0 && r2 < data.rows && c2 < data.cols && mine.has(r2 * data.cols + c2)) continue;
        const x1 = col * size + (d === 2 ? size : 0), y1 = row * size + (d === 3 ? size : 0);
        const x2 = d === 1 || d === 3 ? x1 + size : x1, y2 = d === 0 || d === 2 ? y1 + size : y1;
        // The goal's pieces (the target) are outlined heavier, so that the eye finds them first.
        element("line", { x1, y1, x2, y2, stroke: ghost ? "#e4572e" : "#333", "stroke-width": ghost || p.target ? 3.5 : 2,
                          "stroke-dasharray": ghost ? "5 3" : "" }, group);
      }
    });
    if (!ghost && !(data.family === "agent")) {
      // The name on the cell nearest the piece's centre.
      const cr = sumRow / cells.length, cc = sumCol / cells.length;
      let best = cells[0], bestDistance = Infinity;
      cells.forEach((cell) => {
        const dist = (Math.floor(cell / data.cols) - cr) ** 2 + ((cell % data.cols) - cc) ** 2;
        if (dist < bestDistance) { bestDistance = dist; best = cell; }
      });
      const text = element("text", { x: (best % data.cols) * size + size / 2, y: Math.floor(best / data.cols) * size + size / 2,
                                     "text-anchor": "middle", "dominant-baseline": "central",
                                     "font-size": size * 0.45, "font-weight": 600, fill: "#111" }, group);
      text.textContent = p.name;
    }
  }

  function draw() {
    board.replaceChildren();
    board.setAttribute("width", data.cols * size);
    board.setAttribute("height", data.rows * size);
    board.setAttribute("viewBox", "0 0 " + data.cols * size + " " + data.rows * size);
    const floor = element("g", {}, board);
    for (let cell = 0; cell < data.rows * data.cols; cell++) {
      const kind = data.cells[cell];
      if (kind === " ") continue;
      const x = (cell % data.cols) * size, y = Math.floor(cell / data.cols) * size;
      element("rect", { x, y, width: size, height: size, fill: kind === "#" ? "#5b5b66" : "#f3efe2", stroke: "#d8d2bf" }, floor);
    }
    // Regions the legend draws (ice, exits): a tint per region, named in the cell's tooltip.
    Object.keys(regionCells).forEach((name, i) => {
      regionCells[name].forEach((cell) => {
        const tint = element("rect", { x: (cell % data.cols) * size, y: Math.floor(cell / data.cols) * size, width: size, height: size,
                                       fill: "hsl(" + ((200 + i * 67) % 360) + ", 70%, 80%)", "fill-opacity": 0.6, class: "region" }, floor);
        element("title", {}, tint).textContent = name;
      });
    });
    const pieces = element("g", {}, board);
    state.forEach((_, piece) => drawPiece(state, piece, pieces, false));
    // Goal cells: a diamond where the cell is vacant, and a dashed outline over the pieces, so
    // that a piece standing on one still shows it without hiding its name.
    const owner = occupancy(state);
    const goals = element("g", { class: "goals" }, board);
    marks.forEach((cell) => {
      const x = (cell % data.cols) * size, y = Math.floor(cell / data.cols) * size;
      if (owner[cell] < 0)
        element("rect", { x: x + size * 0.32, y: y + size * 0.32, width: size * 0.36, height: size * 0.36, fill: "none",
                          stroke: "#d1495b", "stroke-width": 2.5, transform: "rotate(45 " + (x + size / 2) + " " + (y + size / 2) + ")" }, goals);
      else
        element("rect", { x: x + 4, y: y + 4, width: size - 8, height: size - 8, fill: "none", stroke: "#d1495b",
                          "stroke-width": 2, "stroke-dasharray": "4 3", rx: 3 }, goals);
    });
    const solved = isGoal(state);
    board.dataset.frame = frame;
    board.dataset.moves = made.length;
    board.dataset.solved = solved;
    board.dataset.state = JSON.stringify(state);
    slider.value = frame;
    where.textContent = last > 0 ? "move " + frame + " of " + last + (frame > 0 ? ": " + data.labels[frame] : "") : "";
  }

  function say(text) { status.textContent = text; }

  function showFrame(k) {
    frame = Math.max(0, Math.min(last, k));
    state = data.frames[frame].slice();
    made = []; undone = []; chosen = -1; offered = []; typed = "";
    choicesBox.replaceChildren();
    draw();
    say(isGoal(state) ? "the plan reaches the goal in " + last + " move" + (last === 1 ? "" : "s") + " (cost " + data.cost + ")"
                      : "");
  }

  function stop() {
    if (timer) clearInterval(timer);
    timer = null;
    document.getElementById("play").textContent = "play";
  }

  function play() {
    if (timer) return stop();
    if (frame === last) showFrame(0);
    document.getElementById("play").textContent = "pause";
    timer = setInterval(() => { if (frame >= last) stop(); else showFrame(frame + 1); }, 450);
  }

  function take(move) {
    stop();
    made.push({ move, before: state });
    undone = [];
    state = apply(state, move);
    chosen = -1; offered = []; choicesBox.replaceChildren();
    draw();
    const count = made.length, cost = made.reduce((sum, m) => sum + m.move.cost, 0);
    const charged = cost === count ? "" : " (cost " + cost + ")";
    say(isGoal(state) ? "solved in " + count + " move" + (count === 1 ? "" : "s") + charged + " from move " + frame + " of the plan"
                      : describe(move) + " · moves " + count + charged);
  }

  function undo() {
    if (!made.length) return say("nothing to undo");
    const step = made.pop();
    undone.push(step.move);
    state = step.before;
    chosen = -1; offered = []; choicesBox.replaceChildren();
    draw();
    say("undone · moves " + made.length);
  }

  function redo() {
    if (!undone.length) return say("nothing to redo");
    const move = undone.pop(), keep = undone;
    take(move);
    undone = keep;
  }

  function choose(piece) {
    const moves = legalMoves(state).filter((m) => m.piece === piece);
    if (!moves.length) return say("piece " + data.pieces[piece].name + " cannot move now");
    chosen = piece; offered = moves;
    draw();
    choicesBox.replaceChildren();
    moves.forEach((move, i) => {
      const button = document.createElement("button");
      button.type = "button";
      button.textContent = (i + 1) + ": " + describe(move);
      const ghost = () => board.querySelector('[data-choice="' + (i + 1) + '"]');
      const show = (on) => { const g = ghost(); if (g) g.style.display = on ? "" : "none"; };
      button.addEventListener("mouseenter", () => show(true));
      button.addEventListener("mouseleave", () => show(false));
      button.addEventListener("focus", () => show(true));
      button.addEventListener("blur", () => show(false));
      button.addEventListener("click", () => { take(move); board.focus(); });
      choicesBox.appendChild(button);
    });
    say(moves.length + " placement" + (moves.length === 1 ? "" : "s") + " for " + data.pieces[piece].name +
        ": type its number and Enter, or click one");
  }

  // An agent's step toward d; with pull, the step that pulls the piece behind it along.
  function moveToward(d, pull) {
    if (!data.playable) return say(data.not_playable);
    if (data.family === "pieces") return say("choose a piece by clicking it or typing its name");
    const move = legalMoves(state).find((m) => m.dir === d && m.pull === !!pull);
    if (move) take(move);
    else say(data.family === "tiles" ? "no tile can slide that way" : "cannot move that way");
  }

  function submit(text) {
    text = text.trim();
    if (!text) return;
    if (chosen >= 0 && /^[0-9]+$/.test(text)) {
      const n = Number(text);
      if (n < 1 || n > offered.length) return say("there is no placement " + text);
      return take(offered[n - 1]);
    }
    const piece = data.pieces.findIndex((p) => p.name === text);
    if (piece < 0) return say("there is no " + (data.family === "tiles" ? "tile" : "piece") + " '" + text + "'");
    if (data.family === "tiles") {
      const move = legalMoves(state).find((m) => m.piece === piece);
      return move ? take(move) : say("tile " + text + " is not next to the blank");
    }
    choose(piece);
  }

  board.addEventListener("keydown", (event) => {
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    const key = event.key;
    let handled = true;
    if (key in arrowKeys) moveToward(arrowKeys[key], event.shiftKey);
    else if (key === "z" || (key === "Backspace" && !typed)) undo();
    else if (key === "Backspace") typed = typed.slice(0, -1);
    else if (key === "y") redo();
    else if (key === "Escape") { typed = ""; chosen = -1; offered = []; choicesBox.replaceChildren(); draw(); say(""); }
    else if (data.family === "agent" && "udlr".includes(key)) moveToward("lurd".indexOf(key), false);
    else if (data.family === "agent" && "UDLR".includes(key)) moveToward("LURD".indexOf(key), true);
    else if (key === "Enter") { submit(typed); typed = ""; }
    else if (key.length === 1 && data.family !== "agent") { typed += key; say("typed: " + typed); }
    else handled = false;
    if (handled) event.preventDefault();
  });

  board.addEventListener("click", (event) => {
    if (!data.playable) return say(data.not_playable);
    const box = board.getBoundingClientRect();
    const col = Math.floor((event.clientX - box.left) / (box.width / data.cols));
    const row = Math.floor((event.clientY - box.top) / (box.height / data.rows));
    if (row < 0 || col < 0 || row >= data.rows || col >= data.cols) return;
    const cell = row * data.cols + col, owner = occupancy(state)[cell];
    board.focus();
    if (data.family === "agent") {
      const here = cellsOf(data.agent, state[data.agent])[0];
      for (let d = 0; d < 4; d++) if (neighbour(here, d) === cell) return moveToward(d);
      return say("click a cell next to the agent");
    }
    if (owner < 0) return say("click a " + (data.family === "tiles" ? "tile next to the blank" : "piece"));
    if (data.family === "tiles") {
      const move = legalMoves(state).find((m) => m.piece === owner);
      return move ? take(move) : say("tile " + data.pieces[owner].name + " is not next to the blank");
    }
    choose(owner);
  });

  document.getElementById("first").addEventListener("click", () => { stop(); showFrame(0); });
  document.getElementById("back").addEventListener("click", () => { stop(); showFrame(frame - 1); });
  document.getElementById("forward").addEventListener("click", () => { stop(); showFrame(frame + 1); });
  document.getElementById("last").addEventListener("click", () => { stop(); showFrame(last); });
  document.getElementById("play").addEventListener("click", play);
  slider.max = last;
  slider.addEventListener("input", () => { stop(); showFrame(Number(slider.value)); });
  if (last === 0) document.querySelector(".controls").hidden = true;

  const keys = {
    tiles: "Click a tile next to the blank, or focus the board and use the arrow keys or type a tile's number and Enter.",
    agent: "Focus the board: arrow keys or u d l r move the agent, clicking a cell next to it too; where the agent pulls, Shift with an arrow or U D L R pulls the piece behind it along.",
    pieces: "Click a piece or type its name and Enter, then pick a placement by number (Enter) or click; Esc cancels.",
  };
  document.getElementById("help").innerHTML = (data.playable ? keys[data.family] + " " : data.not_playable + " ") +
    "<kbd>z</kbd> or <kbd>Backspace</kbd> undoes, <kbd>y</kbd> redoes; the buttons and the slider step through the plan.";
  // A board as what stands on each cell (a unit by its kind: units are interchangeable).
  const boardKey = (st) => occupancy(st, -1).map((p) => (p < 0 ? "" : data.pieces[p].unit ? "#" + data.pieces[p].kind : p)).join(",");
  // The first frame of the plan whose successor the page's own moves cannot reach, or -1: the
  // page's interpreter checked against polyplan's.
  function unreplayedFrame() {
    for (let k = 0; k < last; k++) {
      const wanted = boardKey(data.frames[k + 1]);
      if (!legalMoves(data.frames[k]).some((move) => boardKey(apply(data.frames[k], move)) === wanted)) return k;
    }
    return -1;
  }
  window.polyplanBoard = { showFrame, legalMoves: () => legalMoves(state), isGoal: () => isGoal(state), unreplayedFrame, last };
  // board.html#frame=N opens at move N of the plan, so that a link can point at one.
  const wanted = /frame=(\d+)/.exec(location.hash);
  showFrame(wanted ? Number(wanted[1]) : 0);
})();
