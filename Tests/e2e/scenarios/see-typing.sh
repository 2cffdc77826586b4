# The e2e scenario "see-typing", sourced by Tests/e2e/run.sh (which defines the helpers of
# Tests/e2e/lib.sh); alone: Tests/e2e/run.sh PATH/TO/l10nedit see-typing

# Typing 60 characters into a cell: the detail pane shows them all, the
# terminal's cursor after the last one.
scenario_see_typing() {
    local text="Abbrechen und zurueck zur Uebersicht gehen, dann einmal ok!!"
    start_and_wait see-typing
    keys Tab
    require "see-typing: Tab selects zh-Hans CFBundleDisplayName (missing)" \
        wait_for_text "─ InfoPlist › CFBundleDisplayName ─ zh-Hans ─ missing"
    keys Enter
    require "see-typing: Enter opens the line editor" \
        wait_for_last_line "Enter keep · Tab keep + next gap · Esc cancel · Alt-Enter line break"
    type_text "$text"
    require "see-typing: the detail pane shows all 60 characters" \
        wait_for_text " zh-Hans (editing): $text"
    local x y line panel
    read -r x y < <(tmx display-message -p -t "=$SESSION:" '#{cursor_x} #{cursor_y}')
    line=$(screen_line $((y + 1)))
    panel=$(screen | grep -n "^─ InfoPlist › CFBundleDisplayName" | cut -d: -f1)
    check "see-typing: the edit panel takes half the room under the grid" \
        test "${panel:-0}" -ge 18 -a "${panel:-99}" -le 22
    check "see-typing: the cursor is in the edit panel, on the line of the text" \
        test "$y" -ge "${panel:-99}" -a "${line#*"$text"}" != "$line"
    check "see-typing: the cursor sits right after the last character typed" \
        test "${line:0:x}" = " zh-Hans (editing): $text"
    keys Escape
    require "see-typing: Esc cancels" wait_for_last_line "Tab gap  ] finding  Enter edit"
    check "see-typing: the old value is back in the detail pane" screen_has " zh-Hans: (missing)"
    keys q
    require "see-typing: q quits" wait_for_exit
    check "see-typing: nothing was written" same_as_sample
}
