#!/usr/bin/env bash
# neovim (headless, driven by Tests/lsp/neovim.lua) as a user's editor of `l10nedit lsp` on a copy
# of SampleProject: the diagnostics of the app's Swift file, hover, completion, go to definition
# and a rename applied to the files; prints what neovim got and checks it. Skips, saying so,
# without nvim (.ci/run installs Debian's neovim 0.7).
#   Tests/lsp/neovim.sh PATH/TO/l10nedit
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
bin="$(cd "$(dirname "$1")" && pwd)/$(basename "$1")"
if ! command -v nvim >/dev/null; then
  echo "skipped: nvim is not installed"
  exit 0
fi
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
project="$work/Tidemark"
cp -R "$here/../../SampleProject" "$project"
nvim --version | head -1
output="$(cd "$project" && L10NEDIT_BIN="$bin" PROJECT="$project" HOME="$work" \
  timeout 60 nvim --headless -u NONE -i NONE -n -c "luafile $here/neovim.lua" 2>&1)"
echo "$output"
failed=0
expect() {
  local what=$1 pattern=$2
  if grep -qE -- "$pattern" <<<"$output"; then
    echo "ok: $what"
  else
    echo "FAILED: $what (no line matching $pattern)"
    failed=1
  fi
}
swift="App/NotesView.swift"
line_of() { grep -nF -- "$1" "$here/../../SampleProject/$swift" | head -1 | cut -d: -f1; }
expect "the three planted problems are diagnostics" \
  "^RESULT diagnostics: .*$(line_of 'NSLocalizedString("settings.sync.titel"'):key-not-found.*"
expect "wrong-table" "^RESULT diagnostics: .*$(line_of '"error.network.offline"'):wrong-table"
expect "format-arguments" "^RESULT diagnostics: .*$(line_of '"note.shared_by"'):format-arguments"
expect "hover shows the English and German values" \
  "^RESULT hover: .*Welcome to Tidemark.*Willkommen bei Tidemark"
expect "completion offers the keys typed" "^RESULT completion: .*settings\.sync\.footer.*settings\.sync\.title"
expect "definition lists each language's entry" \
  "^RESULT definition: .*de\.lproj/Localizable\.strings:[0-9]+.*en\.lproj/Localizable\.strings:$(grep -n '"welcome.title"' "$project/Resources/en.lproj/Localizable.strings" | cut -d: -f1)"
expect "rename applied" "^RESULT rename: applied"
if ! grep -q '"note.shared_with_you"' "$project/$swift" \
  || ! grep -q '"note.shared_with_you"' "$project/Resources/de.lproj/Localizable.strings" \
  || grep -q '"note.shared_by"' "$project/Resources/fr.lproj/Localizable.strings"; then
  echo "FAILED: the rename is not in the files neovim wrote"
  failed=1
else
  echo "ok: the renamed key is in the code and the tables neovim wrote"
fi
exit "$failed"
