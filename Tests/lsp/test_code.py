"""Hover, completion, definition, references, inlay hints and code actions in the app's sources."""

from lsprotocol import types

from conftest import (WAIT, hover_text, hover_when_ready, open_document, utf16_length,
                      wait_for_diagnostics, workspace_edit_files)

import asyncio

SWIFT = "App/NotesView.swift"
OBJC = "App/SettingsController.m"


async def test_initialize_announces_the_capabilities(server):
    capabilities = server.initialize_result.capabilities
    assert capabilities.hover_provider
    assert capabilities.completion_provider is not None
    assert capabilities.definition_provider
    assert capabilities.references_provider
    assert capabilities.rename_provider
    assert capabilities.inlay_hint_provider
    assert capabilities.code_action_provider
    assert capabilities.text_document_sync is not None
    # VS Code's capabilities offer UTF-16 only: that is what the server must use.
    assert capabilities.position_encoding in (None, types.PositionEncodingKind.Utf16)


async def test_hover_shows_every_language_after_non_ascii_text(server, project):
    open_document(server, project, SWIFT, "swift")
    # `let café = "😀 日本"; …; return String(localized: "welcome.title")`: é, an emoji (two
    # UTF-16 units) and CJK before the key on its line.
    position = project.position(SWIFT, "welcome.title", "welcome.title", offset=3)
    hover = await hover_when_ready(server, project.uri(SWIFT), position)
    text = hover_text(hover)
    assert "Welcome to Tidemark" in text
    assert "Willkommen bei Tidemark" in text  # de
    assert text.index("Welcome to Tidemark") < text.index("Willkommen bei Tidemark")  # source first
    if hover.range is not None:
        start = project.position(SWIFT, "welcome.title", "welcome.title")
        assert hover.range.start.line == start.line
        # The range covers the key (or its literal with the quotes), in UTF-16 units.
        assert hover.range.start.character in (start.character, start.character - 1)
        assert hover.range.end.character - hover.range.start.character in (
            utf16_length("welcome.title"), utf16_length('"welcome.title"'))


async def test_hover_on_a_missing_key_names_near_matches(server, project):
    open_document(server, project, SWIFT, "swift")
    position = project.position(SWIFT, 'NSLocalizedString("settings.sync.titel"', "settings.sync.titel", offset=2)
    await hover_when_ready(server, project.uri(SWIFT), project.position(
        SWIFT, "welcome.title", "welcome.title", offset=3))
    text = hover_text(await server.text_document_hover_async(types.HoverParams(
        text_document=types.TextDocumentIdentifier(uri=project.uri(SWIFT)), position=position)))
    assert "settings.sync.titel" in text
    assert "settings.sync.title" in text  # the near match
    assert "not" in text.lower()


async def test_hover_in_objective_c_with_a_table(server, project):
    open_document(server, project, OBJC, "objective-c")
    position = project.position(OBJC, '@"error.sync.conflict"', "error.sync.conflict", offset=1)
    text = hover_text(await hover_when_ready(server, project.uri(OBJC), position))
    assert "was changed on another device" in text
    assert "Errors" in text


async def test_hover_outside_a_localizing_position_is_empty(server, project):
    open_document(server, project, SWIFT, "swift")
    position = project.position(SWIFT, "struct NotesView", "NotesView")
    hover = await server.text_document_hover_async(types.HoverParams(
        text_document=types.TextDocumentIdentifier(uri=project.uri(SWIFT)), position=position))
    assert hover is None or "Tidemark" not in hover_text(hover)


async def test_completion_of_keys_as_typed(server, project):
    # An unsaved buffer with a call being typed: `NSLocalizedString("settings.sy`.
    text = project.text(SWIFT).replace(
        '    let status = "Sync paused"\n',
        '    let status = "Sync paused"\n    _ = NSLocalizedString("settings.sy", comment: "")\n')
    uri = project.uri(SWIFT)
    open_document(server, project, SWIFT, "swift", text=text)
    position = project.position(SWIFT, '"settings.sy"', "settings.sy", offset=len("settings.sy"),
                                text=text)
    result = await asyncio.wait_for(server.text_document_completion_async(types.CompletionParams(
        text_document=types.TextDocumentIdentifier(uri=uri), position=position)), WAIT)
    items = result.items if isinstance(result, types.CompletionList) else result
    labels = [item.label for item in items]
    assert "settings.sync.title" in labels
    assert "settings.sync.footer" in labels
    assert "welcome.title" not in labels  # filtered as typed
    title = next(item for item in items if item.label == "settings.sync.title")
    shown = " ".join(filter(None, [title.detail, str(title.documentation or "")]))
    assert "iCloud Sync" in shown  # its source value
    # Put the file back as on disk for the other tests.
    open_document(server, project, SWIFT, "swift")


async def test_definition_goes_to_every_language(server, project):
    open_document(server, project, SWIFT, "swift")
    position = project.position(SWIFT, "welcome.title", "welcome.title", offset=3)
    await hover_when_ready(server, project.uri(SWIFT), position)
    result = await asyncio.wait_for(server.text_document_definition_async(types.DefinitionParams(
        text_document=types.TextDocumentIdentifier(uri=project.uri(SWIFT)), position=position)),
        WAIT)
    locations = result if isinstance(result, list) else [result]
    uris = {getattr(location, "uri", None) or location.target_uri for location in locations}
    english = project.uri("Resources/en.lproj/Localizable.strings")
    assert english in uris
    assert project.uri("Resources/de.lproj/Localizable.strings") in uris
    assert project.uri("Resources/ja.lproj/Localizable.strings") in uris
    line = project.line_of("Resources/en.lproj/Localizable.strings", '"welcome.title"')
    first = next(location for location in locations
                 if (getattr(location, "uri", None) or location.target_uri) == english)
    target = getattr(first, "range", None) or first.target_selection_range
    assert target.start.line == line


async def test_references_list_the_code_uses(server, project):
    open_document(server, project, OBJC, "objective-c")
    position = project.position(OBJC, '@"settings.sync.footer"', "settings.sync.footer", offset=1)
    await hover_when_ready(server, project.uri(OBJC), position)
    result = await asyncio.wait_for(server.text_document_references_async(types.ReferenceParams(
        text_document=types.TextDocumentIdentifier(uri=project.uri(OBJC)), position=position,
        context=types.ReferenceContext(include_declaration=False))), WAIT)
    uses = [(location.uri, location.range.start.line) for location in result or []]
    assert (project.uri(OBJC), position.line) in uses


async def test_inlay_hints_show_the_source_value(server, project):
    open_document(server, project, SWIFT, "swift")
    await hover_when_ready(server, project.uri(SWIFT), project.position(
        SWIFT, "welcome.title", "welcome.title", offset=3))
    lines = project.text(SWIFT).count("\n")
    hints = await asyncio.wait_for(server.text_document_inlay_hint_async(types.InlayHintParams(
        text_document=types.TextDocumentIdentifier(uri=project.uri(SWIFT)),
        range=types.Range(start=types.Position(line=0, character=0),
                          end=types.Position(line=lines, character=0)))), WAIT)

    def label(hint):
        return hint.label if isinstance(hint.label, str) else "".join(p.value for p in hint.label)

    welcome = [hint for hint in hints or [] if "Welcome to Tidemark" in label(hint)]
    assert welcome, [label(hint) for hint in hints or []]
    assert welcome[0].position.line == project.line_of(SWIFT, "welcome.title")


async def test_code_actions_extract_a_literal_and_add_a_missing_key(server, project):
    open_document(server, project, SWIFT, "swift")
    uri = project.uri(SWIFT)
    start = project.position(SWIFT, '"Sync paused"', "Sync paused", offset=1)
    actions = await asyncio.wait_for(server.text_document_code_action_async(types.CodeActionParams(
        text_document=types.TextDocumentIdentifier(uri=uri),
        range=types.Range(start=start, end=start),
        context=types.CodeActionContext(diagnostics=[]))), WAIT)
    titles = [action.title for action in actions or []]
    assert any("xtract" in title for title in titles), titles
    missing = project.position(SWIFT, 'NSLocalizedString("settings.sync.titel"', "settings.sync.titel", offset=2)
    # The quick fix of the published key-not-found, as an editor asks for it.
    published = await wait_for_diagnostics(
        server, uri, lambda ds: any(d.range.start.line == missing.line for d in ds),
        "key-not-found for settings.sync.titel")
    diagnostics = [d for d in published if d.range.start.line == missing.line]
    actions = await asyncio.wait_for(server.text_document_code_action_async(types.CodeActionParams(
        text_document=types.TextDocumentIdentifier(uri=uri),
        range=types.Range(start=missing, end=missing),
        context=types.CodeActionContext(diagnostics=diagnostics))), WAIT)
    add = [action for action in actions or [] if "settings.sync.titel" in action.title]
    assert add, [action.title for action in actions or []]
    # Its edit adds the key to the source language's file of the table (not applied here: the
    # other tests need the key missing).
    edits = workspace_edit_files(add[0].edit)
    english = project.uri("Resources/en.lproj/Localizable.strings")
    assert list(edits) == [english], list(edits)
    assert any('"settings.sync.titel"' in edit.new_text for edit in edits[english])
