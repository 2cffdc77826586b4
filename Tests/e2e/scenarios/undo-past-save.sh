# The e2e scenario "undo-past-save", sourced by Tests/e2e/run.sh (which defines the helpers of
# Tests/e2e/lib.sh); alone: Tests/e2e/run.sh PATH/TO/l10nedit undo-past-save

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
