# The e2e scenario "entries", sourced by Tests/e2e/run.sh (which defines the helpers of
# Tests/e2e/lib.sh); alone: Tests/e2e/run.sh PATH/TO/l10nedit entries

# Entry operations: x removes de's translation (the entry leaves the file), a
# adds a key to the source file only (the other languages show gaps).
scenario_entries() {
    start_and_wait entries
    keys /
    type_text "Cancel"
    keys Enter Home l l
    require "entries: de Cancel selected" wait_for_text "─ Localizable › Cancel ─ de ─"
    keys x
    require "entries: x says the translation was removed" \
        wait_for_last_line 'Removed the de translation of "Cancel" (u undoes)'
    check "entries: the cell is missing again" screen_has "─ Localizable › Cancel ─ de ─ missing"
    keys a
    require "entries: a asks for the key" wait_for_last_line "New key in Localizable:"
    type_text "zz.new"
    keys Enter
    require "entries: then for its source text" wait_for_last_line 'Source text of "zz.new":'
    type_text "Brand new"
    keys Enter
    require "entries: the key is added to the source only" \
        wait_for_last_line 'Added "zz.new" to 1 file of Localizable'
    check "entries: de shows a gap for it" screen_has "─ Localizable › zz.new ─ de ─ missing"
    keys s
    require "entries: s saves the two files" \
        wait_for_last_line "Saved 2 files: de.lproj/Localizable.strings, en.lproj/Localizable.strings"
    keys q
    require "entries: q quits" wait_for_exit
    local de="$PROJ/Resources/de.lproj/Localizable.strings" en="$PROJ/Resources/en.lproj/Localizable.strings"
    check "entries: de's file no longer has the Cancel entry" bash -c "! grep -q '^\"Cancel\"' '$de'"
    check "entries: en's file has the new key" grep -qF '"zz.new" = "Brand new";' "$en"
    check "entries: no other file changed" test "$(diff -rq "$SAMPLE" "$PROJ" | wc -l)" -eq 2
}
