#!/usr/bin/env bash
# TMX with another tool: what `l10nedit tm export` writes is read by translate-toolkit (its tmx
# reader, installed from PyPI into a temporary virtualenv) with every text and note as in the
# project, and what translate-toolkit writes `l10nedit tm import` reads. Skips, saying so, when
# PyPI cannot be reached.
#   Tests/tmx-interop.sh PATH/TO/l10nedit
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
bin="$1"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

# translate-toolkit in a virtualenv of its own, when PyPI answers.
python3 -m venv "$work/venv"
pip=("$work/venv/bin/pip" -q --disable-pip-version-check)
timeout 300 "${pip[@]}" install translate-toolkit >/dev/null 2>&1 || {
  echo "skipped: PyPI cannot be reached, so translate-toolkit cannot be installed"
  exit 0
}

project="$work/project"
mkdir -p "$project/en.lproj" "$project/de.lproj"
cat >"$project/en.lproj/Main.strings" <<'STRINGS'
/* A comment & more */
"amp" = "Fish & Chips <b> \"quoted\" 'single'";
"lines" = "Line one\nLine two\twith a tab";
"format" = "%1$@ sent %2$ld photos 👋🏽";
STRINGS
cat >"$project/de.lproj/Main.strings" <<'STRINGS'
"amp" = "Fisch & Pommes <b> „zitiert“";
"lines" = "Zeile eins\nZeile zwei\tmit Tab";
"format" = "%1$@ hat %2$ld Fotos gesendet 👋🏽";
STRINGS

output="$("$bin" tm export "$project" --out "$work/project.tmx")"
echo "$output"
units="$(sed -n 's/.*: \([0-9]*\) units.*/\1/p' <<<"$output")"
"$work/venv/bin/python" "$here/tmx-interop.py" CHECK "$work/project.tmx" "$units"

"$work/venv/bin/python" "$here/tmx-interop.py" WRITE "$work/toolkit.tmx"
imported="$("$bin" tm import "$work/toolkit.tmx" --memory "$work/memory.sqlite")"
echo "$imported"
if [[ $imported != "imported 2 units"* ]]; then
  echo "tm import did not read translate-toolkit's two units" >&2
  exit 1
fi
echo "TMX interoperates with translate-toolkit"
