# The e2e scenario "palette", sourced by Tests/e2e/run.sh (which defines the helpers of
# Tests/e2e/lib.sh); alone: Tests/e2e/run.sh PATH/TO/l10nedit palette

# The palette: ": f r Enter" goes to the fr column in four keys; L translates
# the selected language alone, with its progress in the title.
scenario_palette() {
    start_and_wait palette
    keys :
    require "palette: : opens the palette" wait_until palette_open
    type_text fr
    require "palette: fr is the first match" wait_until line_with "▸ fr " "French"
    keys Enter
    require "palette: Enter selects the fr column" \
        wait_for_text "─ Errors › error.auth.biometry_failed ─ fr ─"
    check "palette: the fr header is on screen" line_contains 2 "│fr"
    keys L
    require "palette: L shows fr's progress in the title" \
        wait_until line_contains 1 "│ fr: 41 of 42 translated (97%) · 3 same as source │"
    check "palette: only the source and fr show" line_starts_with 2 "KEY"
    check "palette: no other language header" line_lacks 2 "│de"
    keys Tab
    require "palette: Tab goes to fr's gap" \
        wait_for_text "─ Localizable › settings.sync.footer ─ fr ─ empty"
    keys L
    require "palette: L again shows every language (scrolling)" wait_until line_contains 2 "│← "
    keys q
    require "palette: q quits" wait_for_exit
    check "palette: nothing was written" same_as_sample
}
