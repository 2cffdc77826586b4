#!/usr/bin/env bash
# Kill -9 loop for `l10nedit migrate`: killed with SIGKILL at random moments, it leaves the
# project as before or finished — or, midway, with its journal, which the next run settles —
# and never half migrated with a re-run refused.
#
# Usage: Tests/migrate-kill-loop.sh PATH/TO/l10nedit [KILLS [TABLES]]
#   KILLS   runs killed with SIGKILL while running (default 20)
#   TABLES  tables in the generated project, each in 12 languages (default 20)
#
# Builds nothing. Generates an app folder with an Xcode project whose variant groups hold the
# tables, migrates a copy once to learn the migrated project and how long a run takes, then
# KILLS times: a fresh copy, `migrate` started and killed at a random moment after its journal
# appears (within the reference run's writing time), the project
# checked (every file as before, or the journal present, or every file as migrated), then
# `migrate` run again: it must exit 0 and leave exactly the migrated project, no journal.
# Needs bash, GNU coreutils and findutils (md5sum, xargs) and awk. Ends with
# "N passed, M failed".

set -euo pipefail

if [[ $# -lt 1 || $# -gt 3 ]]; then
    echo "usage: $0 PATH/TO/l10nedit [KILLS [TABLES]]" >&2
    exit 2
fi
if [[ ! -x "$1" || -d "$1" ]]; then
    echo "error: '$1' is not an executable file" >&2
    exit 2
fi
BIN="$(cd "$(dirname "$1")" && pwd)/$(basename "$1")"
KILLS=${2:-20}
TABLES=${3:-20}
LANGUAGES=12

WORK=$(mktemp -d "${TMPDIR:-/tmp}/l10nedit-migrate-kill.XXXXXX")
trap 'rm -rf "$WORK"' EXIT
started=$(date +%s)

# The app: TABLES tables in LANGUAGES .lproj folders, and a project file with one variant
# group, file references and a resources build file per table.
awk -v tables="$TABLES" -v languages="$LANGUAGES" -v root="$WORK/old/App" 'BEGIN {
    for (t = 0; t < tables; t++) {
        for (l = 0; l < languages; l++) {
            path = sprintf("%s/l%d.lproj/Table%02d.strings", root, l, t)
            system(sprintf("mkdir -p %s/l%d.lproj", root, l))
            for (e = 0; e < 30; e++) printf "/* Entry %d */\n\"key.%03d\" = \"Text %d of table %d in l%d\";\n\n", e, e, e, t, l > path
            close(path)
        }
    }
    project = root "/App.xcodeproj/project.pbxproj"
    system(sprintf("mkdir -p %s/App.xcodeproj", root))
    printf "// !$*UTF8*$!\n{\n\tarchiveVersion = 1;\n\tclasses = {\n\t};\n\tobjectVersion = 56;\n\tobjects = {\n\n" > project
    printf "/* Begin PBXBuildFile section */\n" > project
    for (t = 0; t < tables; t++) printf "\t\tBB%06d01 /* Table%02d.strings in Resources */ = {isa = PBXBuildFile; fileRef = BB%06d10 /* Table%02d.strings */; };\n", t, t, t, t > project
    printf "/* End PBXBuildFile section */\n\n/* Begin PBXFileReference section */\n" > project
    for (t = 0; t < tables; t++) for (l = 0; l < languages; l++) printf "\t\tBB%06d2%d /* l%d */ = {isa = PBXFileReference; lastKnownFileType = text.plist.strings; name = l%d; path = l%d.lproj/Table%02d.strings; sourceTree = \"<group>\"; };\n", t, l, l, l, l, t > project
    printf "/* End PBXFileReference section */\n\n/* Begin PBXProject section */\n\t\tBB99999960 /* Project object */ = {isa = PBXProject; developmentRegion = l0; mainGroup = BB99999940; targets = (); };\n/* End PBXProject section */\n\n/* Begin PBXGroup section */\n\t\tBB99999940 = {\n\t\t\tisa = PBXGroup;\n\t\t\tchildren = (\n" > project
    for (t = 0; t < tables; t++) printf "\t\t\t\tBB%06d10 /* Table%02d.strings */,\n", t, t > project
    printf "\t\t\t);\n\t\t\tsourceTree = \"<group>\";\n\t\t};\n/* End PBXGroup section */\n\n" > project
    printf "/* Begin PBXResourcesBuildPhase section */\n\t\tBB99999950 /* Resources */ = {\n\t\t\tisa = PBXResourcesBuildPhase;\n\t\t\tfiles = (\n" > project
    for (t = 0; t < tables; t++) printf "\t\t\t\tBB%06d01 /* Table%02d.strings in Resources */,\n", t, t > project
    printf "\t\t\t);\n\t\t};\n/* End PBXResourcesBuildPhase section */\n\n/* Begin PBXVariantGroup section */\n" > project
    for (t = 0; t < tables; t++) {
        printf "\t\tBB%06d10 /* Table%02d.strings */ = {\n\t\t\tisa = PBXVariantGroup;\n\t\t\tchildren = (\n", t, t > project
        for (l = 0; l < languages; l++) printf "\t\t\t\tBB%06d2%d /* l%d */,\n", t, l, l > project
        printf "\t\t\t);\n\t\t\tname = Table%02d.strings;\n\t\t\tsourceTree = \"<group>\";\n\t\t};\n", t > project
    }
    printf "/* End PBXVariantGroup section */\n\t};\n\trootObject = BB99999960 /* Project object */;\n}\n" > project
}'

# Every file's checksum, as "SUM  ./App/l0.lproj/Table00.strings" lines sorted by path (the
# journal and the temporaries l10nedit makes left out: they are checked on their own).
sums() {
    (cd "$1" && find . -type f ! -name '.l10nedit-migrate.json' ! -name '.*.l10nedit-*' -print0 \
        | sort -z | xargs -0 md5sum)
}

now() { date +%s%N; }

cp -a "$WORK/old" "$WORK/new"
begin=$(now)
"$BIN" migrate "$WORK/new/App" >/dev/null
duration=$(($(now) - begin))
# When the first catalog was written (the journal just before it): each kill waits for the
# journal to appear, then lands at a random moment of the writing phase, so most of them hit
# the changes rather than the reading (the time a run reads varies more than it writes).
first=$(find "$WORK/new" -name '*.xcstrings' -printf '%T@\n' | sort -n | awk 'NR == 1')
# %.0f, not %d: mawk's %d stops at 2^31 - 1 (2.1 s in nanoseconds), which under load made
# the window of kills seconds too wide and most kills land after the run.
first=$(awk -v first="$first" -v begin="$begin" 'BEGIN { printf "%.0f", first * 1e9 - begin }')
((first > 0 && first < duration)) || first=$((duration / 2))
# The writing phase: from the journal (just before the first catalog) to the end of a run.
writing=$((duration - first))
((writing > 5000000)) || writing=5000000
sums "$WORK/old" >"$WORK/old.sums"
sums "$WORK/new" >"$WORK/new.sums"
if [[ $(grep -c '\.xcstrings$' "$WORK/new.sums") -ne $TABLES ]] || grep -q '\.strings$' "$WORK/new.sums"; then
    echo "error: the reference run did not migrate every table" >&2
    exit 2
fi
echo "migrate kill loop: $TABLES tables × $LANGUAGES languages, $KILLS kills;" \
    "a full migrate takes $((duration / 1000000)) ms, the first catalog written after $((first / 1000000)) ms"

passed=0
failed=0
landed=0
midway=0
run=0
while ((landed < KILLS && run < 3 * KILLS)); do
    run=$((run + 1))
    rm -rf "$WORK/project"
    cp -a "$WORK/old" "$WORK/project"
    delay=$((writing / 32768 * RANDOM))
    "$BIN" migrate "$WORK/project/App" >/dev/null 2>&1 &
    pid=$!
    while [[ ! -e "$WORK/project/App/.l10nedit-migrate.json" ]] && kill -0 "$pid" 2>/dev/null; do
        :
    done
    sleep "$(printf '%d.%09d' $((delay / 1000000000)) $((delay % 1000000000)))"
    kill -KILL "$pid" 2>/dev/null || true
    status=0
    wait "$pid" 2>/dev/null || status=$?
    ((status == 137)) && landed=$((landed + 1))
    sums "$WORK/project" >"$WORK/now.sums"
    problem=""
    if [[ -e "$WORK/project/App/.l10nedit-migrate.json" ]]; then
        midway=$((midway + 1))
    elif ! cmp -s "$WORK/now.sums" "$WORK/old.sums" && ! cmp -s "$WORK/now.sums" "$WORK/new.sums"; then
        problem="killed after $((delay / 1000000)) ms: neither as before nor migrated, and no journal"
    fi
    if [[ -z $problem ]]; then
        again=0
        "$BIN" migrate "$WORK/project/App" >"$WORK/again.out" 2>&1 || again=$?
        sums "$WORK/project" >"$WORK/now.sums"
        if ((again != 0)) && ! cmp -s "$WORK/now.sums" "$WORK/new.sums"; then
            problem="killed after $((delay / 1000000)) ms: the re-run failed ($again): $(head -c 300 "$WORK/again.out")"
        elif ! cmp -s "$WORK/now.sums" "$WORK/new.sums"; then
            problem="killed after $((delay / 1000000)) ms: the re-run did not leave the migrated project"
        elif [[ -e "$WORK/project/App/.l10nedit-migrate.json" ]]; then
            problem="killed after $((delay / 1000000)) ms: the re-run left its journal"
        fi
    fi
    if [[ -z $problem ]]; then
        passed=$((passed + 1))
    else
        failed=$((failed + 1))
        echo "FAIL: run $run $problem"
    fi
done

# Enough kills must land while a run is going (a kill after a run ended checks little).
((landed * 2 >= KILLS)) || { echo "FAIL: only $landed of $run runs were killed while running"; failed=$((failed + 1)); }
echo "$landed runs killed in $run started, $midway of them midway (journal left, settled by" \
    "the re-run); $(($(date +%s) - started)) s in all"
echo "$passed passed, $failed failed"
[[ $failed -eq 0 ]]
