# The e2e scenario "machine-translation", sourced by Tests/e2e/run.sh (which defines the
# helpers of Tests/e2e/lib.sh); alone: Tests/e2e/run.sh PATH/TO/l10nedit machine-translation
#
# Machine translation through a provider command of the settings file: Alt-t asks first,
# naming the count, the language and the provider (n sends nothing); y translates ja's gaps in
# the background, the results land as one step needing review (◈, Japanese drawn whole), the
# refused one is the cell's suggestion (Alt-1 takes it); u undoes it all; a slow provider is
# stopped with Esc; the built-in apertium translates es's gaps (placeholders kept).

# ja and es lose two translations each (one with %@, one with %d); a provider "stub" answers
# in Japanese (dropping the placeholder of "Edited %@": refused), "wait" never answers; both
# log what they were sent.
machine_translation_prepare() {
    local proj=$1
    sed -i '/^"note.edited"/d; /^"notes.count"/d' \
        "$proj/Resources/ja.lproj/Localizable.strings" "$proj/Resources/es.lproj/Localizable.strings"
    cp "$proj/Resources/ja.lproj/Localizable.strings" "$proj/ja-before.strings"
    cp "$proj/Resources/es.lproj/Localizable.strings" "$proj/es-before.strings"
    cat >"$proj/stub.py" <<'EOF'
import json, re, sys, time
with open("../sent.log", "a", encoding="utf-8") as log:
    for line in sys.stdin:
        log.write(line)
        log.flush()
        try:
            request = json.loads(line)
        except ValueError:
            continue
        if sys.argv[1:] == ["wait"]:
            time.sleep(60)
        text = request.get("text", "")
        tokens = re.findall("\u27e6[^\u27e6\u27e7]*\u27e7", text)
        answer = "編集済み" if "Edited" in text else "訳" + "".join(" " + t for t in tokens) + "です"
        print(json.dumps({"id": request["id"], "text": answer}, ensure_ascii=False), flush=True)
EOF
    printf '%s\n' '{ "providers": {' \
        '  "stub": { "command": ["python3", "../stub.py"] },' \
        '  "wait": { "command": ["python3", "../stub.py", "wait"], "timeout": 60 } } }' \
        >"$proj/Resources/.l10nedit.json"
}

scenario_machine_translation() {
    PREPARE=machine_translation_prepare start_app machine-translation
    require "machine-translation: the title counts the four new gaps" \
        wait_until line_starts_with 1 " l10nedit │ 43 keys · 10 languages · 21 gaps"
    keys :
    require "machine-translation: : opens the palette" wait_until palette_open
    type_text ja
    keys Enter
    require "machine-translation: the ja column is selected" wait_for_text " ─ ja ─"
    keys M-t
    require "machine-translation: Alt-t asks first, naming the count, the language, the providers" \
        wait_for_text "Translate 3 cells into ja with stub (a digit: 1 stub · 2 wait · 3 apertium)?"
    keys n
    require "machine-translation: n sends nothing" wait_for_last_line "Nothing sent"
    check "machine-translation: the provider was not even started" test ! -e "$PROJ/sent.log"
    keys M-t
    require "machine-translation: Alt-t asks again" wait_for_text "Translate 3 cells into ja"
    keys y
    require "machine-translation: y translates; the summary names the memory and the refusal" \
        wait_for_last_line \
        "Translated 2 (1 from the memory), refused 1 (see suggestions) · ja with stub"
    check "machine-translation: the two texts the memory lacks were sent" \
        test "$(grep -c '"target":"ja"' "$PROJ/sent.log")" -eq 2
    check "machine-translation: the translation shows ◈, in Japanese" screen_has "◈ 訳です"
    check "machine-translation: the title bar says unsaved" line_contains 1 "● unsaved (1)"
    keys /
    type_text "note.edited"
    keys Enter :
    require "machine-translation: the palette opens again" wait_until palette_open
    type_text ja
    keys Enter
    require "machine-translation: the refused cell's detail pane names the refusal" \
        wait_for_text "machine translation: stub, refused:"
    keys Enter
    require "machine-translation: its edit panel lists the refused text first" \
        wait_for_text "1   MT 編集済み"
    keys M-1
    require "machine-translation: Alt-1 takes it into the cell" wait_for_text "ja (editing): 編集済み"
    keys Escape
    require "machine-translation: Esc throws the text away" wait_until screen_lacks "(editing)"
    keys u
    require "machine-translation: u undoes the whole translation" \
        wait_until line_contains 1 "21 gaps"
    check "machine-translation: nothing is unsaved" line_lacks 1 "● unsaved"
    keys M-t
    require "machine-translation: asked once more" wait_for_text "Translate 3 cells into ja"
    keys 2
    require "machine-translation: 2 picks the slow provider; the title shows the progress" \
        wait_until line_contains 1 "translating ja: 3 cells · Esc stops"
    keys Escape
    require "machine-translation: Esc stops it; only the memory's match is kept" \
        wait_for_last_line "Stopped: translated 1 (1 from the memory) · ja with wait"
    check "machine-translation: the title no longer shows it" line_lacks 1 "translating ja"
    keys u
    require "machine-translation: u undoes that too" wait_until line_lacks 1 "● unsaved"
    # The built-in apertium (installed by .ci/run) translates es's gaps for real.
    if command -v apertium >/dev/null; then
        keys :
        require "machine-translation: the palette opens for es" wait_until palette_open
        type_text es
        keys Enter
        require "machine-translation: the es column is selected" wait_for_text " ─ es ─"
        keys M-t
        require "machine-translation: es's gaps, asked" wait_for_text "Translate 4 cells into es"
        keys 3
        require "machine-translation: apertium translates them" wait_for_last_line "Translated "
        check "machine-translation: with apertium, needing review" \
            last_line_contains "es with apertium · needs review"
        check "machine-translation: its placeholder restored, drawn ◈" screen_has "◈ Editado %@"
        keys q
        require "machine-translation: q asks about the unsaved translations (text and plural)" \
            wait_for_last_line "Unsaved changes in 2 files: s save and quit · d discard and quit"
        keys d
    else
        echo "# apertium is not installed: its part of machine-translation is skipped"
        keys q
    fi
    require "machine-translation: the editor quits" wait_for_exit
    check "machine-translation: nothing was written" \
        cmp -s "$PROJ/ja-before.strings" "$PROJ/Resources/ja.lproj/Localizable.strings"
    check "machine-translation: nor es's file" \
        cmp -s "$PROJ/es-before.strings" "$PROJ/Resources/es.lproj/Localizable.strings"
    check "machine-translation: no review file either" test ! -e "$PROJ/Resources/.l10nedit-review"
}
