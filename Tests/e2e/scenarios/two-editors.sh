# The e2e scenario "two-editors", sourced by Tests/e2e/run.sh (which defines the helpers of
# Tests/e2e/lib.sh); alone: Tests/e2e/run.sh PATH/TO/l10nedit two-editors

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
