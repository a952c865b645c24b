#!/usr/bin/env bash
# What a new user hit (issue 21), each by the command that showed it: limits during set-up,
# interrupts, empty input, messages a person can act on, words and streams, the README's example.
# Usage: POLYPLAN=path/to/polyplan bash new_user.sh PROJECT_SOURCE_DIR   (ctest runs it so)
# Runs every check even after a failure, prints "N passed, M failed" and exits 1 on any failure.
set -u

root=${1:?usage: POLYPLAN=path/to/polyplan bash new_user.sh PROJECT_SOURCE_DIR}
polyplan=${POLYPLAN:?set POLYPLAN to the polyplan binary}
data="$root/../shared/data"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

. "$root/tests/cli/checks.sh"
. "$root/tests/support/needs.sh"
need "the new user's walk through the benchmarks" "$data"
# start_in_background ARGS...: polyplan in the background, its pid in $child; returns once it has
# named its search on stderr (its interrupt handler is in place by then).
start_in_background() {
  # The old stderr goes first: the background shell truncates it only once it has started.
  rm -f "$work/out" "$work/err"
  "$polyplan" "$@" >"$work/out" 2>"$work/err" &
  child=$!
  for _ in $(seq 1 300); do
    grep -qF "searching with" "$work/err" 2>/dev/null && return 0
    sleep 0.1
  done
  return 1
}

cd "$work" || exit 1
cp "$root/examples/spec-examples.pzl" spec.pzl

# --- 1. limits hold during set-up -----------------------------------------------------------
# Korf's #88 needs three databases (Korf and Felner's 6-6-3 split, the 6-tile ones tens of
# seconds each to build); --time 1 used to build all of them (and cache them) before it noticed
# the limit.
mkdir -p cache
POLYPLAN_CACHE="$work/cache" run solve --time 1 "$data/tiles/korf100.txt#88"
expect_status "solve --time 1 korf100.txt#88" 11
expect_contains "solve --time 1 korf100.txt#88" out "problem korf100-88: time-limit with portfolio(idastar(linear-conflict, nodes=100000), idastar(tile-pdb(split=korf-felner-6-6-3), duplicates=fsm))"
if [ "$(find cache -name 'pdb-*.bin' | wc -l)" -lt 3 ]; then pass
else fail "solve --time 1 korf100.txt#88: all three databases were built past the limit"; fi
# Progress lines of a build end with a newline when stderr is not a terminal (no '\r' in a log).
if ! grep -q $'\r' "$work/err"; then pass; else fail "a progress line on a non-terminal stderr holds a carriage return"; fi

# --- 2. interrupts end with a report ----------------------------------------------------------
for signal in INT TERM; do
  code=$([ $signal = INT ] && echo 130 || echo 143)
  if start_in_background solve --time 100 "$data/sokoban/XSokoban.xsb#29"; then pass; else fail "solve XSokoban.xsb#29 named no search"; fi
  sleep 1  # into the search proper, not only its set-up
  kill -s $signal "$child"
  wait "$child"
  status=$?
  expect_status "SIG$signal to solve XSokoban.xsb#29" "$code"
  expect_contains "SIG$signal to solve XSokoban.xsb#29" out "problem XSokoban-screen.29: interrupted with portfolio(astar(emm(corrals=true)"
  expect_contains "SIG$signal to solve XSokoban.xsb#29" out "f bound reached: "
  expect_contains "SIG$signal to solve XSokoban.xsb#29" out ", peak memory "
done
# With a portfolio's stages side by side, an interrupt stops every one of them.
if start_in_background solve --time 100 --fast --threads 2 "$data/sokoban/XSokoban.xsb#29"; then pass; else fail "solve --threads 2 XSokoban.xsb#29 named no search"; fi
sleep 1
kill -s INT "$child"
wait "$child"
status=$?
expect_status "SIGINT to solve --threads 2" 130
expect_contains "SIGINT to solve --threads 2" out "problem XSokoban-screen.29: interrupted with portfolio("
expect_contains "SIGINT to solve --threads 2" out "stage 1 of the portfolio: "
start_in_background solve --time 100 --json "$data/sokoban/XSokoban.xsb#29" spec.pzl
kill -s INT "$child"
wait "$child"
status=$?
expect_status "SIGINT to solve --json" 130
# The interrupted problem is reported; the problems after it are not started.
if [ "$(wc -l <"$work/out")" -eq 1 ] && jq -e '.status == "interrupted" and (.f_bound | type) == "number"' "$work/out" >/dev/null
then pass; else fail "SIGINT to solve --json: expected one line with status interrupted and an f_bound"; fi

# bench: the finished row stays, the run in flight is marked interrupted and is run again next time.
bench_args=(bench "$data/sokoban/XSokoban.xsb" --only '#(1|29)$' --config "opt=auto" --time 120 --jobs 1
            --results "$work/xs")
"$polyplan" "${bench_args[@]}" >"$work/out" 2>"$work/err" &
child=$!
for _ in $(seq 1 600); do
  [ -s "$work/xs.jsonl" ] && break
  sleep 0.1
done
sleep 1
kill -s INT "$child"
wait "$child"
status=$?
expect_status "SIGINT to bench" 130
expect_contains "SIGINT to bench" err "interrupted; the finished rows are in $work/xs.jsonl"
if jq -e -s 'length == 2 and (map(select(.input | endswith("#1")))[0].outcome == "solved")
             and (map(select(.input | endswith("#29")))[0].outcome == "interrupted")' "$work/xs.jsonl" >/dev/null
then pass; else fail "SIGINT to bench: expected #1 solved and #29 interrupted in the results"; fi
# Its children were stopped: none of this binary's solves of #29 is left.
if ! pgrep -u "$(id -u)" -f "^$polyplan solve .*XSokoban.xsb#29" >/dev/null; then pass
else fail "SIGINT to bench left a child running"; fi
run bench "$data/sokoban/XSokoban.xsb" --only '#(1|29)$' --config "opt=auto" --time 1 --jobs 1 --results "$work/xs"
expect_contains "bench after an interrupt" err "2 run(s) in shard 1/1, 1 finished before, 1 to do"

# --- 3. empty input is an error ---------------------------------------------------------------
: >empty.pzl
run solve empty.pzl
expect_status "solve empty.pzl" 2
expect_first_line "solve empty.pzl" err "empty.pzl: error: the file is empty"
expect_empty "solve empty.pzl" out
run convert empty.pzl -o x.pzl
expect_status "convert empty.pzl -o x.pzl" 2
if [ ! -e x.pzl ]; then pass; else fail "convert empty.pzl -o x.pzl wrote x.pzl"; fi
printf '; to do\n' >comment-only.pzl
run solve comment-only.pzl
expect_status "solve comment-only.pzl" 2
expect_first_line "solve comment-only.pzl" err "comment-only.pzl: error: the file holds no (define ...) form; a problem is written (define (problem NAME) (:domain DOMAIN) (:board \"\"\" ... \"\"\") (:goal ...)), see docs/language.md"
: >empty.xsb
run solve empty.xsb
expect_status "solve empty.xsb" 2
expect_first_line "solve empty.xsb" err "empty.xsb: error: the file is empty"
# /dev/null reads as 0 bytes: said plainly, not "no Sokoban levels found" (what a file without an
# extension is read as when nothing else fits).
run check /dev/null
expect_status "check /dev/null" 2
expect_first_line "check /dev/null" err "/dev/null: error: the file is empty"
printf '\n\n' >blank.xsb
run solve blank.xsb
expect_status "solve blank.xsb" 2
expect_first_line "solve blank.xsb" err "blank.xsb: error: no Sokoban levels found: expected rows made of # @ + \$ * . - _ and spaces"
printf '(define (domain my-tiles) (:kinds tile) (:move slide :kinds (tile)))\n' >domains-only.pzl
run solve domains-only.pzl
expect_status "solve domains-only.pzl" 2
expect_first_line "solve domains-only.pzl" err "domains-only.pzl: error: defines no problem (only domains); a problem is written (define (problem NAME) (:domain DOMAIN) ...), see docs/language.md"

# --- 4. messages a person can act on: numbers -------------------------------------------------
run solve --time abc spec.pzl
expect_status "solve --time abc" 2
expect_first_line "solve --time abc" err "--time: error: expected seconds, a positive number (or 0 for no limit), got 'abc'"
run solve --time -1 spec.pzl
expect_first_line "solve --time -1" err "--time: error: expected seconds, a positive number (or 0 for no limit), got -1"
run solve --nodes abc spec.pzl
expect_first_line "solve --nodes abc" err "--nodes: error: expected a whole number of expansions (or 0 for no limit), got 'abc'"
run bench spec.pzl --time 0 --results "$work/never"
expect_status "bench --time 0" 2
expect_first_line "bench --time 0" err "--time: error: expected seconds, a positive number, got 0"
run solve --threads 0 spec.pzl
expect_status "solve --threads 0" 2
expect_first_line "solve --threads 0" err "--threads: error: expected a whole number of threads from 1 to 64, got 0"
run solve --threads abc spec.pzl
expect_status "solve --threads abc" 2
expect_first_line "solve --threads abc" err "--threads: error: expected a whole number of threads from 1 to 64, got 'abc'"
run bench spec.pzl --threads 0 --results "$work/never"
expect_status "bench --threads 0" 2
expect_first_line "bench --threads 0" err "--threads: error: expected a whole number of threads from 1 to 64, got 0"
run solve --memory lots spec.pzl
expect_status "solve --memory lots" 2
expect_first_line "solve --memory lots" err "--memory: error: expected a size such as 500M, 2G or 1.5G (K, M, G, T in any case, B optional; 0: no limit), got 'lots'"
# 0 is no limit (docs/cli.md); every spelling of a size is accepted.
for limits in "--time 0" "--nodes 0" "--memory 0" "--memory 2g" "--memory 500m" "--memory 1.5G" "--memory 2G" "--memory 2GB"; do
  # shellcheck disable=SC2086
  run solve $limits "spec.pzl#eight-14"
  expect_status "solve $limits" 0
  expect_contains "solve $limits" out "plan: 14 moves, cost 14"
done

# --- 4. output files ----------------------------------------------------------------------------
mkdir -p folder
run convert spec.pzl -o folder
expect_status "convert -o FOLDER" 2
expect_first_line "convert -o FOLDER" err "folder: error: cannot write the output file: it is a folder; name a file inside it, e.g. folder/out"
run convert spec.pzl -o nodir/x.pzl
expect_status "convert -o nodir/x.pzl" 2
expect_first_line "convert -o nodir/x.pzl" err "nodir/x.pzl: error: cannot write the output file: the folder nodir does not exist"
# --plan-out is checked before the search: no search runs, nothing on stdout.
run solve --plan-out nodir/x.plan "$data/sokoban/XSokoban.xsb#29"
expect_status "solve --plan-out nodir/x.plan" 2
expect_first_line "solve --plan-out nodir/x.plan" err "nodir/x.plan: error: cannot write the output file: the folder nodir does not exist"
expect_empty "solve --plan-out nodir/x.plan" out
run solve --plan-out eight.plan "spec.pzl#eight-14"
expect_status "solve --plan-out eight.plan" 0
if [ "$(wc -l <eight.plan)" -eq 14 ]; then pass; else fail "solve --plan-out eight.plan: expected 14 move lines"; fi

# --- 4. mistyped names ------------------------------------------------------------------------
run solv spec.pzl
expect_status "polyplan solv" 2
expect_first_line "polyplan solv" err "polyplan: error: unknown command 'solv' (did you mean solve?); commands: check, convert, demo, statespace, validate, translate, solve, explain, list, audit, generate, bench, report, play, show"
run solve --tme 3 spec.pzl
expect_status "solve --tme" 2
expect_first_line "solve --tme" err "solve: error: unknown option '--tme' (did you mean --time?)"
run list
expect_status "polyplan list" 0
expect_first_line "polyplan list" out "polyplan list TOPIC, where TOPIC is one of:"
expect_contains "polyplan list" out "  heuristics   every heuristic with its options, ranges, defaults and properties"
run list heuristic
expect_status "polyplan list heuristic" 2
expect_first_line "polyplan list heuristic" err "topic: error: unknown topic 'heuristic' (did you mean heuristics?); topics: heuristics, searches, tie-keys, pruners, macros, features, engines, moves, domains, families, rules, plugins"
run solve spec.pzl#eight-14 --search "astr(manhattan)"
expect_status "--search astr(manhattan)" 2
expect_contains "--search astr(manhattan)" err "--search:1:1: error: unknown search 'astr' (did you mean astar?)"
run solve spec.pzl#eight-14 --search "astar(manhatan)"
expect_contains "--search astar(manhatan)" err "--search:1:7: error: unknown heuristic 'manhatan' (did you mean manhattan?)"
run solve spec.pzl#eight-14 --search "astar(manhattan, tiebrake=depth)"
expect_contains "--search astar(manhattan, tiebrake=depth)" err "has no option 'tiebrake' (did you mean tiebreak?)"
sed 's/(:goal (board/(:gaol (board/' spec.pzl >section.pzl
run check section.pzl
expect_status "a mistyped section" 2
expect_contains "a mistyped section" err "error: unknown problem section ':gaol' (did you mean :goal?)"

# --- 4. Sokoban -------------------------------------------------------------------------------
printf '#######\n#@$.@ #\n#######\n' >two-players.xsb
run solve two-players.xsb
expect_status "two players" 2
expect_first_line "two players" err "two-players.xsb:1:1: error: the push rule moves one 'player', and the board has 2 player cells, at (1 1) (1 4): keep one and draw the others as floor"
if [ "$(grep -c 'error:' "$work/err")" -eq 1 ]; then pass; else fail "two players: expected one error, not a second about connectivity"; fi
cat >no-legend.pzl <<'PZL'
(define (problem p) (:domain sokoban)
  (:board """
     #####
     #@$.#
     #####
     """)
  (:goal (all box on goal)))
PZL
run solve no-legend.pzl
expect_status "a level without its legend" 2
expect_first_line "a level without its legend" err "no-legend.pzl:2:11: error: this board is drawn in xsb glyphs (# walls, @ the player, \$ boxes, . goals), but the problem has no legend: add (:legend :preset xsb) after (:domain ...)"
printf 'rDurX\n' >bad.lurd
run validate "spec.pzl#tiny" bad.lurd
expect_status "a bad LURD letter" 2
expect_first_line "a bad LURD letter" err "bad.lurd:1:5: error: 'X' is not a LURD letter: a LURD plan is made of l u r d (steps) and L U R D (pushes)"
sed 's/(:goal (all box on goal))/(:goal (at "$" (4 3)))/' no-legend.pzl | sed 's/(:domain sokoban)/(:domain sokoban) (:legend :preset xsb)/' >at-box.pzl
run check at-box.pzl
expect_status "(at \"\$\" ...)" 2
expect_first_line "(at \"\$\" ...)" err "at-box.pzl:7:14: error: '\$' draws interchangeable 'box' units, which a goal cannot name one by one: write (all box on goal) for all of them on goal cells, or give one a glyph of its own that the legend makes a named piece"
sed 's/"\$"/$/' at-box.pzl >at-bare-box.pzl
run check at-bare-box.pzl
expect_first_line "(at \$ ...)" err "at-bare-box.pzl:7:14: error: invalid atom '\$': expected a name (letter or '_' first), an integer, a \"string\", a :keyword, '(' or ')'; a glyph outside a board is quoted: \"\$\""

# --- 4. boards --------------------------------------------------------------------------------
printf '(define (problem p) (:domain sliding-tiles)\n  (:board """\n     1\t2\n     ...\n     """)\n  (:goal (board """\n     12.\n     ...\n     """)))\n' >tab.pzl
run check tab.pzl
expect_status "a tab in a board" 2
expect_first_line "a tab in a board" err "tab.pzl:3:7: error: a tab inside a board: draw boards with spaces (a tab has no fixed width, so its columns would be guesswork)"
printf '(define (problem p) (:domain sliding-tiles)\n  (:board """\n     21.;\n     ...\n     """)\n  (:goal (board """\n     12..\n     ....\n     """)))\n' >semicolon.pzl
run check semicolon.pzl
expect_first_line "a ; in a board" err "semicolon.pzl:3:9: warning: ';' inside a board is read as a cell, not as a comment: boards have no comments; put the comment after the closing \"\"\""

# --- 5. words and streams ---------------------------------------------------------------------
run solve "$root/tests/sokoban/small-levels.xsb#two-rooms"
expect_status "solve a Sokoban level" 0
expect_contains "solve a Sokoban level" out "plan: 9 pushes, 27 steps, cost 9"
# The search is named as it starts, on stderr.
expect_first_line "solve a Sokoban level" err "[polyplan] problem small-levels-two-rooms: searching with portfolio(astar(emm(corrals=true), tiebreak=[level-order, inertia], prune=pi-corral, macros=tunnel, board-symmetry=true, nodes=100000), astar(intermediate-goals(stones=4, corrals=true, perimeter=4000000), tiebreak=[level-order, inertia], prune=pi-corral, macros=tunnel, board-symmetry=true)) (rule sokoban)"
# Stages side by side (--threads) find the same optimal plan; their JSON says which thread ran each,
# which one thread's leaves out.
portfolio="portfolio(astar(blind, nodes=5), astar(emm))"
run solve --threads 2 --json --search "$portfolio" "$root/tests/sokoban/small-levels.xsb#two-rooms"
expect_status "solve --threads 2" 0
if jq -e '.status == "solved" and .cost == 9 and (.stages | length) >= 1 and all(.stages[]; .thread >= 1)' "$work/out" >/dev/null
then pass; else fail "solve --threads 2: expected cost 9 and a thread for every stage"; fi
run solve --json --search "$portfolio" "$root/tests/sokoban/small-levels.xsb#two-rooms"
if jq -e '(.stages | length) == 2 and all(.stages[]; has("thread") | not)' "$work/out" >/dev/null
then pass; else fail "solve with one thread: expected two stages without a thread"; fi
# validate counts a Sokoban plan the same way, from its own replay of the LURD; move lines by moves.
run solve --plan-out two-rooms.lurd "$root/tests/sokoban/small-levels.xsb#two-rooms"
run validate "$root/tests/sokoban/small-levels.xsb#two-rooms" two-rooms.lurd
expect_status "validate a Sokoban plan" 0
expect_first_line "validate a Sokoban plan" out "valid plan for small-levels-two-rooms: 9 pushes, 27 steps, cost 9"
run solve --plan-out eight.plan "spec.pzl#eight-14"
run validate "spec.pzl#eight-14" eight.plan
expect_first_line "validate a plan of move lines" out "valid plan for eight-14: 14 moves, cost 14"
# Several problems with --json: JSON Lines, one object a line.
run solve --json spec.pzl
expect_status "solve --json of three problems" 0
if [ "$(wc -l <"$work/out")" -eq 3 ] && jq -e -s 'map(.status) == ["solved", "solved", "solved"]' "$work/out" >/dev/null
then pass; else fail "solve --json of three problems: expected three lines of JSON"; fi

# --- 6. easy problems are fast: the cheap configuration first, the tables only when it runs out --
# A 17-move 3x4 board: linear conflicts solve it in 291 expansions; no database is built.
printf '1 1 2 3 7 4 10 0 11 8 9 5 6\n' >three-by-four.txt
mkdir -p cache34
POLYPLAN_CACHE="$work/cache34" run solve --size 3x4 three-by-four.txt
expect_status "solve a 17-move 3x4 board" 0
expect_contains "solve a 17-move 3x4 board" out "plan: 17 moves, cost 17"
expect_contains "solve a 17-move 3x4 board" out "expanded 291, generated 563,"
if [ -z "$(ls cache34)" ]; then pass; else fail "solve a 17-move 3x4 board built a pattern database"; fi
# idastar's own expansion budget, which the portfolio's first stage uses.
run solve --search "idastar(linear-conflict, nodes=1000)" "$data/tiles/korf100.txt#1"
expect_status "idastar(linear-conflict, nodes=1000)" 13
expect_contains "idastar(linear-conflict, nodes=1000)" out "expanded 1000, "
# Flying Block frames with one vacant cell: the class heuristic first, the vacancy table only when
# its budget runs out (C-h10-k1-h2-2 took 10 s of table set-up for 17 expansions).
run solve "$data/fbp/C-h10-k1-h2-2"
expect_status "solve C-h10-k1-h2-2" 0
expect_contains "solve C-h10-k1-h2-2" out "plan: 16 moves, cost 16"
expect_contains "solve C-h10-k1-h2-2" out "expanded 75, "
run solve "$data/fbp/B-h10-k1-i3-1"
expect_contains "solve B-h10-k1-i3-1" out "plan: 8 moves, cost 8"
expect_contains "solve B-h10-k1-i3-1" out "expanded 13, "

# A frame whose vacancy table takes seconds (C-h12-k1-h2-2's), with goals 0 and 1 move away:
# answered by class-c at once, without the table (before, about 10 s each).
for cost in 0 1; do
  mkdir -p "near-goal-$cost"
  cp "$data/fbp/C-h12-k1-h2-2/frame.txt" "near-goal-$cost/"
  for row in $(seq 0 11); do
    if [ "$cost" = 0 ] && [ "$row" = 2 ]; then echo "2 2"
    elif [ "$cost" = 1 ] && { [ "$row" = 1 ] || [ "$row" = 2 ]; }; then echo "0 2"
    else echo "0 0"; fi
  done >"near-goal-$cost/goal.txt"
done
run solve near-goal-0
expect_status "solve a Flying Block frame at its goal" 0
expect_contains "solve a Flying Block frame at its goal" out "plan: 0 moves, cost 0"
expect_contains "solve a Flying Block frame at its goal" out "expanded 0, "
run solve near-goal-1
expect_status "solve a Flying Block frame one move from its goal" 0
expect_contains "solve a Flying Block frame one move from its goal" out "plan: 1 move, cost 1"
expect_contains "solve a Flying Block frame one move from its goal" out "expanded 1, "

# --- 7. the README's first problem prints what the README says (times and memory aside) --------
strip_measures() { sed -E 's/, [0-9.]+ s, peak memory [0-9.]+ MB$//'; }
readme_output=$(awk '/^\$ scripts\/run solve examples\/hello.pzl$/ { on = 1; next } on && /^```/ { exit } on' "$root/README.md")
run solve "$root/examples/hello.pzl"
expect_status "solve examples/hello.pzl" 0
if [ -n "$readme_output" ] && [ "$(strip_measures <<<"$readme_output")" = "$(strip_measures <"$work/out")" ]; then pass
else fail "solve examples/hello.pzl does not print what README.md shows"; fi

finish
