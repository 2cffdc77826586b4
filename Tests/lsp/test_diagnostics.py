"""Diagnostics of the app's sources as `lint --sources` gives them, appearing and clearing as a
buffer changes (unsaved text counts), and of localization files, a malformed one included."""

import asyncio
import json
import subprocess

from lsprotocol import types

from conftest import (WAIT, binary, change_document, hover_text, hover_when_ready, open_document,
                      wait_for_diagnostics)

SWIFT = "App/NotesView.swift"
OBJC = "App/SettingsController.m"


def codes_by_line(diagnostics):
    return {(d.range.start.line, str(d.code)) for d in diagnostics}


async def test_swift_diagnostics_appear_and_clear_as_the_buffer_changes(server, project):
    uri = project.uri(SWIFT)
    missing = project.position(SWIFT, 'NSLocalizedString("settings.sync.titel"', '"settings.sync.titel"')
    wrong_table = project.line_of(SWIFT, '"error.network.offline"')
    arguments = project.line_of(SWIFT, '"note.shared_by"')
    open_document(server, project, SWIFT, "swift")
    diagnostics = await wait_for_diagnostics(
        server, uri, lambda ds: (missing.line, "key-not-found") in codes_by_line(ds),
        "key-not-found for settings.sync.titel")
    found = codes_by_line(diagnostics)
    assert (wrong_table, "wrong-table") in found
    assert (arguments, "format-arguments") in found
    # Nothing else: the other calls use existing keys with the right arguments.
    assert len(diagnostics) == 3, diagnostics
    key = next(d for d in diagnostics if str(d.code) == "key-not-found")
    # The range is the literal (or the key inside its quotes), on the call's line.
    assert key.range.start.character in (missing.character, missing.character + 1)
    assert key.severity == types.DiagnosticSeverity.Error

    # Fix the typo in the buffer, unsaved: its diagnostic goes, the others stay.
    fixed = project.text(SWIFT).replace('"settings.sync.titel"', '"settings.sync.title"')
    change_document(server, uri, fixed)
    diagnostics = await wait_for_diagnostics(
        server, uri, lambda ds: all(str(d.code) != "key-not-found" for d in ds),
        "key-not-found cleared after the fix")
    assert {str(d.code) for d in diagnostics} == {"wrong-table", "format-arguments"}

    # A new unsaved call with a key no table has: it appears at once.
    typed = fixed.replace('    return status\n',
                          '    _ = NSLocalizedString("welcome.titel", comment: "")\n'
                          '    return status\n')
    change_document(server, uri, typed)
    diagnostics = await wait_for_diagnostics(
        server, uri, lambda ds: any(str(d.code) == "key-not-found" for d in ds),
        "key-not-found for the typed welcome.titel")
    assert any("welcome.titel" in d.message for d in diagnostics)

    # Back as on disk.
    change_document(server, uri, project.text(SWIFT))
    await wait_for_diagnostics(server, uri, lambda ds: len(ds) == 3, "back to the three findings")


async def test_objective_c_diagnostics(server, project):
    uri = project.uri(OBJC)
    open_document(server, project, OBJC, "objective-c")
    diagnostics = await wait_for_diagnostics(
        server, uri, lambda ds: any(str(d.code) == "format-arguments" for d in ds),
        "format-arguments for error.import.partial")
    found = {str(d.code) for d in diagnostics}
    assert found == {"format-arguments", "wrong-table"}, diagnostics
    wrong = next(d for d in diagnostics if str(d.code) == "wrong-table")
    assert wrong.range.start.line == project.line_of(OBJC, '"error.sync.quota_exceeded"')
    assert "Errors" in wrong.message


async def test_a_localization_file_has_its_lint_findings(server, project):
    relative = "Resources/ru.lproj/Localizable.strings"
    uri = project.uri(relative)
    open_document(server, project, relative, "plaintext")
    diagnostics = await wait_for_diagnostics(
        server, uri, lambda ds: len(ds) > 0, "ru's planted %@ for %d (notes.count)")
    line = project.line_of(relative, '"notes.count"')
    assert any(d.range.start.line == line for d in diagnostics), diagnostics


async def test_a_malformed_localization_buffer_is_a_diagnostic_not_a_crash(server, project):
    relative = "Resources/fr.lproj/Errors.strings"
    uri = project.uri(relative)
    broken = project.text(relative) + '\n"error.new" = "Nouvelle erreur\n'  # never closed
    open_document(server, project, relative, "plaintext", text=broken)
    diagnostics = await wait_for_diagnostics(
        server, uri, lambda ds: any(d.severity == types.DiagnosticSeverity.Error for d in ds),
        "an error for the unterminated string")
    error = next(d for d in diagnostics if d.severity == types.DiagnosticSeverity.Error)
    assert error.range.start.line >= project.text(relative).count("\n")
    # The server still answers, from what it had.
    position = project.position(SWIFT, "welcome.title", "welcome.title", offset=3)
    open_document(server, project, SWIFT, "swift")
    assert "Welcome to Tidemark" in hover_text(
        await hover_when_ready(server, project.uri(SWIFT), position))
    # Fixed: the error goes.
    change_document(server, uri, project.text(relative))
    await wait_for_diagnostics(
        server, uri, lambda ds: all(d.severity != types.DiagnosticSeverity.Error for d in ds),
        "the error cleared once the buffer is fixed")


async def test_a_malformed_file_on_disk_does_not_stop_the_server(server, project):
    broken = project.path("Resources/de.lproj/Errors.strings")
    saved = broken.read_bytes()
    broken.write_text('"error.unknown" = "kaputt\n', encoding="utf-8")
    server.workspace_did_change_watched_files(types.DidChangeWatchedFilesParams(changes=[
        types.FileEvent(uri=broken.as_uri(), type=types.FileChangeType.Changed)]))
    open_document(server, project, SWIFT, "swift")
    position = project.position(SWIFT, "welcome.title", "welcome.title", offset=3)
    hover = await asyncio.wait_for(server.text_document_hover_async(types.HoverParams(
        text_document=types.TextDocumentIdentifier(uri=project.uri(SWIFT)), position=position)),
        WAIT)
    assert "Welcome to Tidemark" in hover_text(hover)
    # Put back for the tests after this one.
    broken.write_bytes(saved)
    server.workspace_did_change_watched_files(types.DidChangeWatchedFilesParams(changes=[
        types.FileEvent(uri=broken.as_uri(), type=types.FileChangeType.Changed)]))


async def test_diagnostics_equal_lint_sources_for_the_same_files(server, project):
    """Each source file's diagnostics are what `lint --sources` reports for that file."""
    result = subprocess.run(
        [binary(), "lint", str(project.root), "--sources", str(project.root), "--format", "json"],
        capture_output=True, text=True, timeout=60, cwd=project.root)
    findings = json.loads(result.stdout)
    for relative, language in ((SWIFT, "swift"), (OBJC, "objective-c")):
        expected = sorted((f["line"] - 1, f["column"] - 1, f["rule"]) for f in findings
                          if f["path"].endswith(relative))
        assert expected, f"lint found nothing in {relative}: {result.stderr}"
        uri = project.uri(relative)
        open_document(server, project, relative, language)
        diagnostics = await wait_for_diagnostics(
            server, uri, lambda ds: len(ds) >= len(expected), f"lint's findings in {relative}")
        got = sorted((d.range.start.line, d.range.start.character, str(d.code))
                     for d in diagnostics)
        assert got == expected


async def test_a_call_through_the_apps_own_wrapper_is_diagnosed_as_lint_does(server, project):
    relative = "App/SyncStatusView.swift"
    uri = project.uri(relative)
    open_document(server, project, relative, "swift")
    line = project.line_of(relative, '"sync.status.idle"')
    # References wait for the code's first scan, after which the wrapper is known.
    await asyncio.wait_for(server.text_document_references_async(types.ReferenceParams(
        text_document=types.TextDocumentIdentifier(uri=uri),
        position=types.Position(line=line, character=0),
        context=types.ReferenceContext(include_declaration=False))), WAIT)
    change_document(server, uri, project.text(relative))
    diagnostics = await wait_for_diagnostics(
        server, uri, lambda ds: any(str(d.code) == "key-not-found" for d in ds),
        "key-not-found for sync.status.idle (through Strings.text)")
    assert [d.range.start.line for d in diagnostics] == [line]
