# The e2e scenario "keep-order", sourced by Tests/e2e/run.sh (which defines the helpers of
# Tests/e2e/lib.sh); alone: Tests/e2e/run.sh PATH/TO/l10nedit keep-order

scenario_keep_order() {
    PREPARE=keep_order_settings SORT_FLAG= start_and_wait keep-order
    keys /
    type_text "CFBundleDisplayName"
    keys Enter
    require "keep-order: the search selects CFBundleDisplayName" \
        wait_for_text "─ InfoPlist › CFBundleDisplayName ─ en"
    keys Enter C-u
    type_text "Tidemark Pro"
    keys Enter s
    require "keep-order: s saves" wait_until last_line_starts_with "Saved 1 file: en.lproj/InfoPlist.strings"
    keys q
    require "keep-order: q quits" wait_for_exit
    local changed
    changed=$(diff "$SAMPLE/Resources/en.lproj/InfoPlist.strings" \
        "$PROJ/Resources/en.lproj/InfoPlist.strings" | grep -c '^>' || true)
    check "keep-order: with \"sort\": false the unsorted file changes by one line ($changed)" \
        test "$changed" -eq 1
}
