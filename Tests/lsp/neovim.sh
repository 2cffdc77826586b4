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
nvim --version | head -1
# shellcheck source=editor-checks.sh
source "$here/editor-checks.sh"
run_editor_session "$bin" nvim --headless -u NONE -i NONE -n -c "luafile $here/neovim.lua"
