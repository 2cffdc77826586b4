# The e2e scenario "pseudo-preview", sourced by Tests/e2e/run.sh (which defines the helpers of
# Tests/e2e/lib.sh); alone: Tests/e2e/run.sh PATH/TO/l10nedit pseudo-preview

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
