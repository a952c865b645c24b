#!/usr/bin/env bash
# docs/bench.md says a Slurm array task can run one shard of a bench; this runs that for real. It
# starts a one-node Slurm cluster on this machine (munged, slurmctld and slurmd from Debian's
# packages, every file of theirs in a temp folder), submits a tiny suite as an array job of four
# shards, merges the shards with `polyplan bench merge` and compares the merged rows with one
# unsharded run of the same suite. Installs munge and Slurm when they are missing.
# Usage: POLYPLAN=path/to/polyplan bash slurm_array.sh PROJECT_SOURCE_DIR
# Exit codes: 0 passed, 1 failed, 77 skipped (Slurm absent and cannot be installed).
set -u
root=${1:?usage: POLYPLAN=path/to/polyplan bash slurm_array.sh PROJECT_SOURCE_DIR}
polyplan=$(realpath "${POLYPLAN:?set POLYPLAN to the polyplan binary}")
# The daemons live in /usr/sbin, which a user's PATH may lack.
PATH=$PATH:/usr/sbin
if [ "$(id -u)" -ne 0 ]; then
  # slurmd starts each job as its user, which only root may do.
  echo "SKIP: a Slurm cluster needs root to start slurmd" >&2
  exit 77
fi
work=$(mktemp -d)
# Every daemon is a child of this script, started in the foreground (-F, -D), so its pid is known
# without a pid file and stopping it is kill and wait. The array job is cancelled first: slurmd
# leaves the slurmstepd of a running job behind when it stops.
daemons=()
job=""
stop_cluster() {
  if [ -n "$job" ]; then
    scancel "$job" 2>/dev/null
    for _ in $(seq 50); do [ -z "$(squeue -h -j "$job" 2>/dev/null)" ] && break; sleep 0.2; done
  fi
  local pid index
  for ((index = ${#daemons[@]} - 1; index >= 0; index--)); do
    pid=${daemons[index]}
    kill "$pid" 2>/dev/null
    wait "$pid" 2>/dev/null
  done
  rm -rf "$work"
}
trap stop_cluster EXIT
trap 'exit 1' INT TERM

. "$root/tests/scale_out/sharded_bench.sh"
need "the Slurm test" munged mungekey slurmctld slurmd sbatch squeue scontrol jq

# A port no one listens on, so that a second cluster (another checkout's test) can run beside this one.
free_port() {
  local port
  while :; do
    port=$((20000 + RANDOM % 40000))
    (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null || { echo "$port"; return; }
  done
}

cluster="$work/cluster"
mkdir -p "$cluster/state" "$cluster/spool"
# munged refuses a socket in a folder others cannot search (mktemp -d makes it 0700).
chmod 755 "$work" "$cluster"
mungekey --create --keyfile="$cluster/munge.key" || { echo "FAIL: mungekey could not make a key" >&2; exit 1; }
munged --foreground --socket="$cluster/munge.socket" --key-file="$cluster/munge.key" \
  --pid-file="$cluster/munged.pid" --log-file="$cluster/munged.log" --seed-file="$cluster/munged.seed" >"$cluster/munged.out" 2>&1 &
daemons+=($!)

node=$(hostname -s)
controller_port=$(free_port)
node_port=$(free_port)
while [ "$node_port" = "$controller_port" ]; do node_port=$(free_port); done
cat >"$cluster/slurm.conf" <<EOF
ClusterName=polyplan-scale-out
SlurmctldHost=$node(127.0.0.1)
SlurmctldPort=$controller_port
SlurmdPort=$node_port
SlurmUser=root
SlurmdUser=root
AuthType=auth/munge
AuthInfo=socket=$cluster/munge.socket
CredType=cred/munge
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
SelectType=select/cons_tres
SelectTypeParameters=CR_Core
JobAcctGatherType=jobacct_gather/none
AccountingStorageType=accounting_storage/none
StateSaveLocation=$cluster/state
SlurmdSpoolDir=$cluster/spool
SlurmctldPidFile=$cluster/slurmctld.pid
SlurmdPidFile=$cluster/slurmd.pid
SlurmctldLogFile=$cluster/slurmctld.log
SlurmdLogFile=$cluster/slurmd.log
PlugStackConfig=$cluster/plugstack.conf
ReturnToService=2
NodeName=$node NodeAddr=127.0.0.1 CPUs=$(nproc) State=UNKNOWN
PartitionName=scale-out Nodes=ALL Default=YES MaxTime=INFINITE State=UP
EOF
: >"$cluster/plugstack.conf"
export SLURM_CONF="$cluster/slurm.conf"

for _ in $(seq 100); do [ -S "$cluster/munge.socket" ] && break; sleep 0.1; done
slurmctld -D -f "$SLURM_CONF" >"$cluster/slurmctld.out" 2>&1 &
daemons+=($!)
slurmd -D -f "$SLURM_CONF" >"$cluster/slurmd.out" 2>&1 &
daemons+=($!)
node_state=""
for _ in $(seq 150); do
  node_state=$(sinfo -h -n "$node" -o %T 2>/dev/null)
  [ "$node_state" = idle ] && break
  sleep 0.2
done
if [ "$node_state" != idle ]; then
  echo "FAIL: the node $node is '$node_state' after 30 s, not idle" >&2
  for log in munged.log slurmctld.log slurmd.log; do tail -n 5 "$cluster/$log" | sed "s/^/  $log: /" >&2; done
  exit 1
fi

cd "$work" || exit 1
write_suite
run_unsharded

# The array job as docs/bench.md gives it; each task first writes what Slurm told it.
shard_command="$(printf %q "$polyplan")"' bench tiny.suite --shard $((SLURM_ARRAY_TASK_ID+1))/$SLURM_ARRAY_TASK_COUNT'
sbatch --array=0-3 --chdir="$work" --output="$work/slurm-%A_%a.out" --parsable \
  --wrap 'echo "array task $SLURM_ARRAY_TASK_ID of job $SLURM_ARRAY_JOB_ID on $SLURMD_NODENAME"; '"$shard_command" \
  >"$work/out" 2>"$work/err"
status=$?
expect_status "sbatch" 0
job=$(cat "$work/out")
for _ in $(seq 600); do [ -z "$(squeue -h -j "$job" 2>/dev/null)" ] && break; sleep 0.2; done
if [ -n "$(squeue -h -j "$job" 2>/dev/null)" ]; then fail "the array job $job is still queued or running after 120 s"; fi
# Slurm's own record of the tasks: the controller keeps finished jobs for MinJobAge (300 s).
job_states=$(scontrol -o show job "$job" |
  sed -n 's/.*ArrayTaskId=\([0-9]*\) .*JobState=\([A-Z]*\) .*ExitCode=\([0-9:]*\) .*/\1 \2 \3/p' | sort)
expected_states=$(printf '%s COMPLETED 0:0\n' 0 1 2 3)
if [ "$job_states" = "$expected_states" ]; then pass; else fail "scontrol shows the array tasks (task, state, exit code) as: $job_states"; fi
for task in 0 1 2 3; do
  output="$work/slurm-${job}_$task.out"
  if grep -qx "array task $task of job $job on $node" "$output" 2>/dev/null &&
    grep -qF "in shard $((task + 1))/4," "$output"; then
    pass
  else
    fail "array task $task did not run shard $((task + 1))/4 under Slurm; its output: $(cat "$output" 2>&1)"
  fi
done

check_shards_merge_to_unsharded
finish
