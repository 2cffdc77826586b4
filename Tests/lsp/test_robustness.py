"""A huge file, cancellation, a document outside the workspace, string request ids."""

import asyncio
import os
import time

from lsprotocol import types

from conftest import WAIT, close_document, hover_text, hover_when_ready, open_document

SWIFT = "App/NotesView.swift"


async def test_a_huge_file_answers_or_refuses_quickly(server, project, tmp_path):
    # An unsaved buffer of 20,000 lines (1.3 MB) of calls in the workspace; the deep run
    # (LSP_E2E_HUGE_LINES=200000, 13 MB) more.
    lines = int(os.environ.get("LSP_E2E_HUGE_LINES", "20000"))
    bound = WAIT * max(1, lines // 20_000)
    relative = "App/Huge.swift"
    line = 'let text = NSLocalizedString("welcome.title", comment: "Welcome")\n'
    huge = "import Foundation\n" + line * lines
    start = time.monotonic()
    open_document(server, project, relative, "swift", text=huge)
    request = server.text_document_hover_async(types.HoverParams(
        text_document=types.TextDocumentIdentifier(uri=project.uri(relative)),
        position=types.Position(line=lines // 2, character=35)))
    # Shielded: a late answer is still taken by the client (not a cancelled future).
    hover = await asyncio.wait_for(asyncio.shield(request), bound)
    elapsed = time.monotonic() - start
    print(f"hover on a {len(huge) // 1000} kB buffer answered after {elapsed:.2f} s")
    assert elapsed < bound
    # Answered from the project, or nothing (refused for its size): never a hang or a crash.
    assert hover is None or "Welcome to Tidemark" in hover_text(hover)
    # The server still answers on a normal file.
    open_document(server, project, SWIFT, "swift")
    position = project.position(SWIFT, "welcome.title", "welcome.title", offset=3)
    assert "Welcome to Tidemark" in hover_text(
        await hover_when_ready(server, project.uri(SWIFT), position))
    close_document(server, project.uri(relative))


async def test_a_cancelled_request_answers_and_the_server_goes_on(server, project):
    open_document(server, project, SWIFT, "swift")
    position = project.position(SWIFT, "welcome.title", "welcome.title", offset=3)
    await hover_when_ready(server, project.uri(SWIFT), position)
    # Send a request and cancel it at once: the server answers it (with its result or the
    # RequestCancelled error), and the requests after it are answered.
    future = server.protocol.send_request_async(
        types.TEXT_DOCUMENT_REFERENCES,
        types.ReferenceParams(text_document=types.TextDocumentIdentifier(uri=project.uri(SWIFT)),
                              position=position,
                              context=types.ReferenceContext(include_declaration=True)),
        msg_id="to-be-cancelled")
    server.protocol.notify(types.CANCEL_REQUEST, types.CancelParams(id="to-be-cancelled"))
    try:
        await asyncio.wait_for(future, WAIT)
    except asyncio.TimeoutError:
        raise AssertionError("the cancelled request was never answered")
    except Exception as error:  # JsonRpcRequestCancelled (-32800)
        assert "-32800" in repr(error) or "ancel" in repr(error), repr(error)
    assert "Welcome to Tidemark" in hover_text(await server.text_document_hover_async(
        types.HoverParams(text_document=types.TextDocumentIdentifier(uri=project.uri(SWIFT)),
                          position=position)))


async def test_a_document_outside_the_workspace_gets_nothing(server, project, tmp_path):
    outside = tmp_path / "Elsewhere.swift"
    text = 'let title = NSLocalizedString("welcome.title", comment: "")\n'
    outside.write_text(text, encoding="utf-8")
    uri = outside.as_uri()
    server.text_document_did_open(types.DidOpenTextDocumentParams(text_document=types.TextDocumentItem(
        uri=uri, language_id="swift", version=1, text=text)))
    position = types.Position(line=0, character=text.index("welcome.title") + 2)
    hover = await asyncio.wait_for(server.text_document_hover_async(types.HoverParams(
        text_document=types.TextDocumentIdentifier(uri=uri), position=position)), WAIT)
    assert hover is None
    completion = await asyncio.wait_for(server.text_document_completion_async(
        types.CompletionParams(text_document=types.TextDocumentIdentifier(uri=uri),
                               position=position)), WAIT)
    items = completion.items if isinstance(completion, types.CompletionList) else completion
    assert not items
    definition = await asyncio.wait_for(server.text_document_definition_async(
        types.DefinitionParams(text_document=types.TextDocumentIdentifier(uri=uri),
                               position=position)), WAIT)
    assert not definition
    # No diagnostics are published for it (or an empty list).
    assert not server.diagnostics.get(uri)
