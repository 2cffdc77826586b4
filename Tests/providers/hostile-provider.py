#!/usr/bin/env python3
"""A hostile translation provider for l10nedit's tests (the provider protocol of
Documentation/Guides/MachineTranslation.md: JSON lines on stdin, one response line each on
stdout).

Its good translation replaces the English words of WORDS with Spanish ones and leaves
everything else as it is: the masked tokens, numbers, URLs, punctuation, spaces. A marker
word in a request's text, `stub-BEHAVIOUR`, makes it misbehave for that request instead:

  stub-reorder    swaps the first two masked tokens
  stub-drop       drops the first masked token
  stub-duplicate  writes the first masked token twice
  stub-alter      changes the first masked token (a digit of it, else its first character)
  stub-number     changes the first number outside the tokens (adds " 7" when there is none)
  stub-url        adds a URL the source does not have
  stub-markup     wraps the translation in <b>…</b>
  stub-bidi       puts U+202E (right-to-left override) at its start
  stub-control    puts an escape sequence and a CI command (`::error::`) in the translation
  stub-empty      answers an empty text
  stub-huge       answers a text of HOSTILE_PROVIDER_HUGE_BYTES (default 3,000,000) bytes
  stub-late       answers after HOSTILE_PROVIDER_LATE_SECONDS (default 5)
  stub-twice      answers twice: the good translation, then another one
  stub-silent     never answers this request (the others are answered)
  stub-hang       stops answering anything and sleeps, also past the end of its input
  stub-unknown    answers an id no request has instead of this request's
  stub-junk       prints junk lines (not JSON, JSON that is no response, control characters),
                  then the good translation
  stub-utf8       answers with bytes that are not UTF-8 in the text
  stub-crash      exits with status 3 at once (the requests before it were answered)
  stub-error      answers {"id": …, "error": …} (with an escape sequence in the message)
  stub-defer      answers after the next request's answer (out of order), else at the end

Set for the whole run by the environment:

  HOSTILE_PROVIDER_LOG=PATH          appends every line it reads to PATH (what was sent)
  HOSTILE_PROVIDER_DELAY=SECONDS     waits that long before each answer (a slow provider)
  HOSTILE_PROVIDER_CRASH_AFTER=N     exits with status 3 after its Nth answer
  HOSTILE_PROVIDER_TOKEN=REGEX       what a masked token looks like (default below)

Lines that are no request (no "id" and "text") are ignored; fields it does not know are too.
"""

import json
import os
import re
import sys
import time

WORDS = {
    "Open": "Abrir",
    "Save": "Guardar",
    "Delete": "Eliminar",
    "Cancel": "Cancelar",
    "Copy": "Copiar",
    "Download": "Descargar",
    "Downloading": "Descargando",
    "Visit": "Visitar",
    "Read": "Leer",
    "Show": "Mostrar",
    "Welcome": "Bienvenido",
    "Settings": "Ajustes",
    "file": "archivo",
    "files": "archivos",
    "item": "elemento",
    "items": "elementos",
    "the": "el",
    "of": "de",
    "and": "y",
    "to": "a",
    "more": "más",
    "now": "ahora",
    "new": "nuevo",
    "link": "enlace",
    "page": "página",
    "our": "nuestro",
    "website": "sitio",
    "left": "restantes",
    "in": "en",
    "for": "para",
}

TOKEN = re.compile(os.environ.get("HOSTILE_PROVIDER_TOKEN", r"⟦[^⟦⟧]*⟧"))
MARKER = re.compile(r"\bstub-([a-z0-9]+)\b")
WORD = re.compile(r"[A-Za-z]+")
NUMBER = re.compile(r"[0-9]+")

LOG = os.environ.get("HOSTILE_PROVIDER_LOG")
DELAY = float(os.environ.get("HOSTILE_PROVIDER_DELAY", "0"))
CRASH_AFTER = int(os.environ.get("HOSTILE_PROVIDER_CRASH_AFTER", "0"))
LATE_SECONDS = float(os.environ.get("HOSTILE_PROVIDER_LATE_SECONDS", "5"))
HUGE_BYTES = int(os.environ.get("HOSTILE_PROVIDER_HUGE_BYTES", "3000000"))

out = sys.stdout.buffer
answered = 0
deferred = []


def good(text):
    """The good translation: WORDS replaced outside the tokens, the rest kept."""
    pieces = []
    last = 0
    for token in TOKEN.finditer(text):
        pieces.append(WORD.sub(lambda w: WORDS.get(w.group(0), w.group(0)), text[last:token.start()]))
        pieces.append(token.group(0))
        last = token.end()
    pieces.append(WORD.sub(lambda w: WORDS.get(w.group(0), w.group(0)), text[last:]))
    return "".join(pieces)


def write(raw):
    out.write(raw + b"\n")
    out.flush()


def answer(request_id, text=None, error=None):
    global answered
    if DELAY:
        time.sleep(DELAY)
    response = {"id": request_id}
    if error is not None:
        response["error"] = error
    else:
        response["text"] = text
    write(json.dumps(response, ensure_ascii=False).encode("utf-8"))
    answered += 1
    if CRASH_AFTER and answered >= CRASH_AFTER:
        os._exit(3)


def flush_deferred():
    while deferred:
        request_id, text = deferred.pop(0)
        answer(request_id, text)


def hang():
    while True:
        time.sleep(3600)


def misbehave(behaviour, request_id, text):
    """Answers `request_id` as `behaviour` says; True when it answered (or chose not to)."""
    tokens = [match for match in TOKEN.finditer(text)]
    if behaviour == "reorder" and len(tokens) >= 2:
        first, second = tokens[0], tokens[1]
        swapped = (text[:first.start()] + second.group(0) + text[first.end():second.start()]
                   + first.group(0) + text[second.end():])
        answer(request_id, good(swapped))
    elif behaviour == "drop" and tokens:
        answer(request_id, good(text[:tokens[0].start()] + text[tokens[0].end():]))
    elif behaviour == "duplicate" and tokens:
        answer(request_id, good(text[:tokens[0].end()] + tokens[0].group(0) + text[tokens[0].end():]))
    elif behaviour == "alter" and tokens:
        token = tokens[0].group(0)
        digit = re.search(r"[0-9]", token)
        if digit:
            changed = token[:digit.start()] + str((int(digit.group(0)) + 1) % 10) + token[digit.end():]
        else:
            changed = "x" + token[1:]
        answer(request_id, good(text[:tokens[0].start()] + changed + text[tokens[0].end():]))
    elif behaviour == "number":
        translation = good(text)
        spans = [match.span() for match in TOKEN.finditer(translation)]
        for number in NUMBER.finditer(translation):
            if not any(start <= number.start() < end for start, end in spans):
                changed = str(int(number.group(0)) + 1)
                answer(request_id, translation[:number.start()] + changed + translation[number.end():])
                break
        else:
            answer(request_id, translation + " 7")
    elif behaviour == "url":
        answer(request_id, good(text) + " https://attacker.example/x")
    elif behaviour == "markup":
        answer(request_id, "<b>" + good(text) + "</b>")
    elif behaviour == "bidi":
        answer(request_id, "\u202e" + good(text))
    elif behaviour == "control":
        answer(request_id, good(text) + "\u001b[2J\n::error::hostile")
    elif behaviour == "empty":
        answer(request_id, "")
    elif behaviour == "huge":
        answer(request_id, good(text) + "x" * HUGE_BYTES)
    elif behaviour == "late":
        time.sleep(LATE_SECONDS)
        answer(request_id, good(text))
    elif behaviour == "twice":
        answer(request_id, good(text))
        answer(request_id, good(text) + " otra vez")
    elif behaviour == "silent":
        pass
    elif behaviour == "hang":
        hang()
    elif behaviour == "unknown":
        answer("no-such-id-" + str(request_id), good(text))
    elif behaviour == "junk":
        write(b"this is not JSON")
        write(b"[1, 2, 3]")
        write(b'{"hello": "no id"}')
        write(b'{"id": 12345678901234567890, "text": 5}')
        write(b"\x1b[31m::error::junk\x07")
        write(b"")
        answer(request_id, good(text))
    elif behaviour == "utf8":
        write(b'{"id": ' + json.dumps(request_id).encode("utf-8") + b', "text": "Abrir \xff\xfe archivo"}')
    elif behaviour == "crash":
        os._exit(3)
    elif behaviour == "error":
        answer(request_id, error="the service refused this text \u001b[31m::error::")
    elif behaviour == "defer":
        deferred.append((request_id, good(text)))
        return True
    else:
        return False
    return True


def main():
    log = open(LOG, "ab") if LOG else None
    for raw in sys.stdin.buffer:
        if log:
            log.write(raw if raw.endswith(b"\n") else raw + b"\n")
            log.flush()
        try:
            request = json.loads(raw.decode("utf-8", errors="replace"))
        except ValueError:
            continue
        if not isinstance(request, dict) or "id" not in request or "text" not in request:
            continue
        request_id, text = request["id"], request["text"]
        if not isinstance(text, str):
            continue
        marker = MARKER.search(text)
        pending = list(deferred)
        deferred.clear()
        if not (marker and misbehave(marker.group(1), request_id, text)):
            answer(request_id, good(text))
        for request_id, translation in pending:
            answer(request_id, translation)
    flush_deferred()


if __name__ == "__main__":
    main()
