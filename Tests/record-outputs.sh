#!/usr/bin/env bash
# Records what `lint` (text and json), `stats` (table and json), `export` and `format --check`
# print on projects: standard output, standard error and exit status of each, one file apiece.
#
# Usage: Tests/record-outputs.sh PATH/TO/l10nedit OUTDIR [PROJECT...]
#
# Without PROJECT: SampleProject/Resources, SampleProject/Remote/strings.json and every project
# in ../shared/corpus (read in place). Each command runs in the project's parent folder with
# the project's name as argument, so the paths it prints are relative (SampleProject's run in
# the package folder, as the tests do). OUTDIR/<name>/<command>.{stdout,stderr,status}.
# Tests/compare-outputs.sh diffs two binaries; L10nCLITests compares SampleProject's with
# Tests/L10nCLITests/Outputs.

set -euo pipefail

if [[ $# -lt 2 || ! -x "$1" || -d "$1" ]]; then
    echo "usage: $0 PATH/TO/l10nedit OUTDIR [PROJECT...]" >&2
    exit 2
fi
BIN="$(cd "$(dirname "$1")" && pwd)/$(basename "$1")"
OUT="$2"
shift 2
PACKAGE="$(cd "$(dirname "$0")/.." && pwd)"
CORPUS="$(cd "$PACKAGE/.." && pwd)/shared/corpus"

# slug, then the subcommand's arguments before the project.
COMMANDS=(
    "lint|lint"
    "lint-json|lint --format json"
    "stats|stats"
    "stats-json|stats --json"
    "export|export"
    "format-check|format --check"
)

# record FOLDER ARGUMENT NAME: runs every command in FOLDER on ARGUMENT into $OUT/NAME.
record() {
    local folder="$1" argument="$2" name="$3"
    mkdir -p "$OUT/$name"
    local entry slug arguments status
    for entry in "${COMMANDS[@]}"; do
        slug="${entry%%|*}"
        read -r -a arguments <<<"${entry#*|}"
        status=0
        (cd "$folder" && "$BIN" "${arguments[@]}" "$argument" \
            >"$OUT/$name/$slug.stdout" 2>"$OUT/$name/$slug.stderr" </dev/null) || status=$?
        echo "$status" >"$OUT/$name/$slug.status"
    done
}

if [[ $# -eq 0 ]]; then
    record "$PACKAGE" SampleProject/Resources SampleProject-Resources
    record "$PACKAGE" SampleProject/Remote/strings.json SampleProject-Remote
    if [[ -d "$CORPUS" ]]; then
        for project in "$CORPUS"/*/; do
            project="${project%/}"
            record "$CORPUS" "$(basename "$project")" "$(basename "$project")"
        done
    fi
else
    for project in "$@"; do
        project="$(cd "$(dirname "$project")" && pwd)/$(basename "$project")"
        record "$(dirname "$project")" "$(basename "$project")" "$(basename "$project")"
    done
fi
