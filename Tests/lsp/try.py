"""`l10nedit lsp` on a project as an editor would use it, for trying it on real apps: opens each
FILE, waits for its diagnostics, hovers and completes on every string literal of it, and prints
what the server said with timings.

  python try.py PATH/TO/l10nedit PROJECT FILE... [--show N] [--settle S] [--server-arg ARG]...

--settle S waits S seconds after initialize (for the code scan) before opening the files;
--server-arg passes ARG to `l10nedit lsp` (`--server-arg=--routine --server-arg=NAME`).

Run with the virtualenv of Tests/lsp/run.sh (pytest-lsp). Nothing is written."""

import asyncio
import pathlib
import re
import sys
import time

from lsprotocol import types
from pytest_lsp import ClientServerConfig, client_capabilities

LITERAL = re.compile(r'@?"((?:[^"\\\n]|\\.)*)"')


def percentile(values, fraction):
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(len(ordered) * fraction))] if ordered else 0.0


async def main(binary, project, files, show, settle, server_arguments):
    root = pathlib.Path(project).resolve()
    client = await ClientServerConfig(
        server_command=[binary, "lsp", str(root), *server_arguments]).start()

    @client.feature(types.CLIENT_REGISTER_CAPABILITY)
    def register(params):
        pass

    start = time.monotonic()
    await client.initialize_session(types.InitializeParams(
        capabilities=client_capabilities("visual-studio-code"), root_uri=root.as_uri()))
    print(f"initialize answered in {time.monotonic() - start:.2f} s")
    await asyncio.sleep(settle)
    for file in files:
        path = pathlib.Path(file).resolve()
        text = path.read_text(encoding="utf-8", errors="replace")
        uri = path.as_uri()
        language = "swift" if path.suffix == ".swift" else "objective-c"
        opened = time.monotonic()
        client.text_document_did_open(types.DidOpenTextDocumentParams(
            text_document=types.TextDocumentItem(uri=uri, language_id=language, version=1,
                                                 text=text)))
        # Diagnostics: the first publication, then whatever follows within 2 s of quiet.
        deadline = opened + 60
        first = None
        while time.monotonic() < deadline:
            try:
                await asyncio.wait_for(client.wait_for_notification(
                    types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS), 2 if first else 60)
                if uri in client.diagnostics and first is None:
                    first = time.monotonic() - opened
            except asyncio.TimeoutError:
                if first is not None or uri in client.diagnostics:
                    break
        diagnostics = client.diagnostics.get(uri, [])
        print(f"\n== {path.relative_to(root)}: {len(diagnostics)} diagnostics"
              f" (first published after {first if first is None else round(first, 2)} s)")
        for diagnostic in sorted(diagnostics, key=lambda d: d.range.start.line):
            print(f"  {diagnostic.range.start.line + 1}:{diagnostic.range.start.character + 1}"
                  f" [{diagnostic.code}] {diagnostic.message}")
        hovers, completions, answered, shown = [], [], 0, 0
        for number, line in enumerate(text.split("\n")):
            for match in LITERAL.finditer(line):
                column = len(line[:match.start(1)].encode("utf-16-le")) // 2
                position = types.Position(line=number, character=column + 1)
                document = types.TextDocumentIdentifier(uri=uri)
                began = time.monotonic()
                hover = await client.text_document_hover_async(
                    types.HoverParams(text_document=document, position=position))
                hovers.append(time.monotonic() - began)
                began = time.monotonic()
                await client.text_document_completion_async(
                    types.CompletionParams(text_document=document, position=position))
                completions.append(time.monotonic() - began)
                if hover is not None:
                    answered += 1
                    if shown < show:
                        shown += 1
                        value = hover.contents.value if hasattr(hover.contents, "value") else hover.contents
                        print(f"  hover {number + 1}:{column + 1} {match.group(0)[:50]}:\n    "
                              + str(value).replace("\n", "\n    ")[:1200])
        print(f"  {len(hovers)} literals: {answered} hovers with content; hover p50"
              f" {percentile(hovers, 0.5) * 1000:.1f} ms p95 {percentile(hovers, 0.95) * 1000:.1f}"
              f" ms; completion p50 {percentile(completions, 0.5) * 1000:.1f} ms p95"
              f" {percentile(completions, 0.95) * 1000:.1f} ms")
    await client.shutdown_session()
    await client.stop()


if __name__ == "__main__":
    arguments = sys.argv[1:]
    options = {"--show": 3, "--settle": 0}
    server_arguments = []
    for option in list(options):
        if option in arguments:
            index = arguments.index(option)
            options[option] = float(arguments[index + 1])
            del arguments[index:index + 2]
    for argument in list(arguments):
        if argument.startswith("--server-arg="):
            server_arguments.append(argument.split("=", 1)[1])
            arguments.remove(argument)
    if len(arguments) < 3:
        sys.exit(__doc__)
    asyncio.run(main(arguments[0], arguments[1], arguments[2:], int(options["--show"]),
                     options["--settle"], server_arguments))
