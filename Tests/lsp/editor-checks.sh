# An editor's session with `l10nedit lsp` on a copy of SampleProject, shared by Tests/lsp/neovim.sh
# and Tests/lsp/emacs.sh: each editor's script prints what it got as "RESULT name: value" lines
# (diagnostics as LINE:CODE, definitions as FILE:LINE); this runs it and checks them and the
# files the editor wrote after the rename.
#   source editor-checks.sh; run_editor_session BINARY EDITOR [ARGUMENT…]   (0: every check passed)

# Runs EDITOR (batch or headless, at most 60 s) in a copy of SampleProject with L10NEDIT_BIN,
# PROJECT and HOME set, prints what it printed, and checks it.
run_editor_session() {
  local bin=$1 work project output status=0
  shift
  work="$(mktemp -d)"
  project="$work/Tidemark"
  cp -R "$(dirname "${BASH_SOURCE[0]}")/../../SampleProject" "$project"
  output="$(cd "$project" && L10NEDIT_BIN="$bin" PROJECT="$project" HOME="$work" \
    timeout 60 "$@" 2>&1)" || status=$?
  echo "$output"
  if [ "$status" -ne 0 ]; then
    echo "FAILED: the editor ended with status $status"
  fi
  check_editor_session "$output" "$project" || status=1
  rm -rf "$work"
  return "$status"
}

check_editor_session() {
  local output=$1 project=$2 sample failed=0
  sample="$(cd "$(dirname "${BASH_SOURCE[0]}")/../../SampleProject" && pwd)"
  local swift="App/NotesView.swift"
  expect() {
    local what=$1 pattern=$2
    if grep -qE -- "$pattern" <<<"$output"; then
      echo "ok: $what"
    else
      echo "FAILED: $what (no line matching $pattern)"
      failed=1
    fi
  }
  line_of() { grep -nF -- "$1" "$sample/$swift" | head -1 | cut -d: -f1; }
  expect "the three planted problems are diagnostics" \
    "^RESULT diagnostics: .*$(line_of 'NSLocalizedString("settings.sync.titel"'):key-not-found.*"
  expect "wrong-table" "^RESULT diagnostics: .*$(line_of '"error.network.offline"'):wrong-table"
  expect "format-arguments" "^RESULT diagnostics: .*$(line_of '"note.shared_by"'):format-arguments"
  expect "hover shows the English and German values" \
    "^RESULT hover: .*Welcome to Tidemark.*Willkommen bei Tidemark"
  expect "completion offers the keys typed" "^RESULT completion: .*settings\.sync\.footer.*settings\.sync\.title"
  expect "definition lists each language's entry" \
    "^RESULT definition: .*de\.lproj/Localizable\.strings:[0-9]+.*en\.lproj/Localizable\.strings:$(grep -n '"welcome.title"' "$sample/Resources/en.lproj/Localizable.strings" | cut -d: -f1)"
  expect "rename applied" "^RESULT rename: applied"
  if ! grep -q '"note.shared_with_you"' "$project/$swift" \
    || ! grep -q '"note.shared_with_you"' "$project/Resources/de.lproj/Localizable.strings" \
    || grep -q '"note.shared_by"' "$project/Resources/fr.lproj/Localizable.strings"; then
    echo "FAILED: the rename is not in the files the editor wrote"
    failed=1
  else
    echo "ok: the renamed key is in the code and the tables the editor wrote"
  fi
  return "$failed"
}
