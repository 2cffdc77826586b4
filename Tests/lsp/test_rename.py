"""Rename a key: the WorkspaceEdit applied to the files as an editor would, the files re-read."""

import asyncio
import subprocess

from lsprotocol import types

from conftest import (WAIT, apply_workspace_edit, binary, hover_text, hover_when_ready,
                      open_document, workspace_edit_files)

OBJC = "App/SettingsController.m"
LANGUAGES = ["en", "de", "fr", "es", "es-MX", "ja", "ar", "ru", "pl", "zh-Hans"]


async def test_rename_edits_code_and_every_language_then_reads_back(server, project):
    uri = project.uri(OBJC)
    open_document(server, project, OBJC, "objective-c")
    position = project.position(OBJC, '@"settings.sync.footer"', "settings.sync.footer", offset=4)
    await hover_when_ready(server, uri, position)
    before = {language: project.path(f"Resources/{language}.lproj/Localizable.strings")
              .read_bytes().decode("utf-8") for language in LANGUAGES}
    prepared = await asyncio.wait_for(server.text_document_prepare_rename_async(
        types.PrepareRenameParams(text_document=types.TextDocumentIdentifier(uri=uri),
                                  position=position)), WAIT)
    assert prepared is not None
    edit = await asyncio.wait_for(server.text_document_rename_async(types.RenameParams(
        text_document=types.TextDocumentIdentifier(uri=uri), position=position,
        new_name="settings.sync.note")), WAIT)
    assert edit is not None
    files = workspace_edit_files(edit)
    assert uri in files
    changed = apply_workspace_edit(edit)
    # Re-read: the code and every language's Localizable.strings carry the new key, nothing else
    # changed in them, and no other file was touched.
    assert '@"settings.sync.note"' in project.text(OBJC)
    assert "settings.sync.footer" not in project.text(OBJC)
    for language in LANGUAGES:
        relative = f"Resources/{language}.lproj/Localizable.strings"
        raw = project.path(relative).read_bytes()
        text = raw.decode("utf-8")
        assert '"settings.sync.footer"' not in text, relative
        assert '"settings.sync.note"' in text, relative
        assert text.replace('"settings.sync.note"', '"settings.sync.footer"') == before[language]
    # es-MX keeps its CRLF line endings.
    assert b"\r\n" in project.path("Resources/es-MX.lproj/Localizable.strings").read_bytes()
    assert all("Localizable.strings" in path.name or path.name.endswith(".m")
               for path in changed), changed
    # The saved project lints as before, with the key under its new name (l10nedit reads it).
    result = subprocess.run([binary(), "lint", str(project.path("Resources")), "--format", "json"],
                            capture_output=True, text=True, timeout=WAIT)
    assert "settings.sync.note" in result.stdout or result.returncode in (0, 1), result.stderr

    # The server, told of the change, hovers the new key with its values.
    server.workspace_did_change_watched_files(types.DidChangeWatchedFilesParams(changes=[
        types.FileEvent(uri=path.as_uri(), type=types.FileChangeType.Changed) for path in changed]))
    open_document(server, project, OBJC, "objective-c")
    position = project.position(OBJC, '@"settings.sync.note"', "settings.sync.note", offset=4)
    deadline = asyncio.get_running_loop().time() + WAIT
    text = ""
    while "encrypted on your device" not in text and asyncio.get_running_loop().time() < deadline:
        text = hover_text(await server.text_document_hover_async(types.HoverParams(
            text_document=types.TextDocumentIdentifier(uri=uri), position=position)))
        await asyncio.sleep(0.05)
    assert "encrypted on your device" in text


async def test_rename_to_an_existing_key_is_refused(server, project):
    uri = project.uri(OBJC)
    open_document(server, project, OBJC, "objective-c")
    position = project.position(OBJC, "settings.sync.last_synced", "settings.sync.last_synced",
                                offset=4)
    await hover_when_ready(server, uri, position)
    try:
        edit = await asyncio.wait_for(server.text_document_rename_async(types.RenameParams(
            text_document=types.TextDocumentIdentifier(uri=uri), position=position,
            new_name="settings.title")), WAIT)
    except Exception as error:  # a JSON-RPC error with a reason the editor shows
        assert str(error)
    else:
        assert edit is None or not workspace_edit_files(edit), edit
