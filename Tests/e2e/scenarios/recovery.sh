# The e2e scenario "recovery", sourced by Tests/e2e/run.sh (which defines the helpers of
# Tests/e2e/lib.sh); alone: Tests/e2e/run.sh PATH/TO/l10nedit recovery

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
