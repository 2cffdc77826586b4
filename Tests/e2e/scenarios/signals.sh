# The e2e scenario "signals", sourced by Tests/e2e/run.sh (which defines the helpers of
# Tests/e2e/lib.sh); alone: Tests/e2e/run.sh PATH/TO/l10nedit signals

# Signals end the editor as a shell expects (128 + the signal's number), the
# terminal restored, never through ncurses' own handlers (which exit 1).
app_pid() {
    local pane
    pane=$(tmx list-panes -t "=$SESSION:" -F '#{pane_pid}' 2>/dev/null | head -n 1)
    pgrep -P "$pane" -x l10nedit | head -n 1
}

scenario_signals() {
    local signal status
    for signal in TERM:143 INT:130 HUP:129 QUIT:131; do
        start_and_wait "signal-${signal%%:*}"
        kill -"${signal%%:*}" "$(app_pid)"
        require "signal-${signal%%:*}: the app ends" wait_for_exit
        status=${signal##*:}
        check "signal-${signal%%:*}: exit status $status" exit_status_is "$status"
        check "signal-${signal%%:*}: the grid is gone from the screen (terminal restored)" \
            screen_lacks "Tab gap  ] finding"
        check "signal-${signal%%:*}: nothing written" same_as_sample
        tmx kill-session -t "=$SESSION" 2>/dev/null || true
    done
}
