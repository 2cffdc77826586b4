# The e2e scenario "bulk-replace", sourced by Tests/e2e/run.sh (which defines the helpers of
# Tests/e2e/lib.sh); alone: Tests/e2e/run.sh PATH/TO/l10nedit bulk-replace

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
