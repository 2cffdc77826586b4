# The e2e scenario "edit-panel", sourced by Tests/e2e/run.sh (which defines the helpers of
# Tests/e2e/lib.sh); alone: Tests/e2e/run.sh PATH/TO/l10nedit edit-panel

# The edit panel: the live placeholder check, Ctrl-T inserts the source's
# placeholders, Ctrl-B copies the source; what is kept is what is saved.
scenario_edit_panel() {
    start_and_wait edit-panel
    keys /
    type_text "import.partial"
    keys Enter Home l l
    require "edit-panel: de error.import.partial selected" \
        wait_for_text "─ Errors › error.import.partial ─ de ─"
    keys Enter C-u
    type_text "Importé "
    require "edit-panel: the live check names the missing placeholders" \
        wait_for_text "✖ expects %1\$d then %2\$d; found no arguments"
    check "edit-panel: and the key that inserts the next one" screen_has "Ctrl-T inserts %1\$d"
    check "edit-panel: the source is in the panel" \
        screen_has " en: Imported %1\$d of %2\$d notes. Some notes couldn't be read."
    keys C-t
    type_text " de "
    keys C-t
    require "edit-panel: Ctrl-T twice gives both placeholders; the check says they match" \
        wait_for_text "✔ placeholders match the source: %1\$d then %2\$d"
    check "edit-panel: the text reads as typed" screen_has " de (editing): Importé %1\$d de %2\$d"
    keys Enter s
    require "edit-panel: s saves de's Errors.strings" \
        wait_for_last_line "Saved 1 file: de.lproj/Errors.strings"
    check "edit-panel: the file holds the new value" \
        grep -qF '"error.import.partial" = "Importé %1$d de %2$d";' "$PROJ/Resources/de.lproj/Errors.strings"
    keys Down Enter C-b
    require "edit-panel: Ctrl-B puts the source text in the field" \
        wait_for_text " de (editing): You're offline."
    keys Home
    type_text "«"
    keys End
    type_text "»"
    require "edit-panel: Home and End (as tmux sends them) move to the ends" \
        wait_for_text " de (editing): «You're offline. Changes will sync when you reconnect.»"
    keys Escape
    require "edit-panel: Esc closes the panel" wait_for_last_line "Tab gap  ] finding  Enter edit"
    keys q
    require "edit-panel: q quits (nothing unsaved)" wait_for_exit
    check "edit-panel: only de's Errors.strings changed" only_changed "Resources/de.lproj/Errors.strings"
}
