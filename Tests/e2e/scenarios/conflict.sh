# The e2e scenario "conflict", sourced by Tests/e2e/run.sh (which defines the helpers of
# Tests/e2e/lib.sh); alone: Tests/e2e/run.sh PATH/TO/l10nedit conflict

# Edits de "Cancel" to "Abbrechen!" in the editor (unsaved) and changes the
# same cell on disk to "Zurück", plus another value; then presses s.
edit_cancel_and_change_on_disk() {
    local name=$1 de="$PROJ/Resources/de.lproj/Localizable.strings"
    keys /
    type_text "Cancel"
    keys Enter
    require "$name: the search selects Cancel" wait_for_text "─ Localizable › Cancel ─ en"
    keys l l Enter C-u
    type_text "Abbrechen!"
    keys Enter
    require "$name: the edit is unsaved" wait_until line_contains 1 "● unsaved (1)"
    sed -i -e 's|^"Cancel" = .*|"Cancel" = "Zurück";|' \
        -e 's|^"welcome.title" = .*|"welcome.title" = "Willkommen (vom Server)";|' "$de"
    cp "$de" "$WORK/$name-disk.strings"
    keys s
    require "$name: s asks about the cell changed on both sides" \
        wait_until last_line_starts_with "de changed here and on disk too (1 of 1): m keep mine"
    check "$name: the pane shows the disk's value" screen_has "on disk now: Zurück"
    check "$name: and the value as read" screen_has "as read: Abbrechen"
    check "$name: nothing is written while asking" cmp -s "$de" "$WORK/$name-disk.strings"
}

scenario_conflict() {
    start_and_wait conflict
    local de="$PROJ/Resources/de.lproj/Localizable.strings"
    edit_cancel_and_change_on_disk conflict
    keys d
    require "conflict: d keeps the disk's value and saves" \
        wait_until last_line_starts_with "de.lproj/Localizable.strings changed on disk: merged"
    check "conflict: the disk's value stays" grep -qF '"Cancel" = "Zurück";' "$de"
    check "conflict: the other outside change stays" \
        grep -qF '"welcome.title" = "Willkommen (vom Server)";' "$de"
    check "conflict: nothing is left unsaved" line_lacks 1 "unsaved"
    keys q
    require "conflict: q quits at once" wait_for_exit

    start_and_wait conflict-mine
    de="$PROJ/Resources/de.lproj/Localizable.strings"
    edit_cancel_and_change_on_disk conflict-mine
    keys e C-u
    type_text "Abbruch"
    keys Enter
    require "conflict-mine: e takes a typed text and saves" \
        wait_until last_line_starts_with "de.lproj/Localizable.strings changed on disk: merged"
    check "conflict-mine: the typed value is on disk" grep -qF '"Cancel" = "Abbruch";' "$de"
    check "conflict-mine: the other outside change stays" \
        grep -qF '"welcome.title" = "Willkommen (vom Server)";' "$de"
    keys q
    require "conflict-mine: q quits" wait_for_exit
}
