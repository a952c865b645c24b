#!/usr/bin/env bash
# The command line as users run it: exit codes, and what goes to stdout and what to stderr.
# Usage: POLYPLAN=path/to/polyplan bash end_to_end.sh PROJECT_SOURCE_DIR   (ctest runs it so)
# Runs every check even after a failure, prints "N passed, M failed" and exits 1 on any failure.
set -u

root=${1:?usage: POLYPLAN=path/to/polyplan bash end_to_end.sh PROJECT_SOURCE_DIR}
polyplan=${POLYPLAN:?set POLYPLAN to the polyplan binary}
corpus="$root/tests/corpus/diagnostics"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

. "$root/tests/cli/checks.sh"

# --- version and help -----------------------------------------------------------------------
run --version
expect_status "--version" 0
expect_contains "--version" out "polyplan "
if grep -qE '^polyplan [0-9]+\.[0-9]+\.[0-9]+' "$work/out"; then pass; else fail "--version: expected 'polyplan X.Y.Z'"; fi

run --help
expect_status "--help" 0
# Every subcommand the help lists must answer --help; check and demo must be among them.
subcommands=$(sed -n '/^Subcommands:/,/^$/p' "$work/out" | awk 'NR > 1 && NF { print $1 }')
for required in check demo; do
  if grep -qx "$required" <<<"$subcommands"; then pass; else fail "--help does not list subcommand '$required'"; fi
done
for subcommand in $subcommands; do
  run "$subcommand" --help
  expect_status "$subcommand --help" 0
  expect_contains "$subcommand --help" out "$subcommand"
done

# --- check ----------------------------------------------------------------------------------
cd "$root/examples" || exit 1
run check spec-examples.pzl
expect_status "check spec-examples.pzl" 0
for problem in fbp-e6 eight-14 tiny; do
  expect_contains "check spec-examples.pzl" out "problem $problem"
done
expect_empty "check spec-examples.pzl" err

# A malformed file: exit 2, the exact diagnostic of the corpus on stderr, nothing on stdout.
cd "$corpus" || exit 1
run check unknown-domain.pzl
expect_status "check unknown-domain.pzl (malformed)" 2
expect_empty "check unknown-domain.pzl (malformed)" out
if cmp -s "$work/err" unknown-domain.expected; then pass
else fail "check unknown-domain.pzl: stderr differs from tests/corpus/diagnostics/unknown-domain.expected"; fi

# Input is loaded whole before anything is printed: a bad second input leaves stdout empty.
run check "$root/examples/spec-examples.pzl" unknown-domain.pzl
expect_status "check good.pzl bad.pzl" 2
expect_empty "check good.pzl bad.pzl" out
expect_contains "check good.pzl bad.pzl" err "unknown-domain.pzl:3:12: error:"

run check "$work/no-such-file.pzl"
expect_status "check of a missing file" 2
expect_empty "check of a missing file" out
expect_contains "check of a missing file" err "no-such-file.pzl"

run check
expect_status "check without an input" 2
expect_empty "check without an input" out
expect_some "check without an input" err

# --- convert: atomic output files ----------------------------------------------------------
cd "$root/examples" || exit 1
run convert spec-examples.pzl -o "$work/converted.pzl"
expect_status "convert -o" 0
run check "$work/converted.pzl"
expect_status "check of a converted file" 0
expect_contains "check of a converted file" out "problem eight-14"
run convert "$corpus/unknown-domain.pzl" -o "$work/never.pzl"
expect_status "convert of a malformed file" 2
if [ ! -e "$work/never.pzl" ] && [ -z "$(ls "$work" | grep polyplan-tmp)" ]; then pass
else fail "convert of a malformed file left an output file behind"; fi

# --- statespace, validate, translate --------------------------------------------------------
run statespace --json spec-examples.pzl#eight-14
expect_status "statespace --json" 0
expect_contains "statespace --json" out '"states":181440'
expect_contains "statespace --json" out '"optimal_cost":14'

# Stopped early, the goal states are those found so far and a plan to one of them bounds the cost.
run statespace --max-states 20000 spec-examples.pzl#eight-14
expect_status "statespace --max-states 20000" 0
expect_contains "statespace --max-states 20000" out "  goal states   1 found so far"
expect_contains "statespace --max-states 20000" out "  optimal cost  at most 14: the enumeration stopped before it was proved"
run statespace --max-states 1000 spec-examples.pzl#eight-14
expect_contains "statespace --max-states 1000" out "  goal states   0 found so far"
expect_contains "statespace --max-states 1000" out "  optimal cost  unknown: the enumeration stopped before a goal state was reached"

run statespace --plan spec-examples.pzl#tiny
expect_status "statespace --plan" 0
tail -n 1 "$work/out" >"$work/tiny.lurd"
run validate spec-examples.pzl#tiny "$work/tiny.lurd"
expect_status "validate of the oracle's plan" 0
expect_contains "validate of the oracle's plan" out "cost 8"
printf 'uuu\n' >"$work/bad.lurd"
run validate spec-examples.pzl#tiny "$work/bad.lurd"
expect_status "validate of an illegal plan" 3
expect_empty "validate of an illegal plan" out
expect_contains "validate of an illegal plan" err "bad.lurd:1:3: error: step 3: 'u' walks into a wall"

run translate --to pddl spec-examples.pzl#fbp-e6 -o "$work/fbp"
expect_status "translate --to pddl" 0
if [ -s "$work/fbp-domain.pddl" ] && [ -s "$work/fbp-problem.pddl" ]; then pass
else fail "translate --to pddl did not write BASE-domain.pddl and BASE-problem.pddl"; fi
# A family written as text is written lifted: its rules as schemas, the domain file shared.
run translate --to pddl families/lunar-lockout/lunar-lockout.pzl#lunar-lockout-a -o "$work/lunar"
expect_status "translate --to pddl of a text family" 0
expect_contains "lifted domain" lunar-domain.pddl ":action drift-unit-on"
# Grounded, a slide until blocked needs the cell that stops it occupied.
run translate --to pddl families/lunar-lockout/lunar-lockout.pzl#lunar-lockout-a --ground -o "$work/lunar-ground"
expect_status "translate --to pddl --ground of a slide until blocked" 0
expect_contains "grounded slide until blocked" lunar-ground-domain.pddl "(occupied c"
# Grounded, a walk is a first step under the piece's lock, and the goal asks for no walk in progress.
run translate --to pddl families/klotski/little-klotski.pzl#little-klotski-walks --ground -o "$work/walk-ground"
expect_status "translate --to pddl --ground of a walk" 0
expect_contains "grounded walk" walk-ground-domain.pddl "(moving-at p"
expect_contains "grounded walk" walk-ground-problem.pddl "(idle)"
# Where the grounded translation fails, the message says that the lifted one exists.
printf '(define (problem never) (:domain klotski) (:board """\nAB.\n""") (:goal (<= (count block) 0)))\n' \
  >"$work/never.pzl"
run translate --to pddl "$work/never.pzl" --ground
expect_status "translate --to pddl --ground of a goal that never holds" 2
expect_empty "translate --to pddl --ground of a goal that never holds" out
expect_contains "translate --to pddl --ground of a goal that never holds" err \
  "the goal can never hold on this board; without --ground, --to pddl writes the family lifted"
run translate --to json spec-examples.pzl
expect_status "translate of a file with three problems" 2
expect_empty "translate of a file with three problems" out

run audit --heuristic goal-count spec-examples.pzl#eight-14
expect_status "audit" 0
expect_contains "audit" out "admissible  yes on every state"
run audit --heuristic goal-cnt spec-examples.pzl#eight-14
expect_status "audit with an unknown heuristic" 2
expect_contains "audit with an unknown heuristic" err "--heuristic:1:1: error: unknown heuristic 'goal-cnt'"

run solve --search "astar(goal-count)" spec-examples.pzl#eight-14
expect_status "solve" 0
expect_contains "solve" out "tiles moved: "
# A one-cell block stepping across an open strip is no sliding-tile puzzle: no "tiles moved: A A A A".
printf '%s\n' '(define (domain stepping-blocks) (:kinds block) (:move slide :kinds (block) :distance 1))' \
  '(define (problem one-block) (:domain stepping-blocks)' '  (:board """' 'A....' '""")' '  (:goal (at A (0 4))))' \
  >"$work/steps.pzl"
run solve "$work/steps.pzl"
expect_status "solve a one-cell block" 0
expect_contains "solve a one-cell block" out "plan: 4 moves, cost 4"
if ! grep -q "tiles moved" "$work/out"; then pass; else fail "solve a one-cell block: lists tiles moved"; fi
# A search that runs out of states reports the problem unsolvable, without an f bound (no plan
# costs anything).
printf '%s\n' '(define (problem walled) (:domain sliding-block)' '  (:board """' 'A#..' '""")' \
  '  (:goal (at A (0 3))))' >"$work/walled.pzl"
run solve "$work/walled.pzl"
expect_status "solve an unsolvable problem" 10
expect_contains "solve an unsolvable problem" out "problem walled: unsolvable with "
if ! grep -q "f bound reached" "$work/out"; then pass; else fail "solve an unsolvable problem: reports an f bound"; fi
run solve --search "astar(blind)" --nodes 10 spec-examples.pzl#eight-14
expect_status "solve under a node limit" 13

# --- bench on a folder or a file of levels, and audit tables ---------------------------------
# Two tiny Flying Block folders (frame.txt + goal.txt): a class-A bar and a class-B bar.
mkdir -p "$work/fbp/A-tiny" "$work/fbp/B-tiny"
printf '1 0\n1 0\n0 2\n0 3\n' >"$work/fbp/A-tiny/frame.txt"
printf '0 0\n0 0\n0 1\n0 1\n' >"$work/fbp/A-tiny/goal.txt"
printf '1 2\n1 3\n1 4\n0 5\n' >"$work/fbp/B-tiny/frame.txt"
printf '0 0\n1 0\n1 0\n1 0\n' >"$work/fbp/B-tiny/goal.txt"
run bench "$work/fbp" --config "blind=astar(blind)" --config "auto=auto" --config-time blind=3 --time 5 --jobs 2 \
  --results "$work/folder" --markdown "$work/folder.md"
expect_status "bench on a folder" 0
expect_contains "bench on a folder" err "[4/4] solved 4, failures 0"
if grep -qF "| B | auto | 1 | 1 (100%) |" "$work/folder.md" && grep -qF "costs disagree on 0" "$work/folder.md" &&
  grep -qF '| blind | `astar(blind)` | 3 |' "$work/folder.md" && grep -qF '| auto | `auto` | 5 |' "$work/folder.md" &&
  grep -qF "Generated by \`polyplan bench $work/fbp --config 'blind=astar(blind)' --config auto=auto --time 5" "$work/folder.md"
then pass
else fail "bench --markdown on a folder wrote no class-B row, no cross-check, wrong limits or no command line"; fi
# The instance keys are the folders' names: --only picks by them, and a second call resumes.
if grep -q '"input":"B-tiny"' "$work/folder.jsonl"; then pass; else fail "the folder's instances are not keyed by name"; fi
run bench "$work/fbp" --config "blind=astar(blind)" --config "auto=auto" --only '^B-' --results "$work/folder"
expect_contains "bench on a folder resumed" err "2 run(s) in shard 1/1, 2 finished before, 0 to do"
# --repeat: three runs a configuration, the row keeps the median of the three times it lists.
run bench "$work/fbp" --config "blind=astar(blind)" --config "auto=auto" --repeat 3 --results "$work/repeated"
expect_status "bench --repeat 3" 0
expect_contains "bench --repeat 3" err "[4/4] solved 4, failures 0"
median_kept() {  # every row lists three times and keeps the middle one as time_s
  awk '{
    if (!match($0, /"times_s":\[[^]]*\]/)) exit 1
    n = split(substr($0, RSTART + 11, RLENGTH - 12), t, ",")
    if (n != 3) exit 1
    for (i = 1; i <= 3; ++i) for (j = i + 1; j <= 3; ++j) if (t[j] + 0 < t[i] + 0) { x = t[i]; t[i] = t[j]; t[j] = x }
    row = $0; gsub(/"stages":\[[^]]*\]/, "", row)  # the stages of a portfolio list times of their own
    if (!match(row, /"time_s":[^,}]*/) || substr(row, RSTART + 9, RLENGTH - 9) != t[2]) exit 1
    rows++
  } END { exit rows == 4 ? 0 : 1 }' "$1"
}
if median_kept "$work/repeated.jsonl"; then pass; else fail "bench --repeat 3 rows do not keep the median of three listed times"; fi
run bench "$work/fbp" --repeat 0 --results "$work/never"
expect_status "bench --repeat 0" 2
expect_contains "bench --repeat 0" err "--repeat"
run bench "$work/fbp" --config "oops" --markdown "$work/never.md" --results "$work/never"
expect_status "bench with a malformed --config" 2
expect_contains "bench with a malformed --config" err "--config: error: expected LABEL=SEARCH, LABEL=auto@RULES or LABEL=fast@RULES, got 'oops'"
run bench "$work/fbp" --config-time "CBHA=10" --markdown "$work/never.md" --results "$work/never"
expect_status "bench with an unknown --config-time label" 2
expect_contains "bench with an unknown --config-time label" err \
  "--config-time: error: no configuration is labelled 'CBHA' (the labels: BFS, SA*, DPA*, CBHA*, auto, best)"
run bench "$work/nowhere" --results "$work/never"
expect_status "bench of a path that is neither" 2
expect_contains "bench of a path that is neither" err "$work/nowhere: error: no such file or folder; bench takes a suite file (NAME.suite)"
if [ ! -e "$work/never.md" ] && [ ! -e "$work/never.jsonl" ]; then pass; else fail "a failed bench left a file"; fi
# A file of levels: one instance per level (keyed FILE#N), BFS, optimal and fast; every plan replayed.
run bench "$root/tests/sokoban/small-levels.xsb" --only '#[12]$' --time 5 --jobs 2 --results "$work/levels" --markdown -
expect_status "bench on a file of levels" 0
if grep -qF "| sokoban | fast | 2 | 2 (100%) |" "$work/out" && grep -qF "costs disagree on 0" "$work/out" &&
  grep -qE "^\| all \| optimal \| 2 \| 2 \(100%\) .* \| 2 \|$" "$work/out" &&
  grep -q '"input":"small-levels.xsb#2"' "$work/levels.jsonl"; then pass
else fail "bench on a level file wrote no fast row, no cross-check, no validated plans or no FILE#N keys"; fi
# --threads goes to every run: each row says so, and each child ran its portfolio's stages on threads.
run bench "$root/tests/sokoban/small-levels.xsb" --only '#1$' --config "two=portfolio(astar(blind, nodes=5), astar(emm))" \
  --threads 2 --time 5 --results "$work/threads"
expect_status "bench --threads 2" 0
if jq -se 'length == 1 and .[0].outcome == "solved" and .[0].threads == 2 and all(.[0].stages[]; .thread >= 1)' \
  "$work/threads.jsonl" >/dev/null; then pass
else fail "bench --threads 2: expected one solved row with threads 2 and a thread for every stage"; fi
# suite is gone (bench took its inputs, then its place): an unknown command, and nothing runs.
run suite "$work/fbp" --only '^B-' --time 5 --jsonl "$work/old.jsonl"
expect_status "suite" 2
expect_contains "suite" err "polyplan: error: unknown command 'suite'"
if [ ! -e "$work/old.jsonl" ]; then pass; else fail "suite ran something"; fi
run audit "$work/fbp/A-tiny" "$work/fbp/B-tiny" --heuristic class-c --heuristic target-path --markdown "$work/audit.md"
expect_status "audit of two heuristics" 0
if grep -qF "| A-tiny | declines | ✓" "$work/audit.md"; then pass; else fail "the audit table lacks the A-tiny row"; fi

# --- bench and report -----------------------------------------------------------------------
# A suite of the three spec examples under two configurations (6 runs, well under a second each).
mkdir -p "$work/bench"
cp "$root/examples/spec-examples.pzl" "$work/bench/spec.pzl"
cat >"$work/bench/tiny.suite" <<'SUITE'
(suite tiny
  (instances "spec.pzl")
  (time 10)
  (memory "200M")
  (config "BFS" "bfs")
  (config "auto" "auto"))
SUITE
run bench "$work/bench/tiny.suite" --jobs 2 --results "$work/bench/all"
expect_status "bench" 0
expect_contains "bench" err "[6/6] solved 6, failures 0"
if [ "$(wc -l <"$work/bench/all.jsonl")" -eq 6 ] && [ "$(wc -l <"$work/bench/all.csv")" -eq 7 ]; then pass
else fail "bench wrote $(wc -l <"$work/bench/all.jsonl") JSON lines, expected 6 (and a CSV header and 6 rows)"; fi
# Resume: nothing left to do; after a bench killed mid-line, only the cut run is redone.
run bench "$work/bench/tiny.suite" --results "$work/bench/all"
expect_contains "bench resumed" err "6 finished before, 0 to do"
head -n 5 "$work/bench/all.jsonl" >"$work/bench/cut.jsonl"
printf '{"instance":"eig' >>"$work/bench/cut.jsonl"
run bench "$work/bench/tiny.suite" --results "$work/bench/cut"
expect_contains "bench resumed after a cut line" err "5 finished before, 1 to do"
if [ "$(wc -l <"$work/bench/cut.jsonl")" -eq 6 ] && ! grep -q '"eig$' "$work/bench/cut.jsonl"; then pass
else fail "the resumed results file does not hold 6 whole lines"; fi
# Shards merged equal the whole run (all but times and memory).
run bench "$work/bench/tiny.suite" --shard 1/2 --results "$work/bench/s1"
run bench "$work/bench/tiny.suite" --shard 2/2 --results "$work/bench/s2"
run bench merge "$work/bench/s1.jsonl" "$work/bench/s2.jsonl" -o "$work/bench/merged"
expect_status "bench merge" 0
run bench merge "$work/bench/all.jsonl" -o "$work/bench/whole"
if [ -s "$work/bench/s1.jsonl" ] && [ -s "$work/bench/s2.jsonl" ] &&
  diff <(cut -d, -f1-10 "$work/bench/merged.csv") <(cut -d, -f1-10 "$work/bench/whole.csv") >/dev/null; then pass
else fail "merged shards differ from the whole run"; fi
run bench "$work/bench/tiny.suite" --shard 3/2
expect_status "bench with a bad shard" 2
expect_contains "bench with a bad shard" err "--shard: error: expected I/N with 1 <= I <= N, e.g. 2/8, got '3/2'"
printf '(suite broken\n  (instances "spec.pzl")\n  (config "a" "astar(nope)"))\n' >"$work/bench/broken.suite"
run bench "$work/bench/broken.suite" --results "$work/bench/never"
expect_status "bench with a bad suite file" 2
expect_contains "bench with a bad suite file" err "broken.suite:3:22: error: unknown heuristic 'nope'"
if [ ! -e "$work/bench/never.jsonl" ]; then pass; else fail "a bad suite file left a results file"; fi
# The report: Table 2 per family and class, and an HTML page with three SVG plots.
run report "$work/bench/merged.jsonl" --markdown "$work/bench/report.md"
expect_status "report" 0
if grep -qF "## Family: sliding-tiles" "$work/bench/report.md" && grep -qF "| all | auto | 1 | 1 (100%) |" "$work/bench/report.md"; then pass
else fail "the report lacks the sliding-tiles family or its all-classes row"; fi
. "$root/tests/support/needs.sh"
if have "the HTML report's check" gnuplot; then
  run report "$work/bench/merged.jsonl" --html "$work/bench/report.html"
  expect_status "report --html" 0
  if [ "$(grep -c '<svg' "$work/bench/report.html")" -eq 3 ]; then pass; else fail "the HTML report lacks its three plots"; fi
fi

# --- a bench across families: configurations that do not apply -------------------------------
# solve says so with exit 2, and with --json also as the problem's status, which bench reads.
primitive_on_tiles="heuristic: error: primitive is made for flying-block puzzles; this problem is sliding-tiles (use a generic heuristic such as goal-count or blind)"
run solve "$work/bench/spec.pzl#eight-14" --search "astar(primitive)"
expect_status "solve astar(primitive) on tiles" 2
if [ "$(tail -n 1 "$work/err")" = "$primitive_on_tiles" ]; then pass
else fail "solve astar(primitive) on tiles: stderr does not end with the refusal"; fi
expect_empty "solve astar(primitive) on tiles" out
run solve "$work/bench/spec.pzl#eight-14" --search "astar(primitive)" --json
expect_status "solve --json astar(primitive) on tiles" 2
expect_first_line "solve --json astar(primitive) on tiles" out "{\"detail\":\"$primitive_on_tiles\",\"problem\":\"eight-14\",\"status\":\"not-applicable\"}"
cat >"$work/bench/families.suite" <<'SUITE'
(suite families
  (instances "spec.pzl")
  (time 10)
  (memory "200M")
  (config "SA*" "astar(primitive)")
  (config "goal-count" "astar(goal-count)"))
SUITE
run bench "$work/bench/families.suite" --jobs 2 --results "$work/bench/families"
expect_status "bench across families" 0
expect_contains "bench across families" err "[6/6] solved 4, failures 0, not applicable 2"
expect_contains "bench across families" err "eight-14 SA*: not-applicable ($primitive_on_tiles)"
if grep -F '"instance":"eight-14"' "$work/bench/families.jsonl" | grep -F '"configuration":"SA*"' |
  grep -F "\"detail\":\"$primitive_on_tiles\"" | grep -qF '"outcome":"not-applicable"'; then pass
else fail "the results lack eight-14 under SA* as not-applicable with its reason"; fi
run bench merge "$work/bench/families.jsonl" -o "$work/bench/families-merged"
if [ "$(grep -c '"outcome":"not-applicable"' "$work/bench/families-merged.jsonl")" -eq 2 ] &&
  grep -qF ",SA*,not-applicable," "$work/bench/families-merged.csv"; then pass
else fail "bench merge lost the not-applicable rows"; fi
run report "$work/bench/families-merged.jsonl"
expect_status "report across families" 0
expect_contains "report across families" out "| all | SA* | 0 | 0 (0%) | - | - | - | - | 0.0 | 0 | 0 |"
expect_contains "report across families" out "  - $primitive_on_tiles (eight-14)"
expect_contains "report across families" out "| eight-14 | 3x3 | 14 | not-applicable | cost 14, "
if command -v gnuplot >/dev/null; then
  # One scatter plot per --scatter, each family's points with their own marks.
  run report "$work/bench/merged.jsonl" --html "$work/bench/scatters.html" --scatter BFS,auto --scatter auto,BFS
  expect_status "report --scatter twice" 0
  if [ "$(grep -c '<svg' "$work/bench/scatters.html")" -eq 4 ] && grep -qF '<figure id="scatter-2"><svg' "$work/bench/scatters.html" &&
    grep -qF '>sliding-tiles</text>' "$work/bench/scatters.html"; then pass
  else fail "report --scatter twice: expected four plots, the second scatter, and the families in the key"; fi
  run report "$work/bench/merged.jsonl" --html "$work/bench/never.html" --scatter BFS
  expect_status "report --scatter with one label" 2
  expect_first_line "report --scatter with one label" err "--scatter: error: expected two configuration labels, X,Y, got 'BFS'"
fi

# A run killed from outside, and one that exhausts the address space, are marked; the others finish.
printf '1 14 13 15 7 11 12 9 5 6 0 2 1 4 8 10 3\n' >"$work/bench/hard.txt"
# Sanitizer builds leave the address-space cap off (ASan cannot start under one), so there the
# run that would exhaust it is left out rather than let it take the machine's memory.
memory_hog='(config "bfs" "bfs")'
[ "${POLYPLAN_SANITIZED:-0}" = 1 ] && memory_hog=''
cat >"$work/bench/hostile.suite" <<SUITE
(suite hostile
  (instances "hard.txt" "spec.pzl#eight-14")
  (time 30)
  (config "blind" "idastar(blind)")
  $memory_hog)
SUITE
"$polyplan" bench "$work/bench/hostile.suite" --jobs 2 --hard-memory 300M --results "$work/bench/hostile" \
  >"$work/out" 2>"$work/err" &
bench_pid=$!
victim=""
for _ in $(seq 100); do
  victim=$(pgrep -P "$bench_pid" -f 'hard.txt#1 --json --search idastar\(blind\)' || true)
  [ -n "$victim" ] && break
  sleep 0.1
done
[ -n "$victim" ] && kill -9 "$victim"
wait "$bench_pid"
status=$?
expect_status "bench with a killed run" 0
# row_of CONFIGURATION: the hard instance's row (JSON keys are written in alphabetical order).
row_of() { grep '"configuration":"'"$1"'"' "$work/bench/hostile.jsonl" | grep '"input":"hard.txt#1"'; }
if row_of blind | grep -q '"detail":"killed by signal 9' && row_of blind | grep -q '"outcome":"crashed"'; then pass
else fail "the killed run is not marked crashed by signal 9"; fi
if [ -n "$memory_hog" ]; then
  # An allocation refused under the address-space cap is the memory limit, reported by the run
  # itself with its statistics (no longer a child dying of std::bad_alloc).
  if row_of bfs | grep -q '"outcome":"memory-limit"'; then pass
  else fail "the run past the address-space limit is not marked memory-limit"; fi
  if [ "$(grep -c '"outcome":"solved"' "$work/bench/hostile.jsonl")" -eq 2 ]; then pass
  else fail "the other runs did not finish"; fi
elif [ "$(grep -c '"outcome":"solved"' "$work/bench/hostile.jsonl")" -eq 1 ]; then pass
else fail "the other run did not finish"; fi

# --- fast mode ------------------------------------------------------------------------------
run solve "$root/tests/sokoban/small-levels.xsb#two-rooms" --fast
expect_status "solve --fast" 0
expect_contains "solve --fast" out "(rule sokoban-fast)"
run solve "$root/tests/sokoban/small-levels.xsb#two-rooms" --fast --search "astar(emm)"
expect_status "--fast with --search" 2
expect_contains "--fast with --search" err "--fast: error: asks the selector's rules for a fast search; it cannot be combined with --search astar(emm)"
run explain "$root/tests/sokoban/small-levels.xsb#two-rooms" --fast
expect_status "explain --fast" 0
expect_contains "explain --fast" out "fast=1"
# pillars is drawn mirrored left to right (walls and goals); two-rooms has no symmetry.
run explain "$root/tests/sokoban/small-levels.xsb#pillars"
expect_contains "explain a mirrored level" out "  board symmetries (1 besides the identity; board-symmetry=true searches one state per orbit): mirror left to right"
run explain "$root/tests/sokoban/small-levels.xsb#two-rooms"
expect_contains "explain a level without symmetry" out "  board symmetries: none"
# two-rooms' two touching goals are a room: the lower one fills first, from the entrances E.
expect_contains "explain a goal room" out "  goal rooms with a packing order (macros=goal): 1"
expect_contains "explain draws the packing order" out "      # E1#.  #"
# The goal perimeter of a small level is every solvable state: its pull search runs out.
expect_contains "explain the goal perimeter" out "states, every state from which the level can be solved"
# And its tables of dead pairs and triples (emm(sets=2|3)), counted over its live cells.
expect_contains "explain the dead pairs" out "  dead box sets (sets=2): "
expect_contains "explain the dead triples" out "  dead box sets (sets=3): "
# Its rooms (areas of 2 x 3 blocks of floor) are the upper and right part (a) and the lower left
# part (b); three one-wide passages link them.
expect_contains "explain the rooms" out "  rooms (features=sokoban-rooms): 2 rooms, 3 links (a-z: rooms, +: links)"
expect_contains "explain draws the rooms" out "    #bbb+aaa#"
# LM-cut's landmarks at the start of Microban 1: Fast Downward's lmcut() on polyplan's grounded
# export also starts at 4 (docs/general-heuristics.md); every landmark there is one push.
run explain "$root/examples/spec-examples.pzl#tiny" --heuristic lmcut
expect_contains "explain --heuristic lmcut" out "  heuristic lmcut at the start: 4"
expect_contains "explain names the landmarks" out "    4 landmarks (disjunctive action landmarks of the delete relaxation"
expect_contains "explain shows a landmark" out "    cost 1: one of push-p0-"
# Preferred successors need a heuristic that marks them; ff does, and its plan is replayed.
run solve "$root/examples/spec-examples.pzl#tiny" --search 'gbfs(hmax, preferred=true)'
expect_status "preferred=true with hmax" 2
expect_contains "preferred=true names what to write" err "preferred: error: preferred=true needs a heuristic that marks preferred successors (ff), not hmax; write preferred=false or heuristic ff"
run solve "$root/examples/spec-examples.pzl#tiny" --search 'gbfs(ff, preferred=true)'
expect_status "gbfs(ff, preferred=true)" 0
expect_contains "gbfs(ff, preferred=true) solves" out "plan: "
# There the greedy search finds a cheaper way to a state after queueing its children, one of them
# the goal: the plan's cost is its moves' (it was the goal's stale g, which the validator refused).
run solve "$root/examples/families/klotski/little-klotski.pzl#little-klotski-walks" --search 'gbfs(ff, preferred=true)'
expect_status "a greedy plan after a cheaper way was found" 0
expect_contains "a greedy plan after a cheaper way was found" out "plan: 8 moves, cost 8"
run explain "$root/examples/spec-examples.pzl#tiny" --heuristic lm-cut
expect_status "explain --heuristic with an unknown name" 2
expect_contains "explain --heuristic names the wrong one" err "lm-cut"
run list features
expect_contains "list features" out "sokoban            boxes not packed"
run list macros
expect_status "list macros" 0
expect_contains "list macros" out "hotspot"
# Every search and its options, a list of numbers among them.
run list searches
expect_status "list searches" 0
expect_contains "list searches" out "shares: a number from 0.01 to 1000, or a list [..] of any number of them, default none"

# --- fess with packing moves: the plan, whose macros turn corners, replays push by push --------
run solve "$root/tests/sokoban/small-levels.xsb#two-rooms" --search "fess(emm, macros=[tunnel, pack])" --plan-out "$work/fess.lurd"
expect_status "solve with fess" 0
run validate "$root/tests/sokoban/small-levels.xsb#two-rooms" "$work/fess.lurd"
expect_status "validate the fess plan" 0
expect_contains "validate the fess plan" out "valid plan for small-levels-two-rooms: "

# --- demo -----------------------------------------------------------------------------------
run demo
expect_status "demo" 0
expect_some "demo" out
expect_empty "demo" err

finish
