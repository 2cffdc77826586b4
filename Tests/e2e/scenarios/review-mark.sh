# The e2e scenario "review-mark", sourced by Tests/e2e/run.sh (which defines the helpers of
# Tests/e2e/lib.sh); alone: Tests/e2e/run.sh PATH/TO/l10nedit review-mark
#
# Editing a source text marks its translations needing review (the ◇ glyph); the detail pane
# says why and shows the source's change word by word; m marks one reviewed; Alt-m asks, then
# marks every listed one; quitting without saving leaves the project as it was.

scenario_review_mark() {
    start_and_wait review-mark
    # The first cell is a source text (en): give it another text.
    keys Enter C-u
    type_text "Face ID did not recognize you"
    keys Enter
    require "review-mark: the translations of the edited source need review" \
        wait_until screen_has "◇"
    keys Right
    require "review-mark: the detail pane says why" \
        wait_for_text "needs review: source changed"
    check "review-mark: the source's change, word by word" screen_has "source changed: "
    check "review-mark: removed and added words are marked" screen_has "{+"
    keys m
    require "review-mark: m marks the cell reviewed" wait_for_last_line "Marked reviewed"
    check "review-mark: the pane no longer says needs review" screen_lacks "needs review: source"
    keys M-m
    require "review-mark: Alt-m asks first" wait_for_text "needing review reviewed? y yes · n no"
    keys n
    require "review-mark: n marks nothing" wait_for_last_line "Nothing marked"
    keys M-m
    require "review-mark: Alt-m asks again" wait_for_text "needing review reviewed? y yes · n no"
    keys y
    require "review-mark: y marks every listed cell" wait_for_last_line "Marked "
    check "review-mark: no cell needs review now" screen_lacks "◇"
    keys q
    require "review-mark: q asks about the unsaved edits" wait_for_last_line "$UNSAVED_PROMPT"
    keys d
    require "review-mark: d quits" wait_for_exit
    check "review-mark: copy is identical to SampleProject" same_as_sample
}
