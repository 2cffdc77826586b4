#!/usr/bin/env bash
# Emacs with Eglot (batch, driven by Tests/lsp/emacs.el) as a user's editor of `l10nedit lsp` on a
# copy of SampleProject: the same session and checks as Tests/lsp/neovim.sh (editor-checks.sh),
# through Flymake, eldoc's hover request, completion-at-point, xref and eglot-rename. Skips, saying
# so, without Emacs or Eglot (`.ci/run --deep` installs Debian's emacs-nox and elpa-eglot).
#   Tests/lsp/emacs.sh PATH/TO/l10nedit
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
bin="$(cd "$(dirname "$1")" && pwd)/$(basename "$1")"
if ! command -v emacs >/dev/null; then
  echo "skipped: emacs is not installed"
  exit 0
fi
if ! emacs --batch -Q --eval '(progn (require (quote package)) (add-to-list (quote package-directory-list) "/usr/share/emacs/site-lisp/elpa") (package-initialize) (require (quote eglot)))' 2>/dev/null; then
  echo "skipped: Eglot is not installed (Debian: elpa-eglot; built into Emacs 29 and later)"
  exit 0
fi
emacs --version | head -1
# shellcheck source=editor-checks.sh
source "$here/editor-checks.sh"
run_editor_session "$bin" emacs --batch -Q -l "$here/emacs.el"
