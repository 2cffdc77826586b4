# The e2e scenario "translate-interrupt", sourced by Tests/e2e/run.sh (which defines the helpers
# of Tests/e2e/lib.sh); alone: Tests/e2e/run.sh PATH/TO/l10nedit translate-interrupt

# `l10nedit translate` in a real terminal with a slow provider (the hostile stub answering one
# request every 0.3 s): the progress bar with the time left on the terminal, then Ctrl-C (SIGINT) — exit
# status 130, the cells that passed written needing review (machine-translated), the rest left
# as they were, the files whole.
translate_interrupt_prepare() {
    local stub
    stub="$(cd "$(dirname "${BASH_SOURCE[0]}")/../../providers" && pwd)/hostile-provider.py"
    # Spanish loses its Localizable.strings: every key of it is a gap.
    rm "$1/Resources/es.lproj/Localizable.strings"
    printf '{"providers": {"slow": {"command": ["/usr/bin/env", "HOSTILE_PROVIDER_DELAY=0.3", "python3", %s], "batch": 5, "concurrency": 1}}}\n' \
        "\"$stub\"" >"$1/Resources/.l10nedit.json"
}

translate_interrupt_parses() {
    local out
    out=$("$BIN" lint "$1" 2>&1 || true)
    [[ $out != *"[parse-error]"* ]]
}

scenario_translate_interrupt() {
    PREPARE=translate_interrupt_prepare SUBCOMMAND=translate SORT_FLAG= \
        EXTRA="--language es --provider slow" start_app translate-interrupt
    require "translate-interrupt: the provider's command line is said" \
        wait_for_text "hostile-provider.py"
    require "translate-interrupt: a progress bar with the time left" wait_for_text " left"
    require "translate-interrupt: some texts answered before Ctrl-C" \
        wait_until screen_has "translated"
    # Ctrl-C as the terminal sends it to the command (SIGINT), to l10nedit alone: the pane's
    # shell, which writes the exit status, would die of it too.
    local pane
    pane=$(tmx list-panes -t "=$SESSION:" -F '#{pane_pid}' | head -n 1)
    kill -INT "$(pgrep -P "$pane" -x l10nedit | head -n 1)"
    require "translate-interrupt: Ctrl-C ends it" wait_for_exit
    check "translate-interrupt: exit status 130" exit_status_is 130
    local strings="$PROJ/Resources/es.lproj/Localizable.strings" review="$PROJ/Resources/.l10nedit-review"
    require "translate-interrupt: what passed is written" test -s "$strings"
    check "translate-interrupt: the written file is valid UTF-8" valid_utf8 "$strings"
    local written total key unmarked=""
    written=$(grep -c '^"' "$strings" || true)
    total=$(grep -c '^"' "$SAMPLE/Resources/en.lproj/Localizable.strings" || true)
    check "translate-interrupt: some cells written, not all ($written of $total)" \
        test "$written" -gt 0 -a "$written" -lt "$total"
    while IFS= read -r key; do
        grep -qF "Localizable"$'\t'"$key"$'\tes\t\tneeds-review\tmachine-translated' "$review" ||
            unmarked+=" $key"
    done < <(sed -n 's/^"\([^"]*\)" = .*/\1/p' "$strings")
    check "translate-interrupt: each written cell needs review, machine-translated (not:$unmarked)" \
        test -z "$unmarked"
    check "translate-interrupt: every file still parses (no parse-error from lint)" \
        translate_interrupt_parses "$PROJ/Resources"
    check "translate-interrupt: no other language changed" \
        diff -r -x es.lproj -x .l10nedit.json -x .l10nedit-review "$SAMPLE/Resources" "$PROJ/Resources"
}
