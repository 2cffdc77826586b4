#!/usr/bin/env bash
# The end-to-end suite of `l10nedit lsp`: a real LSP client (pytest-lsp, from PyPI) speaks the
# protocol over stdio to the server on a copy of SampleProject with its app's sources
# (SampleProject/App): hover, completion, diagnostics appearing and clearing as a buffer changes,
# definition, references, rename applied and re-read, inlay hints, code actions, malformed files,
# a huge file, cancellation, a document outside the workspace. About 10 s on the debug build.
#
#   Tests/lsp/run.sh PATH/TO/l10nedit [PATH/TO/VENV]
#
# With VENV (a virtualenv holding Tests/lsp/requirements.txt, as .ci/run makes it) the suite
# runs in it; without, a virtualenv is made in a temporary folder, and the suite is skipped,
# saying so, when PyPI cannot be reached. pytest's arguments can follow in PYTEST_ARGS
# (PYTEST_ARGS="-k rename" runs one test).
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
bin="$(cd "$(dirname "$1")" && pwd)/$(basename "$1")"
venv="${2:-}"
if [ -z "$venv" ]; then
  work="$(mktemp -d)"
  trap 'rm -rf "$work"' EXIT
  venv="$work/venv"
  python3 -m venv "$venv"
  timeout 300 "$venv/bin/pip" install -q --disable-pip-version-check -r "$here/requirements.txt" \
    >/dev/null 2>&1 || {
    echo "skipped: PyPI cannot be reached, so pytest-lsp cannot be installed"
    exit 0
  }
fi
cd "$here"
# shellcheck disable=SC2086
L10NEDIT_BIN="$bin" "$venv/bin/python" -m pytest -q ${PYTEST_ARGS:-} .
