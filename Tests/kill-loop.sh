#!/usr/bin/env bash
# Kill -9 loop: `l10nedit format` killed with SIGKILL at random moments never leaves a partial
# or missing file, and the next completed run leaves no temporary file behind.
#
# Usage: Tests/kill-loop.sh PATH/TO/l10nedit [FILES [KILLS]]
#   FILES  files in the generated project (default 2000)
#   KILLS  runs killed with SIGKILL while running (default 100)
#
# Builds nothing. Generates a project of FILES unsorted .strings files, formats a copy once to
# learn every file's new version and how long a run takes, then KILLS times: restores the old
# versions, starts `format`, kills it after a random delay (mostly after its first write), and
# checks that every file is byte for byte its old or its new version. Finally a run is left to
# finish: every file must be its new version and no `.<name>.l10nedit-XXXXXXXX` temporary may
# remain. Needs bash, GNU coreutils and findutils (md5sum, find -printf, xargs) and awk. Ends
# with "N passed, M failed".

set -euo pipefail

if [[ $# -lt 1 || $# -gt 3 ]]; then
    echo "usage: $0 PATH/TO/l10nedit [FILES [KILLS]]" >&2
    exit 2
fi
if [[ ! -x "$1" || -d "$1" ]]; then
    echo "error: '$1' is not an executable file" >&2
    exit 2
fi
BIN="$(cd "$(dirname "$1")" && pwd)/$(basename "$1")"
FILES=${2:-2000}
KILLS=${3:-100}
LANGUAGES=20

WORK=$(mktemp -d "${TMPDIR:-/tmp}/l10nedit-kill-loop.XXXXXX")
trap 'rm -rf "$WORK"' EXIT
started=$(date +%s)

# The project: FILES files over LANGUAGES .lproj folders, each with its entries in reverse key
# order (so `format` rewrites every one) and of varying length.
for ((language = 0; language < LANGUAGES; language++)); do
    mkdir -p "$WORK/old/l$language.lproj"
done
awk -v files="$FILES" -v languages="$LANGUAGES" -v root="$WORK/old" 'BEGIN {
    for (file = 0; file < files; file++) {
        path = sprintf("%s/l%d.lproj/Table%04d.strings", root, file % languages, int(file / languages))
        entries = 20 + (file * 37) % 180
        printf "/* Table %d */\n\n", file > path
        for (entry = entries; entry > 0; entry--) {
            printf "/* Entry %d */\n\"key.%05d\" = \"Value %d of file %d, \\\"quoted\\\" and long enough to matter\";\n\n", entry, entry, entry, file > path
        }
        close(path)
    }
}'

# Every file's checksum, as "SUM  ./l0.lproj/Table0000.strings" lines sorted by path.
sums() {
    (cd "$1" && find . -type f -name '*.strings' -print0 | sort -z | xargs -0 md5sum)
}
# The temporary files l10nedit makes, left below $1.
temporaries() {
    find "$1" -name '.*.l10nedit-*' | wc -l
}
now() { date +%s%N; }

cp -a "$WORK/old" "$WORK/new"
begin=$(now)
"$BIN" format "$WORK/new" >/dev/null
duration=$(($(now) - begin))
# When the first file was written: kills land between 80% of that and the end of a run, so
# most of them hit the writing rather than the loading.
first=$(find "$WORK/new" -name '*.strings' -printf '%T@\n' | sort -n | awk 'NR == 1')
# %.0f, not %d: mawk's %d stops at 2^31 - 1 (2.1 s in nanoseconds), which under load made
# the window of kills seconds too wide and most kills land after the run.
first=$(awk -v first="$first" -v begin="$begin" 'BEGIN { printf "%.0f", first * 1e9 - begin }')
((first > 0 && first < duration)) || first=0
earliest=$((first * 8 / 10))
sums "$WORK/old" >"$WORK/old.sums"
sums "$WORK/new" >"$WORK/new.sums"
count=$(wc -l <"$WORK/old.sums")
differing=$(awk 'NR == FNR { old[$2] = $1; next } old[$2] != $1' "$WORK/old.sums" "$WORK/new.sums" | wc -l)
if [[ $count -ne $FILES || $differing -ne $FILES ]]; then
    echo "error: generated $count files, $differing of which format changes (expected $FILES)" >&2
    exit 2
fi
echo "kill loop: $FILES files, $KILLS kills; a full format takes $((duration / 1000000)) ms," \
    "the first write after $((first / 1000000)) ms"

passed=0
failed=0
landed=0
writing=0
leaving=0
# Checks that every file in the project is its old or new version ($1: "either" or "new").
check() {
    sums "$WORK/project" >"$WORK/now.sums"
    awk -v want="$1" '
        FILENAME == ARGV[1] { old[$2] = $1; next }
        FILENAME == ARGV[2] { new[$2] = $1; next }
        {
            seen[$2] = 1
            if ($1 == new[$2]) next
            if (want == "either" && $1 == old[$2]) next
            print "  " $2 ": neither its old nor its new version"; bad++
        }
        END {
            for (path in old) if (!(path in seen)) { print "  " path ": missing"; bad++ }
            exit bad > 0
        }' "$WORK/old.sums" "$WORK/new.sums" "$WORK/now.sums"
}

cp -a "$WORK/old" "$WORK/project"
# Runs that end before their kill do not count; at most 2 × KILLS runs are started.
run=0
while ((landed < KILLS && run < 2 * KILLS)); do
    run=$((run + 1))
    # Back to the old versions (written in place, so leftover temporaries stay for the next run).
    cp -a "$WORK/old/." "$WORK/project/"
    before=$(temporaries "$WORK/project")
    # A 30-bit random fraction of the span; the span is scaled down first so that the product
    # stays within 64 bits however long a run takes (2^30 × 10 s in nanoseconds would not).
    delay=$((earliest + (duration * 9 / 10 - earliest) / (1 << 15) * ((RANDOM << 15) | RANDOM) / (1 << 15)))
    "$BIN" format "$WORK/project" >/dev/null 2>&1 &
    pid=$!
    sleep "$(printf '%d.%09d' $((delay / 1000000000)) $((delay % 1000000000)))"
    kill -KILL "$pid" 2>/dev/null || true
    status=0
    wait "$pid" 2>/dev/null || status=$?
    # 128 + 9: it died of the SIGKILL, rather than ending first.
    if ((status == 137)); then landed=$((landed + 1)); fi
    if (($(temporaries "$WORK/project") > before)); then leaving=$((leaving + 1)); fi
    if report=$(check either); then
        passed=$((passed + 1))
        # Some files new, some old: the kill landed while files were being written.
        new=$(awk 'NR == FNR { new[$2] = $1; next } new[$2] == $1' "$WORK/new.sums" "$WORK/now.sums" | wc -l)
        if ((new > 0 && new < FILES)); then writing=$((writing + 1)); fi
    else
        failed=$((failed + 1))
        echo "FAIL: run $run killed after $((delay / 1000000)) ms:"
        echo "$report"
    fi
done

pending=$(temporaries "$WORK/project")
final=$("$BIN" format "$WORK/project" 2>&1 >/dev/null | grep -c "left by an interrupted run" || true)
remaining=$(temporaries "$WORK/project")
if report=$(check new) && [[ $remaining -eq 0 ]]; then
    passed=$((passed + 1))
else
    failed=$((failed + 1))
    echo "FAIL: after a completed run, $remaining temporary files remain"
    echo "$report"
fi

((landed == KILLS)) || { echo "FAIL: only $landed of $run runs were killed while running"; failed=$((failed + 1)); }
echo "$landed runs killed in $run started, $writing of them while files were being" \
    "written (some old, some new); $leaving left a temporary file behind" \
    "(the completed run found $pending, removed $final);" \
    "$(($(date +%s) - started)) s in all"
echo "$passed passed, $failed failed"
[[ $failed -eq 0 ]]
