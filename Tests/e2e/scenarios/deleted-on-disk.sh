# The e2e scenario "deleted-on-disk", sourced by Tests/e2e/run.sh (which defines the helpers of
# Tests/e2e/lib.sh); alone: Tests/e2e/run.sh PATH/TO/l10nedit deleted-on-disk

scenario_deleted_on_disk() {
    start_and_wait deleted-on-disk
    local de="$PROJ/Resources/de.lproj/Localizable.strings"
    keys /
    type_text "Cancel"
    keys Enter
    require "deleted-on-disk: the search selects Cancel" wait_for_text "─ Localizable › Cancel ─ en"
    keys l l Enter C-u
    type_text "Abbrechen!"
    keys Enter
    require "deleted-on-disk: the edit is unsaved" wait_until line_contains 1 "● unsaved (1)"
    rm "$de"
    keys s
    require "deleted-on-disk: s says the file was deleted and saves nothing" \
        wait_until last_line_starts_with "Not saved: Localizable.strings was deleted on disk"
    check "deleted-on-disk: the file is not re-created" test ! -e "$de"
    check "deleted-on-disk: the edit is still unsaved" line_contains 1 "● unsaved (1)"
    keys q d
    require "deleted-on-disk: q d quits" wait_for_exit
}
