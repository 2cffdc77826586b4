# The e2e scenario "review-outdated", sourced by Tests/e2e/run.sh (which defines the helpers of
# Tests/e2e/lib.sh); alone: Tests/e2e/run.sh PATH/TO/l10nedit review-outdated
#
# In a git work tree whose English text changed after its translations, the editor shows them
# needing review (found in the history in the background); m marks one reviewed against the
# source as it is now, the review of the save shows the review file's line, and once saved
# neither lint nor the next editor start reports it again (the others still are).

# The copy as a repository: SampleProject committed, then an English text reworded.
put_reworded_history() {
    local git=(git -C "$1" -c user.name=e2e -c user.email=e2e@example.invalid
        -c commit.gpgsign=false)
    "${git[@]}" init -q
    "${git[@]}" add -A
    "${git[@]}" commit -q -m "translations"
    sed -i 's/"Face ID couldn.t verify your identity\.";/"Face ID could not verify you.";/' \
        "$1/Resources/en.lproj/Errors.strings"
    "${git[@]}" commit -q -a -m "reword"
}

# The outdated-translation warnings lint prints for the copy.
outdated_warnings() {
    (cd "$PROJ" && XDG_CACHE_HOME="$WORK/cache" "$BIN" lint Resources 2>&1 || true) |
        grep -F "[outdated-translation]" | grep -F "warning:" || true
}

scenario_review_outdated() {
    PREPARE=put_reworded_history start_app review-outdated
    require "review-outdated: the outdated translations are found in the background" \
        wait_for_text "translations were written before their source's latest change"
    check "review-outdated: lint reports the Arabic one before" \
        line_with_output outdated_warnings '"error.auth.biometry_failed" in ar'
    # The first row is the reworded key; its first translation is Arabic.
    keys Right
    require "review-outdated: the Arabic cell needs review, and the pane says why" \
        wait_for_text "needs review: the source changed after this translation was written"
    check "review-outdated: the source's change, word by word" \
        screen_has "source changed: Face ID [-couldn"
    keys m
    require "review-outdated: m marks it reviewed" wait_for_last_line "Marked reviewed"
    check "review-outdated: it is unsaved work" line_contains 1 "● unsaved (1)"
    keys S
    require "review-outdated: the review of the save shows the review file" \
        wait_for_text ".l10nedit-review  +4 −0"
    check "review-outdated: with the reviewed line and its source text" \
        screen_has "+Errors⇥error.auth.biometry_failed⇥ar⇥⇥reviewed⇥⇥Face ID could not verify you."
    keys s
    require "review-outdated: s saves the review file" \
        wait_until test -s "$PROJ/Resources/.l10nedit-review"
    keys q
    require "review-outdated: q quits, nothing unsaved" wait_for_exit
    check "review-outdated: exit status 0" exit_status_is 0
    check "review-outdated: lint no longer reports the Arabic one" \
        no_line_with_output outdated_warnings '"error.auth.biometry_failed" in ar'
    check "review-outdated: lint still reports the German one" \
        line_with_output outdated_warnings '"error.auth.biometry_failed" in de'
}

# line_with_output COMMAND TEXT: a line COMMAND prints holds TEXT.
line_with_output() { [[ "$("$1")" == *"$2"* ]]; }
no_line_with_output() { ! line_with_output "$@"; }
