# The e2e scenario "suggestions", sourced by Tests/e2e/run.sh (which defines the helpers of
# Tests/e2e/lib.sh); alone: Tests/e2e/run.sh PATH/TO/l10nedit suggestions

# The translation memory: the edit panel lists its suggestions, numbered; Alt-1
# puts the first in place of the text, which is written only when kept and saved.
scenario_suggestions() {
    start_and_wait suggestions
    keys /
    type_text "shortcuts.new_note"
    keys Enter
    require "suggestions: the search finds the key" wait_for_text "match 1 of 1"
    keys :
    require "suggestions: : opens the palette" wait_until palette_open
    type_text fr
    keys Enter
    require "suggestions: fr shortcuts.new_note selected" \
        wait_for_text "─ Localizable › shortcuts.new_note ─ fr ─"
    keys Enter C-u
    require "suggestions: the panel lists the memory's suggestion, numbered, with its place" \
        wait_for_text "1  72% Nouvelle note  · Localizable › note.new"
    check "suggestions: and the key that uses one" screen_has "Suggestions (Alt-1 … puts one"
    check "suggestions: nothing is written while suggested" same_as_sample
    keys M-1
    require "suggestions: Alt-1 puts it in place of the text" \
        wait_for_text " fr (editing): Nouvelle note"
    keys Enter s
    require "suggestions: s saves fr's Localizable.strings" \
        wait_for_last_line "Saved 1 file: fr.lproj/Localizable.strings"
    check "suggestions: the file holds the suggestion" \
        grep -qF '"shortcuts.new_note" = "Nouvelle note";' "$PROJ/Resources/fr.lproj/Localizable.strings"
    keys q
    require "suggestions: q quits" wait_for_exit
    check "suggestions: only fr's Localizable.strings changed" \
        only_changed "Resources/fr.lproj/Localizable.strings"
}
