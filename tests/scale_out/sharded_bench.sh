# What the scale-out tests share: the check for their tools, a tiny suite, its unsharded run, and the
# check that shards merged by `polyplan bench merge` equal that run row for row (docs/bench.md,
# Shards). Source it after setting $root (the source tree), $polyplan and $work (the test's temp
# folder, also its working folder); it sources tests/cli/checks.sh for run, pass, fail and finish.

. "$root/tests/cli/checks.sh"

. "$root/tests/support/needs.sh"

# The suite: four quick problems under two configurations, eight runs of milliseconds each. The
# examples folder is linked into $work so that the keys (paths relative to the suite file) do not
# depend on where the source tree is. These keys and labels split 1, 3, 1 and 3 over four shards
# (expected_split below): every shard file has rows, so the merge joins four files, not three and
# an empty one.
suite_runs=8
write_suite() {
  ln -s "$root/examples" "$work/examples"
  cat >"$work/tiny.suite" <<'EOF'
(suite tiny
  (about "Four quick problems, two configurations: the scale-out tests' suite")
  (instances "examples/spec-examples.pzl" "examples/eight-puzzle.pzl#assignment")
  (time 10)
  (memory "200M")
  (config "goal-count" "astar(goal-count)")
  (config "auto" "auto"))
EOF
  # Pattern databases a configuration builds go to the temp folder, not the user's cache.
  export POLYPLAN_CACHE="$work/cache"
}

# The unsharded run every sharded one is compared with, kept as $work/unsharded.jsonl.
run_unsharded() {
  run bench tiny.suite --jobs 2
  expect_status "the unsharded bench" 0
  expect_contains "the unsharded bench" err \
    "bench tiny: $suite_runs run(s) in shard 1/1, 0 finished before, $suite_runs to do"
  cp bench-results/tiny.jsonl "$work/unsharded.jsonl"
}

# What the checks that read files say on failure is theirs alone, not the last command's output.
forget_output() { : >"$work/out"; : >"$work/err"; }

# A results file's rows as compared, in the file's order: all but what a run measures (its times,
# its stages' times and its memory), one JSON object a line.
outcomes() {
  jq -c 'del(.time_s, .times_s, .peak_memory_mb, .stages[]?.time_s)' "$1"
}

# The runs of results files, as "KEY CONFIGURATION" lines in the files' order.
runs_of() {
  jq -r '.input + " " + .configuration' "$@"
}

# Which runs each shard holds: FNV-1a of "KEY<tab>CONFIGURATION" modulo 4, worked out apart from
# polyplan. The split must not change between versions or machines, or shards of one suite run on
# two of them would overlap and miss runs.
expected_split="1: examples/spec-examples.pzl#eight-14 goal-count
2: examples/eight-puzzle.pzl#assignment auto
2: examples/spec-examples.pzl#fbp-e6 goal-count
2: examples/spec-examples.pzl#tiny auto
3: examples/spec-examples.pzl#eight-14 auto
4: examples/eight-puzzle.pzl#assignment goal-count
4: examples/spec-examples.pzl#fbp-e6 auto
4: examples/spec-examples.pzl#tiny goal-count"

# Every merged run as solved, with the examples' optimal costs and plan lengths, validated.
expected_outcomes="examples/eight-puzzle.pzl#assignment auto solved 14 14 true
examples/eight-puzzle.pzl#assignment goal-count solved 14 14 true
examples/spec-examples.pzl#eight-14 auto solved 14 14 true
examples/spec-examples.pzl#eight-14 goal-count solved 14 14 true
examples/spec-examples.pzl#fbp-e6 auto solved 6 6 true
examples/spec-examples.pzl#fbp-e6 goal-count solved 6 6 true
examples/spec-examples.pzl#tiny auto solved 8 8 true
examples/spec-examples.pzl#tiny goal-count solved 8 8 true"

# Four shard files under the names bench gives them, each with its own runs, merged by `bench
# merge` into the rows of the unsharded run.
check_shards_merge_to_unsharded() {
  forget_output
  local shards=(bench-results/tiny.shard-*-of-4.jsonl) index split=""
  local expected_shards
  expected_shards=$(printf 'bench-results/tiny.shard-%s-of-4.jsonl ' 1 2 3 4)
  if [ "${shards[*]} " = "$expected_shards" ]; then pass; else
    fail "expected the shard files $expected_shards, found: ${shards[*]}"
  fi
  for index in 1 2 3 4; do
    split+=$(runs_of "bench-results/tiny.shard-$index-of-4.jsonl" 2>/dev/null | sort | sed "s/^/$index: /")$'\n'
  done
  if [ "${split%$'\n'}" = "$expected_split" ]; then pass; else fail "the shards hold these runs: $split"; fi
  if [ "$(runs_of "${shards[@]}" | sort)" = "$(runs_of "$work/unsharded.jsonl" | sort)" ]; then pass; else
    fail "the shards' runs, together, are not the unsharded run's"
  fi

  run bench merge "${shards[@]}" -o bench-results/merged
  expect_status "bench merge of the shards" 0
  expect_contains "bench merge of the shards" err \
    "merged 4 file(s): $suite_runs row(s) into bench-results/merged.jsonl and bench-results/merged.csv"
  # An unsharded bench appends its rows as its runs finish; merge orders them (instance, then
  # configuration), so the unsharded run passed through merge is the order to compare with.
  run bench merge "$work/unsharded.jsonl" -o bench-results/unsharded
  expect_status "bench merge of the unsharded run" 0
  forget_output

  outcomes bench-results/merged.jsonl >"$work/merged.rows"
  outcomes bench-results/unsharded.jsonl >"$work/unsharded.rows"
  if [ "$(wc -l <"$work/unsharded.rows")" -eq "$suite_runs" ] &&
    diff "$work/unsharded.rows" "$work/merged.rows" >"$work/rows.diff"; then
    pass
  else
    fail "the merged shards' rows are not the unsharded run's: $(head -c 4000 "$work/rows.diff")"
  fi
  # The same rows whatever the order: the unsharded run as bench wrote it, sorted here.
  if [ "$(sort "$work/merged.rows")" = "$(outcomes "$work/unsharded.jsonl" | sort)" ]; then pass; else
    fail "the merged shards' rows, sorted, are not the unsharded bench's rows, sorted"
  fi
  local merged_outcomes
  merged_outcomes=$(jq -r '[.input, .configuration, .outcome, .cost, .plan_length, .validated] | join(" ")' \
    bench-results/merged.jsonl)
  if [ "$merged_outcomes" = "$expected_outcomes" ]; then pass; else
    fail "the merged rows (input, configuration, outcome, cost, plan length, validated): $merged_outcomes"
  fi
  # The CSV beside it, its time and memory columns (11 and 12) aside.
  if [ "$(wc -l <bench-results/merged.csv)" -eq $((suite_runs + 1)) ] &&
    [ "$(cut -d, -f1-10,13- bench-results/merged.csv)" = "$(cut -d, -f1-10,13- bench-results/unsharded.csv)" ]; then
    pass
  else
    fail "the merged shards' CSV is not the unsharded run's"
  fi
  # The comparison itself tells rows apart: one expansion more in one row is a difference.
  jq -c 'if .configuration == "auto" and (.input | endswith("#tiny")) then .expanded += 1 else . end' \
    bench-results/merged.jsonl >"$work/altered.jsonl"
  outcomes "$work/altered.jsonl" >"$work/altered.rows"
  if diff -q "$work/unsharded.rows" "$work/altered.rows" >/dev/null; then
    fail "the comparison does not tell a row with one expansion more apart"
  else
    pass
  fi
}
