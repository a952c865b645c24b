#!/usr/bin/env bash
# Bytes that are not text, and text that is unusual but valid, as users meet them (issue 57): every
# input refuses a byte that is not UTF-8 or a control character at its place with exit 2, the
# JSON and HTML outputs are valid for multi-byte glyphs and for a file name that is not UTF-8, and
# a file of no bytes is said to be empty.
# Usage: POLYPLAN=path/to/polyplan bash text_input.sh PROJECT_SOURCE_DIR   (ctest runs it so)
# Runs every check even after a failure, prints "N passed, M failed" and exits 1 on any failure.
set -u
root=${1:?usage: POLYPLAN=path/to/polyplan bash text_input.sh PROJECT_SOURCE_DIR}
polyplan=${POLYPLAN:?set POLYPLAN to the polyplan binary}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cd "$work" || exit 1

. "$root/tests/cli/checks.sh"
# expect_stream WHAT STREAM TEXT: the whole stream is TEXT (printf's %b escapes), nothing else.
expect_stream() {
  if [ "$(cat "$work/$2")" = "$(printf '%b' "$3")" ]; then pass; else fail "$1: std$2 is not exactly the expected text"; fi
}
# expect_json WHAT FILE JQ: FILE parses as JSON (Lines) and the jq filter holds.
expect_json() {
  if jq -e -s "$3" "$2" >/dev/null 2>&1; then pass; else fail "$1: $2 is not valid JSON or '$3' does not hold"; fi
}

# --- a byte that is not UTF-8 in a board glyph --------------------------------------------------
printf '(define (problem latin) (:domain sliding-tiles)\n  (:board """\n     1\xff\n     .2\n     """)\n  (:goal (at 1 (0 0))))\n' >latin.pzl
latin_error='latin.pzl:3:7: error: the byte 0xFF is not UTF-8 text\n     1\xef\xbf\xbd\n      ^'
for command in "check latin.pzl" "solve latin.pzl" "solve --json latin.pzl" "show latin.pzl --solve --html page.html" \
  "translate latin.pzl --to json" "validate latin.pzl nothing.plan"; do
  : >nothing.plan
  # shellcheck disable=SC2086  # the command's words
  run $command
  expect_status "$command" 2
  expect_stream "$command" err "$latin_error"
  expect_empty "$command" out
done
if [ ! -e page.html ]; then pass; else fail "show --html with a bad byte wrote page.html"; fi

# --- a NUL byte and a control character in a board, a bad byte in a level file ------------------
printf '(define (problem nul) (:domain sliding-tiles)\n  (:board """\n     1\x002\n     ..\n     """)\n  (:goal (at 1 (0 0))))\n' >nul.pzl
run solve nul.pzl
expect_status "solve nul.pzl" 2
expect_stream "solve nul.pzl" err 'nul.pzl:3:7: error: a NUL byte (0x00) is not allowed in text\n     1\xe2\x90\x802\n      ^'
printf '(define (problem bell) (:domain sliding-tiles)\n  (:board """\n     1\a2\n     ..\n     """)\n  (:goal (at 1 (0 0))))\n' >bell.pzl
run check bell.pzl
expect_status "check bell.pzl" 2
expect_stream "check bell.pzl" err 'bell.pzl:3:7: error: the control character U+0007 is not allowed in text (only tab, line feed and carriage return are)\n     1\xe2\x90\x872\n      ^'
printf '; Lev\xe9l\n#####\n#@$.#\n#####\n' >latin.xsb
run solve latin.xsb
expect_status "solve latin.xsb" 2
expect_stream "solve latin.xsb" err 'latin.xsb:1:6: error: the byte 0xE9 is not UTF-8 text\n; Lev\xef\xbf\xbdl\n     ^'

# --- the other text inputs: a plan, the --search string, a suite ---------------------------------
printf '#####\n#@$.#\n#####\n' >level.xsb
printf 'R\xff\n' >bad.plan
run validate level.xsb bad.plan
expect_status "validate level.xsb bad.plan" 2
expect_stream "validate level.xsb bad.plan" err 'bad.plan:1:2: error: the byte 0xFF is not UTF-8 text\nR\xef\xbf\xbd\n ^'
run solve --search $'astar(goal-count\x01)' level.xsb
expect_status "solve --search with a control character" 2
expect_stream "solve --search with a control character" err '--search:1:17: error: the control character U+0001 is not allowed in text (only tab, line feed and carriage return are)\nastar(goal-count\xe2\x90\x81)\n                ^'
printf '(suite s (instances "level.xsb") (config "a" "bf\xc3s"))\n' >bad.suite
run bench bad.suite
expect_status "bench bad.suite" 2
expect_stream "bench bad.suite" err 'bad.suite:1:49: error: the byte 0xC3 is not UTF-8 text\n(suite s (instances "level.xsb") (config "a" "bf\xef\xbf\xbds"))\n                                                ^'

# --- multi-byte glyphs: JSON and HTML outputs are valid -----------------------------------------
cat >glyphs.pzl <<'PZL'
(define (problem glyphs)
  (:domain sliding-block)
  (:board """
     é→.
     é..
     """)
  (:goal (at "→" (1 2))))
PZL
run solve --json glyphs.pzl
expect_status "solve --json glyphs.pzl" 0
expect_json "solve --json glyphs.pzl" out '.[0].plan == ["→ (0 2)", "→ (1 2)"]'
run translate glyphs.pzl --to json
expect_status "translate glyphs.pzl --to json" 0
expect_json "translate glyphs.pzl --to json" out '[.[0].pieces[].name] == ["é", "→"]'
run show glyphs.pzl --solve --html page.html
expect_status "show glyphs.pzl --solve --html page.html" 0
sed -n 's#.*<script id="board-data" type="application/json">\(.*\)</script>.*#\1#p' page.html >page-data.json
expect_json "show --html: the page's data" page-data.json '.[0].title == "glyphs" and (.[0].frames | length) == 3'

# --- a file name that is not UTF-8 reaches JSON as U+FFFD, not as an internal error --------------
cp glyphs.pzl $'n\xff.pzl'
run bench $'n\xff.pzl' --results results
expect_status "bench on a file name that is not UTF-8" 0
expect_json "bench on a file name that is not UTF-8" results.jsonl 'map(.input) | unique == ["n\ufffd.pzl#glyphs"]'

# --- files of no bytes ----------------------------------------------------------------------------
for input in empty.pzl empty.xsb empty.txt; do
  : >"$input"
  run check "$input"
  expect_status "check $input" 2
  expect_stream "check $input" err "$input: error: the file is empty"
done
mkdir -p fbp && printf '1 0\r\n0 1' >fbp/frame.txt && : >fbp/goal.txt
run check fbp
expect_status "check fbp (empty goal.txt)" 2
expect_stream "check fbp (empty goal.txt)" err "fbp/goal.txt: error: the file is empty"
: >empty.suite
run bench empty.suite
expect_status "bench empty.suite" 2
expect_stream "bench empty.suite" err "empty.suite: error: the file is empty"
: >empty.rules
run solve --rules empty.rules level.xsb
expect_status "solve --rules empty.rules" 2
expect_stream "solve --rules empty.rules" err "empty.rules: error: the file is empty"
# An empty plan is a plan of no moves: valid for a problem that starts at its goal.
printf '(define (problem done) (:domain sliding-block)\n  (:board """\n     1.\n     """)\n  (:goal (at 1 (0 0))))\n' >done.pzl
: >empty.plan
run validate done.pzl empty.plan
expect_status "validate done.pzl empty.plan" 0
expect_stream "validate done.pzl empty.plan" out "valid plan for done: 0 moves, cost 0"

finish
