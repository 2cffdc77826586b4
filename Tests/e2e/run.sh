#!/usr/bin/env bash
# The end-to-end tests of the l10nedit terminal UI, driven through tmux: one scenario a file
# in Tests/e2e/scenarios, the helpers they share in Tests/e2e/lib.sh (see
# Documentation/Development/Testing.md#end-to-end-scenarios).
#
#   Tests/e2e/run.sh PATH/TO/l10nedit              every scenario listed below, in order
#   Tests/e2e/run.sh PATH/TO/l10nedit NAME…        those scenarios (Tests/e2e/scenarios/NAME.sh)
#   Tests/e2e/run.sh --list                        the names
#
# Prints "ok - …" / "not ok - …" for each check and exits 1 when one failed.
set -euo pipefail

# Every scenario, one a line, in the order a full run takes them; a new scenario is a file in
# scenarios/ and its name here (a file not listed, or a name without a file, fails the run).
SCENARIOS=(
    fill-gap
    see-typing
    edit-panel
    suggestions
    user-memory
    user-memory-unreadable
    user-memory-two-savers
    code-usage
    entries
    resize
    quit-discard
    quit-save
    undo-past-save
    review
    quit-review
    review-mark
    review-outdated
    comments
    scripts
    catalog-plural
    catalog-vary
    read-only-folder
    keep-order
    apply-fix
    bulk-replace
    machine-translation
    sort-prompt
    two-editors
    recovery
    recovery-at-once
    external-change
    deleted-on-disk
    conflict
    git-conflict
    git-sidecar
    idle-reload
    keys-file
    remote-json
    pseudo-preview
    signals
    hostile-names
    translate-interrupt
)

here="$(cd "$(dirname "$0")" && pwd)"
listed=" ${SCENARIOS[*]} "
for file in "$here"/scenarios/*.sh; do
    name=$(basename "$file" .sh)
    if [[ $listed != *" $name "* ]]; then
        echo "error: Tests/e2e/scenarios/$name.sh is not listed in Tests/e2e/run.sh" >&2
        exit 2
    fi
done
for name in "${SCENARIOS[@]}"; do
    if [[ ! -f "$here/scenarios/$name.sh" ]]; then
        echo "error: Tests/e2e/run.sh lists $name, which has no Tests/e2e/scenarios/$name.sh" >&2
        exit 2
    fi
done
if [[ ${1:-} == --list ]]; then
    printf '%s\n' "${SCENARIOS[@]}"
    exit 0
fi

if [[ $# -lt 1 ]]; then
    echo "usage: $0 PATH/TO/l10nedit [SCENARIO…] | $0 --list" >&2
    exit 2
fi
if [[ ! -x "$1" || -d "$1" ]]; then
    echo "error: '$1' is not an executable file" >&2
    exit 2
fi
BIN="$(cd "$(dirname "$1")" && pwd)/$(basename "$1")"
shift
chosen=("$@")
if [[ ${#chosen[@]} -eq 0 ]]; then chosen=("${SCENARIOS[@]}"); fi
for name in "${chosen[@]}"; do
    if [[ $listed != *" $name "* ]]; then
        echo "error: no scenario $name (Tests/e2e/run.sh --list names them)" >&2
        exit 2
    fi
done

# shellcheck source=Tests/e2e/lib.sh
source "$here/lib.sh"

tmx start-server
start=$SECONDS
for name in "${chosen[@]}"; do
    run_scenario "$name"
done

passed=$(grep -c '^ok' "$RESULTS" || true)
failed=$(grep -c '^not ok' "$RESULTS" || true)
echo "# took $((SECONDS - start)) s"
echo "$passed passed, $failed failed"
((failed == 0))
