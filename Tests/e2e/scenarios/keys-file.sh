# The e2e scenario "keys-file", sourced by Tests/e2e/run.sh (which defines the helpers of
# Tests/e2e/lib.sh); alone: Tests/e2e/run.sh PATH/TO/l10nedit keys-file

# A keys file that moves next-gap from Tab to Ctrl-N: Ctrl-N finds the gap,
# Tab no longer does, and help and the hints say so; then a keys file with a
# typo: the editor still opens, says where the mistake is, and Tab works.
scenario_keys_file() {
    local config="$WORK/keys-config"
    mkdir -p "$config/l10nedit"
    printf '%s\n' '{"grid": {"next-gap": ["Ctrl-N"]}}' >"$config/l10nedit/keys.json"
    CONFIG_HOME=$config start_app keys-file
    require "keys-file: the hints show Ctrl-N for the next gap" \
        wait_for_last_line "Ctrl-N gap  ] finding  Enter edit"
    # Had Tab still gone to the first gap, Ctrl-N would go on to the second.
    keys Tab C-n
    check "keys-file: Tab does nothing, Ctrl-N selects the first gap" \
        wait_for_text "─ InfoPlist › CFBundleDisplayName ─ zh-Hans ─ missing"
    keys ?
    check "keys-file: help names the keys file" \
        wait_for_text "Bindings from $config/l10nedit/keys.json over the defaults."
    check "keys-file: help lists Ctrl-N for next-gap" \
        line_with "(next-gap)" "  Ctrl-N                Next gap"
    keys Escape
    require "keys-file: Esc closes help" wait_for_last_line "Ctrl-N gap  ] finding  Enter edit"
    keys q
    require "keys-file: q quits" wait_for_exit

    printf '%s\n' '{"grid": {"next-gap": ["Ctrl-Nope"]}}' >"$config/l10nedit/keys.json"
    CONFIG_HOME=$config start_app keys-file-typo
    check "keys-file-typo: the bottom line says where the mistake is" \
        wait_for_text "keys.json:1:11: grid.next-gap: unknown key \"Ctrl-Nope\""
    keys Tab
    check "keys-file-typo: Tab still finds the first gap" \
        wait_for_text "─ InfoPlist › CFBundleDisplayName ─ zh-Hans ─ missing"
    keys q
    require "keys-file-typo: q quits" wait_for_exit
}
