#!/usr/bin/env bash
# Plugins as users build and load them: polyplan installed with `cmake --install`, the example
# plugins configured out of tree with find_package(polyplan) against that install, and loaded by
# the installed program. ctest runs one step per test (tests/CMakeLists.txt); `setup` is the
# fixture the others need.
# Usage: plugins_test.sh STEP SOURCE_DIR BUILD_DIR WORK_DIR
#   STEP: setup | rush-hour | tie-key | gaschnig | api-mismatch | not-a-plugin | list | bench | play
set -euo pipefail

step=${1:?step}
root=${2:?source dir}
build=${3:?build dir}
work=${4:?work dir}
prefix="$work/prefix"
polyplan="$prefix/bin/polyplan"
plugins="$work/plugins"

# Hermetic: plugins come only from the directories named here.
unset POLYPLAN_PLUGIN_PATH

fail() { echo "FAIL: $*" >&2; exit 1; }

# ctest runs the steps in parallel: each keeps its command output in a folder of its own.
scratch="$work/scratch-$step"

# configure_plugin NAME SOURCE [EXTRA CMAKE ARGS...]: builds a plugin out of tree against $prefix.
configure_plugin() {
  local name=$1 source=$2
  shift 2
  cmake -S "$source" -B "$work/build-$name" -DCMAKE_BUILD_TYPE=Release -DCMAKE_PREFIX_PATH="$prefix" "$@" >/dev/null
  cmake --build "$work/build-$name" --parallel 2 >/dev/null
}

# expect_refused WHAT DIR PATTERN: loading DIR must fail with exit 2 and a message naming the file.
expect_refused() {
  local what=$1 dir=$2 pattern=$3 status=0
  "$polyplan" --plugin-dir "$dir" list plugins >"$scratch/out" 2>"$scratch/err" || status=$?
  [ "$status" -eq 2 ] || fail "$what: exit status $status, expected 2 ($(cat "$scratch/err"))"
  grep -qE "$pattern" "$scratch/err" || fail "$what: stderr does not match '$pattern': $(cat "$scratch/err")"
  [ -s "$scratch/out" ] && fail "$what: a refused plugin must not print on stdout: $(cat "$scratch/out")"
  echo "$what: $(head -n 1 "$scratch/err")"
}

# cost_of PUZZLE SEARCH: the plan cost that `solve` reports, with the plugins loaded.
cost_of() {
  # The option between the command's options and its input: it takes one directory only.
  "$polyplan" solve --search "$2" --plugin-dir "$plugins" "$1" >"$scratch/out" 2>"$scratch/err" ||
    fail "solve $1 with $2 failed: $(cat "$scratch/err")"
  sed -n 's/.*cost \([0-9][0-9]*\).*/\1/p' "$scratch/out" | head -n 1
}

# expect_sound PUZZLE HEURISTIC: `polyplan audit` finds the heuristic admissible and consistent
# against h* on the puzzle's whole reachable state space.
expect_sound() {
  "$polyplan" audit --plugin-dir "$plugins" "$1" --heuristic "$2" >"$scratch/out" 2>"$scratch/err" ||
    fail "audit of $2 on $1 failed: $(cat "$scratch/err")"
  grep -q "admissible  yes on every state" "$scratch/out" || fail "$2 not admissible on $1: $(cat "$scratch/out")"
  grep -q "consistent  yes on every transition" "$scratch/out" || fail "$2 not consistent on $1: $(cat "$scratch/out")"
}

[ "$step" = setup ] || mkdir -p "$scratch"

case "$step" in
  setup)
    rm -rf "$work"
    mkdir -p "$work" "$plugins" "$work/mismatched" "$work/not-a-plugin"
    # Installing as docs/plugins.md shows leaves the source checkout as it was: the install
    # manifest goes into the build folder (ignored by git), nothing into the sources.
    before=$(git -C "$root" status --porcelain --ignored=no 2>/dev/null)
    cmake --install "$build" --prefix "$prefix" >/dev/null
    [ -f "$build/install_manifest.txt" ] || fail "cmake --install wrote no install_manifest.txt into the build folder"
    [ "$(git -C "$root" status --porcelain --ignored=no 2>/dev/null)" = "$before" ] ||
      fail "cmake --install changed the source checkout: $(git -C "$root" status --porcelain)"
    configure_plugin rush-hour "$root/examples/plugins/rush-hour"
    configure_plugin tile-gaschnig "$root/examples/plugins/tile-gaschnig"
    cp "$work/build-rush-hour/libpolyplan_rush_hour.so" "$work/build-tile-gaschnig/libpolyplan_tile_gaschnig.so" "$plugins/"
    # The same heuristic plugin built against headers that claim the next API version.
    api=$(sed -n 's/^#define POLYPLAN_PLUGIN_API_VERSION \([0-9]*\)$/\1/p' "$prefix/include/polyplan/plugin/api_version.hpp")
    [ -n "$api" ] || fail "no API version in the installed header"
    configure_plugin mismatched "$root/examples/plugins/tile-gaschnig" "-DCMAKE_CXX_FLAGS=-DPOLYPLAN_PLUGIN_API_VERSION=$((api + 1))"
    cp "$work/build-mismatched/libpolyplan_tile_gaschnig.so" "$work/mismatched/"
    echo "this is a text file, not a shared library" >"$work/not-a-plugin/libfoo.so"
    # A real shared library that declares no plugin.
    mkdir -p "$work/no-declaration"
    echo 'int answer() { return 42; }' >"$work/answer.cpp"
    c++ -shared -fPIC -o "$work/no-declaration/libanswer.so" "$work/answer.cpp"
    ;;

  rush-hour)
    # Optimal move counts of the original cards (card: moves), as published with the game and
    # checked with an independent BFS (examples/plugins/rush-hour/tools/rush_bfs.py).
    for entry in 01:8 03:14 10:17 11:25 24:25 30:32 36:44; do
      card=${entry%%:*} known=${entry##*:}
      puzzle="$root/examples/plugins/rush-hour/puzzles/card-$card.pzl"
      astar=$(cost_of "$puzzle" "astar(blockers)")
      bfs=$(cost_of "$puzzle" "bfs")
      # The built-in text twin (domains/pzl/rush-hour.pzl, a described rule) on the same card.
      sed 's/(:domain rush-hour-plugin)/(:domain rush-hour)/' "$puzzle" >"$scratch/twin.pzl"
      twin=$(cost_of "$scratch/twin.pzl" "astar(blind)")
      echo "card $card: known $known, bfs $bfs, astar(blockers) $astar, text twin $twin"
      [ "$bfs" = "$known" ] || fail "card $card: bfs cost '$bfs', known $known"
      [ "$astar" = "$known" ] || fail "card $card: astar(blockers) cost '$astar', known $known"
      [ "$twin" = "$known" ] || fail "card $card: the text twin's cost '$twin', known $known"
      expect_sound "$puzzle" blockers
    done
    ;;

  tie-key)
    # The plugin's own tie key, named in tiebreak= like a built-in one: it orders nodes of equal f,
    # so A* keeps the known optimal costs, and it changes which nodes are expanded on some card.
    differs=0
    for entry in 01:8 03:14 10:17 11:25 24:25 30:32 36:44; do
      card=${entry%%:*} known=${entry##*:}
      puzzle="$root/examples/plugins/rush-hour/puzzles/card-$card.pzl"
      keyed=$(cost_of "$puzzle" "astar(blockers, tiebreak=exit-distance)")
      [ "$keyed" = "$known" ] || fail "card $card: astar(blockers, tiebreak=exit-distance) cost '$keyed', known $known"
      plain=$("$polyplan" solve --json --search "astar(blockers)" --plugin-dir "$plugins" "$puzzle" |
              sed -n 's/.*"expanded":\([0-9]*\).*/\1/p')
      with=$("$polyplan" solve --json --search "astar(blockers, tiebreak=exit-distance)" --plugin-dir "$plugins" "$puzzle" |
             sed -n 's/.*"expanded":\([0-9]*\).*/\1/p')
      echo "card $card: cost $keyed; expanded $plain without the key, $with with it"
      [ -n "$plain" ] && [ -n "$with" ] || fail "card $card: no expansion count in the JSON report"
      [ "$plain" != "$with" ] && differs=$((differs + 1))
    done
    [ "$differs" -gt 0 ] || fail "tiebreak=exit-distance expanded the same nodes as no key on every card"
    "$polyplan" --plugin-dir "$plugins" list tie-keys >"$scratch/out" || fail "list tie-keys failed"
    grep -q "^exit-distance .*(plugin rush-hour); family rush-hour-plugin" "$scratch/out" ||
      fail "list tie-keys: no exit-distance: $(cat "$scratch/out")"
    # On a puzzle it cannot serve, the key's refusal names the option and the plugin.
    status=0
    "$polyplan" solve --search "astar(goal-count, tiebreak=exit-distance)" --plugin-dir "$plugins" \
      "$root/examples/spec-examples.pzl#eight-14" >"$scratch/out" 2>"$scratch/err" || status=$?
    [ "$status" -eq 2 ] || fail "exit-distance on the 8-puzzle: exit status $status, expected 2"
    grep -q "^tiebreak: error: exit-distance: needs a goal that places exactly one car, this one places several (plugin rush-hour)" \
      "$scratch/err" || fail "exit-distance on the 8-puzzle: $(cat "$scratch/err")"
    ;;

  gaschnig)
    # eight-14 is optimal at 14 moves (../shared/spec/LANGUAGE.md).
    puzzle="$root/examples/spec-examples.pzl#eight-14"
    cost=$(cost_of "$puzzle" "astar(gaschnig)")
    echo "eight-14: astar(gaschnig) $cost"
    [ "$cost" = 14 ] || fail "eight-14 with astar(gaschnig): cost '$cost', expected 14"
    expect_sound "$puzzle" gaschnig
    # Declared for sliding tiles, it refuses another family before the plugin sees the puzzle.
    status=0
    "$polyplan" solve --search "astar(gaschnig)" --plugin-dir "$plugins" \
      "$root/examples/spec-examples.pzl#fbp-e6" >"$scratch/out" 2>"$scratch/err" || status=$?
    [ "$status" -eq 2 ] || fail "gaschnig on a Flying Block puzzle: exit status $status, expected 2"
    [ "$(tail -n 1 "$scratch/err")" = "heuristic: error: gaschnig is made for sliding-tiles puzzles; this problem is flying-block (use a generic heuristic such as goal-count or blind)" ] ||
      fail "gaschnig on a Flying Block puzzle: $(cat "$scratch/err")"
    "$polyplan" list heuristics --plugin-dir "$plugins" >"$scratch/out" || fail "list heuristics failed"
    grep -A1 "^gaschnig " "$scratch/out" | grep -q "admissible, consistent; made for: sliding-tiles" ||
      fail "list heuristics: gaschnig's families: $(grep -A1 "^gaschnig " "$scratch/out")"
    ;;

  api-mismatch)
    expect_refused "API mismatch" "$work/mismatched" "libpolyplan_tile_gaschnig\.so: error: .*plugin API version [0-9]+, but this polyplan has version [0-9]+"
    ;;

  not-a-plugin)
    expect_refused "not a plugin" "$work/not-a-plugin" "libfoo\.so: error: not a plugin: not a shared library"
    expect_refused "no declaration" "$work/no-declaration" "libanswer\.so: error: not a plugin: it exports no polyplan_plugin declaration"
    expect_refused "no such directory" "$work/absent" "^--plugin-dir: error: plugin directory .*absent' does not exist"
    ;;

  list)
    "$polyplan" --plugin-dir "$plugins" list plugins >"$scratch/out" || fail "list plugins failed"
    grep -q "^rush-hour 1.0.0 .*libpolyplan_rush_hour.so" "$scratch/out" || fail "list plugins: no rush-hour: $(cat "$scratch/out")"
    grep -q "^tile-gaschnig 1.0.0 " "$scratch/out" || fail "list plugins: no tile-gaschnig: $(cat "$scratch/out")"
    grep -q "move rules: rush" "$scratch/out" || fail "list plugins: rush rule missing: $(cat "$scratch/out")"
    grep -q "tie keys: exit-distance" "$scratch/out" || fail "list plugins: exit-distance missing: $(cat "$scratch/out")"
    # The same through POLYPLAN_PLUGIN_PATH (with an empty entry), and the additions listed with
    # the built-in ones.
    POLYPLAN_PLUGIN_PATH="::$plugins" "$polyplan" list heuristics >"$scratch/out" || fail "list heuristics failed"
    grep -q "^blockers " "$scratch/out" || fail "list heuristics: no blockers"
    grep -q "^gaschnig " "$scratch/out" || fail "list heuristics: no gaschnig"
    POLYPLAN_PLUGIN_PATH="$plugins" "$polyplan" list domains >"$scratch/out" || fail "list domains failed"
    grep -q "^rush-hour-plugin " "$scratch/out" || fail "list domains: no rush-hour-plugin"
    "$polyplan" list plugins >"$scratch/out"
    grep -q "no plugins loaded" "$scratch/out" || fail "list plugins without plugins: $(cat "$scratch/out")"
    echo "list: plugins, heuristics and domains listed"
    ;;

  bench)
    # bench runs every solve as a child process: the children load the plugins that --plugin-dir
    # named in the parent (passed on through POLYPLAN_PLUGIN_PATH) and their plans are replayed.
    rm -rf "$work/bench" && mkdir -p "$work/bench"
    cp "$root"/examples/plugins/rush-hour/puzzles/card-*.pzl "$work/bench/"
    printf '%s\n' '(suite rush' '  (instances "card-*.pzl")' '  (time 30)' '  (memory "500M")' \
      '  (config "blockers" "astar(blockers)"))' >"$work/bench/rush.suite"
    "$polyplan" bench --plugin-dir "$plugins" "$work/bench/rush.suite" --results "$work/bench/out" --jobs 2 \
      >/dev/null 2>"$scratch/err" || fail "bench failed: $(cat "$scratch/err")"
    for entry in 01:8 03:14 10:17 11:25 24:25 30:32 36:44; do
      grep -q "^rush-hour-card-${entry%%:*},rush-hour-plugin,.*,blockers,solved,${entry##*:},.*,true," "$work/bench/out.csv" ||
        fail "bench: card ${entry%%:*} not solved at cost ${entry##*:} with a validated plan: $(cat "$work/bench/out.csv")"
    done
    echo "bench: 7 cards solved by child processes at their known costs"
    ;;

  play)
    # A plugin family is played by piece and placement like any other: card 1's optimal plan,
    # fed to `play` line by line in the plan format, solves it; the board page says that the
    # plugin's rule is not playable in the browser.
    puzzle="$root/examples/plugins/rush-hour/puzzles/card-01.pzl"
    "$polyplan" solve --plugin-dir "$plugins" "$puzzle" --plan-out "$scratch/plan" >/dev/null 2>"$scratch/err" ||
      fail "solve card 1: $(cat "$scratch/err")"
    "$polyplan" play --plugin-dir "$plugins" "$puzzle" <"$scratch/plan" >"$scratch/out" 2>"$scratch/err" ||
      fail "play card 1 from its plan: $(cat "$scratch/err")"
    [ "$(tail -n 1 "$scratch/out")" = "solved in 8 moves (optimal: 8)" ] || fail "play card 1: $(tail -n 3 "$scratch/out")"
    "$polyplan" show --plugin-dir "$plugins" "$puzzle" --plan "$scratch/plan" --html "$scratch/card.html" 2>"$scratch/err" ||
      fail "show card 1: $(cat "$scratch/err")"
    grep -q "comes from a plugin, which this page cannot run: play it with polyplan play" "$scratch/card.html" ||
      fail "show card 1: the page does not say that the plugin's rule is not playable there"
    echo "play: card 1 solved in 8 moves from its plan; its board page names the plugin's rule"
    ;;

  *) fail "unknown step $step" ;;
esac
