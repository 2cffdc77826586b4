#!/usr/bin/env bash
# Runs the repository's pre-commit hooks (.pre-commit-hooks.yaml) for real: installs pre-commit
# from PyPI into a temporary virtualenv and runs it on a temporary git repository holding a copy
# of SampleProject and some Objective-C code, first clean (every hook passes), then with one
# planted problem per hook (each fails), then fixed (each passes again). The hooks run the
# l10nedit in BIN_DIR. Skips, saying so, when PyPI cannot be reached.
#   Tests/pre-commit-hooks.sh BIN_DIR
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
bin="$(cd "$1" && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

if ! (cd "$work" && timeout 120 python3 -m pip download -q --disable-pip-version-check \
  --no-deps pre-commit -d pip-check >/dev/null 2>&1); then
  echo "skipped: PyPI cannot be reached, so pre-commit cannot be installed"
  exit 0
fi
python3 -m venv "$work/venv"
"$work/venv/bin/pip" install -q --disable-pip-version-check pre-commit
export PATH="$bin:$PATH" PRE_COMMIT_HOME="$work/pre-commit-cache"
rev="$(git -C "$repo" rev-parse HEAD)"
if ! git -C "$repo" cat-file -e "$rev:.pre-commit-hooks.yaml" 2>/dev/null; then
  echo ".pre-commit-hooks.yaml is not committed at HEAD: pre-commit reads hooks from a commit" >&2
  exit 1
fi

app="$work/app"
mkdir -p "$app/Sources"
cp -R "$repo/SampleProject/Resources" "$app/Resources"
cat >"$app/Sources/App.m" <<'CODE'
NSString *newNoteTitle(void) {
    return NSLocalizedString(@"note.new", @"Toolbar button");
}
CODE
cat >"$app/.pre-commit-config.yaml" <<CONFIG
repos:
  - repo: $repo
    rev: $rev
    hooks:
      - id: l10nedit-lint
        args: [Resources, --baseline, l10nedit-baseline.json]
      - id: l10nedit-format
        args: [Resources]
      - id: l10nedit-extract-check
        args: [Sources, --into, Resources]
CONFIG
cd "$app"
# SampleProject's planted defects are accepted by a baseline; its files are formatted first.
l10nedit format Resources >/dev/null
l10nedit lint Resources --write-baseline l10nedit-baseline.json >/dev/null 2>&1
git init -q .
git -c user.name=ci -c user.email=ci@example.invalid add -A
git -c user.name=ci -c user.email=ci@example.invalid commit -qm "the app"

run() { "$work/venv/bin/pre-commit" run --all-files --color never >"$work/out.txt" 2>&1; }
expect() { # expect Passed|Failed: every hook's status line says so
  for hook in "l10nedit lint" "l10nedit format" "l10nedit extract --check"; do
    if ! grep -qE "^$hook\.+$1\$" "$work/out.txt"; then
      echo "pre-commit: \"$hook\" did not say $1:" >&2
      cat "$work/out.txt" >&2
      exit 1
    fi
  done
}

run || true
expect Passed
echo "clean project: every hook passes"

sed -i 's/"Bearbeitet %@"/"Bearbeitet %d"/' Resources/de.lproj/Localizable.strings
printf '"zzz.first" = "Out of order";\n' | cat - Resources/en.lproj/InfoPlist.strings >"$work/f"
mv "$work/f" Resources/en.lproj/InfoPlist.strings
sed -i 's/@"note.new"/@"note.pin"/' Sources/App.m
git add -A
if run; then
  echo "pre-commit passed with planted problems" >&2
  cat "$work/out.txt" >&2
  exit 1
fi
expect Failed
grep -q "format-mismatch" "$work/out.txt"
grep -q "note.pin" "$work/out.txt"
echo "planted problems: every hook fails"

git reset -q --hard HEAD
run || true
expect Passed
echo "fixed: every hook passes again"
