#!/usr/bin/env bash
# End-to-end test of the l10nedit terminal UI, driven through tmux.
#
# Usage: Tests/e2e/editor-e2e.sh PATH/TO/l10nedit
#
# Needs bash, tmux (>= 3.0), coreutils, diffutils and a UTF-8 locale. No tty is
# needed: every scenario runs the app in a detached tmux session on a private
# socket, sends keys with `tmux send-keys` and reads the screen with
# `tmux capture-pane -p`. Waits poll the screen (or the file system) with a
# timeout instead of sleeping for fixed times.
#
# Each scenario works on a fresh copy of SampleProject, so the checked-in
# sample is never written to.

set -euo pipefail

# ---------------------------------------------------------------------------
# Arguments and environment
# ---------------------------------------------------------------------------

if [[ $# -ne 1 ]]; then
    echo "usage: $0 PATH/TO/l10nedit" >&2
    exit 2
fi
if [[ ! -x "$1" || -d "$1" ]]; then
    echo "error: '$1' is not an executable file" >&2
    exit 2
fi
BIN="$(cd "$(dirname "$1")" && pwd)/$(basename "$1")"
SAMPLE="$(cd "$(dirname "$0")/../../SampleProject" && pwd)"
[[ -d "$SAMPLE/Resources" ]] || { echo "error: no SampleProject at $SAMPLE" >&2; exit 2; }
command -v tmux >/dev/null || { echo "error: tmux is not installed" >&2; exit 2; }

# A UTF-8 locale for the app (and for measuring display widths with wc -L).
# (No "producer | grep -q" anywhere in this script: with pipefail, grep -q
# exiting early can make the producer die of SIGPIPE and the pipeline fail.)
LOCALES=$(locale -a 2>/dev/null || true)
UTF8_LOCALE=""
for candidate in C.UTF-8 C.utf8 en_US.UTF-8 en_US.utf8; do
    if grep -qxF "$candidate" <<<"$LOCALES"; then
        UTF8_LOCALE=$candidate
        break
    fi
done
if [[ -z $UTF8_LOCALE ]]; then
    UTF8_LOCALE=$(grep -iE '\.utf-?8$' <<<"$LOCALES" | sed -n 1p || true)
fi
if [[ -z $LOCALES ]]; then
    UTF8_LOCALE=C.UTF-8  # no `locale` program: assume glibc's built-in C.UTF-8
fi
[[ -n $UTF8_LOCALE ]] || { echo "error: no UTF-8 locale available (locale -a)" >&2; exit 2; }

TIMEOUT=${E2E_TIMEOUT:-10}     # seconds to wait for anything to show up
SOCKET="l10nedit-e2e-$$"
WORK=$(mktemp -d "${TMPDIR:-/tmp}/l10nedit-e2e.XXXXXX")
RESULTS="$WORK/results"
: >"$RESULTS"

# Private tmux config instead of the user's: keep the server alive between
# scenarios (every scenario ends with its session gone), and run the session
# command with /bin/sh whatever $SHELL is.
printf '%s\n' 'set -g exit-empty off' 'set -g default-shell /bin/sh' >"$WORK/tmux.conf"

tmx() {
    LC_ALL=$UTF8_LOCALE tmux -L "$SOCKET" -f "$WORK/tmux.conf" "$@"
}

cleanup() {
    tmx kill-server >/dev/null 2>&1 || true
    # tmux 3.3 leaves the socket file behind after kill-server.
    rm -f "${TMUX_TMPDIR:-/tmp}/tmux-$(id -u)/$SOCKET"
    rm -rf "$WORK"
}
trap cleanup EXIT
trap 'exit 130' INT TERM
unset TMUX

# ---------------------------------------------------------------------------
# Reporting
# ---------------------------------------------------------------------------

# Set by start_app for the scenario in progress.
SESSION=""     # tmux session name
PROJ=""        # the scenario's copy of SampleProject
EXIT_FILE=""   # gets "EXITED=<status>" when the app exits

record() {  # record ok|not-ok DESCRIPTION
    if [[ $1 == ok ]]; then
        echo "ok - $2" | tee -a "$RESULTS"
    else
        echo "not ok - $2" | tee -a "$RESULTS"
    fi
}

dump_screen() {  # print the current screen as diagnostics
    if [[ -n $SESSION ]] && tmx has-session -t "=$SESSION" 2>/dev/null; then
        echo "#   screen of $SESSION:"
        screen | sed 's/^/#   | /'
    elif [[ -n $SESSION ]]; then
        echo "#   (session $SESSION is gone; exit file: $(cat "$EXIT_FILE" 2>/dev/null || echo none))"
    fi
}

# check DESCRIPTION COMMAND...: run COMMAND, report ok / not ok. Always
# returns 0, so later checks of the scenario still run.
check() {
    local desc=$1; shift
    if "$@"; then
        record ok "$desc"
    else
        record not-ok "$desc"
        dump_screen
    fi
}

# require DESCRIPTION COMMAND...: like check, but abandons the scenario when it
# fails (the rest of it depends on this step).
require() {
    local desc=$1; shift
    if "$@"; then
        record ok "$desc"
    else
        record not-ok "$desc"
        dump_screen
        echo "#   abandoning this scenario"
        exit 1
    fi
}

# ---------------------------------------------------------------------------
# Screen helpers
# ---------------------------------------------------------------------------

screen() { tmx capture-pane -p -t "=$SESSION:" 2>/dev/null; }
screen_line() { screen | sed -n "${1}p"; }
last_line() { screen | tail -n 1; }

# The detail pane heading without its status and rule, e.g.
# "─ InfoPlist › CFBundleDisplayName ─ zh-Hans".
heading() {
    local text
    text=$(screen) || return 1
    sed -n -E '/^─ .* › /{s/^(─ [^─]+ › [^─]+ ─ [^ ]+) ─.*$/\1/p;}' <<<"$text" | sed -n 1p
}

# wait_until COMMAND...: poll COMMAND every 50 ms until it succeeds or
# $TIMEOUT seconds have passed. Gives up early once the session is gone (the
# app exited, so the screen will not change any more).
wait_until() {
    local deadline=$((SECONDS + TIMEOUT))
    while true; do
        if "$@"; then return 0; fi
        if ((SECONDS >= deadline)); then return 1; fi
        if [[ -n $SESSION ]] && ! tmx has-session -t "=$SESSION" 2>/dev/null; then
            "$@"
            return
        fi
        sleep 0.05
    done
}

# Predicates on the screen, meant for wait_until / check / require.
screen_has() { local text; text=$(screen) && [[ $text == *"$1"* ]]; }
screen_lacks() { ! screen_has "$1"; }
line_starts_with() { [[ "$(screen_line "$1")" == "$2"* ]]; }
line_contains() { [[ "$(screen_line "$1")" == *"$2"* ]]; }
line_lacks() { ! line_contains "$1" "$2"; }
file_lacks() { ! grep -qF -- "$1" "$2"; }
line_with() { [[ "$(screen | grep -F -- "$1")" == *"$2"* ]]; }  # a line holding $1 holds $2
last_line_starts_with() { [[ "$(last_line)" == "$1"* ]]; }
last_line_contains() { [[ "$(last_line)" == *"$1"* ]]; }
last_line_matches() { [[ "$(last_line)" =~ $1 ]]; }  # an extended regular expression
heading_is() { [[ "$(heading)" == "$1" ]]; }
heading_is_not() { local h; h=$(heading); [[ -n $h && $h != "$1" ]]; }
screen_rows_are() { [[ "$(screen | wc -l)" -eq $1 ]]; }
screen_fits_width() {  # no line is wider than $1 columns
    local widest
    widest=$(screen | LC_ALL=$UTF8_LOCALE wc -L)
    ((widest <= $1))
}
app_exited() { [[ -s $EXIT_FILE ]] && grep -qE '^EXITED=[0-9]+$' "$EXIT_FILE"; }
app_running() { [[ ! -e $EXIT_FILE ]] && tmx has-session -t "=$SESSION" 2>/dev/null; }
exit_status_is() { [[ "$(cat "$EXIT_FILE" 2>/dev/null)" == "EXITED=$1" ]]; }

# The palette's query line (the third) holds its prompt: "› " then the query, or "›" at the
# end of the line when the query is empty and nothing of the grid shows to its right (the
# capture drops trailing spaces).
palette_open() { [[ "$(screen_line 3)" =~ ›(\ |$) ]]; }
wait_for_text() { wait_until screen_has "$1"; }
wait_for_heading() { wait_until heading_is "$1"; }
wait_for_last_line() { wait_until last_line_starts_with "$1"; }
wait_for_exit() { wait_until app_exited; }

keys() { tmx send-keys -t "=$SESSION:" "$@"; }     # key names: Tab, Enter, j, ...
type_text() { tmx send-keys -t "=$SESSION:" -l -- "$1"; }  # literal (UTF-8) text

# ---------------------------------------------------------------------------
# File helpers
# ---------------------------------------------------------------------------

# One line per entry below $1: "d path" for folders, "f sha256 path" for files.
manifest() {
    (
        cd "$1"
        find . -mindepth 1 -type d -print | LC_ALL=C sort | sed 's/^/d /'
        find . -type f -print0 | LC_ALL=C sort -z | xargs -0 -r sha256sum | sed 's/^/f /'
        find . -mindepth 1 ! -type d ! -type f -print | LC_ALL=C sort | sed 's/^/other /'
    )
}

# Lines in the copy's manifest that are not in the sample's, and vice versa.
manifest_changes() {
    diff <(manifest "$SAMPLE") <(manifest "$PROJ") | grep -E '^[<>] ' || true
}

same_as_sample() { diff -r "$SAMPLE" "$PROJ" >/dev/null && [[ -z "$(manifest_changes)" ]]; }

# only_new_file RELPATH: diff -r reports exactly that one new file, and the
# checksums of everything else match the sample.
only_new_file() {
    local rel=$1 dir base
    dir=$(dirname "$rel"); base=$(basename "$rel")
    local out
    out=$(diff -r "$SAMPLE" "$PROJ" 2>&1 || true)
    [[ $out == "Only in $PROJ/$dir: $base" ]] || { echo "#   diff -r: $out"; return 1; }
    local changes
    changes=$(manifest_changes)
    [[ $(printf '%s\n' "$changes" | wc -l) -eq 1 && $changes == "> f "*"  ./$rel" ]] ||
        { echo "#   manifest changes: $changes"; return 1; }
}

only_changed() {  # only_changed REL: the copy differs from the sample in that file only
    local out
    out=$(diff -rq "$SAMPLE" "$PROJ" 2>&1 || true)
    [[ $out == "Files $SAMPLE/$1 and $PROJ/$1 differ" ]] || { echo "#   diff -rq: $out"; return 1; }
}

only_line_changed() {  # only_line_changed REL LINE TEXT: REL differs from the sample in that line only
    line_changed "$@" && only_changed "$1"
}

line_changed() {  # line_changed REL LINE TEXT: of REL, only that line differs from the sample's
    local rel=$1 line=$2 text=$3
    [[ $(wc -l <"$SAMPLE/$rel") -eq $(wc -l <"$PROJ/$rel") ]] &&
        [[ "$(diff <(sed "${line}d" "$SAMPLE/$rel") <(sed "${line}d" "$PROJ/$rel") && echo same)" == same ]] &&
        [[ "$(sed -n "${line}p" "$PROJ/$rel")" == "$text" ]]
}

bytes_equal() {  # bytes_equal FILE EXPECTED-BYTES
    [[ -f $1 ]] && cmp -s "$1" <(printf '%s' "$2")
}
valid_utf8() {
    if command -v iconv >/dev/null; then
        iconv -f UTF-8 -t UTF-8 "$1" >/dev/null 2>&1
    else
        # grep -axv '.*' prints the lines that are not valid UTF-8.
        if LC_ALL=$UTF8_LOCALE grep -qaxv '.*' "$1"; then return 1; fi
    fi
}
no_bom() { [[ "$(head -c 3 "$1" | od -An -tx1 | tr -d ' \n')" != "efbbbf" ]]; }
no_cr() { ! grep -q $'\r' "$1"; }

# ---------------------------------------------------------------------------
# Starting the app
# ---------------------------------------------------------------------------

# start_app NAME [abs|rel]: copy the sample to a fresh folder and run the app
# on its Resources folder in a 120x40 tmux session named NAME.
#
# With "rel" (the default) the app runs inside the copy with the argument
# "Resources", so the title bar is the same whatever $TMPDIR is.
# "abs" passes the absolute path, as a user typically would.
start_app() {
    SESSION=$1
    local mode=${2:-rel} dir arg
    dir=$(mktemp -d "$WORK/$SESSION.XXXXXX")
    PROJ="$dir/project"
    EXIT_FILE="$dir/exit"
    mkdir "$PROJ"
    cp -R "$SAMPLE/." "$PROJ/"
    # PREPARE=function changes the copy before the app opens it.
    if [[ -n ${PREPARE:-} ]]; then "$PREPARE" "$PROJ"; fi
    if [[ $mode == abs ]]; then arg="$PROJ/Resources"; else arg=Resources; fi
    # ARG=path opens another path of the copy (a remote strings JSON file).
    if [[ -n ${ARG:-} ]]; then arg=$ARG; fi
    TITLE_PATH=$arg
    local cmd
    # A private state directory (editing locks) for the whole run, never the user's;
    # a private config directory too (CONFIG_HOME=folder gives a scenario its own
    # l10nedit/keys.json), so that the user's keys file changes nothing here.
    cmd="env TERM=xterm-256color LANG=$UTF8_LOCALE LC_ALL=$UTF8_LOCALE XDG_STATE_HOME=$(printf '%q' "$WORK/state")"
    cmd+=" XDG_CONFIG_HOME=$(printf '%q' "${CONFIG_HOME:-$WORK/config}")"
    # The user memory saves go into: the run's own, never the user's.
    cmd+=" XDG_DATA_HOME=$(printf '%q' "$WORK/data")"
    # SUBCOMMAND=name runs `l10nedit name PATH EXTRA…` (a command that opens the editor).
    # Saves sort (--sort), as before the sort prompt existed, unless SORT_FLAG= says otherwise
    # (empty: no flag, the settings file or the prompt decides).
    cmd+=" $(printf '%q' "$BIN")${SUBCOMMAND:+ $SUBCOMMAND} $(printf '%q' "$arg")${EXTRA:+ $EXTRA}${SORT_FLAG- --sort}"
    cmd+="; echo EXITED=\$? > $(printf '%q' "$EXIT_FILE")"
    tmx new-session -d -s "$SESSION" -x 120 -y 40 -c "$PROJ" "$cmd"
}

# The title bar: " l10nedit │ [● unsaved (N) │ ]counts │ filters │ path",
# cut with "…" at the right edge (the path goes first).
title_ok() {
    line_starts_with 1 " l10nedit │ 43 keys · 10 languages · 17 gaps" &&
        line_contains 1 "│ $TITLE_PATH"
}

# Start and wait for the first screen. A long absolute path may be cut off
# the end of the title bar, so then only the counts are checked.
start_and_wait() {
    start_app "$@"
    if [[ ${2:-rel} == abs ]]; then
        require "$SESSION: title bar shows l10nedit and the counts" \
            wait_until line_starts_with 1 " l10nedit │ 43 keys · 10 languages · 17 gaps"
    else
        require "$SESSION: title bar shows the counts and the path" \
            wait_until title_ok
    fi
    require "$SESSION: bottom line shows the key hints" \
        wait_for_last_line "Tab gap  ] finding  Enter edit"
}

# Select the first gap and type TEXT into it (Enter, TEXT, Enter).
fill_first_gap() {
    local text=$1
    keys Tab
    require "$SESSION: Tab selects zh-Hans CFBundleDisplayName (missing)" \
        wait_for_text "─ InfoPlist › CFBundleDisplayName ─ zh-Hans ─ missing"
    keys Enter
    require "$SESSION: Enter opens the line editor" \
        wait_for_last_line "Enter keep · Tab keep + next gap · Esc cancel · Alt-Enter line break"
    type_text "$text"
    keys Enter
    require "$SESSION: Enter commits the edit (● unsaved (1) in the title bar)" \
        wait_until line_contains 1 "● unsaved (1)"
    check "$SESSION: detail heading says edited, unsaved" \
        screen_has "─ InfoPlist › CFBundleDisplayName ─ zh-Hans ─ edited, unsaved"
}

UNSAVED_PROMPT="Unsaved changes in 1 file: s save and quit · d discard and quit · r review · c cancel"

# ---------------------------------------------------------------------------
# Scenarios
# ---------------------------------------------------------------------------

scenario_fill_gap() {
    local text="Grüße 👋🏽"
    start_and_wait fill-gap
    fill_first_gap "$text"
    check "fill-gap: the cell shows ✎ and the new value" screen_has "│✎ Grüße"
    keys s
    require "fill-gap: s saves one file" wait_for_last_line "Saved 1 file: zh-Hans.lproj/InfoPlist.strings"
    check "fill-gap: unsaved indicator gone after save" wait_until screen_lacks "● unsaved"
    keys q
    require "fill-gap: q quits" wait_for_exit
    check "fill-gap: exit status 0" exit_status_is 0

    local file="$PROJ/Resources/zh-Hans.lproj/InfoPlist.strings"
    check "fill-gap: zh-Hans.lproj/InfoPlist.strings holds exactly the new entry" \
        bytes_equal "$file" "\"CFBundleDisplayName\" = \"$text\";"$'\n'
    check "fill-gap: written file is valid UTF-8" valid_utf8 "$file"
    check "fill-gap: written file has no BOM" no_bom "$file"
    check "fill-gap: written file has no CR" no_cr "$file"
    check "fill-gap: no other file differs from SampleProject" \
        only_new_file "Resources/zh-Hans.lproj/InfoPlist.strings"
}

scenario_resize() {
    start_and_wait resize abs
    local before k
    # Move the selection three keys down and four languages right (to es-MX,
    # which at 80 columns is only visible if the table scrolls sideways).
    for k in j j j l l l l; do
        before=$(heading)
        keys "$k"
        wait_until heading_is_not "$before" || true
    done
    require "resize: selection moved to error.file.unsupported / es-MX" \
        heading_is "─ Errors › error.file.unsupported ─ es-MX"
    local selected
    selected=$(heading)

    local size w h
    for size in 80x24 120x40; do
        w=${size%x*}; h=${size#*x}
        tmx resize-window -t "=$SESSION:" -x "$w" -y "$h"
        require "resize: $size: pane is $h rows" wait_until screen_rows_are "$h"
        require "resize: $size: app redraws (status line on row $h)" \
            wait_for_last_line "Tab gap  ] finding"
        check "resize: $size: title bar still on line 1" line_starts_with 1 " l10nedit"
        check "resize: $size: selection unchanged ($selected)" wait_for_heading "$selected"
        check "resize: $size: the selected language's column is visible" line_contains 2 "es-MX"
        check "resize: $size: no line wider than $w columns" screen_fits_width "$w"
    done
    keys q
    check "resize: q quits with exit status 0" wait_until exit_status_is 0
    check "resize: no file changed" same_as_sample
}

scenario_quit_discard() {
    start_and_wait quit-discard
    fill_first_gap x
    keys q
    require "quit-discard: q with unsaved edits asks first" wait_for_last_line "$UNSAVED_PROMPT"
    keys c
    require "quit-discard: c cancels (prompt gone)" wait_until screen_lacks "Unsaved changes in"
    check "quit-discard: after c the edit is still unsaved" line_contains 1 "● unsaved (1)"
    sleep 0.2  # give an (unwanted) exit a moment to happen
    check "quit-discard: after c the app is still running" app_running
    keys q
    require "quit-discard: q asks again" wait_for_last_line "$UNSAVED_PROMPT"
    keys d
    require "quit-discard: d quits" wait_for_exit
    check "quit-discard: exit status 0" exit_status_is 0
    check "quit-discard: copy is identical to SampleProject (diff -r, checksums)" same_as_sample
}

scenario_quit_save() {
    start_and_wait quit-save
    fill_first_gap x
    keys q
    require "quit-save: q with unsaved edits asks first" wait_for_last_line "$UNSAVED_PROMPT"
    keys s
    require "quit-save: s saves and quits" wait_for_exit
    check "quit-save: exit status 0" exit_status_is 0
    check "quit-save: exactly one file changed (the new zh-Hans InfoPlist.strings)" \
        only_new_file "Resources/zh-Hans.lproj/InfoPlist.strings"
    check "quit-save: it holds the new entry" \
        bytes_equal "$PROJ/Resources/zh-Hans.lproj/InfoPlist.strings" '"CFBundleDisplayName" = "x";'$'\n'
}

scenario_undo_past_save() {
    start_and_wait undo-past-save
    fill_first_gap ZZZ
    keys s
    require "undo-past-save: s saves" wait_for_last_line "Saved 1 file: zh-Hans.lproj/InfoPlist.strings"
    check "undo-past-save: saved, no unsaved marker" wait_until screen_lacks "● unsaved"
    keys u
    require "undo-past-save: after u the title says unsaved again" \
        wait_until line_contains 1 "● unsaved (1)"
    keys q
    require "undo-past-save: q asks, since the file on disk differs" wait_for_last_line "$UNSAVED_PROMPT"
    keys s
    require "undo-past-save: s saves and quits" wait_for_exit
    check "undo-past-save: exit status 0" exit_status_is 0
    check "undo-past-save: the file no longer holds ZZZ (and is kept, empty)" \
        bytes_equal "$PROJ/Resources/zh-Hans.lproj/InfoPlist.strings" ""
}

BIOMETRY_LINE="\"error.auth.biometry_failed\" = \"Face ID couldn't verify your identity."

# Edit a cell, S shows the diff of what the save will write, s saves from there.
scenario_review() {
    start_and_wait review
    keys Enter
    require "review: Enter edits error.auth.biometry_failed (en)" \
        wait_for_last_line "Enter keep · Tab keep + next gap"
    keys C-e
    type_text " (vérifié)"
    keys Enter
    require "review: the edit is unsaved" wait_until line_contains 1 "● unsaved (1)"
    keys S
    require "review: S opens the review" wait_for_text "Saving writes 1 file: +1 −1 lines"
    check "review: the file's stat line" screen_has " en.lproj/Errors.strings │ +1 −1"
    check "review: the file's header" screen_has " en.lproj/Errors.strings  +1 −1  (file 1 of 1)"
    check "review: a hunk header" screen_has "@@ -4,7 +4,7 @@"
    check "review: the old line, marked -" screen_has "-$BIOMETRY_LINE\";"
    check "review: the new line, marked +" screen_has "+$BIOMETRY_LINE (vérifié)\";"
    check "review: the keys and the position on the last line" \
        wait_until line_with "] [ file · s save · Esc q close" "lines 1–"
    check "review: reviewing wrote nothing" same_as_sample
    keys s
    require "review: s saves from the review" wait_for_last_line "Saved 1 file: en.lproj/Errors.strings"
    check "review: back on the grid, nothing unsaved" wait_until screen_lacks "● unsaved"
    check "review: the file holds the new line" \
        grep -qF "$BIOMETRY_LINE (vérifié)\";" "$PROJ/Resources/en.lproj/Errors.strings"
    keys q
    require "review: q quits" wait_for_exit
    check "review: exit status 0" exit_status_is 0
}

# q with unsaved edits, then r: the review; Esc goes back to the prompt.
scenario_quit_review() {
    start_and_wait quit-review
    # Chinese for the zh-Hans cell (a Japanese word there would be a mixed-scripts warning).
    fill_first_gap "审阅"
    keys q
    require "quit-review: q asks, offering r review" wait_for_last_line "$UNSAVED_PROMPT"
    keys r
    require "quit-review: r shows the review" wait_for_text "Saving writes 1 file: +1 −0 lines"
    check "quit-review: the file is new" screen_has "! a new file"
    check "quit-review: the line the save adds" \
        screen_has '+"CFBundleDisplayName" = "审阅";'
    check "quit-review: no line wider than 120 columns" screen_fits_width 120
    keys Escape
    require "quit-review: Esc goes back to the quit prompt" wait_for_last_line "$UNSAVED_PROMPT"
    keys d
    require "quit-review: d discards and quits" wait_for_exit
    check "quit-review: nothing was written" same_as_sample
}

offered_languages_are_not_de_fr() {
    local line
    line=$(last_line)
    [[ $line == *" ja"* && ! $line =~ [\ ,](de|fr)[\ ,] ]]
}

give_de_its_own_comment() {
    sed -i 's|^/\* Shown when the sync session token has expired \*/$|/* formal register */|' \
        "$1/Resources/de.lproj/Errors.strings"
}

scenario_comments() {
    PREPARE=give_de_its_own_comment start_and_wait comments
    local de="$PROJ/Resources/de.lproj/Errors.strings"
    check "comments: the detail pane shows no de comment for the en cell" screen_lacks "comment (de)"
    keys /
    type_text "error.auth.expired"
    keys Enter
    require "comments: the search selects error.auth.expired" \
        wait_for_text "─ Errors › error.auth.expired ─ en"
    keys c C-u
    type_text "Session token expired"
    keys Enter
    require "comments: a new source comment is offered to the languages that shared the old one" \
        wait_until last_line_starts_with "Also give this comment to"
    check "comments: ja is offered, de (its own comment) and fr (a section mark above) are not" \
        offered_languages_are_not_de_fr
    keys y
    require "comments: y applies it" wait_until last_line_starts_with "Comment applied to"
    keys s
    require "comments: s saves" wait_until last_line_starts_with "Saved "
    keys q
    require "comments: q quits" wait_for_exit
    check "comments: de keeps its own comment" grep -qF "/* formal register */" "$de"
    check "comments: ja gets the new one" \
        grep -qF "/* Session token expired */" "$PROJ/Resources/ja.lproj/Errors.strings"
}

HINDI="के बारे में"
BENGALI="অ্যাপটি সম্পর্কে"

put_indic_values() {  # ar gets a Hindi value, de a Bengali one (error.auth.expired)
    sed -i "s|^\"error.auth.expired\" = .*|\"error.auth.expired\" = \"$HINDI\";|" \
        "$1/Resources/ar.lproj/Errors.strings"
    sed -i "s|^\"error.auth.expired\" = .*|\"error.auth.expired\" = \"$BENGALI\";|" \
        "$1/Resources/de.lproj/Errors.strings"
}

# separator_columns LINE: the display columns of the │ in LINE (wcwidth, as the terminal).
separator_columns() {
    local line=$1 i columns=""
    for ((i = 0; i < ${#line}; i++)); do
        if [[ ${line:i:1} == "│" ]]; then
            columns+=" $(printf '%s' "${line:0:i}" | LC_ALL=$UTF8_LOCALE wc -L)"
        fi
    done
    echo "$columns"
}

# The row of KEY in the grid has its │ where the header row has them.
row_aligned() {
    local header row
    header=$(screen_line 2)
    row=$(screen | grep -F -- "$1" | sed -n 1p)
    [[ -n $row && "$(separator_columns "$row")" == "$(separator_columns "$header")" ]]
}

scenario_scripts() {
    local LC_ALL=$UTF8_LOCALE  # bash compares and slices the screen text by character
    PREPARE=put_indic_values start_and_wait scripts
    local row="error.auth.expired"
    # Hindi in the ar column and Bengali in de are mixed-scripts warnings (▲): right, and the
    # glyph sits before the text as any state does.
    check "scripts: the grid shows the Hindi value intact" line_with "$row" "│▲ $HINDI "
    check "scripts: the grid shows the Bengali value intact" line_with "$row" "│▲ $BENGALI "
    check "scripts: the row's separators line up with the header's" row_aligned "$row"
    keys /
    type_text "$row"
    keys Enter
    require "scripts: the search selects $row" wait_for_text "─ Errors › $row ─ en"
    keys l
    require "scripts: l selects ar" wait_for_text "─ Errors › $row ─ ar"
    check "scripts: the detail pane shows the Hindi value intact" screen_has " ar: $HINDI"
    keys l
    require "scripts: l selects de" wait_for_text "─ Errors › $row ─ de"
    check "scripts: the detail pane shows the Bengali value intact" screen_has " de: $BENGALI"
    keys q
    require "scripts: q quits" wait_for_exit
}

# The search tells which match the selection is and of how many: at the right of the prompt
# as you type, on the bottom line after Enter, n and N (N from the first wraps to the last).
scenario_search_count() {
    start_and_wait search-count
    keys /
    type_text "cancel"
    require "search-count: the prompt counts the matches as you type" \
        wait_until last_line_matches '^/cancel +match 1 of [0-9]+$'
    local total
    total=$(last_line | sed -E 's/.* of ([0-9]+)$/\1/')
    check "search-count: Cancel is in more than one cell" test "$total" -gt 1
    keys Enter
    require "search-count: Enter tells which match of how many" \
        wait_until last_line_matches "^\"cancel\": match 1 of $total"
    keys n
    require "search-count: n tells the second" \
        wait_until last_line_matches "^\"cancel\": match 2 of $total"
    keys N N
    require "search-count: N from the first wraps to the last" \
        wait_until last_line_matches "^\"cancel\": match $total of $total"
    keys /
    type_text "zzqx"
    require "search-count: a query that matches nothing says so beside the prompt" \
        wait_until last_line_matches '^/zzqx +No match for "zzqx"$'
    keys Escape
    require "search-count: Esc ends the search" wait_for_last_line "Tab gap  ] finding"
    keys q
    require "search-count: q quits" wait_for_exit
}

# A String Catalog beside the sample's tables: photos.count, a plural in en and fr, where fr
# has a `few` form French never uses (an unused-plural-category warning).
put_plural_catalog() {
    cat >"$1/Resources/Catalog.xcstrings" <<'JSON'
{
  "sourceLanguage" : "en",
  "strings" : {
    "photos.count" : {
      "localizations" : {
        "en" : {
          "variations" : {
            "plural" : {
              "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld photo" } },
              "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld photos" } }
            }
          }
        },
        "fr" : {
          "variations" : {
            "plural" : {
              "few" : { "stringUnit" : { "state" : "translated", "value" : "%lld photos (few)" } },
              "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld photo" } },
              "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld photos" } }
            }
          }
        }
      }
    }
  },
  "version" : "1.0"
}
JSON
}

# Catalog plural forms edited as a translator would: Ctrl-X removes the form French never
# uses, Ctrl-R marks one form for review, and the saved catalog holds exactly that.
scenario_catalog_plural() {
    PREPARE=put_plural_catalog SORT_FLAG=" --keep-order" start_app catalog-plural
    require "catalog-plural: the title counts the catalog's key and its 8 gaps" \
        wait_until line_starts_with 1 " l10nedit │ 44 keys · 10 languages · 25 gaps"
    keys /
    type_text "photos.count"
    keys Enter
    require "catalog-plural: the search selects photos.count" \
        wait_for_text "─ Catalog › photos.count ─ en"
    keys l l l l l
    require "catalog-plural: l five times selects fr" wait_for_text "─ Catalog › photos.count ─ fr"
    check "catalog-plural: the unused few form is a finding" screen_has "few"
    keys Enter
    require "catalog-plural: Enter opens the plural editor" \
        wait_for_text 'Plural forms of "photos.count" in fr'
    check "catalog-plural: the hints name Ctrl-X and Ctrl-R" \
        last_line_contains "Ctrl-X remove form · Ctrl-R review"
    keys Down
    require "catalog-plural: Down selects few" wait_for_text "▸ few"
    keys C-x
    require "catalog-plural: Ctrl-X removes few, and says so in its field" \
        wait_for_text "∅ removed (type a text to give it back)"
    keys Up
    require "catalog-plural: Up selects one" wait_for_text "▸ one"
    check "catalog-plural: few stays removed" line_with "few " "fr: ∅ removed"
    keys C-r
    require "catalog-plural: Ctrl-R marks one for review (◇ beside its name)" \
        wait_for_text "▸ one ◇"
    keys Enter
    require "catalog-plural: Enter keeps the forms" wait_until line_contains 1 "● unsaved (1)"
    keys s
    require "catalog-plural: s saves the catalog" wait_for_last_line "Saved 1 file: Catalog.xcstrings"
    local file="$PROJ/Resources/Catalog.xcstrings"
    check "catalog-plural: few is gone from the file" file_lacks '"few"' "$file"
    check "catalog-plural: one of fr needs review" \
        grep -Pzq '"fr"[^}]*"plural"[^}]*"one"[^}]*"state" : "needs_review"' "$file"
    check "catalog-plural: en is as it was" grep -q '"value" : "%lld photos"' "$file"
    keys q
    require "catalog-plural: q quits" wait_for_exit
}

# start_another_editor NAME: a further editor on the scenario's copy, in session NAME, with
# the run's state directory (its locks and journals), as a user opens one in a new terminal.
start_another_editor() {
    SESSION=$1
    EXIT_FILE="$WORK/$1.exit"
    tmx new-session -d -s "$SESSION" -x 120 -y 40 -c "$PROJ" \
        "env TERM=xterm-256color LANG=$UTF8_LOCALE LC_ALL=$UTF8_LOCALE XDG_STATE_HOME=$(printf '%q' "$WORK/state") $(printf '%q' "$BIN") Resources; echo EXITED=\$? > $(printf '%q' "$EXIT_FILE")"
}

pid_gone() { ! kill -0 "$1" 2>/dev/null; }
# Ended: gone, or a zombie its parent has not reaped yet (Linux's /proc says Z): an ended
# editor whose adopter is slow to reap it (init in some containers) is one for seconds.
pid_ended() {
    pid_gone "$1" || [[ "$(sed 's/.*) //' "/proc/$1/stat" 2>/dev/null | cut -d' ' -f1)" == [ZX] ]]
}

keep_order_settings() {
    printf '{ "sort": false }\n' >"$1/Resources/.l10nedit.json"
}

scenario_keep_order() {
    PREPARE=keep_order_settings SORT_FLAG= start_and_wait keep-order
    keys /
    type_text "CFBundleDisplayName"
    keys Enter
    require "keep-order: the search selects CFBundleDisplayName" \
        wait_for_text "─ InfoPlist › CFBundleDisplayName ─ en"
    keys Enter C-u
    type_text "Tidemark Pro"
    keys Enter s
    require "keep-order: s saves" wait_until last_line_starts_with "Saved 1 file: en.lproj/InfoPlist.strings"
    keys q
    require "keep-order: q quits" wait_for_exit
    local changed
    changed=$(diff "$SAMPLE/Resources/en.lproj/InfoPlist.strings" \
        "$PROJ/Resources/en.lproj/InfoPlist.strings" | grep -c '^>' || true)
    check "keep-order: with \"sort\": false the unsorted file changes by one line ($changed)" \
        test "$changed" -eq 1
}

# Neither a flag nor the settings file says whether saves sort: the first save that would
# re-sort a file asks, and the answer is recorded in a new .l10nedit.json.
scenario_sort_prompt() {
    SORT_FLAG= start_and_wait sort-prompt
    keys /
    type_text "CFBundleDisplayName"
    keys Enter
    require "sort-prompt: the search selects CFBundleDisplayName" \
        wait_for_text "─ InfoPlist › CFBundleDisplayName ─ en"
    keys Enter C-u
    type_text "Tidemark Pro"
    keys Enter s
    require "sort-prompt: s asks, naming the unsorted file and the lines that would move" \
        wait_until last_line_starts_with "1 unsorted file: saving sorts it ("
    check "sort-prompt: the answers are listed" \
        last_line_contains "s sort · k keep order · r review · Esc cancel"
    check "sort-prompt: nothing is written yet" \
        cmp -s "$SAMPLE/Resources/en.lproj/InfoPlist.strings" "$PROJ/Resources/en.lproj/InfoPlist.strings"
    keys k
    require "sort-prompt: k saves, keeping the order, and says where it is recorded" \
        wait_until last_line_starts_with "Saved 1 file: en.lproj/InfoPlist.strings · \"sort\": false recorded in"
    check "sort-prompt: the settings file records the answer" \
        bytes_equal "$PROJ/Resources/.l10nedit.json" $'{\n  "sort": false\n}\n'
    local changed
    changed=$(diff "$SAMPLE/Resources/en.lproj/InfoPlist.strings" \
        "$PROJ/Resources/en.lproj/InfoPlist.strings" | grep -c '^>' || true)
    check "sort-prompt: the unsorted file changes by one line ($changed)" test "$changed" -eq 1
    keys q
    require "sort-prompt: q quits" wait_for_exit
}

scenario_two_editors() {
    start_and_wait two-editors
    fill_first_gap x
    local first=$SESSION first_exit=$EXIT_FILE
    # A second editor on the same folder, in its own tmux session.
    start_another_editor two-editors-b
    require "two-editors: the second editor says the first has unsaved edits" \
        wait_until last_line_starts_with "Another l10nedit (pid "
    keys q
    require "two-editors: the second quits" wait_for_exit
    check "two-editors: the first editor's journal outlives the second" \
        test -n "$(find "$WORK/state" -name '*.json' 2>/dev/null)"
    SESSION=$first
    EXIT_FILE=$first_exit
    keys q d
    require "two-editors: the first discards and quits" wait_for_exit
    check "two-editors: no lock is left behind" test -z "$(find "$WORK/state" -name '*.lock' 2>/dev/null)"
}

scenario_recovery() {
    start_and_wait recovery
    keys g Home
    fill_first_gap "Grüße"
    local first=$SESSION
    # The terminal goes away (tmux sends SIGHUP) with the edit unsaved.
    local lock pid
    lock=$(find "$WORK/state" -name '*.lock' | sed -n 1p)
    pid=$(cut -d' ' -f1 "$lock")
    tmx kill-session -t "=$first"
    SESSION=""  # gone on purpose: wait for the process itself
    require "recovery: the editor ends on SIGHUP" wait_until pid_gone "$pid"
    check "recovery: nothing was written when the terminal went away" same_as_sample
    start_another_editor recovery-b
    require "recovery: the next editor offers the unsaved edit" \
        wait_until last_line_starts_with "An earlier session ended with 1 unsaved edit here."
    keys y
    require "recovery: y restores it, unsaved" wait_until line_contains 1 "● unsaved (1)"
    keys s
    require "recovery: s saves it" wait_until last_line_starts_with "Saved 1 file"
    keys q
    require "recovery: q quits" wait_for_exit
    check "recovery: the file holds the restored edit" \
        bytes_equal "$PROJ/Resources/zh-Hans.lproj/InfoPlist.strings" '"CFBundleDisplayName" = "Grüße";'$'\n'
    check "recovery: no journal or lock is left" \
        test -z "$(find "$WORK/state" -name '*.json' -o -name '*.lock' 2>/dev/null)"
}

# The terminal closes and an editor is opened again at once (within 0.5 s): the first
# has ended by then, its journal safe, so the second offers the unsaved edit rather than
# seeing a live lock ("Another l10nedit ... has unsaved edits").
scenario_recovery_at_once() {
    start_and_wait recovery-at-once
    keys g Home
    fill_first_gap "Grüße"
    local lock pid started
    lock=$(find "$WORK/state" -name '*.lock' | sed -n 1p)
    pid=$(cut -d' ' -f1 "$lock")
    started=$(date +%s%N)
    tmx kill-session -t "=$SESSION"
    SESSION=""
    local waited=0
    while ! pid_ended "$pid" && ((waited < 100)); do sleep 0.005; waited=$((waited + 1)); done
    local gone_ms=$((($(date +%s%N) - started) / 1000000))
    check "recovery-at-once: the editor ends within 0.5 s of SIGHUP (took ${gone_ms} ms)" \
        test "$gone_ms" -lt 500
    start_another_editor recovery-at-once-b
    require "recovery-at-once: the editor opened at once offers the unsaved edit" \
        wait_until last_line_starts_with "An earlier session ended with 1 unsaved edit here."
    keys y
    require "recovery-at-once: y restores it, unsaved" wait_until line_contains 1 "● unsaved (1)"
    keys q d
    require "recovery-at-once: q d discards and quits" wait_for_exit
}

scenario_external_change() {
    start_and_wait external-change
    local de="$PROJ/Resources/de.lproj/Localizable.strings"
    keys /
    type_text "Cancel"
    keys Enter
    require "external-change: the search selects Cancel" \
        wait_for_text "─ Localizable › Cancel ─ en"
    keys l l
    require "external-change: the de cell is selected" \
        wait_for_text "─ Localizable › Cancel ─ de"
    keys Enter C-u
    type_text "Abbrechen!"
    keys Enter
    require "external-change: the edit is unsaved" wait_until line_contains 1 "● unsaved (1)"
    # Meanwhile something else (a git pull, a sync) adds a key and changes another value.
    sed -i 's|^"welcome.title" = .*|"welcome.title" = "Willkommen (vom Server)";|' "$de"
    printf '\n"external.key" = "Von außen";\n' >>"$de"
    keys s
    require "external-change: s merges and saves" \
        wait_until last_line_starts_with "de.lproj/Localizable.strings changed on disk: merged"
    keys q
    require "external-change: q quits" wait_for_exit
    check "external-change: our edit is on disk" grep -qF '"Cancel" = "Abbrechen!";' "$de"
    check "external-change: the outside value is kept" \
        grep -qF '"welcome.title" = "Willkommen (vom Server)";' "$de"
    check "external-change: the outside key is kept" grep -qF '"external.key" = "Von außen";' "$de"
}

# Edits de "Cancel" to "Abbrechen!" in the editor (unsaved) and changes the
# same cell on disk to "Zurück", plus another value; then presses s.
edit_cancel_and_change_on_disk() {
    local name=$1 de="$PROJ/Resources/de.lproj/Localizable.strings"
    keys /
    type_text "Cancel"
    keys Enter
    require "$name: the search selects Cancel" wait_for_text "─ Localizable › Cancel ─ en"
    keys l l Enter C-u
    type_text "Abbrechen!"
    keys Enter
    require "$name: the edit is unsaved" wait_until line_contains 1 "● unsaved (1)"
    sed -i -e 's|^"Cancel" = .*|"Cancel" = "Zurück";|' \
        -e 's|^"welcome.title" = .*|"welcome.title" = "Willkommen (vom Server)";|' "$de"
    cp "$de" "$WORK/$name-disk.strings"
    keys s
    require "$name: s asks about the cell changed on both sides" \
        wait_until last_line_starts_with "de changed here and on disk too (1 of 1): m keep mine"
    check "$name: the pane shows the disk's value" screen_has "on disk now: Zurück"
    check "$name: and the value as read" screen_has "as read: Abbrechen"
    check "$name: nothing is written while asking" cmp -s "$de" "$WORK/$name-disk.strings"
}

scenario_conflict() {
    start_and_wait conflict
    local de="$PROJ/Resources/de.lproj/Localizable.strings"
    edit_cancel_and_change_on_disk conflict
    keys d
    require "conflict: d keeps the disk's value and saves" \
        wait_until last_line_starts_with "de.lproj/Localizable.strings changed on disk: merged"
    check "conflict: the disk's value stays" grep -qF '"Cancel" = "Zurück";' "$de"
    check "conflict: the other outside change stays" \
        grep -qF '"welcome.title" = "Willkommen (vom Server)";' "$de"
    check "conflict: nothing is left unsaved" line_lacks 1 "unsaved"
    keys q
    require "conflict: q quits at once" wait_for_exit

    start_and_wait conflict-mine
    de="$PROJ/Resources/de.lproj/Localizable.strings"
    edit_cancel_and_change_on_disk conflict-mine
    keys e C-u
    type_text "Abbruch"
    keys Enter
    require "conflict-mine: e takes a typed text and saves" \
        wait_until last_line_starts_with "de.lproj/Localizable.strings changed on disk: merged"
    check "conflict-mine: the typed value is on disk" grep -qF '"Cancel" = "Abbruch";' "$de"
    check "conflict-mine: the other outside change stays" \
        grep -qF '"welcome.title" = "Willkommen (vom Server)";' "$de"
    keys q
    require "conflict-mine: q quits" wait_for_exit
}

scenario_idle_reload() {
    start_and_wait idle-reload
    local de="$PROJ/Resources/de.lproj/Localizable.strings"
    keys /
    type_text "Cancel"
    keys Enter
    require "idle-reload: the search selects Cancel" wait_for_text "─ Localizable › Cancel ─ en"
    keys l l
    require "idle-reload: the de cell is selected" wait_for_text "de: Abbrechen"
    sed -i 's|^"Cancel" = .*|"Cancel" = "Abbruch (neu)";|' "$de"
    require "idle-reload: the change shows without a key pressed" \
        wait_for_text "de: Abbruch (neu)"
    check "idle-reload: the bottom line says so" \
        last_line_starts_with "Reloaded de.lproj/Localizable.strings (changed on disk)"
    check "idle-reload: the selection stays" screen_has "─ Localizable › Cancel ─ de"
    check "idle-reload: nothing is unsaved" line_lacks 1 "unsaved"
    keys q
    require "idle-reload: q quits at once" wait_for_exit
}

scenario_deleted_on_disk() {
    start_and_wait deleted-on-disk
    local de="$PROJ/Resources/de.lproj/Localizable.strings"
    keys /
    type_text "Cancel"
    keys Enter
    require "deleted-on-disk: the search selects Cancel" wait_for_text "─ Localizable › Cancel ─ en"
    keys l l Enter C-u
    type_text "Abbrechen!"
    keys Enter
    require "deleted-on-disk: the edit is unsaved" wait_until line_contains 1 "● unsaved (1)"
    rm "$de"
    keys s
    require "deleted-on-disk: s says the file was deleted and saves nothing" \
        wait_until last_line_starts_with "Not saved: Localizable.strings was deleted on disk"
    check "deleted-on-disk: the file is not re-created" test ! -e "$de"
    check "deleted-on-disk: the edit is still unsaved" line_contains 1 "● unsaved (1)"
    keys q d
    require "deleted-on-disk: q d quits" wait_for_exit
}

scenario_read_only_folder() {
    start_and_wait read-only
    chmod 555 "$PROJ/Resources/zh-Hans.lproj"
    fill_first_gap x
    keys s
    require "read-only: s reports the file it could not write, in words" \
        wait_for_text "Not saved: Resources/zh-Hans.lproj/InfoPlist.strings: not written: Permission denied"
    check "read-only: the edit is still unsaved" line_contains 1 "● unsaved (1)"
    check "read-only: nothing was written" same_as_sample
    keys q
    require "read-only: q still asks" wait_for_last_line "$UNSAVED_PROMPT"
    chmod 755 "$PROJ/Resources/zh-Hans.lproj"
    keys s
    require "read-only: once the folder is writable, s saves and quits" wait_for_exit
    check "read-only: exit status 0" exit_status_is 0
    check "read-only: the new file holds the edit" \
        bytes_equal "$PROJ/Resources/zh-Hans.lproj/InfoPlist.strings" '"CFBundleDisplayName" = "x";'$'\n'
}

# Typing 60 characters into a cell: the detail pane shows them all, the
# terminal's cursor after the last one.
scenario_see_typing() {
    local text="Abbrechen und zurueck zur Uebersicht gehen, dann einmal ok!!"
    start_and_wait see-typing
    keys Tab
    require "see-typing: Tab selects zh-Hans CFBundleDisplayName (missing)" \
        wait_for_text "─ InfoPlist › CFBundleDisplayName ─ zh-Hans ─ missing"
    keys Enter
    require "see-typing: Enter opens the line editor" \
        wait_for_last_line "Enter keep · Tab keep + next gap · Esc cancel · Alt-Enter line break"
    type_text "$text"
    require "see-typing: the detail pane shows all 60 characters" \
        wait_for_text " zh-Hans (editing): $text"
    local x y line panel
    read -r x y < <(tmx display-message -p -t "=$SESSION:" '#{cursor_x} #{cursor_y}')
    line=$(screen_line $((y + 1)))
    panel=$(screen | grep -n "^─ InfoPlist › CFBundleDisplayName" | cut -d: -f1)
    check "see-typing: the edit panel takes half the room under the grid" \
        test "${panel:-0}" -ge 18 -a "${panel:-99}" -le 22
    check "see-typing: the cursor is in the edit panel, on the line of the text" \
        test "$y" -ge "${panel:-99}" -a "${line#*"$text"}" != "$line"
    check "see-typing: the cursor sits right after the last character typed" \
        test "${line:0:x}" = " zh-Hans (editing): $text"
    keys Escape
    require "see-typing: Esc cancels" wait_for_last_line "Tab gap  ] finding  Enter edit"
    check "see-typing: the old value is back in the detail pane" screen_has " zh-Hans: (missing)"
    keys q
    require "see-typing: q quits" wait_for_exit
    check "see-typing: nothing was written" same_as_sample
}

# The edit panel: the live placeholder check, Ctrl-T inserts the source's
# placeholders, Ctrl-B copies the source; what is kept is what is saved.
scenario_edit_panel() {
    start_and_wait edit-panel
    keys /
    type_text "import.partial"
    keys Enter Home l l
    require "edit-panel: de error.import.partial selected" \
        wait_for_text "─ Errors › error.import.partial ─ de ─"
    keys Enter C-u
    type_text "Importé "
    require "edit-panel: the live check names the missing placeholders" \
        wait_for_text "✖ expects %1\$d then %2\$d; found no arguments"
    check "edit-panel: and the key that inserts the next one" screen_has "Ctrl-T inserts %1\$d"
    check "edit-panel: the source is in the panel" \
        screen_has " en: Imported %1\$d of %2\$d notes. Some notes couldn't be read."
    keys C-t
    type_text " de "
    keys C-t
    require "edit-panel: Ctrl-T twice gives both placeholders; the check says they match" \
        wait_for_text "✔ placeholders match the source: %1\$d then %2\$d"
    check "edit-panel: the text reads as typed" screen_has " de (editing): Importé %1\$d de %2\$d"
    keys Enter s
    require "edit-panel: s saves de's Errors.strings" \
        wait_for_last_line "Saved 1 file: de.lproj/Errors.strings"
    check "edit-panel: the file holds the new value" \
        grep -qF '"error.import.partial" = "Importé %1$d de %2$d";' "$PROJ/Resources/de.lproj/Errors.strings"
    keys Down Enter C-b
    require "edit-panel: Ctrl-B puts the source text in the field" \
        wait_for_text " de (editing): You're offline."
    keys Home
    type_text "«"
    keys End
    type_text "»"
    require "edit-panel: Home and End (as tmux sends them) move to the ends" \
        wait_for_text " de (editing): «You're offline. Changes will sync when you reconnect.»"
    keys Escape
    require "edit-panel: Esc closes the panel" wait_for_last_line "Tab gap  ] finding  Enter edit"
    keys q
    require "edit-panel: q quits (nothing unsaved)" wait_for_exit
    check "edit-panel: only de's Errors.strings changed" only_changed "Resources/de.lproj/Errors.strings"
}

# The translation memory: the edit panel lists its suggestions, numbered; Alt-1
# puts the first in place of the text, which is written only when kept and saved.
scenario_suggestions() {
    start_and_wait suggestions
    keys /
    type_text "shortcuts.new_note"
    keys Enter
    require "suggestions: the search finds the key" wait_for_text "match 1 of 1"
    keys :
    require "suggestions: : opens the palette" wait_until palette_open
    type_text fr
    keys Enter
    require "suggestions: fr shortcuts.new_note selected" \
        wait_for_text "─ Localizable › shortcuts.new_note ─ fr ─"
    keys Enter C-u
    require "suggestions: the panel lists the memory's suggestion, numbered, with its place" \
        wait_for_text "1  72% Nouvelle note  · Localizable › note.new"
    check "suggestions: and the key that uses one" screen_has "Suggestions (Alt-1 … puts one"
    check "suggestions: nothing is written while suggested" same_as_sample
    keys M-1
    require "suggestions: Alt-1 puts it in place of the text" \
        wait_for_text " fr (editing): Nouvelle note"
    keys Enter s
    require "suggestions: s saves fr's Localizable.strings" \
        wait_for_last_line "Saved 1 file: fr.lproj/Localizable.strings"
    check "suggestions: the file holds the suggestion" \
        grep -qF '"shortcuts.new_note" = "Nouvelle note";' "$PROJ/Resources/fr.lproj/Localizable.strings"
    keys q
    require "suggestions: q quits" wait_for_exit
    check "suggestions: only fr's Localizable.strings changed" \
        only_changed "Resources/fr.lproj/Localizable.strings"
}

# The user memory in the edit panel: a TMX imported into a memory of the scenario's own
# (--memory) gives ja a suggestion, ranked above the project's and marked "user memory";
# Alt-1 puts it in place, nothing is written. A memory file that is not a database is a
# message, and the project's suggestions stay.
select_ja_new_note() {
    keys /
    type_text "shortcuts.new_note"
    keys Enter
    require "$SESSION: the search finds the key" wait_for_text "match 1 of 1"
    keys :
    require "$SESSION: : opens the palette" wait_until palette_open
    type_text ja
    keys Enter
    require "$SESSION: ja shortcuts.new_note selected" \
        wait_for_text "─ Localizable › shortcuts.new_note ─ ja ─"
    keys Enter C-u
}

scenario_user_memory() {
    local folder="$WORK/user-memory"
    mkdir -p "$folder"
    cat >"$folder/other.tmx" <<'TMX'
<?xml version="1.0" encoding="UTF-8"?>
<tmx version="1.4"><header creationtool="e2e" creationtoolversion="1" datatype="plaintext"
 segtype="sentence" adminlang="en" srclang="en" o-tmf="none"/>
<body><tu tuid="Menu › new"><tuv xml:lang="en"><seg>New Note ⌘N</seg></tuv>
<tuv xml:lang="ja"><seg>新しいメモ ⌘N</seg></tuv></tu></body></tmx>
TMX
    check "user-memory: tm import fills the scenario's memory" \
        "$BIN" tm import "$folder/other.tmx" --memory "$folder/memory.sqlite"
    EXTRA="--memory $(printf '%q' "$folder/memory.sqlite")" start_and_wait user-memory
    select_ja_new_note
    require "user-memory: the user memory's suggestion is listed first, marked" \
        wait_for_text "1  90% 新しいメモ ⌘N  · user memory › other.tmx"
    check "user-memory: the project's suggestion after it" \
        screen_has "2  72% 新規メモ  · Localizable › note.new"
    keys M-1
    require "user-memory: Alt-1 puts it in place of the text" \
        wait_for_text " ja (editing): 新しいメモ ⌘N"
    check "user-memory: nothing is written while suggested" same_as_sample
    keys Escape
    require "user-memory: Esc closes the panel" wait_for_last_line "Tab gap  ] finding  Enter edit"
    keys q
    require "user-memory: q quits" wait_for_exit
    check "user-memory: nothing was written" same_as_sample
}

# Two editors, on two copies of the project, save into one user memory at once
# (WAL: both saves succeed, nothing is "locked"); each then gets the other's
# translation of the same cell as a suggestion, never its own back.
scenario_user_memory_two_savers() {
    local folder="$WORK/user-memory-two"
    mkdir -p "$folder"
    local memory="$folder/memory.sqlite"
    check "user-memory-two: tm import makes the shared memory" \
        "$BIN" tm import "$SAMPLE/Resources" --memory "$memory"
    # edit_with_memory NAME TEXT: an editor on a new copy, ja shortcuts.new_note set to TEXT.
    edit_with_memory() {
        EXTRA="--memory $(printf '%q' "$memory")" start_and_wait "$1"
        select_ja_new_note
        type_text "$2"
        keys Enter
        require "$1: the editor holds its edit" wait_until line_contains 1 "● unsaved (1)"
    }
    edit_with_memory user-memory-two-a "メモ甲"
    local first=$SESSION first_proj=$PROJ first_exit=$EXIT_FILE
    edit_with_memory user-memory-two-b "メモ乙"
    local second=$SESSION second_proj=$PROJ second_exit=$EXIT_FILE
    # Both saves at once.
    tmx send-keys -t "=$first:" s
    tmx send-keys -t "=$second:" s
    for SESSION in "$first" "$second"; do
        require "user-memory-two: $SESSION saved" wait_until last_line_starts_with "Saved 1 file"
        check "user-memory-two: $SESSION says nothing of the memory" \
            bash -c '! grep -q "user memory" <<<"$1"' _ "$(last_line)"
    done
    SESSION=$first EXIT_FILE=$first_exit
    keys q
    require "user-memory-two: the first quits" wait_for_exit
    SESSION=$second EXIT_FILE=$second_exit
    keys q
    require "user-memory-two: the second quits" wait_for_exit
    local from_first from_second
    from_first=$("$BIN" suggest "$first_proj/Resources" --table Localizable \
        --key shortcuts.new_note --language ja --memory "$memory")
    from_second=$("$BIN" suggest "$second_proj/Resources" --table Localizable \
        --key shortcuts.new_note --language ja --memory "$memory")
    check "user-memory-two: the first project is offered the second's save" \
        grep -q "メモ乙  · user memory › Localizable › shortcuts.new_note" <<<"$from_first"
    check "user-memory-two: ... and not its own" bash -c '! grep -q "メモ甲" <<<"$1"' _ "$from_first"
    check "user-memory-two: the second project is offered the first's save" \
        grep -q "メモ甲  · user memory › Localizable › shortcuts.new_note" <<<"$from_second"
    check "user-memory-two: ... and not its own" bash -c '! grep -q "メモ乙" <<<"$1"' _ "$from_second"
}

scenario_user_memory_unreadable() {
    local folder="$WORK/user-memory-bad"
    mkdir -p "$folder"
    head -c 8192 /dev/zero | tr '\0' 'A' >"$folder/memory.sqlite"
    EXTRA="--memory $(printf '%q' "$folder/memory.sqlite")" start_and_wait user-memory-bad
    select_ja_new_note
    require "user-memory-bad: the memory that is not a database is said in the panel" \
        wait_for_text "User memory not read: SQLite error 26: file is not a database"
    check "user-memory-bad: the project's suggestion is listed" \
        screen_has "1  72% 新規メモ  · Localizable › note.new"
    keys M-1
    require "user-memory-bad: Alt-1 still puts it in place" \
        wait_for_text " ja (editing): 新規メモ"
    keys Escape
    require "user-memory-bad: Esc closes the panel" \
        wait_for_last_line "Tab gap  ] finding  Enter edit"
    keys q
    require "user-memory-bad: q quits" wait_for_exit
    check "user-memory-bad: the editor exited normally" exit_status_is 0
    check "user-memory-bad: nothing was written" same_as_sample
}

# The palette: ": f r Enter" goes to the fr column in four keys; L translates
# the selected language alone, with its progress in the title.
scenario_palette() {
    start_and_wait palette
    keys :
    require "palette: : opens the palette" wait_until palette_open
    type_text fr
    require "palette: fr is the first match" wait_until line_with "▸ fr " "French"
    keys Enter
    require "palette: Enter selects the fr column" \
        wait_for_text "─ Errors › error.auth.biometry_failed ─ fr ─"
    check "palette: the fr header is on screen" line_contains 2 "│fr"
    keys L
    require "palette: L shows fr's progress in the title" \
        wait_until line_contains 1 "│ fr: 41 of 42 translated (97%) · 3 same as source │"
    check "palette: only the source and fr show" line_starts_with 2 "KEY"
    check "palette: no other language header" line_lacks 2 "│de"
    keys Tab
    require "palette: Tab goes to fr's gap" \
        wait_for_text "─ Localizable › settings.sync.footer ─ fr ─ empty"
    keys L
    require "palette: L again shows every language (scrolling)" wait_until line_contains 2 "│← "
    keys q
    require "palette: q quits" wait_for_exit
    check "palette: nothing was written" same_as_sample
}

# Code scanning: an Objective-C source and a settings file naming it; the
# detail pane says where a key is used, and the palette offers filter unused.
add_objc_sources() {
    mkdir -p "$1/Sources"
    printf '%s\n' '#import <Foundation/Foundation.h>' 'NSString *title(void) {' \
        '    return NSLocalizedString(@"welcome.title", @"Welcome");' '}' >"$1/Sources/Welcome.m"
    printf '%s\n' '{ "sources": ["../Sources"] }' >"$1/Resources/.l10nedit.json"
}

scenario_code_usage() {
    PREPARE=add_objc_sources start_app code_usage
    require "code: the bottom line says the code was scanned" \
        wait_for_last_line "Code scanned: 1 use of keys in 1 file"
    keys :
    require "code: : opens the palette" wait_until palette_open
    type_text welcome.title
    keys Enter
    require "code: the detail pane says where welcome.title is used" \
        wait_for_text "used at: Resources/../Sources/Welcome.m:3:30 (NSLocalizedString)"
    keys :
    require "code: : opens the palette again" wait_until palette_open
    type_text "filter unused"
    keys Enter
    require "code: filter unused lists the unused keys" \
        wait_until line_contains 1 "unused"
    check "code: an unused key says so" screen_has "used at: nowhere in the scanned code"
    keys q
    require "code: q quits" wait_for_exit
}

# Entry operations: x removes de's translation (the entry leaves the file), a
# adds a key to the source file only (the other languages show gaps).
scenario_entries() {
    start_and_wait entries
    keys /
    type_text "Cancel"
    keys Enter Home l l
    require "entries: de Cancel selected" wait_for_text "─ Localizable › Cancel ─ de ─"
    keys x
    require "entries: x says the translation was removed" \
        wait_for_last_line 'Removed the de translation of "Cancel" (u undoes)'
    check "entries: the cell is missing again" screen_has "─ Localizable › Cancel ─ de ─ missing"
    keys a
    require "entries: a asks for the key" wait_for_last_line "New key in Localizable:"
    type_text "zz.new"
    keys Enter
    require "entries: then for its source text" wait_for_last_line 'Source text of "zz.new":'
    type_text "Brand new"
    keys Enter
    require "entries: the key is added to the source only" \
        wait_for_last_line 'Added "zz.new" to 1 file of Localizable'
    check "entries: de shows a gap for it" screen_has "─ Localizable › zz.new ─ de ─ missing"
    keys s
    require "entries: s saves the two files" \
        wait_for_last_line "Saved 2 files: de.lproj/Localizable.strings, en.lproj/Localizable.strings"
    keys q
    require "entries: q quits" wait_for_exit
    local de="$PROJ/Resources/de.lproj/Localizable.strings" en="$PROJ/Resources/en.lproj/Localizable.strings"
    check "entries: de's file no longer has the Cancel entry" bash -c "! grep -q '^\"Cancel\"' '$de'"
    check "entries: en's file has the new key" grep -qF '"zz.new" = "Brand new";' "$en"
    check "entries: no other file changed" test "$(diff -rq "$SAMPLE" "$PROJ" | wc -l)" -eq 2
}

# ---------------------------------------------------------------------------
# Main
# ---------------------------------------------------------------------------

# run_scenario FUNCTION: run it in a subshell (errexit applies there; require
# ends just that subshell), then make sure its session is gone.
# F applies the fix of the selected cell's finding (the detail pane offers it): the planted
# trailing space of ja search.placeholder goes, and the save changes that one line only.
scenario_apply_fix() {
    PREPARE=keep_order_settings SORT_FLAG= start_and_wait apply-fix
    keys /
    type_text "search.placeholder"
    keys Enter
    require "apply-fix: the search selects search.placeholder" \
        wait_for_text "─ Localizable › search.placeholder ─ en"
    local _
    for _ in $(seq 12); do
        screen_has "search.placeholder ─ ja" && break
        keys l
        sleep 0.1
    done
    require "apply-fix: l moves to the ja cell" wait_for_text "─ Localizable › search.placeholder ─ ja"
    require "apply-fix: the detail pane offers F" \
        wait_for_text "F apply fix: gives the translation the source's leading and trailing whitespace"
    keys F
    require "apply-fix: F fixes the value" wait_until last_line_contains "Fixed (whitespace-mismatch)"
    check "apply-fix: the offer is gone with the finding" wait_until screen_lacks "F apply fix"
    keys s
    require "apply-fix: s saves" wait_until last_line_starts_with "Saved 1 file: ja.lproj/Localizable.strings"
    keys q
    require "apply-fix: q quits" wait_for_exit
    check "apply-fix: of ja Localizable.strings only the fixed line changed" \
        line_changed "Resources/ja.lproj/Localizable.strings" 50 '"search.placeholder" = "メモを検索";'
    check "apply-fix: no other file changed (the settings file is the scenario's own)" \
        test "$(diff -rq "$SAMPLE" "$PROJ" 2>&1 | grep -vc -e ja.lproj/Localizable.strings -e .l10nedit.json)" -eq 0
}

# Bulk work: R replaces in one language's values as one step, the review opens at once, u
# undoes it all; a save adds the edited translation to the run's user memory.
scenario_bulk_replace() {
    start_and_wait bulk-replace
    keys l
    require "bulk-replace: l selects the second language" wait_until heading_is_not ""
    keys R
    require "bulk-replace: R asks for the expression" wait_for_text "(regex, (?i) for any case):"
    type_text "e"
    keys Enter
    require "bulk-replace: then for the replacement" wait_for_text "with (\$1 for a group):"
    type_text "E"
    keys Enter
    require "bulk-replace: the review of the save opens at once" wait_for_text "Saving writes"
    check "bulk-replace: the message says one step" wait_until screen_has "u undoes it all"
    check "bulk-replace: nothing written yet" same_as_sample
    keys q
    require "bulk-replace: q closes the review" wait_until line_contains 1 "● unsaved"
    keys u
    check "bulk-replace: u undoes it all" wait_until screen_lacks "● unsaved"
    check "bulk-replace: nothing is left to save" wait_until line_contains 1 "17 gaps"
    keys g Home
    fill_first_gap "Grüße"
    keys s
    require "bulk-replace: s saves" wait_until last_line_starts_with "Saved 1 file"
    keys q
    require "bulk-replace: q quits" wait_for_exit
    check "bulk-replace: the save went into the run's user memory" \
        test -s "$WORK/data/l10nedit/memory.sqlite"
}

run_scenario() {
    local rc
    # E2E_ONLY=name runs only the scenarios whose function name contains it.
    if [[ -n ${E2E_ONLY:-} && $1 != *"$E2E_ONLY"* ]]; then return 0; fi
    # Not "( ... ) || rc=$?": errexit would be off inside the subshell then.
    set +e
    ( set -e; "$1" )
    rc=$?
    set -e
    if ((rc != 0)); then
        if ! grep -q '^not ok' <(tail -n 1 "$RESULTS"); then
            record not-ok "$1 stopped unexpectedly (status $rc)"
        fi
    fi
    local s
    for s in $(tmx list-sessions -F '#{session_name}' 2>/dev/null || true); do
        tmx kill-session -t "=$s" 2>/dev/null || true
    done
}

# A keys file that moves next-gap from Tab to Ctrl-N: Ctrl-N finds the gap,
# Tab no longer does, and help and the hints say so; then a keys file with a
# typo: the editor still opens, says where the mistake is, and Tab works.
scenario_keys_file() {
    local config="$WORK/keys-config"
    mkdir -p "$config/l10nedit"
    printf '%s\n' '{"grid": {"next-gap": ["Ctrl-N"]}}' >"$config/l10nedit/keys.json"
    CONFIG_HOME=$config start_app keys-file
    require "keys-file: the hints show Ctrl-N for the next gap" \
        wait_for_last_line "Ctrl-N gap  ] finding  Enter edit"
    # Had Tab still gone to the first gap, Ctrl-N would go on to the second.
    keys Tab C-n
    check "keys-file: Tab does nothing, Ctrl-N selects the first gap" \
        wait_for_text "─ InfoPlist › CFBundleDisplayName ─ zh-Hans ─ missing"
    keys ?
    check "keys-file: help names the keys file" \
        wait_for_text "Bindings from $config/l10nedit/keys.json over the defaults."
    check "keys-file: help lists Ctrl-N for next-gap" \
        line_with "(next-gap)" "  Ctrl-N                Next gap"
    keys Escape
    require "keys-file: Esc closes help" wait_for_last_line "Ctrl-N gap  ] finding  Enter edit"
    keys q
    require "keys-file: q quits" wait_for_exit

    printf '%s\n' '{"grid": {"next-gap": ["Ctrl-Nope"]}}' >"$config/l10nedit/keys.json"
    CONFIG_HOME=$config start_app keys-file-typo
    check "keys-file-typo: the bottom line says where the mistake is" \
        wait_for_text "keys.json:1:11: grid.next-gap: unknown key \"Ctrl-Nope\""
    keys Tab
    check "keys-file-typo: Tab still finds the first gap" \
        wait_for_text "─ InfoPlist › CFBundleDisplayName ─ zh-Hans ─ missing"
    keys q
    require "keys-file-typo: q quits" wait_for_exit
}

# A remote strings JSON file opened as a project: fix es_MX's %d, save, and
# only that value's line changes; a plural form added to ja's inline object.
scenario_remote_json() {
    local file
    ARG=Remote/strings.json start_app remote-json
    file="$PROJ/Remote/strings.json"
    require "remote-json: title bar counts the JSON file's keys and languages" \
        wait_until line_starts_with 1 " l10nedit │ 6 keys · 5 languages"
    check "remote-json: the title names the file" line_contains 1 "│ Remote/strings.json"
    check "remote-json: a column per language, the source first" \
        line_starts_with 2 "KEY                │en (source)"
    check "remote-json: es_MX is a column as the file spells it" line_contains 2 "│es_MX"
    check "remote-json: the title counts one problem, in the singular" \
        line_contains 1 "5 gaps · 1 problem │"
    check "remote-json: Arabic plural forms show in the grid" line_with "inbox.count" "zero: لا"
    keys j l l
    require "remote-json: es_MX error_screen.retry selected, its finding shown" \
        wait_for_text "─ strings › error_screen.retry ─ es_MX ─ error"
    check "remote-json: the finding names the placeholder" screen_has "found a single %d"
    keys Enter
    require "remote-json: Enter opens the edit panel" \
        wait_for_text "es_MX (editing): No se pudo conectar con «%d». ¿Reintentar?"
    keys C-u
    type_text "No se pudo conectar con «%@». ¿Reintentar?"
    check "remote-json: the live check agrees with the source" \
        wait_for_text "✔ placeholders match the source: a single %@"
    keys Enter
    require "remote-json: Enter keeps the edit" wait_until line_contains 1 "● unsaved (1)"
    keys s
    require "remote-json: s saves the JSON file" wait_for_last_line "Saved 1 file: strings.json"
    check "remote-json: only the edited value's line changed" \
        only_line_changed "Remote/strings.json" 34 \
        '    "error_screen.retry": "No se pudo conectar con «%@». ¿Reintentar?",'
    keys q
    require "remote-json: q quits" wait_for_exit
    check "remote-json: exit status 0" exit_status_is 0
}

# The seen-as column (issue 14): p asks for a user's preferred languages, a
# column shows what each key shows them (Apple's matching: fr-CA gets fr), the
# title the share in their first matched language; the palette runs it too, ↑
# brings back a recent list, and an empty list turns the column off.
scenario_seen_as() {
    start_and_wait seen-as
    keys p
    require "seen-as: p opens the prompt" \
        wait_for_last_line "Seen as (preferred languages, empty: off):"
    type_text "fr-CA,de,en"
    keys Enter
    require "seen-as: the title shows the share seen in French" \
        wait_until line_contains 1 "│ seen as fr-CA,de,en: 97% in fr │"
    check "seen-as: the column header names the list" line_contains 2 "│seen as fr-CA,de"
    keys /
    type_text "note.archive"
    keys Enter
    require "seen-as: note.archive is on screen" \
        wait_for_text "─ Localizable › note.archive ─"
    check "seen-as: a key French lacks shows as the key itself" \
        line_with "note.archive " "⚠ key: note.arch"
    check "seen-as: a translated key shows the French value" line_with "Cancel " "│Annuler"
    keys :
    require "seen-as: : opens the palette" wait_until palette_open
    type_text "seen-as"
    require "seen-as: the palette lists the command" wait_until line_with "▸ seen-as" "A column of what"
    keys Enter
    require "seen-as: the palette opens the prompt with the current list" \
        wait_for_last_line "Seen as (preferred languages, ↑↓ recent, empty: off): fr-CA,de,en"
    keys C-u
    type_text "zh-HK"
    keys Enter
    require "seen-as: zh-HK matches nothing of SampleProject (zh-Hans only): English" \
        wait_until line_contains 1 "│ seen as zh-HK: 0% in none of their languages │"
    check "seen-as: a fallback value is marked with its language" line_with "Cancel " "↪ en: Cancel"
    keys p Up Up
    require "seen-as: ↑ brings back the earlier list" \
        wait_for_last_line "Seen as (preferred languages, ↑↓ recent, empty: off): fr-CA,de,en"
    keys C-u Enter
    require "seen-as: an empty list turns the column off" wait_for_last_line "Seen-as column off"
    check "seen-as: no seen-as header" line_lacks 2 "seen as"
    keys q
    require "seen-as: q quits" wait_for_exit
    check "seen-as: nothing was written" same_as_sample
}

# pseudo --preview: the seen-as column shows the pseudo language, nothing is written.
scenario_pseudo_preview() {
    SUBCOMMAND=pseudo EXTRA="--preview --style accents" start_app pseudo-preview
    require "pseudo-preview: the title shows the seen-as share" \
        wait_until line_contains 1 "│ seen as en-XA: "
    check "pseudo-preview: the column is headed seen as en-XA" line_contains 2 "seen as en-XA"
    check "pseudo-preview: values are accented, specifiers kept" \
        line_with "error.import.partial" "│Íɱþóŕţéđ %1"
    check "pseudo-preview: the bottom line says nothing is written" \
        screen_has "Preview of en-XA (not written)"
    keys q
    require "pseudo-preview: q quits without asking to save" wait_for_exit
    check "pseudo-preview: exit status 0" exit_status_is 0
    check "pseudo-preview: no file was written" same_as_sample
}

# Signals end the editor as a shell expects (128 + the signal's number), the
# terminal restored, never through ncurses' own handlers (which exit 1).
app_pid() {
    local pane
    pane=$(tmx list-panes -t "=$SESSION:" -F '#{pane_pid}' 2>/dev/null | head -n 1)
    pgrep -P "$pane" -x l10nedit | head -n 1
}

scenario_signals() {
    local signal status
    for signal in TERM:143 INT:130 HUP:129 QUIT:131; do
        start_and_wait "signal-${signal%%:*}"
        kill -"${signal%%:*}" "$(app_pid)"
        require "signal-${signal%%:*}: the app ends" wait_for_exit
        status=${signal##*:}
        check "signal-${signal%%:*}: exit status $status" exit_status_is "$status"
        check "signal-${signal%%:*}: the grid is gone from the screen (terminal restored)" \
            screen_lacks "Tab gap  ] finding"
        check "signal-${signal%%:*}: nothing written" same_as_sample
        tmx kill-session -t "=$SESSION" 2>/dev/null || true
    done
}

# Hostile names: a table name with an escape sequence, keys with OSC 0 (set the
# terminal's title) and U+202E. Everything is drawn as symbols; nothing reaches
# the terminal (tmux would take the OSC as the pane's title).
add_hostile_table() {
    printf '"osc\033]0;pwned\007" = "OSC";\n"rev\342\200\256olleh" = "reversed";\n' \
        > "$1/Resources/en.lproj/Evil"$'\033'"[31mTable.strings"
}

scenario_hostile_names() {
    PREPARE=add_hostile_table start_app hostile-names
    require "hostile-names: the table's group row shows the escape as a symbol" \
        wait_for_text "▾ Evil␛[31mTable"
    check "hostile-names: the OSC key is drawn as symbols" screen_has "osc␛]0;pwned␇"
    check "hostile-names: U+202E is shown by its code point" screen_has "rev⟦U+202E⟧"
    check "hostile-names: the pane's title was not set by the file" \
        test "$(tmx display-message -p -t "=$SESSION:" '#{pane_title}')" != pwned
    keys t
    require "hostile-names: the table picker opens" wait_for_text "Show which table?"
    check "hostile-names: the picker lists the table with the symbol" screen_has "Evil␛[31mTable"
    keys q
    require "hostile-names: q closes the picker" wait_until screen_lacks "Show which table?"
    keys q
    require "hostile-names: q quits" wait_for_exit
    check "hostile-names: exit status 0" exit_status_is 0
}

# Git left de's Localizable.strings with conflict markers around "Cancel": ours "Abbrechen",
# theirs "Zurück".
add_git_conflict_markers() {
    local de="$1/Resources/de.lproj/Localizable.strings"
    sed -i 's/^"Cancel" = "Abbrechen";$/<<<<<<< ours\n"Cancel" = "Abbrechen";\n=======\n"Cancel" = "Zurück";\n>>>>>>> theirs/' "$de"
}

scenario_git_conflict() {
    PREPARE=add_git_conflict_markers start_app git-conflict
    local de="$PROJ/Resources/de.lproj/Localizable.strings"
    require "git-conflict: the conflict left by git is asked about at open" \
        wait_for_text "git left 1 conflict: m keeps ours, d takes theirs, e types the merge"
    check "git-conflict: the detail shows theirs" screen_has "theirs (d): Zurück"
    check "git-conflict: and ours" screen_has "ours (m): Abbrechen"
    check "git-conflict: no version as read (git gives none)" screen_lacks "as read:"
    keys d
    require "git-conflict: d takes theirs and saves the file without markers" \
        wait_until file_lacks "<<<<<<<" "$de"
    check "git-conflict: theirs is on disk" grep -qF '"Cancel" = "Zurück";' "$de"
    check "git-conflict: the rest of the file is as before" \
        test "$(grep -c . "$de")" -eq "$(grep -c . "$SAMPLE/Resources/de.lproj/Localizable.strings")"
    check "git-conflict: nothing is left unsaved" line_lacks 1 "unsaved"
    keys q
    require "git-conflict: q quits" wait_for_exit
    check "git-conflict: exit status 0" exit_status_is 0
}

# A catalog merged by l10nedit merge with one conflict (fr "one" of photos.count): the catalog
# keeps ours, the conflicts file beside it lists theirs.
put_catalog_merge_conflict() {
    put_plural_catalog "$1"
    local catalog="$1/Resources/Catalog.xcstrings" sides="$1/sides"
    mkdir "$sides"
    cp "$catalog" "$sides/base"
    sed 's/"value" : "%lld photo" } },$/"value" : "%lld photo (theirs)" } },/' "$catalog" >"$sides/theirs"
    sed -i 's/"value" : "%lld photo" } },$/"value" : "%lld photo (ours)" } },/' "$catalog"
    (cd "$1/Resources" && "$BIN" merge ../sides/base Catalog.xcstrings ../sides/theirs \
        --path Catalog.xcstrings >/dev/null 2>&1) || true
}

scenario_git_sidecar() {
    PREPARE=put_catalog_merge_conflict SORT_FLAG=" --keep-order" start_app git-sidecar
    local catalog="$PROJ/Resources/Catalog.xcstrings"
    local sidecar="$catalog.l10nedit-conflicts.json"
    check "git-sidecar: the merge left the conflicts file" test -s "$sidecar"
    require "git-sidecar: its conflicts are asked about at open" \
        wait_for_text "Catalog.xcstrings: git left 2 conflicts"
    check "git-sidecar: theirs is shown as theirs" screen_has "theirs (d): "
    keys d
    keys d
    require "git-sidecar: d, d take theirs and save the catalog" \
        wait_until grep -qF '%lld photo (theirs)' "$catalog"
    check "git-sidecar: ours is gone" file_lacks '%lld photo (ours)' "$catalog"
    keys q
    require "git-sidecar: q quits" wait_for_exit
    check "git-sidecar: exit status 0" exit_status_is 0
    check "git-sidecar: the conflicts file is removed once decided and saved" test ! -e "$sidecar"
}

tmx start-server
start=$SECONDS
run_scenario scenario_fill_gap
run_scenario scenario_see_typing
run_scenario scenario_edit_panel
run_scenario scenario_suggestions
run_scenario scenario_user_memory
run_scenario scenario_user_memory_unreadable
run_scenario scenario_user_memory_two_savers
run_scenario scenario_palette
run_scenario scenario_code_usage
run_scenario scenario_entries
run_scenario scenario_resize
run_scenario scenario_quit_discard
run_scenario scenario_quit_save
run_scenario scenario_undo_past_save
run_scenario scenario_review
run_scenario scenario_quit_review
run_scenario scenario_comments
run_scenario scenario_scripts
run_scenario scenario_search_count
run_scenario scenario_catalog_plural
run_scenario scenario_read_only_folder
run_scenario scenario_keep_order
run_scenario scenario_apply_fix
run_scenario scenario_bulk_replace
run_scenario scenario_sort_prompt
run_scenario scenario_two_editors
run_scenario scenario_recovery
run_scenario scenario_recovery_at_once
run_scenario scenario_external_change
run_scenario scenario_deleted_on_disk
run_scenario scenario_conflict
run_scenario scenario_git_conflict
run_scenario scenario_git_sidecar
run_scenario scenario_idle_reload
run_scenario scenario_keys_file
run_scenario scenario_remote_json
run_scenario scenario_pseudo_preview
run_scenario scenario_signals
run_scenario scenario_seen_as
run_scenario scenario_hostile_names

passed=$(grep -c '^ok' "$RESULTS" || true)
failed=$(grep -c '^not ok' "$RESULTS" || true)
echo "# took $((SECONDS - start)) s"
echo "$passed passed, $failed failed"
((failed == 0))
