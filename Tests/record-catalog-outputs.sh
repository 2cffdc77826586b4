#!/usr/bin/env bash
# Records what the String Catalog commands make of projects: `migrate` (of a copy, with
# --sources when ../shared/corpus-code has the project's code), `compile` of every catalog the
# project has and of every catalog migrate made, and `extract --sources` (of a copy of the
# migrated project, then `extract --check`) — standard output, standard error, exit status and
# the MD5 of every file written, one file apiece (files under 2 MB are kept too, for diffs).
#
# Usage: Tests/record-catalog-outputs.sh PATH/TO/l10nedit OUTDIR [PROJECT...]
#
# Without PROJECT: SampleProject/Resources and every project in ../shared/corpus (read in
# place, copied into a temporary folder before anything writes). Tests/compare-outputs.sh
# --catalogs diffs two binaries.

set -euo pipefail

if [[ $# -lt 2 || ! -x "$1" || -d "$1" ]]; then
    echo "usage: $0 PATH/TO/l10nedit OUTDIR [PROJECT...]" >&2
    exit 2
fi
BIN="$(cd "$(dirname "$1")" && pwd)/$(basename "$1")"
mkdir -p "$2"
OUT="$(cd "$2" && pwd)"
shift 2
PACKAGE="$(cd "$(dirname "$0")/.." && pwd)"
SHARED="$(cd "$PACKAGE/.." && pwd)/shared"
WORK=$(mktemp -d "${TMPDIR:-/tmp}/l10nedit-catalogs.XXXXXX")
trap 'rm -rf "$WORK"' EXIT

# run NAME SLUG FOLDER ARGUMENT...: runs l10nedit in FOLDER into $OUT/NAME/SLUG.*.
run() {
    local name="$1" slug="$2" folder="$3" status=0
    shift 3
    mkdir -p "$OUT/$name"
    (cd "$folder" && "$BIN" "$@" >"$OUT/$name/$slug.stdout" 2>"$OUT/$name/$slug.stderr" \
        </dev/null) || status=$?
    echo "$status" >"$OUT/$name/$slug.status"
    # Paths printed absolute (the project file's) are made the same from run to run.
    sed -i "s|$WORK|WORK|g" "$OUT/$name/$slug.stdout" "$OUT/$name/$slug.stderr"
}

# files NAME SLUG FOLDER: the MD5 of every file under FOLDER, and the small ones kept.
files() {
    local name="$1" slug="$2" folder="$3" file
    (cd "$folder" && find . -type f | LC_ALL=C sort | while IFS= read -r file; do
        md5sum "$file"
        if [[ $(stat -c %s "$file") -lt 2000000 ]]; then
            mkdir -p "$OUT/$name/$slug.files/$(dirname "$file")"
            cp "$file" "$OUT/$name/$slug.files/$file"
        fi
    done) >"$OUT/$name/$slug.md5"
}

# record PROJECT NAME: every command on a copy of PROJECT.
record() {
    local project="$1" name="$2" code="" catalog index=0
    [[ -d "$SHARED/corpus-code/$name" ]] && code="$SHARED/corpus-code/$name"
    local sources=()
    [[ -n "$code" ]] && sources=(--sources "$code")
    rm -rf "${WORK:?}/$name"
    mkdir -p "$WORK/$name"
    cp -R "$project" "$WORK/$name/original"
    cp -R "$project" "$WORK/$name/migrated"
    chmod -R u+w "$WORK/$name"
    run "$name" migrate "$WORK/$name" migrate migrated "${sources[@]}"
    files "$name" migrate "$WORK/$name/migrated"
    while IFS= read -r catalog; do
        index=$((index + 1))
        run "$name" "compile-$index" "$WORK/$name" compile "$catalog" --out "compiled-$index"
        echo "$catalog" >"$OUT/$name/compile-$index.catalog"
        if [[ -d "$WORK/$name/compiled-$index" ]]; then
            files "$name" "compile-$index" "$WORK/$name/compiled-$index"
        fi
    done < <(cd "$WORK/$name" && find original migrated -name '*.xcstrings' | LC_ALL=C sort)
    if [[ -n "$code" ]]; then
        cp -R "$WORK/$name/migrated" "$WORK/$name/extracted"
        run "$name" extract "$WORK/$name" extract --sources "$code" extracted
        run "$name" extract-check "$WORK/$name" extract --sources "$code" --check extracted
        files "$name" extract "$WORK/$name/extracted"
    fi
    rm -rf "${WORK:?}/$name"
}

if [[ $# -eq 0 ]]; then
    record "$PACKAGE/SampleProject/Resources" SampleProject-Resources
    if [[ -d "$SHARED/corpus" ]]; then
        for project in "$SHARED/corpus"/*/; do
            project="${project%/}"
            record "$project" "$(basename "$project")"
        done
    fi
else
    for project in "$@"; do
        project="$(cd "$(dirname "$project")" && pwd)/$(basename "$project")"
        record "$project" "$(basename "$project")"
    done
fi
