#!/usr/bin/env bash
# Output paths that are not plain files (issue 57): results used to be renamed over the named
# path, which replaced a device node with a regular file, a symbolic link with a file, and a FIFO
# with a file. The test makes its own device node (the character device 1:7, which Linux names
# /dev/full), FIFO and links in a temporary folder; nothing is written into /dev.
# Usage: POLYPLAN=path/to/polyplan bash output_paths.sh PROJECT_SOURCE_DIR   (ctest runs it so)
set -u

root=${1:?usage: POLYPLAN=path/to/polyplan bash output_paths.sh PROJECT_SOURCE_DIR}
polyplan=${POLYPLAN:?set POLYPLAN to the polyplan binary}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

. "$root/tests/cli/checks.sh"
expect_first_line() {  # WHAT STREAM TEXT: the whole first line, exactly
  if [ "$(head -n 1 "$work/$2")" = "$3" ]; then pass; else fail "$1: std$2 starts '$(head -n 1 "$work/$2")', expected '$3'"; fi
}
expect_kind() {  # WHAT PATH KIND (find's -type letter)
  if [ -n "$(find "$2" -maxdepth 0 -type "$3")" ]; then pass; else fail "$1: $2 is no longer of type $3"; fi
}
# Nothing but the named files is left in the folder: no temporary file survives a write.
expect_only() {  # WHAT FILES...
  local what=$1
  shift
  if [ "$(cd "$work/out-dir" && ls -A | sort | tr '\n' ' ')" = "$(printf '%s\n' "$@" | sort | tr '\n' ' ')" ]; then pass
  else fail "$what: the folder holds $(cd "$work/out-dir" && ls -A | tr '\n' ' '), expected $*"; fi
}

cd "$work" || exit 1
cp "$root/examples/spec-examples.pzl" spec.pzl
mkdir out-dir
problem="spec.pzl#eight-14"

# --- a device node -----------------------------------------------------------------------------
if mknod out-dir/full c 1 7 2>/dev/null; then
  run solve --plan-out out-dir/full "$problem"
  expect_status "solve --plan-out DEVICE (full)" 2
  expect_contains "solve --plan-out DEVICE (full)" err "out-dir/full: error: cannot write the output file: No space left on device"
  # The plan is not lost: the report before the error holds it.
  expect_contains "solve --plan-out DEVICE (full)" out "plan: 14 moves, cost 14"
  expect_kind "solve --plan-out DEVICE (full)" out-dir/full c
  expect_only "solve --plan-out DEVICE (full)" full
  rm out-dir/full
  # The null device takes the plan and stays a device.
  mknod out-dir/null c 1 3
  run solve --plan-out out-dir/null "$problem"
  expect_status "solve --plan-out DEVICE (null)" 0
  expect_kind "solve --plan-out DEVICE (null)" out-dir/null c
  expect_only "solve --plan-out DEVICE (null)" null
  rm out-dir/null
else
  # Without the right to make device nodes (not root, or a container without CAP_MKNOD) there is
  # no device to test with; the other cases still run.
  echo "note: mknod is not permitted here; the device cases were not run"
fi

# --- a symbolic link: the file it points to is written, the link stays -----------------------------
mkdir targets
echo old >targets/eight.plan
ln -s ../targets/eight.plan out-dir/link.plan
run solve --plan-out out-dir/link.plan "$problem"
expect_status "solve --plan-out LINK" 0
expect_kind "solve --plan-out LINK" out-dir/link.plan l
if [ "$(wc -l <targets/eight.plan)" -eq 14 ]; then pass; else fail "solve --plan-out LINK: the target does not hold the 14 moves"; fi
expect_only "solve --plan-out LINK" link.plan
if [ -z "$(ls -A targets | grep -v '^eight.plan$')" ]; then pass; else fail "solve --plan-out LINK: a temporary file was left beside the target"; fi
# A link to a file that does not exist yet creates it, as a shell's > does.
ln -s ../targets/new.plan out-dir/dangling.plan
run solve --plan-out out-dir/dangling.plan "$problem"
expect_status "solve --plan-out DANGLING-LINK" 0
expect_kind "solve --plan-out DANGLING-LINK" out-dir/dangling.plan l
if [ "$(wc -l <targets/new.plan)" -eq 14 ]; then pass; else fail "solve --plan-out DANGLING-LINK: the target was not created with the 14 moves"; fi
rm out-dir/dangling.plan
# A link that ends in a missing folder names the folder.
ln -s ../no-such-folder/x.plan out-dir/broken.plan
run solve --plan-out out-dir/broken.plan "$problem"
expect_status "solve --plan-out LINK-INTO-MISSING-FOLDER" 2
expect_first_line "solve --plan-out LINK-INTO-MISSING-FOLDER" err "out-dir/broken.plan: error: cannot write the output file: the folder out-dir/../no-such-folder does not exist"
rm out-dir/broken.plan
# A loop of links is refused with the system's words.
ln -s loop-b out-dir/loop-a
ln -s loop-a out-dir/loop-b
run solve --plan-out out-dir/loop-a "$problem"
expect_status "solve --plan-out LINK-LOOP" 2
expect_first_line "solve --plan-out LINK-LOOP" err "out-dir/loop-a: error: cannot write the output file: Too many levels of symbolic links"
expect_empty "solve --plan-out LINK-LOOP" out
rm out-dir/loop-a out-dir/loop-b
# The replaced file keeps its permissions.
echo old >out-dir/kept.plan
chmod 640 out-dir/kept.plan
run convert spec.pzl -o out-dir/kept.plan
expect_status "convert -o EXISTING-FILE" 0
if [ "$(stat -c %a out-dir/kept.plan)" = 640 ]; then pass; else fail "convert -o EXISTING-FILE: its mode became $(stat -c %a out-dir/kept.plan)"; fi
rm out-dir/kept.plan

# --- a FIFO: written in place, a reader gets the page ------------------------------------------------
mkfifo out-dir/page.fifo
timeout 60 cat out-dir/page.fifo >page-read.html &
reader=$!
run show "$problem" --solve --html out-dir/page.fifo
expect_status "show --html FIFO" 0
wait "$reader"
expect_kind "show --html FIFO" out-dir/page.fifo p
if grep -q '<svg id="board"' page-read.html; then pass; else fail "show --html FIFO: the reader got no board page"; fi
expect_only "show --html FIFO" link.plan page.fifo

# --- a file that happens to have the old temporary name is not touched --------------------------------
echo precious >out-dir/eight.plan.polyplan-tmp
run solve --plan-out out-dir/eight.plan "$problem"
expect_status "solve --plan-out beside a file named like a temporary" 0
if [ "$(cat out-dir/eight.plan.polyplan-tmp)" = precious ]; then pass; else fail "a file named like the old temporary was overwritten"; fi

finish
