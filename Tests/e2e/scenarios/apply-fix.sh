# The e2e scenario "apply-fix", sourced by Tests/e2e/run.sh (which defines the helpers of
# Tests/e2e/lib.sh); alone: Tests/e2e/run.sh PATH/TO/l10nedit apply-fix

# F applies the fix of the selected cell's finding (the detail pane offers it): the planted
# trailing space of ja search.placeholder goes, and the save changes that one line only.
scenario_apply_fix() {
    PREPARE=keep_order_settings SORT_FLAG= start_and_wait apply-fix
    keys /
    type_text "search.placeholder"
    keys Enter
    require "apply-fix: the search selects search.placeholder" \
        wait_for_text "─ Localizable › search.placeholder ─ en"
    local _
    for _ in $(seq 12); do
        screen_has "search.placeholder ─ ja" && break
        keys l
        sleep 0.1
    done
    require "apply-fix: l moves to the ja cell" wait_for_text "─ Localizable › search.placeholder ─ ja"
    require "apply-fix: the detail pane offers F" \
        wait_for_text "F apply fix: gives the translation the source's leading and trailing whitespace"
    keys F
    require "apply-fix: F fixes the value" wait_until last_line_contains "Fixed (whitespace-mismatch)"
    check "apply-fix: the offer is gone with the finding" wait_until screen_lacks "F apply fix"
    keys s
    require "apply-fix: s saves" wait_until last_line_starts_with "Saved 1 file: ja.lproj/Localizable.strings"
    keys q
    require "apply-fix: q quits" wait_for_exit
    check "apply-fix: of ja Localizable.strings only the fixed line changed" \
        line_changed "Resources/ja.lproj/Localizable.strings" 50 '"search.placeholder" = "メモを検索";'
    check "apply-fix: no other file changed (the settings file is the scenario's own)" \
        test "$(diff -rq "$SAMPLE" "$PROJ" 2>&1 | grep -vc -e ja.lproj/Localizable.strings -e .l10nedit.json)" -eq 0
}
