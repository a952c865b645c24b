# What a test script needs from outside the build: the tools scripts/setup --tests installs and the
# benchmark data in ../shared/data. No test installs anything itself. Source it; then
#   need WHAT THING...   returns when every THING (a command on PATH, or a path) is there, and
#                        otherwise ends the test: skipped (exit 77) with a message, or failed
#                        (exit 1) under CI (CI=true), where everything must be there, so that a
#                        green run never hides a test that silently skipped;
#   have WHAT THING      the same for one optional part of a test: true when THING is there; when
#                        not, fails the test under CI, and elsewhere says the part is skipped and
#                        returns false.
present() { command -v "$1" >/dev/null 2>&1 || [ -e "$1" ]; }

absent_under_ci() {  # WHAT THING
  if [ "${CI:-}" = "true" ]; then
    echo "FAIL: $1 needs $2, which is absent (scripts/setup --tests installs the tools; CI has ../shared/data)" >&2
    exit 1
  fi
}

need() {  # WHAT THING...
  local what=$1 thing
  shift
  for thing in "$@"; do
    present "$thing" && continue
    absent_under_ci "$what" "$thing"
    echo "SKIP: $what needs $thing, which is absent (scripts/setup --tests installs the tools)" >&2
    exit 77
  done
}

have() {  # WHAT THING
  present "$2" && return 0
  absent_under_ci "$1" "$2"
  echo "note: $2 is absent; $1 is skipped" >&2
  return 1
}
