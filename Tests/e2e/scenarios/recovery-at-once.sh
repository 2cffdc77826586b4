# The e2e scenario "recovery-at-once", sourced by Tests/e2e/run.sh (which defines the helpers of
# Tests/e2e/lib.sh); alone: Tests/e2e/run.sh PATH/TO/l10nedit recovery-at-once

# Ended: gone, or a zombie its parent has not reaped yet (Linux's /proc says Z): an ended
# editor whose adopter is slow to reap it (init in some containers) is one for seconds.
pid_ended() {
    pid_gone "$1" || [[ "$(sed 's/.*) //' "/proc/$1/stat" 2>/dev/null | cut -d' ' -f1)" == [ZX] ]]
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
