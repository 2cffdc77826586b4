"""Checks TMX written by `l10nedit tm export` with translate-toolkit's reader, and writes a TMX
with translate-toolkit's writer for `l10nedit tm import` to read (Tests/tmx-interop.sh).

usage: tmx-interop.py CHECK FILE.tmx UNITS   (UNITS: the count tm export printed)
       tmx-interop.py WRITE FILE.tmx
"""
import sys

from translate.storage import tmx

LANG = "{http://www.w3.org/XML/1998/namespace}lang"

# What the fixture project of tmx-interop.sh holds: (tuid, language, text).
EXPECTED = [
    ("Main › amp", "en", "Fish & Chips <b> \"quoted\" 'single'"),
    ("Main › amp", "de", "Fisch & Pommes <b> „zitiert“"),
    ("Main › lines", "en", "Line one\nLine two\twith a tab"),
    ("Main › lines", "de", "Zeile eins\nZeile zwei\tmit Tab"),
    ("Main › format", "en", "%1$@ sent %2$ld photos 👋🏽"),
    ("Main › format", "de", "%1$@ hat %2$ld Fotos gesendet 👋🏽"),
]


def check(path, count):
    store = tmx.tmxfile.parsefile(path)
    if len(store.units) != count:
        sys.exit(f"translate-toolkit read {len(store.units)} units, tm export wrote {count}")
    texts = {}
    for unit in store.units:
        nodes = unit.getlanguageNodes()
        if len(nodes) < 2 or nodes[0].get(LANG) != "en":
            sys.exit(f"unit {unit.getid()}: the source language's <tuv> is not first")
        for node in nodes:
            texts[(unit.getid(), node.get(LANG))] = unit.getNodeText(node)
    for tuid, language, text in EXPECTED:
        found = texts.get((tuid, language))
        if found != text:
            sys.exit(f"{tuid} {language}: translate-toolkit read {found!r}, expected {text!r}")
    notes = {unit.getid(): unit.getnotes() for unit in store.units}
    if notes.get("Main › amp") != "A comment & more":
        sys.exit(f"the note of Main › amp reads {notes.get('Main › amp')!r}")
    print(f"translate-toolkit read {count} units; every expected text and note matches")


def write(path):
    store = tmx.tmxfile(sourcelanguage="en", targetlanguage="fr")
    store.addtranslation("Cancel", "en", "Annuler", "fr", comment="A button")
    store.addtranslation("Fish & Chips <b>", "en", "Poisson & frites <b>", "fr")
    with open(path, "wb") as out:
        store.serialize(out)


if __name__ == "__main__":
    if sys.argv[1] == "CHECK":
        check(sys.argv[2], int(sys.argv[3]))
    else:
        write(sys.argv[2])
