#!/usr/bin/env bash
# A full disk and a read-only file system: a write that fails there leaves every file as it was,
# leaves no temporary behind, and is reported in words with exit status 2.
#
# Usage: Tests/full-disk.sh PATH/TO/l10nedit
#
# Mounts a small tmpfs (needs root, or CAP_SYS_ADMIN): where mounting is not allowed the script
# says so and exits 0 without testing anything. Copies SampleProject/Resources onto it, fills
# the file system, then runs `import` (which must write) and `format` on an unsorted file; then
# remounts it read-only and runs them again. Ends with "N passed, M failed".

set -euo pipefail

if [[ $# -ne 1 || ! -x "$1" || -d "$1" ]]; then
    echo "usage: $0 PATH/TO/l10nedit" >&2
    exit 2
fi
BIN="$(cd "$(dirname "$1")" && pwd)/$(basename "$1")"
SAMPLE="$(cd "$(dirname "$0")/../SampleProject/Resources" && pwd)"
WORK=$(mktemp -d "${TMPDIR:-/tmp}/l10nedit-full-disk.XXXXXX")
MOUNT="$WORK/mnt"
mkdir -p "$MOUNT"
cleanup() {
    umount "$MOUNT" 2>/dev/null || true
    rm -rf "$WORK"
}
trap cleanup EXIT

if ! mount -t tmpfs -o size=1m tmpfs "$MOUNT" 2>/dev/null; then
    echo "skipped: cannot mount a tmpfs here (not root, or no CAP_SYS_ADMIN)"
    exit 0
fi

passed=0
failed=0
check() {  # check DESCRIPTION COMMAND...
    local description=$1
    shift
    if "$@"; then
        echo "ok - $description"
        passed=$((passed + 1))
    else
        echo "not ok - $description"
        failed=$((failed + 1))
    fi
}

PROJ="$MOUNT/Resources"
cp -R "$SAMPLE" "$PROJ"
# An unsorted file, so that format has something to write.
printf '"b" = "2";\n"a" = "1";\n' >"$PROJ/de.lproj/Unsorted.strings"
printf '{"de": {"welcome.title": "Willkommen, %s!"}}\n' "$(head -c 3000 /dev/zero | tr '\0' 'x')" \
    >"$WORK/change.json"
cp -R "$PROJ" "$WORK/before"

no_temporaries() { [[ -z "$(find "$PROJ" -name '.*.l10nedit-*')" ]]; }
unchanged() { diff -r "$WORK/before" "$PROJ" >/dev/null; }

# Fill the file system: dd stops with "No space left on device".
dd if=/dev/zero of="$MOUNT/filler" bs=4k 2>/dev/null || true

set +e
"$BIN" import "$WORK/change.json" "$PROJ" --table Localizable >"$WORK/out" 2>"$WORK/err"
status=$?
set -e
check "full disk: import exits 2" test "$status" -eq 2
check "full disk: import says why, naming the file" \
    grep -q "de.lproj/Localizable.strings: .*No space left on device" "$WORK/err"
check "full disk: every file is as it was" unchanged
check "full disk: no temporary is left" no_temporaries

set +e
"$BIN" format "$PROJ" >"$WORK/out" 2>"$WORK/err"
status=$?
set -e
check "full disk: format exits 2" test "$status" -eq 2
check "full disk: format says why, naming the file" \
    grep -q "Unsorted.strings: .*No space left on device" "$WORK/err"
check "full disk: every file is as it was after format" unchanged
check "full disk: no temporary is left after format" no_temporaries

rm "$MOUNT/filler"
mount -o remount,ro "$MOUNT"
set +e
"$BIN" import "$WORK/change.json" "$PROJ" --table Localizable >"$WORK/out" 2>"$WORK/err"
status=$?
set -e
check "read-only file system: import exits 2" test "$status" -eq 2
check "read-only file system: import says why" grep -q "Read-only file system" "$WORK/err"
set +e
"$BIN" format "$PROJ" >"$WORK/out" 2>"$WORK/err"
status=$?
set -e
check "read-only file system: format exits 2" test "$status" -eq 2
check "read-only file system: format says why" \
    grep -q "Unsorted.strings: .*Read-only file system" "$WORK/err"
check "read-only file system: every file is as it was" unchanged

cat "$WORK/err" | sed "s/^/# /"
echo "$passed passed, $failed failed"
[[ $failed -eq 0 ]]
