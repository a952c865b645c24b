#!/usr/bin/env bash
# The layering checker on trees made for it, so that it is known to fail where a rule breaks (and
# to name file, line and rule), to pass where none does, and to refuse rules it cannot read.
# Usage: bash layering_self_test.sh path/to/layering_check   (ctest runs it so)
set -u
checker=${1:?usage: bash layering_self_test.sh path/to/layering_check}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

failed=0
# expect NAME STATUS STREAM EXPECTED_TEXT: runs the checker on $work/tree and compares.
expect() {
  "$checker" "$work/tree" >"$work/out" 2>"$work/err"
  local status=$? stream="$work/$3"
  if [ "$status" -ne "$2" ]; then
    echo "FAIL: $1: exit status $status, expected $2" >&2
    failed=$((failed + 1))
  elif ! diff -u <(printf '%s\n' "$4") "$stream" >"$work/diff"; then
    echo "FAIL: $1: unexpected $3:" >&2
    cat "$work/diff" >&2
    failed=$((failed + 1))
  else
    echo "ok: $1"
  fi
}

write() {  # FILE LINES...: writes one line per argument
  mkdir -p "$(dirname "$work/tree/$1")"
  local file=$1
  shift
  printf '%s\n' "$@" >"$work/tree/$file"
}

write docs/architecture.md \
  '# Fixture' \
  '## Layering rules' \
  'Checked folders: `low/` `high/` `core/`' \
  '| Files | Must not include | Why |' \
  '|---|---|---|' \
  '| `low/` | `high/` `core/` | the bottom layer |' \
  '| `core/engine/` | `family/*/` | the engine knows no family |' \
  '| `*` except `low/lexer.cpp` | `boost/spirit` | one translation unit |' \
  '## Another section' \
  '| `high/` | `low/` | outside the section: not a rule |'
write low/a.hpp '#include <vector>'
write low/lexer.cpp '#include <boost/spirit/home/x3.hpp>'
write low/bad.cpp '// low reaching up' '#include "low/a.hpp"' '#  include "high/b.hpp"'
write low/build-release/generated.cpp '#include "high/b.hpp"'
write low/.cache/copy.cpp '#include "core/engine/run.cpp"'
write low/notes.txt '#include "high/b.hpp"'
write high/b.hpp '#include "low/a.hpp"'
write high/parse.cpp '#include <boost/spirit/include/qi.hpp>'
write core/engine/run.cpp '#include "family/registry.hpp"' '#include "family/chess/rules.hpp"' '#include "low/a.hpp"'

expect "every broken include is named, with its rule" 1 out \
'core/engine/run.cpp:2: error: #include "family/chess/rules.hpp" breaks the rule '"'"'core/engine/ must not include family/*/'"'"' (docs/architecture.md:7)
high/parse.cpp:1: error: #include <boost/spirit/include/qi.hpp> breaks the rule '"'"'* except low/lexer.cpp must not include boost/spirit'"'"' (docs/architecture.md:8)
low/bad.cpp:3: error: #include "high/b.hpp" breaks the rule '"'"'low/ must not include high/'"'"' (docs/architecture.md:6)
3 include(s) or name(s) break the layering rules of docs/architecture.md'

write low/bad.cpp '// low reaching up' '#include "low/a.hpp"'
write high/parse.cpp '#include "low/lexer.hpp"'
write core/engine/run.cpp '#include "family/registry.hpp"' '#include "low/a.hpp"'
expect "a tree that keeps the rules passes" 0 out \
'the 3 layering rules of docs/architecture.md hold for the 7 includes of 6 files'

# A row of names: the quoted word is caught anywhere in a covered file, the JavaScript too, and
# only in covered files.
sed -i 's/^## Another section/| `*` except `low\/rules\/` | `"fly"` `"hop"` | a rule is known by its traits |\n## Another section/' \
  "$work/tree/docs/architecture.md"
write low/rules/fly.cpp '#include "low/a.hpp"' 'const char* name = "fly";'
write high/page.js 'if (piece.rule === "fly") move();'
write high/b.hpp '#include "low/a.hpp"' 'bool flies(const std::string& rule) { return rule == "fly" || rule == "hop"; }'
expect "a name outside its rule's files is named, with its rule" 1 out \
'high/b.hpp:2: error: "fly" breaks the rule '"'"'* except low/rules/ must not name "fly"'"'"' (docs/architecture.md:9)
high/b.hpp:2: error: "hop" breaks the rule '"'"'* except low/rules/ must not name "hop"'"'"' (docs/architecture.md:9)
high/page.js:1: error: "fly" breaks the rule '"'"'* except low/rules/ must not name "fly"'"'"' (docs/architecture.md:9)
3 include(s) or name(s) break the layering rules of docs/architecture.md'
write high/b.hpp '#include "low/a.hpp"'
rm "$work/tree/high/page.js"
sed -i '/low\/rules/d' "$work/tree/docs/architecture.md"

printf '%s\n' '| `gone/` | `low/` | a folder that was renamed |' >>"$work/tree/docs/architecture.md"
sed -i '/^## Another section/d; /outside the section/d' "$work/tree/docs/architecture.md"
expect "a rule that covers no file is refused" 2 err \
"docs/architecture.md:9: error: the rule 'gone/ must not include low/' covers no file with an #include in the checked folders"

write docs/architecture.md '# Fixture' '## Layering' '| `low/` | `high/` | misnamed section |'
expect "a page without the section is refused" 2 err "docs/architecture.md: error: no section '## Layering rules'"

write docs/architecture.md '## Layering rules' 'Checked folders: `low/` `middle/`' '| Files | Must not include | Why |' \
  '| `low/` | `high/` | x |'
expect "a checked folder that does not exist is refused" 2 err \
"layering_check: error: checked folder 'middle/' does not exist"

write docs/architecture.md '## Layering rules' 'Checked folders: `low/`' '| Files | Must not include | Why |' \
  '| `low/` | high/ | the path is not in backticks |'
expect "a row without quoted paths is refused" 2 err \
"docs/architecture.md:4: error: a layering rule names its files and what they must not include, each path in backticks"

[ "$failed" -eq 0 ] || { echo "$failed check(s) failed" >&2; exit 1; }
