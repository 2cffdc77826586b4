# The e2e scenario "idle-reload", sourced by Tests/e2e/run.sh (which defines the helpers of
# Tests/e2e/lib.sh); alone: Tests/e2e/run.sh PATH/TO/l10nedit idle-reload

scenario_idle_reload() {
    start_and_wait idle-reload
    local de="$PROJ/Resources/de.lproj/Localizable.strings"
    keys /
    type_text "Cancel"
    keys Enter
    require "idle-reload: the search selects Cancel" wait_for_text "─ Localizable › Cancel ─ en"
    keys l l
    require "idle-reload: the de cell is selected" wait_for_text "de: Abbrechen"
    sed -i 's|^"Cancel" = .*|"Cancel" = "Abbruch (neu)";|' "$de"
    require "idle-reload: the change shows without a key pressed" \
        wait_for_text "de: Abbruch (neu)"
    check "idle-reload: the bottom line says so" \
        last_line_starts_with "Reloaded de.lproj/Localizable.strings (changed on disk)"
    check "idle-reload: the selection stays" screen_has "─ Localizable › Cancel ─ de"
    check "idle-reload: nothing is unsaved" line_lacks 1 "unsaved"
    keys q
    require "idle-reload: q quits at once" wait_for_exit
}
