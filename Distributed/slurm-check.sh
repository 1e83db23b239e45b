#!/usr/bin/env bash
# make distributed-check: the shard story on a real Slurm, on this one machine.
#
# Starts a one-node Slurm cluster in a temporary folder (munged, slurmctld and slurmd as
# foreground processes of this script: no init system is needed), submits
# docs/distributed/slurm-render.sbatch as an `--array=0-(N-1)` job (`--shard auto/N`, and a merge
# job after each submission), cancels one task mid-run, checks that the merge step then fails
# (exit 4) naming that task's shard, resubmits that index alone (`--array=K`), checks that its
# merge job merges, and compares every frame and the manifest with one local run (cmp). The daemons are stopped by their
# recorded pids when the script exits, whatever happens.
#
# Environment: SCENE (default drag-box), SHARDS (4), DURATION (seconds, 60), FPS (30), SCALE (2),
# CANCEL (the array index to cancel, 2), KEEP=1 keeps the temporary folder.
set -euo pipefail

SCENE=${SCENE:-drag-box}
SHARDS=${SHARDS:-4}
DURATION=${DURATION:-60}
FPS=${FPS:-30}
SCALE=${SCALE:-2}
CANCEL=${CANCEL:-2}
ROOT=$(cd "$(dirname "$0")/.." && pwd)
SUDO=$([ "$(id -u)" = 0 ] || echo sudo)
START=$(date +%s)

say() { printf '[distributed-check %3ds] %s\n' "$(( $(date +%s) - START ))" "$*"; }
die() { say "FAILED: $*"; exit 1; }

# 1. Slurm and MUNGE from the distribution's packages, when missing.
if ! command -v slurmctld >/dev/null || ! command -v slurmd >/dev/null || ! command -v sbatch >/dev/null \
    || ! command -v munged >/dev/null; then
    say "installing slurmctld slurmd slurm-client munge"
    $SUDO apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq slurmctld slurmd slurm-client munge >/dev/null
fi

# 2. The gallery, built once; every task and the local run use this binary.
say "building gallery"
(cd "$ROOT" && swift build --product gallery 2>&1 | grep -v "prohibited flag" | tail -1)
GALLERY="$(cd "$ROOT" && swift build --show-bin-path)/gallery"
[ -x "$GALLERY" ] || die "no gallery binary at $GALLERY"

# 3. A temporary folder for everything the cluster writes; cleaned up on exit.
WORK=$(mktemp -d /tmp/slurm-check.XXXXXX)
chmod 755 "$WORK"
PIDS=()
cleanup() {
    status=$?
    if [ -n "${SLURM_CONF:-}" ] && [ -f "$SLURM_CONF" ]; then
        scancel --quiet --user="$(id -un)" 2>/dev/null || true
    fi
    # Stop the daemons by the pids recorded when they were started, newest first.
    for (( i=${#PIDS[@]}-1; i>=0; i-- )); do
        kill "${PIDS[i]}" 2>/dev/null || true
    done
    for pid in "${PIDS[@]}"; do
        for _ in $(seq 50); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
        kill -9 "$pid" 2>/dev/null || true
    done
    if [ "$status" != 0 ]; then
        for log in "$WORK"/log/*.log "$WORK"/jobs/*.out; do
            [ -f "$log" ] && { echo "--- $log (last lines)"; tail -n 15 "$log"; }
        done
    fi
    if [ "${KEEP:-0}" = 1 ]; then say "kept $WORK"; else rm -rf "$WORK"; fi
    exit "$status"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

mkdir -p "$WORK"/{munge,log,run,state/ctld,state/d,jobs,shared,local}
# MUNGE: its own key and a socket folder every user can read (Slurm's job steps connect to it).
chmod 700 "$WORK/munge"
dd if=/dev/urandom of="$WORK/munge/munge.key" bs=1024 count=1 status=none
chmod 400 "$WORK/munge/munge.key"
mkdir -p "$WORK/munge-socket"
chmod 755 "$WORK/munge-socket"
SOCKET="$WORK/munge-socket/munge.socket"
munged -F --force --key-file="$WORK/munge/munge.key" --socket="$SOCKET" --pid-file="$WORK/run/munged.pid" \
    --log-file="$WORK/log/munged.log" --seed-file="$WORK/munge/munged.seed" >>"$WORK/log/munged.log" 2>&1 &
PIDS+=($!)
for _ in $(seq 100); do [ -S "$SOCKET" ] && break; sleep 0.1; done
[ -S "$SOCKET" ] || die "munged did not create its socket"
say "munged running (pid ${PIDS[0]})"

# slurm.conf: this machine as the one node (its CPUs and memory from `slurmd -C`), 127.0.0.1,
# cons_tres, processes tracked by their parent pids (no cgroups), no accounting, state and logs
# in the temporary folder, ports chosen so that another cluster on the machine is not disturbed.
HOST=$(hostname -s)
NODE_LINE=$(slurmd -C | head -1)
NODE=$(sed -E 's/^NodeName=([^ ]+).*/\1/' <<<"$NODE_LINE")
PORT=$(( 20000 + RANDOM % 20000 ))
export SLURM_CONF="$WORK/slurm.conf"
cat > "$SLURM_CONF" <<CONF
ClusterName=scenekit-check
SlurmctldHost=$HOST(127.0.0.1)
SlurmctldPort=$PORT
SlurmdPort=$(( PORT + 1 ))
SlurmUser=$(id -un)
SlurmdUser=root
AuthType=auth/munge
CredType=cred/munge
AuthInfo=socket=$SOCKET
StateSaveLocation=$WORK/state/ctld
SlurmdSpoolDir=$WORK/state/d
SlurmctldPidFile=$WORK/run/slurmctld.pid
SlurmdPidFile=$WORK/run/slurmd.pid
SlurmctldLogFile=$WORK/log/slurmctld.log
SlurmdLogFile=$WORK/log/slurmd.log
SelectType=select/cons_tres
SelectTypeParameters=CR_Core
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
JobAcctGatherType=jobacct_gather/none
AccountingStorageType=accounting_storage/none
JobCompType=jobcomp/none
MpiDefault=none
SwitchType=switch/none
ReturnToService=2
SlurmdTimeout=30
InactiveLimit=0
MinJobAge=600
$NODE_LINE NodeAddr=127.0.0.1 NodeHostname=$HOST State=UNKNOWN
PartitionName=check Nodes=$NODE Default=YES MaxTime=INFINITE State=UP
CONF
# `slurmd -C` also prints UpTime=…, which is not a node option.
sed -i -E 's/ UpTime=[^ ]+//' "$SLURM_CONF"

slurmctld -D -f "$SLURM_CONF" >>"$WORK/log/slurmctld.stderr" 2>&1 &
PIDS+=($!)
for _ in $(seq 100); do scontrol ping 2>/dev/null | grep -q UP && break; sleep 0.2; done
scontrol ping 2>/dev/null | grep -q UP || die "slurmctld did not answer"
slurmd -D -f "$SLURM_CONF" -N "$NODE" >>"$WORK/log/slurmd.stderr" 2>&1 &
PIDS+=($!)
for _ in $(seq 150); do sinfo -h -N -o %t 2>/dev/null | grep -qE '^(idle|mix|alloc)' && break; sleep 0.2; done
sinfo -h -N -o %t 2>/dev/null | grep -qE '^(idle|mix|alloc)' || die "the node did not come up: $(sinfo -h -N 2>&1)"
say "one-node cluster up: $NODE_LINE (slurmctld pid ${PIDS[1]}, slurmd pid ${PIDS[2]})"

# 4. The job: docs/distributed/slurm-render.sbatch as a user submits it (settings through the
# environment, which sbatch passes on); every task renders its shard into the shared folder, and
# each submission queues its own merge job after its tasks.
JOB="$ROOT/docs/distributed/slurm-render.sbatch"
export GALLERY SCENE SHARDS OUT="$WORK/shared" RENDER_ARGS="--duration $DURATION --fps $FPS --scale $SCALE"
SUBMIT=(sbatch --parsable --cpus-per-task=1 --chdir="$WORK/jobs" --output="$WORK/jobs/%A_%a.out")
SCENE_OUT="$WORK/shared/$SCENE"
wait_all() {  # wait_all SECONDS: until no job is pending or running
    local deadline=$(( $(date +%s) + $1 ))
    while squeue -h 2>/dev/null | grep -q .; do
        [ "$(date +%s)" -lt "$deadline" ] || die "jobs still running after $1 s: $(squeue 2>&1)"
        sleep 0.5
    done
}
task_state() { scontrol show job "$1" 2>/dev/null | sed -nE 's/.*JobState=([A-Z_]+).*/\1/p' | head -1; }
# The state and exit code ("FAILED 4:0") of the merge job that task output $1 queued
# ("Submitted batch job N", printed by sbatch inside the first task of each submission).
merge_job() {
    local id
    id=$(sed -nE 's/^Submitted batch job ([0-9]+)$/\1/p' "$1" | head -1)
    [ -n "$id" ] || return 0
    scontrol -o show job "$id" 2>/dev/null | sed -nE 's/.*JobState=([A-Z_]+) .* ExitCode=([0-9:]+).*/\1 \2/p' | head -1
}

ARRAY_START=$(date +%s)
JOBID=$("${SUBMIT[@]}" --array=0-$(( SHARDS - 1 )) "$JOB")
say "submitted job $JOBID: sbatch --array=0-$(( SHARDS - 1 )) docs/distributed/slurm-render.sbatch ($SCENE, $DURATION s at $FPS fps, --shard auto/$SHARDS)"

# 5. Cancel task $CANCEL once it has finished some frames but not its shard (its journal exists).
SHARD=$(( CANCEL % SHARDS + 1 ))
JOURNAL="$SCENE_OUT/manifest-shard-$SHARD-of-$SHARDS.journal"
deadline=$(( $(date +%s) + 600 ))
until [ -s "$JOURNAL" ]; do
    [ "$(date +%s)" -lt "$deadline" ] || die "task $CANCEL never started rendering"
    [ "$(task_state "${JOBID}_$CANCEL")" = COMPLETED ] && die "task $CANCEL finished before it could be cancelled; raise DURATION"
    sleep 0.05
done
scancel "${JOBID}_$CANCEL"
say "cancelled task ${JOBID}_$CANCEL (shard $SHARD/$SHARDS) after $(wc -l < "$JOURNAL") frame(s)"
wait_all 900
state=$(task_state "${JOBID}_$CANCEL")
[ "$state" = CANCELLED ] || die "task $CANCEL is $state, not CANCELLED"
for (( i=0; i<SHARDS; i++ )); do
    [ "$i" = "$CANCEL" ] && continue
    state=$(task_state "${JOBID}_$i")
    [ "$state" = COMPLETED ] || die "task $i is $state"
done
say "array done in $(( $(date +%s) - ARRAY_START )) s; task $CANCEL cancelled, the others completed:"
grep -h "shard " "$WORK"/jobs/"${JOBID}"_*.out | sed 's/^/    /' || true

# 6. The merge job of that submission must have failed with exit 4, naming shard $SHARD.
read -r mstate mcode <<<"$(merge_job "$WORK/jobs/${JOBID}_0.out")"
[ "$mstate" = FAILED ] && [ "$mcode" = 4:0 ] || die "the first merge job is ${mstate:-missing} (exit ${mcode:-?}), not FAILED with exit 4"
MERGE_LOG="$WORK/jobs/scenekit-merge-$JOBID.out"
grep -q "shard $SHARD/$SHARDS: unfinished" "$MERGE_LOG" || { cat "$MERGE_LOG"; die "the merge job did not name shard $SHARD/$SHARDS"; }
say "merge job after the array: exit 4 (frames missing), naming shard $SHARD/$SHARDS:"
grep "shard $SHARD/$SHARDS\|incomplete" "$MERGE_LOG" | sed 's/^/    /'
set +e; "$GALLERY" merge "$SCENE_OUT" >/dev/null 2>&1; status=$?; set -e
[ "$status" = 4 ] || die "gallery merge exits $status, not 4, on the incomplete array"

# 7. Resubmit that index alone: its task sees SLURM_ARRAY_TASK_MIN=$CANCEL and must still take shard $SHARD.
RESUB_START=$(date +%s)
RESUB=$("${SUBMIT[@]}" --array=$CANCEL "$JOB")
wait_all 900
state=$(task_state "${RESUB}_$CANCEL")
[ "$state" = COMPLETED ] || die "resubmitted task is $state"
grep -q "shard $SHARD/$SHARDS (SLURM_ARRAY_TASK_ID=$CANCEL)" "$WORK/jobs/${RESUB}_$CANCEL.out" \
    || { cat "$WORK/jobs/${RESUB}_$CANCEL.out"; die "the resubmitted task did not take shard $SHARD/$SHARDS"; }
say "resubmitted --array=$CANCEL as job $RESUB: done in $(( $(date +%s) - RESUB_START )) s"
grep -v "^Submitted" "$WORK/jobs/${RESUB}_$CANCEL.out" | sed 's/^/    /'

# 8. Its merge job merges; then every frame is compared with one local run.
read -r mstate mcode <<<"$(merge_job "$WORK/jobs/${RESUB}_$CANCEL.out")"
[ "$mstate" = COMPLETED ] || { cat "$WORK/jobs/scenekit-merge-$RESUB.out" 2>/dev/null; die "the second merge job is ${mstate:-missing} (exit ${mcode:-?})"; }
say "merge job after the resubmission: completed"
sed 's/^/    /' "$WORK/jobs/scenekit-merge-$RESUB.out"
[ -f "$SCENE_OUT/manifest.json" ] || die "merge wrote no manifest.json"
LOCAL_START=$(date +%s)
"$GALLERY" render "$SCENE" --duration "$DURATION" --fps "$FPS" --scale "$SCALE" --out "$WORK/local" | sed 's/^/    /'
say "local run done in $(( $(date +%s) - LOCAL_START )) s"
compared=0
for f in "$WORK/local/$SCENE"/frame_*.png; do
    cmp -s "$f" "$SCENE_OUT/$(basename "$f")" || die "$(basename "$f") differs from the local run"
    compared=$(( compared + 1 ))
done
expected=$(ls "$SCENE_OUT"/frame_*.png | wc -l)
[ "$compared" = "$expected" ] && [ "$compared" -gt 0 ] || die "the local run has $compared frames, the array $expected"
cmp -s "$WORK/local/$SCENE/manifest.json" "$SCENE_OUT/manifest.json" || die "the merged manifest.json differs from the local run's"
say "PASSED: $compared frames and manifest.json of the array (task $CANCEL cancelled and resubmitted) byte-identical to one local run"
