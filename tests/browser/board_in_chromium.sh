#!/usr/bin/env bash
# Renders `polyplan show --html` pages, one problem per family, in headless Chromium and checks
# them from inside: no script errors or console errors, the board is drawn, stepping the plan
# to its end reaches a goal board, and a scripted key press (or, for pieces, the keys that choose
# a piece and a placement) makes a move. Needs Chromium (scripts/setup --tests installs it).
# Usage: POLYPLAN=path/to/polyplan bash board_in_chromium.sh PROJECT_SOURCE_DIR [SCREENSHOT_DIR]
#   SCREENSHOT_DIR: also write play-FAMILY.png there (docs/ holds the ones docs/play.md shows).
# Exit codes: 0 passed, 1 failed, 77 skipped (Chromium absent, outside CI).
set -u
root=${1:?usage: POLYPLAN=path/to/polyplan bash board_in_chromium.sh PROJECT_SOURCE_DIR [SCREENSHOT_DIR]}
polyplan=${POLYPLAN:?set POLYPLAN to the polyplan binary}
screenshots=${2:-}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

browser=$(command -v chromium || command -v chromium-browser || true)
. "$root/tests/support/needs.sh"
[ -n "$browser" ] || need "the browser test" chromium
flags=(--headless --no-sandbox --disable-gpu --hide-scrollbars --no-first-run --user-data-dir="$work/profile")

# Errors are collected from before the page's own script runs.
hook='<script>window.__errors=[];addEventListener("error",e=>__errors.push(String(e.message)));const __ce=console.error;console.error=(...a)=>{__errors.push(a.join(" "));__ce(...a);};</script>'
# The probe runs after the page's script: the end of the plan, then a move made by keys.
probe=$(cat <<'JS'
<script>(function () {
  const board = document.getElementById("board"), out = [];
  const key = (k) => board.dispatchEvent(new KeyboardEvent("keydown", { key: k, bubbles: true, cancelable: true }));
  try {
    const data = JSON.parse(document.getElementById("board-data").textContent);
    out.push("start_solved=" + board.dataset.solved, "unreplayed=" + window.polyplanBoard.unreplayedFrame());
    document.getElementById("last").click();
    out.push("end_frame=" + board.dataset.frame + "/" + (data.frames.length - 1), "end_solved=" + board.dataset.solved);
    document.getElementById("first").click();
    const before = board.dataset.state;
    board.focus();
    if (data.family === "pieces") {
      const move = window.polyplanBoard.legalMoves()[0];
      for (const c of data.pieces[move.piece].name) key(c);
      key("Enter"); key("1"); key("Enter");
    } else {
      for (const k of ["ArrowLeft", "ArrowUp", "ArrowRight", "ArrowDown"]) { if (board.dataset.moves === "0") key(k); }
    }
    out.push("moves=" + board.dataset.moves, "changed=" + (board.dataset.state !== before));
    key("z");
    out.push("undone=" + (board.dataset.state === before));
    const box = board.getBoundingClientRect();
    out.push("size=" + Math.round(box.width) + "x" + Math.round(box.height), "shapes=" + board.querySelectorAll("rect, circle").length);
  } catch (e) { window.__errors.push("probe: " + e); }
  out.push("errors=" + window.__errors.length);
  document.body.setAttribute("data-probe", out.join(" ") + (window.__errors.length ? " | " + window.__errors.join(" | ").replace(/"/g, "'") : ""));
})();</script>
JS
)

failed=0
check() {  # FAMILY INPUT: one family's page
  local family=$1 input=$2
  if ! "$polyplan" show "$input" --solve --html "$work/$family.html" 2>"$work/$family.err"; then
    echo "FAIL: $family: show --solve failed:" >&2
    sed 's/^/  /' "$work/$family.err" >&2
    failed=1
    return
  fi
  { sed "s|<head>|<head>$hook|; s|</body>||; s|</html>||" "$work/$family.html"; printf '%s\n</body>\n</html>\n' "$probe"; } >"$work/$family-probe.html"
  timeout 120 "$browser" "${flags[@]}" --dump-dom "file://$work/$family-probe.html" >"$work/$family.dom" 2>"$work/$family.chromium"
  local result
  result=$(grep -o 'data-probe="[^"]*"' "$work/$family.dom" | sed 's/^data-probe="//; s/"$//')
  local problems=()
  for want in start_solved=false unreplayed=-1 end_solved=true moves=1 changed=true undone=true errors=0; do
    grep -qw -- "$want" <<<"$result" || problems+=("$want")
  done
  grep -qE 'end_frame=([0-9]+)/\1( |$)' <<<"$result" || problems+=("end_frame")
  local shapes
  shapes=$(grep -o 'shapes=[0-9]*' <<<"$result" | cut -d= -f2)
  [ "${shapes:-0}" -ge 9 ] || problems+=("shapes")
  if [ ${#problems[@]} -gt 0 ]; then
    echo "FAIL: $family: expected ${problems[*]}; the page reports: '${result:-nothing}'" >&2
    sed 's/^/  chromium: /' "$work/$family.chromium" | tail -n 5 >&2
    failed=1
  else
    echo "$family: $result"
  fi
  if [ -n "$screenshots" ]; then
    timeout 120 "$browser" "${flags[@]}" --window-size=760,760 --screenshot="$screenshots/play-$family.png" \
      "file://$work/$family.html#frame=${3:-0}" >/dev/null 2>>"$work/$family.chromium"
  fi
}

check tiles "$root/examples/eight-puzzle.pzl#assignment" 5
check sokoban "$root/examples/spec-examples.pzl#tiny" 9
check flying-block "$root/examples/spec-examples.pzl#fbp-e6" 2
check sliding-block "$root/examples/sliding-block.pzl" 3
# Families written as text, their rules described in the domain file and run by the page:
# slides until another robot stops them, slides along a car's axis, and walks along any path.
check lunar-lockout "$root/examples/families/lunar-lockout/lunar-lockout.pzl#lunar-lockout-a"
check rush-hour "$root/examples/families/rush-hour/card-01.pzl"
check klotski "$root/examples/families/klotski/little-klotski.pzl#little-klotski-walks"
# Slides through a region (ice), slides until a wall or robot stops them, hops that capture with a
# count goal, pulls and chains of two pushes by an agent, a shape goal (Atomix), one-way cells.
check ice-maze "$root/examples/families/ice-maze/ice-maze.pzl#ice-maze-a"
check ricochet-robots "$root/examples/families/ricochet-robots/ricochet-robots.pzl#ricochet-a"
check peg-solitaire "$root/examples/families/peg-solitaire/small-boards.pzl#peg-ten-last-on-a-corner"
check pull-sokoban "$root/examples/families/pull-sokoban/pull-sokoban.pzl#pull-two-boxes"
check chain-sokoban "$root/examples/families/chain-sokoban/chain-sokoban.pzl#chain-in-a-corridor"
check atomix "$root/examples/families/atomix/atomix.pzl#atomix-water"
check arrow-maze "$root/examples/families/arrow-maze/arrow-maze.pzl#arrow-maze-b"
check sokoban-trains "$root/examples/families/chain-sokoban/trains.pzl#train-of-three"
# The Flying Block rule as its description (domains/pzl/built-in-rules.pzl): a described flight.
sed 's/(:domain flying-block)/(:domain flying-block-described)/' "$root/examples/spec-examples.pzl" >"$work/described.pzl"
check flying-block-described "$work/described.pzl#fbp-e6"
exit "$failed"
