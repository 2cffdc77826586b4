# The shared helpers of the end-to-end scenarios (Tests/e2e/scenarios/NAME.sh), sourced by
# Tests/e2e/run.sh, which sets BIN (the l10nedit binary) first.
#
# Needs bash, tmux (>= 3.0), coreutils, diffutils and a UTF-8 locale. No tty is
# needed: every scenario runs the app in a detached tmux session on a private
# socket, sends keys with `tmux send-keys` and reads the screen with
# `tmux capture-pane -p`. Waits poll the screen (or the file system) with a
# timeout instead of sleeping for fixed times.
#
# Each scenario works on a fresh copy of SampleProject, so the checked-in
# sample is never written to, and in its own folder $WORK (its state, data and
# config directories: editing locks, journals, the user memory), so that it runs
# the same alone as after the others.

# ---------------------------------------------------------------------------
# Arguments and environment
# ---------------------------------------------------------------------------

SAMPLE="$(cd "$(dirname "${BASH_SOURCE[0]}")/../../SampleProject" && pwd)"
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
# The run's folder; each scenario's $WORK is a folder in it (see run_scenario).
# Short names: paths in messages fill the 120 columns (keys-file's "keys.json:1:11: …").
RUN_DIR=$(mktemp -d "${TMPDIR:-/tmp}/e2e.XXXXXX")
SCENARIO_NUMBER=0
WORK=$RUN_DIR
RESULTS="$RUN_DIR/results"
TMUX_CONF="$RUN_DIR/tmux.conf"
: >"$RESULTS"

# Private tmux config instead of the user's: keep the server alive between
# scenarios (every scenario ends with its session gone), and run the session
# command with /bin/sh whatever $SHELL is.
printf '%s\n' 'set -g exit-empty off' 'set -g default-shell /bin/sh' >"$TMUX_CONF"

tmx() {
    LC_ALL=$UTF8_LOCALE tmux -L "$SOCKET" -f "$TMUX_CONF" "$@"
}

cleanup() {
    tmx kill-server >/dev/null 2>&1 || true
    # tmux 3.3 leaves the socket file behind after kill-server.
    rm -f "${TMUX_TMPDIR:-/tmp}/tmux-$(id -u)/$SOCKET"
    rm -rf "$RUN_DIR"
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
    # A person's terminal, not CI's: CI=true (set for .ci/run) turns progress bars into lines.
    cmd="env -u CI TERM=xterm-256color LANG=$UTF8_LOCALE LC_ALL=$UTF8_LOCALE XDG_STATE_HOME=$(printf '%q' "$WORK/state")"
    cmd+=" XDG_CONFIG_HOME=$(printf '%q' "${CONFIG_HOME:-$WORK/config}")"
    # The user memory saves go into: the run's own, never the user's.
    cmd+=" XDG_DATA_HOME=$(printf '%q' "$WORK/data")"
    # The git history reading's cache (outdated translations in a git work tree): the run's own.
    cmd+=" XDG_CACHE_HOME=$(printf '%q' "$WORK/cache")"
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
# Set-ups more than one scenario uses
# ---------------------------------------------------------------------------

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

# start_another_editor NAME: a further editor on the scenario's copy, in session NAME, with
# the run's state directory (its locks and journals), as a user opens one in a new terminal.
start_another_editor() {
    SESSION=$1
    EXIT_FILE="$WORK/$1.exit"
    tmx new-session -d -s "$SESSION" -x 120 -y 40 -c "$PROJ" \
        "env TERM=xterm-256color LANG=$UTF8_LOCALE LC_ALL=$UTF8_LOCALE XDG_STATE_HOME=$(printf '%q' "$WORK/state") $(printf '%q' "$BIN") Resources; echo EXITED=\$? > $(printf '%q' "$EXIT_FILE")"
}

pid_gone() { ! kill -0 "$1" 2>/dev/null; }

keep_order_settings() {
    printf '{ "sort": false }\n' >"$1/Resources/.l10nedit.json"
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

# ---------------------------------------------------------------------------
# Running a scenario
# ---------------------------------------------------------------------------

# run_scenario NAME: source Tests/e2e/scenarios/NAME.sh and run its function
# scenario_NAME (dashes as underscores) in a subshell with its own $WORK ($RUN_DIR/N for
# the Nth scenario of the run)
# (errexit applies there; require ends just that subshell), then make sure its
# sessions are gone.
run_scenario() {
    local name=$1 rc
    local file
    file="$(dirname "${BASH_SOURCE[0]}")/scenarios/$name.sh"
    # Not "( ... ) || rc=$?": errexit would be off inside the subshell then.
    set +e
    SCENARIO_NUMBER=$((SCENARIO_NUMBER + 1))
    (
        set -e
        WORK="$RUN_DIR/$SCENARIO_NUMBER"
        mkdir -p "$WORK"
        # shellcheck source=/dev/null
        source "$file"
        "scenario_${name//-/_}"
    )
    rc=$?
    set -e
    if ((rc != 0)); then
        if ! grep -q '^not ok' <(tail -n 1 "$RESULTS"); then
            record not-ok "scenario_${name//-/_} stopped unexpectedly (status $rc)"
        fi
    fi
    local s
    for s in $(tmx list-sessions -F '#{session_name}' 2>/dev/null || true); do
        tmx kill-session -t "=$s" 2>/dev/null || true
    done
}
