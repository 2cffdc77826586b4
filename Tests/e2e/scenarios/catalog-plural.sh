# The e2e scenario "catalog-plural", sourced by Tests/e2e/run.sh (which defines the helpers of
# Tests/e2e/lib.sh); alone: Tests/e2e/run.sh PATH/TO/l10nedit catalog-plural

# Catalog plural forms edited as a translator would: Ctrl-X removes the form French never
# uses, Ctrl-R marks one form for review, and the saved catalog holds exactly that.
scenario_catalog_plural() {
    PREPARE=put_plural_catalog SORT_FLAG=" --keep-order" start_app catalog-plural
    require "catalog-plural: the title counts the catalog's key and its 8 gaps" \
        wait_until line_starts_with 1 " l10nedit │ 44 keys · 10 languages · 25 gaps"
    keys /
    type_text "photos.count"
    keys Enter
    require "catalog-plural: the search selects photos.count" \
        wait_for_text "─ Catalog › photos.count ─ en"
    keys l l l l l
    require "catalog-plural: l five times selects fr" wait_for_text "─ Catalog › photos.count ─ fr"
    check "catalog-plural: the unused few form is a finding" screen_has "few"
    keys Enter
    require "catalog-plural: Enter opens the plural editor" \
        wait_for_text 'Plural forms of "photos.count" in fr'
    check "catalog-plural: the hints name Ctrl-X and Ctrl-R" \
        last_line_contains "Ctrl-X remove form · Ctrl-R review"
    keys Down
    require "catalog-plural: Down selects few" wait_for_text "▸ few"
    keys C-x
    require "catalog-plural: Ctrl-X removes few, and says so in its field" \
        wait_for_text "∅ removed (type a text to give it back)"
    keys Up
    require "catalog-plural: Up selects one" wait_for_text "▸ one"
    check "catalog-plural: few stays removed" line_with "few " "fr: ∅ removed"
    keys C-r
    require "catalog-plural: Ctrl-R marks one for review (◇ beside its name)" \
        wait_for_text "▸ one ◇"
    keys Enter
    require "catalog-plural: Enter keeps the forms" wait_until line_contains 1 "● unsaved (1)"
    keys s
    require "catalog-plural: s saves the catalog" wait_for_last_line "Saved 1 file: Catalog.xcstrings"
    local file="$PROJ/Resources/Catalog.xcstrings"
    check "catalog-plural: few is gone from the file" file_lacks '"few"' "$file"
    check "catalog-plural: one of fr needs review" \
        grep -Pzq '"fr"[^}]*"plural"[^}]*"one"[^}]*"state" : "needs_review"' "$file"
    check "catalog-plural: en is as it was" grep -q '"value" : "%lld photos"' "$file"
    keys q
    require "catalog-plural: q quits" wait_for_exit
}
