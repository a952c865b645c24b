# The checks the command-line test scripts share; source it after setting $work (the folder that
# holds out and err, the last command's stdout and stderr) and $polyplan (the binary `run` runs).
# Every check runs even after a failure; finish prints "N passed, M failed" and fails when any did.
passed=0
failed=0
# run ARGS...: runs $polyplan in the current folder; sets $status, output in $work/out and $work/err.
# (play_show_trace.sh, which feeds stdin, defines its own.)
run() {
  "$polyplan" "$@" >"$work/out" 2>"$work/err"
  status=$?
}
pass() { passed=$((passed + 1)); }
fail() {
  failed=$((failed + 1))
  echo "FAIL: $1" >&2
  [ -s "$work/out" ] && { echo "  stdout:" >&2; sed 's/^/    /' "$work/out" | head -n 20 >&2; }
  [ -s "$work/err" ] && { echo "  stderr:" >&2; sed 's/^/    /' "$work/err" | head -n 20 >&2; }
}
expect_status() {  # WHAT EXPECTED
  if [ "$status" -eq "$2" ]; then pass; else fail "$1: exit status $status, expected $2"; fi
}
expect_empty() {  # WHAT STREAM
  if [ ! -s "$work/$2" ]; then pass; else fail "$1: expected nothing on std$2"; fi
}
expect_some() {  # WHAT STREAM
  if [ -s "$work/$2" ]; then pass; else fail "$1: expected output on std$2, got none"; fi
}
expect_contains() {  # WHAT STREAM TEXT
  if grep -qF -- "$3" "$work/$2"; then pass; else fail "$1: std$2 lacks '$3'"; fi
}
expect_first_line() {  # WHAT STREAM TEXT: the whole first line, exactly
  if [ "$(head -n 1 "$work/$2")" = "$3" ]; then pass; else fail "$1: std$2 starts '$(head -n 1 "$work/$2")', expected '$3'"; fi
}
finish() {
  echo "$passed passed, $failed failed"
  [ "$failed" -eq 0 ]
}
