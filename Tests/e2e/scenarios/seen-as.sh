# The e2e scenario "seen-as", sourced by Tests/e2e/run.sh (which defines the helpers of
# Tests/e2e/lib.sh); alone: Tests/e2e/run.sh PATH/TO/l10nedit seen-as

# The seen-as column (issue 14): p asks for a user's preferred languages, a
# column shows what each key shows them (Apple's matching: fr-CA gets fr), the
# title the share in their first matched language; the palette runs it too, ↑
# brings back a recent list, and an empty list turns the column off.
scenario_seen_as() {
    start_and_wait seen-as
    keys p
    require "seen-as: p opens the prompt" \
        wait_for_last_line "Seen as (preferred languages, empty: off):"
    type_text "fr-CA,de,en"
    keys Enter
    require "seen-as: the title shows the share seen in French" \
        wait_until line_contains 1 "│ seen as fr-CA,de,en: 97% in fr │"
    check "seen-as: the column header names the list" line_contains 2 "│seen as fr-CA,de"
    keys /
    type_text "note.archive"
    keys Enter
    require "seen-as: note.archive is on screen" \
        wait_for_text "─ Localizable › note.archive ─"
    check "seen-as: a key French lacks shows as the key itself" \
        line_with "note.archive " "⚠ key: note.arch"
    check "seen-as: a translated key shows the French value" line_with "Cancel " "│Annuler"
    keys :
    require "seen-as: : opens the palette" wait_until palette_open
    type_text "seen-as"
    require "seen-as: the palette lists the command" wait_until line_with "▸ seen-as" "A column of what"
    keys Enter
    require "seen-as: the palette opens the prompt with the current list" \
        wait_for_last_line "Seen as (preferred languages, ↑↓ recent, empty: off): fr-CA,de,en"
    keys C-u
    type_text "zh-HK"
    keys Enter
    require "seen-as: zh-HK matches nothing of SampleProject (zh-Hans only): English" \
        wait_until line_contains 1 "│ seen as zh-HK: 0% in none of their languages │"
    check "seen-as: a fallback value is marked with its language" line_with "Cancel " "↪ en: Cancel"
    keys p Up Up
    require "seen-as: ↑ brings back the earlier list" \
        wait_for_last_line "Seen as (preferred languages, ↑↓ recent, empty: off): fr-CA,de,en"
    keys C-u Enter
    require "seen-as: an empty list turns the column off" wait_for_last_line "Seen-as column off"
    check "seen-as: no seen-as header" line_lacks 2 "seen as"
    keys q
    require "seen-as: q quits" wait_for_exit
    check "seen-as: nothing was written" same_as_sample
}
