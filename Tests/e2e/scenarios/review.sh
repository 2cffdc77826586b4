# The e2e scenario "review", sourced by Tests/e2e/run.sh (which defines the helpers of
# Tests/e2e/lib.sh); alone: Tests/e2e/run.sh PATH/TO/l10nedit review

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
    # The source edit marks its 9 translations: the review file is written too, listed last.
    require "review: S opens the review" wait_for_text "Saving writes 2 files: +13 −1 lines"
    check "review: the file's stat line" screen_has " en.lproj/Errors.strings │ +1 −1"
    check "review: the review file's stat line" screen_has " .l10nedit-review        │ +12 −0"
    check "review: the file's header" screen_has " en.lproj/Errors.strings  +1 −1  (file 1 of 2)"
    check "review: the review file's header" screen_has " .l10nedit-review  +12 −0  (file 2 of 2)"
    check "review: a translation the edit marks, its old source text kept" \
        screen_has "+Errors⇥error.auth.biometry_failed⇥ja⇥⇥needs-review⇥source-changed⇥Face ID"
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
