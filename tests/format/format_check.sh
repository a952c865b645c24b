#!/usr/bin/env bash
# The tree is clang-formatted: every C++ file git tracks is as clang-format lays it out with the
# repository's .clang-format. A file that is not names itself with clang-format's first complaint;
# `clang-format -i FILE` fixes it.
# Usage: bash format_check.sh PROJECT_SOURCE_DIR   (ctest runs it so)
# Exit codes: 0 formatted, 1 not, 77 skipped (clang-format absent, outside CI).
set -u
root=${1:?usage: bash format_check.sh PROJECT_SOURCE_DIR}
. "$root/tests/support/needs.sh"
need "the format check" clang-format git
cd "$root" || exit 1
# Outside a git checkout (a source archive) the files are found by name.
if git rev-parse --is-inside-work-tree >/dev/null 2>&1; then
  mapfile -t files < <(git ls-files '*.cpp' '*.hpp')
else
  mapfile -t files < <(find . -path ./build -prune -o \( -name '*.cpp' -o -name '*.hpp' \) -print | grep -v '/build')
fi
unformatted=0
for file in "${files[@]}"; do
  [ -f "$file" ] || continue
  if ! complaint=$(clang-format --dry-run -Werror "$file" 2>&1); then
    echo "$file: not clang-formatted: $(printf '%s\n' "$complaint" | head -n 1)" >&2
    unformatted=$((unformatted + 1))
  fi
done
echo "${#files[@]} C++ files checked, $unformatted not clang-formatted"
[ "$unformatted" -eq 0 ]
