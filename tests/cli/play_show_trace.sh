#!/usr/bin/env bash
# play by lines from stdin, solve --search human, show --html and solve --trace as users run them:
# what reaches stdout and stderr, exit codes, and that a failure leaves no file behind.
# Usage: POLYPLAN=path/to/polyplan bash play_show_trace.sh PROJECT_SOURCE_DIR   (ctest runs it so)
# Runs every check even after a failure, prints "N passed, M failed" and exits 1 on any failure.
set -u
root=${1:?usage: POLYPLAN=path/to/polyplan bash play_show_trace.sh PROJECT_SOURCE_DIR}
polyplan=${POLYPLAN:?set POLYPLAN to the polyplan binary}
eight="$root/examples/eight-puzzle.pzl"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

. "$root/tests/cli/checks.sh"
# run INPUT ARGS...: polyplan with INPUT (a string) on stdin; $status, $work/out, $work/err.
run() {
  local input=$1
  shift
  printf '%s' "$input" | "$polyplan" "$@" >"$work/out" 2>"$work/err"
  status=$?
}
expect_last_line() { if [ "$(tail -n 1 "$work/$2")" = "$3" ]; then pass; else fail "$1: last line of std$2 is not '$3'"; fi; }
expect_no_file() { if [ ! -e "$2" ] && ! ls "$(dirname "$2")" | grep -q polyplan-tmp; then pass; else fail "$1: $2 (or a temporary) was left"; fi; }

# --- play by lines: the assignment's 14 moves -----------------------------------------------
moves="6 2 8 6 5 1 2 5 7 4 6 7 4 3"
run "$moves"$'\n' play "$eight#assignment"
expect_status "play from stdin" 0
expect_last_line "play from stdin" out "solved in 14 moves (optimal: 14)"
expect_empty "play from stdin" err
run "$(tr ' ' '\n' <<<"$moves")"$'\n' solve --search human "$eight#assignment"
expect_status "solve --search human" 0
expect_last_line "solve --search human" out "solved in 14 moves (optimal: 14)"
run $'6 2\nundo\nredo\nhint\n' play "$eight#assignment"
expect_status "play input ends before the goal" 3
expect_contains "play hint" out "(12 moves to go, optimal)"
expect_last_line "play input ends before the goal" out "not solved: moves 2 made; the goal is not reached"
run $'6\n9\n' play "$eight#assignment"
expect_status "play: no tile 9" 2
expect_contains "play: no tile 9" err "<stdin>:2:1: error: there is no tile '9'; tile to move (next to the blank: 1 6 2)"
run $'6\n' solve --search human "$eight"
expect_status "solve --search human with two problems" 2
expect_contains "solve --search human with two problems" err "--search: error: human plays one problem; the inputs hold 2"
run "" play "$eight#assignment" --hint-time 0
expect_status "play --hint-time 0" 2
run "" play "$eight#assignment" --search "astar(nosuch)"
expect_status "play with a bad --search" 2
expect_contains "play with a bad --search" err "--search:1:7: error: unknown heuristic 'nosuch'"
expect_empty "play with a bad --search" out
# A hint that cannot be found in time says so (Korf's first 15-puzzle takes IDA* far longer).
korf="$root/../shared/data/tiles/korf100.txt"
. "$root/tests/support/needs.sh"
if have "the hint time-out check" "$korf"; then
  run $'hint\n' play "$korf#1" --hint-time 0.05
  expect_status "play: a hint out of time" 3
  expect_contains "play: a hint out of time" out "no hint: no plan found within 0.05 s"
fi
# Sokoban by LURD letters on one line, Flying Block by name and number.
run $'rrdz\n' play "$root/examples/spec-examples.pzl#tiny"
expect_status "play Sokoban, input ends" 3
expect_contains "play Sokoban" out "moves 2, pushes 0"
run $'1 99\n' play "$root/examples/spec-examples.pzl#fbp-e6"
expect_status "play Flying Block: no placement 99" 2
expect_contains "play Flying Block: no placement 99" err "<stdin>:1:3: error: there is no placement 99; placement for 1 (1-3, or - to choose another piece)"

# --- solve --trace ----------------------------------------------------------------------------
run "" solve --trace --search "astar(sequence-score)" "$eight#nilsson-worked"
expect_status "solve --trace" 0
expect_contains "solve --trace" out "#1 expand state 0 (start): g 0, h 22, f 22"
expect_contains "solve --trace" out "#4 expand state"
expect_contains "solve --trace" out "from #4 by 2 (0 1): g 4, h 0, f 4"
if [ "$(grep -c ' expand state ' "$work/out")" -eq 4 ]; then pass; else fail "solve --trace: expected 4 expansions"; fi
run "" solve --trace --json --search "astar(manhattan, tiebreak=[depth])" "$eight#assignment"
expect_status "solve --trace --json" 0
if head -n 1 "$work/out" | grep -q '"event":"expand"' && head -n 1 "$work/out" | grep -q '"ties":\[{"key":"depth","value":0,"larger_first":true}\]'; then
  pass; else fail "solve --trace --json: the first line is not the start's expansion with its depth key"; fi
# The depth key orders larger depths first; the trace shows the depth itself, not its negation.
if sed -n 2p "$work/out" | grep -q '"ties":\[{"key":"depth","value":1,"larger_first":true}\]'; then pass
else fail "solve --trace --json: the second expansion's depth key is not shown as 1, larger first"; fi
expect_contains "solve --trace --json" out '"event":"goal"'
run "" solve --trace --search "astar(manhattan, tiebreak=[depth])" "$eight#assignment"
expect_contains "solve --trace, depth key" out ", ties [depth 1 (larger first)]"
run "" solve --trace --search ucs --nodes 5 "$eight#assignment"
expect_status "solve --trace --nodes 5" 13
if [ "$(grep -c ' expand state ' "$work/out")" -eq 5 ]; then pass; else fail "solve --trace --nodes 5: expected 5 expansions"; fi
run "" solve --trace --search "idastar(manhattan)" "$eight#assignment"
expect_status "solve --trace with idastar" 2
expect_contains "solve --trace with idastar" err "--trace: error: the search idastar(manhattan) cannot be traced"
expect_empty "solve --trace with idastar" out

# --- show --html ------------------------------------------------------------------------------
run "" show "$eight#assignment" --solve --html "$work/eight.html"
expect_status "show --solve" 0
expect_contains "show --solve" out "wrote $work/eight.html: the board of problem assignment with a plan of "
expect_contains "show --solve" out "; open it in a browser"
if [ -s "$work/eight.html" ] && grep -q '<svg id="board"' "$work/eight.html"; then pass; else fail "show --solve: no board page"; fi
# Self-contained: nothing is loaded from anywhere (the SVG namespace is a name, not a request).
if grep -qE '(src|href)=|@import|url\(' "$work/eight.html"; then fail "show: the page refers to outside resources"; else pass; fi
"$polyplan" solve "$eight#assignment" | sed -n '/^plan:/,$p' | sed -n '2,4p' >"$work/short.plan"
run "" show "$eight#assignment" --plan "$work/short.plan" --html "$work/short.html"
expect_status "show --plan that does not reach the goal" 3
expect_contains "show --plan that does not reach the goal" err "the plan ends after 3 moves in a state that is not a goal"
expect_no_file "show --plan that does not reach the goal" "$work/short.html"
printf '6 (1 x)\n' >"$work/bad.plan"
run "" show "$eight#assignment" --plan "$work/bad.plan" --html "$work/bad.html"
expect_status "show --plan malformed" 2
expect_no_file "show --plan malformed" "$work/bad.html"
run "" show "$eight#assignment" --solve --html "$work/no-such-folder/page.html"
expect_status "show --html to an unwritable path" 2
expect_contains "show --html to an unwritable path" err "no-such-folder/page.html: error: cannot write the output file"
run "" show "$eight#assignment" --plan "$work/short.plan" --solve --html "$work/both.html"
expect_status "show --plan with --solve" 2
run "" show "$root/examples/spec-examples.pzl#tiny" --solve --html "$work/tiny.html"
expect_status "show Sokoban" 0
if grep -q '"family":"agent"' "$work/tiny.html"; then pass; else fail "show Sokoban: the page does not play an agent"; fi

finish
