#!/usr/bin/env bash
# Plays `polyplan play` in a real terminal: tmux runs it, send-keys types, capture-pane reads the
# screen. The assignment's 8-puzzle by its 14 tile numbers, Microban level 1 by arrow keys with
# one undo, and a Flying Block instance and three families written as text through the numbered
# placement list. Needs tmux
# (scripts/setup --tests installs it).
# Usage: POLYPLAN=path/to/polyplan bash play_in_tmux.sh PROJECT_SOURCE_DIR
# Exit codes: 0 passed, 1 failed, 77 skipped (tmux absent, outside CI).
set -u
root=${1:?usage: POLYPLAN=path/to/polyplan bash play_in_tmux.sh PROJECT_SOURCE_DIR}
polyplan=${POLYPLAN:?set POLYPLAN to the polyplan binary}
. "$root/tests/support/needs.sh"
need "the terminal test" tmux
work=$(mktemp -d)
# One tmux server per game: a server that was just told to stop may still hold its socket, and a
# new session on the same socket would connect to it while it dies.
games=0
socket=""
trap 'for n in $(seq "$games"); do tmux -L "polyplan-play-$$-$n" kill-server 2>/dev/null; done; rm -rf "$work"' EXIT
failed=0

# Starts `polyplan play ARGS` in a fresh 100x40 terminal; the exit code is written after it.
start() {
  [ -n "$socket" ] && tmux -L "$socket" kill-server 2>/dev/null
  games=$((games + 1))
  socket="polyplan-play-$$-$games"
  printf '%q ' "$polyplan" play "$@" >"$work/command"
  tmux -L "$socket" new-session -d -x 100 -y 40 \
    "TERM=xterm-256color $(cat "$work/command") 2>$work/stderr; echo \"exit code \$?\"; sleep 60"
}
screen() { tmux -L "$socket" capture-pane -p; }
keys() { tmux -L "$socket" send-keys "$@"; }
# Waits up to 20 s for the screen to show TEXT.
wait_for() {
  for _ in $(seq 200); do
    screen | grep -qF -- "$1" && return 0
    sleep 0.1
  done
  return 1
}
expect() {
  if wait_for "$1"; then return 0; fi
  echo "FAIL: $2: the screen never showed '$1'; it shows:" >&2
  screen | sed 's/^/  | /' >&2
  sed 's/^/  stderr: /' "$work/stderr" >&2 2>/dev/null
  failed=1
  return 1
}

# 1. The assignment's start, solved by typing its 14 moves, each tile's number and Enter.
start "$root/examples/eight-puzzle.pzl#assignment"
if expect "tile to move (next to the blank: 5 7 6 8)" "8-puzzle prompt"; then
  screen | grep -q "3 5 1" || { echo "FAIL: the 8-puzzle board is not drawn" >&2; failed=1; }
  for tile in 6 2 8 6 5 1 2 5 7 4 6 7 4 3; do
    keys "$tile" Enter
  done
  expect "solved in 14 moves (optimal: 14)" "8-puzzle solved" && screen | grep -q ". 1 2" ||
    { echo "FAIL: the solved 8-puzzle board is not on the screen" >&2; failed=1; }
  keys q
  expect "exit code 0" "8-puzzle exit"
  expect "assignment: solved in 14 moves (optimal: 14)" "8-puzzle's last line"
fi

# 2. Microban level 1 by arrow keys: one step the wrong way, undone with Backspace, then the
# plan polyplan finds, letter by letter.
lurd=$("$polyplan" solve "$root/examples/spec-examples.pzl#tiny" | sed -n '/^plan:/{n;p}')
start "$root/examples/spec-examples.pzl#tiny"
if expect "move (arrows or u d l r)" "Sokoban prompt"; then
  keys Right
  expect "moves 1, pushes 0" "Sokoban step"
  keys BSpace
  expect "undone" "Sokoban undo"
  expect "moves 0, pushes 0" "Sokoban undo count"
  for ((i = 0; i < ${#lurd}; i++)); do
    case "${lurd:i:1}" in
      l | L) keys Left ;; u | U) keys Up ;; r | R) keys Right ;; d | D) keys Down ;;
    esac
  done
  expect "solved in ${#lurd} moves, 8 pushes (optimal: 8 pushes)" "Sokoban solved by $lurd"
  keys q
  expect "exit code 0" "Sokoban exit"
fi

# 3. Pieces by name: each move of an optimal plan by the piece's name, then its number in the
# list of its placements. A Flying Block instance, and three families written as text (their
# rules described in the domain file): Lunar Lockout, Ricochet Robots and Klotski's walks.
play_by_placements() {  # INPUT LABEL
  local input=$1 label=$2 moves=0 piece cells number
  "$polyplan" solve "$input" | sed -n '/^plan:/,/^expanded/p' | sed '1d;$d' >"$work/plan"
  start "$input"
  expect "piece to move (movable:" "$label prompt" || return
  while read -r piece cells; do
    moves=$((moves + 1))
    keys "$piece" Enter
    expect "placement for $piece" "$label placements of $piece" || return
    number=$(screen | grep -oE "[0-9]+: $piece $(printf '%s' "$cells" | sed 's/[()]/\\&/g')( |$)" | head -n 1 | cut -d: -f1)
    if [ -z "$number" ]; then
      echo "FAIL: $label move $moves ($piece $cells) is not in the placement list:" >&2
      screen | sed 's/^/  | /' >&2
      failed=1
      return
    fi
    keys "$number" Enter
    expect "moves $moves" "$label move $moves" || return
  done <"$work/plan"
  expect "solved in $moves moves (optimal: $moves)" "$label solved"
  keys q
  expect "exit code 0" "$label exit"
}
play_by_placements "$root/examples/spec-examples.pzl#fbp-e6" "Flying Block"
play_by_placements "$root/examples/families/lunar-lockout/lunar-lockout.pzl#lunar-lockout-a" "Lunar Lockout"
play_by_placements "$root/examples/families/ricochet-robots/ricochet-robots.pzl#ricochet-a" "Ricochet Robots"
play_by_placements "$root/examples/families/klotski/little-klotski.pzl#little-klotski-walks" "Klotski"

[ "$failed" -eq 0 ] && echo "play in tmux: the 8-puzzle, Microban level 1, a Flying Block instance, Lunar Lockout, Ricochet Robots and Klotski solved at the keyboard"
exit "$failed"
