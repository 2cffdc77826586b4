# The e2e scenario "quit-review", sourced by Tests/e2e/run.sh (which defines the helpers of
# Tests/e2e/lib.sh); alone: Tests/e2e/run.sh PATH/TO/l10nedit quit-review

# q with unsaved edits, then r: the review; Esc goes back to the prompt.
scenario_quit_review() {
    start_and_wait quit-review
    # Chinese for the zh-Hans cell (a Japanese word there would be a mixed-scripts warning).
    fill_first_gap "审阅"
    keys q
    require "quit-review: q asks, offering r review" wait_for_last_line "$UNSAVED_PROMPT"
    keys r
    require "quit-review: r shows the review" wait_for_text "Saving writes 1 file: +1 −0 lines"
    check "quit-review: the file is new" screen_has "! a new file"
    check "quit-review: the line the save adds" \
        screen_has '+"CFBundleDisplayName" = "审阅";'
    check "quit-review: no line wider than 120 columns" screen_fits_width 120
    keys Escape
    require "quit-review: Esc goes back to the quit prompt" wait_for_last_line "$UNSAVED_PROMPT"
    keys d
    require "quit-review: d discards and quits" wait_for_exit
    check "quit-review: nothing was written" same_as_sample
}
