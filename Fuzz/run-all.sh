#!/usr/bin/env bash
# Builds the fuzz targets (libFuzzer with AddressSanitizer, release) and runs each, one after
# the other, on its seeds (seeds.sh, in a temporary folder) and its past findings
# (regressions/TARGET). The targets are those of targets.txt, or the TARGETs named.
#
#   run-all.sh --replay [TARGET...]         every seed and past finding once, then REPLAY_RUNS
#                                           (default 2000) inputs mutated from -seed=1: a count,
#                                           not a time (CI's default run replays in process
#                                           instead, in `swift test`: Tests/FuzzChecksTests)
#   run-all.sh SECONDS [TARGET...]          CI's deep run: SECONDS each from one fixed seed, new
#                                           inputs discarded
#   run-all.sh --keep SECONDS [TARGET...]   long runs: new inputs are kept in Fuzz/corpus/TARGET
#   RSS_LIMIT_MB=8000 run-all.sh --keep …   memory over that is a finding (default 2048)
#
# FuzzXLIFF: Foundation's XMLParser keeps about 1 KB of every refused input, so a run of more
# than about 600,000 inputs reaches 2 GB and ends in an "out-of-memory" that is not a finding
# (each such input alone runs in 56 MB). RSS_LIMIT_MB=8000 carries a run through about 1.9
# million inputs (11 minutes); longer campaigns are several runs, the kept corpus in between.
#
# Inputs are at most 8 KB (longer seeds are cut). Leaks are not looked for (Swift frees by
# reference counting; what stays is caches). A crash, a failed property, a hang (an input
# taking over 10 s) or memory over 2 GB (RSS_LIMIT_MB) is a finding: libFuzzer saves the input as Fuzz/findings/TARGET-crash-… (-timeout-…, -oom-…), the
# run goes on with the next target and the script exits 1 at the end. Reduce a finding with
#   Fuzz/.build/release/TARGET -minimize_crash=1 -runs=100000 Fuzz/findings/TARGET-crash-…
# and, with the fix, keep it in regressions/TARGET/ (every run replays it).
set -euo pipefail
cd "$(dirname "$0")"
# The Swift runtime's backtracer would catch the crash before AddressSanitizer reports it.
export SWIFT_BACKTRACE=enable=no
# Without the allocation stacks (twice the speed); reproduce a finding without it for them.
export ASAN_OPTIONS=${ASAN_OPTIONS:-malloc_context_size=0}

keep=false
replay=false
case "${1:-}" in
  --keep)
    keep=true
    shift
    ;;
  --replay)
    replay=true
    set -- 0 "${@:2}"
    ;;
esac
seconds=${1:?usage: run-all.sh --replay | [--keep] SECONDS [TARGET...]}
shift
targets=("$@")
# The names in targets.txt (its first column; "#" starts a comment).
listed=()
while read -r name _; do listed+=("$name"); done < <(sed 's/#.*//' targets.txt | awk 'NF >= 3')
if [ "${#targets[@]}" -eq 0 ]; then
  targets=("${listed[@]}")
fi

# The dictionary of each target's syntax (targets.txt's second column).
dictionary() {
  sed 's/#.*//' targets.txt | awk -v target="$1" 'NF >= 3 && $1 == target { print $2 }'
}
for target in "${targets[@]}"; do
  if [ -z "$(dictionary "$target")" ]; then
    echo "run-all.sh: $target is not in Fuzz/targets.txt" >&2
    exit 2
  fi
done

# ld.gold fails on these links (an internal error in its DWARF reader); lld links them.
echo "== building the fuzz targets"
start=$(date +%s)
build() {
  nice -n 10 swift build -c release -Xswiftc -sanitize=fuzzer,address -Xswiftc -use-ld=lld
}
# After a file of the main package was renamed, SwiftPM looks for the old name until the
# manifest changes: touching it makes it plan the build again.
build || { touch Package.swift && build; }
echo "built in $(($(date +%s) - start)) s"

mkdir -p findings
seeds=$(mktemp -d)
trap 'rm -rf "$seeds"' EXIT
failed=()
for target in "${targets[@]}"; do
  bash seeds.sh "$target" "$seeds/$target"
  corpora=("$seeds/$target")
  [ -d "regressions/$target" ] && corpora+=("regressions/$target")
  if $keep; then
    mkdir -p "corpus/$target"
    corpora=("corpus/$target" "${corpora[@]}")
  fi
  # Without --keep (CI) the mutations start from one fixed seed, so that a run of the same code
  # on the same seeds finds the same things: a finding is the code's, not chance's, and CI does
  # not turn red at random. Long runs (--keep) explore with a new seed each time. A replay
  # (CI's default run) counts its inputs instead of timing them: the same work on any machine.
  limit=(-max_total_time="$seconds")
  if $replay; then
    inputs=$(find "${corpora[@]}" -type f | wc -l)
    echo "== $target: $inputs seeds and past findings, then ${REPLAY_RUNS:-2000} mutated inputs"
    # libFuzzer's -runs counts the seeds' runs too.
    limit=(-runs=$((inputs + ${REPLAY_RUNS:-2000})))
  else
    echo "== $target: $seconds s"
  fi
  seed=()
  $keep || seed=(-seed=1)
  # -jobs is left out: one fuzzer at a time (the machine is shared); libFuzzer's own output
  # goes to a log, of which the last lines (executions, coverage, speed) are shown.
  log="$seeds/$target.log"
  if nice -n 10 ".build/release/$target" "${seed[@]}" "${limit[@]}" -timeout=10 \
    -rss_limit_mb="${RSS_LIMIT_MB:-2048}" -max_len=8192 -detect_leaks=0 -print_final_stats=1 \
    -dict="dictionaries/$(dictionary "$target").dict" -artifact_prefix="findings/$target-" \
    "${corpora[@]}" >"$log" 2>&1; then
    grep -E "^(#[0-9]+\s+DONE|Done|stat::number_of_executed_units|stat::average_exec_per_sec)" \
      "$log" || tail -n 3 "$log"
  else
    failed+=("$target")
    tail -n 60 "$log"
  fi
done

if [ "${#failed[@]}" -gt 0 ]; then
  echo "fuzzing found problems in: ${failed[*]} (inputs in Fuzz/findings)" >&2
  exit 1
fi
echo "fuzzing: no finding in ${#targets[@]} targets"
