#!/usr/bin/env bash
# Whether two builds of l10nedit print the same: `lint` (text and json), `stats` (table and
# json), `export` and `format --check` — standard output, standard error and exit status —
# on SampleProject and every project of ../shared/corpus (or the PROJECTs given).
#
# Usage: Tests/compare-outputs.sh [--catalogs] BEFORE_BIN AFTER_BIN [PROJECT...]
#
# Records both with Tests/record-outputs.sh (with --catalogs, what `migrate`, `compile` and
# `extract --sources` write: Tests/record-catalog-outputs.sh) into a temporary folder, prints
# each output that differs (a unified diff of its first lines) and ends with "N outputs
# identical, M differ"; exit status 0 when all are identical, 1 otherwise.

set -euo pipefail

RECORD=record-outputs.sh
if [[ "${1:-}" == "--catalogs" ]]; then
    RECORD=record-catalog-outputs.sh
    shift
fi
if [[ $# -lt 2 || ! -x "$1" || -d "$1" || ! -x "$2" || -d "$2" ]]; then
    echo "usage: $0 [--catalogs] BEFORE_BIN AFTER_BIN [PROJECT...]" >&2
    exit 2
fi
BEFORE="$1"
AFTER="$2"
shift 2
HERE="$(cd "$(dirname "$0")" && pwd)"
WORK=$(mktemp -d "${TMPDIR:-/tmp}/l10nedit-compare.XXXXXX")
trap 'rm -rf "$WORK"' EXIT

"$HERE/$RECORD" "$BEFORE" "$WORK/before" "$@"
"$HERE/$RECORD" "$AFTER" "$WORK/after" "$@"

same=0
different=0
while IFS= read -r file; do
    if cmp -s "$WORK/before/$file" "$WORK/after/$file"; then
        same=$((same + 1))
    else
        different=$((different + 1))
        echo "differs: $file"
        diff -u "$WORK/before/$file" "$WORK/after/$file" | head -20 || true
    fi
done < <(cd "$WORK/before" && find . -type f | sed 's|^\./||' | sort)
echo "$same outputs identical, $different differ"
[[ $different -eq 0 ]]
