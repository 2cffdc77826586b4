# The e2e scenario "external-change", sourced by Tests/e2e/run.sh (which defines the helpers of
# Tests/e2e/lib.sh); alone: Tests/e2e/run.sh PATH/TO/l10nedit external-change

scenario_external_change() {
    start_and_wait external-change
    local de="$PROJ/Resources/de.lproj/Localizable.strings"
    keys /
    type_text "Cancel"
    keys Enter
    require "external-change: the search selects Cancel" \
        wait_for_text "─ Localizable › Cancel ─ en"
    keys l l
    require "external-change: the de cell is selected" \
        wait_for_text "─ Localizable › Cancel ─ de"
    keys Enter C-u
    type_text "Abbrechen!"
    keys Enter
    require "external-change: the edit is unsaved" wait_until line_contains 1 "● unsaved (1)"
    # Meanwhile something else (a git pull, a sync) adds a key and changes another value.
    sed -i 's|^"welcome.title" = .*|"welcome.title" = "Willkommen (vom Server)";|' "$de"
    printf '\n"external.key" = "Von außen";\n' >>"$de"
    keys s
    require "external-change: s merges and saves" \
        wait_until last_line_starts_with "de.lproj/Localizable.strings changed on disk: merged"
    keys q
    require "external-change: q quits" wait_for_exit
    check "external-change: our edit is on disk" grep -qF '"Cancel" = "Abbrechen!";' "$de"
    check "external-change: the outside value is kept" \
        grep -qF '"welcome.title" = "Willkommen (vom Server)";' "$de"
    check "external-change: the outside key is kept" grep -qF '"external.key" = "Von außen";' "$de"
}
