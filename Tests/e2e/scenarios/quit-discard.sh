# The e2e scenario "quit-discard", sourced by Tests/e2e/run.sh (which defines the helpers of
# Tests/e2e/lib.sh); alone: Tests/e2e/run.sh PATH/TO/l10nedit quit-discard

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
