#!/usr/bin/env bash
# docs/bench.md says GNU parallel can run the shards of a bench; this runs that for real: a tiny
# suite in four shards under `parallel`, merged with `polyplan bench merge` and compared with one
# unsharded run of the same suite. Installs GNU parallel (Debian package parallel) when it is
# missing.
# Usage: POLYPLAN=path/to/polyplan bash gnu_parallel.sh PROJECT_SOURCE_DIR
# Exit codes: 0 passed, 1 failed, 77 skipped (GNU parallel absent and cannot be installed).
set -u
root=${1:?usage: POLYPLAN=path/to/polyplan bash gnu_parallel.sh PROJECT_SOURCE_DIR}
polyplan=$(realpath "${POLYPLAN:?set POLYPLAN to the polyplan binary}")
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
. "$root/tests/scale_out/sharded_bench.sh"
need "the GNU parallel test" parallel jq

cd "$work" || exit 1
write_suite
run_unsharded

# The command of docs/bench.md, on this machine. parallel keeps its files in $HOME/.parallel; the
# test's own HOME keeps them in its temp folder. The job log records each shard's exit status.
HOME="$work" parallel --joblog "$work/joblog" "$polyplan" bench tiny.suite --shard {}/4 ::: 1 2 3 4 \
  >"$work/out" 2>"$work/err"
status=$?
expect_status "parallel" 0
shard_runs=$(awk 'NR > 1 { print $NF, $7 }' "$work/joblog" | sort)
expected_runs=$(printf '%s 0\n' 1/4 2/4 3/4 4/4)
if [ "$shard_runs" = "$expected_runs" ]; then pass; else fail "parallel's job log shows (shard, exit status): $shard_runs"; fi

check_shards_merge_to_unsharded
finish
